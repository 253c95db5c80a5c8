//! The re-roll prompt, figured: what accepting the failure does, what re-rolling gives under
//! each line from here, and which answer each line takes. Its figures are the same walk as the
//! odds table's, so the table before the roll and the prompt after it never disagree.

use serde::Serialize;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::lines::{Figures, Line};
use crate::tarot::question::{Answer, Question};

use super::probe::{Probe, Walk, prompt_value};
use super::types::Effects;

/// One line at the re-roll prompt.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PromptLine {
    /// Re-rolling now, then playing on by this line.
    pub reroll: Figures,
    /// Whether the line re-rolls here (else it accepts the failure).
    pub rerolls: bool,
}

impl PromptLine {
    /// The line's figures from here: those of the answer it takes.
    pub fn value<'a>(&'a self, accept: &'a Figures) -> &'a Figures {
        if self.rerolls { &self.reroll } else { accept }
    }
}

/// The re-roll prompt with its figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RerollOutlook {
    /// The attribute checked.
    pub attr: Attr,
    /// The failed die.
    pub roll: u8,
    /// The target number.
    pub target: u8,
    /// Luck now: a re-roll that does not show 1 costs 1 of it.
    pub luck: u8,
    /// The chance that the next die passes (a 6 never does), Luck aside.
    pub next_die: f64,
    /// Accepting the failure: its figures (no pass; death when it kills)…
    pub accept: Figures,
    /// …and what it does (the damage, a card's cost after a failure, death).
    pub accept_effects: Effects,
    /// The careful line here.
    pub careful: PromptLine,
    /// The bold line here.
    pub bold: PromptLine,
}

impl RerollOutlook {
    /// A line at this prompt.
    pub fn line(&self, line: Line) -> &PromptLine {
        match line {
            Line::Careful => &self.careful,
            Line::Bold => &self.bold,
        }
    }

    /// A line's figures from here (those of the answer it takes).
    pub fn value(&self, line: Line) -> &Figures {
        self.line(line).value(&self.accept)
    }
}

/// The figures of the pending re-roll prompt; `None` when no re-roll is offered. Changes are
/// measured from the attributes at the prompt.
pub fn reroll_outlook(delve: &Delve) -> Option<RerollOutlook> {
    let Some(Question::Reroll { attr, roll, target }) = delve.question() else {
        return None;
    };
    let spec = delve.pending_check()?;
    let probe = Probe::new(delve);
    let base = delve.attributes();
    let mut lines = Vec::with_capacity(2);
    let mut accept = Figures::default();
    for line in Line::BOTH {
        let prompt = prompt_value(&probe, &mut Walk::new(base, Some(line), spec.aim))?;
        let reroll = prompt.reroll?;
        accept = prompt.accept;
        lines.push(PromptLine {
            reroll,
            rerolls: line.prefers(spec.aim, &reroll, &prompt.accept),
        });
    }
    let mut accepted = probe.clone();
    accepted.answer(Answer::Reroll(false))?;
    Some(RerollOutlook {
        attr,
        roll,
        target,
        luck: base.get(Attr::Luck),
        next_die: crate::tarot::check::pass_chance(target),
        accept,
        accept_effects: accepted.effects(),
        careful: lines[0],
        bold: lines[1],
    })
}

/// Whether `line` re-rolls at the pending re-roll prompt (the careful line is what the
/// automatic players follow); `None` when no re-roll is offered.
pub fn line_rerolls(delve: &Delve, line: Line) -> Option<bool> {
    if !matches!(delve.question(), Some(Question::Reroll { .. })) {
        return None;
    }
    let spec = delve.pending_check()?;
    let mut walk = Walk::new(delve.attributes(), Some(line), spec.aim);
    let prompt = prompt_value(&Probe::new(delve), &mut walk)?;
    Some(line.prefers(spec.aim, &prompt.reroll?, &prompt.accept))
}
