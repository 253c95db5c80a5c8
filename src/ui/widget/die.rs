//! A six-sided die drawn on a canvas: a rounded square with its pips. While it tumbles it
//! turns and shows passing faces; at rest it shows its value.

use iced::widget::canvas::{Frame, Path, Stroke};
use iced::{Color, Element, Length, Point, Size, Theme, Vector};

use crate::ui::theme::ink;
use crate::ui::widget::still::{self, Picture};

/// Where the pips of each face sit, on a 3×3 grid (column, row).
const PIPS: [&[(u8, u8)]; 6] = [
    &[(1, 1)],
    &[(0, 0), (2, 2)],
    &[(0, 0), (1, 1), (2, 2)],
    &[(0, 0), (2, 0), (0, 2), (2, 2)],
    &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
];

/// How many different faces pass by during a tumble.
const TUMBLE_FACES: f32 = 7.0;

/// What a die's edge says once it has settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// It passed: green.
    Passed,
    /// It failed: red.
    Failed,
    /// It failed, and a Luck re-roll may follow: amber.
    Waiting,
}

/// A die: its value (`None`: not rolled yet, a blank face), how far its tumble is (1 at
/// rest), and what its edge says.
#[derive(Debug, Clone, Copy)]
pub struct Die {
    value: Option<u8>,
    settled: f32,
    seed: u8,
    edge: Option<Verdict>,
}

impl Die {
    /// A die showing `value` once `settled` reaches 1. `seed` makes neighbouring dice pass
    /// through different faces while they tumble.
    pub fn new(value: Option<u8>, settled: f32, seed: u8) -> Die {
        Die {
            value,
            settled: settled.clamp(0.0, 1.0),
            seed,
            edge: None,
        }
    }

    /// The same die with an edge saying whether it passed.
    pub fn edge(self, verdict: Verdict) -> Die {
        Die {
            edge: Some(verdict),
            ..self
        }
    }

    /// The face on show: the value at rest, a passing face while tumbling.
    pub fn face(&self) -> Option<u8> {
        let value = self.value?.clamp(1, 6);
        if self.settled >= 1.0 {
            return Some(value);
        }
        let step = (self.settled * TUMBLE_FACES) as u32;
        // Steps through the other five faces, never showing the same face twice in a row.
        let offset = 1 + (step * 2 + u32::from(self.seed)) % 5;
        Some(((u32::from(value) - 1 + offset) % 6 + 1) as u8)
    }

    /// The die as an element, `size` wide and tall.
    pub fn view<'a, Message: 'a>(self, size: f32) -> Element<'a, Message> {
        still::view(self, Length::Fixed(size), Length::Fixed(size))
    }
}

impl Picture for Die {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        let ink = ink(theme);
        let side = bounds.width.min(bounds.height);
        // Turned while tumbling, slowing down as it settles; small enough that a turned die's
        // corners stay inside the canvas.
        let left = 1.0 - self.settled;
        let angle = left * left * std::f32::consts::TAU * 1.25;
        let body = side * 0.66;
        // An invisible backdrop over the whole canvas: the software renderer repaints only
        // the bounds of what was drawn, and those leave out a stroke's width, so without it a
        // turned die's edge would leave faint traces behind once it settles.
        frame.fill_rectangle(Point::ORIGIN, bounds, Color::TRANSPARENT);
        frame.with_save(|frame| {
            frame.translate(Vector::new(bounds.width / 2.0, bounds.height / 2.0));
            frame.rotate(angle);
            let square = Path::rounded_rectangle(
                Point::new(-body / 2.0, -body / 2.0),
                Size::new(body, body),
                (body * 0.18).into(),
            );
            frame.fill(&square, ink.surface);
            let edge = match self.edge {
                Some(Verdict::Passed) => ink.good,
                Some(Verdict::Failed) => ink.accent,
                Some(Verdict::Waiting) => ink.warn,
                None => ink.soft,
            };
            frame.stroke(
                &square,
                Stroke::default()
                    .with_color(edge)
                    .with_width(if self.edge.is_some() { 3.0 } else { 1.5 }),
            );
            let Some(face) = self.face() else { return };
            let pip = body * 0.09;
            let gap = body * 0.27;
            for (col, row) in PIPS[usize::from(face.clamp(1, 6)) - 1] {
                let at = Point::new((f32::from(*col) - 1.0) * gap, (f32::from(*row) - 1.0) * gap);
                frame.fill(&Path::circle(at, pip), ink.ink);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::Die;

    #[test]
    fn at_rest_a_die_shows_its_value_and_tumbling_it_never_repeats_a_face() {
        for value in 1..=6 {
            assert_eq!(Die::new(Some(value), 1.0, 3).face(), Some(value));
            let mut last = None;
            for step in 0..7 {
                let face = Die::new(Some(value), step as f32 / 7.0, 3).face();
                assert_ne!(face, Some(value), "the real face waits for the end");
                assert_ne!(face, last);
                last = face;
            }
        }
        assert_eq!(Die::new(None, 0.5, 0).face(), None);
    }
}
