//! Judging the moves of a match one by one ([`Analyser`]), the marks ([`Mark`]) and what an
//! analysis keeps ([`Analysis`], one [`Review`] a move).

use serde::{Deserialize, Serialize};

use super::why;
use crate::boards::ai::{
    JudgeLimits, Judgement, Tuning, Weighed, best_value, decided, judge, level_plan,
};
use crate::boards::game::{Decision, Game, Seat, Status};

/// How a move is marked, by how much of the mover's chances it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// The move the search would have played too (or the only one).
    Best,
    /// A good move: it lost less than the game's first step of the chances (a tenth, for
    /// most games: [`Tuning::ERROR_STEPS`]).
    Good,
    /// It lost from the first step to the second (a tenth to a fifth, for most games).
    Inaccuracy,
    /// It lost from the second step to the third (a fifth to three tenths).
    Mistake,
    /// It lost more.
    Blunder,
}

impl Mark {
    /// The mark for a move that lost `loss` of the mover's chances (on a scale from −1, lost,
    /// to 1, won, as [`chances`] gives them), where `steps` are the least losses of an
    /// inaccuracy, a mistake and a blunder ([`Tuning::ERROR_STEPS`]).
    pub fn for_loss(loss: f64, steps: [f64; 3]) -> Mark {
        match loss {
            l if l < steps[0] => Mark::Good,
            l if l < steps[1] => Mark::Inaccuracy,
            l if l < steps[2] => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }

    /// The mark in a word, lower case ("inaccuracy").
    pub fn word(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The mark as chess writes it beside a move: `?!`, `?`, `??`; nothing for a good move.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Best | Mark::Good => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// Whether the move lost enough to be pointed out.
    pub fn is_error(self) -> bool {
        self >= Mark::Inaccuracy
    }
}

/// A value of the search (the game's evaluation scale, or a win it has found) as chances,
/// from −1 (lost) through 0 (even) to 1 (won), on the game's own scale
/// ([`Tuning::ADVANTAGE_SCALE`]).
pub fn chances<G: Tuning>(value: i32) -> f64 {
    match decided(value) {
        Some(true) => 1.0,
        Some(false) => -1.0,
        None => (f64::from(value) / G::ADVANTAGE_SCALE).tanh(),
    }
}

/// One move of the match, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The entry of the match the move is (its index among all entries, dice included).
    pub entry: usize,
    /// Who moved.
    pub seat: Seat,
    /// The move played, in the game's move text.
    pub played: String,
    /// The best move the search found, in the game's move text (the same as `played` when
    /// the move was the best).
    pub best: String,
    /// The mark.
    pub mark: Mark,
    /// The chances the move lost against the best one (0 to 2).
    pub loss: f64,
    /// Seat 0's side's chances after the move (−1 to 1), for the advantage graph.
    pub advantage: f64,
    /// Why, in a sentence, for a move worse than the best.
    pub why: Option<String>,
}

/// A finished analysis: one review a move, in order, and how deep the search looked.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// The moves judged, in order.
    pub reviews: Vec<Review>,
    /// Seat 0's side's chances before the first move (−1 to 1).
    pub start: f64,
}

impl Analysis {
    /// One seat's errors in words, worst first: "1 blunder, 2 inaccuracies", or "no errors".
    /// The match screen's panel and `malice game analyse` both say it so.
    pub fn errors_in_words(&self, seat: u8) -> String {
        let count = |mark: Mark| {
            self.reviews
                .iter()
                .filter(|r| r.seat == seat && r.mark == mark)
                .count()
        };
        let words: Vec<String> = [
            (Mark::Blunder, "blunder", "blunders"),
            (Mark::Mistake, "mistake", "mistakes"),
            (Mark::Inaccuracy, "inaccuracy", "inaccuracies"),
        ]
        .iter()
        .filter_map(|&(mark, one, many)| match count(mark) {
            0 => None,
            1 => Some(format!("1 {one}")),
            n => Some(format!("{n} {many}")),
        })
        .collect();
        if words.is_empty() {
            "no errors".into()
        } else {
            words.join(", ")
        }
    }
}

/// One entry of a match to analyse: a move, or a roll of the dice.
#[derive(Debug)]
pub enum Step<G: Game> {
    /// A move, played by whoever was to move.
    Move(G::Move),
    /// A roll of the dice.
    Dice(G::Chance),
}

/// How hard the analysis looks at each position: as the computer's level 4 does (its depth
/// and node budget; the game may ask for another, [`Tuning::ANALYSIS_LEVEL`]), without a time
/// limit, so that an analysis gives the same marks on any machine.
pub fn analysis_limits<G: Tuning>() -> JudgeLimits {
    let plan = level_plan::<G>(G::ANALYSIS_LEVEL).search;
    JudgeLimits {
        depth: plan.depth,
        nodes: plan.nodes,
        ..JudgeLimits::default()
    }
}

/// An analysis under way: the match replayed one move at a time, each judged as it comes.
pub struct Analyser<G: Tuning> {
    game: G,
    steps: std::vec::IntoIter<(usize, Step<G>)>,
    moves: usize,
    done: usize,
    limits: JudgeLimits,
    analysis: Analysis,
}

impl<G: Tuning> Analyser<G> {
    /// An analysis of the match that started from `start` and went through `steps`, searching
    /// within `limits` (see [`analysis_limits`]).
    pub fn new(start: G, steps: Vec<Step<G>>, limits: JudgeLimits) -> Analyser<G> {
        let moves = steps.iter().filter(|s| matches!(s, Step::Move(_))).count();
        let start_value = judge(&start, None, &limits).map_or(0.0, |j| {
            let mover = match start.status() {
                Status::ToMove(seat) => seat,
                _ => 0,
            };
            for_first(&start, mover, chances::<G>(j.best.value))
        });
        let mut limits = limits;
        limits.history.insert(start.key());
        Analyser {
            game: start,
            steps: steps
                .into_iter()
                .enumerate()
                .collect::<Vec<_>>()
                .into_iter(),
            moves,
            done: 0,
            limits,
            analysis: Analysis {
                reviews: Vec::new(),
                start: start_value,
            },
        }
    }

    /// Moves judged so far, and moves in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.done, self.moves)
    }

    /// Judges the next move (playing any dice before it); `false` once every move is
    /// judged, or a step could not be played (the match's entries do not fit its rules).
    pub fn step(&mut self) -> bool {
        for (entry, step) in self.steps.by_ref() {
            match step {
                Step::Dice(chance) => {
                    if self.game.resolve_chance(chance).is_err() {
                        return false;
                    }
                }
                Step::Move(mv) => {
                    let Status::ToMove(seat) = self.game.status() else {
                        return false;
                    };
                    let review = review(&self.game, seat, entry, mv, &self.limits);
                    if self.game.play(mv).is_err() {
                        return false;
                    }
                    self.limits.history.insert(self.game.key());
                    self.analysis.reviews.push(review);
                    self.done += 1;
                    return true;
                }
            }
            self.limits.history.insert(self.game.key());
        }
        false
    }

    /// Judges every move left.
    pub fn run(mut self) -> Analysis {
        while self.step() {}
        self.analysis
    }

    /// The analysis as far as it has gone.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// The analysis as far as it has gone, given up.
    pub fn finish(self) -> Analysis {
        self.analysis
    }
}

/// `chances` for `seat`'s side, turned to seat 0's side's chances.
fn for_first<G: Game>(game: &G, seat: Seat, chances: f64) -> f64 {
    if game.side(seat).contains(0) {
        chances
    } else {
        -chances
    }
}

/// Judges `mv`, played by `seat` in `game` (entry number `entry`).
fn review<G: Tuning>(
    game: &G,
    seat: Seat,
    entry: usize,
    mv: G::Move,
    limits: &JudgeLimits,
) -> Review {
    let played = game.move_text(mv);
    let Some(judgement) = judge(game, Some(mv), limits) else {
        return Review {
            entry,
            seat,
            best: played.clone(),
            played,
            mark: Mark::Best,
            loss: 0.0,
            advantage: 0.0,
            why: None,
        };
    };
    // Where the dice come after the move, each move is judged by the other side's best
    // reply to every roll, turned to chances roll by roll and then averaged: a value
    // averaged over rolls with a win among them reads as a win.
    let judged = |weighed: &Weighed<G::Move>| {
        rolled_chances(game, seat, weighed.mv, limits).unwrap_or(chances::<G>(weighed.value))
    };
    let best_chances = judged(&judgement.best);
    let (mark, loss, after, why) = match &judgement.other {
        Some(other) => {
            let after = judged(other);
            let loss = (best_chances - after).max(0.0);
            let mark = Mark::for_loss(loss, G::ERROR_STEPS);
            let why = mark
                .is_error()
                .then(|| why::mistake_reason(game, seat, &judgement))
                .flatten();
            (mark, loss, after, why)
        }
        _ => (Mark::Best, 0.0, best_chances, None),
    };
    let best = if mark == Mark::Best {
        played.clone()
    } else {
        game.move_text(judgement.best.mv)
    };
    Review {
        entry,
        seat,
        played,
        best,
        mark,
        loss,
        advantage: for_first(game, seat, after),
        why,
    }
}

/// `seat`'s chances after playing `mv` in `game`, where the dice come next: for each roll,
/// the chances the other side's best reply leaves (searched a ply shallower than `limits`),
/// weighed by the roll's likelihood. `None` where no dice come next, or a search was stopped.
fn rolled_chances<G: Tuning>(
    game: &G,
    seat: Seat,
    mv: G::Move,
    limits: &JudgeLimits,
) -> Option<f64> {
    let mut after = game.clone();
    after.play_legal(mv).ok()?;
    if after.status() != Status::Chance {
        return None;
    }
    let mut rolls = Vec::new();
    after.chance_outcomes(&mut rolls);
    let reply = JudgeLimits {
        depth: limits.depth.saturating_sub(1).max(1),
        nodes: limits.nodes / rolls.len().max(1) as u64,
        ..limits.clone()
    };
    let mut total = 0.0;
    for (roll, p) in rolls {
        let mut rolled = after.clone();
        rolled.resolve_chance(roll).ok()?;
        let ours = match rolled.status() {
            Status::Over(Decision::Win(seats)) if seats.contains(seat) => 1.0,
            Status::Over(Decision::Win(_)) => -1.0,
            Status::Over(Decision::Draw) => 0.0,
            Status::ToMove(next) => {
                let theirs = chances::<G>(best_value(&rolled, &reply)?);
                if rolled.side(next).contains(seat) {
                    theirs
                } else {
                    -theirs
                }
            }
            Status::Chance => return None,
        };
        total += p * ours;
    }
    Some(total)
}

/// The judgement behind a hint: the best move for the seat to move, beside the next best.
pub fn hint<G: Tuning>(game: &G, limits: &JudgeLimits) -> Option<Judgement<G::Move>> {
    judge(game, None, limits)
}
