//! Small drawing helpers the boards share: filled cells, lines along cell edges, centred text.

use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Point, Size, alignment};

use super::geo::Geo;

/// Fills every cell of `cols × rows` with the colour `color(col, row)` gives.
pub fn cells(frame: &mut Frame, geo: &Geo, cols: u8, rows: u8, color: impl Fn(u8, u8) -> Color) {
    for c in 0..cols {
        for r in 0..rows {
            let rect = geo.rect(c, r);
            frame.fill_rectangle(rect.position(), rect.size(), color(c, r));
        }
    }
}

/// Strokes the outline around the cells from (`c0`, `r0`) to (`c1`, `r1`), corners included.
pub fn outline(frame: &mut Frame, geo: &Geo, (c0, r0): (u8, u8), (c1, r1): (u8, u8), color: Color) {
    let (a, b) = (geo.rect(c0, r0), geo.rect(c1, r1));
    let (x0, x1) = (a.x.min(b.x), (a.x + a.width).max(b.x + b.width));
    let (y0, y1) = (a.y.min(b.y), (a.y + a.height).max(b.y + b.height));
    frame.stroke_rectangle(
        Point::new(x0, y0),
        Size::new(x1 - x0, y1 - y0),
        Stroke::default()
            .with_color(color)
            .with_width((geo.cell() * 0.03).max(1.0)),
    );
}

/// A straight line between two points.
pub fn line(frame: &mut Frame, from: Point, to: Point, width: f32, color: Color) {
    frame.stroke(
        &Path::line(from, to),
        Stroke::default().with_color(color).with_width(width),
    );
}

/// Text centred on a point.
pub fn centred(frame: &mut Frame, content: String, at: Point, size: f32, color: Color) {
    frame.fill_text(Text {
        content,
        position: at,
        color,
        size: size.into(),
        align_x: alignment::Horizontal::Center.into(),
        align_y: alignment::Vertical::Center,
        ..Text::default()
    });
}

/// A colour mixed with white (`amount` > 0) or black (`amount` < 0).
pub fn tint(color: Color, amount: f32) -> Color {
    let toward = if amount >= 0.0 { 1.0 } else { 0.0 };
    let t = amount.abs().min(1.0);
    Color {
        r: color.r + (toward - color.r) * t,
        g: color.g + (toward - color.g) * t,
        b: color.b + (toward - color.b) * t,
        a: color.a,
    }
}

/// An engine's reason as a sentence: capital first, full stop last.
pub fn sentence(reason: &str) -> String {
    let mut chars = reason.trim().chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}
