//! Brief animations: when one began and how far along it is. Frames are asked for only while
//! something moves (see `App::subscription`).

use iced::time::{Duration, Instant};

/// How long a flipped card takes to grow onto the table.
pub const FLIP_TIME: Duration = Duration::from_millis(350);
/// How long rolled dice tumble before they settle.
pub const ROLL_TIME: Duration = Duration::from_millis(600);
/// How long a changed attribute's box glows green or red after an answer.
pub const SHIFT_TIME: Duration = Duration::from_millis(800);

/// One animation that runs from 0 to 1 over a fixed time.
#[derive(Clone, Copy, Debug)]
pub struct Motion {
    duration: Duration,
    started: Option<Instant>,
    progress: f32,
}

impl Motion {
    /// A motion taking `duration`, at rest.
    pub const fn new(duration: Duration) -> Motion {
        Motion {
            duration,
            started: None,
            progress: 1.0,
        }
    }

    /// Starts (or restarts) the motion at `now`.
    pub fn start(&mut self, now: Instant) {
        self.started = Some(now);
        self.progress = 0.0;
    }

    /// Moves on to the frame drawn at `now`; stops at the end.
    pub fn tick(&mut self, now: Instant) {
        let Some(start) = self.started else {
            self.progress = 1.0;
            return;
        };
        let t = now.saturating_duration_since(start).as_secs_f32() / self.duration.as_secs_f32();
        self.progress = t.clamp(0.0, 1.0);
        if t >= 1.0 {
            self.started = None;
        }
    }

    /// Stops at once, at the end.
    pub fn stop(&mut self) {
        self.started = None;
        self.progress = 1.0;
    }

    /// Whether it is still moving.
    pub fn is_moving(&self) -> bool {
        self.started.is_some()
    }

    /// How far it is, 0 to 1 (1 at rest).
    pub fn progress(&self) -> f32 {
        self.progress
    }
}
