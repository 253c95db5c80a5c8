//! Journal text: one event as a readable sentence.

use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::event::{CheckSource, DeathCause, Event, Outcome, Place, ShuffleReason};

/// One event as a sentence, or `None` for events too small to tell on their own (a card
/// moving as part of something already told).
pub fn describe(event: &Event) -> Option<String> {
    let text = match *event {
        Event::AttributeRolled { attr, value } => format!("{attr} rolled: {value}."),
        Event::OpeningHandDrawn { cards } => format!("The opening hand holds {cards} cards."),
        Event::TurnBegan { turn } => format!("Turn {turn}."),
        Event::Flipped { card } => format!("Flipped {}.", card.name()),
        Event::CardMoved { card, from, to } => moved(card, from, to)?,
        Event::DeckShuffled {
            reason,
            from_discard,
        } => match reason {
            ShuffleReason::OpeningHand => {
                "The major arcana drawn go back and the deck is shuffled.".into()
            }
            ShuffleReason::EmptyDeck => {
                format!(
                    "The deck ran out: the discard pile ({from_discard} cards) is shuffled into a new deck."
                )
            }
            ShuffleReason::Death => {
                format!("The discard pile ({from_discard} cards) is shuffled back into the deck.")
            }
            ShuffleReason::Tower => {
                "The major arcana drawn go back and the deck is shuffled.".into()
            }
            ShuffleReason::FoolKeptOut => {
                "The Fool never goes into the backpack: it goes back, the deck is shuffled and another card is drawn.".into()
            }
        },
        Event::Peeked { card } => format!("Saw {} on top of the deck.", card.name()),
        Event::SwordsAction { attr, cards } => {
            format!("Swords action: discarded {cards} Swords to raise {attr}.")
        }
        Event::WandsAction { cards } => {
            format!("Wands action: discarded {cards} Wands to read the deck.")
        }
        Event::OvercomeChosen { card, skip } => {
            if skip {
                format!("Tried to skip {}.", card.name())
            } else {
                format!("Faced {}.", card.name())
            }
        }
        Event::CupsSpent {
            attr,
            boosts,
            cards,
        } => {
            format!("Spent {cards} Cups for +{boosts} {attr}.")
        }
        Event::Rerolled {
            failed,
            roll,
            luck_cost,
        } => {
            let cost = if luck_cost == 0 {
                "free, a 1".to_string()
            } else {
                format!("{luck_cost} Luck")
            };
            format!("Re-rolled the {failed}: {roll} ({cost}).")
        }
        Event::Check {
            kind,
            source,
            attr,
            boosts,
            target,
            roll,
            passed,
            damage,
            ..
        } => check(kind, source, attr, boosts, target, roll, passed, damage),
        Event::SkillChanged { attr, from, to } => format!("{attr} {from} → {to}."),
        Event::Rotated { left } => {
            format!(
                "The six values rotate {}.",
                if left { "left" } else { "right" }
            )
        }
        Event::Cursed => "Cursed: no actions and no Cups until a check is passed.".into(),
        Event::CurseLifted => "The curse lifts.".into(),
        Event::GhostGuided => "The ghost of the corpse pile follows now.".into(),
        Event::Escaped { score } => format!("Escaped through The Fool with a score of {score}."),
        Event::Died { cause } => match cause {
            DeathCause::Card(card) => format!("Died to {}.", card.name()),
            DeathCause::WandsAction => "Died reading the Wands.".into(),
            DeathCause::LostInTheDark => "Lost in the dark: the deck ran out. Died.".into(),
        },
    };
    Some(text)
}

/// The outcome in a few words.
pub fn outcome(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "still in the dungeon".into(),
        Some(Outcome::Escaped { score }) => format!("escaped with {score}"),
        Some(Outcome::Died {
            cause: DeathCause::Card(card),
        }) => format!("died to {}", card.name()),
        Some(Outcome::Died {
            cause: DeathCause::WandsAction,
        }) => "died reading the Wands".into(),
        Some(Outcome::Died {
            cause: DeathCause::LostInTheDark,
        }) => "lost in the dark".into(),
    }
}

fn moved(card: Card, from: Place, to: Place) -> Option<String> {
    let name = card.name();
    let text = match (from, to) {
        // Flips land on the table and are told by `Flipped`.
        (Place::Deck, Place::Table) => {
            format!("Drew {name}: set aside, it goes back into the deck.")
        }
        (Place::Table, Place::Deck) | (Place::Table, Place::Discard) => return None,
        (Place::Table, Place::Hand) => format!("{name} goes into the hand."),
        (Place::Deck, Place::Hand) => format!("Drew {name}."),
        (Place::Hand, Place::Discard) => format!("Discarded {name}."),
        (Place::Deck, Place::Discard) => format!("{name} goes from the deck to the discard pile."),
        (Place::Deck, Place::Spread) => "A card is laid face down.".into(),
        (Place::Deck, Place::Backpack) => "A card goes face down into the backpack.".into(),
        (from, to) => format!("{name}: {} → {}.", from.name(), to.name()),
    };
    Some(text)
}

#[allow(clippy::too_many_arguments)]
fn check(
    kind: CheckKind,
    source: CheckSource,
    attr: Attr,
    boosts: u8,
    target: u8,
    roll: u8,
    passed: bool,
    damage: u8,
) -> String {
    let what = match kind {
        CheckKind::Check => "check",
        CheckKind::Roll => "roll",
    };
    let boost = if boosts > 0 {
        format!(" (+{boosts} from Cups)")
    } else {
        String::new()
    };
    let verdict = if passed {
        "passed".to_string()
    } else if damage > 0 {
        format!("failed, {damage} damage")
    } else {
        "failed".to_string()
    };
    let purpose = match source {
        CheckSource::Court(card) => format!(" against {}", card.name()),
        CheckSource::Overcome(card) => format!(" to skip {}", card.name()),
        CheckSource::Effect(card) => format!(" for {}", card.name()),
        CheckSource::Spread(card) => format!(" against {} in the spread", card.name()),
        CheckSource::Wands(_) => " for the Wands".to_string(),
    };
    format!("{attr} {what}{purpose}{boost}: needed {target} or less, rolled {roll}: {verdict}.")
}
