//! The outlook in words, for the table and the terminal alike: what an answer does ("Might
//! 2 → 0: you die"), the warnings, the check a row describes, and the odds headings.

use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::delve::CheckSpec;
use crate::tarot::event::{CheckSource, Outcome};
use crate::tarot::outlook::{ChoiceOdds, Consequence, Effects, Warning, percent};
use crate::tarot::question::{Answer, Question};

/// The odds table's headings, in column order: attribute, Cups, target, then the four figures.
pub const ODDS_HEADINGS: [&str; 7] = [
    "attribute",
    "Cups",
    "target",
    "chance to pass",
    "with Luck re-rolls",
    "expected loss",
    "chance of death",
];

/// Card names joined in words: "the Ace of Cups", "the Ace of Cups and the Two of Cups",
/// "three cards: …" for longer lists.
pub fn card_list(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.name()).collect();
    match names.len() {
        0 => "no card".into(),
        1 => names[0].clone(),
        2 => format!("{} and {}", names[0], names[1]),
        n => format!(
            "{} cards: {} and {}",
            n,
            names[..n - 1].join(", "),
            names[n - 1]
        ),
    }
}

/// What the effects do, in one sentence without a final full stop; empty when they do
/// nothing worth saying. Changes come first ("Might 2 → 3"), then the cards lost and gained,
/// then the end of the delve or what the engine asks next when that is a cost (a card lost at
/// random, cards to discard).
pub fn effects_sentence(effects: &Effects) -> String {
    let mut parts: Vec<String> = effects
        .changes
        .iter()
        .map(|c| format!("{} {} → {}", c.attr, c.from, c.to))
        .collect();
    match effects.outcome {
        Some(Outcome::Died { .. }) => {
            parts.push("you die".into());
            return parts.join(", ");
        }
        Some(Outcome::Escaped { score }) => {
            if !effects.gained.is_empty() {
                parts.push(format!("{} join your hand", card_list(&effects.gained)));
            }
            parts.push(format!("you leave the dungeon with a score of {score}"));
            return parts.join(", ");
        }
        None => {}
    }
    if !effects.lost.is_empty() {
        parts.push(format!("you lose {}", card_list(&effects.lost)));
    }
    if !effects.gained.is_empty() {
        parts.push(format!("you gain {}", card_list(&effects.gained)));
    }
    match effects.next {
        Some(Question::RandomDiscard { remaining, .. }) => parts.push(if remaining == 1 {
            "then a card of your hand is lost at random".into()
        } else {
            format!("then {remaining} cards of your hand are lost at random")
        }),
        Some(Question::Discard { remaining, .. }) => parts.push(if remaining == 1 {
            "then you discard a card of your choice".into()
        } else {
            format!("then you discard {remaining} cards of your choice")
        }),
        Some(Question::Balance { .. }) => {
            parts.push("then you shed cards until your suits are even".into())
        }
        _ => {}
    }
    parts.join(", ")
}

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
    }
}

/// An answer's consequence in one line: what it does for sure, the odds of the check it
/// leads to, and its warnings. Empty when there is nothing to say (a plain flip).
pub fn consequence_sentence(consequence: &Consequence) -> String {
    let mut text = effects_sentence(&consequence.effects);
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

/// One row's figures in words: "passes 50% (83% with Luck re-rolls), chance of death 17%".
pub fn odds_sentence(odds: &ChoiceOdds) -> String {
    let mut text = format!("passes {}", percent(odds.pass));
    if odds.pass_with_rerolls > odds.pass + 1e-9 {
        text.push_str(&format!(
            " ({} with Luck re-rolls)",
            percent(odds.pass_with_rerolls)
        ));
    }
    if odds.death_with_rerolls > 0.0 || odds.death > 0.0 {
        text.push_str(&format!(", chance of death {}", percent(odds.death)));
        if (odds.death_with_rerolls - odds.death).abs() > 1e-9 {
            text.push_str(&format!(
                " ({} with re-rolls)",
                percent(odds.death_with_rerolls)
            ));
        }
    }
    text
}

/// What a check is, in words: "Might or Luck check against the King of Swords (difficulty 4)".
pub fn check_title(spec: &CheckSpec) -> String {
    let attrs: Vec<&str> = spec.options.iter().map(|a| a.name()).collect();
    let attrs = match attrs.len() {
        0 => String::new(),
        1 => attrs[0].to_string(),
        n => format!("{} or {}", attrs[..n - 1].join(", "), attrs[n - 1]),
    };
    let what = match spec.kind {
        CheckKind::Check => "check",
        CheckKind::Roll => "roll",
    };
    let purpose = match spec.source {
        CheckSource::Court(card) => format!("against the {}", card.name()),
        CheckSource::Overcome(card) => format!("to skip {}", card.name()),
        CheckSource::Effect(card) => format!("for {}", card.name()),
        CheckSource::Spread(card) => format!("against the {} in the spread", card.name()),
        CheckSource::Wands(n) => format!("for the Wands action ({n} Wands)"),
    };
    let difficulty = if spec.difficulty > 0 {
        format!(" (difficulty {})", spec.difficulty)
    } else {
        String::new()
    };
    format!("{attrs} {what} {purpose}{difficulty}")
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::attributes::Attr;
    use crate::tarot::event::DeathCause;
    use crate::tarot::outlook::Change;

    #[test]
    fn a_fatal_change_reads_as_death() {
        let effects = Effects {
            changes: vec![Change {
                attr: Attr::Might,
                from: 2,
                to: 0,
            }],
            outcome: Some(Outcome::Died {
                cause: DeathCause::WandsAction,
            }),
            ..Effects::default()
        };
        assert_eq!(effects_sentence(&effects), "Might 2 → 0, you die");
    }

    #[test]
    fn lost_cards_are_named() {
        let effects = Effects {
            lost: vec![
                "AC".parse().unwrap(),
                "2C".parse().unwrap(),
                "4C".parse().unwrap(),
            ],
            ..Effects::default()
        };
        assert_eq!(
            effects_sentence(&effects),
            "you lose 3 cards: Ace of Cups, Two of Cups and Four of Cups"
        );
    }
}
