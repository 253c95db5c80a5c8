//! The computer's work for the match on show (a reply, or a hint with its reason), run on a
//! thread of its own.
//! Its answer is kept in the work itself, typed by the game, and the screen only hears that
//! the work numbered so is done ([`Message::Answered`]): an answer can only ever meet the
//! match, and the game, it was worked out for.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use iced::Task;

use super::message::Message;
use crate::boards::ai::Tuning;
use crate::boards::session::{Reply, Think};

/// What the work is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move, to play.
    Reply,
    /// A move to suggest to the person to move.
    Hint,
}

/// The computer's work under way, for game `G`.
#[derive(Debug)]
pub struct Work<G: Tuning> {
    /// Its number, which its [`Message::Answered`] carries.
    pub id: u64,
    /// What it is for.
    pub purpose: Purpose,
    stop: Arc<AtomicBool>,
    /// The answer, and for a hint the reason why.
    answer: Arc<Mutex<Option<Answer<G>>>>,
}

/// The computer's answer: its move, and for a hint a sentence of why.
type Answer<G> = (Reply<G>, Option<String>);

impl<G: Tuning> Work<G> {
    /// Starts `think` as work number `id`: the work, and the task that runs it on a thread of
    /// its own (the thread starts when the task is first run, not when it is made) and then
    /// sends [`Message::Answered`].
    pub fn start(think: Think<G>, id: u64, purpose: Purpose) -> (Work<G>, Task<Message>) {
        let work = Work {
            id,
            purpose,
            stop: think.stopper(),
            answer: Arc::new(Mutex::new(None)),
        };
        let answer = Arc::clone(&work.answer);
        let run = async move {
            let (send, receive) = iced::futures::channel::oneshot::channel::<()>();
            std::thread::spawn(move || {
                let done = match purpose {
                    Purpose::Reply => (think.run(), None),
                    Purpose::Hint => think.run_explained(),
                };
                if let Ok(mut slot) = answer.lock() {
                    *slot = Some(done);
                }
                let _ = send.send(());
            });
            receive.await.ok()
        };
        let task =
            Task::perform(run, |done| done).and_then(move |()| Task::done(Message::Answered(id)));
        (work, task)
    }

    /// Work number `id` already done, its answer `reply` with a hint's reason `why` (tests
    /// think here and now).
    pub fn done(reply: Reply<G>, why: Option<String>, id: u64, purpose: Purpose) -> Work<G> {
        Work {
            id,
            purpose,
            stop: Arc::new(AtomicBool::new(false)),
            answer: Arc::new(Mutex::new(Some((reply, why)))),
        }
    }

    /// Asks the thread to stop soon (it then answers no move).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The answer (with a hint's reason), once the thread has left it.
    pub fn take(&self) -> Option<Answer<G>> {
        self.answer.lock().ok().and_then(|mut slot| slot.take())
    }
}
