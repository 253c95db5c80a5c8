//! The computer opponent, one search over the [`Game`] trait: negamax alpha-beta with
//! iterative deepening, with chance nodes averaged (expectimax) where a game has dice. With
//! more than two seats the search is paranoid: the seat searching (with its team, if any) plays
//! against everyone else, as if all the others were one opponent. Levels trade depth for
//! deliberate mistakes; a seed makes every choice replayable. A timed player searches as deep
//! as its time per move allows instead, and so does not replay move for move.
//!
//! The search knows the positions already played in the game ([`Ai::with_history`]): a
//! position that comes back is worth a draw, so a side that leads avoids shuffling back and
//! forth. It can be stopped from another thread ([`Ai::with_stop`]); an [`Ai`] is `Send`, so
//! it can think on a thread of its own.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashSet;

use super::game::{Game, Outcome, Seat, Status};

/// The strongest level.
pub const MAX_LEVEL: u8 = 5;
const WIN: i32 = 1_000_000;
const INF: i32 = 2_000_000_000;

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

/// How a level searches: depth in plies, node budget, and how often it plays a random move.
fn level_plan(level: u8) -> (u32, u64, f64) {
    match level {
        0 | 1 => (1, 2_000, 0.35),
        2 => (2, 20_000, 0.15),
        3 => (3, 100_000, 0.05),
        4 => (4, 400_000, 0.0),
        _ => (6, 1_500_000, 0.0),
    }
}

/// A seeded chooser of moves.
#[derive(Debug)]
pub struct Ai {
    rng: ChaCha8Rng,
    nodes: u64,
    budget: u64,
    /// When a timed search must stop.
    deadline: Option<Instant>,
    /// Whether the budget or the clock has run out in this search, or it was told to stop.
    stopped: bool,
    /// The seat the search chooses for.
    root: Seat,
    /// Keys of the positions played in the game so far ([`Game::key`]).
    history: FxHashSet<u64>,
    /// Keys of the positions on the line being searched, the root first.
    line: Vec<u64>,
    /// Set from elsewhere to stop the search.
    stop: Option<Arc<AtomicBool>>,
    /// Whether the last search was stopped by the flag.
    cancelled: bool,
}

/// Nodes searched between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

impl Ai {
    /// A chooser whose random choices come from `seed`.
    pub fn new(seed: u64) -> Ai {
        Ai {
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: 0,
            budget: 0,
            deadline: None,
            stopped: false,
            root: 0,
            history: FxHashSet::default(),
            line: Vec::new(),
            stop: None,
            cancelled: false,
        }
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
        self.cancelled
    }

    /// Whether the stop flag is set.
    fn told_to_stop(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Resolves a pending chance event with a random outcome, by its probability.
    pub fn roll<G: Game>(&mut self, game: &G) -> Option<G::Chance> {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let mut x: f64 = self.rng.random();
        for (chance, p) in &outcomes {
            if x < *p {
                return Some(*chance);
            }
            x -= p;
        }
        outcomes.last().map(|(c, _)| *c)
    }

    /// A uniformly random legal move, if the game waits for one.
    pub fn random_move<G: Game>(&mut self, game: &G, moves: &mut Vec<G::Move>) -> Option<G::Move> {
        game.pick_legal_move(moves, |n| self.rng.random_range(0..n))
    }

    /// The move `player` chooses in this position. A searching player calls the clock with
    /// its move when the game's rule for the computer says so
    /// ([`Game::computer_calls_clock`]).
    pub fn choose<G: Game>(&mut self, game: &G, player: Player) -> Option<G::Move> {
        let mut moves = Vec::new();
        self.cancelled = false;
        let chosen = match player {
            Player::Random => return self.random_move(game, &mut moves),
            Player::Level(level) => {
                let (depth, budget, noise) = level_plan(level);
                if noise > 0.0 && self.rng.random_bool(noise) {
                    return self.random_move(game, &mut moves);
                }
                self.best_move(game, depth, budget)
            }
            Player::Timed(time) => self.best_move_in(game, time),
        }?;
        Some(
            game.call_clock(chosen)
                .filter(|_| game.computer_calls_clock())
                .unwrap_or(chosen),
        )
    }

    /// The best move found by iterative deepening up to `depth` plies within `budget` nodes.
    pub fn best_move<G: Game>(&mut self, game: &G, depth: u32, budget: u64) -> Option<G::Move> {
        self.deadline = None;
        self.search(game, depth, budget)
    }

    /// The best move found by iterative deepening for as long as `time` allows: the deepest
    /// search finished in time decides.
    pub fn best_move_in<G: Game>(&mut self, game: &G, time: Duration) -> Option<G::Move> {
        /// Deeper than any game here needs; the clock stops the search long before.
        const DEEPEST: u32 = 64;
        self.deadline = Instant::now().checked_add(time);
        self.search(game, DEEPEST, u64::MAX)
    }

    /// Whether the search must stop: the node budget is spent, the clock has run out or the
    /// stop flag is set (both read every [`CHECK_EVERY`] nodes).
    fn exhausted(&mut self) -> bool {
        if !self.stopped {
            if self.nodes > self.budget {
                self.stopped = true;
            } else if self.nodes.is_multiple_of(CHECK_EVERY) {
                self.cancelled = self.told_to_stop();
                self.stopped = self.cancelled || self.deadline.is_some_and(|d| Instant::now() >= d);
            }
        }
        self.stopped
    }

    fn search<G: Game>(&mut self, game: &G, depth: u32, budget: u64) -> Option<G::Move> {
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
        self.nodes = 0;
        self.budget = budget;
        self.stopped = false;
        self.root = seat;
        self.line.clear();
        self.line.push(game.key());
        let mut best = moves[0];
        let mut work = game.clone();
        for d in 1..=depth {
            let mut alpha = -INF;
            let mut scored = Vec::with_capacity(moves.len());
            let mut finished = true;
            for &mv in &moves {
                let Ok(undo) = work.play_legal(mv) else {
                    continue;
                };
                let value = self.child_value(&mut work, seat, d - 1, -INF, -alpha);
                work.undo(undo);
                scored.push((value, mv));
                alpha = alpha.max(value);
                if self.exhausted() {
                    finished = false;
                    break;
                }
            }
            // A depth cut short by the budget only counts if it is the first.
            if finished || d == 1 {
                scored.sort_by_key(|s| std::cmp::Reverse(s.0));
                if let Some((_, mv)) = scored.first() {
                    best = *mv;
                }
                let searched: Vec<G::Move> = scored.iter().map(|(_, m)| *m).collect();
                let rest: Vec<G::Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| !searched.contains(m))
                    .collect();
                moves = searched.into_iter().chain(rest).collect();
            }
            if !finished {
                break;
            }
        }
        Some(best)
    }

    /// The value, for `mover`, of the position after `mover` moved.
    fn child_value<G: Game>(
        &mut self,
        game: &mut G,
        mover: Seat,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match game.status() {
            Status::ToMove(next) if self.allied(game, next, mover) => {
                self.negamax(game, depth, alpha, beta)
            }
            Status::ToMove(_) => -self.negamax(game, depth, -beta, -alpha),
            Status::Over(outcome) => {
                self.for_seat(game, mover, terminal(outcome, self.root, depth))
            }
            Status::Chance => self.expect(game, mover, depth),
        }
    }

    /// The average over a chance event's outcomes, for `mover`. Each outcome is searched with
    /// a full window: a bound cut short by alpha-beta cannot be averaged.
    fn expect<G: Game>(&mut self, game: &mut G, mover: Seat, depth: u32) -> i32 {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let mut total = 0.0;
        for (chance, p) in outcomes {
            let Ok(undo) = game.resolve_chance(chance) else {
                continue;
            };
            total += p * f64::from(self.child_value(game, mover, depth, -INF, INF));
            game.undo(undo);
        }
        total.round() as i32
    }

    /// Whether two seats are on the same side of the search: both with the root's side, or
    /// both against it.
    fn allied<G: Game>(&self, game: &G, a: Seat, b: Seat) -> bool {
        let ours = game.side(self.root);
        ours.contains(a) == ours.contains(b)
    }

    /// A value for the root's side, seen by `seat`: the same for its allies, negated for the
    /// others.
    fn for_seat<G: Game>(&self, game: &G, seat: Seat, value: i32) -> i32 {
        if self.allied(game, seat, self.root) {
            value
        } else {
            -value
        }
    }

    /// The value of the position for the seat to move (negamax, alpha-beta).
    fn negamax<G: Game>(&mut self, game: &mut G, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let Status::ToMove(seat) = game.status() else {
            return 0;
        };
        // A position met before, in the game or on this line, is worth a draw.
        let key = game.key();
        if self.history.contains(&key) || self.line.contains(&key) {
            return 0;
        }
        if depth == 0 || self.exhausted() {
            return self.for_seat(game, seat, game.evaluate(self.root));
        }
        let mut moves = Vec::new();
        game.search_moves(&mut moves);
        let mut best = -INF;
        self.line.push(key);
        for mv in moves {
            let Ok(undo) = game.play_legal(mv) else {
                continue;
            };
            let value = self.child_value(game, seat, depth - 1, alpha, beta);
            game.undo(undo);
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.line.pop();
        best
    }
}

/// A finished game's value for `seat`; sooner wins (more depth left) are better.
fn terminal(outcome: Outcome, seat: Seat, depth_left: u32) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(seats) if seats.contains(seat) => WIN + depth_left as i32,
        Outcome::Win(_) => -WIN - depth_left as i32,
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
    while plies < max_plies {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let Some(chance) = ai.roll(game) else { break };
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
