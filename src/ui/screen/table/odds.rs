//! The odds of the check ahead, at a glance, from the engine's outlook (which counts what the
//! card itself does after a pass or a failure): one row per way still open, the best marked,
//! rows no better on any count left out, plain headings.

use iced::widget::{column, container, row, text};
use iced::{Element, Fill, Length};

use crate::career::ActiveDelve;
use crate::tarot::outlook::{ChoiceOdds, check_outlook, percent};
use crate::ui::theme::{size, style};

use super::Message;

/// The chance that one die passes a target: a 6 never does.
pub(super) fn reroll_chance(target: u8) -> f64 {
    f64::from(target.min(5)) / 6.0
}

/// How a way to take the check reads: the attribute, and the Cups it spends.
fn way(o: &ChoiceOdds) -> String {
    match o.boosts {
        0 => o.attr.name().to_string(),
        1 => format!("{} +1 Cups", o.attr.name()),
        n => format!("{} +{n} Cups", o.attr.name()),
    }
}

/// The odds table of the pending check, if one is pending.
pub(super) fn table(active: &ActiveDelve) -> Option<Element<'_, Message>> {
    let outlook = check_outlook(active.delve())?;
    // Shares of the panel's width, so that every column shows at 1024 px too.
    let widths = [5, 3, 3, 3, 3];
    let cell = |s: String, i: usize| {
        text(s)
            .size(size::SMALL)
            .width(Length::FillPortion(widths[i]))
    };
    let head = |s: &str, i: usize| {
        text(s.to_string())
            .size(size::SMALL)
            .style(style::text::soft)
            .width(Length::FillPortion(widths[i]))
    };
    let mut list = column![row![
        head("way", 0),
        head("chance to pass", 1),
        head("with Luck re-rolls", 2),
        head("expected loss", 3),
        head("chance of death", 4),
    ]]
    .spacing(2);
    for (i, o) in outlook.rows.iter().enumerate() {
        let best = i == outlook.best;
        if o.dominated && !best {
            continue;
        }
        let mut name = way(o);
        if best && outlook.rows.len() > 1 {
            name.push_str("  ★ best");
        }
        let line = row![
            cell(name, 0),
            cell(percent(o.pass), 1),
            cell(percent(o.pass_with_rerolls), 2),
            cell(format!("{:.1}", o.expected_loss_with_rerolls), 3),
            text(percent(o.death_with_rerolls))
                .size(size::SMALL)
                .width(Length::FillPortion(widths[4]))
                .style(if o.death_with_rerolls > 0.0 {
                    style::text::accent
                } else {
                    iced::widget::text::base
                }),
        ];
        list = list.push(if best && outlook.rows.len() > 1 {
            container(line)
                .style(style::container::good)
                .padding([0, 4])
        } else {
            container(line).padding([0, 4])
        });
    }
    let caption = if outlook.choosing {
        "The odds of each way to take the check (the loss counts what the card does after)"
    } else {
        "The odds of the check ahead (the loss counts what the card does after)"
    };
    Some(
        column![
            text(caption).size(size::SMALL).style(style::text::soft),
            list
        ]
        .spacing(4)
        .width(Fill)
        .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reroll_passes_as_often_as_its_target_allows_and_a_six_never() {
        let shown: Vec<String> = (1..=6).map(|t| percent(reroll_chance(t))).collect();
        assert_eq!(shown, ["17%", "33%", "50%", "67%", "83%", "83%"]);
    }
}
