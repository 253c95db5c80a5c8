//! How a Martian Chess position changes: pieces put and cleared, merges, reach, the
//! no-rejection rule, a move played without checks, the end and the result, and why a move is
//! refused.

use super::layout::Layout;
use super::pieces::{Move, PASS, PIECES, Piece, PieceSet};
use super::sets::{LEAP_GROUPS, MoveSets};
use super::{MartianChess, PLY_CAP, Undo};
use crate::boards::game::{Decision, EndReason, Game, Seats};
use crate::boards::grid::{BitGrid, DIAGONAL, Mover, STRAIGHT, for_each_bit};

impl MartianChess {
    pub(super) fn put(&mut self, square: u8, piece: Piece) {
        self.pieces[piece.index()] |= 1 << square;
        self.occupied |= 1 << square;
    }

    /// Empties the squares of `squares`.
    pub(super) fn clear(&mut self, squares: u64) {
        for bits in &mut self.pieces {
            *bits &= !squares;
        }
        self.occupied &= !squares;
    }

    /// The piece that `moving` and `resting` (both in the zone `zone`) merge into, if they may.
    pub(super) fn merge(&self, zone: u64, moving: Piece, resting: Piece) -> Option<Piece> {
        if !self.options.field_promotion {
            return None;
        }
        let lacks = |p: Piece| self.pieces[p.index()] & zone == 0;
        match (moving, resting) {
            (Piece::Drone, Piece::Pawn) | (Piece::Pawn, Piece::Drone) if lacks(Piece::Queen) => {
                Some(Piece::Queen)
            }
            (Piece::Pawn, Piece::Pawn) if lacks(Piece::Drone) => Some(Piece::Drone),
            _ => None,
        }
    }

    /// Per piece size, the squares it may land on from the zone `zone`: anything but the
    /// zone's own pieces, except the partners of a field promotion.
    #[inline(always)]
    pub(super) fn landing(&self, zone: u64) -> [u64; 3] {
        let free = !(self.occupied & zone);
        if !self.options.field_promotion {
            return [free; 3];
        }
        let [pawns, drones, queens] = self.pieces.map(|bits| bits & zone);
        let to_queen = |partners: u64| if queens == 0 { partners } else { 0 };
        let to_drone = if drones == 0 { pawns } else { 0 };
        [
            free | to_queen(drones) | to_drone,
            free | to_queen(pawns),
            free,
        ]
    }

    /// The squares a piece on `from` reaches (the first piece on each line included).
    #[inline]
    pub(super) fn reach(&self, grid: &BitGrid, piece: Piece, from: u8) -> u64 {
        let s = from as usize;
        match (piece, self.options.pieces) {
            (Piece::Pawn, PieceSet::Standard) => grid.steps[s][1],
            (Piece::Drone, PieceSet::Standard) => {
                grid.slide(s, STRAIGHT, self.occupied) & grid.near2[s]
            }
            (Piece::Pawn, PieceSet::KnightsAndKings) => grid.reach(Mover::King, s, 0),
            (Piece::Drone, PieceSet::KnightsAndKings) => grid.reach(Mover::Knight, s, 0),
            (Piece::Queen, _) => grid.reach(Mover::Queen, s, self.occupied),
        }
    }

    /// Every legal move but a pass, in groups (see [`MoveSets`]). Pawns and drones are moved
    /// a whole bit board at a time; queens, and a piece barred from going straight back, one
    /// by one. The sets are lent to `use_sets` rather than returned, which spares copying them.
    #[inline(always)]
    pub(super) fn with_move_sets<R>(&self, use_sets: impl FnOnce(&MoveSets) -> R) -> R {
        let layout = self.layout();
        let grid = &layout.grid;
        let zone = layout.zones[self.to_move as usize];
        let [land_pawn, land_drone, land_queen] = self.landing(zone);
        let rejected = self.rejected(layout);
        let alone = rejected.map_or(0, |(from, _)| 1u64 << from);
        let pawns = self.pieces[Piece::Pawn.index()] & zone;
        let drones = self.pieces[Piece::Drone.index()] & zone;
        let queens = self.pieces[Piece::Queen.index()] & zone;
        let (many_pawns, many_drones) = (pawns & !alone, drones & !alone);
        let leap = |d: usize, bits: u64, land: u64| grid.leaps[d].apply(bits) & land;
        // Each arm makes its own sets, so that the standard pieces' empty groups are known to
        // be empty and not counted.
        let mut sets = match self.options.pieces {
            PieceSet::Standard => {
                // Pawns step diagonally; drones go one or two squares straight, the first one
                // empty.
                let mut groups = [0; LEAP_GROUPS];
                for (slot, d) in DIAGONAL.enumerate() {
                    groups[slot] = leap(d, many_pawns, land_pawn);
                }
                for (slot, d) in STRAIGHT.enumerate() {
                    let one = grid.leaps[d].apply(many_drones);
                    groups[4 + slot] = one & land_drone;
                    groups[8 + slot] = leap(d, one & !self.occupied, land_drone);
                }
                MoveSets::new(groups)
            }
            PieceSet::KnightsAndKings => MoveSets::new(std::array::from_fn(|d| {
                if d < 8 {
                    leap(d, many_pawns, land_pawn)
                } else {
                    leap(d, many_drones, land_drone)
                }
            })),
        };
        // The piece under the no-rejection rule (if any) may not go back where it came from;
        // a pawn or drone so barred moves alone, before the queens.
        let barred = rejected.map_or(!0, |(_, back)| !(1u64 << back));
        let square = alone.trailing_zeros() as u8;
        if alone & pawns != 0 {
            let targets = self.reach(grid, Piece::Pawn, square) & land_pawn;
            sets.add_piece(targets & barred, square);
        } else if alone & drones != 0 {
            let targets = self.reach(grid, Piece::Drone, square) & land_drone;
            sets.add_piece(targets & barred, square);
        }
        for_each_bit(queens, |from| {
            let targets = grid.reach(Mover::Queen, from as usize, self.occupied) & land_queen;
            sets.add_piece(targets & if from == square { barred } else { !0 }, from);
        });
        use_sets(&sets)
    }

    /// The step of leap group `group` (see [`MoveSets`]).
    pub(super) fn leap_step(&self, group: usize) -> i8 {
        let leaps = &self.layout().grid.leaps;
        match (self.options.pieces, group) {
            (PieceSet::KnightsAndKings, _) => leaps[group].step,
            (PieceSet::Standard, 0..4) => leaps[DIAGONAL.start + group].step,
            (PieceSet::Standard, 4..8) => leaps[STRAIGHT.start + group - 4].step,
            (PieceSet::Standard, _) => 2 * leaps[STRAIGHT.start + group % 4].step,
        }
    }

    /// No rejection (two players): the piece the opponent just moved across the canal may not
    /// go straight back. Gives that piece's square and the square it may not reach.
    #[inline(always)]
    pub(super) fn rejected(&self, layout: &Layout) -> Option<(u8, u8)> {
        let m = self.last?;
        // With two seats the squares of seat 0 tell the zones apart.
        let crossed = || (layout.zones[0] >> m.from ^ layout.zones[0] >> m.to) & 1 != 0;
        (layout.seats == 2 && m.from != PASS && crossed()).then_some((m.to, m.from))
    }

    #[inline(always)]
    pub(super) fn finish_if_over(&mut self) {
        let layout = self.layout();
        let empty_zone = layout.zones[..layout.seats as usize]
            .iter()
            .any(|zone| self.occupied & zone == 0);
        let clock = self.clock.run_out();
        let passes = self.passes >= layout.seats;
        let cap = PLY_CAP * u16::from(layout.seats) / 2;
        self.end = if empty_zone {
            Some(EndReason::ZoneEmptied)
        } else if clock {
            Some(EndReason::ClockRanOut)
        } else if passes {
            Some(EndReason::AllPassed)
        } else if self.ply >= cap {
            Some(EndReason::MoveCap)
        } else {
            None
        };
        if self.end.is_some() {
            self.outcome = Some(self.result(empty_zone || clock));
        }
    }

    /// Who wins now: the side with the highest score. A tie for the lead goes, when
    /// `tie_to_last_mover`, to the tied side that moved most recently; otherwise it is a draw.
    pub(super) fn result(&self, tie_to_last_mover: bool) -> Decision {
        let layout = self.layout();
        let best = (0..layout.seats)
            .map(|s| self.side_score(self.side(s)))
            .max()
            .unwrap_or(0);
        let leaders = (0..layout.seats)
            .filter(|&s| self.side_score(self.side(s)) == best)
            .fold(Seats::default(), |all, s| Seats(all.0 | self.side(s).0));
        let mut seat = self.to_move;
        for _ in 0..layout.seats {
            seat = layout.previous(seat);
            if leaders.contains(seat) {
                if leaders == self.side(seat) || tie_to_last_mover {
                    return Decision::Win(self.side(seat));
                }
                break;
            }
        }
        Decision::Draw
    }

    /// The points of the pieces standing in the zones of `side`.
    #[inline]
    pub(in crate::boards) fn material(&self, side: Seats) -> i32 {
        let layout = self.layout();
        let squares = (0..layout.seats)
            .filter(|&s| side.contains(s))
            .fold(0, |all, s| all | layout.zones[s as usize]);
        PIECES
            .iter()
            .map(|p| (self.pieces[p.index()] & squares).count_ones() as i32 * p.value())
            .sum()
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]).
    pub(super) fn play_unchecked(&mut self, mv: Move) -> Undo {
        let layout = self.layout();
        let seat = self.to_move;
        let mut undo = Undo {
            mv,
            moved: None,
            target: None,
            score: self.scores[seat as usize],
            last: self.last,
            quiet: self.quiet,
            clock: self.clock,
            passes: self.passes,
        };
        self.passes = if mv.from == PASS { self.passes + 1 } else { 0 };
        self.quiet += 1;
        let mut took = false;
        if let Some(moving) = self.piece_at_checked(mv.from) {
            let target = self.piece_at(mv.to);
            let zone = layout.zones[seat as usize];
            let landed = match target {
                Some(resting) if zone & (1 << mv.to) != 0 => {
                    self.merge(zone, moving, resting).unwrap_or(moving)
                }
                Some(captured) => {
                    self.scores[seat as usize] += captured.value();
                    self.quiet = 0;
                    took = true;
                    moving
                }
                None => moving,
            };
            undo.moved = Some(moving);
            undo.target = target;
            self.clear((1 << mv.from) | (1 << mv.to));
            self.put(mv.to, landed);
        }
        self.clock.tick(took, mv.clock);
        self.last = Some(Move { clock: false, ..mv });
        self.ply += 1;
        self.to_move = layout.next(seat);
        self.finish_if_over();
        undo
    }

    /// The piece on a square, `None` for a pass.
    pub(super) fn piece_at_checked(&self, square: u8) -> Option<Piece> {
        if square == PASS {
            None
        } else {
            self.piece_at(square)
        }
    }

    pub(super) fn why_illegal(&self, mv: Move) -> String {
        if let Some(why) = self.clock.first_refusal(self.options.clock, mv) {
            return why.into();
        }
        let layout = self.layout();
        let name = layout.square_name(mv.from);
        let zone = layout.zones[self.to_move as usize];
        match self.piece_at(mv.from) {
            None => format!("there is no piece on {name}"),
            Some(_) if zone & (1 << mv.from) == 0 => {
                format!("the piece on {name} stands in another player's zone")
            }
            Some(p) => {
                if self.rejected(layout) == Some((mv.from, mv.to)) {
                    return "no rejection: that piece may not go straight back across the canal"
                        .into();
                }
                if let Some(r) = self.piece_at(mv.to)
                    && zone & (1 << mv.to) != 0
                    && self.merge(zone, p, r).is_none()
                {
                    return "that square holds your own piece, and they cannot merge now".into();
                }
                format!(
                    "a {:?} on {name} cannot reach {}",
                    p,
                    layout.square_name(mv.to)
                )
                .to_lowercase()
            }
        }
    }
}
