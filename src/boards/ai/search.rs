//! The search behind every level: negamax alpha-beta with iterative deepening, principal
//! variation search, a transposition table reused from one depth to the next, moves ordered
//! by the table's best move, captures, killers and history, and captures played out at the
//! horizon (quiescence); in a game that asks for it ([`Tuning::EVEN_HORIZON`]) the iterations
//! deepen two plies at a time after the first, so the horizon always falls after a reply.
//! Chance events are averaged (expectimax). With more than two seats the
//! search is paranoid: the root's side against everyone else.
//!
//! A position already played in the game, or met again on the line being searched, is worth a
//! draw, so a side that leads does not shuffle back and forth. In a game scored as it stands
//! at its move limit ([`Tuning::SCORED_AT_LIMIT`]) it is worth the position to the side that did
//! not repeat, at least a draw: the side that trails gains nothing by repeating either. A
//! game may make a repetition cost the searching side a little more ([`Tuning::REPEAT_COST`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rustc_hash::FxHashSet;

use super::table::{Bound, Entry, Killers, Table};
use super::tuning::Tuning;
use crate::boards::game::{Decision, Seat, Status};

mod root;

/// A win's value; sooner wins are worth a little more.
pub(super) const WIN: i32 = 1_000_000;
const INF: i32 = 2_000_000_000;
/// Values at least this far from 0 are wins or losses the search has found.
pub(super) const DECIDED: i32 = WIN - 10_000;
/// Plies of captures played out beyond the search's depth.
const QUIESCENCE: u32 = 8;
/// Nodes searched between two looks at the clock and the stop flag.
pub(super) const CHECK_EVERY: u64 = 1024;
/// Ordering score of moves the game weighs (captures first, giveaways last).
const WEIGHED: i32 = 1 << 24;

/// What a search may spend, and what it must know.
pub(super) struct Limits<'a> {
    /// The deepest iteration.
    pub depth: u32,
    /// Nodes it may search.
    pub nodes: u64,
    /// When it must stop, if it thinks by the clock.
    pub deadline: Option<Instant>,
    /// Set from elsewhere to stop it.
    pub stop: Option<&'a AtomicBool>,
    /// Keys of the positions already played in the game.
    pub history: &'a FxHashSet<u64>,
}

/// How a search went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The deepest iteration finished.
    pub depth: u32,
    /// Nodes searched (quiescence included).
    pub nodes: u64,
    /// Whether the stop flag cut it short.
    pub cancelled: bool,
}

/// How the last iteration a search finished saw the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Weighed<M> {
    /// Its best move.
    pub best: M,
    /// The best move's value for the root's seat.
    pub value: i32,
    /// The exact value of the move asked about, if it was searched.
    pub exact: Option<i32>,
    /// The iteration's depth.
    pub depth: u32,
}

/// What comes after a move: a full search this many plies deep, or captures only.
#[derive(Clone, Copy)]
enum Next {
    Search(u32),
    Quiesce(u32),
}

/// One search, for the seat `root`.
pub(super) struct Search<'a, G: Tuning> {
    limits: Limits<'a>,
    root: Seat,
    nodes: u64,
    stopped: bool,
    cancelled: bool,
    depth_done: u32,
    /// Keys of the positions on the line being searched, the root first.
    line: Vec<u64>,
    table: Table<G::Move>,
    killers: Killers<G::Move>,
    /// Move lists, one a ply, kept to spare allocations.
    lists: Vec<Vec<(i32, G::Move)>>,
    scratch: Vec<G::Move>,
}

impl<'a, G: Tuning> Search<'a, G> {
    /// A search for `root` within `limits`.
    pub fn new(root: Seat, limits: Limits<'a>) -> Search<'a, G> {
        Search {
            limits,
            root,
            nodes: 0,
            stopped: false,
            cancelled: false,
            depth_done: 0,
            line: Vec::new(),
            table: Table::new(),
            killers: Killers::new(),
            lists: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// How the search went.
    pub fn report(&self) -> Report {
        Report {
            depth: self.depth_done,
            nodes: self.nodes,
            cancelled: self.cancelled,
        }
    }

    /// The best of `moves` (two or more legal moves of `game`, in the order ties should be
    /// broken) found by iterative deepening.
    pub fn best(&mut self, game: &G, moves: Vec<G::Move>) -> G::Move {
        self.weigh(game, moves, None).0
    }

    /// Whether the search must stop: the node budget is spent, the clock has run out or the
    /// stop flag is set (both read every [`CHECK_EVERY`] nodes).
    fn exhausted(&mut self) -> bool {
        if !self.stopped {
            if self.nodes > self.limits.nodes {
                self.stopped = true;
            } else if self.nodes.is_multiple_of(CHECK_EVERY) {
                self.cancelled = self
                    .limits
                    .stop
                    .is_some_and(|flag| flag.load(Ordering::Relaxed));
                self.stopped =
                    self.cancelled || self.limits.deadline.is_some_and(|d| Instant::now() >= d);
            }
        }
        self.stopped
    }

    /// Whether two seats are on the same side of the search: both with the root's side, or
    /// both against it.
    fn allied(&self, game: &G, a: Seat, b: Seat) -> bool {
        let ours = game.side(self.root);
        ours.contains(a) == ours.contains(b)
    }

    /// A value for the root's side, seen by `seat`: the same for its allies, negated for the
    /// others.
    fn for_seat(&self, game: &G, seat: Seat, value: i32) -> i32 {
        if self.allied(game, seat, self.root) {
            value
        } else {
            -value
        }
    }

    /// The evaluation, for `seat`.
    fn static_value(&self, game: &G, seat: Seat) -> i32 {
        self.for_seat(game, seat, game.evaluate(self.root))
    }

    /// The value, for `mover`, of the position after `mover` moved, `ply` plies from the root.
    fn child(
        &mut self,
        game: &mut G,
        mover: Seat,
        next: Next,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match game.status() {
            Status::ToMove(seat) if self.allied(game, seat, mover) => {
                self.node(game, next, ply, alpha, beta)
            }
            Status::ToMove(_) => -self.node(game, next, ply, -beta, -alpha),
            Status::Over(outcome) => self.for_seat(game, mover, terminal(outcome, self.root, ply)),
            Status::Chance => self.expect(game, mover, next, ply),
        }
    }

    fn node(&mut self, game: &mut G, next: Next, ply: u32, alpha: i32, beta: i32) -> i32 {
        match next {
            Next::Search(depth) => self.negamax(game, depth, ply, alpha, beta),
            Next::Quiesce(left) => self.quiesce(game, left, ply, alpha, beta),
        }
    }

    /// The average over a chance event's outcomes, for `mover`. Each outcome is searched with
    /// a full window: a bound cut short by alpha-beta cannot be averaged. At the horizon of a
    /// game whose evaluation ignores the dice, the position is evaluated once instead.
    fn expect(&mut self, game: &mut G, mover: Seat, next: Next, ply: u32) -> i32 {
        if G::EVALUATE_BEFORE_CHANCE && matches!(next, Next::Search(0) | Next::Quiesce(_)) {
            // Every roll would be evaluated the same: evaluate once.
            self.nodes += 1;
            return self.static_value(game, mover);
        }
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let mut total = 0.0;
        for (chance, p) in outcomes {
            let Ok(undo) = game.resolve_chance(chance) else {
                continue;
            };
            total += p * f64::from(self.child(game, mover, next, ply, -INF, INF));
            game.undo(undo);
        }
        total.round() as i32
    }

    /// A move list for `ply`, kept between nodes.
    fn take_list(&mut self, ply: u32) -> Vec<(i32, G::Move)> {
        let ply = ply as usize;
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, Vec::new);
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        list
    }

    /// The moves of `game` in the order to try them: the table's best move, then those the
    /// game weighs (captures), then quiet moves by their killer and history scores, then
    /// giveaways. With `noisy`, captures only.
    fn ordered(&mut self, game: &G, best: Option<G::Move>, ply: u32, noisy: bool) {
        let mut list = self.take_list(ply);
        let mut moves = std::mem::take(&mut self.scratch);
        if noisy {
            game.noisy_moves(&mut moves);
        } else {
            game.search_moves(&mut moves);
        }
        for &mv in &moves {
            let weight = game.move_weight(mv);
            let score = if Some(mv) == best {
                i32::MAX
            } else if weight != 0 {
                weight.signum() * WEIGHED + weight
            } else {
                self.killers.score(&mv, ply as usize)
            };
            list.push((score, mv));
        }
        self.scratch = moves;
        list.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
        self.lists[ply as usize] = list;
    }

    /// The value of the position for the seat to move (negamax, alpha-beta, principal
    /// variation search).
    fn negamax(&mut self, game: &mut G, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        let Status::ToMove(seat) = game.status() else {
            return 0;
        };
        let key = game.key();
        if self.limits.history.contains(&key) || self.line.contains(&key) {
            self.nodes += 1;
            let value = if G::SCORED_AT_LIMIT {
                self.static_value(game, seat).max(0)
            } else {
                0
            };
            // Going round in circles costs the side the search plays for (only it pays, as
            // with `idle_cost`): a quiet move that makes progress is then worth more.
            return if seat == self.root {
                value - G::REPEAT_COST
            } else {
                value + G::REPEAT_COST
            };
        }
        if depth == 0 {
            return self.quiesce(game, QUIESCENCE, ply, alpha, beta);
        }
        self.nodes += 1;
        if self.exhausted() {
            return self.static_value(game, seat);
        }
        let entry = self.table.probe(key);
        if let Some(e) = entry
            && u32::from(e.depth) >= depth
        {
            let value = from_table(e.value, ply);
            match e.bound {
                Bound::Exact => return value,
                Bound::Lower if value >= beta => return value,
                Bound::Upper if value <= alpha => return value,
                _ => {}
            }
        }
        self.ordered(game, entry.and_then(|e| e.mv), ply, false);
        let list = std::mem::take(&mut self.lists[ply as usize]);
        let first_alpha = alpha;
        let (mut best, mut best_move) = (-INF, None);
        self.line.push(key);
        for (i, &(score, mv)) in list.iter().enumerate() {
            let Ok(undo) = game.play_legal(mv) else {
                continue;
            };
            let next = Next::Search(depth - 1);
            let mut value = if i == 0 {
                self.child(game, seat, next, ply + 1, alpha, beta)
            } else {
                self.child(game, seat, next, ply + 1, alpha, alpha + 1)
            };
            if i > 0 && value > alpha && value < beta {
                value = self.child(game, seat, next, ply + 1, alpha, beta);
            }
            game.undo(undo);
            if value > best {
                best = value;
                best_move = Some(mv);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                if (0..WEIGHED).contains(&score) {
                    self.killers.cut(mv, ply as usize, depth);
                }
                break;
            }
        }
        self.line.pop();
        self.lists[ply as usize] = list;
        if !self.stopped {
            let bound = if best <= first_alpha {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table.store(Entry {
                key,
                value: to_table(best, ply),
                depth: depth.min(255) as u8,
                bound,
                mv: best_move,
            });
        }
        best
    }

    /// The value of the position once the captures in it are played out (or declined: the
    /// seat to move may stand on the evaluation), at most `left` plies more.
    fn quiesce(&mut self, game: &mut G, left: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let Status::ToMove(seat) = game.status() else {
            return 0;
        };
        let stand = self.static_value(game, seat);
        if left == 0 || stand >= beta || self.exhausted() {
            return stand;
        }
        alpha = alpha.max(stand);
        self.ordered(game, None, ply, true);
        let list = std::mem::take(&mut self.lists[ply as usize]);
        let mut best = stand;
        for &(_, mv) in &list {
            let Ok(undo) = game.play_legal(mv) else {
                continue;
            };
            let value = self.child(game, seat, Next::Quiesce(left - 1), ply + 1, alpha, beta);
            game.undo(undo);
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.lists[ply as usize] = list;
        best
    }
}

/// A finished game's value for `seat`, `ply` plies from the root: sooner wins are better,
/// later losses less bad.
fn terminal(outcome: Decision, seat: Seat, ply: u32) -> i32 {
    let ply = ply.min(1000) as i32;
    match outcome {
        Decision::Draw => 0,
        Decision::Win(seats) if seats.contains(seat) => WIN - ply,
        Decision::Win(_) => -WIN + ply,
    }
}

/// A value as the table keeps it: wins and losses counted from the position, not the root.
fn to_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value >= DECIDED {
        value + ply
    } else if value <= -DECIDED {
        value - ply
    } else {
        value
    }
}

/// A value read from the table, `ply` plies from the root.
fn from_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value >= DECIDED {
        value - ply
    } else if value <= -DECIDED {
        value + ply
    } else {
        value
    }
}
