//! The search at its root: the moves weighed by iterative deepening, each move weighed
//! alone, and the line the search expects after a move.

use super::{DECIDED, INF, Next, Search, Weighed};
use crate::boards::ai::tuning::Tuning;
use crate::boards::game::Status;

impl<G: Tuning> Search<'_, G> {
    /// [`Search::best`], and how the last iteration the search finished saw the root: its
    /// best move, that move's value for the root's seat, and the exact value of `exact` (one
    /// of `moves`, searched with a full window at every depth), for judging a move played.
    pub fn weigh(
        &mut self,
        game: &G,
        mut moves: Vec<G::Move>,
        exact: Option<G::Move>,
    ) -> (G::Move, Option<Weighed<G::Move>>) {
        let mut weighed = None;
        let mut work = game.clone();
        let seat = self.root;
        self.line.push(game.key());
        moves.sort_by_key(|&m| std::cmp::Reverse(game.move_weight(m)));
        let mut best = moves[0];
        let last = self.limits.depth.max(1);
        let step = if G::EVEN_HORIZON { 2 } else { 1 };
        for depth in std::iter::once(1).chain((2..=last).step_by(step)) {
            let mut alpha = -INF;
            let mut found = None;
            let mut exact_value = None;
            for (i, &mv) in moves.iter().enumerate() {
                let Ok(undo) = work.play_legal(mv) else {
                    continue;
                };
                let next = Next::Search(depth - 1);
                let full = i == 0 || Some(mv) == exact;
                let mut value = if full {
                    self.child(&mut work, seat, next, 1, -INF, INF)
                } else {
                    self.child(&mut work, seat, next, 1, alpha, alpha + 1)
                };
                if !full && value > alpha && !self.stopped {
                    value = self.child(&mut work, seat, next, 1, alpha, INF);
                }
                work.undo(undo);
                // A move whose search was cut short has no value to trust.
                if self.stopped {
                    break;
                }
                if Some(mv) == exact {
                    exact_value = Some(value);
                }
                if value > alpha {
                    alpha = value;
                    found = Some(i);
                }
            }
            if let Some(i) = found {
                best = moves[i];
                moves[..=i].rotate_right(1);
            }
            if self.stopped {
                break;
            }
            self.depth_done = depth;
            weighed = Some(Weighed {
                best,
                value: alpha,
                exact: exact_value,
                depth,
            });
            if alpha.abs() >= DECIDED {
                break;
            }
        }
        (best, weighed)
    }

    /// Every one of `moves` (legal moves of `game`) with its value for the root's seat, each
    /// searched `depth` plies deep with a full window (captures played out beyond), for a
    /// level that picks among the moves nearly as good as the best. A move whose search the
    /// budget cut short is left out.
    pub fn weigh_all(&mut self, game: &G, moves: &[G::Move], depth: u32) -> Vec<(G::Move, i32)> {
        let mut work = game.clone();
        let seat = self.root;
        self.line.push(game.key());
        let mut weighed = Vec::with_capacity(moves.len());
        for &mv in moves {
            let Ok(undo) = work.play_legal(mv) else {
                continue;
            };
            let value = self.child(
                &mut work,
                seat,
                Next::Search(depth.max(1) - 1),
                1,
                -INF,
                INF,
            );
            work.undo(undo);
            if self.stopped {
                break;
            }
            weighed.push((mv, value));
        }
        self.line.pop();
        self.depth_done = depth.max(1);
        weighed
    }

    /// The line the search expects after `first` is played in `game`: `first`, then the best
    /// move the table remembers for each position after it, up to `plies` moves, stopping at
    /// the game's end, a roll of the dice, a position met twice or a move the table does not
    /// know.
    pub fn line(&self, game: &G, first: G::Move, plies: usize) -> Vec<G::Move> {
        let mut work = game.clone();
        let mut line = Vec::new();
        let mut seen = vec![work.key()];
        let mut legal = Vec::new();
        let mut next = Some(first);
        while let Some(mv) = next.take() {
            if line.len() >= plies || work.play_legal(mv).is_err() {
                break;
            }
            line.push(mv);
            let key = work.key();
            if seen.contains(&key) || !matches!(work.status(), Status::ToMove(_)) {
                break;
            }
            seen.push(key);
            next = self.table.probe(key).and_then(|e| e.mv).filter(|m| {
                work.legal_moves(&mut legal);
                legal.contains(m)
            });
        }
        line
    }
}
