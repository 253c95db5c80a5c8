//! What the moves of a line do, as a player would name them: the deeds (a capture, a strike,
//! a pin, a kill, a pawn on the far row, a promotion, a piece handed over, the game's end)
//! of each move the search expects, in the three forms a sentence needs, and whether each is
//! good or bad for a seat.

use crate::boards::effect::Effect;
use crate::boards::game::{Decision, EndReason, Game, Seat, Status};

/// Seat names for games that give none ([`Game::place`]): the colours their pieces are drawn in.
const COLOURS: [&str; 4] = ["Blue", "Red", "Green", "Purple"];

/// A seat's name in a sentence: where it sits ("North") or the colour of its pieces ("Red").
pub fn seat_name<G: Game>(game: &G, seat: Seat) -> String {
    game.place(seat)
        .unwrap_or(COLOURS[usize::from(seat) % COLOURS.len()])
        .to_owned()
}

/// A thing a move of a line does that a player would name, in three forms for three kinds of
/// sentence: "takes a queen", "take a queen", "taking a queen".
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Deed {
    pub(super) third: String,
    pub(super) base: String,
    pub(super) gerund: String,
}

impl Deed {
    pub(super) fn new(stem: &str, rest: &str) -> Deed {
        let (third, base, gerund) = match stem {
            "take" => ("takes", "take", "taking"),
            "strike" => ("strikes", "strike", "striking"),
            "kill" => ("kills", "kill", "killing"),
            "pin" => ("pins", "pin", "pinning"),
            "reach" => ("reaches", "reach", "reaching"),
            "make" => ("makes", "make", "making"),
            "empty" => ("empties", "empty", "emptying"),
            "join" => ("joins", "join", "joining"),
            "run" => ("runs", "run", "running"),
            "repeat" => ("repeats", "repeat", "repeating"),
            "hand" => ("hands", "hand", "handing"),
            _ => ("ends", "end", "ending"),
        };
        let with = |verb: &str| format!("{verb} {rest}");
        Deed {
            third: with(third),
            base: with(base),
            gerund: with(gerund),
        }
    }

    /// Two deeds of one move, joined: "takes a queen (3 points) and empties a zone".
    fn and(&self, then: &Deed) -> Deed {
        Deed {
            third: format!("{} and {}", self.third, then.third),
            base: format!("{} and {}", self.base, then.base),
            gerund: format!("{} and {}", self.gerund, then.gerund),
        }
    }
}

/// What one move of a line does: who made it, its text, and the deed (a capture, strike,
/// pin, kill, a pawn on the far row, a promotion, or the game's end).
#[derive(Clone, Debug)]
pub(super) struct Event {
    /// Its place in the line (0: the move judged).
    pub(super) index: usize,
    pub(super) seat: Seat,
    pub(super) text: String,
    pub(super) deed: Deed,
    /// Whether the deed ends the game, and with whose win.
    pub(super) end: Option<Decision>,
    /// Where the mover's own piece ended on another side's ground, handed over, taking
    /// nothing.
    pub(super) gift: Option<u8>,
}

pub(super) fn plural(n: impl Into<u32>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// What a game calls the piece a move carries: "pyramid" where it jumps to a twin square
/// (Malice), "piece" elsewhere.
pub(super) fn piece_word(effects: &[Effect]) -> &'static str {
    if effects
        .iter()
        .any(|e| matches!(e, Effect::Lands { .. } | Effect::Stays { .. }))
    {
        "pyramid"
    } else {
        "piece"
    }
}

/// The deeds of an effect worth naming.
pub(super) fn deed<G: Game>(game: &G, effect: &Effect) -> Option<Deed> {
    let name = |square: u8| game.square_name(square);
    Some(match *effect {
        Effect::Takes { piece, points, .. } => {
            Deed::new("take", &format!("a {piece} ({})", plural(points, "point")))
        }
        Effect::Strikes { square, rings } if rings > 0 => Deed::new(
            "strike",
            &format!("the pawn on {} ({})", name(square), plural(rings, "ring")),
        ),
        Effect::Kills { square } => Deed::new("kill", &format!("the piece on {}", name(square))),
        Effect::Pins { square } => Deed::new("pin", &format!("the piece on {}", name(square))),
        Effect::FarRow { square } => {
            Deed::new("reach", &format!("the far row on {}", name(square)))
        }
        Effect::Makes { piece, .. } => Deed::new("make", &format!("a {piece}")),
        _ => return None,
    })
}

/// The deed of ending the game (`over`, the position it ended in) with `mover`'s move: an
/// emptied area is named by whose it was ("empties its own quarter", "empties South's
/// zone").
fn ending<G: Game>(over: &G, mover: Seat) -> Deed {
    let emptied = |area: &str| {
        let whose = match over.emptied() {
            Some(owner) if owner == mover => format!("its own {area}"),
            Some(owner) => format!("{}'s {area}", seat_name(over, owner)),
            None => format!("a {area}"),
        };
        Deed::new("empty", &whose)
    };
    match over.end_reason() {
        Some(EndReason::ZoneEmptied) => emptied("zone"),
        Some(EndReason::QuarterEmptied) => emptied("quarter"),
        Some(EndReason::Connected) => Deed::new("join", "every piece to the goal edge"),
        Some(EndReason::PinnedOnHome) => Deed::new("pin", "a piece on its home edge"),
        Some(EndReason::FarRowReached) => Deed::new("reach", "the far row"),
        Some(EndReason::RingsLost) => Deed::new("take", "the last rings"),
        Some(EndReason::ClockRanOut) => Deed::new("run", "the clock out"),
        Some(EndReason::Repetition) => Deed::new("repeat", "the position a third time"),
        _ => Deed::new("end", "the game"),
    }
}

/// The events of `line` played from `game`, and the position it ends in.
pub(super) fn events<G: Game>(game: &G, line: &[G::Move]) -> (Vec<Event>, G) {
    let mut work = game.clone();
    let mut events = Vec::new();
    for (index, &mv) in line.iter().enumerate() {
        let Status::ToMove(seat) = work.status() else {
            break;
        };
        let text = work.move_text(mv);
        let effects = work.effects(mv);
        let mut deeds: Vec<Deed> = effects.iter().filter_map(|e| deed(&work, e)).collect();
        // A piece that ends on another side's ground without taking anything is handed over.
        let gift = effects
            .iter()
            .find_map(|e| match *e {
                Effect::GoesOver { seat: to, square } if !work.side(seat).contains(to) => {
                    Some((to, square))
                }
                _ => None,
            })
            .filter(|_| deeds.is_empty());
        if let Some((to, _)) = gift {
            deeds.push(Deed::new(
                "hand",
                &format!(
                    "the {} over to {}",
                    piece_word(&effects),
                    seat_name(&work, to)
                ),
            ));
        }
        let gift = gift.map(|(_, square)| square);
        if work.play_legal(mv).is_err() {
            break;
        }
        if let Status::Over(outcome) = work.status() {
            let mut deed = ending(&work, seat);
            // A piece crossing over to end the game is told by the end alone.
            if let Some(first) = deeds.first().filter(|_| gift.is_none()) {
                deed = first.and(&deed);
            }
            events.push(Event {
                index,
                seat,
                text,
                deed,
                end: Some(outcome),
                gift: None,
            });
            break;
        }
        if let Some(deed) = deeds.into_iter().next() {
            events.push(Event {
                index,
                seat,
                text,
                deed,
                end: None,
                gift,
            });
        }
    }
    (events, work)
}

/// The form of a verb a sentence needs: "wins", "win", "winning".
#[derive(Clone, Copy)]
pub(super) enum Form {
    Third,
    Base,
    Gerund,
}

/// How a game's end reads for `seat`: " and wins 3 to 2", " and draws".
pub(super) fn result<G: Game>(game_after: &G, outcome: Decision, seat: Seat, form: Form) -> String {
    let score = || {
        let scores: Vec<i32> = (0..game_after.seats() as Seat)
            .map(|s| game_after.score(s))
            .collect();
        if scores.iter().all(|&s| s == 0) || scores.len() != 2 {
            String::new()
        } else {
            let (ours, theirs) = (scores[usize::from(seat)], scores[1 - usize::from(seat)]);
            format!(" {ours} to {theirs}")
        }
    };
    let (win, draw, lose) = match form {
        Form::Third => ("wins", "draws", "loses"),
        Form::Base => ("win", "draw", "lose"),
        Form::Gerund => ("winning", "drawing", "losing"),
    };
    match outcome {
        Decision::Draw => format!(" and {draw}"),
        Decision::Win(seats) if seats.contains(seat) => format!(" and {win}{}", score()),
        Decision::Win(_) => format!(" and {lose}{}", score()),
    }
}

/// Whether an event is bad for `seat`: the other side's deed (a piece it hands over is no
/// harm), the move judged handing a piece of `seat`'s over, or an end `seat` does not win.
pub(super) fn hurts(event: &Event, game: &impl Game, seat: Seat) -> bool {
    let ours = game.side(seat).contains(event.seat);
    match event.end {
        Some(Decision::Win(seats)) => !seats.contains(seat),
        Some(Decision::Draw) => false,
        None if event.gift.is_some() => ours && event.index == 0,
        None => !ours,
    }
}

/// Whether an event is good for `seat`: its own side's deed (not a piece handed over), or an
/// end it wins. The other side handing a piece over later in a line is no reason to give: a
/// search's line that far is a guess.
pub(super) fn helps(event: &Event, game: &impl Game, seat: Seat) -> bool {
    let ours = game.side(seat).contains(event.seat);
    match event.end {
        Some(Decision::Win(seats)) => seats.contains(seat),
        Some(Decision::Draw) => false,
        None => ours && event.gift.is_none(),
    }
}

pub(super) fn capitalise(words: &mut String) {
    if let Some(first) = words.get(0..1) {
        let upper = first.to_uppercase();
        words.replace_range(0..1, &upper);
    }
}
