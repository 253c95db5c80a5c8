//! What each message of the match screen does to a live match ([`Live::carry_out`]): the
//! clicks, the move box's words, undo and redo, a hint, resigning, looking back, the rematch
//! and the analysis of a finished match; and when the match is saved after it.

use std::sync::Arc;

use iced::time::Instant;

use super::live::Live;
use super::message::{Action, Message, News, Request};
use super::review::Reviewing;
use crate::ui::board::BoardUi;

impl<G: BoardUi> Live<G> {
    /// Carries out a message of the screen, the clocks brought to `now` already.
    pub(super) fn carry_out(&mut self, message: Message, now: Instant) -> Action {
        let changed = match message {
            Message::Go(route) => {
                self.stop();
                return Action::Go(route);
            }
            Message::ToggleShortcuts => return Action::Shortcuts,
            Message::Square(square) => self.click(square, now),
            Message::Confirm => self.confirm(now),
            // The move box takes the command line's words too.
            Message::Submit => match self.ui.text.trim().to_ascii_lowercase().as_str() {
                "hint" => {
                    self.ui.text.clear();
                    return self
                        .hint()
                        .map_or(Action::None, |work| Action::Ask(Request::Save(work)));
                }
                "undo" => {
                    self.ui.text.clear();
                    self.undo()
                }
                "redo" => {
                    self.ui.text.clear();
                    self.redo()
                }
                "resign" => {
                    self.ui.text.clear();
                    self.ui.resigning = true;
                    false
                }
                "help" | "moves" => {
                    self.ui.text.clear();
                    self.ui.help = true;
                    false
                }
                _ => self.typed(now),
            },
            Message::Hover(square) => {
                self.hover(square);
                false
            }
            Message::Reset | Message::Deselect => {
                self.ui.picker.clear();
                self.ui.note = None;
                self.foresee();
                false
            }
            Message::Undo => self.undo(),
            Message::Redo => self.redo(),
            Message::Hint => {
                return self
                    .hint()
                    .map_or(Action::None, |work| Action::Ask(Request::Save(work)));
            }
            Message::Resign(None) => {
                self.ui.resigning = true;
                false
            }
            Message::Resign(Some(false)) => {
                self.ui.resigning = false;
                false
            }
            Message::Resign(Some(true)) => self.resign(),
            Message::Flip => {
                self.ui.flipped = !self.ui.flipped;
                false
            }
            Message::Clock(on) => {
                self.ui.picker.clock = on;
                false
            }
            Message::Help => {
                self.ui.help = !self.ui.help;
                false
            }
            Message::View(moves) => {
                self.look_at(moves);
                false
            }
            Message::Back | Message::Forward => {
                self.step(matches!(message, Message::Back));
                false
            }
            Message::Text(text) => {
                self.ui.text = text;
                false
            }
            Message::Answered(id) => self.answered(id, now),
            Message::MoveCursor(dir) => {
                self.move_cursor(dir);
                false
            }
            Message::PickAtCursor => self.pick_at_cursor(now),
            Message::Again => return Action::Ask(Request::Again(self.session.recipe().clone())),
            Message::Rematch => {
                // The same match, each player one seat on: two players swap sides.
                let mut recipe = self.session.recipe().clone();
                recipe.sitters.rotate_right(1);
                return Action::Ask(Request::Again(recipe));
            }
            Message::Analyse => {
                // Nothing to judge before the end, nor in a match that ended before a move.
                if !self.session.is_over()
                    || self.ui.review.is_some()
                    || self.session.move_count() == 0
                {
                    return Action::None;
                }
                self.works += 1;
                let (review, task) = Reviewing::start(&self.session, self.works);
                self.ui.review = Some(review);
                return Action::Run(task);
            }
            Message::Analysis(id, news) => {
                let Some(review) = self.ui.review.as_mut().filter(|r| r.id == id) else {
                    return Action::None;
                };
                let done = match &news {
                    News::Done(analysis) => Some(Arc::clone(analysis)),
                    News::Progress(..) | News::Failed(_) => None,
                };
                review.heard(news);
                // The better move on the board, once known.
                if let Some(at) = self.ui.view {
                    self.look_at(at);
                }
                // Kept with the match, so that it is shown again without a new search.
                return done.map_or(Action::None, |analysis| {
                    Action::Ask(Request::KeepAnalysis(analysis))
                });
            }
            // The screen around the match knows its record.
            Message::Export => false,
            // Charged above.
            Message::Time(_) => false,
        };
        if !changed {
            return Action::None;
        }
        // The match is saved once a move and the computer's reply to it are both played: while
        // the reply is on its way, the move waits (the app saves it too if the player leaves).
        let work = Live::roll_and_think(self, now);
        if self.replying() {
            Action::Run(work)
        } else {
            Action::Ask(Request::Save(work))
        }
    }
}
