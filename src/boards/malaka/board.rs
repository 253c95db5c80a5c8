//! Malaka's board: the stacks and pins on its points, the sub-moves a die allows from them,
//! and what joins a side's pieces (the shape of the board itself is in `shape.rs`).
//!
//! Cells are numbered `rank * size + file` from A1 = 0. Side 0 is O (starts bottom left, races
//! to the top right edge), side 1 is X, whose whole geometry is O's turned half a turn.

use super::shape::{MAX_CELLS, Shape, Sub, found};
use crate::boards::game::Seat;

/// One point of the board: a stack of one side's pieces, perhaps pinning one enemy piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Pieces of `owner` standing here (0: the point is empty).
    pub count: u8,
    /// The side whose pieces stand here (meaningless when `count` is 0).
    pub owner: Seat,
    /// Whether one piece of the other side lies pinned under them.
    pub pinned: bool,
}

impl Cell {
    /// How many of `side`'s pieces are on this point, pinned ones included.
    pub fn pieces_of(self, side: Seat) -> u8 {
        if self.count == 0 {
            0
        } else if self.owner == side {
            self.count
        } else {
            u8::from(self.pinned)
        }
    }

    /// Whether `side` has a piece here that can move (its own stack on top).
    pub fn movable_by(self, side: Seat) -> bool {
        self.count > 0 && self.owner == side
    }
}

/// A set of points, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Points([u64; MAX_CELLS.div_ceil(64)]);

impl Points {
    #[inline]
    fn put(&mut self, cell: u8, on: bool) {
        let (word, bit) = (usize::from(cell / 64), cell % 64);
        self.0[word] = self.0[word] & !(1 << bit) | u64::from(on) << bit;
    }

    #[inline]
    fn has(self, cell: u8) -> bool {
        self.0[usize::from(cell / 64)] >> (cell % 64) & 1 == 1
    }

    fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn or(self, other: Points) -> Points {
        Points([0, 1, 2].map(|i| self.0[i] | other.0[i]))
    }

    fn and(self, other: Points) -> Points {
        Points([0, 1, 2].map(|i| self.0[i] & other.0[i]))
    }

    /// The points, lowest first.
    #[inline]
    fn iter(self) -> impl Iterator<Item = u8> {
        self.0.into_iter().enumerate().flat_map(|(word, mut bits)| {
            std::iter::from_fn(move || {
                let bit = bits.trailing_zeros();
                (bits != 0).then(|| {
                    bits &= bits - 1;
                    (word * 64) as u8 + bit as u8
                })
            })
        })
    }
}

/// One point's share of a board's key: 0 for an empty point, else its place and contents
/// mixed (splitmix64), so that keys of boards one sub-move apart differ in two shares.
#[inline]
fn share(cell: u8, contents: Cell) -> u64 {
    if contents.count == 0 {
        return 0;
    }
    let mut x = u64::from(cell)
        | u64::from(contents.count) << 8
        | u64::from(contents.owner) << 16
        | u64::from(contents.pinned) << 17;
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// What [`Board::apply`] changed: the two points and the key as they were.
#[derive(Clone, Copy, Debug)]
pub struct Saved {
    from: Cell,
    to: Cell,
    key: u64,
}

/// The points of a board, with the rules for landing on them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board's shape.
    pub shape: Shape,
    /// Every point, rank 1 first (only the first `size²` are used).
    cells: [Cell; MAX_CELLS],
    /// The points' shares XORed together, kept up to date by every change.
    key: u64,
    /// For each side, the points where its stack stands on top (kept up to date by every change).
    tops: [Points; 2],
    /// The points holding a pin (kept up to date by every change).
    pins: Points,
}

impl Board {
    /// An empty board of this shape.
    pub fn empty(shape: Shape) -> Board {
        Board {
            shape,
            cells: [Cell::default(); MAX_CELLS],
            key: 0,
            tops: [Points::default(); 2],
            pins: Points::default(),
        }
    }

    /// What stands on `cell`.
    pub fn cell(&self, cell: u8) -> Cell {
        self.cells[cell as usize]
    }

    /// Puts `contents` on `cell` (an empty [`Cell`] clears it).
    #[inline]
    pub fn set(&mut self, cell: u8, contents: Cell) {
        let contents = if contents.count == 0 {
            Cell::default()
        } else {
            contents
        };
        let old = self.cells[cell as usize];
        self.key ^= share(cell, old) ^ share(cell, contents);
        self.put(cell, contents);
    }

    /// Puts `contents` (an empty point given as [`Cell::default`]) on `cell` and keeps the
    /// point sets up to date, but not the key.
    #[inline]
    fn put(&mut self, cell: u8, contents: Cell) {
        self.cells[cell as usize] = contents;
        let filled = contents.count > 0;
        self.tops[0].put(cell, filled && contents.owner == 0);
        self.tops[1].put(cell, filled && contents.owner != 0);
        self.pins.put(cell, filled && contents.pinned);
    }

    /// The points where `side` has a piece that can move (its own stack on top), lowest first.
    #[inline]
    pub fn movable(&self, side: Seat) -> impl Iterator<Item = u8> {
        self.tops[usize::from(side != 0)].iter()
    }

    /// The points holding `side`'s pieces, pinned ones included.
    fn holding(&self, side: Seat) -> Points {
        let (own, other) = (usize::from(side != 0), usize::from(side == 0));
        self.tops[own].or(self.tops[other].and(self.pins))
    }

    /// The points of `side`'s home edge (O: the bottom edge of the bottom left area).
    fn home(&self, side: Seat) -> std::ops::Range<u8> {
        let (n, a) = (self.shape.size, self.shape.size / 3);
        if side == 0 { 0..a } else { n * n - a..n * n }
    }

    /// A key of the position of the pieces: equal boards have equal keys.
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The sub-move of `side`'s piece at `from` with a die of `pips`, as a step or a jump, if
    /// one is legal. A step and a jump never land on the same point (a jump crosses a wall,
    /// a step never does), so at most one of each exists.
    #[inline]
    pub fn subs_from(&self, side: Seat, from: u8, pips: u8) -> [Option<Sub>; 2] {
        let shape = self.shape;
        self.subs_to(
            side,
            from,
            pips,
            shape.step_target(side, from, pips),
            shape.jump_target(side, from, pips),
        )
    }

    /// [`Board::subs_from`] given where a step and a jump from `from` would land.
    #[inline]
    fn subs_to(
        &self,
        side: Seat,
        from: u8,
        pips: u8,
        step: Option<u8>,
        jump: Option<u8>,
    ) -> [Option<Sub>; 2] {
        let sub = |jump| {
            move |to| Sub {
                from,
                to,
                pips,
                jump,
            }
        };
        [
            step.filter(|&to| self.can_land(side, to)).map(sub(false)),
            jump.filter(|&to| self.lone_enemy(side, to)).map(sub(true)),
        ]
    }

    /// Calls `add` with every sub-move of `side` with a die of `pips`: [`Board::subs_from`] for
    /// each point in [`Board::movable`], lowest first, with the board's table of targets
    /// looked up once.
    #[inline]
    pub fn subs_with(&self, side: Seat, pips: u8, mut add: impl FnMut(Sub)) {
        let table = self.shape.targets();
        let s = usize::from(side != 0);
        for from in self.movable(side) {
            let subs = match table {
                Some(t) => self.subs_to(
                    side,
                    from,
                    pips,
                    found(&t.step[s], from, pips),
                    found(&t.jump[s], from, pips),
                ),
                None => self.subs_from(side, from, pips),
            };
            for sub in subs.into_iter().flatten() {
                add(sub);
            }
        }
    }

    /// Whether a step of `side` may end on `to`: empty, its own stack, or one lone enemy piece
    /// (which it pins). A block (two or more enemy pieces) or a point where the enemy holds a
    /// pin cannot be entered.
    #[inline]
    pub fn can_land(&self, side: Seat, to: u8) -> bool {
        let cell = self.cells[to as usize];
        cell.count == 0 || cell.owner == side || self.lone_enemy(side, to)
    }

    /// Whether `to` holds exactly one piece, of the enemy of `side`, and nothing else.
    #[inline]
    pub fn lone_enemy(&self, side: Seat, to: u8) -> bool {
        let cell = self.cells[to as usize];
        cell.count == 1 && cell.owner != side && !cell.pinned
    }

    /// Plays a legal sub-move of `side`; returns what it changed, for [`Board::restore`].
    #[inline]
    pub fn apply(&mut self, side: Seat, sub: Sub) -> Saved {
        let before = Saved {
            from: self.cell(sub.from),
            to: self.cell(sub.to),
            key: self.key,
        };
        let mut from = before.from;
        from.count -= 1;
        if from.count == 0 && from.pinned {
            // The last pinner left: the pinned piece stands free again.
            from = Cell {
                count: 1,
                owner: 1 - side,
                pinned: false,
            };
        }
        self.set(sub.from, from);
        // The point landed on, as it was after the piece left (the same point is never both).
        let to = self.cell(sub.to);
        let landed = match (to.count, sub.jump) {
            // An empty point, or a jump that kills the lone enemy piece there.
            (0, _) | (_, true) => Cell {
                count: 1,
                owner: side,
                pinned: false,
            },
            (n, false) if to.owner == side => Cell { count: n + 1, ..to },
            // A step onto a lone enemy piece pins it.
            _ => Cell {
                count: 1,
                owner: side,
                pinned: true,
            },
        };
        self.set(sub.to, landed);
        before
    }

    /// Takes back a sub-move given what [`Board::apply`] returned.
    #[inline]
    pub fn restore(&mut self, sub: Sub, saved: Saved) {
        self.put(sub.to, saved.to);
        self.put(sub.from, saved.from);
        self.key = saved.key;
    }

    /// All of `side`'s pieces on the board, pinned ones included.
    pub fn pieces(&self, side: Seat) -> u32 {
        self.shape
            .cells()
            .map(|c| u32::from(self.cells[c as usize].pieces_of(side)))
            .sum()
    }

    /// The distance to connection of `side`: single forward steps to its goal edge, summed
    /// over its pieces that are not yet part of a group joined to that edge, given each
    /// cell's distance (from [`Shape::distances`]). 0 once the side has connected.
    pub fn distance(&self, side: Seat, per_cell: &[u8; MAX_CELLS]) -> u32 {
        let joined = self.joined(side);
        self.shape
            .cells()
            .filter(|&c| !joined[c as usize])
            .map(|c| {
                u32::from(self.cells[c as usize].pieces_of(side)) * u32::from(per_cell[c as usize])
            })
            .sum()
    }

    /// Whether every piece of `side` is joined orthogonally, through points holding its
    /// pieces, to its goal edge. True when it has no pieces left.
    pub fn connected(&self, side: Seat) -> bool {
        let holding = self.holding(side);
        let count = holding.len();
        // Nothing is joined while no piece stands on the goal edge.
        count == 0
            || (self.home(1 - side).any(|c| holding.has(c)) && self.connected_count(side) == count)
    }

    /// Points holding `side`'s pieces that are joined to its goal edge.
    pub fn connected_count(&self, side: Seat) -> usize {
        self.joined(side).iter().filter(|&&j| j).count()
    }

    /// For each point, whether it holds `side`'s pieces joined orthogonally, through points
    /// holding its pieces, to its goal edge.
    fn joined(&self, side: Seat) -> [bool; MAX_CELLS] {
        let shape = self.shape;
        let holding = self.holding(side);
        let mut seen = [false; MAX_CELLS];
        // Each point goes on the stack at most once.
        let mut stack = [0u8; MAX_CELLS];
        let mut top = 0;
        for c in self.home(1 - side).filter(|&c| holding.has(c)) {
            seen[c as usize] = true;
            stack[top] = c;
            top += 1;
        }
        while top > 0 {
            top -= 1;
            let (f, r) = shape.coords(stack[top]);
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                if let Some(n) = shape.cell(f + df, r + dr)
                    && !seen[n as usize]
                    && holding.has(n)
                {
                    seen[n as usize] = true;
                    stack[top] = n;
                    top += 1;
                }
            }
        }
        seen
    }

    /// How many enemy pieces `side` holds pinned.
    pub fn pins_held(&self, side: Seat) -> usize {
        self.tops[usize::from(side != 0)].and(self.pins).len()
    }

    /// Whether `side` pins an enemy piece on the enemy's home edge.
    pub fn pins_on_enemy_home(&self, side: Seat) -> bool {
        let pinning = self.tops[usize::from(side != 0)].and(self.pins);
        self.home(1 - side).any(|c| pinning.has(c))
    }

    /// The lone pieces of `side` that the enemy could pin or kill with one die of its next
    /// roll (one sub-move of a die up to `faces`).
    pub fn open_pieces(&self, side: Seat, faces: u8) -> u32 {
        let mut open = Points::default();
        for pips in 1..=faces {
            self.subs_with(1 - side, pips, |sub| {
                let cell = self.cells[sub.to as usize];
                if cell.count == 1 && cell.owner == side && !cell.pinned {
                    open.put(sub.to, true);
                }
            });
        }
        open.len() as u32
    }

    /// Whether the enemy of `side`, rolling `dice` (each die a sub-move, four of one value on
    /// a double), could pin one of `side`'s lone pieces on `side`'s home edge with one of its
    /// pieces, that piece taking one or more of the dice in turn: a roll that wins it the
    /// game. (It looks at one piece's sub-moves only, not at what the others do first.)
    pub fn home_pin_in_reach(&self, side: Seat, dice: &[u8]) -> bool {
        if !self.lone_on_home(side) {
            return false;
        }
        let enemy = 1 - side;
        let home = self.home(side);
        let target = |to: u8| {
            let cell = self.cells[to as usize];
            home.contains(&to) && cell.count == 1 && cell.owner == side && !cell.pinned
        };
        // Depth first over the dice still to use (a bit each) from the point reached.
        fn walk(
            board: &Board,
            enemy: Seat,
            at: u8,
            dice: &[u8],
            used: u8,
            hit: &dyn Fn(u8) -> bool,
        ) -> bool {
            (0..dice.len()).any(|i| {
                if used >> i & 1 == 1
                    || dice[..i]
                        .iter()
                        .enumerate()
                        .any(|(j, &d)| d == dice[i] && used >> j & 1 == 0)
                {
                    return false;
                }
                let [step, jump] = board.subs_from(enemy, at, dice[i]);
                step.is_some_and(|sub| hit(sub.to))
                    || [step, jump]
                        .into_iter()
                        .flatten()
                        .any(|sub| walk(board, enemy, sub.to, dice, used | 1 << i, hit))
            })
        }
        self.movable(enemy)
            .any(|from| walk(self, enemy, from, dice, 0, &target))
    }

    /// Whether `side` has a lone piece, not pinned, on its own home edge: one the enemy could
    /// pin there and win with.
    pub fn lone_on_home(&self, side: Seat) -> bool {
        self.home(side).any(|at| {
            let cell = self.cells[at as usize];
            cell.count == 1 && cell.owner == side && !cell.pinned
        })
    }

    /// Whether `side` has won: all its pieces connected to its goal edge, or an enemy piece
    /// pinned on its own home edge.
    pub fn has_won(&self, side: Seat) -> bool {
        self.pins_on_enemy_home(side) || self.connected(side)
    }
}
