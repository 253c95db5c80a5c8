//! Whole turns: every way to play the dice, kept only if it uses the most pips that can be
//! used, one turn for each different position it leads to.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashSet, FxHasher};

use super::board::Board;
use super::shape::Sub;
use crate::boards::game::Seat;

/// Most sub-moves in a turn (a double).
pub const MAX_SUBS: usize = 4;

/// One whole turn: up to four sub-moves, played in order. No sub-moves is a pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turn {
    subs: [Sub; MAX_SUBS],
    len: u8,
}

impl Turn {
    /// The turn with no sub-moves (no die can be used).
    pub const PASS: Turn = Turn {
        subs: [Sub {
            from: 0,
            to: 0,
            pips: 0,
            jump: false,
        }; MAX_SUBS],
        len: 0,
    };

    /// The sub-moves in order.
    pub fn subs(&self) -> &[Sub] {
        &self.subs[..self.len as usize]
    }

    /// Pips used in all.
    pub fn pips(&self) -> u32 {
        self.subs().iter().map(|s| u32::from(s.pips)).sum()
    }

    /// This turn with one more sub-move (the caller keeps within `MAX_SUBS`).
    pub fn with(mut self, sub: Sub) -> Turn {
        if (self.len as usize) < MAX_SUBS {
            self.subs[self.len as usize] = sub;
            self.len += 1;
        }
        self
    }
}

/// The dice still to be played this turn, highest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dice {
    values: [u8; MAX_SUBS],
    len: u8,
}

impl Dice {
    /// The dice a roll gives: one die on the opening turn (`second` is 0), two otherwise, and
    /// four of the same value on a double.
    pub fn from_roll(first: u8, second: u8) -> Dice {
        let mut dice = Dice::default();
        let list: &[u8] = if second == 0 {
            &[first]
        } else if first == second {
            &[first; 4]
        } else {
            &[first.max(second), first.min(second)]
        };
        for &v in list {
            dice.values[dice.len as usize] = v;
            dice.len += 1;
        }
        dice
    }

    /// The dice left, highest first.
    #[inline]
    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    /// The dice with the one at `index` used.
    #[inline]
    pub fn without(mut self, index: usize) -> Dice {
        let len = self.len as usize;
        self.values.copy_within(index + 1..len, index);
        self.len -= 1;
        self.values[self.len as usize] = 0;
        self
    }

    /// Indices of the different values left (a double's four dice are tried once).
    #[inline]
    pub fn distinct(&self) -> impl Iterator<Item = usize> + '_ {
        let v = self.values();
        (0..v.len()).filter(move |&i| i == 0 || v[i] != v[i - 1])
    }
}

/// The board's key with the dice left mixed in, to meet each position only once.
pub(super) fn key(board: &Board, dice: Dice) -> u64 {
    let mut h = FxHasher::default();
    dice.hash(&mut h);
    board.key() ^ h.finish()
}

/// Adds to `out` every sub-move `side` could play now with one of `dice`, with the index of
/// the die it uses: the lowest die index first, then the lowest point.
pub fn sub_moves(board: &Board, side: Seat, dice: Dice, out: &mut Vec<(usize, Sub)>) {
    for i in dice.distinct() {
        let pips = dice.values()[i];
        board.subs_with(side, pips, |sub| out.push((i, sub)));
    }
}

struct Search {
    side: Seat,
    best: u32,
    seen: FxHashSet<u64>,
    finals: FxHashSet<u64>,
    turns: Vec<Turn>,
}

impl Search {
    fn walk(&mut self, board: &mut Board, dice: Dice, turn: Turn) {
        let mut subs = Vec::with_capacity(32);
        sub_moves(board, self.side, dice, &mut subs);
        if subs.is_empty() {
            self.finish(board, turn);
            return;
        }
        for (i, sub) in subs {
            let left = dice.without(i);
            let saved = board.apply(self.side, sub);
            if self.seen.insert(key(board, left)) {
                self.walk(board, left, turn.with(sub));
            }
            board.restore(sub, saved);
        }
    }

    fn finish(&mut self, board: &Board, turn: Turn) {
        let pips = turn.pips();
        if pips < self.best {
            return;
        }
        if pips > self.best {
            self.best = pips;
            self.finals.clear();
            self.turns.clear();
        }
        if self.finals.insert(key(board, Dice::default())) {
            self.turns.push(turn);
        }
    }
}

/// Every legal turn of `side` with these dice: the ones that use the most pips possible, one
/// for each position they lead to. A lone [`Turn::PASS`] when no die can be used.
pub fn legal_turns(board: &Board, side: Seat, dice: Dice, out: &mut Vec<Turn>) {
    let mut search = Search {
        side,
        best: 0,
        seen: FxHashSet::default(),
        finals: FxHashSet::default(),
        turns: Vec::new(),
    };
    let mut work = board.clone();
    search.walk(&mut work, dice, Turn::PASS);
    out.clear();
    out.extend(search.turns);
}

/// The board after `turn` (its sub-moves must be legal in order).
pub fn after(board: &Board, side: Seat, turn: &Turn) -> Board {
    let mut out = board.clone();
    for &sub in turn.subs() {
        out.apply(side, sub);
    }
    out
}
