//! Malawi's board: 6×6, each side's first row tinted (reaching the other side's first row
//! wins), and each pawn as a disc with its rings drawn around it and their number on it.

use iced::Point;
use iced::widget::canvas::{Frame, Path, Stroke};

use super::game::{BoardUi, ClickPath, Step, StepKind, Trail};
use super::geo::{Geo, Grid};
use super::paint::{self, sentence};
use super::palette::Palette;
use super::slide::Slide;
use crate::boards::game::{Game, Seat, Status};
use crate::boards::malawi::{MAX_RINGS, Malawi, Move, Pawn, square_name};

/// The squares of a bit mask, lowest first.
fn squares_of(mut bits: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while bits != 0 {
        out.push(bits.trailing_zeros() as u8);
        bits &= bits - 1;
    }
    out
}

impl BoardUi for Malawi {
    type Look = Pawn;

    fn grid(&self) -> Grid {
        Grid {
            cols: 6,
            rows: 6,
            gap_after: None,
        }
    }

    fn cell(&self, square: u8) -> (u8, u8) {
        (square % 6, square / 6)
    }

    fn square(&self, col: u8, row: u8) -> Option<u8> {
        (col < 6 && row < 6).then_some(row * 6 + col)
    }

    fn draw_ground(&self, frame: &mut Frame, geo: &Geo, palette: &Palette) {
        paint::cells(frame, geo, 6, 6, |c, r| {
            if (c + r).is_multiple_of(2) {
                palette.shade
            } else {
                palette.light
            }
        });
        paint::cells(frame, geo, 6, 6, |_, r| match r {
            0 => palette.zone(0),
            5 => palette.zone(1),
            _ => iced::Color::TRANSPARENT,
        });
        paint::outline(frame, geo, (0, 0), (5, 5), palette.line);
    }

    fn looks(&self, _picks: &[u8]) -> Vec<(u8, Pawn)> {
        (0..36)
            .filter_map(|sq| self.pawn_at(sq).map(|p| (sq, p)))
            .collect()
    }

    fn draw_look(&self, pawn: Pawn, frame: &mut Frame, at: Point, cell: f32, palette: &Palette) {
        let color = palette.seat(pawn.owner);
        let thin = (cell * 0.015).max(1.0);
        let disc = cell * 0.16;
        if pawn.rings == 0 {
            // A pawn without rings cannot act: drawn hollow.
            frame.stroke(
                &Path::circle(at, disc),
                Stroke::default().with_color(color).with_width(thin * 3.0),
            );
            return;
        }
        // The rings seen from above, outermost first, every other one lighter so each counts.
        for ring in (1..=pawn.rings.min(MAX_RINGS)).rev() {
            let radius = disc + cell * 0.05 * f32::from(ring);
            let shade = if ring.is_multiple_of(2) { 0.4 } else { 0.0 };
            paint::disc(
                frame,
                at,
                radius,
                paint::tint(color, shade),
                palette.outline,
                thin,
            );
        }
        let body = paint::tint(color, -0.15);
        paint::disc(frame, at, disc, body, palette.outline, thin);
        paint::centred(
            frame,
            pawn.rings.to_string(),
            at,
            (cell * 0.2).max(10.0),
            palette.on_seats,
        );
    }

    fn path(&self, mv: Move) -> ClickPath {
        match mv {
            Move::Step { from, to } => ClickPath::ordered(vec![from, to]),
            Move::Strike { from, target } => ClickPath::ordered(vec![from, target]),
            Move::Distribute { from, to } => {
                let mut squares = vec![from];
                squares.extend(squares_of(to));
                ClickPath {
                    squares,
                    any_order_from: 1,
                }
            }
            Move::Pass => ClickPath::default(),
        }
    }

    fn is_capture(&self, mv: Move) -> bool {
        matches!(mv, Move::Strike { .. })
    }

    /// A step; a strike from one pawn to the other (both stay); a ring to each receiver.
    fn trail(&self, mv: Move) -> Trail {
        match mv {
            Move::Step { from, to } => Trail {
                squares: vec![from, to],
                steps: vec![Step::new(from, to, StepKind::Move)],
            },
            Move::Strike { from, target } => Trail {
                squares: vec![from, target],
                steps: vec![Step::new(from, target, StepKind::Strike)],
            },
            Move::Distribute { from, to } => {
                let receivers = squares_of(to);
                let mut squares = vec![from];
                squares.extend(&receivers);
                Trail {
                    squares,
                    steps: receivers
                        .into_iter()
                        .map(|r| Step::new(from, r, StepKind::HandOut))
                        .collect(),
                }
            }
            Move::Pass => Trail::default(),
        }
    }

    fn slides(&self, mv: Move) -> Vec<Slide<Pawn>> {
        match mv {
            Move::Step { from, to } => self
                .pawn_at(from)
                .map(|look| Slide {
                    look,
                    from,
                    to,
                    lands: to,
                })
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }

    /// A pawn picked: what it may do; receivers clicked: how the hand-out goes on.
    fn progress(&self, picks: &[u8]) -> Option<String> {
        let Some((&from, receivers)) = picks.split_first() else {
            return Some(
                "Click one of your pawns: it can move, strike, or hand its rings out.".into(),
            );
        };
        let rings = self.pawn_at(from)?.rings;
        let name = square_name(from);
        let plural =
            |n: u8, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let giving = rings.min(MAX_RINGS - 1);
        if receivers.is_empty() {
            // One ring: "exactly 1 square", "hands it out" (not "1 squares", "them").
            return Some(format!(
                "{name} has {}: it moves or strikes exactly {} in a line, or hands {} out to \
                 {} of yours.",
                plural(rings, "ring", "rings"),
                plural(rings, "square", "squares"),
                if rings == 1 { "it" } else { "them" },
                plural(giving, "other pawn", "other pawns"),
            ));
        }
        let given: Vec<String> = receivers.iter().map(|&sq| square_name(sq)).collect();
        let left = giving.saturating_sub(receivers.len() as u8);
        Some(format!(
            "Handing out {name}'s {}: to {} so far; choose {} more.",
            plural(rings, "ring", "rings"),
            given.join(", "),
            plural(left, "pawn", "pawns"),
        ))
    }

    fn tally(&self, seat: Seat) -> String {
        let rings = self.score(seat);
        format!("{rings} ring{}", if rings == 1 { "" } else { "s" })
    }

    fn refusal(&self, picks: &[u8], square: u8) -> String {
        let Status::ToMove(seat) = self.status() else {
            return "The game is over.".into();
        };
        if let Some((&from, receivers)) = picks.split_first() {
            let mv = match self.pawn_at(square) {
                None => Move::Step { from, to: square },
                Some(p) if p.owner != seat => Move::Strike {
                    from,
                    target: square,
                },
                Some(_) => Move::Distribute {
                    from,
                    to: receivers
                        .iter()
                        .chain([&square])
                        .fold(0, |bits, &sq| bits | 1 << sq),
                },
            };
            return sentence(&self.explain(mv));
        }
        match self.pawn_at(square) {
            None => "Pick one of your pawns.".into(),
            Some(p) if p.owner != seat => {
                format!("The pawn on {} is not yours.", square_name(square))
            }
            Some(p) if p.rings == 0 => "A pawn without rings cannot act.".into(),
            Some(_) => "That pawn cannot act now.".into(),
        }
    }
}
