//! A chance bar: one line of a check's odds drawn as a bar, the chance to pass filled in green
//! from the left, the chance of death in the accent's red from the right, and between them the
//! failures the adventurer lives through, left as the bare track. The figures are always
//! written beside it: the colours are never alone.

use iced::widget::canvas::{Frame, Path, Stroke};
use iced::{Element, Length, Point, Size, Theme};

use crate::tarot::lines::Figures;
use crate::ui::theme::ink;
use crate::ui::widget::still::{self, Picture};

/// A bar for one line's figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bar {
    pass: f32,
    death: f32,
}

impl Bar {
    /// The bar of these figures.
    pub fn new(figures: &Figures) -> Bar {
        Bar::of(figures.pass, figures.death)
    }

    /// The bar of a chance to pass and a chance of death (each clamped to 0..1, death to what
    /// passing leaves).
    pub fn of(pass: f64, death: f64) -> Bar {
        let pass = (pass as f32).clamp(0.0, 1.0);
        Bar {
            pass,
            death: (death as f32).clamp(0.0, 1.0 - pass),
        }
    }

    /// The share of the track each part covers: passing, failing and living, death.
    pub fn parts(&self) -> [f32; 3] {
        [self.pass, 1.0 - self.pass - self.death, self.death]
    }

    /// The bar as an element, `width` wide and `height` tall.
    pub fn view<'a, Message: 'a>(
        self,
        width: impl Into<Length>,
        height: f32,
    ) -> Element<'a, Message> {
        still::view(self, width, Length::Fixed(height))
    }
}

impl Picture for Bar {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        let ink = ink(theme);
        let (w, h) = (bounds.width, bounds.height);
        let radius = (h / 2.0).min(4.0);
        let track = Path::rounded_rectangle(Point::ORIGIN, Size::new(w, h), radius.into());
        frame.fill(&track, ink.paper);
        let [pass, _, death] = self.parts();
        // A sliver of a chance still shows: at least a pixel and a half.
        let span = |share: f32| {
            if share > 0.0 {
                (share * w).max(1.5)
            } else {
                0.0
            }
        };
        let passing = span(pass);
        if passing > 0.0 {
            let path = Path::rounded_rectangle(Point::ORIGIN, Size::new(passing, h), radius.into());
            frame.fill(&path, ink.good);
        }
        let dying = span(death);
        if dying > 0.0 {
            let path = Path::rounded_rectangle(
                Point::new(w - dying, 0.0),
                Size::new(dying, h),
                radius.into(),
            );
            frame.fill(&path, ink.accent);
        }
        frame.stroke(
            &track,
            Stroke::default().with_color(ink.rule).with_width(1.0),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_fill_the_track_and_death_never_overlaps_passing() {
        let near = |a: [f32; 3], b: [f32; 3]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-6);
        assert!(near(Bar::of(0.6, 0.4).parts(), [0.6, 0.0, 0.4]));
        let careful = Bar::of(0.28, 0.08);
        let [pass, live, death] = careful.parts();
        assert!((pass + live + death - 1.0).abs() < 1e-6);
        assert!((live - 0.64).abs() < 1e-6);
        // Figures that add past 1 (rounding) keep death inside the track.
        assert!(near(Bar::of(0.7, 0.5).parts(), [0.7, 0.0, 0.3]));
    }
}
