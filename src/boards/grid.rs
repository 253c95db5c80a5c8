//! The 4×8 board shared by Martian Chess and each half of Malice (pyramids): squares numbered
//! `rank * 4 + file` from a1 = 0, with rays in eight directions and knight leaps worked out
//! once, at compile time. Directions 0–3 are straight, 4–7 diagonal.

const FILES: i8 = 4;
const RANKS: i8 = 8;
/// Squares on one 4×8 board.
pub const SQUARES: usize = 32;

/// Straight directions (rooks, drones).
pub const STRAIGHT: std::ops::Range<usize> = 0..4;
/// Diagonal directions (pawns).
pub const DIAGONAL: std::ops::Range<usize> = 4..8;
/// All eight directions (queens, kings).
pub const ALL: std::ops::Range<usize> = 0..8;

/// The eight directions as (file, rank) steps: four straight, then four diagonal. Any board
/// size uses them (Malawi's 6×6 too).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

/// Squares along each direction from each square, and knight leaps, worked out once.
pub struct Tables {
    /// Squares along each direction from each square, nearest first.
    pub ray: [[[u8; 7]; 8]; SQUARES],
    /// How many squares each ray holds.
    pub len: [[u8; 8]; SQUARES],
    /// Knight leaps from each square.
    pub knight: [[u8; 8]; SQUARES],
    /// How many leaps each square has.
    pub knight_len: [u8; SQUARES],
}

/// The tables of the 4×8 board.
pub const GRID: Tables = tables();

const fn on_board(f: i8, r: i8) -> bool {
    f >= 0 && f < FILES && r >= 0 && r < RANKS
}

const fn tables() -> Tables {
    let mut t = Tables {
        ray: [[[0; 7]; 8]; SQUARES],
        len: [[0; 8]; SQUARES],
        knight: [[0; 8]; SQUARES],
        knight_len: [0; SQUARES],
    };
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = ((sq % 4) as i8, (sq / 4) as i8);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let mut n = 1;
            while on_board(f + df * n, r + dr * n) {
                t.ray[sq][d][(n - 1) as usize] = ((r + dr * n) * FILES + f + df * n) as u8;
                n += 1;
            }
            t.len[sq][d] = (n - 1) as u8;
            d += 1;
        }
        let mut k = 0;
        while k < 8 {
            let (df, dr) = KNIGHT[k];
            if on_board(f + df, r + dr) {
                t.knight[sq][t.knight_len[sq] as usize] = ((r + dr) * FILES + f + df) as u8;
                t.knight_len[sq] += 1;
            }
            k += 1;
        }
        sq += 1;
    }
    t
}

/// How a piece moves on the 4×8 board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Movement {
    /// Up to `range` squares along the directions `dirs`, never jumping.
    Steps {
        /// Which directions (see [`STRAIGHT`], [`DIAGONAL`], [`ALL`]).
        dirs: std::ops::Range<usize>,
        /// How far.
        range: usize,
    },
    /// A knight's leap.
    Knight,
}

/// Calls `visit` for every square a piece on `from` reaches; each ray stops at the first
/// occupied square, which is visited too (the caller decides about captures).
#[inline]
pub fn reach(
    movement: Movement,
    from: u8,
    occupied: impl Fn(u8) -> bool,
    mut visit: impl FnMut(u8),
) {
    let f = from as usize;
    match movement {
        Movement::Knight => {
            for &to in &GRID.knight[f][..GRID.knight_len[f] as usize] {
                visit(to);
            }
        }
        Movement::Steps { dirs, range } => {
            for d in dirs {
                let n = (GRID.len[f][d] as usize).min(range);
                for &to in &GRID.ray[f][d][..n] {
                    visit(to);
                    if occupied(to) {
                        break;
                    }
                }
            }
        }
    }
}
