//! The moves of a position as bit-board groups, counted and picked without a list (random
//! playouts spend most of their time here).

use super::super::grid::for_each_bit;
use super::pieces::Move;

/// Groups of moves made by every pawn or every drone taking the same step at once.
pub(super) const LEAP_GROUPS: usize = 16;
/// Groups of one piece's moves: one per queen, and the piece under the no-rejection rule (a
/// zone holds at most 16 pieces).
pub(super) const PIECE_GROUPS: usize = 16;

/// The moves of one position without a list, in groups that share a way to find each move's
/// square of departure. Groups come in [`Game::legal_moves`] order, and within a group the
/// squares reached rise:
/// - leap groups, every pawn (or drone) taking the same step at once: standard pieces give
///   the pawns' four diagonal steps, the drones' four straight steps and their four double
///   steps (and four empty groups); knights and kings give the pawns' eight king steps and the
///   drones' eight knight leaps (the order of [`BitGrid::leaps`]);
/// - piece groups, one piece's squares: a pawn or drone under the no-rejection rule, then the
///   queens by square.
pub(super) struct MoveSets {
    /// The squares each leap group reaches.
    pub(super) leaps: [u64; LEAP_GROUPS],
    /// How many squares each leap group holds.
    pub(super) leap_counts: [u32; LEAP_GROUPS],
    /// The squares each piece group reaches.
    pub(super) pieces: [u64; PIECE_GROUPS],
    /// The square of each piece group's piece.
    pub(super) origins: [u8; PIECE_GROUPS],
    /// How many squares each piece group holds.
    pub(super) piece_counts: [u8; PIECE_GROUPS],
    /// How many piece groups there are.
    pub(super) piece_groups: usize,
    /// How many moves in all.
    pub(super) total: u32,
}

impl MoveSets {
    /// The moves of the leap groups.
    #[inline(always)]
    pub(super) fn new(leaps: [u64; LEAP_GROUPS]) -> MoveSets {
        let leap_counts = leaps.map(u64::count_ones);
        MoveSets {
            leaps,
            leap_counts,
            pieces: [0; PIECE_GROUPS],
            origins: [0; PIECE_GROUPS],
            piece_counts: [0; PIECE_GROUPS],
            piece_groups: 0,
            total: leap_counts.iter().sum(),
        }
    }

    /// Adds the moves of the piece on `origin` to `to`.
    #[inline(always)]
    pub(super) fn add_piece(&mut self, to: u64, origin: u8) {
        if self.piece_groups < PIECE_GROUPS {
            self.pieces[self.piece_groups] = to;
            self.origins[self.piece_groups] = origin;
            let n = to.count_ones();
            self.piece_counts[self.piece_groups] = n as u8;
            self.piece_groups += 1;
            self.total += n;
        }
    }

    /// Every move, in order; `step` gives each leap group's step.
    #[inline]
    pub(super) fn each(&self, step: impl Fn(usize) -> i8, mut visit: impl FnMut(Move)) {
        for (group, &to) in self.leaps.iter().enumerate() {
            let step = step(group);
            for_each_bit(to, |to| visit(leap_move(to, step)));
        }
        for (&to, &from) in self
            .pieces
            .iter()
            .zip(&self.origins)
            .take(self.piece_groups)
        {
            for_each_bit(to, |to| {
                visit(Move {
                    from,
                    to,
                    clock: false,
                })
            });
        }
    }

    /// The move numbered `index`; `step` gives each leap group's step.
    #[inline(always)]
    pub(super) fn nth(&self, mut index: u32, step: impl Fn(usize) -> i8) -> Option<Move> {
        for (group, &n) in self.leap_counts.iter().enumerate() {
            if index < n {
                let to = nth_bit(self.leaps[group], index);
                return Some(leap_move(to, step(group)));
            }
            index -= n;
        }
        for group in 0..self.piece_groups {
            let n = u32::from(self.piece_counts[group]);
            if index < n {
                return Some(Move {
                    from: self.origins[group],
                    to: nth_bit(self.pieces[group], index),
                    clock: false,
                });
            }
            index -= n;
        }
        None
    }
}

/// The move of a leap group with step `step` that reaches `to`.
#[inline(always)]
fn leap_move(to: u8, step: i8) -> Move {
    Move {
        from: (to as i8 - step) as u8,
        to,
        clock: false,
    }
}

/// The square of the set bit numbered `index` (lowest first) in `bits`, found without a loop
/// (a loop's exit costs a mispredicted branch nearly every ply of a random game): the bytes'
/// running bit counts pick the byte, and a table the bit within it.
#[inline(always)]
fn nth_bit(bits: u64, index: u32) -> u8 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut counts = bits - ((bits >> 1) & 0x5555_5555_5555_5555);
    counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
    counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte i holds the bits in bytes 0 to i (at most 64, so no byte overflows).
    let running = counts.wrapping_mul(ONES);
    // A byte's high bit is set when its running count is at most `index`: those are the bytes
    // wholly before the bit.
    let before = (((u64::from(index) * ONES) | HIGH) - running) & HIGH;
    let byte = ((before >> 7).wrapping_mul(ONES) >> 56) as u32;
    let skipped = ((running << 8) >> (8 * byte)) as u32 & 0xFF;
    let within = (bits >> (8 * byte)) as u8;
    8 * byte as u8 + BIT_IN_BYTE[within as usize][(index - skipped) as usize & 7]
}

/// For each byte, the position of its set bits, lowest first.
static BIT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut found) = (0, 0);
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][found] = bit as u8;
                found += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::nth_bit;
    use proptest::prelude::*;

    proptest! {
        /// The loop-free search finds the same bit as clearing the lower ones one by one.
        #[test]
        fn nth_bit_finds_the_set_bit_of_that_number(bits in any::<u64>(), pick in any::<u32>()) {
            prop_assume!(bits != 0);
            let index = pick % bits.count_ones();
            let mut rest = bits;
            for _ in 0..index {
                rest &= rest - 1;
            }
            prop_assert_eq!(nth_bit(bits, index), rest.trailing_zeros() as u8);
        }
    }

    #[test]
    fn nth_bit_reads_every_bit_of_a_full_board() {
        for index in 0..64 {
            assert_eq!(nth_bit(u64::MAX, index), index as u8);
        }
        assert_eq!(nth_bit(1 << 63, 0), 63);
        assert_eq!(nth_bit(0b1010_0000_0000_0001, 2), 15);
    }
}
