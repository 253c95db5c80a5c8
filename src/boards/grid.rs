//! Bit-board geometry shared by the board games: for a board of up to 64 squares (numbered
//! `rank * files + file` from a1 = 0), rays in eight directions, steps and knight leaps worked
//! out once, at compile time, and the chess movements Martian Chess and each 4×8 half of
//! Malice (pyramids) share. Directions 0–3 are straight, 4–7 diagonal.

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

/// The three chess movements that Malice (pyramids) and Martian Chess's knights-and-kings
/// variant share: small pieces step like kings, medium ones leap like knights, large ones
/// slide like queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// One square in any of the eight directions.
    King,
    /// A knight's leap.
    Knight,
    /// Any distance in the eight directions, up to the first piece.
    Queen,
}

/// Bit masks of a board of up to 64 squares, numbered `rank * files + file` from a1 = 0 (bit
/// `n` is square `n`), worked out once at compile time: rays in the eight [`DIRECTIONS`],
/// one-step and knight neighbours, and the squares within two steps.
#[derive(Debug)]
pub struct BitGrid {
    /// Files across.
    pub files: i8,
    /// Ranks up.
    pub ranks: i8,
    /// Every square along each direction from each square, the square itself excluded.
    pub rays: [[u64; 8]; 64],
    /// The squares one step away in each direction group: `[straight, diagonal]`.
    pub steps: [[u64; 2]; 64],
    /// Knight leaps.
    pub knight: [u64; 64],
    /// Squares at most two steps away in any direction.
    pub near2: [u64; 64],
    /// One step in each of the eight [`DIRECTIONS`], then the eight knight leaps.
    pub leaps: [Leap; 16],
}

/// The same step taken by every piece of a bit board at once: `to = from + step`.
#[derive(Clone, Copy, Debug)]
pub struct Leap {
    /// The squares from which the step stays on the board.
    pub from: u64,
    /// The step in square numbers (`rank * files + file`).
    pub step: i8,
}

impl Leap {
    const fn new(df: i8, dr: i8, files: i8, ranks: i8) -> Leap {
        let mut from = 0;
        let mut sq = 0;
        while sq < files * ranks {
            if inside(sq % files + df, sq / files + dr, files, ranks) {
                from |= 1u64 << sq;
            }
            sq += 1;
        }
        Leap {
            from,
            step: dr * files + df,
        }
    }

    /// Where the pieces on `bits` land (those that would leave the board are dropped).
    #[inline(always)]
    pub fn apply(self, bits: u64) -> u64 {
        let bits = bits & self.from;
        if self.step >= 0 {
            bits << self.step
        } else {
            bits >> -self.step
        }
    }
}

const fn inside(f: i8, r: i8, files: i8, ranks: i8) -> bool {
    f >= 0 && f < files && r >= 0 && r < ranks
}

/// Whether a direction (index into [`DIRECTIONS`]) goes toward higher square numbers.
const fn rising(d: usize) -> bool {
    let (df, dr) = DIRECTIONS[d];
    dr > 0 || (dr == 0 && df > 0)
}

impl BitGrid {
    /// The masks of a `files × ranks` board (at most 64 squares).
    pub const fn new(files: i8, ranks: i8) -> BitGrid {
        let mut g = BitGrid {
            files,
            ranks,
            rays: [[0; 8]; 64],
            steps: [[0; 2]; 64],
            knight: [0; 64],
            near2: [0; 64],
            leaps: [Leap { from: 0, step: 0 }; 16],
        };
        let mut d = 0;
        while d < 8 {
            g.leaps[d] = Leap::new(DIRECTIONS[d].0, DIRECTIONS[d].1, files, ranks);
            g.leaps[8 + d] = Leap::new(KNIGHT[d].0, KNIGHT[d].1, files, ranks);
            d += 1;
        }
        let mut sq = 0;
        while sq < (files as usize) * (ranks as usize) {
            let (f, r) = ((sq as i8) % files, (sq as i8) / files);
            let mut d = 0;
            while d < 8 {
                let (df, dr) = DIRECTIONS[d];
                let mut n = 1;
                while inside(f + df * n, r + dr * n, files, ranks) {
                    let bit = 1u64 << ((r + dr * n) * files + f + df * n);
                    g.rays[sq][d] |= bit;
                    if n == 1 {
                        g.steps[sq][d / 4] |= bit;
                    }
                    if n <= 2 {
                        g.near2[sq] |= bit;
                    }
                    n += 1;
                }
                let (kf, kr) = KNIGHT[d];
                if inside(f + kf, r + kr, files, ranks) {
                    g.knight[sq] |= 1u64 << ((r + kr) * files + f + kf);
                }
                d += 1;
            }
            sq += 1;
        }
        g
    }

    /// The squares a `mover` on `sq` reaches over the `occupied` squares (the first piece on
    /// each of a queen's lines included).
    #[inline]
    pub fn reach(&self, mover: Mover, sq: usize, occupied: u64) -> u64 {
        match mover {
            Mover::King => self.steps[sq][0] | self.steps[sq][1],
            Mover::Knight => self.knight[sq],
            Mover::Queen => self.slide(sq, ALL, occupied),
        }
    }

    /// The squares a slider on `sq` reaches along the directions `dirs` over the `occupied`
    /// squares: each ray stops at its first occupied square, which is included.
    #[inline]
    pub fn slide(&self, sq: usize, dirs: std::ops::Range<usize>, occupied: u64) -> u64 {
        let mut reach = 0;
        for d in dirs {
            let ray = self.rays[sq][d];
            let blockers = ray & occupied;
            // Keep the ray up to its nearest blocker, without branching: rising rays up to the
            // lowest blocker, falling ones down to the highest (all of it when none).
            reach |= ray
                & if rising(d) {
                    blockers ^ blockers.wrapping_sub(1)
                } else {
                    u64::MAX << (63 - (blockers | 1).leading_zeros())
                };
        }
        reach
    }
}

/// Calls `visit` with each set bit's index, lowest first.
#[inline]
pub fn for_each_bit(mut bits: u64, mut visit: impl FnMut(u8)) {
    while bits != 0 {
        visit(bits.trailing_zeros() as u8);
        bits &= bits - 1;
    }
}
