//! The chooser of moves, [`Ai`]: a seeded random generator for its choices and deliberate
//! mistakes, what it knows of the game so far, a stop flag, and the search it runs for a
//! level or a time per move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashSet;

use super::judge::safe_moves;
use super::level::{Player, level_plan};
use super::search::{Limits, Report, Search};
use super::tuning::{LevelSearch, Tuning};
use crate::boards::game::Status;

/// Deeper than any game here needs; a node budget or the clock stops the search long before.
const DEEPEST: u32 = 64;

/// A seeded chooser of moves.
#[derive(Debug)]
pub struct Ai {
    rng: ChaCha8Rng,
    /// Keys of the positions played in the game so far ([`Game::key`](crate::boards::game::Game::key)).
    history: FxHashSet<u64>,
    /// Set from elsewhere to stop the search.
    stop: Option<Arc<AtomicBool>>,
    /// How the last search went.
    report: Report,
    /// Whether levels think by their node budgets alone, without their time limits.
    untimed: bool,
}

impl Ai {
    /// A chooser whose random choices come from `seed`.
    pub fn new(seed: u64) -> Ai {
        Ai {
            rng: ChaCha8Rng::seed_from_u64(seed),
            history: FxHashSet::default(),
            stop: None,
            report: Report::default(),
            untimed: false,
        }
    }

    /// The same chooser, its levels thinking by their node budgets alone (no time limit), so
    /// that what they choose does not depend on the machine or its load: for measuring
    /// strength. A timed player ([`Player::Timed`]) still thinks by the clock.
    pub fn untimed(mut self) -> Ai {
        self.untimed = true;
        self
    }

    /// The same chooser, told the keys ([`Game::key`](crate::boards::game::Game::key)) of the
    /// positions already played in this game, in any order (the one to move from may be among
    /// them). The search counts a position that comes back as a draw.
    pub fn with_history(mut self, keys: impl IntoIterator<Item = u64>) -> Ai {
        self.history = keys.into_iter().collect();
        self
    }

    /// Adds one position's key to the positions already played (see [`Ai::with_history`]):
    /// a caller that keeps one chooser for a whole game tells it each position as it comes.
    pub fn remember(&mut self, key: u64) {
        self.history.insert(key);
    }

    /// The same chooser, stopping its search soon after `flag` is set (it is read every 1,024
    /// nodes): [`Ai::choose`] then answers at once with the best move found so far, and
    /// [`Ai::cancelled`] tells that it was cut short. For an app that must stop thinking
    /// when a player leaves the game.
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Ai {
        self.stop = Some(flag);
        self
    }

    /// Whether the last search was cut short by the stop flag (its move is then no more than
    /// a guess).
    pub fn cancelled(&self) -> bool {
        self.report.cancelled
    }

    /// How the last search went: the depth it finished and the nodes it searched.
    pub fn report(&self) -> Report {
        self.report
    }

    /// The move `player` chooses in this position. A searching player calls the clock with
    /// its move when the game's rule for the computer says so ([`Tuning::computer_calls_clock`]).
    pub fn choose<G: Tuning>(&mut self, game: &G, player: Player) -> Option<G::Move> {
        let mut moves = Vec::new();
        self.report = Report::default();
        let chosen = match player {
            // A listed move, uniform over them: a match records it as a game lists it, so a
            // reloaded match reads the same (playouts may use the quicker random_move).
            Player::Random => {
                return game.pick_legal_move(&mut moves, |n| self.rng.random_range(0..n));
            }
            Player::Level(level) => {
                let plan = level_plan::<G>(level);
                let LevelSearch {
                    depth,
                    nodes,
                    noise,
                } = plan.search;
                if noise > 0.0 && self.rng.random_bool(noise) {
                    // A deliberate mistake: any move the search could have chosen that does
                    // not give a piece away.
                    let moves = safe_moves(game);
                    moves
                        .get(self.rng.random_range(0..moves.len().max(1)))
                        .copied()
                } else {
                    let time = Some(plan.time).filter(|_| !self.untimed);
                    self.think(game, depth, nodes, time)
                }
            }
            Player::Timed(time) => self.think(game, DEEPEST, u64::MAX, Some(time)),
        }?;
        Some(
            game.call_clock(chosen)
                .filter(|_| game.computer_calls_clock())
                .unwrap_or(chosen),
        )
    }

    /// The best move found by iterative deepening up to `depth` plies within `budget` nodes.
    pub fn best_move<G: Tuning>(&mut self, game: &G, depth: u32, budget: u64) -> Option<G::Move> {
        self.think(game, depth, budget, None)
    }

    /// The best move found by iterative deepening for as long as `time` allows: the deepest
    /// search finished in time decides.
    pub fn best_move_in<G: Tuning>(&mut self, game: &G, time: Duration) -> Option<G::Move> {
        self.think(game, DEEPEST, u64::MAX, Some(time))
    }

    fn think<G: Tuning>(
        &mut self,
        game: &G,
        depth: u32,
        nodes: u64,
        time: Option<Duration>,
    ) -> Option<G::Move> {
        let Status::ToMove(seat) = game.status() else {
            return None;
        };
        let mut moves = Vec::new();
        game.search_moves(&mut moves);
        if moves.len() <= 1 {
            return moves.first().copied();
        }
        // Shuffle first so equal moves are chosen by the seed, not by generation order.
        for i in (1..moves.len()).rev() {
            let j = self.rng.random_range(0..=i);
            moves.swap(i, j);
        }
        let limits = Limits {
            depth,
            nodes,
            deadline: time.and_then(|t| Instant::now().checked_add(t)),
            stop: self.stop.as_deref(),
            history: &self.history,
        };
        let mut search = Search::<G>::new(seat, limits);
        let best = search.best(game, moves);
        self.report = search.report();
        Some(best)
    }
}
