//! The board games: one match screen for all of them (the match held behind [`Playing`], which
//! the screen's state of one game implements for every game with a board drawing,
//! [`BoardUi`]), the new-match form, each game's history, the rules
//! in the game's own words, and Home's board-games section. The screen holds the open match
//! and the computer's work on it; the app saves it after every change and runs the tasks the
//! screen gives it.

pub mod form;
pub mod help;
pub mod history;
pub mod learn;
mod live;
mod message;
mod panel;
mod plan;
mod playing;
mod review;
mod sign;
pub mod tiles;
mod work;

use iced::Element;
use iced::Task;
use iced::time::Instant;

use crate::boards::registry::{Visit, Visitor};
use crate::boards::session::{AsMatch, MatchSession, Recipe, SessionError};
use crate::career::OpenMatch;
use crate::ui::board::BoardUi;
use crate::ui::keymap::{Command, Dir};
use crate::ui::screen::Screen;

pub use live::{Note, Ui};
pub use message::{Action, Message, Request};
pub use playing::{BOARD, Playing};

/// Replays a recipe into the match screen's state for its game, with the game's own type.
pub struct OnScreen<'a> {
    /// The match to show.
    pub recipe: &'a Recipe,
    /// Whether pieces slide and dice tumble (Settings).
    pub animate: bool,
}

impl Visitor for OnScreen<'_> {
    type Output = Result<Box<dyn Playing>, SessionError>;
}

impl<G: BoardUi> Visit<G> for OnScreen<'_> {
    fn visit(self) -> Self::Output {
        let session = self.recipe.replay::<G>()?;
        Ok(Box::new(live::Live::new(session, self.animate)))
    }
}

impl OnScreen<'_> {
    /// The match screen's state for a recipe: `OnScreen::open(animate)` is what the profile's
    /// `open_match_with` wants.
    pub fn open(animate: bool) -> impl FnOnce(&Recipe) -> Result<Box<dyn Playing>, SessionError> {
        move |recipe| recipe.kind.visit(OnScreen { recipe, animate })
    }
}

/// The match screen's state: the open match, kept in the profile under its id.
#[derive(Debug)]
pub struct Match {
    open: OpenMatch<Box<dyn Playing>>,
}

impl Match {
    /// The screen for an open match.
    pub fn new(open: OpenMatch<Box<dyn Playing>>) -> Match {
        Match { open }
    }

    /// The open match (for the app to save it).
    pub fn open(&self) -> &OpenMatch<Box<dyn Playing>> {
        &self.open
    }

    /// The match on show.
    pub fn session(&self) -> &dyn MatchSession {
        self.open.session.as_match()
    }

    /// Rolls the dice if they wait and starts the computer's work if it is the computer's
    /// turn (on opening the screen): the task that runs the work.
    pub fn advance(&mut self, now: Instant) -> Task<Message> {
        self.open.session.advance(now)
    }

    /// The computer's work for the position on show done here and now (tests, instead of
    /// on a thread): the message that its answer has come, if the computer is to move.
    pub fn think_here(&mut self) -> Option<Message> {
        self.open.session.think_here()
    }

    /// A hint worked out here and now (tests, instead of on a thread): the message that it
    /// has come, if the person is to move.
    pub fn hint_here(&mut self) -> Option<Message> {
        self.open.session.hint_here()
    }

    /// The finished match analysed here and now, each position searched within `nodes`
    /// (tests, instead of on a thread).
    pub fn analyse_here(&mut self, nodes: u64) {
        self.open.session.analyse_here(nodes);
    }

    /// Stops the computer's work under way (leaving the screen or closing the app).
    pub fn stop(&mut self) {
        self.open.session.stop();
    }

    /// Whether the computer is working on a reply or a hint.
    pub fn thinking(&self) -> bool {
        self.open.session.thinking()
    }

    /// The match screen: the board on the left, the players, the moves and the buttons on
    /// the right.
    pub fn view(&self) -> Element<'_, Message> {
        self.open.session.view()
    }
}

pub use crate::ui::board::sentence;

impl Screen for Match {
    type Message = Message;
    type Request = Request;

    /// Carries out a message (the computer's answers too).
    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Export => Action::Ask(Request::Export(self.open.id.clone())),
            message => self.open.session.update(message, Instant::now()),
        }
    }

    /// Ctrl+Z (or U) takes back, H asks for a hint, F turns the board, ← → step through the
    /// moves played; with the ring on the board the arrows move its square cursor and Enter
    /// (or Space) picks and places there; Esc lets go of a picked piece; while asked whether
    /// to resign, Enter says yes and Esc no.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Undo => Some(Message::Undo),
            Command::Hint => Some(Message::Hint),
            Command::TurnBoard => Some(Message::Flip),
            Command::Arrow(Dir::Left) => Some(Message::Back),
            Command::Arrow(Dir::Right) => Some(Message::Forward),
            Command::Cursor(dir) => Some(Message::MoveCursor(*dir)),
            Command::Pick if self.open.session.resigning() => Some(Message::Resign(Some(true))),
            Command::Back if self.open.session.resigning() => Some(Message::Resign(Some(false))),
            Command::Pick if self.open.session.ready() => Some(Message::Confirm),
            Command::Pick => Some(Message::PickAtCursor),
            Command::Back if self.open.session.picking() => Some(Message::Deselect),
            _ => None,
        }
    }

    /// Whether a piece slides or the dice tumble.
    fn animating(&self) -> bool {
        self.open.session.animating()
    }

    /// Moves the animations on to the frame drawn at `now`.
    fn tick(&mut self, now: Instant) {
        self.open.session.tick(now);
    }
}
