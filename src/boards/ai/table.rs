//! What the search remembers while it thinks about one move: a transposition table of the
//! positions already searched (their value, how deep, and the best move found), and which quiet
//! moves caused cut-offs (killer moves by ply, a history score by move).

use std::hash::{Hash, Hasher};

use rustc_hash::FxHasher;

/// How a stored value bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// The value itself.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One remembered position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<M> {
    /// The position's key.
    pub key: u64,
    /// Its value for the seat to move, searched `depth` plies deep.
    pub value: i32,
    /// Plies searched below it.
    pub depth: u8,
    /// How `value` bounds the true value.
    pub bound: Bound,
    /// The best move found, tried first next time.
    pub mv: Option<M>,
}

/// A transposition table: a fixed number of slots, each position in the slot its key picks,
/// the newer search always replacing the older one.
pub(super) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
}

/// Slots in a table (a power of two).
const SLOTS: usize = 1 << 17;

impl<M: Copy> Table<M> {
    /// An empty table.
    pub fn new() -> Table<M> {
        Table {
            slots: vec![None; SLOTS],
        }
    }

    fn slot(key: u64) -> usize {
        (key as usize) & (SLOTS - 1)
    }

    /// What is remembered of the position with this key, if anything.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[Self::slot(key)].filter(|e| e.key == key)
    }

    /// Remembers a position's value.
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[Self::slot(entry.key)];
        // Keep the best move of a deeper search of the same position when the new one has none.
        let mv = entry
            .mv
            .or_else(|| slot.filter(|e| e.key == entry.key).and_then(|e| e.mv));
        *slot = Some(Entry { mv, ..entry });
    }
}

/// Moves that caused a cut-off: two killers a ply, and a score for each move (by a hash of
/// the move) that grows with the depth of the cut-offs it caused.
pub(super) struct Killers<M> {
    by_ply: Vec<[Option<M>; 2]>,
    scores: Vec<i32>,
}

/// History scores kept (a power of two).
const HISTORY: usize = 1 << 12;

impl<M: Copy + Eq + Hash> Killers<M> {
    /// None yet.
    pub fn new() -> Killers<M> {
        Killers {
            by_ply: Vec::new(),
            scores: vec![0; HISTORY],
        }
    }

    fn index(mv: &M) -> usize {
        let mut h = FxHasher::default();
        mv.hash(&mut h);
        (h.finish() as usize) & (HISTORY - 1)
    }

    /// Notes that the quiet move `mv` caused a cut-off at `ply`, `depth` plies deep.
    pub fn cut(&mut self, mv: M, ply: usize, depth: u32) {
        if self.by_ply.len() <= ply {
            self.by_ply.resize(ply + 1, [None, None]);
        }
        let killers = &mut self.by_ply[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let score = &mut self.scores[Self::index(&mv)];
        *score = score.saturating_add((depth * depth) as i32).min(1 << 20);
    }

    /// How often `mv` caused cut-offs at `ply` (killers) or anywhere (history): an ordering
    /// score for quiet moves.
    pub fn score(&self, mv: &M, ply: usize) -> i32 {
        let killer = match self.by_ply.get(ply) {
            Some([Some(a), _]) if a == mv => 2 << 21,
            Some([_, Some(b)]) if b == mv => 1 << 21,
            _ => 0,
        };
        killer + self.scores[Self::index(mv)]
    }
}
