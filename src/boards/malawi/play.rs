//! Malawi's moves: the lines a pawn moves along, the moves on offer, playing one, deciding
//! the game after it, and why a move is refused.

use super::super::game::{Decision, EndReason, Seat, Seats};
use super::super::grid::{DIRECTIONS, STRAIGHT};
use super::{Directions, MAX_RINGS, Malawi, Move, PLY_LIMIT, SIDE, SQUARES, Undo, square_name};

impl Malawi {
    pub(super) fn lines(&self) -> &'static [(i8, i8)] {
        match self.options.directions {
            Directions::Eight => &DIRECTIONS,
            Directions::Orthogonal => &DIRECTIONS[STRAIGHT],
        }
    }

    /// The square `n` steps along a line from `from`, if every square before it is empty.
    pub(super) fn along(&self, from: u8, (df, dr): (i8, i8), n: u8) -> Option<u8> {
        let (f, r) = ((from % 6) as i8, (from / 6) as i8);
        for step in 1..=n as i8 {
            let (x, y) = (f + df * step, r + dr * step);
            if !(0..SIDE).contains(&x) || !(0..SIDE).contains(&y) {
                return None;
            }
            let sq = (y * SIDE + x) as u8;
            if step < n as i8 && self.board[sq as usize].is_some() {
                return None;
            }
            if step == n as i8 {
                return Some(sq);
            }
        }
        None
    }

    pub(super) fn rings_of(&self, seat: Seat) -> u32 {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.owner == seat)
            .map(|p| u32::from(p.rings))
            .sum()
    }

    /// FNV-1a over the board and the side to move.
    pub(super) fn board_key(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for p in &self.board {
            let byte = p.map_or(0, |p| 1 + p.owner * 8 + p.rings);
            h = (h ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3);
        }
        (h ^ u64::from(self.to_move)).wrapping_mul(0x100_0000_01b3)
    }

    /// Decides the game at the start of `self.to_move`'s turn.
    pub(super) fn settle(&mut self) {
        let seat = self.to_move;
        let other = 1 - seat;
        let home_of_other = if other == 0 { 0..6u8 } else { 30..36u8 };
        let arrived = home_of_other
            .into_iter()
            .any(|sq| matches!(self.board[sq as usize], Some(p) if p.owner == seat && p.rings > 0));
        let key = self.board_key();
        let (outcome, end) = if self.rings_of(seat) == 0 {
            (Decision::Win(Seats::one(other)), EndReason::RingsLost)
        } else if arrived {
            (Decision::Win(Seats::one(seat)), EndReason::FarRowReached)
        } else if self.rings_of(other) == 0 {
            (Decision::Win(Seats::one(seat)), EndReason::RingsLost)
        } else if self.history.iter().filter(|&&k| k == key).count() >= 3 {
            (Decision::Draw, EndReason::Repetition)
        } else if self.ply >= PLY_LIMIT {
            (Decision::Draw, EndReason::MoveCap)
        } else {
            self.outcome = None;
            self.end = None;
            return;
        };
        self.outcome = Some(outcome);
        self.end = Some(end);
    }

    pub(super) fn generate(&self, out: &mut Vec<Move>) {
        let seat = self.to_move;
        for from in 0..SQUARES as u8 {
            let Some(pawn) = self.board[from as usize] else {
                continue;
            };
            if pawn.owner != seat || pawn.rings == 0 {
                continue;
            }
            for &line in self.lines() {
                if let Some(to) = self.along(from, line, pawn.rings) {
                    match self.board[to as usize] {
                        None => out.push(Move::Step { from, to }),
                        Some(p) if p.owner != seat && p.rings > 0 => {
                            out.push(Move::Strike { from, target: to })
                        }
                        _ => {}
                    }
                }
            }
            // Distribution: one ring each to `given` other pawns (a 6-ring pawn gives 5).
            let given = pawn.rings.min(MAX_RINGS - 1) as usize;
            let mut receivers = [0u8; SQUARES];
            let mut count = 0;
            for sq in (0..SQUARES as u8).filter(|&sq| sq != from) {
                if matches!(self.board[sq as usize], Some(p) if p.owner == seat && p.rings < MAX_RINGS)
                {
                    receivers[count] = sq;
                    count += 1;
                }
            }
            if count >= given {
                for_each_combination(&receivers[..count], given, &mut |mask| {
                    out.push(Move::Distribute { from, to: mask })
                });
            }
        }
        if out.is_empty() {
            out.push(Move::Pass);
        }
    }

    pub(super) fn apply(&mut self, mv: Move) -> Undo {
        let undo = Undo {
            board: self.board,
            outcome: self.outcome,
            end: self.end,
        };
        match mv {
            Move::Step { from, to } => {
                self.board[to as usize] = self.board[from as usize].take();
            }
            Move::Strike { target, .. } => {
                if let Some(p) = self.board[target as usize].as_mut() {
                    p.rings = 0;
                }
            }
            Move::Distribute { from, to } => {
                if let Some(p) = self.board[from as usize].as_mut() {
                    p.rings = 0;
                }
                for sq in 0..SQUARES {
                    if to & (1 << sq) != 0
                        && let Some(p) = self.board[sq].as_mut()
                    {
                        p.rings += 1;
                    }
                }
            }
            Move::Pass => {}
        }
        self.ply += 1;
        self.to_move = 1 - self.to_move;
        self.history.push(self.board_key());
        self.settle();
        undo
    }

    pub(super) fn why_illegal(&self, mv: Move) -> String {
        let from = match mv {
            Move::Step { from, .. } | Move::Strike { from, .. } | Move::Distribute { from, .. } => {
                from
            }
            Move::Pass => return "you may pass only when no action is possible".into(),
        };
        let name = square_name(from);
        match self.board[from as usize] {
            None => format!("there is no pawn on {name}"),
            Some(p) if p.owner != self.to_move => format!("the pawn on {name} is not yours"),
            Some(p) if p.rings == 0 => format!("the pawn on {name} has no rings: it cannot act"),
            Some(p) => match mv {
                Move::Step { .. } => format!(
                    "a pawn with {} rings moves exactly {} squares in a straight line over empty squares onto an empty one",
                    p.rings, p.rings
                ),
                Move::Strike { .. } => format!(
                    "a pawn with {} rings strikes a ringed enemy pawn exactly {} squares away, nothing between",
                    p.rings, p.rings
                ),
                _ => format!(
                    "{name}'s {} rings go one each to {} other pawns of yours, each with fewer than 6",
                    p.rings,
                    p.rings.min(5)
                ),
            },
        }
    }
}

/// Calls `f` with the bit mask of every `k`-element subset of `items`.
fn for_each_combination(items: &[u8], k: usize, f: &mut impl FnMut(u64)) {
    fn rec(items: &[u8], k: usize, mask: u64, f: &mut impl FnMut(u64)) {
        if k == 0 {
            f(mask);
            return;
        }
        for i in 0..items.len() {
            if items.len() - i < k {
                break;
            }
            rec(&items[i + 1..], k - 1, mask | (1 << items[i]), f);
        }
    }
    rec(items, k, 0, f);
}
