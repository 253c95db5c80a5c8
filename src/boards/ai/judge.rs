//! Judging a move with the search, for analysis after a game and for hints: the best move of
//! a position, its value and the line the search expects after it, beside the value and line
//! of another move (the one played, or the next best).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rustc_hash::FxHashSet;

use super::search::{DECIDED, Limits, Search};
use super::tuning::Tuning;
use crate::boards::effect::Effect;
use crate::boards::game::{Decision, Game, Status};

/// Whether a value is a win (`Some(true)`) or a loss (`Some(false)`) the search has found, or
/// (`None`) a judgement of the position.
pub fn decided(value: i32) -> Option<bool> {
    (value.abs() >= DECIDED).then_some(value > 0)
}

/// Plies of each line kept for explaining a judgement.
const LINE: usize = 6;

/// What a judgement may spend, and what it must know.
#[derive(Clone, Debug, Default)]
pub struct JudgeLimits {
    /// The deepest iteration.
    pub depth: u32,
    /// Nodes it may search (split between the two searches of a hint).
    pub nodes: u64,
    /// Keys of the positions played in the game before this one (see [`super::Ai::with_history`]).
    pub history: FxHashSet<u64>,
    /// Set from elsewhere to stop it.
    pub stop: Option<Arc<AtomicBool>>,
    /// The longest it may think, if it thinks by the clock (a hint for a person waiting);
    /// `None` for a judgement that must not depend on the machine (an analysis).
    pub time: Option<Duration>,
}

/// One move weighed by the search: its value for the seat to move (from the last depth the
/// search finished) and the line the search expects after it, the move itself first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighed<M> {
    /// The move.
    pub mv: M,
    /// Its value for the seat that plays it: the game's evaluation scale, or far from 0
    /// for a win or loss the search has found.
    pub value: i32,
    /// The move, then the replies the search expects, a few plies.
    pub line: Vec<M>,
}

/// A position judged: its best move beside another one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement<M> {
    /// The best move found.
    pub best: Weighed<M>,
    /// The other move: the one played, or for a hint the next best (`None` when there is
    /// no other legal move).
    pub other: Option<Weighed<M>>,
    /// The depth the search finished.
    pub depth: u32,
}

/// The move as the search knows it: a move made with a call of the clock is weighed as the
/// same move without it (the search leaves calls to a rule).
fn plain<G: Tuning>(game: &G, mv: G::Move, moves: &[G::Move]) -> G::Move {
    moves
        .iter()
        .copied()
        .find(|&m| m == mv || game.call_clock(m) == Some(mv))
        .unwrap_or(mv)
}

/// Judges the position `game`, whose seat to move plays next: its best move with its value
/// and line, beside `played` (the move that was played there) or, when `played` is `None`,
/// the next best move. `None` when nobody is to move, or the search was stopped before it
/// finished its first depth.
pub fn judge<G: Tuning>(
    game: &G,
    played: Option<G::Move>,
    limits: &JudgeLimits,
) -> Option<Judgement<G::Move>> {
    let Status::ToMove(seat) = game.status() else {
        return None;
    };
    let mut moves = Vec::new();
    game.search_moves(&mut moves);
    let played = played.map(|mv| plain(game, mv, &moves));
    let began = Instant::now();
    // With a clock, the first search may take seven tenths of the time, the second the rest.
    let search = |nodes: u64, share: f64| {
        Search::<G>::new(
            seat,
            Limits {
                depth: limits.depth,
                nodes,
                deadline: limits
                    .time
                    .and_then(|t| began.checked_add(t.mul_f64(share))),
                stop: limits.stop.as_deref(),
                history: &limits.history,
            },
        )
    };
    match moves.len() {
        0 => return None,
        1 => {
            // One move: nothing to weigh it against; its value by a search of the reply.
            let only = moves[0];
            let mut after = game.clone();
            after.play_legal(only).ok()?;
            let value = match after.status() {
                Status::ToMove(next) if next != seat => -judge(&after, None, limits)?.best.value,
                Status::ToMove(_) => judge(&after, None, limits)?.best.value,
                _ => 0,
            };
            let best = Weighed {
                mv: only,
                value,
                line: vec![only],
            };
            let other = played.filter(|&p| p != only).map(|mv| Weighed {
                mv,
                value,
                line: vec![mv],
            });
            return Some(Judgement {
                best,
                other,
                depth: 0,
            });
        }
        _ => {}
    }
    let nodes = if played.is_some() {
        limits.nodes
    } else {
        limits.nodes / 2
    };
    let mut first = search(nodes, 0.7);
    let (_, weighed) = first.weigh(game, moves.clone(), played);
    let weighed = weighed?;
    let best = Weighed {
        mv: weighed.best,
        value: weighed.value,
        line: first.line(game, weighed.best, LINE),
    };
    let other = match played {
        Some(mv) if mv == weighed.best => None,
        Some(mv) => weighed.exact.map(|value| Weighed {
            mv,
            value,
            line: first.line(game, mv, LINE),
        }),
        None => {
            let rest: Vec<G::Move> = moves.into_iter().filter(|&m| m != weighed.best).collect();
            let mut second = search(nodes, 1.0);
            let (next, found) = match rest.len() {
                0 => (None, None),
                // One move left: weigh it alone, as the move asked about.
                _ => {
                    let target = rest[0];
                    let (mv, w) = if rest.len() == 1 {
                        let mut both = rest.clone();
                        both.push(weighed.best);
                        let (_, w) = second.weigh(game, both, Some(target));
                        (target, w.and_then(|w| w.exact))
                    } else {
                        let (mv, w) = second.weigh(game, rest, None);
                        (mv, w.map(|w| w.value))
                    };
                    (Some(mv), w)
                }
            };
            next.zip(found).map(|(mv, value)| Weighed {
                mv,
                value,
                line: second.line(game, mv, LINE),
            })
        }
    };
    Some(Judgement {
        best,
        other,
        depth: weighed.depth,
    })
}

/// The value of the position `game` for its seat to move, as the search finds it within
/// `limits` (its best move's value); `None` when nobody is to move or the search was stopped
/// before it finished its first depth.
pub fn best_value<G: Tuning>(game: &G, limits: &JudgeLimits) -> Option<i32> {
    let Status::ToMove(seat) = game.status() else {
        return None;
    };
    let mut moves = Vec::new();
    game.search_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let mut search = Search::<G>::new(
        seat,
        Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            deadline: None,
            stop: limits.stop.as_deref(),
            history: &limits.history,
        },
    );
    search.weigh(game, moves, None).1.map(|w| w.value)
}

/// Nodes a giveaway check may spend.
const GIVEAWAY_NODES: u64 = 200_000;

/// Moves, each with its value.
type Valued<M> = Vec<(M, i32)>;

/// Every one of `moves` (legal moves of `game`, whose seat to move is `seat`) with its value
/// one move ahead, the captures after it played out, and the position's own value as it
/// stands (the evaluation before the move); `None` if the budget ran out first.
fn one_ahead<G: Tuning>(game: &G, seat: u8, moves: &[G::Move]) -> Option<(Valued<G::Move>, i32)> {
    let history = FxHashSet::default();
    let mut search = Search::<G>::new(
        seat,
        Limits {
            depth: 1,
            nodes: GIVEAWAY_NODES,
            deadline: None,
            stop: None,
            history: &history,
        },
    );
    let weighed = search.weigh_all(game, moves, 1);
    (weighed.len() == moves.len()).then(|| (weighed, game.evaluate(seat)))
}

/// The least a move may be worth, one move ahead, without giving a piece away: a piece
/// ([`Tuning::PIECE`]) less than both the best move and the position as it stands. A move
/// that loses a piece is no giveaway when every move loses one.
fn giveaway_line<G: Tuning>(weighed: &[(G::Move, i32)], stand: i32) -> Option<i32> {
    let best = weighed.iter().map(|&(_, v)| v).max()?;
    Some(best.min(stand) - G::PIECE)
}

/// Whether `mv`, a legal move of the seat to move in `game`, hands one of its mover's pieces
/// over to another side without taking anything: a Malice pyramid that ends across the canal,
/// a Martian Chess piece that crosses into another zone empty-handed. The evaluation counts
/// such a piece at a few hundredths of a point, so the value check alone never calls it a
/// gift.
pub fn hands_over<G: Game>(game: &G, mv: G::Move) -> bool {
    let Status::ToMove(seat) = game.status() else {
        return false;
    };
    let ours = game.side(seat);
    let effects = game.effects(mv);
    let gains = effects.iter().any(|e| {
        matches!(
            e,
            Effect::Takes { .. }
                | Effect::Strikes { .. }
                | Effect::Pins { .. }
                | Effect::Kills { .. }
        )
    });
    !gains
        && effects
            .iter()
            .any(|e| matches!(*e, Effect::GoesOver { seat: to, .. } if !ours.contains(to)))
}

/// Whether the move weighed `value` (one of `weighed`) hands a piece over for nothing: it
/// hands one over ([`hands_over`]) while a move that keeps its pieces, above the giveaway
/// `line`, is worth as much or more one move ahead. A piece handed over for a reason the
/// search sees (a piece that would be taken anyway, denied the taker's points) is no gift.
fn gift<G: Tuning>(
    game: &G,
    mv: G::Move,
    value: i32,
    weighed: &[(G::Move, i32)],
    line: i32,
) -> bool {
    hands_over(game, mv)
        && weighed
            .iter()
            .any(|&(m, v)| v > line && v >= value && !hands_over(game, m))
}

/// Whether `mv`, a legal move of the seat to move in `game`, gives a piece away for nothing:
/// one move ahead with the captures after it played out, it is worth at least
/// [`Tuning::PIECE`] less than the best move there and than the position as it stands; or it
/// hands a piece over where a move that keeps it is worth as much (see [`hands_over`]).
/// `None` where that cannot be told so (dice come between the move and the reply, or the
/// check ran out of nodes).
pub fn gives_away<G: Tuning>(game: &G, mv: G::Move) -> Option<bool> {
    let Status::ToMove(seat) = game.status() else {
        return None;
    };
    let mut moves = Vec::new();
    game.search_moves(&mut moves);
    let mv = plain(game, mv, &moves);
    let mut after = game.clone();
    after.play_legal(mv).ok()?;
    if after.status() == Status::Chance {
        return None;
    }
    let (weighed, stand) = one_ahead(game, seat, &moves)?;
    let line = giveaway_line::<G>(&weighed, stand)?;
    let value = weighed.iter().find(|&&(m, _)| m == mv).map(|&(_, v)| v)?;
    Some(value <= line || gift(game, mv, value, &weighed, line))
}

/// The moves of the seat to move that give nothing away (see [`gives_away`]) and do not end
/// the game without winning it, for a level's deliberate mistakes: weak moves, never gifts
/// (a weak level that ended a level game early would deny its opponent the win). A mistake
/// has no reason to hand a piece over, so no move that hands one over ([`hands_over`]) is
/// among them where another is; where dice come between a move and the reply, only the moves
/// that leave the least open to the next roll ([`Tuning::open_to_roll`]).
pub fn safe_moves<G: Tuning>(game: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.search_moves(&mut moves);
    let Status::ToMove(seat) = game.status() else {
        return moves;
    };
    let Some((weighed, stand)) = one_ahead(game, seat, &moves) else {
        return moves;
    };
    let Some(line) = giveaway_line::<G>(&weighed, stand) else {
        return moves;
    };
    // Each move kept, with how open it leaves the seat's pieces where dice come next.
    let mut safe: Vec<(G::Move, u32)> = Vec::new();
    for (mv, value) in weighed {
        let mut after = game.clone();
        if after.play_legal(mv).is_err() {
            continue;
        }
        let kept = match after.status() {
            Status::Chance => Some(after.open_to_roll(seat)),
            Status::Over(Decision::Win(seats)) => seats.contains(seat).then_some(0),
            Status::Over(Decision::Draw) => None,
            Status::ToMove(_) => (value > line).then_some(0),
        };
        safe.extend(kept.map(|open| (mv, open)));
    }
    let Some(least) = safe.iter().map(|&(_, open)| open).min() else {
        return moves;
    };
    safe.retain(|&(_, open)| open == least);
    let keeps: Vec<G::Move> = safe
        .iter()
        .map(|&(mv, _)| mv)
        .filter(|&mv| !hands_over(game, mv))
        .collect();
    if keeps.is_empty() {
        safe.into_iter().map(|(mv, _)| mv).collect()
    } else {
        keeps
    }
}
