//! Malaka's board: nine areas in two shades, the two walls drawn thick, each area's forward
//! direction for the side to move as an arrow in its colour, both home edges in their side's
//! colour;
//! stacks as discs with their height, a pinned piece as a small disc of its colour beside the
//! stack that holds it. A turn is built part by part (each part a click on a stack, then on
//! where it goes) and confirmed.

use iced::widget::canvas::{Frame, Path, Stroke};
use iced::{Color, Point, Vector};

use super::game::{BoardUi, ClickPath, Mark, Next, Step, StepKind, Trail};
use super::geo::{Geo, Grid};
use super::paint::{self, sentence};
use super::palette::Palette;
use super::slide::Slide;
use crate::boards::game::{Game, Seat, Status};
use crate::boards::malaka::{Cell, Malaka, Turn};

impl Malaka {
    /// The turn the complete (from, to) pairs of `picks` make, if each is a part that may come
    /// next.
    fn partial(&self, picks: &[u8]) -> Option<Turn> {
        let mut turn = Turn::PASS;
        for pair in picks.chunks_exact(2) {
            let sub = self
                .next_parts(&turn)
                .into_iter()
                .find(|s| s.from == pair[0] && s.to == pair[1])?;
            turn = turn.with(sub);
        }
        Some(turn)
    }
}

/// An arrow from `from` toward `to`, with a head at `to`.
fn arrow(frame: &mut Frame, from: Point, to: Point, width: f32, color: Color) {
    let d = Vector::new(to.x - from.x, to.y - from.y);
    let len = (d.x * d.x + d.y * d.y).sqrt().max(1.0);
    let (ux, uy) = (d.x / len, d.y / len);
    let head = len * 0.28;
    let path = Path::new(|p| {
        p.move_to(from);
        p.line_to(to);
        p.move_to(Point::new(
            to.x - ux * head - uy * head * 0.6,
            to.y - uy * head + ux * head * 0.6,
        ));
        p.line_to(to);
        p.line_to(Point::new(
            to.x - ux * head + uy * head * 0.6,
            to.y - uy * head - ux * head * 0.6,
        ));
    });
    frame.stroke(&path, Stroke::default().with_color(color).with_width(width));
}

impl BoardUi for Malaka {
    type Look = Cell;
    const CONFIRM: bool = true;

    fn grid(&self) -> Grid {
        let n = self.board().shape.size;
        Grid {
            cols: n,
            rows: n,
            gap_after: None,
        }
    }

    fn cell(&self, square: u8) -> (u8, u8) {
        let n = self.board().shape.size;
        (square % n, square / n)
    }

    fn square(&self, col: u8, row: u8) -> Option<u8> {
        let n = self.board().shape.size;
        (col < n && row < n).then_some(row * n + col)
    }

    fn ground_key(&self) -> u64 {
        u64::from(self.to_move())
    }

    fn draw_ground(&self, frame: &mut Frame, geo: &Geo, palette: &Palette) {
        let shape = self.board().shape;
        let n = shape.size;
        let a = n / 3;
        paint::cells(frame, geo, n, n, |c, r| {
            if (c / a + r / a).is_multiple_of(2) {
                palette.light
            } else {
                palette.shade
            }
        });
        let cell = geo.cell();
        let faint = Color {
            a: 0.35,
            ..palette.line
        };
        let (lo, hi) = (geo.rect(0, 0), geo.rect(n - 1, n - 1));
        let (x0, x1) = (lo.x.min(hi.x), (lo.x + cell).max(hi.x + cell));
        let (y0, y1) = (lo.y.min(hi.y), (lo.y + cell).max(hi.y + cell));
        for i in 0..n - 1 {
            let x = geo.between_cols(i);
            let y = geo.between_rows(i);
            paint::line(frame, Point::new(x, y0), Point::new(x, y1), 1.0, faint);
            paint::line(frame, Point::new(x0, y), Point::new(x1, y), 1.0, faint);
        }
        // Each area's forward direction for the side to move.
        let side = self.to_move();
        // In the side's own colour, opaque: 3:1 or better on both squares (WCAG 1.4.11).
        let mover = palette.seat(side);
        for ac in 0..3 {
            for ar in 0..3 {
                let (c, r) = (ac * a + a / 2, ar * a + a / 2);
                let Some(centre_cell) = shape.cell(c as i8, r as i8) else {
                    continue;
                };
                let (df, dr) = shape.forward(side, centre_cell);
                let mid = if a % 2 == 1 {
                    geo.center(c, r)
                } else {
                    let (p, q) = (geo.rect(c, r), geo.rect(c - 1, r - 1));
                    Point::new(
                        (p.center_x() + q.center_x()) / 2.0,
                        (p.center_y() + q.center_y()) / 2.0,
                    )
                };
                let sign = if geo.flipped() { -1.0 } else { 1.0 };
                let half = cell * 0.55;
                let d = Vector::new(f32::from(df) * half * sign, -f32::from(dr) * half * sign);
                arrow(frame, mid - d, mid + d, (cell * 0.05).max(2.0), mover);
            }
        }
        // Each point's own forward direction, a small chevron by its edge, so that a stack
        // standing there still shows which way it goes.
        let chevron = Color {
            a: if palette.dark { 0.7 } else { 0.55 },
            ..mover
        };
        for c in shape.cells() {
            let (f, r) = shape.coords(c);
            let (df, dr) = shape.forward(side, c);
            let sign = if geo.flipped() { -1.0 } else { 1.0 };
            let (ux, uy) = (f32::from(df) * sign, -f32::from(dr) * sign);
            let centre = geo.center(f as u8, r as u8);
            let tip = Point::new(centre.x + ux * cell * 0.46, centre.y + uy * cell * 0.46);
            let back = cell * 0.1;
            let path = Path::new(|p| {
                p.move_to(Point::new(
                    tip.x - ux * back - uy * back,
                    tip.y - uy * back + ux * back,
                ));
                p.line_to(tip);
                p.line_to(Point::new(
                    tip.x - ux * back + uy * back,
                    tip.y - uy * back - ux * back,
                ));
            });
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(chevron)
                    .with_width((cell * 0.04).max(1.5)),
            );
        }
        // The walls.
        let wall = (cell * 0.11).max(3.0);
        for r in 0..n {
            for c in 0..n - 1 {
                if shape.wall_right_of(c as i8, r as i8) {
                    let x = geo.between_cols(c);
                    let y = geo.rect(c, r).y;
                    paint::line(
                        frame,
                        Point::new(x, y - wall / 2.0),
                        Point::new(x, y + cell + wall / 2.0),
                        wall,
                        palette.line,
                    );
                }
            }
        }
        // Each home edge in its side's colour (the other side's goal).
        for (side, row, cols) in [(0, 0, 0..a), (1, n - 1, n - a..n)] {
            let (first, last) = (geo.rect(cols.start, row), geo.rect(cols.end - 1, row));
            let bottom = (row == 0) != geo.flipped();
            let y = if bottom { first.y + cell } else { first.y };
            let (xa, xb) = (first.x.min(last.x), (first.x + cell).max(last.x + cell));
            paint::line(
                frame,
                Point::new(xa, y),
                Point::new(xb, y),
                wall,
                palette.seat(side),
            );
        }
        paint::outline(frame, geo, (0, 0), (n - 1, n - 1), palette.line);
    }

    fn looks(&self, picks: &[u8]) -> Vec<(u8, Cell)> {
        let partial = self.partial(picks).unwrap_or(Turn::PASS);
        let board = self.board_after_parts(&partial);
        board
            .shape
            .cells()
            .map(|c| (c, board.cell(c)))
            .filter(|(_, cell)| cell.count > 0)
            .collect()
    }

    /// A stack as a disc with its height; a pin as a cap: the pinned piece as a wide disc of
    /// its colour, the stack holding it a smaller disc sitting on it, a dark ring between.
    fn draw_look(&self, look: Cell, frame: &mut Frame, at: Point, cell: f32, palette: &Palette) {
        let thin = (cell * 0.03).max(1.0);
        let color = palette.seat(look.owner);
        let radius = if look.pinned {
            let captive = palette.seat(1 - look.owner);
            paint::disc(frame, at, cell * 0.4, captive, palette.outline, thin);
            // The ring that says "held": the outline's colour, wide.
            paint::disc(
                frame,
                at,
                cell * 0.29,
                palette.outline,
                palette.outline,
                thin,
            );
            cell * 0.25
        } else {
            cell * 0.33
        };
        if look.count > 1 && !look.pinned {
            let under = at + Vector::new(cell * 0.05, cell * 0.06);
            let shade = paint::tint(color, -0.3);
            paint::disc(frame, under, radius, shade, palette.outline, thin);
        }
        paint::disc(frame, at, radius, color, palette.outline, thin);
        if look.count > 1 {
            paint::centred(
                frame,
                look.count.to_string(),
                at,
                (cell * 0.3).max(10.0),
                palette.on_seats,
            );
        }
    }

    fn path(&self, turn: Turn) -> ClickPath {
        ClickPath::ordered(turn.subs().iter().flat_map(|s| [s.from, s.to]).collect())
    }

    fn is_capture(&self, turn: Turn) -> bool {
        turn.subs().iter().any(|s| s.jump)
    }

    /// Each part: a step, or a jump over a wall.
    fn trail(&self, turn: Turn) -> Trail {
        let mut trail = Trail::default();
        for sub in turn.subs() {
            for sq in [sub.from, sub.to] {
                if !trail.squares.contains(&sq) {
                    trail.squares.push(sq);
                }
            }
            let kind = if sub.jump {
                StepKind::Jump
            } else {
                StepKind::Move
            };
            trail.steps.push(Step::new(sub.from, sub.to, kind));
        }
        trail
    }

    fn next(&self, picks: &[u8]) -> Next<Turn> {
        let mut next = Next::default();
        if !matches!(self.status(), Status::ToMove(_)) {
            return next;
        }
        let pairs = picks.len() / 2 * 2;
        let Some(partial) = self.partial(&picks[..pairs]) else {
            return next;
        };
        let board = self.board_after_parts(&partial);
        let side = self.to_move();
        let parts = self.next_parts(&partial);
        match picks.get(pairs) {
            Some(&from) => {
                for sub in parts.iter().filter(|s| s.from == from) {
                    let takes = sub.jump || board.lone_enemy(side, sub.to);
                    next.add(sub.to, if takes { Mark::Capture } else { Mark::Move });
                }
            }
            None => {
                for sub in &parts {
                    next.add(sub.from, Mark::Piece);
                }
                next.done.extend(self.finished_turn(&partial));
            }
        }
        next
    }

    fn slides(&self, turn: Turn) -> Vec<Slide<Cell>> {
        let look = Cell {
            count: 1,
            owner: self.to_move(),
            pinned: false,
        };
        let mut slides: Vec<Slide<Cell>> = Vec::new();
        for sub in turn.subs() {
            match slides.last_mut() {
                // One piece going on: one slide from its first point to its last.
                Some(last) if last.to == sub.from => {
                    last.to = sub.to;
                    last.lands = sub.to;
                }
                _ => slides.push(Slide {
                    look,
                    from: sub.from,
                    to: sub.to,
                    lands: sub.to,
                }),
            }
        }
        slides
    }

    fn rolled(&self, picks: &[u8]) -> Option<(Vec<u8>, Vec<bool>)> {
        let all = self.dice()?.values().to_vec();
        let pairs = picks.len() / 2 * 2;
        let partial = self.partial(&picks[..pairs]).unwrap_or(Turn::PASS);
        let mut left = self
            .dice_after_parts(&partial)
            .map(|d| d.values().to_vec())
            .unwrap_or_else(|| all.clone());
        let used = all
            .iter()
            .map(|v| match left.iter().position(|l| l == v) {
                Some(i) => {
                    left.remove(i);
                    false
                }
                None => true,
            })
            .collect();
        Some((all, used))
    }

    /// Which dice are still to play, or that the turn is whole and waits for Confirm.
    fn progress(&self, picks: &[u8]) -> Option<String> {
        let pairs = picks.len() / 2 * 2;
        let partial = self.partial(&picks[..pairs])?;
        let shape = self.board().shape;
        if let Some(&from) = picks.get(pairs) {
            return Some(format!(
                "Moving a piece from {}: click where it goes.",
                shape.name(from)
            ));
        }
        if self.finished_turn(&partial).is_some() {
            return Some(if partial.subs().is_empty() {
                "No die can be used: confirm to pass.".into()
            } else {
                "Every die you can use is used: confirm the turn.".into()
            });
        }
        let left = self.dice_after_parts(&partial)?;
        let dice = dice_to_play(left.values())?;
        Some(if partial.subs().is_empty() {
            format!("Play {dice}: click a stack of yours, then where it goes.")
        } else {
            format!("You must also play {dice} before you confirm.")
        })
    }

    /// How far from joined up: the pieces' count is not said, as no piece ever leaves the
    /// board (said beside the board of a short window, "12 pieces, 228 steps to go" took
    /// two lines a seat there and shrank the board).
    fn tally(&self, seat: Seat) -> String {
        match self.distance(seat) {
            0 => "joined up".into(),
            1 => "1 step to go".into(),
            n => format!("{n} steps to go"),
        }
    }

    fn refusal(&self, picks: &[u8], square: u8) -> String {
        match self.status() {
            Status::Over(_) => return "The game is over.".into(),
            Status::Chance => return "Roll the dice first.".into(),
            Status::ToMove(_) => {}
        }
        let pairs = picks.len() / 2 * 2;
        let partial = self.partial(&picks[..pairs]).unwrap_or(Turn::PASS);
        if let Some(&from) = picks.get(pairs) {
            return self
                .refuse_part(&partial, from, square)
                .map_or_else(|| "That part is allowed.".into(), |why| sentence(&why));
        }
        let board = self.board_after_parts(&partial);
        let name = board.shape.name(square);
        if board.cell(square).count == 0 {
            return "Pick a point with your pieces.".into();
        }
        if !board.cell(square).movable_by(self.to_move()) {
            return self
                .refuse_part(&partial, square, square)
                .map_or_else(String::new, |why| sentence(&why));
        }
        if self
            .dice_after_parts(&partial)
            .is_some_and(|d| d.values().is_empty())
        {
            return "Every die is used: confirm the turn.".into();
        }
        format!(
            "None of the dice left can move the pieces on {name} in a turn that uses every pip \
             it can."
        )
    }
}

/// The dice still to play, in words: "the 4 and the 1", or a double's "the 2 four times" (its
/// "the 2, the 2, the 2 and the 2" took a line more, and at 150 % of 1024×640 the last of
/// the instruction stood under the turn's fold at rest). `None` when none is left.
fn dice_to_play(values: &[u8]) -> Option<String> {
    let (last, before) = values.split_last()?;
    if before.is_empty() {
        return Some(format!("the {last}"));
    }
    if before.iter().all(|v| v == last) {
        let times = match values.len() {
            2 => "twice".to_owned(),
            3 => "three times".to_owned(),
            4 => "four times".to_owned(),
            n => format!("{n} times"),
        };
        return Some(format!("the {last} {times}"));
    }
    let before: Vec<String> = before.iter().map(|v| format!("the {v}")).collect();
    Some(format!("{} and the {last}", before.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::dice_to_play;

    #[test]
    fn the_dice_to_play_in_words() {
        assert_eq!(dice_to_play(&[]), None);
        assert_eq!(dice_to_play(&[3]).as_deref(), Some("the 3"));
        assert_eq!(dice_to_play(&[4, 1]).as_deref(), Some("the 4 and the 1"));
        assert_eq!(
            dice_to_play(&[5, 3, 1]).as_deref(),
            Some("the 5, the 3 and the 1")
        );
        assert_eq!(
            dice_to_play(&[2, 2, 2, 2]).as_deref(),
            Some("the 2 four times")
        );
        assert_eq!(
            dice_to_play(&[6, 6, 6]).as_deref(),
            Some("the 6 three times")
        );
        assert_eq!(dice_to_play(&[1, 1]).as_deref(), Some("the 1 twice"));
    }
}
