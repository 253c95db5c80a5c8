//! The match screen's state, [`Match`]: the open match held behind [`Playing`], what the app
//! asks of it (saving, the computer's work, the clocks) and the keys it takes.

use std::sync::Arc;

use iced::Element;
use iced::Task;
use iced::time::Instant;

use super::message::{Action, Message, Request};
use super::playing::Playing;
use super::work::Purpose;
use crate::boards::analysis::Analysis;
use crate::boards::session::MatchSession;
use crate::career::OpenMatch;
use crate::ui::keymap::Command;
use crate::ui::screen::Screen;

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
    pub fn roll_and_think(&mut self, now: Instant) -> Task<Message> {
        self.open.session.roll_and_think(now)
    }

    /// The computer's work done here and now (tests, instead of on a thread): its reply or
    /// a hint: the message that its answer has come, if there is one to work out.
    pub fn work_here(&mut self, purpose: Purpose) -> Option<Message> {
        self.open.session.work_here(purpose)
    }

    /// The finished match analysed here and now, each position searched within `nodes`
    /// (tests, instead of on a thread): the message that brings the finished analysis.
    pub fn analyse_here(&mut self, nodes: u64) -> Option<Message> {
        self.open.session.analyse_here(nodes)
    }

    /// Shows an analysis kept with the match, instead of analysing again.
    pub fn show_kept(&mut self, analysis: Arc<Analysis>) {
        self.open.session.show_kept(analysis);
    }

    /// Offers the game's `lessons` before the first move (a first quick match of a game
    /// never played).
    pub fn offer_learn(&mut self, lessons: usize) {
        self.open.session.offer_learn(lessons);
    }

    /// Stops the computer's work under way (leaving the screen or closing the app).
    pub fn stop(&mut self) {
        self.open.session.stop();
    }

    /// Whether the computer is working on a reply or a hint.
    pub fn thinking(&self) -> bool {
        self.open.session.thinking()
    }

    /// How often a timed match's clocks need a tick while one runs.
    pub fn clock_tick(&self) -> Option<std::time::Duration> {
        self.open.session.clock_tick()
    }

    /// The match screen: the board on the left, the players, the moves and the buttons on
    /// the right.
    pub fn view(&self) -> Element<'_, Message> {
        self.open.session.view()
    }
}

impl Screen for Match {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> crate::ui::route::Route {
        crate::ui::route::Route::Match(self.open().id.clone())
    }

    /// Carries out a message (the computer's answers too).
    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Export => Action::Ask(Request::Export(self.open.id.clone())),
            message => self.open.session.update(message, Instant::now()),
        }
    }

    /// The match's keys ([`Playing::command`]).
    fn command(&self, command: &Command) -> Option<Message> {
        self.open.session.command(command)
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
