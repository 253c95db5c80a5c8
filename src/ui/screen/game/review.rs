//! The analysis of a finished match on the match screen: the computer judges every move on a
//! thread of its own (`boards::analysis`), telling the screen how far it has got after each
//! move, so that the panel shows a progress bar; then the marks, the reasons and the
//! advantage over the game. Leaving the screen stops it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use iced::Task;
use iced::futures::channel::mpsc;

use super::message::{Message, News};
use crate::boards::analysis::{self, Analysing, Analysis, MatchText, Review};
use crate::boards::session::MatchSession;

/// An analysis on the screen: under way (with its progress) or done.
#[derive(Debug)]
pub struct Reviewing {
    /// Its number, which its news carries (news of an analysis since dropped is ignored).
    pub id: u64,
    stop: Arc<AtomicBool>,
    /// Moves judged so far, and moves in all.
    pub progress: (usize, usize),
    /// The analysis, once done.
    pub analysis: Option<Arc<Analysis>>,
    /// Why the analysis could not be made.
    pub failed: Option<String>,
}

/// The match as the analysis reads it, owned (for a thread).
struct Owned {
    text: (
        crate::boards::registry::GameKind,
        toml::Table,
        Option<String>,
    ),
    entries: Vec<String>,
}

impl Owned {
    fn of(session: &dyn MatchSession) -> Result<Owned, String> {
        let recipe = session.recipe();
        Ok(Owned {
            text: (recipe.kind, recipe.options.clone(), recipe.start.clone()),
            entries: recipe.entries.clone(),
        })
    }

    /// The analysis ready to run (within `nodes` a position, when given).
    fn analyser(
        &self,
        stop: Arc<AtomicBool>,
        nodes: Option<u64>,
    ) -> Result<Box<dyn Analysing>, String> {
        let entries: Vec<&str> = self.entries.iter().map(String::as_str).collect();
        let text = MatchText {
            kind: self.text.0,
            options: &self.text.1,
            start: self.text.2.as_deref(),
            entries: &entries,
        };
        match nodes {
            Some(nodes) => analysis::analyser_within(&text, Some(stop), nodes),
            None => analysis::analyser(&text, Some(stop)),
        }
    }
}

impl Reviewing {
    /// Starts the analysis of `session` as number `id`: its state, and the task that runs it
    /// on a thread and brings its news as [`Message::Analysis`].
    pub fn start(session: &dyn MatchSession, id: u64) -> (Reviewing, Task<Message>) {
        let mut reviewing = Reviewing::new(id, session.move_count());
        let owned = match Owned::of(session) {
            Ok(owned) => owned,
            Err(why) => {
                reviewing.failed = Some(why);
                return (reviewing, Task::none());
            }
        };
        let stop = Arc::clone(&reviewing.stop);
        let (send, receive) = mpsc::unbounded::<News>();
        std::thread::spawn(move || {
            let mut work = match owned.analyser(Arc::clone(&stop), None) {
                Ok(work) => work,
                Err(why) => {
                    let _ = send.unbounded_send(News::Failed(why));
                    return;
                }
            };
            while work.step() {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                let (done, all) = work.progress();
                if send.unbounded_send(News::Progress(done, all)).is_err() {
                    return;
                }
            }
            if !stop.load(Ordering::Relaxed) {
                let _ = send.unbounded_send(News::Done(Arc::new(work.finish())));
            }
        });
        let task = Task::run(receive, move |news| Message::Analysis(id, news));
        (reviewing, task)
    }

    /// The analysis of `session` made here and now, each position searched within `nodes`
    /// (tests, instead of on a thread).
    pub fn here(session: &dyn MatchSession, id: u64, nodes: u64) -> Reviewing {
        let mut reviewing = Reviewing::new(id, session.move_count());
        let made = Owned::of(session)
            .and_then(|owned| owned.analyser(Arc::clone(&reviewing.stop), Some(nodes)));
        match made {
            Ok(mut work) => {
                while work.step() {}
                reviewing.progress = work.progress();
                reviewing.analysis = Some(Arc::new(work.finish()));
            }
            Err(why) => reviewing.failed = Some(why),
        }
        reviewing
    }

    /// An analysis made before and kept with the match, shown again as number `id`.
    pub fn kept(id: u64, analysis: Arc<Analysis>) -> Reviewing {
        let mut reviewing = Reviewing::new(id, analysis.reviews.len());
        reviewing.heard(News::Done(analysis));
        reviewing
    }

    fn new(id: u64, moves: usize) -> Reviewing {
        Reviewing {
            id,
            stop: Arc::new(AtomicBool::new(false)),
            progress: (0, moves),
            analysis: None,
            failed: None,
        }
    }

    /// Asks the thread to stop soon (leaving the screen).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Takes in the work's news.
    pub fn heard(&mut self, news: News) {
        match news {
            News::Progress(done, all) => self.progress = (done, all),
            News::Done(analysis) => {
                self.progress = (analysis.reviews.len(), analysis.reviews.len());
                self.analysis = Some(analysis);
            }
            News::Failed(why) => self.failed = Some(why),
        }
    }

    /// The review of move number `n` (counting from 1), once the analysis is done.
    pub fn move_review(&self, n: usize) -> Option<&Review> {
        self.analysis.as_ref()?.reviews.get(n.checked_sub(1)?)
    }
}
