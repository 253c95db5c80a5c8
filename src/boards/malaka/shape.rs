//! Malaka's board shape: the nine areas and their forward directions, the two walls, the goal
//! and home edges, and where a step or a jump of so many pips lands from each point.
//!
//! Cells are numbered `rank * size + file` from A1 = 0. Side 0 is O, side 1 is X, whose whole
//! geometry is O's turned half a turn.

use crate::boards::game::Seat;
use crate::boards::notation;

/// The largest board side (the `large` option).
pub const MAX_SIZE: usize = 12;
/// Cells on the largest board.
pub const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;

/// Forward directions of O's areas as (file, rank) steps, bottom row of areas first, left to
/// right: ↑ → ↑ / ↑ ↓ ↑ / → ↓ ↑. X's are the same turned half a turn.
const O_AREAS: [[(i8, i8); 3]; 3] = [
    [(0, 1), (1, 0), (0, 1)],
    [(0, 1), (0, -1), (0, 1)],
    [(1, 0), (0, -1), (0, 1)],
];

/// The board's shape: its side and the size of its areas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Points along each side (9, or 12 with the `large` option).
    pub size: u8,
}

/// One sub-move: a piece from one point to another, a step or a jump over a wall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sub {
    /// Where the piece starts.
    pub from: u8,
    /// Where it lands.
    pub to: u8,
    /// The die it uses.
    pub pips: u8,
    /// Whether it jumps a wall (and kills the single enemy piece it lands on).
    pub jump: bool,
}

impl Shape {
    const fn area(self) -> i8 {
        (self.size / 3) as i8
    }

    /// All cells of this board.
    pub fn cells(self) -> std::ops::Range<u8> {
        0..self.size * self.size
    }

    /// The cell at (file, rank), if on the board.
    pub const fn cell(self, file: i8, rank: i8) -> Option<u8> {
        let n = self.size as i8;
        if file >= 0 && file < n && rank >= 0 && rank < n {
            Some((rank as u8) * self.size + file as u8)
        } else {
            None
        }
    }

    /// (file, rank) of a cell.
    pub const fn coords(self, cell: u8) -> (i8, i8) {
        ((cell % self.size) as i8, (cell / self.size) as i8)
    }

    /// Whether a wall stands between (file, rank) and (file + 1, rank). The left wall runs up
    /// the lower two thirds, the right wall up the upper two thirds.
    pub const fn wall_right_of(self, file: i8, rank: i8) -> bool {
        let a = self.area();
        (file == a - 1 && rank < 2 * a) || (file == 2 * a - 1 && rank >= a)
    }

    /// The forward direction of `side` in the area holding `cell`.
    pub const fn forward(self, side: Seat, cell: u8) -> (i8, i8) {
        let (f, r) = self.coords(cell);
        let a = self.area();
        let (col, row) = ((f / a) as usize, (r / a) as usize);
        if side == 0 {
            O_AREAS[row][col]
        } else {
            let (df, dr) = O_AREAS[2 - row][2 - col];
            (-df, -dr)
        }
    }

    /// Whether `cell` is on `side`'s goal edge (the far corner edge it races to).
    pub fn on_goal(self, side: Seat, cell: u8) -> bool {
        self.on_home(1 - side, cell)
    }

    /// Whether `cell` is on `side`'s home edge (O: the bottom edge of the bottom left area).
    pub fn on_home(self, side: Seat, cell: u8) -> bool {
        let (f, r) = self.coords(cell);
        let (a, n) = (self.area(), self.size as i8);
        if side == 0 {
            r == 0 && f < a
        } else {
            r == n - 1 && f >= n - a
        }
    }

    /// Whether moving one point from (file, rank) by (df, 0) crosses a wall.
    const fn crosses(self, file: i8, rank: i8, df: i8) -> bool {
        match df {
            1 => self.wall_right_of(file, rank),
            -1 => self.wall_right_of(file - 1, rank),
            _ => false,
        }
    }

    /// Where a step of `pips` points forward from `from` lands, if it stays on the board and
    /// crosses no wall (it keeps the direction of the area it starts in). Looked up in a table
    /// for the two board sizes and dice up to six.
    #[inline]
    pub fn step_target(self, side: Seat, from: u8, pips: u8) -> Option<u8> {
        match self.targets() {
            Some(table) => found(&table.step[usize::from(side != 0)], from, pips),
            None => self.walk_step(side, from, pips),
        }
    }

    /// Where a jump of `pips` points from `from` lands: straight along the rank, forward on the
    /// side's track (O jumps right, X left), across exactly one wall. Looked up in a table as
    /// [`Shape::step_target`] is.
    #[inline]
    pub fn jump_target(self, side: Seat, from: u8, pips: u8) -> Option<u8> {
        match self.targets() {
            Some(table) => found(&table.jump[usize::from(side != 0)], from, pips),
            None => self.walk_jump(side, from, pips),
        }
    }

    /// The table of targets of this board size, if it has one.
    #[inline]
    pub(super) fn targets(self) -> Option<&'static Targets> {
        match self.size {
            9 => Some(&NINE),
            12 => Some(&TWELVE),
            _ => None,
        }
    }

    /// [`Shape::step_target`] worked out point by point.
    const fn walk_step(self, side: Seat, from: u8, pips: u8) -> Option<u8> {
        let (df, dr) = self.forward(side, from);
        let (mut f, mut r) = self.coords(from);
        let mut left = pips;
        while left > 0 {
            if self.crosses(f, r, df) {
                return None;
            }
            f += df;
            r += dr;
            if self.cell(f, r).is_none() {
                return None;
            }
            left -= 1;
        }
        self.cell(f, r)
    }

    /// [`Shape::jump_target`] worked out point by point.
    const fn walk_jump(self, side: Seat, from: u8, pips: u8) -> Option<u8> {
        let df = if side == 0 { 1 } else { -1 };
        let (mut f, r) = self.coords(from);
        let mut walls = 0;
        let mut left = pips;
        while left > 0 {
            if self.crosses(f, r, df) {
                walls += 1;
            }
            f += df;
            if self.cell(f, r).is_none() {
                return None;
            }
            left -= 1;
        }
        if walls == 1 { self.cell(f, r) } else { None }
    }

    /// Single forward steps from `cell` to `side`'s goal edge (never through a wall).
    pub fn distance(self, side: Seat, cell: u8) -> u8 {
        let mut at = cell;
        let mut steps = 0;
        while !self.on_goal(side, at) {
            match self.step_target(side, at, 1) {
                Some(next) => at = next,
                None => break,
            }
            steps += 1;
        }
        steps
    }

    /// [`Shape::distance`] for every cell, worked out once per game.
    pub fn distances(self, side: Seat) -> [u8; MAX_CELLS] {
        let mut out = [0; MAX_CELLS];
        for c in self.cells() {
            out[c as usize] = self.distance(side, c);
        }
        out
    }

    /// The name of a cell, `a1` to `i9` (or `l12`).
    pub fn name(self, cell: u8) -> String {
        notation::square_name(cell % self.size, cell / self.size)
    }

    /// Reads a cell's name (either case).
    pub fn parse_cell(self, text: &str) -> Option<u8> {
        notation::read_square(text.trim(), self.size, self.size).map(|(f, r)| r * self.size + f)
    }
}

/// The highest die (six-sided dice).
const MAX_PIPS: usize = 6;
/// A table entry for "no target".
const OFF: u8 = u8::MAX;
/// Targets by cell, then pips (0 to [`MAX_PIPS`]).
type Table = [[u8; MAX_PIPS + 1]; MAX_CELLS];

/// Every step and jump target of one board size for each side, worked out when the program
/// is built, so that a playout looks targets up instead of walking to them.
pub(super) struct Targets {
    pub(super) step: [Table; 2],
    pub(super) jump: [Table; 2],
}

impl Targets {
    const fn of(shape: Shape) -> Targets {
        let mut out = Targets {
            step: [[[OFF; MAX_PIPS + 1]; MAX_CELLS]; 2],
            jump: [[[OFF; MAX_PIPS + 1]; MAX_CELLS]; 2],
        };
        let cells = shape.size as usize * shape.size as usize;
        let mut side = 0;
        while side < 2 {
            let mut cell = 0;
            while cell < cells {
                let mut pips = 0;
                while pips <= MAX_PIPS {
                    if let Some(to) = shape.walk_step(side as Seat, cell as u8, pips as u8) {
                        out.step[side][cell][pips] = to;
                    }
                    if let Some(to) = shape.walk_jump(side as Seat, cell as u8, pips as u8) {
                        out.jump[side][cell][pips] = to;
                    }
                    pips += 1;
                }
                cell += 1;
            }
            side += 1;
        }
        out
    }
}

/// The targets on the 9×9 board.
static NINE: Targets = Targets::of(Shape { size: 9 });
/// The targets on the 12×12 board.
static TWELVE: Targets = Targets::of(Shape { size: 12 });

/// The entry of `table` for `from` and `pips` (`None` off the table or where there is none).
#[inline]
pub(super) fn found(table: &Table, from: u8, pips: u8) -> Option<u8> {
    let to = *table.get(usize::from(from))?.get(usize::from(pips))?;
    (to != OFF).then_some(to)
}
