//! The computer's work on a live match: the dice rolled, its reply started, played when it
//! comes, and a hint asked for and shown with why.

use iced::Task;
use iced::time::Instant;

use super::super::message::Message;
use super::super::work::{Purpose, Work};
use super::{Live, Note};
use crate::boards::session::{Reply, Think, Waiting};
use crate::ui::board::{BoardUi, sentence};

impl<G: BoardUi> Live<G> {
    /// Starts `think` as the work under way, for `purpose`.
    fn start(&mut self, think: Think<G>, purpose: Purpose) -> Task<Message> {
        self.works += 1;
        let (work, task) = Work::start(think, self.works, purpose);
        self.work = Some(work);
        task
    }

    /// Rolls the dice when they wait, and starts the computer's work when the computer is to
    /// move and is not already thinking: the task that runs it.
    pub fn roll_and_think(&mut self, now: Instant) -> Task<Message> {
        loop {
            match self.session.waiting() {
                Waiting::Dice => {
                    if self.session.roll().is_err() {
                        return Task::none();
                    }
                    if self.ui.animate {
                        self.ui.roll.start(now);
                    }
                }
                Waiting::Computer(_) if self.work.is_none() => {
                    return match self.session.think() {
                        Some(think) => self.start(think, Purpose::Reply),
                        None => Task::none(),
                    };
                }
                _ => {
                    // A person to move in a timed match: their clock runs from now.
                    self.session.run_clock(now);
                    return Task::none();
                }
            }
        }
    }

    /// The computer's work numbered `id` is done: plays its reply, or shows its hint. True
    /// when a move was played (the answer of a work since stopped is dropped).
    pub fn answered(&mut self, id: u64, now: Instant) -> bool {
        let Some(work) = self.work.take_if(|work| work.id == id) else {
            return false;
        };
        let Some((reply, why)) = work.take() else {
            return false;
        };
        match work.purpose {
            Purpose::Reply => self.reply(reply, now),
            Purpose::Hint => {
                self.hinted(reply, why);
                false
            }
        }
    }

    /// Plays the computer's reply. True when it was played (a reply for an earlier position
    /// is dropped).
    fn reply(&mut self, reply: Reply<G>, now: Instant) -> bool {
        let before = self.session.game().clone();
        let Some(mv) = reply.mv else {
            return false;
        };
        match self.session.play_reply(reply) {
            Ok(()) => {
                self.moved(&before, mv, now);
                true
            }
            Err(_) => false,
        }
    }

    /// The computer's suggestion has come: shows it on the board, and why in the panel.
    fn hinted(&mut self, reply: Reply<G>, why: Option<String>) {
        let Some(mv) = reply.mv else {
            return;
        };
        let game = self.session.game();
        let squares = game.path(mv).squares;
        let text = game.move_text(mv);
        // The hint is a whole move from the position on show: clicks that left its path are
        // set back, and the square cursor goes to the path's next square (where the move
        // starts, unless the clicks so far follow it). Enter picks there, and the cursor then
        // follows the move to where it goes.
        if !squares.starts_with(self.ui.picker.picks()) {
            self.ui.picker.clear();
        }
        self.ui.hint = Some((squares, text.clone()));
        self.ui.cursor = self.next_on_hint().or(self.ui.cursor);
        self.foresee();
        self.ui.note = Some(Note::Info(match why {
            Some(why) => format!(
                "The computer would play {text}. {}",
                hint_words(&text, &why)
            ),
            None => format!("The computer would play {text}."),
        }));
    }

    /// Asks for a hint: starts the computer's work for the person to move (marks the match
    /// assisted): the task that runs it, if it started.
    pub fn hint(&mut self) -> Option<Task<Message>> {
        if self.work.is_some() || self.ui.view.is_some() {
            return None;
        }
        match self.session.hint() {
            Ok(think) => {
                self.ui.note = Some(Note::Info("The computer is looking for a move…".into()));
                Some(self.start(think, Purpose::Hint))
            }
            Err(error) => {
                self.ui.note = Some(Note::Refused(sentence(&error.to_string())));
                None
            }
        }
    }

    /// The computer's work done here and now instead of on a thread (tests): its reply, if
    /// it is to move, or a hint (with why) for the person to move: the message that its
    /// answer has come.
    pub fn work_here(&mut self, purpose: Purpose) -> Option<Message> {
        let (reply, why) = match purpose {
            Purpose::Reply => (self.session.think()?.run(), None),
            Purpose::Hint => self.session.hint().ok()?.run_explained(),
        };
        self.stop();
        self.works += 1;
        self.work = Some(Work::done(reply, why, self.works, purpose));
        Some(Message::Answered(self.works))
    }

    /// Whether the computer is working on its own reply (which saves the match with the move
    /// before it, once it is played).
    pub fn replying(&self) -> bool {
        self.work
            .as_ref()
            .is_some_and(|w| w.purpose == Purpose::Reply)
    }
}

/// A hint's reason as a sentence after "The computer would play X.": the reason starts
/// with the move's text ("a1xa8 takes a queen"), which reads as "It takes a queen".
fn hint_words(text: &str, why: &str) -> String {
    match why.strip_prefix(text) {
        Some(rest) if rest.starts_with(' ') => format!("It{rest}"),
        Some(rest) => format!("It is best{rest}"),
        None => why.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use iced::time::Instant;

    use super::super::Live;
    use crate::boards::ai::Player;
    use crate::boards::game::Game;
    use crate::boards::pyramids::Pyramids;
    use crate::boards::registry::GameKind;
    use crate::boards::session::{Recipe, Session, Sitter};

    /// A move played while the hint asked for is still on its way: the computer's reply
    /// starts all the same (it waited behind the stale hint for good).
    #[test]
    fn a_move_made_before_the_hint_came_lets_the_computer_reply() {
        let recipe = Recipe::new(
            GameKind::Malice,
            toml::Table::new(),
            vec![
                Sitter::Person("Ada".into()),
                Sitter::Computer(Player::Level(1)),
            ],
            3,
            None,
        );
        let session = Session::<Pyramids>::new(recipe).expect("a match");
        let mut legal = Vec::new();
        session.game().legal_moves(&mut legal);
        let first = session.game().move_text(legal[0]);
        let mut live = Live::new(session, false);
        let now = Instant::now();
        let _hint = live.hint().expect("the hint starts");
        assert!(live.thinking() && !live.replying());
        live.ui.text = first;
        assert!(live.typed(now), "the move plays");
        let _reply = live.roll_and_think(now);
        assert!(live.replying(), "the computer works on its reply");
    }
}
