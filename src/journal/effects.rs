//! What the effects of an answer do, in words: attribute changes, cards lost and gained, the
//! end of the delve, and what a check is ("Luck check against the Queen of Cups").

use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::delve::CheckSpec;
use crate::tarot::event::{CheckSource, Outcome};
use crate::tarot::outlook::Effects;
use crate::tarot::question::Question;

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
