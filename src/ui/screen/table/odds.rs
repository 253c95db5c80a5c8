//! The odds of the check ahead, at a glance, from the engine's outlook (which counts what the
//! card itself does after a pass or a failure): one row per way still open under careful and
//! bold play, the recommended way marked, Cups spends that do no better folded into a count.

use iced::widget::{column, container, row, text};
use iced::{Element, Fill, Length};

use crate::career::ActiveDelve;
use crate::journal::odds::odds_words;
use crate::tarot::outlook::check_outlook;
use crate::ui::theme::{size, style};

use super::Message;

/// The chance that one die passes a target: a 6 never does.
pub(super) fn reroll_chance(target: u8) -> f64 {
    f64::from(target.min(5)) / 6.0
}

/// The odds table of the pending check, if one is pending: every way (Cups spends another way
/// beats folded into a count), each with its chances under careful and bold play, what it
/// costs on average if you live, the recommended way and what it optimises, and the one
/// sentence saying what the two lines are. Words and figures are the terminal's too
/// ([`crate::journal::odds`]).
pub(super) fn table(active: &ActiveDelve) -> Option<Element<'_, Message>> {
    let outlook = check_outlook(active.delve())?;
    let words = odds_words(&outlook);
    // Shares of the panel's width, so that every column shows at 1024 px too.
    let widths = [4, 5, 5, 5];
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
        head("careful play", 1),
        head("bold play", 2),
        head("if you live (careful)", 3),
    ]]
    .spacing(2);
    let mut folded = 0;
    for (o, w) in outlook.rows.iter().zip(&words.rows) {
        if w.folded && !w.best {
            folded += 1;
            continue;
        }
        let mut name = w.way.clone();
        if w.best {
            name.push_str("  ★");
        }
        let line = row![
            cell(name, 0),
            text(w.careful.clone())
                .size(size::SMALL)
                .width(Length::FillPortion(widths[1]))
                .style(if o.careful.death > 0.0 {
                    style::text::accent
                } else {
                    iced::widget::text::base
                }),
            cell(w.bold.clone().unwrap_or_else(|| "the same".into()), 2),
            cell(w.loss.trim_start_matches("if you live, ").to_string(), 3),
        ];
        list = list.push(if w.best {
            container(line)
                .style(style::container::good)
                .padding([0, 4])
        } else {
            container(line).padding([0, 4])
        });
    }
    if folded > 0 {
        list = list.push(
            text(format!(
                "{folded} more way{} with Cups that do no better",
                if folded == 1 { "" } else { "s" }
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    let mut panel = column![
        text(format!("Odds of the {}", words.title))
            .size(size::SMALL)
            .style(style::text::soft),
        list
    ]
    .spacing(4)
    .width(Fill);
    for line in [words.why, words.rule, words.lines.to_string()] {
        if !line.is_empty() {
            panel = panel.push(text(line).size(size::SMALL).style(style::text::soft));
        }
    }
    Some(panel.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::outlook::percent;

    #[test]
    fn a_reroll_passes_as_often_as_its_target_allows_and_a_six_never() {
        let shown: Vec<String> = (1..=6).map(|t| percent(reroll_chance(t))).collect();
        assert_eq!(shown, ["17%", "33%", "50%", "67%", "83%", "83%"]);
    }
}
