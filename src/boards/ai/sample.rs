//! The search for games whose turns are costly to list and whose dice decide much (Malaka):
//! Monte Carlo sampling over fast random turns instead of alpha-beta. The root's turns are
//! listed once and ranked by the evaluation after each; the most promising are then sampled
//! in turn, the next sample going to the turn with the best upper confidence bound (UCB1).
//! A sample rolls the dice and plays a short game on from the turn, each side choosing the
//! best by the evaluation of a few random turns, and scores where it ends: a win or a loss
//! if the game is over, else the evaluation squashed to between 0 and 1. The turn sampled
//! most is played.

use std::sync::atomic::Ordering;
use std::time::Instant;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::search::{Limits, Report};
use crate::boards::game::{Game, Outcome, Seat, Status};

/// Turns of the root kept for sampling, the best by the evaluation after them.
const CANDIDATES: usize = 12;
/// Turns played in one sample after the root's turn, before the evaluation decides.
const HORIZON: u32 = 6;
/// Random turns a side draws in a sample, playing the best of them by the evaluation.
const TRIES: usize = 3;
/// Evaluation points that make a position three times as likely won as lost (about half a
/// turn's race lead), for squashing the evaluation into a chance of winning.
const SCALE: f64 = 100.0;
/// How much exploring weighs against the samples' mean in the upper confidence bound.
const EXPLORE: f64 = 0.4;
/// Search nodes one turn played in a sample counts as, against a level's node budget (a
/// sampled turn draws and weighs several random turns, the work of many alpha-beta nodes).
pub(super) const NODE_WEIGHT: u64 = 30;
/// Samples between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 16;

/// One root turn and its samples so far.
struct Arm<M> {
    mv: M,
    samples: u64,
    total: f64,
}

/// The turn to play for the seat to move in `game`, chosen among `moves` (its legal turns,
/// two or more, in the order ties should be broken), within `limits` (each turn played in a
/// sample counts as a node); `rng` draws the dice and the random turns.
pub(super) fn best<G: Game>(
    game: &G,
    seat: Seat,
    moves: Vec<G::Move>,
    limits: &Limits<'_>,
    rng: &mut ChaCha8Rng,
) -> (G::Move, Report) {
    let fallback = moves[0];
    let mut report = Report {
        depth: HORIZON + 1,
        ..Report::default()
    };
    let mut work = game.clone();
    // Rank every turn by the evaluation after it; a turn that wins at once is played.
    let mut ranked = Vec::with_capacity(moves.len());
    for mv in moves {
        let Ok(undo) = work.play_legal(mv) else {
            continue;
        };
        report.nodes += 1;
        let value = match work.status() {
            Status::Over(outcome) => won(outcome, seat),
            _ => squash(work.evaluate(seat)),
        };
        work.undo(undo);
        if value >= 1.0 {
            return (mv, report);
        }
        ranked.push((value, mv));
    }
    // Stable: equal values keep the order given.
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(CANDIDATES);
    let mut arms: Vec<Arm<G::Move>> = ranked
        .into_iter()
        .map(|(_, mv)| Arm {
            mv,
            samples: 0,
            total: 0.0,
        })
        .collect();
    if arms.len() <= 1 {
        return (arms.first().map_or(fallback, |a| a.mv), report);
    }
    let mut scratch = Vec::new();
    let mut round: u64 = 0;
    while report.nodes < limits.nodes {
        if round.is_multiple_of(CHECK_EVERY) {
            report.cancelled = limits.stop.is_some_and(|f| f.load(Ordering::Relaxed));
            let late = limits.deadline.is_some_and(|d| Instant::now() >= d);
            if report.cancelled || late {
                break;
            }
        }
        let pick = choose_arm(&arms, round);
        let arm = &mut arms[pick];
        let Ok(undo) = work.play_legal(arm.mv) else {
            break;
        };
        let (value, turns) = sample(&mut work, seat, rng, &mut scratch);
        work.undo(undo);
        report.nodes += u64::from(turns) + 1;
        arm.samples += 1;
        arm.total += value;
        round += 1;
    }
    let chosen = arms
        .iter()
        .enumerate()
        .max_by(|(i, a), (j, b)| {
            (a.samples, a.total)
                .partial_cmp(&(b.samples, b.total))
                .unwrap_or(std::cmp::Ordering::Equal)
                // The earlier (better ranked) arm wins a tie.
                .then(j.cmp(i))
        })
        .map_or(arms[0].mv, |(_, a)| a.mv);
    (chosen, report)
}

/// The arm to sample next: each once in order, then the best upper confidence bound.
fn choose_arm<M>(arms: &[Arm<M>], round: u64) -> usize {
    if let Some(i) = arms.iter().position(|a| a.samples == 0) {
        return i;
    }
    let log = ((round + 1) as f64).ln();
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, arm) in arms.iter().enumerate() {
        let n = arm.samples as f64;
        let bound = arm.total / n + EXPLORE * (log / n).sqrt();
        if bound > best.0 {
            best = (bound, i);
        }
    }
    best.1
}

/// Plays one sample on from `game` (dice first, if they wait) and takes it back: its value
/// for `seat` (0 to 1) and the turns it played.
fn sample<G: Game>(
    game: &mut G,
    seat: Seat,
    rng: &mut ChaCha8Rng,
    scratch: &mut Vec<G::Move>,
) -> (f64, u32) {
    let mut undos = Vec::with_capacity(2 * HORIZON as usize);
    let mut turns = 0;
    let value = loop {
        match game.status() {
            Status::Over(outcome) => break won(outcome, seat),
            _ if turns >= HORIZON => break squash(game.evaluate(seat)),
            Status::Chance => {
                let Some(dice) = roll(game, rng) else {
                    break squash(game.evaluate(seat));
                };
                match game.resolve_chance(dice) {
                    Ok(undo) => undos.push(undo),
                    Err(_) => break squash(game.evaluate(seat)),
                }
            }
            Status::ToMove(mover) => {
                let Some(mv) = greedy_turn(game, mover, rng, scratch) else {
                    break squash(game.evaluate(seat));
                };
                match game.play_legal(mv) {
                    Ok(undo) => undos.push(undo),
                    Err(_) => break squash(game.evaluate(seat)),
                }
                turns += 1;
            }
        }
    };
    while let Some(undo) = undos.pop() {
        game.undo(undo);
    }
    (value, turns)
}

/// The best by the evaluation of [`TRIES`] random turns for `mover` (a winning one at once).
fn greedy_turn<G: Game>(
    game: &mut G,
    mover: Seat,
    rng: &mut ChaCha8Rng,
    scratch: &mut Vec<G::Move>,
) -> Option<G::Move> {
    let mut best: Option<(i32, G::Move)> = None;
    for _ in 0..TRIES {
        let mv = game.random_legal_move(scratch, &mut |n| rng.random_range(0..n))?;
        let Ok(undo) = game.play_legal(mv) else {
            continue;
        };
        let value = match game.status() {
            Status::Over(outcome) if won(outcome, mover) >= 1.0 => i32::MAX,
            _ => game.evaluate(mover),
        };
        game.undo(undo);
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, mv));
        }
        if value == i32::MAX {
            break;
        }
    }
    best.map(|(_, mv)| mv)
}

/// A random outcome of the pending chance event, by its probability.
fn roll<G: Game>(game: &G, rng: &mut ChaCha8Rng) -> Option<G::Chance> {
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let mut x: f64 = rng.random();
    for &(chance, p) in &outcomes {
        if x < p {
            return Some(chance);
        }
        x -= p;
    }
    outcomes.last().map(|&(c, _)| c)
}

/// A finished game's value for `seat`: 1 won, 0 lost, ½ drawn.
fn won(outcome: Outcome, seat: Seat) -> f64 {
    match outcome {
        Outcome::Draw => 0.5,
        Outcome::Win(seats) if seats.contains(seat) => 1.0,
        Outcome::Win(_) => 0.0,
    }
}

/// An evaluation as a chance of winning, between 0 and 1 (never quite either).
fn squash(value: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(value) / SCALE * 3f64.ln()).exp())
}
