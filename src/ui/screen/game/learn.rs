//! A game's Learn path on screen: one short lesson at a time, each a set position played on
//! the match screen's own board against the computer (level 1), with what it teaches, its
//! goal, a hint, the engine's verdict in words, a retry, and the way on to the next lesson;
//! after the last, a level-1 match. The lessons are data ([`crate::boards::lesson`]); the
//! app keeps which are done.

use iced::time::Instant;

mod view;

use super::live::Live;
use super::message::{Message as Board, Request as BoardRequest};
use super::playing::Playing;
use super::work::Purpose;
use crate::boards::lesson::{self, Lesson, Verdict};
use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::boards::session::SessionError;
use crate::ui::board::BoardUi;
use crate::ui::focus::Dir;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::screen::{self, Screen};

/// What the Learn screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Something on the lesson's board (a click, the pointer, Confirm, the computer's answer).
    Board(Board),
    /// Show or hide the hint.
    Hint,
    /// Set the lesson up again from its position.
    Retry,
    /// Open the lesson of this number (from 0).
    Open(usize),
    /// A level-1 match of the game, now that the lessons are done.
    Play,
}

crate::ui::screen::navigate!(Message);

/// What only the app can do for the Learn screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Remember that the lesson of this id is done.
    Done(GameKind, String),
    /// Start a match against the computer at level 1.
    Play(GameKind),
}

/// What the Learn screen asks of the app after one of its messages.
pub type Action = screen::Action<Message, Request>;

/// Why a game's lessons cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum LearnError {
    /// The lessons' data cannot be read.
    #[error(transparent)]
    Data(#[from] lesson::LessonError),
    /// A lesson's position cannot be set up.
    #[error("the lesson \"{id}\" cannot be set up: {error}")]
    Setup {
        /// The lesson.
        id: String,
        /// Why.
        error: SessionError,
    },
}

/// Sets a lesson up as a match on the screen, with the game's own type.
struct SetUp<'a> {
    lesson: &'a Lesson,
    animate: bool,
}

impl Visitor for SetUp<'_> {
    type Output = Result<Box<dyn Playing>, SessionError>;
}

impl<G: BoardUi> Visit<G> for SetUp<'_> {
    fn visit(self) -> Self::Output {
        let session = lesson::session::<G>(self.lesson, 0)?;
        Ok(Box::new(Live::new(session, self.animate)))
    }
}

/// The Learn screen's state: the game's lessons, the one on the board and where it stands,
/// and which are done.
#[derive(Debug)]
pub struct Learn {
    kind: GameKind,
    lessons: &'static [Lesson],
    at: usize,
    playing: Box<dyn Playing>,
    verdict: Verdict,
    hint: bool,
    done: Vec<String>,
    animate: bool,
}

impl Learn {
    /// The Learn screen of a game, open at its first lesson not in `done` (the ids of the
    /// lessons done before); `animate` as in Settings.
    pub fn new(kind: GameKind, done: Vec<String>, animate: bool) -> Result<Learn, LearnError> {
        let lessons = lesson::path(kind)?.lessons.as_slice();
        let at = lessons
            .iter()
            .position(|l| !done.contains(&l.id))
            .unwrap_or(0);
        let first = lessons.get(at).ok_or_else(|| lesson::LessonError {
            game: kind.name(),
            reason: "no lessons".into(),
        })?;
        let playing = set_up(kind, first, animate)?;
        Ok(Learn {
            kind,
            lessons,
            at,
            playing,
            verdict: Verdict::Going,
            hint: false,
            done,
            animate,
        })
    }

    /// The game.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The lesson on the board.
    pub fn lesson(&self) -> &Lesson {
        &self.lessons[self.at]
    }

    /// Where the lesson on the board stands.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// The lesson's match (tests find its board and its position through it).
    pub fn playing(&self) -> &dyn Playing {
        self.playing.as_ref()
    }

    /// Rolls the dice if they wait and starts the computer's work if it is to move.
    pub fn roll_and_think(&mut self, now: Instant) -> iced::Task<Message> {
        self.playing.roll_and_think(now).map(Message::Board)
    }

    /// The computer's work done here and now (tests): the message that its answer has come.
    pub fn think_here(&mut self) -> Option<Message> {
        if self.verdict != Verdict::Going {
            return None;
        }
        self.playing.work_here(Purpose::Reply).map(Message::Board)
    }

    /// Stops the computer's work under way (leaving the screen).
    pub fn stop(&mut self) {
        self.playing.stop();
    }

    /// Opens lesson `at` (from 0), set up from its position.
    fn open(&mut self, at: usize) -> Action {
        let Some(next) = self.lessons.get(at) else {
            return Action::None;
        };
        match set_up(self.kind, next, self.animate) {
            Ok(playing) => {
                self.playing.stop();
                self.playing = playing;
                self.at = at;
                self.verdict = Verdict::Going;
                self.hint = false;
                Action::Run(self.roll_and_think(Instant::now()))
            }
            // The lessons are checked by the tests: this cannot happen with the data built in.
            Err(_) => Action::None,
        }
    }

    /// Hands a message to the lesson's board while the lesson goes on, and judges what it
    /// came to.
    fn on_board(&mut self, message: Board) -> Action {
        let play = matches!(
            message,
            Board::Square(_)
                | Board::Confirm
                | Board::Reset
                | Board::Deselect
                | Board::Clock(_)
                | Board::Answered(_)
                | Board::PickAtCursor
        );
        let look = matches!(
            message,
            Board::Hover(_)
                | Board::Flip
                | Board::Back
                | Board::Forward
                | Board::View(_)
                | Board::MoveCursor(_)
        );
        if !(look || play && self.verdict == Verdict::Going) {
            return Action::None;
        }
        let action = self.playing.update(message, Instant::now());
        let was = self.verdict.clone();
        self.verdict = self.playing.judge(self.lesson());
        let work = match action {
            screen::Action::Ask(BoardRequest::Save(work)) | screen::Action::Run(work) => work,
            _ => return Action::None,
        };
        match &self.verdict {
            Verdict::Going => Action::Run(work.map(Message::Board)),
            Verdict::Done if was != Verdict::Done => {
                self.playing.stop();
                let id = self.lesson().id.clone();
                if !self.done.contains(&id) {
                    self.done.push(id.clone());
                }
                Action::Ask(Request::Done(self.kind, id))
            }
            _ => {
                self.playing.stop();
                Action::None
            }
        }
    }
}

/// A lesson set up as a match on the screen.
fn set_up(kind: GameKind, lesson: &Lesson, animate: bool) -> Result<Box<dyn Playing>, LearnError> {
    kind.visit(SetUp { lesson, animate })
        .map_err(|error| LearnError::Setup {
            id: lesson.id.clone(),
            error,
        })
}

impl Screen for Learn {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::Learn(self.kind())
    }

    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) => {
                self.stop();
                Action::Go(route)
            }
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::Board(message) => self.on_board(message),
            Message::Hint => {
                self.hint = !self.hint;
                Action::None
            }
            Message::Retry => self.open(self.at),
            Message::Open(at) => self.open(at),
            Message::Play => {
                self.stop();
                Action::Ask(Request::Play(self.kind))
            }
        }
    }

    /// The match screen's keys on the lesson's board (the square cursor, Enter to pick or
    /// confirm, Esc to let go, ← → through the moves); once the lesson is decided, Enter goes
    /// on (the next lesson, or another try); Ctrl+Z starts the lesson again, the hint key
    /// shows the hint.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Undo => Some(Message::Retry),
            Command::Hint => Some(Message::Hint),
            Command::TurnBoard => Some(Message::Board(Board::Flip)),
            Command::CallClock if matches!(self.verdict, Verdict::Going) => {
                self.playing.command(command).map(Message::Board)
            }
            Command::Arrow(Dir::Left) => Some(Message::Board(Board::Back)),
            Command::Arrow(Dir::Right) => Some(Message::Board(Board::Forward)),
            Command::Cursor(dir) => Some(Message::Board(Board::MoveCursor(*dir))),
            // Enter goes on once the lesson is decided: the next lesson (or a match after the
            // last), or another try.
            Command::Pick => match self.verdict {
                Verdict::Done if self.at + 1 < self.lessons.len() => {
                    Some(Message::Open(self.at + 1))
                }
                Verdict::Done => Some(Message::Play),
                Verdict::Missed(_) => Some(Message::Retry),
                Verdict::Going => self.playing.command(command).map(Message::Board),
            },
            Command::Back => self.playing.command(command).map(Message::Board),
            _ => None,
        }
    }

    fn animating(&self) -> bool {
        self.playing.animating()
    }

    fn tick(&mut self, now: Instant) {
        self.playing.tick(now);
    }
}
