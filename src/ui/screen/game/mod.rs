//! The board games: one match screen for all four (generic over the game through
//! [`BoardUi`](crate::ui::board::BoardUi)), the new-match form, each game's history, the rules
//! in our words, and Home's board-games section. The screen holds the open match; the app
//! saves it after every change and runs the computer's work off the UI thread.

pub mod form;
pub mod help;
pub mod history;
mod live;
mod message;
mod panel;
pub mod tiles;

use iced::time::Instant;
use iced::widget::{column, container, row};
use iced::{Element, Fill};

use crate::boards::session::{AnyReply, AnySession, AnyThink, GameKind};
use crate::career::OpenMatch;
use crate::ui::board::{BoardCanvas, Slides};
use crate::ui::keymap::Command;

pub use live::{Note, Ui};
pub use message::{Action, Message};

/// Runs `$body` with `$s` bound to the session inside any variant of an [`AnySession`], and
/// `$wrap` to the function that wraps that game's computer work as an [`AnyThink`].
macro_rules! each {
    ($session:expr, |$s:ident, $wrap:ident| $body:expr) => {
        match $session {
            AnySession::Malice($s) => {
                let $wrap = |t| AnyThink::Malice(Box::new(t));
                $body
            }
            AnySession::MartianChess($s) => {
                let $wrap = |t| AnyThink::MartianChess(Box::new(t));
                $body
            }
            AnySession::Malaka($s) => {
                let $wrap = |t| AnyThink::Malaka(Box::new(t));
                $body
            }
            AnySession::Malawi($s) => {
                let $wrap = |t| AnyThink::Malawi(Box::new(t));
                $body
            }
        }
    };
}

/// The match screen's state: the open match and what the screen shows of it.
#[derive(Debug)]
pub struct Match {
    open: OpenMatch,
    ui: Ui,
}

impl Match {
    /// The screen for an open match; `animate` as in Settings. The board is turned so that
    /// the one person playing sits at the bottom.
    pub fn new(open: OpenMatch, animate: bool) -> Match {
        let mut ui = Ui {
            animate,
            ..Ui::default()
        };
        each!(&open.session, |s, _wrap| {
            ui.last = live::last_marks(&**s);
            ui.flipped = live::person_seat(&**s).is_some_and(|seat| seat == 1 || seat == 2);
        });
        Match { open, ui }
    }

    /// The open match (for the app to save it).
    pub fn open(&self) -> &OpenMatch {
        &self.open
    }

    /// The game played.
    pub fn kind(&self) -> GameKind {
        self.open.session.kind()
    }

    /// Rolls the dice if they wait and gives the computer's work if it is the computer's
    /// turn (on opening the screen, and after every change).
    pub fn advance(&mut self, now: Instant) -> Option<AnyThink> {
        let ui = &mut self.ui;
        each!(&mut self.open.session, |s, wrap| live::advance(
            &mut **s, ui, now
        )
        .map(wrap))
    }

    /// The plan of a new match like this one: the same game, options and seats.
    pub fn plan_again(&self, kind: GameKind) -> form::Plan {
        each!(&self.open.session, |s, _wrap| form::Plan {
            kind,
            options: toml::Table::try_from(&s.setup().options).unwrap_or_default(),
            sitters: s.sitters().to_vec(),
            start: s.setup().start.clone(),
        })
    }

    /// The computer's work for the position on show, if the computer is to move (tests run
    /// it here and now instead of on a thread).
    pub fn fresh_think(&self) -> Option<AnyThink> {
        each!(&self.open.session, |s, wrap| s.think().map(wrap))
    }

    /// Stops the computer's work under way (leaving the screen or closing the app).
    pub fn stop(&mut self) {
        self.ui.stop();
    }

    /// Whether the computer is working on a reply or a hint.
    pub fn thinking(&self) -> bool {
        self.ui.thinking.is_some()
    }

    /// Whether a piece slides or the dice tumble.
    pub fn animating(&self) -> bool {
        let ui = &self.ui;
        each!(&self.open.session, |s, _wrap| animating(&**s, ui))
    }

    /// Moves the animations on to the frame drawn at `now`.
    pub fn tick(&mut self, now: Instant) {
        let ui = &mut self.ui;
        each!(&self.open.session, |s, _wrap| tick(&**s, ui, now));
    }

    /// The message a command of the keymap sends on this screen, if any: Ctrl+Z takes back,
    /// the arrows step through the moves played, Esc lets go of a picked piece.
    pub fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Undo => Some(Message::Undo),
            Command::Earlier => Some(Message::Back),
            Command::Later => Some(Message::Forward),
            Command::Back if !self.ui.picker.picks().is_empty() => Some(Message::Deselect),
            _ => None,
        }
    }

    /// Carries out a message.
    pub fn update(&mut self, message: Message, now: Instant) -> Action {
        let ui = &mut self.ui;
        let changed = match message {
            Message::Go(route) => {
                ui.stop();
                return Action::Go(route);
            }
            Message::ToggleShortcuts => return Action::ToggleShortcuts,
            Message::Square(square) => {
                each!(&mut self.open.session, |s, _wrap| live::click(
                    &mut **s, ui, square, now
                ))
            }
            Message::Confirm => {
                each!(&mut self.open.session, |s, _wrap| live::confirm(
                    &mut **s, ui, now
                ))
            }
            Message::Submit => {
                each!(&mut self.open.session, |s, _wrap| live::typed(
                    &mut **s, ui, now
                ))
            }
            Message::Reset | Message::Deselect => {
                ui.picker.clear();
                ui.note = None;
                false
            }
            Message::Undo => each!(&mut self.open.session, |s, _wrap| live::undo(&mut **s, ui)),
            Message::Hint => {
                let think = each!(&mut self.open.session, |s, wrap| live::hint(&mut **s, ui)
                    .map(wrap));
                return think.map_or(Action::None, Action::Hint);
            }
            Message::Resign(None) => {
                ui.resigning = true;
                false
            }
            Message::Resign(Some(false)) => {
                ui.resigning = false;
                false
            }
            Message::Resign(Some(true)) => {
                ui.resigning = false;
                ui.stop();
                let session = &mut self.open.session;
                let seat = each!(&*session, |s, _wrap| live::person_seat(&**s))
                    .or_else(|| session.to_move());
                match seat.map(|seat| session.resign(seat)) {
                    Some(Ok(())) => true,
                    Some(Err(error)) => {
                        ui.note = Some(Note::Refused(sentence(&error.to_string())));
                        false
                    }
                    None => false,
                }
            }
            Message::Flip => {
                ui.flipped = !ui.flipped;
                false
            }
            Message::Clock(on) => {
                ui.picker.clock = on;
                false
            }
            Message::Help => {
                ui.help = !ui.help;
                false
            }
            Message::View(moves) => {
                each!(&self.open.session, |s, _wrap| live::look_at(
                    &**s, ui, moves
                ));
                false
            }
            Message::Back | Message::Forward => {
                let count = self.open.session.move_count();
                let at = ui.view.unwrap_or(count);
                let to = if matches!(message, Message::Back) {
                    at.saturating_sub(1)
                } else {
                    (at + 1).min(count)
                };
                if to != at {
                    each!(&self.open.session, |s, _wrap| live::look_at(&**s, ui, to));
                }
                false
            }
            Message::Text(text) => {
                ui.text = text;
                false
            }
            Message::Thought(reply) => self.thought(reply, now),
            Message::Hinted(reply) => {
                let ui = &mut self.ui;
                match (&self.open.session, reply) {
                    (AnySession::Malice(s), AnyReply::Malice(r)) => live::hinted(&**s, ui, r),
                    (AnySession::MartianChess(s), AnyReply::MartianChess(r)) => {
                        live::hinted(&**s, ui, r)
                    }
                    (AnySession::Malaka(s), AnyReply::Malaka(r)) => live::hinted(&**s, ui, r),
                    (AnySession::Malawi(s), AnyReply::Malawi(r)) => live::hinted(&**s, ui, r),
                    _ => {}
                }
                false
            }
            Message::Again => return Action::Again(self.kind()),
            Message::Export => return Action::Export,
        };
        if changed {
            Action::Save(self.advance(now))
        } else {
            Action::None
        }
    }

    fn thought(&mut self, reply: AnyReply, now: Instant) -> bool {
        let ui = &mut self.ui;
        match (&mut self.open.session, reply) {
            (AnySession::Malice(s), AnyReply::Malice(r)) => live::reply(&mut **s, ui, r, now),
            (AnySession::MartianChess(s), AnyReply::MartianChess(r)) => {
                live::reply(&mut **s, ui, r, now)
            }
            (AnySession::Malaka(s), AnyReply::Malaka(r)) => live::reply(&mut **s, ui, r, now),
            (AnySession::Malawi(s), AnyReply::Malawi(r)) => live::reply(&mut **s, ui, r, now),
            _ => false,
        }
    }

    /// The match screen: the board on the left, the players, the moves and the buttons on
    /// the right.
    pub fn view(&self) -> Element<'_, Message> {
        let ui = &self.ui;
        let (board, facts) = each!(&self.open.session, |s, _wrap| (
            board(&**s, ui),
            panel::facts(&**s, ui)
        ));
        column![
            panel::header(&facts, ui),
            row![board, panel::view(facts, ui)].spacing(16).height(Fill),
        ]
        .spacing(10)
        .into()
    }
}

fn animating<G: live::Live>(_s: &crate::boards::session::Session<G>, ui: &Ui) -> bool
where
    G::Chance: crate::boards::session::ChanceText,
{
    ui.animating::<G>()
}

fn tick<G: live::Live>(_s: &crate::boards::session::Session<G>, ui: &mut Ui, now: Instant)
where
    G::Chance: crate::boards::session::ChanceText,
{
    ui.tick::<G>(now);
}

/// The board on show, with the marks and the pieces sliding.
fn board<'a, G: live::Live>(
    s: &'a crate::boards::session::Session<G>,
    ui: &'a Ui,
) -> Element<'a, Message>
where
    G::Chance: crate::boards::session::ChanceText,
{
    let (game, marks) = live::shown(s, ui);
    let picks = if ui.view.is_none() {
        ui.picker.picks()
    } else {
        &[]
    };
    let mut canvas = BoardCanvas::new(game, picks, marks, Message::Square);
    if ui.view.is_none()
        && let Some(slides) = ui.slides.get::<Slides<G::Look>>()
    {
        canvas = canvas.sliding(slides.moving(), slides.progress());
    }
    container(canvas.view())
        .id(BOARD)
        .width(Fill)
        .height(Fill)
        .into()
}

/// The board's container on the match screen (tests find it by this id).
pub const BOARD: &str = "board";

pub use crate::ui::board::sentence;
