//! An answer in one line, for a low room (a large zoom on a small window, under 440 points
//! high: issue 40): its number, its words, the ★ on the best and its chance to escape in
//! short ("4. +1 Intelligence ★ 41%"). Its whole detail (what it costs, the check's figures
//! with their bars) is [`super::answer`]'s, shown for the answer with the focus or the
//! pointer.

use iced::Alignment;
use iced::widget::{column, row, text};

use crate::tarot::lines::Line;
use crate::tarot::outlook::{ChoiceOdds, percent};
use crate::tarot::question::Answer;
use crate::ui::theme::{size, style};

use super::print::small;
use super::{AnswerView, Shown, answer_words, changes_nothing};

/// The one line of answer `number` (counted from 1): its words, then (in small print) the ★
/// and its chance to escape, or, until the chances are in or where they are off, the pass
/// chance of the check it leads to; "you die" on an answer that kills for sure.
pub(in crate::ui::screen::table) fn terse<'a>(
    shown: &Shown<'_>,
    number: usize,
    answer: &Answer,
) -> AnswerView<'a> {
    let idle = changes_nothing(shown, answer);
    let said = shown.said.iter().find(|c| c.answer == *answer);
    let words = answer_words(shown, answer, true);
    let mut line = row![text(format!("{number}. {words}")).size(size::BODY)]
        .spacing(4)
        .align_y(Alignment::Center);
    if idle {
        line = line.push(small("changes nothing").style(style::text::soft));
        return AnswerView {
            body: column![line],
            idle,
        };
    }
    let best = shown.chances.is_some_and(|c| c.is_best(answer));
    if best {
        line = line.push(text("★").size(size::BODY).style(style::text::good));
    }
    match shown.chances.and_then(|c| c.of(answer)) {
        Some(chance) => {
            let said = small(chance.escape.reads());
            line = line.push(if best {
                said.style(style::text::good)
            } else {
                said
            });
        }
        None if shown.working => line = line.push(small("…").style(style::text::soft)),
        None => {
            if let Some(figures) = said.and_then(|s| s.odds.as_ref()).map(passes) {
                line = line.push(small(figures));
            }
        }
    }
    if said.is_some_and(|s| s.effects.kills()) {
        line = line.push(small("you die").style(style::text::accent));
    }
    AnswerView {
        body: column![line],
        idle,
    }
}

/// The pass chance of the check an answer leads to, in short: "passes 60%", "passes 33–89%"
/// (careful and bold play apart), with the chance of death where there is one.
pub(super) fn passes(odds: &ChoiceOdds) -> String {
    let (careful, bold) = (odds.line(Line::Careful), odds.line(Line::Bold));
    let (low, high) = if careful.pass <= bold.pass {
        (careful, bold)
    } else {
        (bold, careful)
    };
    let mut words = if careful.same_odds(bold) || percent(low.pass) == percent(high.pass) {
        format!("passes {}", percent(low.pass))
    } else {
        format!("passes {}–{}", percent(low.pass), percent(high.pass))
    };
    let death = careful.death.max(bold.death);
    if death > 0.0 {
        words.push_str(&format!(", death {}", percent(death)));
    }
    words
}
