//! What happened: the structured events a delve reports after each answer.

use serde::{Deserialize, Serialize};

use super::attributes::Attr;
use super::card::Card;
use super::check::CheckKind;

/// Where a card can be. Every card is in exactly one place at every moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// The deck (face down).
    Deck,
    /// The top of the deck, seen.
    DeckTop,
    /// The bottom of the deck, seen.
    DeckBottom,
    /// The adventurer's hand.
    Hand,
    /// The discard pile (face up).
    Discard,
    /// The corpse pile of earlier adventurers.
    Corpse,
    /// The Lovers' backpack (face down).
    Backpack,
    /// The High Priestess's spread (face down until picked).
    Spread,
    /// On the table: the card being resolved, or cards set aside for a moment.
    Table,
}

impl Place {
    /// A short name for journals.
    pub fn name(self) -> &'static str {
        match self {
            Place::Deck => "the deck",
            Place::DeckTop => "the top of the deck",
            Place::DeckBottom => "the bottom of the deck",
            Place::Hand => "the hand",
            Place::Discard => "the discard pile",
            Place::Corpse => "the corpse pile",
            Place::Backpack => "the backpack",
            Place::Spread => "the spread",
            Place::Table => "the table",
        }
    }
}

/// What a check or roll was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckSource {
    /// A court card flipped from the deck.
    Court(Card),
    /// Trying to skip (overcome) a major arcana.
    Overcome(Card),
    /// Part of a major arcana's effect.
    Effect(Card),
    /// A court card turned up in The High Priestess's spread.
    Spread(Card),
    /// The Evocation check of a Wands action spending this many Wands.
    Wands(u8),
}

impl CheckSource {
    /// The card the check belongs to, if any.
    pub fn card(self) -> Option<Card> {
        match self {
            CheckSource::Court(c)
            | CheckSource::Overcome(c)
            | CheckSource::Effect(c)
            | CheckSource::Spread(c) => Some(c),
            CheckSource::Wands(_) => None,
        }
    }
}

/// Why the deck was shuffled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShuffleReason {
    /// Major arcana drawn into the opening hand went back.
    OpeningHand,
    /// The deck ran out and the discard pile became the new deck.
    EmptyDeck,
    /// Death put the discard pile back into the deck.
    Death,
    /// Major arcana drawn by The Tower went back.
    Tower,
    /// The Fool, drawn for the Lovers' backpack, went back (it never goes into the backpack).
    FoolKeptOut,
}

/// How a delve ended in death.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathCause {
    /// An attribute reached 0 while this card was resolved.
    Card(Card),
    /// An attribute reached 0 in the Evocation check of a Wands action.
    WandsAction,
    /// The deck ran out (rule `empty_deck = lost`), or no card was left anywhere to draw.
    LostInTheDark,
}

/// How a delve ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Out through The Fool with this score.
    Escaped {
        /// Pentacles in hand plus ten per World.
        score: u32,
    },
    /// Dead in the dungeon.
    Died {
        /// What killed the adventurer.
        cause: DeathCause,
    },
}

/// One thing that happened in a delve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A creation die set an attribute.
    AttributeRolled {
        /// The attribute.
        attr: Attr,
        /// Its value.
        value: u8,
    },
    /// The opening hand is drawn.
    OpeningHandDrawn {
        /// Cards in hand.
        cards: u8,
    },
    /// A new turn began.
    TurnBegan {
        /// Its number, from 1.
        turn: u32,
    },
    /// A card was flipped from the deck as the turn's event.
    Flipped {
        /// The card.
        card: Card,
    },
    /// A card moved from one place to another.
    CardMoved {
        /// The card.
        card: Card,
        /// Where it was.
        from: Place,
        /// Where it went.
        to: Place,
    },
    /// The deck was shuffled (its known cards are unknown again).
    DeckShuffled {
        /// Why.
        reason: ShuffleReason,
        /// How many cards the discard pile gave to the deck.
        from_discard: u8,
    },
    /// The card of The High Priestess's spread that was turned over.
    Turned {
        /// The card.
        card: Card,
    },
    /// A card on top of the deck was seen.
    Peeked {
        /// The card.
        card: Card,
    },
    /// A Swords action raised an attribute.
    SwordsAction {
        /// The attribute raised.
        attr: Attr,
        /// Swords discarded.
        cards: u8,
    },
    /// A Wands action was tried.
    WandsAction {
        /// Wands discarded.
        cards: u8,
    },
    /// The player chose to face or to try to skip a major arcana.
    OvercomeChosen {
        /// The card.
        card: Card,
        /// Whether they tried to skip it.
        skip: bool,
    },
    /// Cups were spent on a check.
    CupsSpent {
        /// The attribute boosted.
        attr: Attr,
        /// How many +1.
        boosts: u8,
        /// How many Cups cards.
        cards: u8,
    },
    /// A failed die was re-rolled with Luck.
    Rerolled {
        /// The die that failed.
        failed: u8,
        /// The new die.
        roll: u8,
        /// Luck paid (0 when the new die shows 1).
        luck_cost: u8,
        /// What the check is for (a re-roll that spends the last Luck ends the delve before
        /// the check reports itself: this tells which check it was).
        source: CheckSource,
        /// The attribute checked.
        attr: Attr,
        /// The target number.
        target: u8,
    },
    /// A check or roll was resolved.
    Check {
        /// Check or roll.
        kind: CheckKind,
        /// What it was for.
        source: CheckSource,
        /// The attribute used.
        attr: Attr,
        /// Its value when the check was made.
        skill: u8,
        /// Cups boosts.
        boosts: u8,
        /// The event's difficulty.
        difficulty: u8,
        /// The target number.
        target: u8,
        /// The first die.
        first_roll: u8,
        /// The die that counted (after re-rolls).
        roll: u8,
        /// Re-rolls made.
        rerolls: u8,
        /// Whether it passed.
        passed: bool,
        /// Damage done (checks only).
        damage: u8,
    },
    /// An attribute changed.
    SkillChanged {
        /// The attribute.
        attr: Attr,
        /// Before.
        from: u8,
        /// After.
        to: u8,
    },
    /// The Wheel of Fortune rotated the six values.
    Rotated {
        /// Left (each value moves to the attribute before it) or right.
        left: bool,
    },
    /// Judgment's curse fell.
    Cursed,
    /// A passed check lifted the curse.
    CurseLifted,
    /// The adventurer now guides the ghost of the corpse pile.
    GhostGuided,
    /// At The Fool, the player chose to go on rather than leave.
    Stayed {
        /// What leaving would have scored.
        score: u32,
    },
    /// The player answered the lost adventurer of The Lovers.
    Helped {
        /// Whether they helped (`false`: they refused).
        help: bool,
    },
    /// The player chose the attribute a card's effect works on (The Hermit, The Devil,
    /// The Sun).
    AttributeChosen {
        /// The card.
        card: Card,
        /// The attribute chosen.
        attr: Attr,
    },
    /// The player kept a failed die rather than re-roll it with Luck.
    RerollDeclined {
        /// The attribute checked.
        attr: Attr,
        /// The die kept.
        roll: u8,
    },
    /// The adventurer left through The Fool.
    Escaped {
        /// The score.
        score: u32,
    },
    /// The adventurer died.
    Died {
        /// What killed them.
        cause: DeathCause,
    },
}
