//! Playing ahead on a copy: the outlook answers a clone of the delve (every die face, re-roll
//! or accept) and reads what the engine did, so the odds include whatever a card does after a
//! check, without a table of card costs to keep in step with `data/major_arcana.toml`.

use std::collections::HashMap;

use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::delve::Delve;
use crate::tarot::event::{Event, Outcome};
use crate::tarot::lines::{Aim, Figures, Line};
use crate::tarot::question::{Answer, Question};

use super::types::Effects;

/// A copy of the delve being answered ahead, with the events since the copy was made.
#[derive(Clone, Debug)]
pub(super) struct Probe {
    pub(super) delve: Delve,
    pub(super) events: Vec<Event>,
}

impl Probe {
    /// A copy of `delve`.
    pub(super) fn new(delve: &Delve) -> Probe {
        Probe {
            delve: delve.lookahead_copy(),
            events: Vec::new(),
        }
    }

    /// Answers; `None` when the engine refuses (the probe then proves nothing).
    pub(super) fn answer(&mut self, answer: Answer) -> Option<()> {
        self.delve.answer_into(answer, &mut self.events).ok()?;
        Some(())
    }

    /// What happened since the copy was made, up to the next question.
    pub(super) fn effects(&self) -> Effects {
        Effects::from_events(&self.events, self.delve.question())
    }
}

/// What the odds walk needs: the attributes it measures changes from, the line of re-rolls
/// (`None`: every failure accepted), what the check is for, and the value of a re-roll die by
/// the Luck left (what follows a paid re-roll depends only on that).
pub(super) struct Walk {
    pub(super) base: Attributes,
    pub(super) line: Option<Line>,
    pub(super) aim: Aim,
    memo: HashMap<u8, Figures>,
}

impl Walk {
    /// A walk measuring changes from `base`.
    pub(super) fn new(base: Attributes, line: Option<Line>, aim: Aim) -> Walk {
        Walk {
            base,
            line,
            aim,
            memo: HashMap::new(),
        }
    }
}

/// Reads a finished check: death, or else whether it passed and what each attribute changed
/// since `base` (Luck paid for re-rolls included).
pub(super) fn settle(probe: &Probe, base: Attributes) -> Figures {
    if matches!(probe.delve.outcome(), Some(Outcome::Died { .. })) {
        // What a dead adventurer lost is beside the point: death is counted on its own.
        return Figures::DEATH;
    }
    let passed = probe.events.iter().rev().find_map(|e| match e {
        Event::Check { passed, .. } => Some(*passed),
        _ => None,
    });
    let now = probe.delve.attributes();
    let mut change = [0.0; 6];
    for attr in Attr::ALL {
        change[attr.index()] = f64::from(now.get(attr)) - f64::from(base.get(attr));
    }
    Figures {
        pass: if passed == Some(true) { 1.0 } else { 0.0 },
        death: 0.0,
        change,
    }
}

/// Averages the six faces of the die the probe is asked for; after each failure, the walk's
/// line chooses at the re-roll prompt ([`prompt_value`]). Re-roll dice are remembered by Luck.
pub(super) fn die_value(probe: &Probe, walk: &mut Walk) -> Option<Figures> {
    let luck = probe.delve.attributes().get(Attr::Luck);
    let reroll_die = matches!(
        probe.delve.question(),
        Some(Question::Die { reroll: true, .. })
    );
    if reroll_die && let Some(known) = walk.memo.get(&luck) {
        return Some(*known);
    }
    let mut value = Figures::default();
    for face in 1..=6 {
        let mut next = probe.clone();
        next.answer(Answer::Die(face))?;
        let outcome = match next.delve.question() {
            Some(Question::Reroll { .. }) => prompt_value(&next, walk)?.chosen,
            _ => settle(&next, walk.base),
        };
        value.add(&outcome, 1.0 / 6.0);
    }
    if reroll_die {
        walk.memo.insert(luck, value);
    }
    Some(value)
}

/// The two answers of a re-roll prompt, and the walk's choice between them.
pub(super) struct Prompt {
    /// Accepting the failure.
    pub(super) accept: Figures,
    /// Re-rolling, then playing on by the walk's line (`None` without a line).
    pub(super) reroll: Option<Figures>,
    /// What the walk's line does here.
    pub(super) chosen: Figures,
}

/// At a re-roll prompt: accepting, re-rolling (when the walk has a line), and the line's pick.
pub(super) fn prompt_value(probe: &Probe, walk: &mut Walk) -> Option<Prompt> {
    let mut accepted = probe.clone();
    accepted.answer(Answer::Reroll(false))?;
    let accept = settle(&accepted, walk.base);
    let Some(line) = walk.line else {
        return Some(Prompt {
            accept,
            reroll: None,
            chosen: accept,
        });
    };
    let mut rerolled = probe.clone();
    rerolled.answer(Answer::Reroll(true))?;
    let reroll = die_value(&rerolled, walk)?;
    // The line chooses from where it stands: what was spent before the prompt (Luck paid for
    // earlier re-rolls) is sunk, and counted from the walk's start it would weigh on the
    // answer that dies less, which lives to pay it.
    let here = probe.delve.attributes();
    let from_here = |f: &Figures| {
        let mut f = *f;
        for attr in Attr::ALL {
            let sunk = f64::from(here.get(attr)) - f64::from(walk.base.get(attr));
            f.change[attr.index()] -= sunk * f.live();
        }
        f
    };
    let chosen = if line.prefers(walk.aim, &from_here(&reroll), &from_here(&accept)) {
        reroll
    } else {
        accept
    };
    Some(Prompt {
        accept,
        reroll: Some(reroll),
        chosen,
    })
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
