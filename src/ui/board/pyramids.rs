//! Malice's board: two 4×8 boards side by side, each square in the colour the rulings give it
//! (a square and its dual share a colour, so teleports can be planned) and a small sign of
//! that colour in its corner (the twins are told apart without telling hues apart: pink and
//! lilac look alike to many), the canal across both, and pyramids drawn as triangles of three
//! sizes with one, two or three pips.

use iced::widget::canvas::{Frame, Path, Stroke};
use iced::{Color, Point};

use super::game::{BoardUi, ClickPath, Step, StepKind, Trail};
use super::geo::{Geo, Grid};
use super::paint::{self, sentence};
use super::palette::Palette;
use super::slide::Slide;
use crate::boards::game::{Game, Seat, Status};
use crate::boards::pyramids::{Move, PASS, Pyramids, Size, dual, side};

/// A pyramid and the seat whose side it stands on (who controls it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Look {
    size: Size,
    seat: Seat,
}

/// The squares' colours, top rank first, files a to h (board-rulings.md).
const COLOURS: [&str; 8] = [
    "RBYKWMOC", "GRBYMOCP", "YGRBOCPM", "KYGRCPMW", "WMPCRGYK", "MPCOBRGY", "PCOMYBRG", "COMWKYBR",
];

/// A square colour by its letter, muted to sit under the pieces; darker by candlelight.
fn colour(letter: u8, dark: bool) -> Color {
    let rgb = match letter {
        b'R' => 0xd98f84,
        b'B' => 0x93abd8,
        b'Y' => 0xe8d47e,
        b'K' => 0x9a948c,
        b'G' => 0x9cc592,
        b'W' => 0xf5f0e6,
        b'M' => 0xd594c4,
        b'P' => 0xb0a3bf,
        b'C' => 0x8dcbcf,
        _ => 0xeaab6c,
    };
    let c = Color::from_rgb8((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8);
    if dark { paint::tint(c, -0.45) } else { c }
}

/// The sign of a square colour, `s` in radius around `at`: a square and its twin share it.
fn sign(frame: &mut Frame, letter: u8, at: Point, s: f32, color: Color) {
    let stroke = Stroke::default()
        .with_color(color)
        .with_width((s * 0.4).max(1.0));
    let square = |p: &mut iced::widget::canvas::path::Builder| {
        p.rectangle(
            Point::new(at.x - s, at.y - s),
            iced::Size::new(2.0 * s, 2.0 * s),
        );
    };
    let triangle = |p: &mut iced::widget::canvas::path::Builder| {
        p.move_to(Point::new(at.x, at.y - s));
        p.line_to(Point::new(at.x + s, at.y + s));
        p.line_to(Point::new(at.x - s, at.y + s));
        p.close();
    };
    let line = |frame: &mut Frame, a: (f32, f32), b: (f32, f32)| {
        frame.stroke(
            &Path::line(
                Point::new(at.x + a.0 * s, at.y + a.1 * s),
                Point::new(at.x + b.0 * s, at.y + b.1 * s),
            ),
            stroke,
        );
    };
    match letter {
        b'R' => frame.fill(&Path::circle(at, s), color),
        b'B' => frame.stroke(&Path::circle(at, s * 0.85), stroke),
        b'Y' => frame.fill(&Path::new(square), color),
        b'K' => frame.stroke(&Path::new(square), stroke),
        b'W' => frame.fill(&Path::new(triangle), color),
        b'M' => frame.stroke(&Path::new(triangle), stroke),
        b'O' => {
            line(frame, (-1.0, 0.0), (1.0, 0.0));
            line(frame, (0.0, -1.0), (0.0, 1.0));
        }
        b'C' => {
            line(frame, (-0.9, -0.9), (0.9, 0.9));
            line(frame, (-0.9, 0.9), (0.9, -0.9));
        }
        b'G' => {
            line(frame, (-1.0, -0.5), (1.0, -0.5));
            line(frame, (-1.0, 0.5), (1.0, 0.5));
        }
        _ => {
            for dx in [-0.6, 0.6] {
                frame.fill(
                    &Path::circle(Point::new(at.x + dx * s, at.y), s * 0.45),
                    color,
                );
            }
        }
    }
}

fn col_row(square: u8) -> (u8, u8) {
    let (board, local) = (square / 32, square % 32);
    (board * 4 + local % 4, local / 4)
}

/// The pyramids' colours: dark ink for South, ivory for North, in both themes (the squares
/// use every hue, so the seats' own blue and red would vanish on some of them).
const INK: Color = Color::from_rgb(
    0x24 as f32 / 255.0,
    0x1c as f32 / 255.0,
    0x15 as f32 / 255.0,
);
const IVORY: Color = Color::from_rgb(
    0xfa as f32 / 255.0,
    0xf3 as f32 / 255.0,
    0xe3 as f32 / 255.0,
);

/// A quarter with this many pyramids or fewer is named in the prompt: one or two moves can
/// empty it and end the game.
const FEW: u8 = 2;

/// When a quarter holds [`FEW`] pyramids or fewer, a sentence that says so, each quarter
/// named as the lessons name it ("your quarter of the left board"), seen by the seat to move:
/// a newcomer forgets that an emptied quarter ends the game, their own included.
fn few_in_quarters(game: &Pyramids) -> Option<String> {
    let Status::ToMove(seat) = game.status() else {
        return None;
    };
    let other = if seat == 0 { "North's" } else { "South's" };
    let counts = game.quarters();
    let few: Vec<String> = (0..4usize)
        .filter(|&q| (1..=FEW).contains(&counts[q]))
        .map(|q| {
            let owner = if q % 2 == usize::from(seat) {
                "your"
            } else {
                other
            };
            let board = if q < 2 { "left" } else { "right" };
            let n = counts[q];
            let pyramids = if n == 1 { "pyramid" } else { "pyramids" };
            format!("{n} {pyramids} in {owner} quarter of the {board} board")
        })
        .collect();
    (!few.is_empty()).then(|| {
        format!(
            "Mind the quarters: {}. Empty any quarter, yours too, and the game ends.",
            few.join(", ")
        )
    })
}

impl BoardUi for Pyramids {
    type Look = Look;

    const COLOUR_WORDS: [&'static str; 4] = ["dark", "light", "green", "purple"];

    fn colours(palette: Palette) -> Palette {
        let mut seats = palette.seats;
        seats[0] = INK;
        seats[1] = IVORY;
        Palette { seats, ..palette }
    }

    fn grid(&self) -> Grid {
        Grid {
            cols: 8,
            rows: 8,
            gap_after: Some(3),
        }
    }

    fn cell(&self, square: u8) -> (u8, u8) {
        col_row(square)
    }

    fn square(&self, col: u8, row: u8) -> Option<u8> {
        (col < 8 && row < 8).then_some((col / 4) * 32 + row * 4 + col % 4)
    }

    fn draw_ground(&self, frame: &mut Frame, geo: &Geo, palette: &Palette) {
        let letter = |c: u8, r: u8| COLOURS[usize::from(7 - r)].as_bytes()[usize::from(c)];
        paint::cells(frame, geo, 8, 8, |c, r| colour(letter(c, r), palette.dark));
        let s = geo.cell() * 0.07;
        for c in 0..8 {
            for r in 0..8 {
                let rect = geo.rect(c, r);
                let at = Point::new(rect.x + s * 2.0, rect.y + s * 2.0);
                sign(frame, letter(c, r), at, s, palette.outline);
            }
        }
        let width = (geo.cell() * 0.09).max(2.0);
        for (c0, c1) in [(0, 3), (4, 7)] {
            let (a, b) = (geo.rect(c0, 0), geo.rect(c1, 0));
            let (x0, x1) = (a.x.min(b.x), (a.x + a.width).max(b.x + b.width));
            let y = geo.between_rows(3);
            paint::line(
                frame,
                Point::new(x0, y),
                Point::new(x1, y),
                width,
                palette.line,
            );
            paint::outline(frame, geo, (c0, 0), (c1, 7), palette.line);
        }
    }

    fn echoes(&self, picks: &[u8]) -> Vec<u8> {
        picks.first().map(|&sq| dual(sq)).into_iter().collect()
    }

    fn looks(&self, _picks: &[u8]) -> Vec<(u8, Look)> {
        (0..64)
            .filter_map(|sq| {
                self.piece_at(sq).map(|size| {
                    (
                        sq,
                        Look {
                            size,
                            seat: side(sq),
                        },
                    )
                })
            })
            .collect()
    }

    fn draw_look(&self, look: Look, frame: &mut Frame, at: Point, cell: f32, palette: &Palette) {
        let pips = look.size as u8;
        let scale = [0.40, 0.58, 0.78][usize::from(pips) - 1];
        let (w, h) = (cell * scale * 0.9, cell * scale);
        let base = at.y + h / 2.0;
        let triangle = Path::new(|p| {
            p.move_to(Point::new(at.x, base - h));
            p.line_to(Point::new(at.x + w / 2.0, base));
            p.line_to(Point::new(at.x - w / 2.0, base));
            p.close();
        });
        // Each pyramid outlined in the other tone, pips likewise: a dark pyramid reads on a
        // dark square by its light edge, a light one on a light square by its dark edge.
        let body = palette.seat(look.seat);
        let edge = Color {
            a: body.a,
            ..if look.seat == 0 { IVORY } else { INK }
        };
        frame.fill(&triangle, body);
        frame.stroke(
            &triangle,
            Stroke::default()
                .with_color(edge)
                .with_width((cell * 0.035).max(1.2)),
        );
        let r = cell * 0.035;
        for i in 0..pips {
            let x = at.x + (f32::from(i) - f32::from(pips - 1) / 2.0) * r * 3.0;
            frame.fill(&Path::circle(Point::new(x, base - r * 2.2), r), edge);
        }
    }

    fn path(&self, mv: Move) -> ClickPath {
        if mv.from == PASS {
            ClickPath::default()
        } else {
            ClickPath::ordered(vec![mv.from, mv.to])
        }
    }

    fn is_capture(&self, mv: Move) -> bool {
        mv.from != PASS && self.piece_at(mv.to).is_some()
    }

    fn slides(&self, mv: Move) -> Vec<Slide<Look>> {
        let Some(size) = (mv.from != PASS).then(|| self.piece_at(mv.from)).flatten() else {
            return Vec::new();
        };
        let twin = dual(mv.to);
        let lands = if twin == mv.from || self.piece_at(twin).is_none() {
            twin
        } else {
            mv.to
        };
        vec![Slide {
            look: Look {
                size,
                seat: side(mv.from),
            },
            from: mv.from,
            to: mv.to,
            lands,
        }]
    }

    /// The move, then the teleport to where the pyramid landed.
    fn trail(&self, mv: Move) -> Trail {
        if mv.from == PASS {
            return Trail::default();
        }
        let mut trail = Trail {
            squares: vec![mv.from, mv.to],
            steps: vec![Step::new(mv.from, mv.to, StepKind::Move)],
        };
        if let Some(slide) = self.slides(mv).first()
            && slide.lands != mv.to
        {
            trail.squares.push(slide.lands);
            trail
                .steps
                .push(Step::new(mv.to, slide.lands, StepKind::Teleport));
        }
        trail
    }

    fn progress(&self, picks: &[u8]) -> Option<String> {
        if picks.is_empty() {
            return Some(
                "Click one of your pyramids (on your side of the canal) to see where it can go."
                    .into(),
            );
        }
        (picks.len() == 1).then(|| {
            // Each landing is drawn in the colour of the side it lands on.
            let (yours, theirs) = if self.status() == Status::ToMove(0) {
                ("dark", "light: North's")
            } else {
                ("light", "dark: South's")
            };
            format!(
                "Faded pyramids: where each move would land it ({yours}: still yours; \
                 {theirs}); a square dot: it stays, its twin square taken."
            )
        })
    }

    fn calls_clock(&self, mv: Move) -> bool {
        mv.clock
    }

    fn near_end(&self) -> Option<String> {
        few_in_quarters(self)
    }

    fn refusal(&self, picks: &[u8], square: u8) -> String {
        let Status::ToMove(seat) = self.status() else {
            return "The game is over.".into();
        };
        if let Some(&from) = picks.first() {
            return sentence(&self.explain(Move {
                from,
                to: square,
                clock: false,
            }));
        }
        match self.piece_at(square) {
            None => "Pick one of the pyramids on your side of the canal.".into(),
            Some(_) if side(square) != seat => {
                "That pyramid is on the other side of the canal: you move the ones on yours.".into()
            }
            Some(_) => "That pyramid has no move now.".into(),
        }
    }
}
