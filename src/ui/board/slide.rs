//! Pieces sliding to their new squares after a move: never a jump, never longer than
//! [`SLIDE_TIME`], and not at all when animations are off.

use iced::time::{Duration, Instant};

use crate::ui::motion::Motion;

/// How long a piece takes to slide to its new square.
pub const SLIDE_TIME: Duration = Duration::from_millis(220);

/// One piece sliding from one square to another as a move is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slide<L> {
    /// What the piece looks like.
    pub look: L,
    /// Where it starts.
    pub from: u8,
    /// Where it slides to.
    pub to: u8,
    /// Where it ends up (Malice's pyramids teleport on to their dual square): the piece there
    /// is hidden while it slides.
    pub lands: u8,
}

/// The slides of the move last shown, with their motion.
#[derive(Clone, Debug)]
pub struct Slides<L> {
    slides: Vec<Slide<L>>,
    motion: Motion,
}

impl<L: Copy> Default for Slides<L> {
    fn default() -> Self {
        Slides {
            slides: Vec::new(),
            motion: Motion::new(SLIDE_TIME),
        }
    }
}

impl<L: Copy> Slides<L> {
    /// Starts these slides at `now` (or shows the move at once when `animate` is off).
    pub fn start(&mut self, slides: Vec<Slide<L>>, now: Instant, animate: bool) {
        if animate && !slides.is_empty() {
            self.slides = slides;
            self.motion.start(now);
        } else {
            self.stop();
        }
    }

    /// Moves on to the frame drawn at `now`.
    pub fn tick(&mut self, now: Instant) {
        self.motion.tick(now);
        if !self.motion.is_moving() {
            self.slides.clear();
        }
    }

    /// Ends every slide at once.
    pub fn stop(&mut self) {
        self.motion.stop();
        self.slides.clear();
    }

    /// Whether a piece is sliding.
    pub fn is_moving(&self) -> bool {
        self.motion.is_moving()
    }

    /// The pieces sliding now (none at rest).
    pub fn moving(&self) -> &[Slide<L>] {
        &self.slides
    }

    /// How far along the slides are, 0 to 1, easing out as they arrive.
    pub fn progress(&self) -> f32 {
        let t = self.motion.progress();
        1.0 - (1.0 - t).powi(3)
    }
}

#[cfg(test)]
mod tests {
    use super::{SLIDE_TIME, Slide, Slides};
    use iced::time::Instant;

    #[test]
    fn a_slide_runs_within_its_time_and_not_at_all_without_animations() {
        let slide = Slide {
            look: 1u8,
            from: 0,
            to: 9,
            lands: 9,
        };
        let now = Instant::now();
        let mut slides = Slides::default();
        slides.start(vec![slide], now, true);
        assert!(slides.is_moving());
        assert_eq!(slides.moving(), &[slide]);
        slides.tick(now + SLIDE_TIME / 2);
        let halfway = slides.progress();
        assert!(halfway > 0.5 && halfway < 1.0, "eases out: {halfway}");
        slides.tick(now + SLIDE_TIME);
        assert!(!slides.is_moving());
        assert!(slides.moving().is_empty());
        assert_eq!(slides.progress(), 1.0);
        slides.start(vec![slide], now, false);
        assert!(!slides.is_moving() && slides.moving().is_empty());
    }
}
