//! The odds of the pending check for every choice still open, with what the check's card does
//! after a pass or a failure counted in the loss and the chance of death.

use std::collections::HashMap;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::question::{Answer, Question};

use super::probe::{Probe, die_value, total, worst_failure};
use super::types::{CheckOutlook, ChoiceOdds};

/// The odds of the check the pending question belongs to: the attribute question, the Cups
/// question, an Overcome question (the skip check), or the die of a check about to be rolled
/// (a first die or a re-roll). `None` when no check is pending.
pub fn check_outlook(delve: &Delve) -> Option<CheckOutlook> {
    let spec = delve.pending_check()?;
    let question = delve.question()?;
    let choosing = match question {
        Question::Overcome { .. } | Question::CheckAttribute { .. } | Question::Cups { .. } => true,
        Question::Die { .. } => false,
        _ => return None,
    };
    let base_total = total(delve);
    let mut rows = Vec::new();
    if choosing {
        let only = match question {
            Question::Cups { attr, .. } => Some(attr),
            _ => None,
        };
        for choice in delve.odds(&spec) {
            if only.is_some_and(|a| a != choice.attr) {
                continue;
            }
            let probe = to_the_die(delve, choice.attr, choice.boosts)?;
            rows.push(row(&probe, base_total)?);
        }
    } else {
        rows.push(row(&Probe::new(delve), base_total)?);
    }
    if rows.is_empty() {
        return None;
    }
    mark_dominated(&mut rows);
    let best = best_row(&rows);
    Some(CheckOutlook {
        spec,
        rows,
        best,
        choosing,
    })
}

/// Answers the check's choices on a copy (skip, attribute, Cups) until its first die is asked.
fn to_the_die(delve: &Delve, attr: Attr, boosts: u8) -> Option<Probe> {
    let mut probe = Probe::new(delve);
    loop {
        match probe.delve.question()? {
            Question::Overcome { .. } => probe.answer(Answer::Skip(true))?,
            Question::CheckAttribute { .. } => probe.answer(Answer::Attr(attr))?,
            Question::Cups { .. } => probe.answer(Answer::Cups(boosts))?,
            Question::Die { .. } => return Some(probe),
            _ => return None,
        }
    }
}

/// One row, from a probe whose pending question is the check's die.
fn row(probe: &Probe, base_total: i32) -> Option<ChoiceOdds> {
    let progress = probe.delve.check_in_progress()?;
    let plain = die_value(probe, base_total, false, &mut HashMap::new())?;
    let rerolled = die_value(probe, base_total, true, &mut HashMap::new())?;
    Some(ChoiceOdds {
        attr: progress.attr,
        boosts: progress.boosts,
        cups_cards: probe.effects().lost,
        target: progress.target,
        pass: plain.pass,
        pass_with_rerolls: rerolled.pass,
        expected_loss: plain.loss,
        expected_loss_with_rerolls: rerolled.loss,
        expected_luck_spent: rerolled.luck_spent,
        death: plain.death,
        death_with_rerolls: rerolled.death,
        worst_failure: worst_failure(probe)?,
        dominated: false,
    })
}

/// Points a row is expected to cost with re-rolls, while living.
fn cost(row: &ChoiceOdds) -> f64 {
    row.expected_loss_with_rerolls
}

/// Marks rows another row beats: no worse on death, passing, points lost and Cups, better on
/// one.
fn mark_dominated(rows: &mut [ChoiceOdds]) {
    const EPS: f64 = 1e-9;
    let beats = |a: &ChoiceOdds, b: &ChoiceOdds| {
        let no_worse = a.death_with_rerolls <= b.death_with_rerolls + EPS
            && a.pass_with_rerolls + EPS >= b.pass_with_rerolls
            && cost(a) <= cost(b) + EPS
            && a.cups_cards.len() <= b.cups_cards.len()
            && a.death <= b.death + EPS
            && a.pass + EPS >= b.pass;
        let better = a.death_with_rerolls + EPS < b.death_with_rerolls
            || a.pass_with_rerolls > b.pass_with_rerolls + EPS
            || cost(a) + EPS < cost(b)
            || a.cups_cards.len() < b.cups_cards.len()
            || a.death + EPS < b.death
            || a.pass > b.pass + EPS;
        no_worse && better
    };
    let dominated: Vec<bool> = rows
        .iter()
        .map(|b| rows.iter().any(|a| beats(a, b)))
        .collect();
    for (row, flag) in rows.iter_mut().zip(dominated) {
        row.dominated = flag;
    }
}

/// The least chance of death, then the best chance to pass, then the fewest points lost, then
/// the fewest Cups, then not Luck (kept for re-rolls); ties keep the first row.
fn best_row(rows: &[ChoiceOdds]) -> usize {
    const EPS: f64 = 1e-9;
    let mut best = 0;
    for (i, r) in rows.iter().enumerate().skip(1) {
        let b = &rows[best];
        let order = [
            b.death_with_rerolls - r.death_with_rerolls,
            r.pass_with_rerolls - b.pass_with_rerolls,
            cost(b) - cost(r),
            b.cups_cards.len() as f64 - r.cups_cards.len() as f64,
            f64::from(i32::from(b.attr == Attr::Luck) - i32::from(r.attr == Attr::Luck)),
        ];
        if let Some(d) = order.iter().find(|d| d.abs() > EPS)
            && *d > 0.0
        {
            best = i;
        }
    }
    best
}
