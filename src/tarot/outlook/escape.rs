//! The chance to escape, and the ★ (the ruling "The recommendation (★): the best chance to get
//! out alive"): each answer of a decision is played on from the state it leads to, many times,
//! by the automatic careful player, the cards nobody has seen dealt in a random order (what
//! the player has seen stays where it is: the deck keeps it), and the share of those runs that
//! escape is the answer's chance. The ★ goes to the highest; answers within each other's 95%
//! intervals tie, and the tie goes to the lower chance of death now, then the fewer points
//! spent.
//!
//! No files, no clock: the same seed gives the same figures (the app seeds from the delve's
//! seed and the moment), and the work belongs off the window's thread; `stop` lets the caller
//! give up on a moment that is no longer on show.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::tarot::chance::SeededChance;
use crate::tarot::delve::Delve;
use crate::tarot::event::Outcome;
use crate::tarot::policy::{Heuristic, Policy, PolicyKind};
use crate::tarot::question::{Answer, Question};
use crate::tarot::sim::ANSWER_LIMIT;

use super::consequences::consequences;
use super::odds::check_outlook;
use super::types::{Consequence, EscapeEstimate};

/// Runs per answer: at 2,000 a 95% interval is at most about ±2 points.
pub const RUNS: u32 = 2_000;

/// The seed of the chances at a moment of a delve: the delve's seed (`None` at the table) and
/// how many answers it has had, mixed, so that the same state always shows the same figures,
/// in the app and at the terminal alike.
pub fn chance_seed(delve: Option<u64>, moment: usize) -> u64 {
    delve
        .unwrap_or(0)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .rotate_left(17)
        ^ (moment as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Plays `runs` delves on from copies of `delve` (run `i` with seed `seed + i`: its dice, cards
/// and the player's choices), and counts the escapes. A run that reaches the simulator's
/// answer limit counts as no escape.
pub fn escape_estimate(delve: &Delve, policy: PolicyKind, runs: u32, seed: u64) -> EscapeEstimate {
    let never = AtomicBool::new(false);
    let escaped = play_on(delve, policy, runs, seed, &never).unwrap_or(0);
    EscapeEstimate {
        runs,
        escaped,
        survivable: can_live(delve),
        settled: delve.outcome().is_some(),
    }
}

/// How many of `runs` delves played on from `delve` escape; `None` once `stop` is set.
fn play_on(
    delve: &Delve,
    policy: PolicyKind,
    runs: u32,
    seed: u64,
    stop: &AtomicBool,
) -> Option<u32> {
    if let Some(outcome) = delve.outcome() {
        let escaped = matches!(outcome, Outcome::Escaped { .. });
        return Some(if escaped { runs } else { 0 });
    }
    let mut escaped = 0;
    let mut events = Vec::new();
    let mut legal = Vec::new();
    let mut careful = Heuristic::cautious();
    for i in 0..runs {
        if i % 64 == 0 && stop.load(Ordering::Relaxed) {
            return None;
        }
        let run_seed = seed.wrapping_add(u64::from(i));
        let mut copy = delve.lookahead_copy();
        let mut chance = SeededChance::new(run_seed);
        let mut other = match policy {
            PolicyKind::Cautious => None,
            kind => Some(kind.build(run_seed)),
        };
        let mut answers = 0;
        while let Some(question) = copy.question() {
            if answers >= ANSWER_LIMIT {
                break;
            }
            let answer = match chance.answer(&copy) {
                Some(answer) => answer,
                None => {
                    let player: &mut dyn Policy = match other.as_mut() {
                        Some(player) => player.as_mut(),
                        None => &mut careful,
                    };
                    if player.reads_legal(&question) {
                        copy.legal_answers_into(&mut legal);
                    } else {
                        legal.clear();
                    }
                    player.choose(&copy, &question, &legal)
                }
            };
            events.clear();
            if copy.answer_into(answer, &mut events).is_err() {
                break;
            }
            answers += 1;
        }
        if matches!(copy.outcome(), Some(Outcome::Escaped { .. })) {
            escaped += 1;
        }
    }
    Some(escaped)
}

/// Whether some answer to the pending question lets the adventurer live (careful play): a
/// die that does not always kill, or a player's answer that does not lead to certain death.
pub fn can_live(delve: &Delve) -> bool {
    if delve.outcome().is_some() {
        return false;
    }
    if let Some(outlook) = check_outlook(delve)
        && !outlook.choosing
    {
        return outlook.rows.iter().any(|r| r.careful.death < 1.0);
    }
    let said = consequences(delve);
    said.is_empty() || said.iter().any(|c| c.death < 1.0)
}

/// One answer's chance to escape, with what breaks a tie.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct AnswerChance {
    /// The answer.
    pub answer: Answer,
    /// Its chance to escape: the runs played on from the state it leads to.
    pub escape: EscapeEstimate,
    /// The chance this answer leads to death now (careful play of the check it leads to; 1
    /// when it kills for sure).
    pub death_now: f64,
    /// What it spends for sure: cards that leave the hand and attribute points lost (a
    /// re-roll's Luck counted five times in six).
    pub spent: f64,
}

/// Every answer's chance to escape, and the ★.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Chances {
    /// Each legal answer, in the order of [`Delve::legal_answers`].
    pub answers: Vec<AnswerChance>,
    /// The index of the answer with the best chance to get out alive, ties broken.
    pub best: usize,
}

impl Chances {
    /// The chance of one answer, when it has one.
    pub fn of(&self, answer: &Answer) -> Option<&AnswerChance> {
        self.answers.iter().find(|a| a.answer == *answer)
    }

    /// Whether `answer` carries the ★.
    pub fn is_best(&self, answer: &Answer) -> bool {
        self.answers
            .get(self.best)
            .is_some_and(|a| a.answer == *answer)
    }

    /// When the ★ stands on an answer whose chance reads lower than another's (the two tie
    /// within their margins, and the tie went to the lower chance of death now, or to the
    /// fewer points spent): that other answer and what broke the tie. A player reads a ★ on
    /// 17% beside 19% as a mistake unless told why.
    pub fn tie(&self) -> Option<Tie> {
        let starred = self.answers.get(self.best)?;
        let top = self
            .answers
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| {
                a.escape
                    .chance()
                    .total_cmp(&b.escape.chance())
                    .then(j.cmp(i))
            })
            .map(|(_, a)| a)?;
        if top.escape.chance() <= starred.escape.chance()
            || top.escape.reads() == starred.escape.reads()
        {
            return None;
        }
        let broke = if cmp(starred.death_now, top.death_now).is_lt() {
            TieBreak::SaferNow
        } else if cmp(starred.spent, top.spent).is_lt() {
            TieBreak::SpendsLess
        } else {
            return None;
        };
        Some(Tie {
            starred: starred.escape.reads(),
            over: top.answer,
            reads: top.escape.reads(),
            broke,
        })
    }
}

/// A ★ on a tie: see [`Chances::tie`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tie {
    /// The starred answer's chance as it reads ("17%").
    pub starred: String,
    /// The answer whose chance reads higher.
    pub over: Answer,
    /// Its chance as it reads ("19%").
    pub reads: String,
    /// What gave the ★ to the starred answer.
    pub broke: TieBreak,
}

/// What broke a tie of chances to escape (the ruling: the lower chance of death now, then the
/// fewer points spent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TieBreak {
    /// The starred answer is less likely to kill now.
    SaferNow,
    /// The starred answer spends fewer cards or points for sure.
    SpendsLess,
}

/// Whether the pending question is a decision whose answers get a chance to escape: a
/// player's question with more than one answer, other than the face-down cards of a spread
/// (which must not give away what lies under them).
pub fn is_decision(delve: &Delve) -> bool {
    match delve.question() {
        Some(Question::Pick { .. }) | None => false,
        Some(question) => !question.is_chance() && delve.legal_answers().len() > 1,
    }
}

/// Every answer's chance to escape from the pending decision, `runs` runs each (every answer
/// played on with the same seeds, so that their differences are the answers' own), and the ★.
/// `None` when the question is no decision ([`is_decision`]) or `stop` was set.
pub fn chances(delve: &Delve, runs: u32, seed: u64, stop: &AtomicBool) -> Option<Chances> {
    if !is_decision(delve) {
        return None;
    }
    let said = consequences(delve);
    let mut answers = Vec::new();
    for answer in delve.legal_answers() {
        let mut next = delve.lookahead_copy();
        next.answer(answer).ok()?;
        let escaped = play_on(&next, PolicyKind::Cautious, runs, seed, stop)?;
        let told = said.iter().find(|c| c.answer == answer);
        answers.push(AnswerChance {
            answer,
            escape: EscapeEstimate {
                runs,
                escaped,
                survivable: next.outcome().is_none() && can_live(&next),
                settled: next.outcome().is_some(),
            },
            death_now: told.map_or(0.0, |c| c.death),
            spent: told.map_or(0.0, spent),
        });
    }
    let best = best(&answers);
    Some(Chances { answers, best })
}

/// What an answer spends for sure, in points: cards that leave the hand, attribute points
/// lost, and a re-roll's Luck five times in six.
fn spent(said: &Consequence) -> f64 {
    let cards = said.effects.lost.len() as f64;
    let points: f64 = said
        .effects
        .changes
        .iter()
        .map(|c| f64::from(c.from.saturating_sub(c.to)))
        .sum();
    let luck = match said.answer {
        Answer::Reroll(true) => 5.0 / 6.0,
        _ => 0.0,
    };
    cards + points + luck
}

/// The ★: the highest chance to escape; the answers whose figure and the highest lie within
/// each other's intervals tie with it, and the tie goes to the lower chance of death now,
/// then the fewer points spent, then the higher chance, then the first listed.
fn best(answers: &[AnswerChance]) -> usize {
    let top = answers
        .iter()
        .enumerate()
        .max_by(|(i, a), (j, b)| {
            a.escape
                .chance()
                .total_cmp(&b.escape.chance())
                .then(j.cmp(i))
        })
        .map_or(0, |(i, _)| i);
    let Some(leader) = answers.get(top) else {
        return 0;
    };
    let ties = |a: &AnswerChance| {
        let gap = (a.escape.chance() - leader.escape.chance()).abs();
        gap <= a.escape.margin().min(leader.escape.margin()) + 1e-12
    };
    let mut best = top;
    for (i, a) in answers.iter().enumerate() {
        if i == best || !ties(a) {
            continue;
        }
        let b = &answers[best];
        let order = cmp(a.death_now, b.death_now)
            .then(cmp(a.spent, b.spent))
            .then(cmp(b.escape.chance(), a.escape.chance()))
            .then(i.cmp(&best));
        if order.is_lt() {
            best = i;
        }
    }
    best
}

/// Compares two figures, equal within a hair.
fn cmp(a: f64, b: f64) -> std::cmp::Ordering {
    if (a - b).abs() < 1e-9 {
        std::cmp::Ordering::Equal
    } else {
        a.total_cmp(&b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An answer escaping `escaped` times in 2,000, with its death now and points spent.
    fn chance(answer: Answer, escaped: u32, death_now: f64, spent: f64) -> AnswerChance {
        AnswerChance {
            answer,
            escape: EscapeEstimate {
                runs: RUNS,
                escaped,
                survivable: true,
                settled: false,
            },
            death_now,
            spent,
        }
    }

    /// The ★ as the ruling gives it, and the tie it says.
    fn starred(answers: Vec<AnswerChance>) -> Chances {
        let best = best(&answers);
        Chances { answers, best }
    }

    #[test]
    fn a_star_on_a_lower_figure_within_the_margin_says_what_broke_the_tie() {
        // No Cups reads 17%, one boost 19%: a tie within ±2, and no Cups spends nothing.
        let cups = starred(vec![
            chance(Answer::Cups(0), 345, 0.0, 0.0),
            chance(Answer::Cups(1), 375, 0.0, 1.0),
        ]);
        assert!(cups.is_best(&Answer::Cups(0)));
        assert_eq!(
            cups.tie(),
            Some(Tie {
                starred: "17%".into(),
                over: Answer::Cups(1),
                reads: "19%".into(),
                broke: TieBreak::SpendsLess,
            })
        );
        // The lower chance of death now breaks a tie before what is spent.
        let safer = starred(vec![
            chance(Answer::Skip(false), 375, 0.2, 0.0),
            chance(Answer::Skip(true), 345, 0.05, 2.0),
        ]);
        assert!(safer.is_best(&Answer::Skip(true)));
        assert_eq!(safer.tie().map(|t| t.broke), Some(TieBreak::SaferNow));
    }

    #[test]
    fn a_star_on_the_highest_figure_or_an_equal_reading_needs_no_word() {
        // A clear winner (beyond the margins) keeps the ★ even though it spends more.
        let clear = starred(vec![
            chance(Answer::Cups(0), 300, 0.0, 0.0),
            chance(Answer::Cups(1), 400, 0.0, 1.0),
        ]);
        assert!(clear.is_best(&Answer::Cups(1)));
        assert_eq!(clear.tie(), None);
        // Both read 17%: nothing looks wrong.
        let same = starred(vec![
            chance(Answer::Cups(0), 340, 0.0, 0.0),
            chance(Answer::Cups(1), 345, 0.0, 1.0),
        ]);
        assert!(same.is_best(&Answer::Cups(0)));
        assert_eq!(same.tie(), None);
    }
}
