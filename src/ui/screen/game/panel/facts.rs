//! What the panel shows, read from a match: the seats, whose turn, the moves in words, what
//! the clicks are building, and which buttons can act.

use crate::boards::clock::clock_line;
use crate::boards::game::Seat;
use crate::boards::registry::GameKind;
use crate::boards::session::{Entry, Session, Sitter, Waiting, YOU, clock_shown};
use crate::ui::board::{BoardUi, SeatInk, sentence};

use super::super::live::Live;

/// One seat as the panel shows it.
#[derive(Clone, Debug)]
pub struct SeatLine {
    pub(super) seat: Seat,
    pub(super) name: String,
    /// The name within a sentence ("your friend", "the computer (level 2)").
    pub(super) plain: String,
    /// The name in a word or two, for the short score line ("You", "Ada", "Computer").
    pub(super) short: String,
    pub(super) place: Option<&'static str>,
    pub(super) tally: String,
    pub(super) to_move: bool,
}

/// One seat's clock in a timed match.
#[derive(Clone, Debug)]
pub struct SeatTime {
    pub(super) seat: Seat,
    /// The time left as a clock shows it ("4:05").
    pub(super) left: String,
    /// Whether it runs (the person to move).
    pub(super) running: bool,
    /// Whether this seat's time ran out.
    pub(super) out: bool,
}

/// What the panel shows, read from the match.
#[derive(Clone, Debug)]
pub struct Facts {
    pub(super) kind: GameKind,
    /// The seats' colours as the board draws them.
    pub(super) ink: SeatInk,
    pub(super) seats: Vec<SeatLine>,
    pub(super) teams: Option<String>,
    /// A timed match's clocks, seat by seat.
    pub(super) times: Vec<SeatTime>,
    pub(super) clock_left: Option<String>,
    pub(super) status: String,
    pub(super) status_seat: Option<Seat>,
    pub(super) over: bool,
    /// The options in play as short tags ("18 pyramids · no clock").
    pub(super) tags: String,
    /// Each move: its seat, its text and what it did in words.
    pub(super) moves: Vec<(Seat, String, Option<String>)>,
    /// What the clicks so far are building, or why the turn is not whole.
    pub(super) progress: Option<String>,
    /// Before the first click of a match under way, what could end the game soon ("Mind
    /// the quarters: …"), shown before [`Facts::progress`].
    pub(super) near: Option<String>,
    /// The move under the pointer in words, and what it lets the next player do.
    pub(super) foreseen: (Option<String>, Option<String>),
    pub(super) dice: Option<(Vec<u8>, Vec<bool>)>,
    pub(super) person: bool,
    pub(super) confirm: Option<bool>,
    pub(super) must_pass: bool,
    pub(super) clock: bool,
    pub(super) can_undo: bool,
    /// A move taken back waits to be given again (Redo shows until a new move).
    pub(super) can_redo: bool,
    pub(super) assisted: bool,
    pub(super) picked: bool,
    /// A piece picked and no target under the pointer, in a game whose move is one piece's
    /// (no Confirm): the panel says to point at a target to read its move.
    pub(super) point: bool,
    pub(super) thinking: bool,
    /// What the panel's words, buttons and gaps grow by in a wide window (1 below 1400 px
    /// across; `rules::grown`, as the reading pages).
    pub(super) k: f32,
}

impl Facts {
    /// These facts for a panel whose words and gaps grow `k` times.
    pub fn grown(mut self, k: f32) -> Self {
        self.k = k;
        self
    }

    /// What the panel's words and gaps grow by.
    pub fn k(&self) -> f32 {
        self.k
    }

    /// `px` (a size of words or a gap) as the panel grows it.
    pub(super) fn at(&self, px: f32) -> f32 {
        px * self.k
    }

    /// The seat that made each move, in order.
    pub(super) fn movers(&self) -> Vec<Seat> {
        self.moves.iter().map(|(seat, ..)| *seat).collect()
    }

    /// Move `i`'s number (from 0) as the move list numbers it: `5.`, or `5…` for a reply.
    pub(super) fn number(&self, i: usize) -> String {
        crate::boards::rounds::numbers(&self.movers(), self.seats.len())
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("{}.", i + 1))
    }
}

/// A sitter's name for a sentence's start ("You", "The computer (level 2)").
fn name(sitter: &Sitter) -> String {
    let words = sitter.describe();
    let mut chars = words.chars();
    chars.next().map_or(words.clone(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Reads what the panel shows from a match.
pub fn facts<G: BoardUi>(live: &Live<G>) -> Facts {
    let (s, ui) = (&live.session, &live.ui);
    let game = s.game();
    let waiting = s.waiting();
    let to_move = s.to_move();
    // The score as it stood at the position on show: a move looked back at shows its own.
    let at = live.shown().0;
    let seats: Vec<SeatLine> = s
        .sitters()
        .iter()
        .enumerate()
        .map(|(i, sitter)| {
            let seat = i as Seat;
            SeatLine {
                seat,
                name: name(sitter),
                plain: sitter.in_sentence(),
                short: match sitter {
                    Sitter::Computer(_) => "Computer".into(),
                    sitter => name(sitter),
                },
                place: game.place(seat),
                tally: at.tally(seat),
                to_move: to_move == Some(seat),
            }
        })
        .collect();
    let teams = (seats.len() == 4 && game.side(0).0 != 1).then(|| {
        let score = |a: Seat, b: Seat| at.score(a) + at.score(b);
        format!(
            "Teams: blue and green ({} points) against red and purple ({} points).",
            score(0, 2),
            score(1, 3)
        )
    });
    let ink = SeatInk::of(G::KIND);
    let colour = |seat: Seat| ink.word(usize::from(seat));
    let (status, status_seat) = match waiting {
        Waiting::Over(_) => (
            s.result_text()
                .map_or_else(|| "The match is over.".into(), |r| sentence(&r)),
            None,
        ),
        Waiting::Person(seat) => {
            let who = s
                .sitters()
                .get(usize::from(seat))
                .map(name)
                .unwrap_or_default();
            let words = if who == YOU {
                "Your turn".to_owned()
            } else {
                format!("{who}'s turn")
            };
            (format!("{words} ({})", colour(seat)), Some(seat))
        }
        Waiting::Computer(seat) => (
            if live.thinking() {
                format!("The computer is thinking… ({})", colour(seat))
            } else {
                format!("The computer's turn ({})", colour(seat))
            },
            Some(seat),
        ),
        Waiting::Dice => ("The dice are rolling.".into(), None),
    };
    let mut moves = Vec::new();
    let mut dice: Option<&str> = None;
    for ((entry, text), note) in s.entries().zip(s.entry_texts()).zip(s.entry_notes()) {
        match entry {
            Entry::Dice(_) => dice = text.strip_prefix("dice").map(str::trim),
            Entry::Move { seat, .. } => {
                let text = match dice.take() {
                    Some(roll) => format!("{roll}: {text}"),
                    None => text.to_owned(),
                };
                moves.push((seat, text, note.map(str::to_owned)));
            }
        }
    }
    let over = matches!(waiting, Waiting::Over(_));
    let mut tags: Vec<String> = G::ABOUT
        .tags(
            &toml::Table::try_from(game.options()).unwrap_or_default(),
            game.seats(),
            false,
        )
        .into_iter()
        .map(str::to_owned)
        .collect();
    // A timed match says its time control among them ("timed 3+2").
    if let Some(control) = s.recipe().time_control() {
        tags.push(format!("timed {control}"));
    }
    let tags = tags.join(" · ");
    let person = matches!(waiting, Waiting::Person(_)) && ui.view.is_none();
    let picks = ui.picker.picks();
    let must_pass = live.must_pass();
    Facts {
        kind: G::KIND,
        ink,
        seats,
        teams,
        times: times(s),
        clock_left: clock_line(game.clock_left()).filter(|_| !over),
        status,
        status_seat,
        over,
        tags,
        moves,
        progress: person.then(|| s.game().progress(picks)).flatten(),
        near: person.then(|| near_end(s, picks)).flatten(),
        foreseen: (live.foreseen.line.clone(), live.foreseen.warning.clone()),
        dice: game.rolled(picks),
        person,
        confirm: (G::CONFIRM && person && !must_pass)
            .then(|| ui.picker.ready(game).is_some()),
        must_pass: person && must_pass,
        clock: live.may_call_clock(),
        can_undo: s
            .entries()
            .any(|e| matches!(e, Entry::Move { seat, .. } if s.sitters().get(usize::from(seat)).is_some_and(Sitter::is_human))),
        can_redo: s.can_redo() && !live.thinking(),
        assisted: s.assisted(),
        picked: !picks.is_empty(),
        point: person && !G::CONFIRM && picks.len() == 1 && live.foreseen.line.is_none(),
        thinking: live.thinking(),
        k: 1.0,
    }
}

/// Before the first click of a match under way (a move played), what could end the game
/// soon.
fn near_end<G: BoardUi>(s: &Session<G>, picks: &[u8]) -> Option<String> {
    let played = s.entries().any(|e| matches!(e, Entry::Move { .. }));
    (picks.is_empty() && played)
        .then(|| s.game().near_end())
        .flatten()
}

/// A timed match's clocks as the panel shows them (none for an untimed match).
fn times<G: BoardUi>(s: &Session<G>) -> Vec<SeatTime> {
    let Some(clocks) = s.clocks() else {
        return Vec::new();
    };
    let running = match s.waiting() {
        Waiting::Person(seat) => Some(seat),
        _ => None,
    };
    (0..clocks.left_ms.len())
        .map(|i| {
            let seat = i as Seat;
            SeatTime {
                seat,
                left: clock_shown(clocks.left(seat)),
                running: running == Some(seat),
                out: clocks.flagged == Some(seat),
            }
        })
        .collect()
}
