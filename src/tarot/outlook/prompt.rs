//! The re-roll prompt, figured: what accepting the failure does, what re-rolling gives under
//! each line from here, and which answer each line takes. Its figures are the same dice as the
//! odds table's ([`crate::tarot::lines::Dice`]), so the table before the roll and the prompt
//! after it never disagree.

use serde::Serialize;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::lines::{Figures, Line};
use crate::tarot::question::{Answer, Question};

use super::probe::Probe;
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
    let progress = delve.check_in_progress()?;
    let (stakes, mut dice) = delve.check_dice(progress.attr, progress.boosts)?;
    let luck = stakes.luck();
    let accept = dice.accept(luck, roll);
    let [careful, bold] = Line::BOTH.map(|line| {
        let reroll = dice.reroll(luck, Some(line));
        PromptLine {
            reroll,
            rerolls: line.prefers(stakes.aim, &reroll, &accept),
        }
    });
    let mut accepted = Probe::new(delve);
    accepted.answer(Answer::Reroll(false))?;
    Some(RerollOutlook {
        attr,
        roll,
        target,
        luck,
        next_die: crate::tarot::check::pass_chance(target),
        accept,
        accept_effects: accepted.effects(),
        careful,
        bold,
    })
}

/// Whether `line` re-rolls at the pending re-roll prompt (the careful line is what the
/// automatic players follow); `None` when no re-roll is offered.
pub fn line_rerolls(delve: &Delve, line: Line) -> Option<bool> {
    let Some(Question::Reroll { roll, .. }) = delve.question() else {
        return None;
    };
    let progress = delve.check_in_progress()?;
    let told = delve.check_stakes(progress.attr, progress.boosts)?;
    if told.told {
        return Some(told.stakes.worked().rerolls(line, told.stakes.luck(), roll));
    }
    let (stakes, mut dice) = delve.check_dice(progress.attr, progress.boosts)?;
    Some(dice.rerolls(stakes.luck(), roll, line))
}
