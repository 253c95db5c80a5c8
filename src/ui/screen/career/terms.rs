//! The words the career and hall-of-fame pages use, each said in plain words in a legend
//! under the figures that use them, so a newcomer needs no rulebook to read them.

use iced::Element;
use iced::widget::{container, text};

use crate::ui::theme::{size, style};

/// The delves' words: a run, an escape, the score, the survival rate, assisted.
pub const DELVES: [(&str, &str); 7] = [
    (
        "A run",
        "is one delve, from the opening hand to a death or an escape.",
    ),
    ("An escape", "is a way out of the dungeon through The Fool."),
    (
        "The score",
        "of an escape is what was carried out: 1 for each Pentacle, 10 for The World; a \
         death scores nothing.",
    ),
    ("The survival rate", "is the share of runs that escaped."),
    (
        "The average score",
        "is the score of every run added up and shared out over the runs (a death counts 0).",
    ),
    (
        "Escapes in a row",
        "counts the escapes since the last death; most in a row, the longest such run.",
    ),
    (
        "Assisted",
        "means an answer was taken back (Undo) during a delve.",
    ),
];

/// The hall of fame's own word.
pub const LOOT: (&str, &str) = ("Loot", "is every escape's score added up.");

/// The board games' words: the level beaten, the wins there, the fewest moves, assisted.
pub const BOARDS: [(&str, &str); 4] = [
    (
        "Best level beaten",
        "is the strongest computer player won against, from 1 (the weakest) to 5.",
    ),
    ("Wins there", "counts the wins against that level."),
    ("Fewest moves", "is the shortest of those wins."),
    (
        "Assisted",
        "means each win at that level used an undo or a hint.",
    ),
];

/// A legend: each term and its meaning, one paragraph in small quiet print, `k` times its
/// size.
pub fn legend<'a, 'w, M: 'a>(
    terms: impl IntoIterator<Item = &'w (&'w str, &'w str)>,
    k: f32,
) -> Element<'a, M> {
    let words: Vec<String> = terms
        .into_iter()
        .map(|(term, meaning)| format!("{term} {meaning}"))
        .collect();
    // As wide as the figures above it, so its lines stay short enough to read.
    container(
        text(words.join(" "))
            .size(size::SMALL * k)
            .style(style::text::soft),
    )
    .max_width(900.0 * k)
    .into()
}

/// How many turns a run lasted, in words ("1 turn", "12 turns").
pub fn turns(n: u32) -> String {
    format!("{n} turn{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::ai::MAX_LEVEL;

    #[test]
    fn the_levels_named_are_the_computers_levels() {
        assert!(BOARDS[0].1.contains(&format!("to {MAX_LEVEL}.")));
    }

    #[test]
    fn a_run_of_one_turn_says_turn() {
        assert_eq!(turns(1), "1 turn");
        assert_eq!(turns(12), "12 turns");
        assert_eq!(turns(0), "0 turns");
    }
}
