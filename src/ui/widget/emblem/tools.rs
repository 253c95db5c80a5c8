//! The drawing tools the emblems share: the pen, points by offset and by angle, and a star.

use std::f32::consts::{FRAC_PI_2, PI};

use iced::widget::canvas::{Stroke, path::Builder};
use iced::{Color, Point};

pub(super) fn pen(color: Color, r: f32) -> Stroke<'static> {
    Stroke::default()
        .with_color(color)
        .with_width((r * 0.13).max(1.2))
        .with_line_cap(iced::widget::canvas::LineCap::Round)
        .with_line_join(iced::widget::canvas::LineJoin::Round)
}

pub(super) fn at(c: Point, x: f32, y: f32) -> Point {
    Point::new(c.x + x, c.y + y)
}

pub(super) fn polar(c: Point, radius: f32, angle: f32) -> Point {
    Point::new(c.x + radius * angle.cos(), c.y + radius * angle.sin())
}

/// A star of `points` points, the outer radius `r`, the inner `inner`, turned by `turn`.
pub(super) fn star(p: &mut Builder, c: Point, r: f32, inner: f32, points: usize, turn: f32) {
    for i in 0..=points * 2 {
        let angle = PI * i as f32 / points as f32 - FRAC_PI_2 + turn;
        let radius = if i % 2 == 0 { r } else { inner };
        let point = polar(c, radius, angle);
        if i == 0 {
            p.move_to(point);
        } else {
            p.line_to(point);
        }
    }
}
