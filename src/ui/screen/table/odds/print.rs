//! An answer's small print: words in small type, a check's figures after their small bar,
//! cards of one suit named by their ranks once, a phrase capitalised.

use iced::widget::{row, text};
use iced::{Alignment, Element};

use crate::journal::odds::chances;
use crate::tarot::lines::Figures;
use crate::tarot::lines::Line;
use crate::tarot::outlook::{ChoiceOdds, percent};
use crate::ui::screen::table::Message;
use crate::ui::theme::size;

use super::bar::Bar;

/// A bar's height on an answer.
const SMALL_BAR: f32 = 7.0;
/// A bar's width on an answer.
const BAR_WIDTH: f32 = 44.0;

/// A check's figures, careful and bold (once, when they agree), each after its bar (`bars`).
pub(super) fn figure_parts<'a>(
    careful: &Figures,
    bold: &Figures,
    bars: bool,
) -> Vec<Element<'a, Message>> {
    if careful.same_odds(bold) {
        return vec![figures_line(chances(careful), careful, bars)];
    }
    vec![
        figures_line(format!("careful: {}", chances(careful)), careful, bars),
        figures_line(format!("bold: {}", chances(bold)), bold, bars),
    ]
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

/// Cards of one suit in short ("the Ace, Two and Three of Wands"); of several suits, each
/// by its whole name.
pub(super) fn of_one_suit(cards: &[crate::tarot::card::Card]) -> String {
    if cards.iter().any(|c| c.suit().is_none()) {
        return crate::journal::effects::card_list(cards);
    }
    let names: Vec<String> = cards.iter().map(|c| c.name()).collect();
    let split: Vec<(&str, &str)> = names.iter().filter_map(|n| n.split_once(" of ")).collect();
    let suit = split.first().map(|(_, suit)| *suit);
    match suit {
        Some(suit) if split.len() == names.len() && split.iter().all(|(_, s)| *s == suit) => {
            let ranks: Vec<&str> = split.iter().map(|(rank, _)| *rank).collect();
            let ranks = match ranks.as_slice() {
                [one] => (*one).to_string(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                [] => String::new(),
            };
            format!("the {ranks} of {suit}")
        }
        _ => crate::journal::effects::card_list(cards),
    }
}

/// Figures in small print, after their small bar (`bar`).
pub(super) fn figures_line<'a>(said: String, figures: &Figures, bar: bool) -> Element<'a, Message> {
    let words = text(said).size(size::SMALL);
    if !bar {
        return words.into();
    }
    row![Bar::new(figures).view(BAR_WIDTH, SMALL_BAR), words]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
}

/// Small print.
pub(super) fn small<'a>(said: impl ToString) -> iced::widget::Text<'a> {
    text(said.to_string()).size(size::SMALL)
}

/// A phrase with its first letter capitalised.
pub(super) fn capitalised(phrase: &str) -> String {
    let mut chars = phrase.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_of_one_suit_are_named_by_their_ranks_once() {
        let cards = |codes: &[&str]| -> Vec<crate::tarot::card::Card> {
            codes.iter().map(|c| c.parse().unwrap()).collect()
        };
        assert_eq!(of_one_suit(&cards(&["AW"])), "the Ace of Wands");
        assert_eq!(
            of_one_suit(&cards(&["AW", "2W", "3W"])),
            "the Ace, Two and Three of Wands"
        );
        // Several suits, or a major (The Wheel of Fortune has an "of" too): whole names.
        assert_eq!(
            of_one_suit(&cards(&["AW", "2S"])),
            "Ace of Wands and Two of Swords"
        );
        assert_eq!(
            of_one_suit(&cards(&["M10", "AW"])),
            crate::journal::effects::card_list(&cards(&["M10", "AW"]))
        );
    }

    #[test]
    fn a_cost_reads_capitalised() {
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("Charm 3 → 1"), "Charm 3 → 1");
        assert_eq!(
            capitalised("you lose the Two of Cups"),
            "You lose the Two of Cups"
        );
    }
}
