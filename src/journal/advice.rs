//! The outlook in words, for the table and the terminal alike: what an answer does ("Might
//! 2 → 0: you die"), the warnings, the figures of the check an answer leads to, and answers in words.

use crate::tarot::outlook::{ChoiceOdds, Consequence, Warning, percent};
use crate::tarot::question::Answer;

pub use super::effects::{card_list, check_title, effects_sentence};
use super::face::{fool_warning, preview_sentence};
use super::odds::both_lines;

/// A warning in words, as a short sentence.
pub fn warning_sentence(warning: &Warning) -> String {
    match warning {
        Warning::Kills(Some(change)) => {
            format!("{} {} → {}: you die.", change.attr, change.from, change.to)
        }
        Warning::Kills(None) => "You die.".into(),
        Warning::MayKill(chance) => format!("Chance of death: {}.", percent(*chance)),
        Warning::LastLuck => {
            "Your last Luck: any die but a 1 costs it, and Luck at 0 is death.".into()
        }
        Warning::FoolAtStake(chance) => fool_warning(*chance),
    }
}

/// An answer's consequence in one line: what it does for sure, the odds of the check it
/// leads to, and its warnings. Empty when there is nothing to say (a plain flip).
pub fn consequence_sentence(consequence: &Consequence) -> String {
    // Facing a major arcanum: its whole effect, which the effects up to the next question
    // (a card to choose, a card off the deck) would cut short.
    let mut text = match &consequence.preview {
        Some(preview) => preview_sentence(preview),
        None => effects_sentence(&consequence.effects),
    };
    if let Some(odds) = &consequence.odds
        && !consequence.effects.kills()
    {
        if !text.is_empty() {
            text.push_str("; ");
        }
        text.push_str(&odds_sentence(odds));
    }
    if !text.is_empty() {
        text.push('.');
    }
    for warning in &consequence.warnings {
        // A certain death is already in the effects, a possible one in the odds.
        if matches!(warning, Warning::Kills(_))
            || (matches!(warning, Warning::MayKill(_)) && consequence.odds.is_some())
        {
            continue;
        }
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&warning_sentence(warning));
    }
    text
}

/// The figures of the check an answer leads to, in words: both lines' chances (one phrase
/// where they agree): "careful: passes 28%, death 8%; bold: passes 60%, death 40%".
pub fn odds_sentence(odds: &ChoiceOdds) -> String {
    both_lines(odds)
}

/// An answer in words for a list of choices: "flip the next card", "+2 with Cups".
pub fn answer_words(answer: &Answer) -> String {
    match answer {
        Answer::Flip => "flip the next card".into(),
        Answer::Swords(attr) => format!("Swords action: +1 {attr}"),
        Answer::Wands(n) => format!("Wands action with {n} Wands"),
        Answer::Card(card) => card.name(),
        Answer::Cups(0) => "no Cups".into(),
        Answer::Cups(n) => format!("+{n} with Cups"),
        Answer::Attr(attr) => attr.name().into(),
        Answer::Reroll(true) => "re-roll with Luck".into(),
        Answer::Reroll(false) => "accept the failure".into(),
        Answer::Skip(true) => "try to skip it".into(),
        Answer::Skip(false) => "face it".into(),
        Answer::Leave(true) => "leave the dungeon".into(),
        Answer::Leave(false) => "go on".into(),
        Answer::Help(true) => "help".into(),
        Answer::Help(false) => "refuse".into(),
        Answer::Bottom(true) => "put it at the bottom".into(),
        Answer::Bottom(false) => "leave it on top".into(),
        Answer::Pick(i) => format!("card {}", i + 1),
        Answer::Arrange(arrangement) => {
            let top: Vec<String> = arrangement.top.iter().flatten().map(|c| c.name()).collect();
            let bottom = arrangement.bottom.name();
            if top.is_empty() {
                format!("{bottom} to the bottom")
            } else {
                format!("{} on top, {bottom} to the bottom", top.join(" then "))
            }
        }
        other => other.to_string(),
    }
}
