//! Playing ahead on a copy: the outlook answers a clone of the delve (every die face, re-roll
//! or accept) and reads what the engine did, so the odds include whatever a card does after a
//! check, without a table of card costs to keep in step with `data/major_arcana.toml`.

use std::collections::HashMap;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::event::{Event, Outcome};
use crate::tarot::question::{Answer, Question};

use super::types::Effects;

/// A copy of the delve being answered ahead, with the events since the copy was made and the
/// Luck paid for re-rolls on the way.
#[derive(Clone, Debug)]
pub(super) struct Probe {
    pub(super) delve: Delve,
    pub(super) events: Vec<Event>,
    pub(super) luck_paid: u8,
}

impl Probe {
    /// A copy of `delve`.
    pub(super) fn new(delve: &Delve) -> Probe {
        Probe {
            delve: delve.clone(),
            events: Vec::new(),
            luck_paid: 0,
        }
    }

    /// Answers; `None` when the engine refuses (the probe then proves nothing).
    pub(super) fn answer(&mut self, answer: Answer) -> Option<()> {
        let start = self.events.len();
        self.delve.answer_into(answer, &mut self.events).ok()?;
        for event in &self.events[start..] {
            if let Event::Rerolled { luck_cost, .. } = event {
                self.luck_paid += luck_cost;
            }
        }
        Some(())
    }

    /// What happened since the copy was made, up to the next question.
    pub(super) fn effects(&self) -> Effects {
        Effects::from_events(&self.events, self.delve.question())
    }
}

/// The outcome of one way a check can go, or an average of several.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Summary {
    pub(super) pass: f64,
    pub(super) loss: f64,
    pub(super) luck_spent: f64,
    pub(super) death: f64,
}

impl Summary {
    fn add(self, other: Summary, weight: f64) -> Summary {
        Summary {
            pass: self.pass + weight * other.pass,
            loss: self.loss + weight * other.loss,
            luck_spent: self.luck_spent + weight * other.luck_spent,
            death: self.death + weight * other.death,
        }
    }
}

/// The sum of the six attributes.
pub(super) fn total(delve: &Delve) -> i32 {
    delve.attributes().0.iter().map(|v| *v as i32).sum()
}

/// Reads a finished check: death, or else whether it passed, the points lost against
/// `base_total` (Luck paid for re-rolls aside) and the Luck paid.
fn settle(probe: &Probe, base_total: i32) -> Summary {
    let died = matches!(probe.delve.outcome(), Some(Outcome::Died { .. }));
    let passed = probe.events.iter().rev().find_map(|e| match e {
        Event::Check { passed, .. } => Some(*passed),
        _ => None,
    });
    if died {
        // What a dead adventurer lost is beside the point: death is counted on its own.
        return Summary {
            death: 1.0,
            ..Summary::default()
        };
    }
    let lost = base_total - total(&probe.delve) - probe.luck_paid as i32;
    Summary {
        pass: if passed == Some(true) { 1.0 } else { 0.0 },
        loss: lost.max(0) as f64,
        luck_spent: probe.luck_paid as f64,
        death: 0.0,
    }
}

/// Averages the six faces of the die the probe is asked for. After a failure the player
/// accepts, or, with `rerolls`, re-rolls while Luck is 2 or more. Re-roll dice are
/// remembered by Luck: what follows a paid re-roll depends only on the Luck left.
pub(super) fn die_value(
    probe: &Probe,
    base_total: i32,
    rerolls: bool,
    memo: &mut HashMap<u8, Summary>,
) -> Option<Summary> {
    let luck = probe.delve.attributes().get(Attr::Luck);
    let reroll_die = matches!(
        probe.delve.question(),
        Some(Question::Die { reroll: true, .. })
    );
    if reroll_die && let Some(known) = memo.get(&luck) {
        return Some(*known);
    }
    let mut value = Summary::default();
    for face in 1..=6 {
        let mut next = probe.clone();
        next.answer(Answer::Die(face))?;
        let outcome = match next.delve.question() {
            Some(Question::Reroll { .. }) => {
                if rerolls && next.delve.attributes().get(Attr::Luck) >= 2 {
                    next.answer(Answer::Reroll(true))?;
                    die_value(&next, base_total, rerolls, memo)?
                } else {
                    next.answer(Answer::Reroll(false))?;
                    settle(&next, base_total)
                }
            }
            _ => settle(&next, base_total),
        };
        value = value.add(outcome, 1.0 / 6.0);
    }
    if reroll_die {
        memo.insert(luck, value);
    }
    Some(value)
}

/// The worst failure: a 6, accepted.
pub(super) fn worst_failure(probe: &Probe) -> Option<Effects> {
    let mut next = probe.clone();
    let start = next.events.len();
    next.answer(Answer::Die(6))?;
    if matches!(next.delve.question(), Some(Question::Reroll { .. })) {
        next.answer(Answer::Reroll(false))?;
    }
    Some(Effects::from_events(
        &next.events[start..],
        next.delve.question(),
    ))
}
