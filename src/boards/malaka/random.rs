//! A random legal turn built part by part, for random playouts: far cheaper than listing every
//! turn ([`super::turns::legal_turns`] visits every way to play the dice to find each distinct
//! final position), because it follows one random way and turns back only where a part would
//! leave the turn short of the most pips the dice allow.

use rustc_hash::FxHashSet;

use super::parts::most;
use super::turns::{self, Dice, Turn};
use super::{Board, Sub};
use crate::boards::game::Seat;

/// A random legal turn of `side` with `dice`: its parts are tried in a random order (`draw(n)`
/// gives a number below `n`), each kept if the turn can still go on to use the most pips the
/// dice allow. Every legal turn (as a final position) can come, and nothing else does; a
/// position reached in several ways may come as any of them, so the parts may be in another
/// order than [`super::turns::legal_turns`] lists them.
pub fn random_turn(
    board: &Board,
    side: Seat,
    dice: Dice,
    draw: &mut impl FnMut(usize) -> usize,
) -> Turn {
    let all: u32 = dice.values().iter().map(|&v| u32::from(v)).sum();
    let mut walk = Walk {
        side,
        board: board.clone(),
        dead_ends: FxHashSet::default(),
        subs: Vec::with_capacity(64),
    };
    if let Some(turn) = walk.find(dice, Turn::PASS, all, draw) {
        return turn;
    }
    // No way uses every die: find the most that can be used, then a random way to use it.
    let best = most(&mut walk.board, side, dice, &mut Default::default());
    walk.dead_ends.clear();
    walk.find(dice, Turn::PASS, best, draw)
        .unwrap_or(Turn::PASS)
}

/// A depth-first walk through the ways to play the dice, in random order.
struct Walk {
    side: Seat,
    board: Board,
    /// Positions (with the dice left) from which the pips still needed cannot be used.
    dead_ends: FxHashSet<u64>,
    /// Candidate parts of every level of the walk, one after the other: a level's own are
    /// those after the ones its caller left.
    subs: Vec<(usize, Sub)>,
}

impl Walk {
    /// A way to use exactly `need` more pips from here with `dice`, after `turn`.
    fn find(
        &mut self,
        dice: Dice,
        turn: Turn,
        need: u32,
        draw: &mut impl FnMut(usize) -> usize,
    ) -> Option<Turn> {
        if need == 0 {
            return Some(turn);
        }
        let start = self.subs.len();
        turns::sub_moves(&self.board, self.side, dice, &mut self.subs);
        let mut found = None;
        while self.subs.len() > start {
            let left_here = self.subs.len() - start;
            let (i, sub) = self.subs.swap_remove(start + draw(left_here) % left_here);
            let pips = u32::from(sub.pips);
            if pips > need {
                continue;
            }
            let left = dice.without(i);
            let saved = self.board.apply(self.side, sub);
            let key = turns::key(&self.board, left);
            if !self.dead_ends.contains(&key) {
                found = self.find(left, turn.with(sub), need - pips, draw);
                if found.is_none() {
                    self.dead_ends.insert(key);
                }
            }
            self.board.restore(sub, saved);
            if found.is_some() {
                break;
            }
        }
        self.subs.truncate(start);
        found
    }
}
