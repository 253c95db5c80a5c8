//! Our card back: one motif in deep red on the card's paper, the same in both themes (a card
//! is a thing on the table): a double frame, a fine lattice, and in the middle an eight-rayed
//! star in a ring, the eye of the dungeon.

use std::f32::consts::PI;

use iced::widget::canvas::{Frame, Path, Stroke};
use iced::{Color, Element, Length, Point, Size, Theme};

use super::paper::{CARD_INK, CARD_PAPER, EDGE, SHADOW, height};
use crate::ui::widget::still::{self, Picture};

/// The back of a card, `width` wide (the height follows).
pub fn back<'a, Message: 'a>(width: f32) -> Element<'a, Message> {
    sized(width, height(width))
}

/// The back filling `width` × `height` (narrower than a card while it is turned over).
pub fn sized<'a, Message: 'a>(width: f32, height: f32) -> Element<'a, Message> {
    still::view(Back, Length::Fixed(width), Length::Fixed(height))
}

/// A card's back.
#[derive(Debug, Clone, Copy)]
struct Back;

impl Picture for Back {
    fn paint(&self, frame: &mut Frame, _theme: &Theme, bounds: Size) {
        draw(frame, bounds);
    }
}

/// `CARD_INK` at `alpha`.
fn faded(alpha: f32) -> Color {
    Color {
        a: alpha,
        ..CARD_INK
    }
}

/// Draws the whole back filling `size`.
fn draw(frame: &mut Frame, size: Size) {
    let (w, h) = (size.width, size.height);
    // Cover the whole canvas so the software renderer repaints all of it.
    frame.fill_rectangle(Point::ORIGIN, size, Color::TRANSPARENT);
    let radius = (w * 0.045).clamp(2.0, 8.0);
    // The shadow on the table, one pixel right and two down, as the faces have.
    frame.fill(
        &Path::rounded_rectangle(
            Point::new(1.0, 2.0),
            Size::new(w - 1.0, h - 2.0),
            radius.into(),
        ),
        SHADOW,
    );
    let (w, h) = (w - 1.0, h - 2.0);
    let card = Path::rounded_rectangle(
        Point::new(0.5, 0.5),
        Size::new(w - 1.0, h - 1.0),
        radius.into(),
    );
    frame.fill(&card, CARD_PAPER);
    frame.stroke(&card, Stroke::default().with_color(EDGE).with_width(1.0));
    // The double frame.
    let outer = (w * 0.07).max(3.0);
    let frame_rect = |inset: f32| {
        Path::rounded_rectangle(
            Point::new(inset, inset),
            Size::new(w - 2.0 * inset, h - 2.0 * inset),
            (radius * 0.6).into(),
        )
    };
    frame.stroke(
        &frame_rect(outer),
        Stroke::default()
            .with_color(CARD_INK)
            .with_width((w * 0.014).max(1.0)),
    );
    let inner = outer + (w * 0.035).max(2.0);
    frame.stroke(
        &frame_rect(inner),
        Stroke::default().with_color(faded(0.7)).with_width(0.8),
    );
    // A fine lattice inside the frame, on cards large enough for it to read as texture.
    if w >= 40.0 {
        let step = (w * 0.11).max(6.0);
        let lattice = Path::new(|p| {
            let (x0, y0, x1, y1) = (inner, inner, w - inner, h - inner);
            let span = (x1 - x0) + (y1 - y0);
            let mut t = 0.0;
            while t <= span {
                // Lines rising and falling at 45°, clipped to the inner frame.
                let a = clip(x0 + t, y0, -1.0, (x0, y0, x1, y1));
                let b = clip(x1 - t, y0, 1.0, (x0, y0, x1, y1));
                for line in [a, b].into_iter().flatten() {
                    p.move_to(line.0);
                    p.line_to(line.1);
                }
                t += step;
            }
        });
        frame.stroke(
            &lattice,
            Stroke::default().with_color(faded(0.22)).with_width(0.8),
        );
    }
    // The motif: an eight-rayed star in a ring.
    let centre = Point::new(w / 2.0, h / 2.0);
    let r = w * 0.3;
    frame.fill(&Path::circle(centre, r * 1.08), CARD_PAPER);
    frame.stroke(
        &Path::circle(centre, r * 1.08),
        Stroke::default()
            .with_color(CARD_INK)
            .with_width((w * 0.016).max(1.0)),
    );
    let star = Path::new(|p| {
        for i in 0..16 {
            let angle = i as f32 * PI / 8.0 - PI / 2.0;
            let reach = if i % 2 == 0 {
                if i % 4 == 0 { r * 0.95 } else { r * 0.7 }
            } else {
                r * 0.26
            };
            let point = Point::new(
                centre.x + reach * angle.cos(),
                centre.y + reach * angle.sin(),
            );
            if i == 0 {
                p.move_to(point);
            } else {
                p.line_to(point);
            }
        }
        p.close();
    });
    frame.fill(&star, CARD_INK);
    frame.fill(&Path::circle(centre, r * 0.12), CARD_PAPER);
}

/// A 45° line starting at `(x, y)` on the top edge of the box, going down and to the left
/// (`dx` = -1) or right (`dx` = 1), clipped to the box; `None` if it misses it.
fn clip(x: f32, y: f32, dx: f32, (x0, _, x1, y1): (f32, f32, f32, f32)) -> Option<(Point, Point)> {
    // Where the line enters the box: slide it down the line until x is inside.
    let (mut sx, mut sy) = (x, y);
    if sx > x1 {
        sy += (sx - x1) * (-dx).max(0.0) / 1.0;
        sx = x1;
        if dx > 0.0 {
            return None;
        }
    } else if sx < x0 {
        sy += (x0 - sx) * dx.max(0.0);
        sx = x0;
        if dx < 0.0 {
            return None;
        }
    }
    if sy > y1 {
        return None;
    }
    // Run until it leaves by the bottom or a side.
    let room_x = if dx > 0.0 { x1 - sx } else { sx - x0 };
    let run = room_x.min(y1 - sy);
    Some((Point::new(sx, sy), Point::new(sx + dx * run, sy + run)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lattice_lines_stay_inside_the_frame() {
        let bounds = (10.0, 10.0, 90.0, 160.0);
        for t in (0..240).map(|t| t as f32) {
            for (x, dx) in [(10.0 + t, -1.0), (90.0 - t, 1.0)] {
                if let Some((a, b)) = clip(x, 10.0, dx, bounds) {
                    for p in [a, b] {
                        assert!(p.x >= 9.99 && p.x <= 90.01, "{t} {dx}: {p:?}");
                        assert!(p.y >= 9.99 && p.y <= 160.01, "{t} {dx}: {p:?}");
                    }
                    // A 45° line: as far across as down.
                    assert!(((b.x - a.x).abs() - (b.y - a.y)).abs() < 0.01);
                }
            }
        }
    }
}
