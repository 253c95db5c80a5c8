//! The odds of the pending check for every choice still open, with what the check's card does
//! after a pass or a failure counted in the figures, under one die and both lines of re-rolls;
//! the rows another beats, and the recommended row.

use std::cmp::Ordering;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::lines::{Aim, EPS, Figures, Line};
use crate::tarot::question::{Answer, Question};
use crate::tarot::stakes::Odds;

use super::probe::{Probe, worst_failure};
use super::types::{
    CUPS_DEATH_STEP, CUPS_PASS_STEP, CheckOutlook, ChoiceOdds, Reason, Recommendation,
};

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
            rows.push(row(&choice, &probe)?);
        }
    } else {
        let progress = delve.check_in_progress()?;
        let reroll = matches!(question, Question::Die { reroll: true, .. });
        let (stakes, mut dice) = delve.check_dice(progress.attr, progress.boosts)?;
        let odds = Odds::of(&stakes, (progress.boosts, 0), reroll, &mut dice);
        rows.push(row(&odds, &Probe::new(delve))?);
    }
    if rows.is_empty() {
        return None;
    }
    mark_dominated(&mut rows, spec.aim);
    let recommendation = recommend(&rows, spec.aim);
    Some(CheckOutlook {
        spec,
        best: recommendation.0,
        recommendation: recommendation.1,
        rows,
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

/// One row: the way's odds, with the Cups cards it spends and its worst failure read off a
/// probe whose pending question is the check's die.
fn row(odds: &Odds, probe: &Probe) -> Option<ChoiceOdds> {
    Some(ChoiceOdds {
        attr: odds.attr,
        boosts: odds.boosts,
        cups_cards: probe.effects().lost,
        target: odds.target,
        one_die: odds.one_die,
        careful: odds.careful,
        bold: odds.bold,
        worst_failure: worst_failure(probe)?,
        dominated: false,
        folded: false,
    })
}

/// Marks rows another row beats: no worse on death and passing under both lines, points lost
/// (careful) and Cups, better on one. A beaten row that spends Cups may be folded.
fn mark_dominated(rows: &mut [ChoiceOdds], aim: Aim) {
    let beats = |a: &ChoiceOdds, b: &ChoiceOdds| {
        let mut no_worse = a.cups_cards.len() <= b.cups_cards.len();
        let mut better = a.cups_cards.len() < b.cups_cards.len();
        for line in Line::BOTH {
            let (x, y) = (a.line(line), b.line(line));
            no_worse &= x.death <= y.death + EPS && x.points_lost() <= y.points_lost() + EPS;
            better |= x.death + EPS < y.death || x.points_lost() + EPS < y.points_lost();
            if aim == Aim::Pass {
                no_worse &= x.pass + EPS >= y.pass;
                better |= x.pass > y.pass + EPS;
            }
        }
        no_worse && better
    };
    let dominated: Vec<bool> = rows
        .iter()
        .map(|b| rows.iter().any(|a| beats(a, b)))
        .collect();
    for (row, flag) in rows.iter_mut().zip(dominated) {
        row.dominated = flag;
        row.folded = flag && row.boosts > 0;
    }
}

/// How a row ranks for the recommendation, Cups aside: the careful line's chance of death,
/// then its chance to pass (or, when a failure is the aim, the points it leaves), then the
/// points lost.
fn safety(a: &Figures, b: &Figures, aim: Aim) -> Ordering {
    Line::Careful.compare(aim, a, b)
}

/// Whether `more`, which spends more Cups than `less`, is worth them.
fn worth_the_cups(more: &Figures, less: &Figures, aim: Aim) -> bool {
    let cut = less.death - more.death;
    let gain = match aim {
        Aim::Pass => more.pass - less.pass,
        Aim::Failure => 0.0,
    };
    cut >= CUPS_DEATH_STEP - EPS || (cut > -EPS && gain >= CUPS_PASS_STEP - EPS)
}

/// The recommended row and why: the safest under careful play, the cheaper row kept unless
/// the Cups earn their keep, then fewer Cups, then an attribute other than Luck (kept for
/// re-rolls); ties keep the first row.
fn recommend(rows: &[ChoiceOdds], aim: Aim) -> (usize, Recommendation) {
    let answer = |index, reason| (index, Recommendation { aim, reason });
    if rows.len() == 1 {
        return answer(0, Reason::Only);
    }
    let cups = |i: usize| rows[i].cups_cards.len();
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by_key(|i| cups(*i));
    let mut best = order[0];
    for &i in &order[1..] {
        let (r, b) = (&rows[i].careful, &rows[best].careful);
        let take = if cups(i) == cups(best) {
            match safety(r, b, aim) {
                Ordering::Less => true,
                Ordering::Greater => false,
                Ordering::Equal => rows[best].attr == Attr::Luck && rows[i].attr != Attr::Luck,
            }
        } else {
            safety(r, b, aim) == Ordering::Less && worth_the_cups(r, b, aim)
        };
        if take {
            best = i;
        }
    }
    // The safest row whatever its cost: when it is not the one recommended, the Cups were not
    // worth it.
    let safest = (0..rows.len())
        .min_by(|a, b| safety(&rows[*a].careful, &rows[*b].careful, aim))
        .unwrap_or(best);
    let b = &rows[best].careful;
    if safety(&rows[safest].careful, b, aim) == Ordering::Less {
        return answer(best, Reason::CupsNotWorth(safest));
    }
    let others: Vec<&Figures> = (0..rows.len())
        .filter(|i| *i != best)
        .map(|i| &rows[i].careful)
        .collect();
    let safer = |o: &Figures| b.death + EPS < o.death;
    let same_death = |o: &Figures| (b.death - o.death).abs() < EPS;
    let reason = if others.iter().all(|o| safer(o)) {
        Reason::LeastDeath
    } else if aim == Aim::Pass
        && others
            .iter()
            .all(|o| safer(o) || (same_death(o) && b.pass > o.pass + EPS))
    {
        Reason::BestPass
    } else if aim == Aim::Failure
        && others
            .iter()
            .all(|o| safer(o) || (same_death(o) && b.points_lost() + EPS < o.points_lost()))
    {
        Reason::MostPoints
    } else {
        Reason::Cheapest
    };
    answer(best, reason)
}
