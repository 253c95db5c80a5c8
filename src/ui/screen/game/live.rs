//! The match screen's work for one game, generic over it: clicks and typed moves turned into
//! moves, the dice rolled, the computer's replies played, undo, hints and looking back, with
//! what the board shows after each (the last move, the slides).

use std::any::Any;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use iced::time::Instant;

use crate::boards::game::{Seat, Status};
use crate::boards::session::{ChanceText, Reply, Session, SessionError, Think, Waiting};
use crate::ui::board::{BoardUi, Click, Marks, Picker, Slides, sentence};
use crate::ui::motion::{Motion, ROLL_TIME};

/// A value whose type only the generic code that put it there knows (one game's slides, the
/// position looked back at).
#[derive(Default)]
pub struct Erased(Option<Box<dyn Any>>);

impl std::fmt::Debug for Erased {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Erased(..)"
        } else {
            "Erased"
        })
    }
}

impl Erased {
    /// The value, if it is a `T`.
    pub fn get<T: 'static>(&self) -> Option<&T> {
        self.0.as_ref()?.downcast_ref()
    }

    /// The value as a `T`, put in place (the default) if it was not one.
    pub fn get_mut<T: Default + 'static>(&mut self) -> &mut T {
        if self.get::<T>().is_none() {
            self.0 = Some(Box::new(T::default()));
        }
        self.0
            .as_mut()
            .and_then(|b| b.downcast_mut())
            .expect("just set to a T")
    }

    /// Puts a value in.
    pub fn set<T: 'static>(&mut self, value: T) {
        self.0 = Some(Box::new(value));
    }

    /// Forgets the value.
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

/// A line under the board: why a click was refused, or what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A refusal, in plain words.
    Refused(String),
    /// Something to know.
    Info(String),
}

/// Everything the match screen keeps besides the match itself.
#[derive(Debug)]
pub struct Ui {
    /// The squares clicked toward a move.
    pub picker: Picker,
    /// Seen from the other side.
    pub flipped: bool,
    /// Looking back at the position after this many moves (`None`: the latest).
    pub view: Option<usize>,
    /// The position looked back at, and its last move's squares (`(G, Vec<u8>)`).
    pub viewed: Erased,
    /// The squares of the last move at the latest position.
    pub last: Vec<u8>,
    /// The move the computer suggests: its squares and its text.
    pub hint: Option<(Vec<u8>, String)>,
    /// What a click or a typed move came to.
    pub note: Option<Note>,
    /// The move text box.
    pub text: String,
    /// The stop flag of the computer's work under way (a reply or a hint).
    pub thinking: Option<Arc<AtomicBool>>,
    /// The pieces sliding (a `Slides<G::Look>`).
    pub slides: Erased,
    /// Malaka's dice tumbling.
    pub roll: Motion,
    /// Whether pieces slide and dice tumble (Settings).
    pub animate: bool,
    /// Asking whether to resign.
    pub resigning: bool,
    /// Showing how to play.
    pub help: bool,
}

impl Default for Ui {
    fn default() -> Self {
        Ui {
            picker: Picker::default(),
            flipped: false,
            view: None,
            viewed: Erased::default(),
            last: Vec::new(),
            hint: None,
            note: None,
            text: String::new(),
            thinking: None,
            slides: Erased::default(),
            roll: Motion::new(ROLL_TIME),
            animate: true,
            resigning: false,
            help: false,
        }
    }
}

impl Ui {
    /// Stops the computer's work under way, if any (leaving the screen, undo, closing).
    pub fn stop(&mut self) {
        if let Some(flag) = self.thinking.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Whether something moves: a slide or a roll.
    pub fn animating<G: BoardUi>(&self) -> bool {
        self.roll.is_moving()
            || self
                .slides
                .get::<Slides<G::Look>>()
                .is_some_and(Slides::is_moving)
    }

    /// Moves the animations on to the frame drawn at `now`.
    pub fn tick<G: BoardUi>(&mut self, now: Instant) {
        self.roll.tick(now);
        self.slides.get_mut::<Slides<G::Look>>().tick(now);
    }
}

/// What a session must be for the screen to drive it.
pub trait Live: BoardUi
where
    Self::Chance: ChanceText,
{
}

impl<G: BoardUi> Live for G where G::Chance: ChanceText {}

/// Plays a move worked out in the latest position (by clicks or text), with its slides and
/// last-move marks.
fn play<G: Live>(
    s: &mut Session<G>,
    ui: &mut Ui,
    mv: G::Move,
    now: Instant,
) -> Result<(), SessionError>
where
    G::Chance: ChanceText,
{
    let before = s.game().clone();
    s.play(mv)?;
    moved(&before, ui, mv, now);
    Ok(())
}

/// What the board shows after `mv` was played from `before`.
fn moved<G: BoardUi>(before: &G, ui: &mut Ui, mv: G::Move, now: Instant) {
    ui.last = before.marks(mv);
    let animate = ui.animate;
    ui.slides
        .get_mut::<Slides<G::Look>>()
        .start(before.slides(mv), now, animate);
    ui.picker.clear();
    ui.hint = None;
    ui.note = None;
    ui.resigning = false;
}

/// A click on a square of the board. True when a move was played.
pub fn click<G: Live>(s: &mut Session<G>, ui: &mut Ui, square: u8, now: Instant) -> bool
where
    G::Chance: ChanceText,
{
    if ui.view.is_some() {
        ui.note = Some(Note::Info(
            "You are looking back: press → (or click the last move) to play on.".into(),
        ));
        return false;
    }
    if !matches!(s.waiting(), Waiting::Person(_)) {
        ui.note = match s.waiting() {
            Waiting::Computer(_) => Some(Note::Info("Wait: the computer is thinking.".into())),
            Waiting::Over(_) => Some(Note::Info("The match is over.".into())),
            _ => None,
        };
        return false;
    }
    match ui.picker.click(s.game(), square) {
        Click::Nothing | Click::Picked | Click::Ready(_) => {
            ui.note = None;
            false
        }
        Click::Refused(why) => {
            ui.note = Some(Note::Refused(why));
            false
        }
        Click::Play(mv) => match play(s, ui, mv, now) {
            Ok(()) => true,
            Err(error) => {
                ui.note = Some(Note::Refused(sentence(&error.to_string())));
                false
            }
        },
    }
}

/// Plays the whole turn built by clicks (Malaka's Confirm; a pass). True when played.
pub fn confirm<G: Live>(s: &mut Session<G>, ui: &mut Ui, now: Instant) -> bool
where
    G::Chance: ChanceText,
{
    if !matches!(s.waiting(), Waiting::Person(_)) || ui.view.is_some() {
        return false;
    }
    let Some(mv) = ui.picker.ready(s.game()) else {
        ui.note = Some(Note::Refused(
            "The turn is not finished: use every die you can first.".into(),
        ));
        return false;
    };
    match play(s, ui, mv, now) {
        Ok(()) => true,
        Err(error) => {
            ui.note = Some(Note::Refused(sentence(&error.to_string())));
            false
        }
    }
}

/// Plays the move typed in the box. True when played.
pub fn typed<G: Live>(s: &mut Session<G>, ui: &mut Ui, now: Instant) -> bool
where
    G::Chance: ChanceText,
{
    let text = ui.text.trim().to_owned();
    if text.is_empty() {
        return false;
    }
    if !matches!(s.waiting(), Waiting::Person(_)) || ui.view.is_some() {
        ui.note = Some(Note::Refused("It is not your move.".into()));
        return false;
    }
    let result = s
        .game()
        .parse_move(&text)
        .map_err(SessionError::from)
        .and_then(|mv| play(s, ui, mv, now));
    match result {
        Ok(()) => {
            ui.text.clear();
            true
        }
        Err(error) => {
            ui.note = Some(Note::Refused(sentence(&error.to_string())));
            false
        }
    }
}

/// Rolls the dice when they wait, and gives the computer's work when the computer is to
/// move and is not already thinking.
pub fn advance<G: Live>(s: &mut Session<G>, ui: &mut Ui, now: Instant) -> Option<Think<G>>
where
    G::Chance: ChanceText,
{
    loop {
        match s.waiting() {
            Waiting::Dice => {
                if s.roll().is_err() {
                    return None;
                }
                if ui.animate {
                    ui.roll.start(now);
                }
            }
            Waiting::Computer(_) if ui.thinking.is_none() => {
                let think = s.think()?;
                ui.thinking = Some(think.stopper());
                return Some(think);
            }
            _ => return None,
        }
    }
}

/// Plays the computer's reply. True when it was played (a reply for an earlier position is
/// dropped).
pub fn reply<G: Live>(s: &mut Session<G>, ui: &mut Ui, reply: Reply<G>, now: Instant) -> bool
where
    G::Chance: ChanceText,
{
    ui.thinking = None;
    let before = s.game().clone();
    let Some(mv) = reply.mv else {
        return false;
    };
    match s.play_reply(reply) {
        Ok(()) => {
            moved(&before, ui, mv, now);
            true
        }
        Err(_) => false,
    }
}

/// The computer's suggestion has come: shows it on the board.
pub fn hinted<G: Live>(s: &Session<G>, ui: &mut Ui, reply: Reply<G>)
where
    G::Chance: ChanceText,
{
    ui.thinking = None;
    let Some(mv) = reply.mv else {
        return;
    };
    let game = s.game();
    ui.hint = Some((game.path(mv).squares, game.move_text(mv)));
    ui.note = Some(Note::Info(format!(
        "The computer would play {}.",
        game.move_text(mv)
    )));
}

/// Asks for a hint: the computer's work for the person to move (marks the match assisted).
pub fn hint<G: Live>(s: &mut Session<G>, ui: &mut Ui) -> Option<Think<G>>
where
    G::Chance: ChanceText,
{
    if ui.thinking.is_some() || ui.view.is_some() {
        return None;
    }
    match s.hint() {
        Ok(think) => {
            ui.thinking = Some(think.stopper());
            ui.note = Some(Note::Info("The computer is looking for a move…".into()));
            Some(think)
        }
        Err(error) => {
            ui.note = Some(Note::Refused(sentence(&error.to_string())));
            None
        }
    }
}

/// Takes back the last move of a person (and the replies after it). True when done.
pub fn undo<G: Live>(s: &mut Session<G>, ui: &mut Ui) -> bool
where
    G::Chance: ChanceText,
{
    ui.stop();
    match s.undo() {
        Ok(()) => {
            back_to_latest::<G>(ui);
            ui.last = last_marks(s);
            ui.hint = None;
            ui.note = Some(Note::Info(
                "Move taken back: this match now counts as assisted.".into(),
            ));
            true
        }
        Err(error) => {
            ui.note = Some(Note::Refused(sentence(&error.to_string())));
            false
        }
    }
}

/// The squares of the last move played, worked out by replaying to the position before it.
pub fn last_marks<G: Live>(s: &Session<G>) -> Vec<u8>
where
    G::Chance: ChanceText,
{
    let Some((_, mv)) = s.last_move() else {
        return Vec::new();
    };
    s.position_after(s.move_count() - 1).marks(mv)
}

/// Looks at the position after `moves` moves (the latest when it is the last).
pub fn look_at<G: Live>(s: &Session<G>, ui: &mut Ui, moves: usize)
where
    G::Chance: ChanceText,
{
    let count = s.move_count();
    if moves >= count {
        back_to_latest::<G>(ui);
        return;
    }
    let shown = s.position_after(moves);
    let marks = match moves.checked_sub(1) {
        Some(before) => {
            let game = s.position_after(before);
            s.entries()
                .filter_map(|e| match e {
                    crate::boards::session::Entry::Move { mv, .. } => Some(mv),
                    crate::boards::session::Entry::Dice(_) => None,
                })
                .nth(before)
                .map(|mv| game.marks(mv))
                .unwrap_or_default()
        }
        None => Vec::new(),
    };
    ui.picker.clear();
    ui.view = Some(moves);
    ui.viewed.set((shown, marks));
}

fn back_to_latest<G: BoardUi>(ui: &mut Ui) {
    ui.view = None;
    ui.viewed.clear();
    ui.slides.get_mut::<Slides<G::Look>>().stop();
}

/// The position on show (the latest, or the one looked back at) and its marks.
pub fn shown<'a, G: Live>(s: &'a Session<G>, ui: &'a Ui) -> (&'a G, Marks)
where
    G::Chance: ChanceText,
{
    if let Some((game, last)) = ui.viewed.get::<(G, Vec<u8>)>() {
        return (
            game,
            Marks {
                last: last.clone(),
                flipped: ui.flipped,
                ..Marks::default()
            },
        );
    }
    let game = s.game();
    let lit = if matches!(s.waiting(), Waiting::Person(_)) {
        ui.picker.lit(game)
    } else {
        Vec::new()
    };
    (
        game,
        Marks {
            last: ui.last.clone(),
            hint: ui
                .hint
                .as_ref()
                .map(|(sq, _)| sq.clone())
                .unwrap_or_default(),
            lit,
            flipped: ui.flipped,
        },
    )
}

/// The seat a person plays, when exactly one seat is a person's (their side at the bottom).
pub fn person_seat<G: Live>(s: &Session<G>) -> Option<Seat>
where
    G::Chance: ChanceText,
{
    let mut people = s
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
pub fn must_pass<G: Live>(s: &Session<G>) -> bool
where
    G::Chance: ChanceText,
{
    matches!(s.waiting(), Waiting::Person(_))
        && matches!(s.game().status(), Status::ToMove(_))
        && s.game().next(&[]).targets.is_empty()
}
