//! A timed match on the screen: how often its clocks need a tick, and what the screen lets
//! go of when a flag falls.

use std::time::Duration;

use super::Live;
use crate::boards::session::Waiting;
use crate::ui::board::BoardUi;

/// A clock under this shows tenths, and ticks ten times a second.
const LAST_SECONDS: Duration = Duration::from_secs(20);

impl<G: BoardUi> Live<G> {
    /// How often the clocks need a tick while a person's clock runs in a timed match: each
    /// second, each tenth in the last twenty seconds; `None` when no clock runs.
    pub fn clock_tick(&self) -> Option<Duration> {
        let clocks = self.session.clocks()?;
        let Waiting::Person(seat) = self.session.waiting() else {
            return None;
        };
        Some(if clocks.left(seat) < LAST_SECONDS {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(1)
        })
    }

    /// A flag fell: the match is over, so what was being built toward a move goes.
    pub fn out_of_time(&mut self) {
        self.ui.resigning = false;
        self.ui.note = None;
        self.ui.picker.clear();
        self.ui.hint = None;
        self.stop();
    }
}
