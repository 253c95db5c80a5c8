//! The match screen's work for one game, generic over it: clicks and typed moves turned into
//! moves, the dice rolled, the computer's replies and hints, undo, resigning and looking back,
//! with what the board shows after each (the last move, the slides). [`Live`] holds the match
//! with everything the screen keeps of it, each in the game's own types.

mod shown;
mod thinking;
mod timed;

use iced::time::Instant;

use super::work::{Purpose, Work};
use crate::boards::game::{Seat, Status};
use crate::boards::session::{Entry, Session, SessionError, Sitter, Waiting};
use crate::ui::board::foresee::{Foreseen, foresee};
use crate::ui::board::{BoardUi, Click, Picker, Slides, Trail, sentence};
use crate::ui::motion::{Motion, ROLL_TIME};

/// A line under the board: why a click was refused, or what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A refusal, in plain words.
    Refused(String),
    /// Something to know.
    Info(String),
}

/// What the screen keeps besides the match, whatever the game.
#[derive(Debug)]
pub struct Ui {
    /// The squares clicked toward a move.
    pub picker: Picker,
    /// Seen from the other side.
    pub flipped: bool,
    /// Looking back at the position after this many moves (`None`: the latest).
    pub view: Option<usize>,
    /// The moves just played at the latest position, each with its seat: the last move, or
    /// every computer move since the player's own.
    pub played: Vec<(Trail, Seat)>,
    /// The square under the pointer.
    pub hover: Option<u8>,
    /// The move the computer suggests: its squares and its text.
    pub hint: Option<(Vec<u8>, String)>,
    /// What a click or a typed move came to.
    pub note: Option<Note>,
    /// The move text box.
    pub text: String,
    /// Malaka's dice tumbling.
    pub roll: Motion,
    /// Whether pieces slide and dice tumble (Settings).
    pub animate: bool,
    /// Asking whether to resign.
    pub resigning: bool,
    /// Showing how to play.
    pub help: bool,
    /// The keyboard's square cursor, once the arrows moved it.
    pub cursor: Option<u8>,
    /// The analysis of the finished match, once asked for.
    pub review: Option<super::review::Reviewing>,
    /// Learn offered before the first move of a game never played (its lessons in all).
    pub learn_first: Option<usize>,
}

impl Ui {
    fn new(animate: bool) -> Ui {
        Ui {
            picker: Picker::default(),
            flipped: false,
            view: None,
            played: Vec::new(),
            hover: None,
            hint: None,
            note: None,
            text: String::new(),
            roll: Motion::new(ROLL_TIME),
            animate,
            resigning: false,
            help: false,
            cursor: None,
            review: None,
            learn_first: None,
        }
    }
}

/// A position looked back at: the position, its last move's trail, and the better move's
/// squares (when the analysis found the move played next an error).
type Viewed<G> = (G, Vec<(Trail, Seat)>, Vec<u8>);

/// A match of game `G` on the screen: the match, what the screen shows of it, the position
/// looked back at, the pieces sliding and the computer's work under way.
#[derive(Debug)]
pub struct Live<G: BoardUi> {
    /// The match.
    pub session: Session<G>,
    /// What the screen shows of it.
    pub ui: Ui,
    /// The position looked back at, with its last move's trail and, once the match is
    /// analysed, the better move's squares when the move played next was an error.
    viewed: Option<Viewed<G>>,
    /// What the picked piece's moves would do: ghosts and words.
    pub foreseen: Foreseen<G::Look>,
    /// The pieces sliding.
    pub slides: Slides<G::Look>,
    /// The computer's work under way (a reply or a hint), if any.
    work: Option<Work<G>>,
    /// Works started so far (analyses too), to number the next.
    pub(super) works: u64,
}

impl<G: BoardUi> Live<G> {
    /// The screen of a match; `animate` as in Settings. The board is turned so that the one
    /// person playing sits at the bottom.
    pub fn new(session: Session<G>, animate: bool) -> Live<G> {
        let mut live = Live {
            session,
            ui: Ui::new(animate),
            viewed: None,
            foreseen: Foreseen::default(),
            slides: Slides::default(),
            work: None,
            works: 0,
        };
        live.ui.played = live.played_trails();
        live.ui.flipped = live
            .person_seat()
            .is_some_and(|seat| seat == 1 || seat == 2);
        live
    }

    /// Whether the computer is working on a reply or a hint.
    pub fn thinking(&self) -> bool {
        self.work.is_some()
    }

    /// Stops the computer's work under way, if any (leaving the screen, undo, closing).
    pub fn stop(&mut self) {
        if let Some(work) = self.work.take() {
            work.stop();
        }
        if let Some(review) = &self.ui.review {
            review.stop();
        }
    }

    /// Whether something moves: a slide or a roll.
    pub fn animating(&self) -> bool {
        self.ui.roll.is_moving() || self.slides.is_moving()
    }

    /// Moves the animations on to the frame drawn at `now`.
    pub fn tick(&mut self, now: Instant) {
        self.ui.roll.tick(now);
        self.slides.tick(now);
    }

    /// Plays a move worked out in the latest position (by clicks or text), with its slides
    /// and last-move marks.
    fn play(&mut self, mv: G::Move, now: Instant) -> Result<(), SessionError> {
        let before = self.session.game().clone();
        self.session.play(mv)?;
        self.moved(&before, mv, now);
        Ok(())
    }

    /// What the board shows after `mv` was played from `before`.
    fn moved(&mut self, before: &G, mv: G::Move, now: Instant) {
        // A hint still on its way was for the position before: dropped, so that the
        // computer's reply can start (it waited behind the hint, which never played it: a
        // move made by Enter before the hint came left "Wait: the computer is thinking"
        // on the screen for good).
        if self
            .work
            .as_ref()
            .is_some_and(|w| w.purpose == Purpose::Hint)
            && let Some(work) = self.work.take()
        {
            work.stop();
        }
        self.ui.played = self.played_trails();
        let ui = &mut self.ui;
        self.slides.start(before.slides(mv), now, ui.animate);
        ui.picker.clear();
        ui.hint = None;
        ui.note = None;
        ui.resigning = false;
        self.foresee();
    }

    /// Works out again what the picked piece's moves would do (after a click, a move, or
    /// the pointer coming over another square).
    pub fn foresee(&mut self) {
        self.foreseen =
            if self.ui.view.is_none() && matches!(self.session.waiting(), Waiting::Person(_)) {
                foresee(self.session.game(), self.ui.picker.picks(), self.ui.hover)
            } else {
                Foreseen::default()
            };
    }

    /// The pointer came over another square of the board (`None`: it left the board).
    pub fn hover(&mut self, square: Option<u8>) {
        if self.ui.hover != square {
            self.ui.hover = square;
            self.foresee();
        }
    }

    /// A click on a square of the board. True when a move was played.
    pub fn click(&mut self, square: u8, now: Instant) -> bool {
        if self.ui.view.is_some() {
            self.ui.note = Some(Note::Info(
                "You are looking back: press → (or click the last move) to play on.".into(),
            ));
            return false;
        }
        if !matches!(self.session.waiting(), Waiting::Person(_)) {
            self.ui.note = match self.session.waiting() {
                Waiting::Computer(_) => Some(Note::Info("Wait: the computer is thinking.".into())),
                Waiting::Over(_) => Some(Note::Info("The match is over.".into())),
                _ => None,
            };
            return false;
        }
        let played = match self.ui.picker.click(self.session.game(), square) {
            Click::Nothing | Click::Picked | Click::Ready(_) => {
                self.ui.note = None;
                false
            }
            Click::Refused(why) => {
                self.ui.note = Some(Note::Refused(why));
                false
            }
            Click::Play(mv) => self.played(mv, now),
        };
        self.foresee();
        played
    }

    /// Plays `mv` for the person to move; a refusal goes under the board. True when played.
    fn played(&mut self, mv: G::Move, now: Instant) -> bool {
        match self.play(mv, now) {
            Ok(()) => true,
            Err(error) => {
                self.ui.note = Some(Note::Refused(sentence(&error.to_string())));
                false
            }
        }
    }

    /// Plays the whole turn built by clicks (Malaka's Confirm; a pass). True when played.
    pub fn confirm(&mut self, now: Instant) -> bool {
        if !matches!(self.session.waiting(), Waiting::Person(_)) || self.ui.view.is_some() {
            return false;
        }
        let Some(mv) = self.ui.picker.ready(self.session.game()) else {
            self.ui.note = Some(Note::Refused(
                "The turn is not finished: use every die you can first.".into(),
            ));
            return false;
        };
        self.played(mv, now)
    }

    /// Plays the move typed in the box. True when played.
    pub fn typed(&mut self, now: Instant) -> bool {
        let text = self.ui.text.trim().to_owned();
        if text.is_empty() {
            return false;
        }
        if !matches!(self.session.waiting(), Waiting::Person(_)) || self.ui.view.is_some() {
            self.ui.note = Some(Note::Refused("It is not your move.".into()));
            return false;
        }
        let result = self
            .session
            .game()
            .parse_move(&text)
            .map_err(SessionError::from)
            .and_then(|mv| self.play(mv, now));
        match result {
            Ok(()) => {
                self.ui.text.clear();
                true
            }
            Err(error) => {
                self.ui.note = Some(Note::Refused(sentence(&error.to_string())));
                false
            }
        }
    }

    /// Whether a turn built by clicks waits for Confirm, whole and nothing left to add
    /// (Enter confirms it).
    pub fn ready(&self) -> bool {
        let game = self.session.game();
        G::CONFIRM
            && self.ui.view.is_none()
            && self.ui.picker.ready(game).is_some()
            && game.next(self.ui.picker.picks()).targets.is_empty()
    }

    /// Takes back the last move of a person (and the replies after it). True when done.
    pub fn undo(&mut self) -> bool {
        self.stop();
        let done = self.session.undo();
        self.went_back_or_on(done, "Move taken back: this match now counts as assisted.")
    }

    /// Gives again the move last taken back (and the replies after it then). True when done.
    pub fn redo(&mut self) -> bool {
        self.stop();
        let done = self.session.redo();
        self.went_back_or_on(done, "Move given again: this match counts as assisted.")
    }

    /// The board and the news after an undo or a redo: `words` when it was done, the
    /// reason when it was refused.
    fn went_back_or_on(&mut self, done: Result<(), SessionError>, words: &str) -> bool {
        match done {
            Ok(()) => {
                self.back_to_latest();
                self.ui.played = self.played_trails();
                self.foresee();
                self.ui.hint = None;
                self.ui.note = Some(Note::Info(words.into()));
                true
            }
            Err(error) => {
                self.ui.note = Some(Note::Refused(sentence(&error.to_string())));
                false
            }
        }
    }

    /// Resigns for the person playing (or the seat to move, between friends). True when done.
    pub fn resign(&mut self) -> bool {
        self.ui.resigning = false;
        self.ui.note = None;
        self.ui.picker.clear();
        self.ui.hint = None;
        self.stop();
        let seat = self.person_seat().or_else(|| self.session.to_move());
        match seat.map(|seat| self.session.resign(seat)) {
            Some(Ok(())) => true,
            Some(Err(error)) => {
                self.ui.note = Some(Note::Refused(sentence(&error.to_string())));
                false
            }
            None => false,
        }
    }

    /// The moves to mark as just played, each worked out in the position before it: every
    /// computer move since the last move of a person (when a person plays), else the last
    /// move.
    fn played_trails(&self) -> Vec<(Trail, Seat)> {
        let s = &self.session;
        let moves: Vec<(Seat, G::Move)> = s
            .entries()
            .filter_map(|e| match e {
                Entry::Move { seat, mv } => Some((seat, mv)),
                Entry::Dice(_) => None,
            })
            .collect();
        let human = |seat: Seat| {
            s.sitters()
                .get(usize::from(seat))
                .is_some_and(Sitter::is_human)
        };
        let Some(last) = moves.len().checked_sub(1) else {
            return Vec::new();
        };
        let mut first = last;
        if s.sitters().iter().any(Sitter::is_human) {
            while first > 0 && !human(moves[first].0) && !human(moves[first - 1].0) {
                first -= 1;
            }
        }
        (first..=last)
            .map(|i| {
                let (seat, mv) = moves[i];
                (s.position_after(i).trail(mv), seat)
            })
            .collect()
    }

    /// Whether the person to move may call the clock with this turn: the match allows it
    /// and some legal move calls it (the panel shows the switch, and C flips it).
    pub fn may_call_clock(&self) -> bool {
        let s = &self.session;
        let game = s.game();
        matches!(s.waiting(), Waiting::Person(_))
            && self.ui.view.is_none()
            && game.next(&[]).done.is_empty()
            && {
                let mut legal = Vec::new();
                game.legal_moves(&mut legal);
                legal.iter().any(|&mv| game.calls_clock(mv))
            }
    }

    /// The seat a person plays, when exactly one seat is a person's (their side at the bottom).
    pub fn person_seat(&self) -> Option<Seat> {
        let mut people = self
            .session
            .sitters()
            .iter()
            .enumerate()
            .filter(|(_, sitter)| sitter.is_human());
        match (people.next(), people.next()) {
            (Some((seat, _)), None) => Seat::try_from(seat).ok(),
            _ => None,
        }
    }

    /// Whether the position waits for a person who can only pass.
    pub fn must_pass(&self) -> bool {
        let s = &self.session;
        matches!(s.waiting(), Waiting::Person(_))
            && matches!(s.game().status(), Status::ToMove(_))
            && s.game().next(&[]).targets.is_empty()
    }
}
