//! Martian Chess's board: 4×8 (8×8 for four players) with the canals, each zone tinted for its
//! owner; pieces as stepped pyramids seen from above, one step for a pawn, two for a drone,
//! three for a queen, each size clearly larger than the one below.

use iced::Point;
use iced::widget::canvas::Frame;

use super::game::{BoardUi, ClickPath};
use super::geo::{Geo, Grid};
use super::paint::{self, sentence};
use super::palette::Palette;
use crate::boards::game::{Game, Seat, Status};
use crate::boards::martian_chess::{MartianChess, Move, PASS, Piece};

/// A piece and the seat whose zone it stands in (who controls it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Look {
    piece: Piece,
    seat: Seat,
}

impl MartianChess {
    fn to_move(&self) -> Option<Seat> {
        match self.status() {
            Status::ToMove(seat) => Some(seat),
            _ => None,
        }
    }
}

impl BoardUi for MartianChess {
    type Look = Look;

    fn grid(&self) -> Grid {
        let (cols, rows) = self.size();
        Grid {
            cols,
            rows,
            gap_after: None,
        }
    }

    fn cell(&self, square: u8) -> (u8, u8) {
        let cols = self.size().0;
        (square % cols, square / cols)
    }

    fn square(&self, col: u8, row: u8) -> Option<u8> {
        let (cols, rows) = self.size();
        (col < cols && row < rows).then_some(row * cols + col)
    }

    fn draw_ground(&self, frame: &mut Frame, geo: &Geo, palette: &Palette) {
        let (cols, rows) = self.size();
        paint::cells(frame, geo, cols, rows, |c, r| {
            if (c + r).is_multiple_of(2) {
                palette.shade
            } else {
                palette.light
            }
        });
        paint::cells(frame, geo, cols, rows, |c, r| {
            palette.zone(self.zone_of(r * cols + c))
        });
        // The canals: across the middle, and for four players down the middle too.
        let width = (geo.cell() * 0.09).max(2.0);
        let (left, right) = (geo.rect(0, 0), geo.rect(cols - 1, 0));
        let (x0, x1) = (
            left.x.min(right.x),
            (left.x + left.width).max(right.x + right.width),
        );
        let y = geo.between_rows(rows / 2 - 1);
        paint::line(
            frame,
            Point::new(x0, y),
            Point::new(x1, y),
            width,
            palette.line,
        );
        if cols == rows {
            let (bottom, top) = (geo.rect(0, 0), geo.rect(0, rows - 1));
            let (y0, y1) = (
                top.y.min(bottom.y),
                (top.y + top.height).max(bottom.y + bottom.height),
            );
            let x = geo.between_cols(cols / 2 - 1);
            paint::line(
                frame,
                Point::new(x, y0),
                Point::new(x, y1),
                width,
                palette.line,
            );
        }
        paint::outline(frame, geo, (0, 0), (cols - 1, rows - 1), palette.line);
    }

    fn looks(&self, _picks: &[u8]) -> Vec<(u8, Look)> {
        let (cols, rows) = self.size();
        (0..cols * rows)
            .filter_map(|sq| {
                self.piece_at(sq).map(|piece| {
                    (
                        sq,
                        Look {
                            piece,
                            seat: self.zone_of(sq),
                        },
                    )
                })
            })
            .collect()
    }

    fn draw_look(&self, look: Look, frame: &mut Frame, at: Point, cell: f32, palette: &Palette) {
        let steps = look.piece.value() as usize;
        let side = cell * [0.36, 0.56, 0.76][steps - 1];
        let color = palette.seat(look.seat);
        for step in 0..steps {
            let s = side * (1.0 - step as f32 / (steps as f32 + 0.6));
            let shade = paint::tint(color, step as f32 * 0.16);
            let width = (cell * 0.025).max(1.0);
            paint::square(frame, at, s, shade, palette.outline, width);
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
        mv.from != PASS
            && self.piece_at(mv.to).is_some()
            && self.zone_of(mv.to) != self.zone_of(mv.from)
    }

    fn progress(&self, picks: &[u8]) -> Option<String> {
        picks.is_empty().then(|| {
            "Click a piece in your zone to see its moves: a ring takes a piece, a faded piece \
             is what a merge would make."
                .into()
        })
    }

    fn calls_clock(&self, mv: Move) -> bool {
        mv.clock
    }

    fn refusal(&self, picks: &[u8], square: u8) -> String {
        let Some(seat) = self.to_move() else {
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
            None => "Pick one of the pieces in your zone.".into(),
            Some(_) if self.zone_of(square) != seat => format!(
                "That piece stands in {}'s zone: you move the pieces in your own zone.",
                self.seat_name(self.zone_of(square))
            ),
            Some(_) => "That piece has no move now.".into(),
        }
    }
}
