//! What a board marks besides its pieces: the moves just played (their squares outlined in
//! two tones, so the outline stands out from every square, and a teleport, a strike, a jump or
//! a hand-out drawn as what it was), the squares that ended the game, and where a move would
//! leave a piece (ghosts).

use iced::widget::canvas::{Frame, LineDash, Path, Stroke};
use iced::{Point, Rectangle, Size, Vector};

use super::game::{StepKind, Trail};
use super::geo::Geo;
use super::paint;
use super::palette::Palette;
use crate::boards::game::Seat;

/// Where a square is drawn.
pub type CellRect<'a> = &'a dyn Fn(u8) -> Rectangle;

/// An outline inside a square: `palette.trail` with a band of `palette.halo` on each side.
fn outline(frame: &mut Frame, rect: Rectangle, cell: f32, palette: &Palette) {
    let width = (cell * 0.05).max(2.0);
    let band = (width * 0.45).max(1.0);
    let ring = |frame: &mut Frame, inset: f32, w: f32, color| {
        frame.stroke_rectangle(
            Point::new(rect.x + inset, rect.y + inset),
            Size::new(rect.width - 2.0 * inset, rect.height - 2.0 * inset),
            Stroke::default().with_color(color).with_width(w),
        );
    };
    ring(
        frame,
        (width + 2.0 * band) / 2.0,
        width + 2.0 * band,
        palette.halo,
    );
    ring(frame, band + width / 2.0, width, palette.trail);
}

/// A line from `a` to `b` in the trail's tones, dashed or not, with a head at `b`.
fn arrow(frame: &mut Frame, a: Point, b: Point, cell: f32, dashed: bool, palette: &Palette) {
    let d = Vector::new(b.x - a.x, b.y - a.y);
    let len = (d.x * d.x + d.y * d.y).sqrt().max(1.0);
    let (ux, uy) = (d.x / len, d.y / len);
    // Leave the centres free for the pieces' own marks.
    let (a, b) = (
        Point::new(a.x + ux * cell * 0.22, a.y + uy * cell * 0.22),
        Point::new(b.x - ux * cell * 0.22, b.y - uy * cell * 0.22),
    );
    let head = cell * 0.16;
    let shaft = Path::line(a, b);
    let tip = Path::new(|p| {
        p.move_to(b);
        p.line_to(Point::new(
            b.x - ux * head - uy * head * 0.6,
            b.y - uy * head + ux * head * 0.6,
        ));
        p.line_to(Point::new(
            b.x - ux * head + uy * head * 0.6,
            b.y - uy * head - ux * head * 0.6,
        ));
        p.close();
    });
    let width = (cell * 0.045).max(2.0);
    let dash = [cell * 0.12, cell * 0.08];
    let line = |color, w: f32| {
        let stroke = Stroke::default().with_color(color).with_width(w);
        if dashed {
            Stroke {
                line_dash: LineDash {
                    segments: &dash,
                    offset: 0,
                },
                ..stroke
            }
        } else {
            stroke
        }
    };
    frame.stroke(&shaft, line(palette.halo, width + 2.0));
    frame.stroke(&shaft, line(palette.trail, width));
    frame.stroke(
        &tip,
        Stroke::default().with_color(palette.halo).with_width(2.0),
    );
    frame.fill(&tip, palette.trail);
}

/// A cross over a square's piece: what was struck or killed there.
fn cross(frame: &mut Frame, at: Point, cell: f32, palette: &Palette) {
    let k = cell * 0.2;
    let path = Path::new(|p| {
        p.move_to(Point::new(at.x - k, at.y - k));
        p.line_to(Point::new(at.x + k, at.y + k));
        p.move_to(Point::new(at.x + k, at.y - k));
        p.line_to(Point::new(at.x - k, at.y + k));
    });
    let width = (cell * 0.06).max(2.0);
    frame.stroke(
        &path,
        Stroke::default()
            .with_color(palette.halo)
            .with_width(width + 3.0),
    );
    frame.stroke(
        &path,
        Stroke::default()
            .with_color(palette.trail)
            .with_width(width),
    );
}

/// The moves just played, oldest first, each with its seat: squares tinted and outlined,
/// teleports dashed, strikes and jumps crossed, and when there are several, each numbered in
/// its seat's colour on the square it ended on.
pub fn played(
    frame: &mut Frame,
    geo: &Geo,
    place: CellRect<'_>,
    trails: &[(Trail, Seat)],
    palette: &Palette,
) {
    let cell = geo.cell();
    for (trail, _) in trails {
        for &sq in &trail.squares {
            let rect = place(sq);
            frame.fill_rectangle(rect.position(), rect.size(), palette.last);
        }
    }
    for (trail, _) in trails {
        for &sq in &trail.squares {
            outline(frame, place(sq), cell, palette);
        }
        for step in &trail.steps {
            let (a, b) = (place(step.from).center(), place(step.to).center());
            match step.kind {
                StepKind::Move => {}
                StepKind::Teleport => arrow(frame, a, b, cell, true, palette),
                StepKind::HandOut => arrow(frame, a, b, cell, false, palette),
                StepKind::Strike | StepKind::Jump => {
                    arrow(frame, a, b, cell, false, palette);
                    cross(frame, b, cell, palette);
                }
            }
        }
    }
    if trails.len() > 1 {
        for (i, (trail, seat)) in trails.iter().enumerate() {
            let Some(&last) = trail.squares.last() else {
                continue;
            };
            let rect = place(last);
            let r = cell * 0.15;
            let at = Point::new(rect.x + r + cell * 0.06, rect.y + r + cell * 0.06);
            paint::disc(
                frame,
                at,
                r,
                palette.seat(*seat),
                palette.outline,
                (cell * 0.02).max(1.0),
            );
            paint::centred(
                frame,
                (i + 1).to_string(),
                at,
                (cell * 0.2).max(10.0),
                palette.on_seats,
            );
        }
    }
}

/// The squares that show why the game ended: tinted and outlined in gold.
pub fn ended(frame: &mut Frame, geo: &Geo, place: CellRect<'_>, squares: &[u8], palette: &Palette) {
    let cell = geo.cell();
    for &sq in squares {
        let rect = place(sq);
        frame.fill_rectangle(
            rect.position(),
            rect.size(),
            iced::Color {
                a: 0.3,
                ..palette.end
            },
        );
        let w = (cell * 0.07).max(2.0);
        frame.stroke_rectangle(
            Point::new(rect.x + w / 2.0, rect.y + w / 2.0),
            Size::new(rect.width - w, rect.height - w),
            Stroke::default().with_color(palette.end).with_width(w),
        );
    }
}
