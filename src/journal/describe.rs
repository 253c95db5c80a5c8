//! Journal text: one event as a readable sentence, and a list of events as sentences with runs
//! of the same move summed up ("12 cards from the hand go to the corpse pile").

use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::event::{CheckSource, DeathCause, Event, Outcome, Place, ShuffleReason};

/// One event as a sentence, or `None` for events too small to tell on their own (a card
/// moving as part of something already told).
pub fn describe(event: &Event) -> Option<String> {
    let text = match *event {
        Event::AttributeRolled { attr, value } => format!("{attr} rolled: {value}."),
        Event::OpeningHandDrawn { cards } => match cards {
            0 => "The opening hand is empty.".into(),
            1 => "The opening hand holds 1 card.".into(),
            n => format!("The opening hand holds {n} cards."),
        },
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
                    "The deck ran out: the discard pile ({}) is shuffled into a new deck.",
                    count_cards(from_discard)
                )
            }
            ShuffleReason::Death => {
                format!(
                    "The discard pile ({}) is shuffled back into the deck.",
                    count_cards(from_discard)
                )
            }
            ShuffleReason::Tower => {
                "The major arcana drawn go back and the deck is shuffled.".into()
            }
            ShuffleReason::FoolKeptOut => {
                "The Fool never goes into the backpack: it goes back, the deck is shuffled and another card is drawn.".into()
            }
        },
        Event::Peeked { card } => format!("Saw {} on top of the deck.", card.name()),
        Event::Turned { card } => format!("Turned over {} from the spread.", card.name()),
        Event::SwordsAction { attr, cards } => {
            format!(
                "Swords action: {} discarded to raise {attr}.",
                suit_cards(cards, "Swords")
            )
        }
        Event::WandsAction { cards } => {
            format!(
                "Wands action: {} discarded to read the deck.",
                suit_cards(cards, "Wands")
            )
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
            format!("Spent {} for +{boosts} {attr}.", suit_cards(cards, "Cups"))
        }
        Event::Rerolled {
            failed,
            roll,
            luck_cost,
            ..
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
        Event::Stayed { score } => match score {
            0 => "Stayed in the dungeon rather than leave through The Fool with nothing.".into(),
            n => format!(
                "Stayed in the dungeon rather than leave through The Fool with a score of {n}."
            ),
        },
        Event::Helped { help: true } => {
            "Helped the lost adventurer: their backpack comes along.".into()
        }
        Event::Helped { help: false } => {
            "Refused The Lovers: the lost adventurer is left to wander.".into()
        }
        Event::AttributeChosen { card, attr } => match card.major_number() {
            Some(9) | Some(19) => format!("Chose to raise {attr}."),
            Some(15) => format!("Chose to lower {attr} for The Devil's loot."),
            _ => format!("Chose {attr} for {}.", card.name()),
        },
        Event::RerollDeclined { attr, roll } => {
            format!("Kept the {roll} rather than spend Luck to re-roll the {attr} die.")
        }
        Event::Escaped { score } => format!("Escaped through The Fool with a score of {score}."),
        Event::Died { cause } => match cause {
            DeathCause::Card(card) => format!("Died to {}.", card.name()),
            DeathCause::WandsAction => "Died reading the Wands.".into(),
            DeathCause::LostInTheDark => "Lost in the dark: the deck ran out. Died.".into(),
        },
    };
    Some(text)
}

/// "1 Swords card", "3 Cups cards".
fn suit_cards(count: u8, suit: &str) -> String {
    if count == 1 {
        format!("1 {suit} card")
    } else {
        format!("{count} {suit} cards")
    }
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

/// A card's move as a sentence, or `None` when the move is part of something told elsewhere
/// (the flip, the end of a turn, a shuffle).
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
        (Place::Table, Place::DeckTop) => format!("{name} goes back on top of the deck."),
        (Place::Table, Place::DeckBottom) => format!("{name} goes to the bottom of the deck."),
        (Place::Table, Place::Backpack) => format!("{name} goes into the backpack."),
        (Place::Table, Place::Corpse) => format!("{name} lies down on the corpse pile."),
        (Place::Hand, Place::Corpse) => format!("{name} from the hand joins the corpse pile."),
        (Place::Backpack, Place::Corpse) => {
            format!("{name} from the backpack joins the corpse pile.")
        }
        (Place::Backpack, Place::Hand) => {
            format!("{name} comes out of the backpack into the hand.")
        }
        (Place::Corpse, Place::Hand) => format!("{name} comes from the corpse pile into the hand."),
        (Place::Spread, Place::Discard) => format!("{name} from the spread is discarded."),
        (from, Place::Discard) => format!("{name} leaves {} for the discard pile.", from.name()),
        (from, to) => format!("{name} goes from {} to {}.", from.name(), to.name()),
    };
    Some(text)
}

/// Several cards making the same move, in one sentence: "3 cards from the hand go to the
/// corpse pile: the Ace of Cups, …". `None` when such moves are not told (see [`describe`]).
fn moved_many(cards: &[Card], from: Place, to: Place) -> Option<String> {
    let first = *cards.first()?;
    moved(first, from, to)?;
    let count = cards.len();
    let what = match (from, to) {
        (Place::Deck, Place::Spread) => return Some(format!("{count} cards are laid face down.")),
        (Place::Deck, Place::Backpack) => {
            return Some(format!("{count} cards go face down into the backpack."));
        }
        (Place::Deck, Place::Hand) => format!("Drew {count} cards"),
        (Place::Hand, Place::Discard) => format!("Discarded {count} cards"),
        (Place::Deck, Place::Table) => {
            format!("Drew {count} cards to set aside; they go back into the deck")
        }
        (Place::Table, Place::DeckTop) => format!("{count} cards go back on top of the deck"),
        (from, to) => format!("{count} cards from {} go to {}", from.name(), to.name()),
    };
    const LISTED: usize = 6;
    if count <= LISTED {
        let names: Vec<String> = cards.iter().map(|c| c.name()).collect();
        let list = format!("{} and {}", names[..count - 1].join(", "), names[count - 1]);
        Some(format!("{what}: {list}."))
    } else {
        Some(format!("{what}."))
    }
}

/// Events as sentences, in order, with each run of the same move (from one place to another)
/// told once. Events too small to tell are left out, as with [`describe`]; so is a card laid
/// in the spread and turned over at once (at the table: the card turned is the one named).
pub fn describe_all(events: &[Event]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < events.len() {
        if let [
            Event::CardMoved {
                card,
                from: Place::Deck,
                to: Place::Spread,
            },
            Event::Turned { card: turned },
            ..,
        ] = events[i..]
            && card == turned
        {
            i += 1;
            continue;
        }
        if let Event::CardMoved { from, to, .. } = events[i] {
            let run: Vec<Card> = events[i..]
                .iter()
                .map_while(|e| match *e {
                    Event::CardMoved {
                        card,
                        from: f,
                        to: t,
                    } if f == from && t == to => Some(card),
                    _ => None,
                })
                .collect();
            if run.len() > 1 {
                lines.extend(moved_many(&run, from, to));
                i += run.len();
                continue;
            }
        }
        lines.extend(describe(&events[i]));
        i += 1;
    }
    lines
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
        CheckSource::Court(card) => format!(" against the {}", card.name()),
        CheckSource::Overcome(card) => format!(" to skip {}", card.name()),
        CheckSource::Effect(card) => format!(" for {}", card.name()),
        CheckSource::Spread(card) => format!(" against the {} in the spread", card.name()),
        CheckSource::Wands(_) => " for the Wands".to_string(),
    };
    let needed = super::odds::target_words(target);
    format!("{attr} {what}{purpose}{boost}: {needed}, rolled {roll}: {verdict}.")
}

/// "1 card", "5 cards".
fn count_cards(n: impl Into<u64>) -> String {
    match n.into() {
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}
