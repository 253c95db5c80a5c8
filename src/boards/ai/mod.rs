//! The computer opponent, one search over the [`Game`] trait and each game's [`Tuning`] (see
//! `search.rs` for how it thinks; `pyramids.rs`, `martian_chess.rs`, `malaka.rs` and
//! `malawi.rs` hold each game's evaluation and settings). Levels trade depth and nodes for deliberate mistakes; a seed makes every choice
//! replayable. Each level also has a time limit, which only a slow machine meets (a level
//! whose search the clock cut short does not replay move for move). A timed player searches
//! as deep as its time per move allows instead, and so does not replay.
//!
//! The search knows the positions already played in the game ([`Ai::with_history`]): a
//! position that comes back is worth a draw, so a side that leads avoids shuffling back and
//! forth. It can be stopped from another thread ([`Ai::with_stop`]); an [`Ai`] is `Send`, so
//! it can think on a thread of its own.

mod judge;
mod malaka;
mod malawi;
mod martian_chess;
mod pyramids;
mod search;
mod table;
mod tuning;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashSet;

use super::game::{Game, Status};
pub use judge::{JudgeLimits, Judgement, Weighed, decided, gives_away, judge, safe_moves};
pub use search::Report;
use search::{Limits, Search};
pub use tuning::{
    CLOCK_PATIENCE, CLOSING_PULL, LevelSearch, Tuning, calls_when_leading, closing_pull,
};

/// The strongest level.
pub const MAX_LEVEL: u8 = 5;

/// Who chooses moves: a random player, or the search at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly.
    Random,
    /// The search at a level, 1 (easy, makes mistakes on purpose) to 5 (strongest).
    Level(u8),
    /// The strongest search, as deep as this much time a move allows.
    Timed(Duration),
}

/// The longest time per move a timed player may be given.
pub const MAX_THINK: Duration = Duration::from_secs(600);

impl std::str::FromStr for Player {
    type Err = String;

    fn from_str(text: &str) -> Result<Player, String> {
        match text.trim() {
            "random" => Ok(Player::Random),
            other => {
                let wrong = || {
                    format!(
                        "`{other}`: a player is random, a level 1 to {MAX_LEVEL}, or a time per \
                         move in seconds such as 2s (at most {} s)",
                        MAX_THINK.as_secs()
                    )
                };
                if let Some(seconds) = other.strip_suffix('s') {
                    let seconds: f64 = seconds.trim().parse().map_err(|_| wrong())?;
                    return Duration::try_from_secs_f64(seconds)
                        .ok()
                        .filter(|t| !t.is_zero() && *t <= MAX_THINK)
                        .map(Player::Timed)
                        .ok_or_else(wrong);
                }
                match other.parse::<u8>() {
                    Ok(n) if (1..=MAX_LEVEL).contains(&n) => Ok(Player::Level(n)),
                    _ => Err(wrong()),
                }
            }
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Level(n) => write!(f, "level {n}"),
            Player::Timed(t) => write!(f, "{} s a move", t.as_secs_f64()),
        }
    }
}

/// How a level searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// Its depth, node budget and deliberate mistakes.
    pub search: LevelSearch,
    /// The longest it may think about one move.
    pub time: Duration,
}

/// How level `level` (1 to [`MAX_LEVEL`]) searches in game `G`: each level searches deeper,
/// or makes fewer deliberate mistakes, than the one below, by the common plans or by the
/// game's own ([`Tuning::LEVELS`], which keep the common time limits). Level 5 thinks about a
/// second a move on a small machine; levels 1 to 4 answer well within two.
pub fn level_plan<G: Tuning>(level: u8) -> Plan {
    let mut plan = common_plan(level);
    if let Some(own) = G::LEVELS[usize::from(level.clamp(1, MAX_LEVEL) - 1)] {
        plan.search = own;
    }
    plan
}

/// The common plan of level `level`, for every level a game does not set itself.
fn common_plan(level: u8) -> Plan {
    let plan = |depth, nodes, millis, noise| Plan {
        search: LevelSearch::new(depth, nodes, noise),
        time: Duration::from_millis(millis),
    };
    match level {
        0 | 1 => plan(1, 2_000, 500, 0.6),
        2 => plan(2, 20_000, 500, 0.15),
        3 => plan(4, 60_000, 1_000, 0.05),
        4 => plan(64, 250_000, 1_000, 0.0),
        _ => plan(64, 1_500_000, 1_000, 0.0),
    }
}

/// Deeper than any game here needs; a node budget or the clock stops the search long before.
const DEEPEST: u32 = 64;

/// A seeded chooser of moves.
#[derive(Debug)]
pub struct Ai {
    rng: ChaCha8Rng,
    /// Keys of the positions played in the game so far ([`Game::key`]).
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

    /// The same chooser, told the keys ([`Game::key`]) of the positions already played in this
    /// game, in any order (the one to move from may be among them). The search counts a
    /// position that comes back as a draw.
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

    /// Resolves a pending chance event with a random outcome, by its probability.
    pub fn roll<G: Game>(&mut self, game: &G) -> Option<G::Chance> {
        self.roll_with(game, &mut Vec::new())
    }

    /// [`Ai::roll`], listing the outcomes in `outcomes`: a list kept from roll to roll
    /// spares an allocation each time.
    pub fn roll_with<G: Game>(
        &mut self,
        game: &G,
        outcomes: &mut Vec<(G::Chance, f64)>,
    ) -> Option<G::Chance> {
        game.chance_outcomes(outcomes);
        let mut x: f64 = self.rng.random();
        for (chance, p) in outcomes.iter() {
            if x < *p {
                return Some(*chance);
            }
            x -= p;
        }
        outcomes.last().map(|(c, _)| *c)
    }

    /// A random legal move, if the game waits for one (uniform over the legal moves, unless
    /// the game draws its moves otherwise: see [`Game::random_legal_move`]).
    pub fn random_move<G: Game>(&mut self, game: &G, moves: &mut Vec<G::Move>) -> Option<G::Move> {
        game.random_legal_move(moves, &mut |n| self.rng.random_range(0..n))
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

/// Plays random moves (and random dice) to the end; returns the plies played.
pub fn random_playout<G: Game>(
    game: &mut G,
    ai: &mut Ai,
    moves: &mut Vec<G::Move>,
    max_plies: u32,
) -> u32 {
    let mut plies = 0;
    let mut outcomes = Vec::new();
    while plies < max_plies {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let Some(chance) = ai.roll_with(game, &mut outcomes) else {
                    break;
                };
                if game.resolve_chance(chance).is_err() {
                    break;
                }
            }
            Status::ToMove(_) => {
                let Some(mv) = ai.random_move(game, moves) else {
                    break;
                };
                if game.play_legal(mv).is_err() {
                    break;
                }
                plies += 1;
            }
        }
    }
    plies
}

/// Counts the leaves of the legal-move tree `depth` plies deep (chance events are not plies:
/// each outcome is followed).
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match game.status() {
        Status::Over(_) => 0,
        Status::Chance => {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            let mut total = 0;
            for (chance, _) in outcomes {
                if let Ok(undo) = game.resolve_chance(chance) {
                    total += perft(game, depth);
                    game.undo(undo);
                }
            }
            total
        }
        Status::ToMove(_) => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            if depth == 1 {
                return moves.len() as u64;
            }
            let mut total = 0;
            for mv in moves {
                if let Ok(undo) = game.play_legal(mv) {
                    total += perft(game, depth - 1);
                    game.undo(undo);
                }
            }
            total
        }
    }
}
