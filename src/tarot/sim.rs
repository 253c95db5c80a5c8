//! Whole delves played by the seeded generator and an automatic player, and their statistics.

use serde::Serialize;

use super::card::{Card, DECK_SIZE};
use super::chance::SeededChance;
use super::delve::{Delve, DelveSetup, RuleError};
use super::event::{DeathCause, Event, Outcome};
use super::policy::PolicyKind;
use super::question::Answer;

/// A delve stops as unfinished after this many answers (no real delve comes near it).
pub const ANSWER_LIMIT: usize = 20_000;

/// How one simulated delve went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DelveRun {
    /// The seed it was played with.
    pub seed: u64,
    /// How it ended (`None`: stopped at [`ANSWER_LIMIT`]).
    pub outcome: Option<Outcome>,
    /// Turns played.
    pub turns: u32,
    /// Answers given (player and chance).
    pub answers: usize,
}

/// Buffers reused from one delve to the next.
#[derive(Debug, Default)]
pub struct Scratch {
    events: Vec<Event>,
    legal: Vec<Answer>,
}

/// Plays one delve from `setup` to its end with the seeded generator and a policy.
pub fn run_delve(
    seed: u64,
    setup: DelveSetup,
    policy: PolicyKind,
    scratch: &mut Scratch,
) -> Result<DelveRun, RuleError> {
    let mut delve = Delve::new(setup)?;
    let mut chance = SeededChance::new(seed);
    let mut player = policy.build(seed);
    let mut answers = 0;
    while let Some(question) = delve.question() {
        if answers >= ANSWER_LIMIT {
            break;
        }
        let answer = match chance.answer(&delve) {
            Some(answer) => answer,
            None => {
                if player.reads_legal(&question) {
                    delve.legal_answers_into(&mut scratch.legal);
                } else {
                    scratch.legal.clear();
                }
                player.choose(&delve, &question, &scratch.legal)
            }
        };
        scratch.events.clear();
        delve.answer_into(answer, &mut scratch.events)?;
        answers += 1;
    }
    Ok(DelveRun {
        seed,
        outcome: delve.outcome(),
        turns: delve.turn(),
        answers,
    })
}

/// Totals over many delves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimStats {
    /// Delves played.
    pub delves: u64,
    /// Escapes through The Fool.
    pub escaped: u64,
    /// Deaths.
    pub died: u64,
    /// Delves stopped at the answer limit.
    pub unfinished: u64,
    /// Sum of escape scores.
    pub total_score: u64,
    /// Best escape score.
    pub max_score: u32,
    /// Sum of turns.
    pub total_turns: u64,
    /// Deaths per card (index = card index), plus lost in the dark and Wands actions.
    #[serde(skip)]
    pub killers: Vec<u64>,
}

impl Default for SimStats {
    fn default() -> Self {
        SimStats {
            delves: 0,
            escaped: 0,
            died: 0,
            unfinished: 0,
            total_score: 0,
            max_score: 0,
            total_turns: 0,
            killers: vec![0; DECK_SIZE + 2],
        }
    }
}

/// What killed adventurers, for reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Killer {
    /// A card.
    Card(Card),
    /// The Evocation check of a Wands action.
    WandsAction,
    /// The deck ran out.
    LostInTheDark,
}

impl SimStats {
    /// Adds one delve.
    pub fn add(&mut self, run: &DelveRun) {
        self.delves += 1;
        self.total_turns += run.turns as u64;
        match run.outcome {
            Some(Outcome::Escaped { score }) => {
                self.escaped += 1;
                self.total_score += score as u64;
                self.max_score = self.max_score.max(score);
            }
            Some(Outcome::Died { cause }) => {
                self.died += 1;
                let slot = match cause {
                    DeathCause::Card(card) => card.index(),
                    DeathCause::WandsAction => DECK_SIZE,
                    DeathCause::LostInTheDark => DECK_SIZE + 1,
                };
                self.killers[slot] += 1;
            }
            None => self.unfinished += 1,
        }
    }

    /// Adds another total (from another thread).
    pub fn merge(&mut self, other: &SimStats) {
        self.delves += other.delves;
        self.escaped += other.escaped;
        self.died += other.died;
        self.unfinished += other.unfinished;
        self.total_score += other.total_score;
        self.max_score = self.max_score.max(other.max_score);
        self.total_turns += other.total_turns;
        for (mine, theirs) in self.killers.iter_mut().zip(&other.killers) {
            *mine += theirs;
        }
    }

    /// Mean escape score over escapes (0 with none).
    pub fn mean_score(&self) -> f64 {
        if self.escaped == 0 {
            0.0
        } else {
            self.total_score as f64 / self.escaped as f64
        }
    }

    /// The deadliest causes, most deaths first.
    pub fn top_killers(&self, n: usize) -> Vec<(Killer, u64)> {
        let mut list: Vec<(Killer, u64)> = self
            .killers
            .iter()
            .enumerate()
            .filter(|(_, count)| **count > 0)
            .map(|(i, count)| {
                let killer = match Card::from_index(i) {
                    Some(card) => Killer::Card(card),
                    None if i == DECK_SIZE => Killer::WandsAction,
                    None => Killer::LostInTheDark,
                };
                (killer, *count)
            })
            .collect();
        list.sort_by_key(|entry| std::cmp::Reverse(entry.1));
        list.truncate(n);
        list
    }
}
