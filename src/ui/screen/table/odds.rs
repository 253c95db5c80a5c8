//! The odds of the check ahead, as a small panel of bars, from the engine's outlook (which
//! counts what the card itself does after a pass or a failure): every way to take the check,
//! each with its chance to pass and of death under careful and bold play (one bar where they
//! agree), what it costs on average if you live, the recommended way and what it optimises;
//! Cups spends another way beats folded behind one line that shows them. At the re-roll
//! prompt, what a re-roll is and which answer each line takes; on each answer, what it leads
//! to. Every figure and sentence comes from [`crate::journal::odds`], as in the terminal.

mod bar;

use iced::widget::{Column, button, column, container, row, space, text, tooltip};
use iced::{Alignment, Element, Fill};

use crate::career::ActiveDelve;
use crate::journal::effects::effects_sentence;
use crate::journal::face::preview_sentence;
use crate::journal::odds::{RowWords, chances, lines_sentence, odds_words, reroll_words, way};
use crate::tarot::lines::{Figures, Line};
use crate::tarot::outlook::{
    CheckOutlook, ChoiceOdds, Consequence, RerollOutlook, Warning, check_outlook, percent,
    reroll_outlook,
};
use crate::tarot::question::Answer;
use crate::ui::theme::{size, style};

pub use bar::Bar;

use super::{Message, Table};

/// How wide the name of a line ("careful", "bold") is set, so that the bars line up.
const LINE_NAME: f32 = 62.0;
/// How wide a line's figures are set beside its bar.
const FIGURES: f32 = 162.0;
/// A bar's height in the panel, and on an answer.
const BAR: f32 = 10.0;
const SMALL_BAR: f32 = 7.0;

/// The odds panel of the question on show: the odds of the pending check (its ways as bars),
/// or at a re-roll prompt what the re-roll is and what each line does there; `None` when no
/// check is ahead. The ways lie `across` to a row (the band gives a wide panel two).
pub(super) fn table<'a>(
    table: &Table,
    active: &'a ActiveDelve,
    across: usize,
) -> Option<Element<'a, Message>> {
    let delve = active.delve();
    if let Some(prompt) = reroll_outlook(delve) {
        return Some(reroll_note(&prompt));
    }
    let outlook = check_outlook(delve)?;
    Some(check_panel(&outlook, table.show_folded, across))
}

/// The panel of a check's odds.
fn check_panel<'a>(
    outlook: &CheckOutlook,
    show_folded: bool,
    across: usize,
) -> Element<'a, Message> {
    let words = odds_words(outlook);
    let mut panel = column![
        text(format!("Odds of the {}", words.title))
            .size(size::SMALL)
            .style(style::text::soft)
    ]
    .spacing(6)
    .width(Fill);
    let mut folded = 0;
    let mut ways: Vec<Element<'a, Message>> = Vec::new();
    for (odds, said) in outlook.rows.iter().zip(&words.rows) {
        let hidden = said.folded && !said.best;
        folded += usize::from(hidden);
        if hidden && !show_folded {
            continue;
        }
        let block = way_block(odds, said, hidden);
        ways.push(
            if said.best {
                container(block)
                    .padding([4, 6])
                    .style(style::container::good)
            } else {
                container(block).padding([4, 6])
            }
            .width(Fill)
            .into(),
        );
    }
    // The ways `across` to a row, a short last row keeping the others' width.
    let across = across.max(1);
    let mut ways = ways.into_iter().peekable();
    while ways.peek().is_some() {
        let mut line = row![].spacing(8);
        for slot in 0..across {
            line = match ways.next() {
                Some(way) => line.push(way),
                None if slot > 0 => line.push(space().width(Fill)),
                None => line,
            };
        }
        panel = panel.push(line);
    }
    if folded > 0 {
        let label = match (show_folded, folded) {
            (true, _) => "Fold the ways with Cups that do no better".to_string(),
            (false, 1) => "1 more way, with Cups, does no better: show it".to_string(),
            (false, n) => format!("{n} more ways, with Cups, do no better: show them"),
        };
        panel = panel.push(
            button(text(label).size(size::SMALL).style(style::text::soft))
                .padding([1, 6])
                .style(style::button::quiet)
                .on_press(Message::ToggleFolded),
        );
    }
    if !words.why.is_empty() {
        // What the ★ optimises: the reason for this check in one line; the rule in full on
        // hover (always on show where a failure is what pays).
        let why = text(format!("★ {}", words.why)).size(size::SMALL);
        if outlook.recommendation.aim == crate::tarot::lines::Aim::Failure {
            panel = panel.push(why);
            panel = panel.push(text(words.rule).size(size::SMALL).style(style::text::soft));
        } else {
            panel = panel.push(tip(why, words.rule));
        }
    }
    panel = panel.push(text(words.lines).size(size::SMALL).style(style::text::soft));
    container(panel)
        .padding(8)
        .width(Fill)
        .style(style::container::tray)
        .into()
}

/// One way to take the check: its name and what passes, its bars under both lines (one when
/// they agree), and what it costs on average if you live. `soft` for a folded way.
fn way_block<'a>(odds: &ChoiceOdds, said: &RowWords, soft: bool) -> Column<'a, Message> {
    // What passes takes the room left (and wraps in it): the mark of the best way never does.
    let mut name = row![
        text(said.way.clone()).size(size::BODY),
        text(said.target.clone())
            .size(size::SMALL)
            .style(style::text::soft)
            .width(Fill),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    if said.best {
        name = name.push(
            text("★ safest")
                .size(size::SMALL)
                .style(style::text::good)
                .wrapping(iced::widget::text::Wrapping::None),
        );
    }
    let mut more = format!("One die, no re-roll: {}.", said.one_die);
    if !said.worst.is_empty() {
        more.push_str(&format!(" A failure on a 6: {}.", said.worst));
    }
    let mut block = column![tip(name, more)].spacing(3);
    if odds.lines_agree() {
        block = block.push(line_row("either way", &odds.careful, soft));
    } else {
        for line in Line::BOTH {
            block = block.push(line_row(line.name(), odds.line(line), soft));
        }
    }
    if !said.loss.is_empty() {
        block = block.push(
            text(sentence(&said.loss))
                .size(size::SMALL)
                .style(style::text::soft),
        );
    }
    block
}

/// One line's bar with its name and figures.
fn line_row<'a>(name: &str, figures: &Figures, soft: bool) -> Element<'a, Message> {
    let said = text(chances(figures)).size(size::SMALL).width(FIGURES);
    row![
        text(name.to_string())
            .size(size::SMALL)
            .style(style::text::soft)
            .width(LINE_NAME),
        Bar::new(figures).view(Fill, BAR),
        if soft {
            said.style(style::text::soft)
        } else {
            said
        },
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// At the re-roll prompt: what a re-roll is here, which answer each line takes, and what the
/// two lines are. The answers carry their own figures.
fn reroll_note<'a>(prompt: &RerollOutlook) -> Element<'a, Message> {
    let words = reroll_words(prompt);
    container(
        column![
            text(words.rule).size(size::SMALL),
            text(words.choice).size(size::SMALL),
            text(lines_sentence())
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .spacing(4),
    )
    .padding(8)
    .width(Fill)
    .style(style::container::tray)
    .into()
}

/// What an answer leads to, under its words on the button: its chance to pass and of death
/// under both lines when a check follows (a re-roll counts), what it costs for sure (a face
/// it, an accepted failure, Cups, a Swords action), or that it kills. `None` when it leads to
/// nothing worth a line (a flip).
pub(super) fn answer_note<'a>(
    said: &Consequence,
    prompt: Option<&RerollOutlook>,
) -> Option<Element<'a, Message>> {
    let mut lines = column![].spacing(1);
    let mut any = false;
    // What the answer costs for sure (a card answer is its own cost).
    let cost = match (said.answer, prompt) {
        (Answer::Reroll(false), Some(prompt)) => {
            cost_words(&effects_sentence(&prompt.accept_effects))
        }
        (Answer::Card(_), _) => String::new(),
        // "Face it": the card's whole effect from here, choices and cards to come included.
        _ => match &said.preview {
            Some(preview) => cost_words(&preview_sentence(preview)),
            None => cost_words(&effects_sentence(&said.effects)),
        },
    };
    let kills = said.effects.kills();
    for warning in &said.warnings {
        if let Warning::FoolAtStake(chance) = warning {
            lines = lines.push(
                text(format!(
                    "{} chance to lose The Fool, your only way out",
                    percent(*chance)
                ))
                .size(size::SMALL)
                .style(style::text::accent),
            );
            any = true;
        }
    }
    if !cost.is_empty() {
        let line = text(cost).size(size::SMALL);
        lines = lines.push(if kills {
            line.style(style::text::accent)
        } else {
            line.style(style::text::soft)
        });
        any = true;
    }
    let figures: Option<[Figures; 2]> = match (said.answer, prompt) {
        (Answer::Reroll(true), Some(prompt)) => Some([prompt.careful.reroll, prompt.bold.reroll]),
        _ if kills => None,
        _ => said
            .odds
            .as_ref()
            .map(|odds| [*odds.line(Line::Careful), *odds.line(Line::Bold)]),
    };
    if let Some([careful, bold]) = figures {
        let spend = said
            .odds
            .as_ref()
            .filter(|o| o.boosts > 0 && !matches!(said.answer, Answer::Cups(_)))
            .map(|o| format!(", {}", way(o)));
        if careful.same_odds(&bold) {
            lines = lines.push(small_line(chances(&careful), &careful));
        } else {
            lines = lines.push(small_line(
                format!("careful: {}", chances(&careful)),
                &careful,
            ));
            lines = lines.push(small_line(format!("bold: {}", chances(&bold)), &bold));
        }
        if let Some(spend) = spend {
            lines = lines.push(
                text(format!("figures for the ★ way{spend}"))
                    .size(size::SMALL)
                    .style(style::text::soft),
            );
        }
        any = true;
    }
    any.then(|| lines.into())
}

/// A cost sentence as it reads on an answer: capitalised, or nothing.
fn cost_words(said: &str) -> String {
    if said.is_empty() {
        String::new()
    } else {
        capitalised(said)
    }
}

/// A small bar and its figures, on an answer.
fn small_line<'a>(said: String, figures: &Figures) -> Element<'a, Message> {
    row![
        Bar::new(figures).view(44.0, SMALL_BAR),
        text(said).size(size::SMALL)
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// `content` with `more` on hover.
fn tip<'a>(content: impl Into<Element<'a, Message>>, more: impl ToString) -> Element<'a, Message> {
    tooltip(
        content,
        container(text(more.to_string()).size(size::SMALL))
            .padding(6)
            .max_width(360)
            .style(style::container::floating),
        tooltip::Position::Top,
    )
    .into()
}

/// A phrase as a sentence: its first letter capitalised and a full stop at the end.
fn sentence(phrase: &str) -> String {
    let mut out = capitalised(phrase);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

fn capitalised(phrase: &str) -> String {
    let mut chars = phrase.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::check::pass_chance;
    use crate::tarot::outlook::percent;

    #[test]
    fn a_reroll_passes_as_often_as_its_target_allows_and_a_six_never() {
        let shown: Vec<String> = (1..=6).map(|t| percent(pass_chance(t))).collect();
        assert_eq!(shown, ["17%", "33%", "50%", "67%", "83%", "83%"]);
    }

    #[test]
    fn a_loss_reads_as_a_sentence() {
        assert_eq!(
            sentence("if you live, you lose 1.6 Luck on average"),
            "If you live, you lose 1.6 Luck on average."
        );
        assert_eq!(cost_words(""), "");
        assert_eq!(cost_words("Charm 3 → 1"), "Charm 3 → 1");
        assert_eq!(
            cost_words("you lose the Two of Cups"),
            "You lose the Two of Cups"
        );
    }
}
