//! Small drawing helpers the boards share: filled cells, lines along cell edges, centred text,
//! each drawn the way the software renderer draws fastest.

use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Point, Size, alignment};

use super::geo::Geo;
use crate::ui::theme::SANS;

/// Fills every cell of `cols × rows` with the colour `color(col, row)` gives.
pub fn cells(frame: &mut Frame, geo: &Geo, cols: u8, rows: u8, color: impl Fn(u8, u8) -> Color) {
    for c in 0..cols {
        for r in 0..rows {
            let (rect, color) = (geo.rect(c, r), color(c, r));
            if color.a > 0.0 {
                frame.fill_rectangle(rect.position(), rect.size(), color);
            }
        }
    }
}

/// Draws the outline around the cells from (`c0`, `r0`) to (`c1`, `r1`), corners included.
pub fn outline(frame: &mut Frame, geo: &Geo, (c0, r0): (u8, u8), (c1, r1): (u8, u8), color: Color) {
    let (a, b) = (geo.rect(c0, r0), geo.rect(c1, r1));
    let (x0, x1) = (a.x.min(b.x), (a.x + a.width).max(b.x + b.width));
    let (y0, y1) = (a.y.min(b.y), (a.y + a.height).max(b.y + b.height));
    let w = (geo.cell() * 0.03).max(1.0);
    let h = w / 2.0;
    line(
        frame,
        Point::new(x0 - h, y0),
        Point::new(x1 + h, y0),
        w,
        color,
    );
    line(
        frame,
        Point::new(x0 - h, y1),
        Point::new(x1 + h, y1),
        w,
        color,
    );
    line(frame, Point::new(x0, y0), Point::new(x0, y1), w, color);
    line(frame, Point::new(x1, y0), Point::new(x1, y1), w, color);
}

/// A straight line between two points. Along a row or a column it is a filled rectangle:
/// the software renderer fills those pixel-exact and many times faster than it strokes.
pub fn line(frame: &mut Frame, from: Point, to: Point, width: f32, color: Color) {
    let (x0, x1) = (from.x.min(to.x), from.x.max(to.x));
    let (y0, y1) = (from.y.min(to.y), from.y.max(to.y));
    if x0 == x1 {
        frame.fill_rectangle(
            Point::new(x0 - width / 2.0, y0),
            Size::new(width, y1 - y0),
            color,
        );
    } else if y0 == y1 {
        frame.fill_rectangle(
            Point::new(x0, y0 - width / 2.0),
            Size::new(x1 - x0, width),
            color,
        );
    } else {
        frame.stroke(
            &Path::line(from, to),
            Stroke::default().with_color(color).with_width(width),
        );
    }
}

/// A disc of `color` inside an outline `width` wide, as two fills (a stroke costs the
/// software renderer several times a fill).
pub fn disc(frame: &mut Frame, at: Point, radius: f32, color: Color, outline: Color, width: f32) {
    frame.fill(&Path::circle(at, radius + width / 2.0), outline);
    frame.fill(&Path::circle(at, (radius - width / 2.0).max(0.0)), color);
}

/// A square of `color` and `side` centred on `at`, inside an outline `width` wide, as two
/// pixel-exact fills snapped to whole pixels, so that every side's outline is as thick.
pub fn square(frame: &mut Frame, at: Point, side: f32, color: Color, outline: Color, width: f32) {
    let w = width.round().max(1.0);
    let outer = (side + w).round();
    let corner = Point::new((at.x - outer / 2.0).round(), (at.y - outer / 2.0).round());
    frame.fill_rectangle(corner, Size::new(outer, outer), outline);
    let inner = outer - 2.0 * w;
    if inner > 0.0 {
        let corner = Point::new(corner.x + w, corner.y + w);
        frame.fill_rectangle(corner, Size::new(inner, inner), color);
    }
}

/// Writes `text` as filled glyph outlines. The software renderer draws a canvas's own text
/// by clearing and refilling a window-sized clipping mask for each piece of text; outlines
/// are ordinary shapes and cost a few small fills.
pub fn write(frame: &mut Frame, text: Text) {
    text.draw_with(|path, color| frame.fill(&path, color));
}

/// Text centred on a point.
pub fn centred(frame: &mut Frame, content: String, at: Point, size: f32, color: Color) {
    write(frame, label(content, at, size, color));
}

/// A label centred on a point, in the bundled sans (Fira Sans): a canvas's text otherwise
/// takes the system's sans, and on a machine without fonts the boards' coordinates and
/// Malawi's ring numbers would not be drawn at all.
fn label(content: String, at: Point, size: f32, color: Color) -> Text {
    Text {
        content,
        position: at,
        color,
        size: size.into(),
        font: SANS,
        align_x: alignment::Horizontal::Center.into(),
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_labels_use_the_bundled_font_not_the_systems() {
        let text = label("a1".into(), Point::ORIGIN, 12.0, Color::BLACK);
        assert_eq!(text.font, SANS);
        assert_ne!(text.font, iced::Font::DEFAULT);
    }
}
