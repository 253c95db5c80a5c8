//! Where each card is, and why a card answer is refused: at the table a person types the card
//! they flipped or lost, and a card that cannot be there gets a sentence saying where it
//! really is.

use thiserror::Error;

use crate::tarot::card::Card;
use crate::tarot::event::Place;
use crate::tarot::question::{Answer, Question};

use super::state::Delve;

/// Why a card answer cannot be taken, in a sentence (its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    /// The card asked for comes off the deck, and this one is elsewhere.
    #[error("{} cannot come off the deck: {}.", .card.name(), where_words(*.place))]
    NotInDeck {
        /// The card typed.
        card: Card,
        /// Where it is.
        place: Place,
    },
    /// The card asked for comes from the hand, and this one is elsewhere.
    #[error("{} is not in your hand: {}.", .card.name(), where_words(*.place))]
    NotInHand {
        /// The card typed.
        card: Card,
        /// Where it is.
        place: Place,
    },
    /// Only suit cards may be chosen here (The Hanged Man).
    #[error("{} is a major arcanum: only a suit card may go here.", .card.name())]
    NotASuitCard {
        /// The card typed.
        card: Card,
    },
    /// Temperance: the card's suit is already at the smallest count.
    #[error(
        "{} stays: its suit is already down to the smallest count in your hand.",
        .card.name()
    )]
    SuitAlreadyEven {
        /// The card typed.
        card: Card,
    },
}

/// Where a card is, as the end of a sentence.
fn where_words(place: Place) -> &'static str {
    match place {
        Place::Hand => "it is in your hand",
        Place::Discard => {
            "it is in the discard pile (it comes back only when that pile is shuffled into the \
             deck)"
        }
        Place::Corpse => "it lies on the corpse pile, out of this delve's deck",
        Place::Backpack => "it is in the Lovers' backpack",
        Place::Spread => "it lies face down in the spread",
        Place::Table => "it is on the table, in play",
        Place::DeckTop => "it was seen on top of the deck, and comes off in its turn",
        Place::DeckBottom => {
            "it was seen at the bottom of the deck, and stays there until the deck runs down \
             to it"
        }
        Place::Deck => "it is still in the deck",
    }
}

impl Delve {
    /// Where a card is now. Every card is in exactly one place.
    pub fn place_of(&self, card: Card) -> Place {
        if self.hand.contains(&card) {
            Place::Hand
        } else if self.discard.contains(&card) {
            Place::Discard
        } else if self.corpse.contains(&card) {
            Place::Corpse
        } else if self.backpack.contains(&card) {
            Place::Backpack
        } else if self.spread.contains(&card) {
            Place::Spread
        } else if self.table.contains(&card) || self.seen.contains(&card) {
            Place::Table
        } else if self.deck.known_top().any(|c| c == card) {
            Place::DeckTop
        } else if self.deck.known_bottom().any(|c| c == card) {
            Place::DeckBottom
        } else {
            Place::Deck
        }
    }

    /// Why `answer` cannot answer the pending card question (a card off the deck, a card of
    /// the hand), in a sentence; `None` when it can, or when the question is not about a card.
    pub fn refusal(&self, answer: &Answer) -> Option<Refusal> {
        let Answer::Card(card) = *answer else {
            return None;
        };
        let place = self.place_of(card);
        match self.question()? {
            Question::Draw { .. } => {
                (!self.deck.unknown().contains(card)).then_some(Refusal::NotInDeck { card, place })
            }
            Question::RandomDiscard { .. } => {
                (place != Place::Hand).then_some(Refusal::NotInHand { card, place })
            }
            Question::Discard { minor_only, .. } => {
                if place != Place::Hand {
                    Some(Refusal::NotInHand { card, place })
                } else if minor_only && card.is_major() {
                    Some(Refusal::NotASuitCard { card })
                } else {
                    None
                }
            }
            Question::Balance { .. } => {
                if place != Place::Hand {
                    Some(Refusal::NotInHand { card, place })
                } else if self.legal_answers().contains(answer) {
                    None
                } else if card.is_major() {
                    Some(Refusal::NotASuitCard { card })
                } else {
                    Some(Refusal::SuitAlreadyEven { card })
                }
            }
            _ => None,
        }
    }
}
