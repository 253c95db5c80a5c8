//! The system asking the app to stop: SIGTERM (a logout, `kill`, a service manager), SIGHUP
//! (the terminal it was started from closed) and SIGINT (Ctrl+C in that terminal) on Unix,
//! Ctrl+C elsewhere. The app then closes as its window's close button makes it: the words
//! typed are kept and the profile is let go ([`Message::Stop`]). A second request ends the
//! process at once, for an app too busy to answer the first (the words typed are kept as
//! typed anyway, see `drafts.rs`).

use iced::Subscription;
use iced::futures::{SinkExt, Stream};

use super::Message;

/// The exit status of a process ended by a second request to stop.
const STOPPED: i32 = 130;

/// A message each time the system asks the app to stop.
pub(super) fn stop_requests() -> Subscription<Message> {
    Subscription::run(requests).map(|()| Message::Stop)
}

/// The requests to stop, as they come: the first is passed on, a second ends the process.
fn requests() -> impl Stream<Item = ()> {
    iced::stream::channel(1, async |mut output| {
        let Some(mut waiting) = Waiting::listen() else {
            // No signal can be listened to here: the app still closes by its window.
            return;
        };
        waiting.next().await;
        let _ = output.send(()).await;
        waiting.next().await;
        std::process::exit(STOPPED);
    })
}

/// The signals listened to.
#[cfg(unix)]
struct Waiting(Vec<tokio::signal::unix::Signal>);

#[cfg(unix)]
impl Waiting {
    fn listen() -> Option<Waiting> {
        use tokio::signal::unix::{SignalKind, signal};
        let kinds = [
            SignalKind::terminate(),
            SignalKind::hangup(),
            SignalKind::interrupt(),
        ];
        let listening: Vec<_> = kinds
            .into_iter()
            .filter_map(|kind| signal(kind).ok())
            .collect();
        (!listening.is_empty()).then_some(Waiting(listening))
    }

    /// Waits for any of them.
    async fn next(&mut self) {
        let each = self.0.iter_mut().map(|signal| Box::pin(signal.recv()));
        let _ = iced::futures::future::select_all(each).await;
    }
}

/// Ctrl+C in the console the app was started from (Windows).
#[cfg(not(unix))]
struct Waiting;

#[cfg(not(unix))]
impl Waiting {
    fn listen() -> Option<Waiting> {
        Some(Waiting)
    }

    async fn next(&mut self) {
        if tokio::signal::ctrl_c().await.is_err() {
            // Nothing to wait for: never comes.
            std::future::pending::<()>().await;
        }
    }
}
