//! The odds of the check ahead, at a glance: one row per way of making it (attribute and
//! Cups), the best marked, rows that only cost more for nothing left out, plain headings.

use iced::widget::{Row, column, container, row, text};
use iced::{Element, Fill, Length};

use crate::career::ActiveDelve;
use crate::tarot::check::Odds;
use crate::tarot::question::Question;
use crate::ui::theme::{size, style};

use super::Message;

/// The rows worth showing: for each attribute, Cups spends only while they raise the chance
/// with re-rolls; at a Cups question, only that attribute's.
pub(super) fn worth_showing(all: &[Odds], question: Option<&Question>) -> Vec<Odds> {
    let mut rows: Vec<Odds> = Vec::new();
    for o in all {
        if let Some(Question::Cups { attr, .. }) = question
            && o.attr != *attr
        {
            continue;
        }
        let better = rows
            .iter()
            .filter(|r| r.attr == o.attr)
            .all(|r| o.pass_with_rerolls > r.pass_with_rerolls + 1e-9);
        if better {
            rows.push(*o);
        }
    }
    rows
}

/// The best row: the least chance of death, then the best chance to pass, then the fewest
/// Cups.
pub(super) fn best(rows: &[Odds]) -> Option<usize> {
    (0..rows.len()).min_by(|&a, &b| {
        let (x, y) = (&rows[a], &rows[b]);
        x.death_with_rerolls
            .total_cmp(&y.death_with_rerolls)
            .then(y.pass_with_rerolls.total_cmp(&x.pass_with_rerolls))
            .then(x.cups_cost.cmp(&y.cups_cost))
    })
}

/// The odds table of the pending check, if one is pending.
pub(super) fn table(active: &ActiveDelve) -> Option<Element<'_, Message>> {
    let delve = active.delve();
    let spec = delve.pending_check()?;
    let question = delve.question();
    let rows = worth_showing(&delve.odds(&spec), question.as_ref());
    if rows.is_empty() {
        return None;
    }
    let best = best(&rows);
    let widths = [150.0, 80.0, 100.0, 90.0, 90.0];
    let cell = |s: String, i: usize| text(s).size(size::SMALL).width(Length::Fixed(widths[i]));
    let head = |s: &str, i: usize| {
        text(s.to_string())
            .size(size::SMALL)
            .style(style::text::soft)
            .width(Length::Fixed(widths[i]))
    };
    let mut list = column![row![
        head("way", 0),
        head("chance to pass", 1),
        head("with Luck re-rolls", 2),
        head("expected loss", 3),
        head("chance of death", 4),
    ]]
    .spacing(2);
    for (i, o) in rows.iter().enumerate() {
        let mut way = o.attr.name().to_string();
        if o.boosts > 0 {
            way.push_str(&format!(" +{} Cups", o.boosts));
        }
        if Some(i) == best {
            way.push_str("  ★ best");
        }
        let death = percent(o.death_with_rerolls);
        let line: Row<'_, Message> = row![
            cell(way, 0),
            cell(format!("{}%", percent(o.pass)), 1),
            cell(format!("{}%", percent(o.pass_with_rerolls)), 2),
            cell(format!("{:.1}", o.expected_damage_with_rerolls), 3),
            text(format!("{death}%"))
                .size(size::SMALL)
                .width(Length::Fixed(widths[4]))
                .style(if death > 0 {
                    style::text::accent
                } else {
                    iced::widget::text::base
                }),
        ];
        let line: Element<'_, Message> = if Some(i) == best {
            container(line)
                .style(style::container::good)
                .padding([0, 4])
                .into()
        } else {
            container(line).padding([0, 4]).into()
        };
        list = list.push(line);
    }
    Some(
        column![
            text(format!(
                "The odds: {} the target is {} or less",
                if rows.len() == 1 {
                    "one way;"
                } else {
                    "each way;"
                },
                rows[0].target
            ))
            .size(size::SMALL)
            .style(style::text::soft),
            list
        ]
        .spacing(4)
        .width(Fill)
        .into(),
    )
}

/// The chance that one die passes a target: a 6 never does.
pub(super) fn reroll_chance(target: u8) -> f64 {
    f64::from(target.min(5)) / 6.0
}

/// A chance as a whole percentage, rounded to the nearest (as the terminal shows it).
pub(super) fn percent(chance: f64) -> u32 {
    (chance * 100.0).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::attributes::Attr;

    fn odds(attr: Attr, boosts: u8, pass: f64, death: f64) -> Odds {
        Odds {
            attr,
            boosts,
            cups_cost: u32::from(boosts),
            target: 3,
            pass,
            pass_with_rerolls: pass,
            expected_damage: 0.0,
            expected_damage_with_rerolls: 0.0,
            expected_luck_spent: 0.0,
            death,
            death_with_rerolls: death,
        }
    }

    #[test]
    fn a_reroll_passes_as_often_as_its_target_allows_and_a_six_never() {
        let shown: Vec<u32> = (1..=6).map(|t| percent(reroll_chance(t))).collect();
        assert_eq!(shown, vec![17, 33, 50, 67, 83, 83]);
    }

    #[test]
    fn cups_that_do_not_help_are_left_out_and_the_safest_way_is_best() {
        let all = [
            odds(Attr::Might, 0, 0.5, 0.2),
            odds(Attr::Might, 1, 0.5, 0.2),
            odds(Attr::Might, 2, 0.67, 0.1),
            odds(Attr::Luck, 0, 0.83, 0.0),
        ];
        let rows = worth_showing(&all, None);
        assert_eq!(rows.len(), 3, "the useless +1 Cups row goes");
        assert_eq!(best(&rows), Some(2), "Luck: no chance of death");
    }
}
