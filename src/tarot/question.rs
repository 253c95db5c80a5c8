//! What the engine asks (a choice for the player, or a random outcome) and the answers,
//! with the answer words of scripts (`docs/script.md`).

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::attributes::Attr;
use super::card::Card;
use super::check::{AttrSet, CheckKind};
use super::event::CheckSource;

mod words;

/// Why a card is taken from the top of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// Drawing the opening hand.
    Opening,
    /// The turn's flip.
    Flip,
    /// Seeing the top of the deck (Wands).
    Peek,
    /// Discarding from the top of the deck (The Chariot).
    DiscardTop,
    /// Drawing into the hand (The Devil, The Tower).
    Draw,
    /// Laying out The High Priestess's spread.
    Spread,
    /// Filling the Lovers' backpack.
    Backpack,
    /// At the table: the card of The High Priestess's spread that was turned.
    Turned,
    /// At the table: a card of the spread not turned, going face up to the discard pile.
    SpreadRest,
}

/// One question the engine needs answered before it can go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "question", rename_all = "snake_case")]
pub enum Question {
    /// Chance: the creation die for an attribute (answer: a die).
    CreationDie {
        /// The attribute it sets.
        attr: Attr,
    },
    /// Chance: which card comes off the top of the deck (answer: a card the deck may hold).
    Draw {
        /// Why it is taken.
        reason: DrawReason,
    },
    /// Chance: a die for a check or roll, or a re-roll (answer: a die).
    Die {
        /// The attribute checked.
        attr: Attr,
        /// The target number.
        target: u8,
        /// Whether this die is a Luck re-roll.
        reroll: bool,
    },
    /// Chance: which card of the hand is lost at random (answer: a card in hand).
    RandomDiscard {
        /// The card causing it.
        card: Card,
        /// Cards still to go, this one included.
        remaining: u8,
    },
    /// The turn's optional action, then the flip (answers: flip, swords ATTR, wands N).
    Action,
    /// Which attribute to use for a check or roll (answer: an attribute).
    CheckAttribute {
        /// What the check is for.
        source: CheckSource,
        /// Check or roll.
        kind: CheckKind,
        /// The attributes allowed.
        options: AttrSet,
        /// The event's difficulty.
        difficulty: u8,
    },
    /// How many +1 boosts to buy with Cups (answer: 0 up to `max`).
    Cups {
        /// What the check is for.
        source: CheckSource,
        /// The attribute boosted.
        attr: Attr,
        /// The most boosts the hand can pay for.
        max: u8,
        /// The event's difficulty.
        difficulty: u8,
    },
    /// A die failed: re-roll it with Luck? (answers: reroll, accept).
    Reroll {
        /// The attribute checked.
        attr: Attr,
        /// The failed die.
        roll: u8,
        /// The target number.
        target: u8,
    },
    /// Face a major arcana or try to skip it with a check (answers: face, skip).
    Overcome {
        /// The card.
        card: Card,
    },
    /// The Fool: leave the dungeon or go on (answers: leave, stay).
    Escape,
    /// The Lovers: help the lost adventurer (answers: help, refuse).
    Help,
    /// Wands (2): leave the seen top card on top or put it at the bottom (answers: top, bottom).
    PeekBottom {
        /// The card on top.
        card: Card,
    },
    /// Wands (3): order the seen cards and send one to the bottom.
    Arrange {
        /// The seen cards, top first.
        cards: [Option<Card>; 3],
    },
    /// The Wheel of Fortune: rotate left or right (answers: left, right).
    Rotation,
    /// The High Priestess: which face-down card to turn (answer: 1 up to `count`).
    Pick {
        /// Cards in the spread.
        count: u8,
    },
    /// Choose an attribute for an effect (answer: an attribute not excluded).
    ChooseAttribute {
        /// The card asking.
        card: Card,
        /// Attributes that may not be chosen.
        exclude: AttrSet,
    },
    /// Choose a card of the hand to discard (answer: a card in hand).
    Discard {
        /// The card asking.
        card: Card,
        /// Cards still to go, this one included.
        remaining: u8,
        /// Whether only suit (minor) cards may go.
        minor_only: bool,
    },
    /// Temperance: choose a card to shed from a suit above the smallest count.
    Balance {
        /// Cards still to go, this one included.
        remaining: u8,
    },
}

impl Question {
    /// Whether the answer is a random outcome (asked of the dice and deck, or the table).
    pub fn is_chance(&self) -> bool {
        matches!(
            self,
            Question::CreationDie { .. }
                | Question::Draw { .. }
                | Question::Die { .. }
                | Question::RandomDiscard { .. }
        )
    }

    /// A short stable name of the question's kind, as used in scripts and traces.
    pub fn kind(&self) -> &'static str {
        match self {
            Question::CreationDie { .. } => "creation-die",
            Question::Draw { .. } => "draw",
            Question::Die { .. } => "die",
            Question::RandomDiscard { .. } => "random-discard",
            Question::Action => "action",
            Question::CheckAttribute { .. } => "check-attribute",
            Question::Cups { .. } => "cups",
            Question::Reroll { .. } => "reroll",
            Question::Overcome { .. } => "overcome",
            Question::Escape => "escape",
            Question::Help => "help",
            Question::PeekBottom { .. } => "peek-bottom",
            Question::Arrange { .. } => "arrange",
            Question::Rotation => "rotation",
            Question::Pick { .. } => "pick",
            Question::ChooseAttribute { .. } => "choose-attribute",
            Question::Discard { .. } => "discard",
            Question::Balance { .. } => "balance",
        }
    }
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Question::CreationDie { attr } => write!(f, "Roll a die for {attr}."),
            Question::Draw { reason } => {
                let why = match reason {
                    DrawReason::Opening => "for the opening hand",
                    DrawReason::Flip => "as this turn's event",
                    DrawReason::Peek => "to look at it",
                    DrawReason::DiscardTop => "to discard it",
                    DrawReason::Draw => "into the hand",
                    DrawReason::Spread => "face down into the spread",
                    DrawReason::Backpack => "face down into the backpack",
                    DrawReason::Turned => {
                        return write!(f, "Which card of the spread did you turn over?");
                    }
                    DrawReason::SpreadRest => {
                        return write!(
                            f,
                            "Which card of the spread, not turned, goes to the discard pile?"
                        );
                    }
                };
                write!(f, "Which card comes off the top of the deck {why}?")
            }
            Question::Die {
                attr,
                target,
                reroll,
            } => {
                let again = if *reroll { " again (Luck re-roll)" } else { "" };
                write!(f, "Roll a die{again}: {attr} against {target}.")
            }
            Question::RandomDiscard { card, remaining } => {
                write!(
                    f,
                    "{}: which card of the hand is lost at random? ({remaining} to go)",
                    card.name()
                )
            }
            Question::Action => write!(
                f,
                "Take an action (Swords or Wands), or just flip the next card?"
            ),
            Question::CheckAttribute { source, kind, .. } => {
                let what = if *kind == CheckKind::Roll {
                    "roll"
                } else {
                    "check"
                };
                write!(
                    f,
                    "Which attribute for the {what} ({})?",
                    describe_source(*source)
                )
            }
            Question::Cups { attr, max, .. } => {
                write!(f, "Spend Cups to boost {attr}? (0 to {max} boosts)")
            }
            Question::Reroll { attr, roll, target } => write!(
                f,
                "The die shows {roll} against {attr} {target}: a failure. Re-roll with Luck?"
            ),
            Question::Overcome { card } => {
                write!(f, "{}: face it, or try to skip it?", card.name())
            }
            Question::Escape => write!(f, "The Fool: leave the dungeon now, or go on?"),
            Question::Help => write!(f, "The Lovers: help the lost adventurer?"),
            Question::PeekBottom { card } => {
                write!(
                    f,
                    "The top card is {}: leave it on top or put it at the bottom?",
                    card.name()
                )
            }
            Question::Arrange { cards } => {
                let seen: Vec<String> = cards.iter().flatten().map(|c| c.name()).collect();
                write!(
                    f,
                    "Order the top cards ({}) and send one to the bottom.",
                    seen.join(", ")
                )
            }
            Question::Rotation => write!(f, "The Wheel turns: rotate your values left or right?"),
            Question::Pick { count } => write!(f, "Turn which face-down card? (1 to {count})"),
            Question::ChooseAttribute { card, .. } => {
                write!(f, "{}: choose an attribute.", card.name())
            }
            Question::Discard {
                card, remaining, ..
            } => {
                write!(
                    f,
                    "{}: choose a card to discard ({remaining} to go).",
                    card.name()
                )
            }
            Question::Balance { remaining } => {
                write!(
                    f,
                    "Temperance: shed a card from a suit above the smallest count ({remaining} to go)."
                )
            }
        }
    }
}

fn describe_source(source: CheckSource) -> String {
    match source {
        CheckSource::Court(card) => card.name(),
        CheckSource::Overcome(card) => format!("to skip {}", card.name()),
        CheckSource::Effect(card) => card.name(),
        CheckSource::Spread(card) => format!("{} in the spread", card.name()),
        CheckSource::Wands(n) => format!("the Wands action with {n} Wands"),
    }
}

/// Which way The Wheel of Fortune turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rotation {
    /// Each value moves to the attribute before it; Might's goes to Evocation.
    Left,
    /// Each value moves to the attribute after it; Evocation's goes to Might.
    Right,
}

/// How the cards seen by a Wands (3) action go back: `top` stay on top in order (first is the
/// top card), `bottom` goes under the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arrangement {
    /// The cards that stay on top, top first (unused slots are `None`).
    pub top: [Option<Card>; 2],
    /// The card put at the bottom.
    pub bottom: Card,
}

/// An answer to a [`Question`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// A die face, 1 to 6.
    Die(u8),
    /// A card: drawn from the deck, lost at random, or chosen from the hand.
    Card(Card),
    /// No action: flip the next card.
    Flip,
    /// A Swords action raising this attribute.
    Swords(Attr),
    /// A Wands action spending 1 to 3 Wands.
    Wands(u8),
    /// An attribute.
    Attr(Attr),
    /// Cups boosts to buy.
    Cups(u8),
    /// Re-roll (`true`) or accept the failure.
    Reroll(bool),
    /// Try to skip (`true`) or face the event.
    Skip(bool),
    /// Leave through The Fool (`true`) or go on.
    Leave(bool),
    /// Help the Lovers' adventurer (`true`) or not.
    Help(bool),
    /// Put the seen card at the bottom (`true`) or leave it on top.
    Bottom(bool),
    /// Rotate the Wheel this way.
    Rotate(Rotation),
    /// Turn the spread card at this position (0-based).
    Pick(u8),
    /// Put the seen cards back this way.
    Arrange(Arrangement),
}

/// An answer's text could not be read for the question asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` does not answer the `{kind}` question (try: {hint})")]
pub struct AnswerParseError {
    /// The text given, shortened to [`AnswerParseError::SHOWN`] characters.
    pub text: String,
    /// The question's kind.
    pub kind: &'static str,
    /// The words that would answer it.
    pub hint: &'static str,
}

impl AnswerParseError {
    /// How many characters of a wrong answer an error repeats.
    pub const SHOWN: usize = 40;
}

/// The first `max` characters of `text`, with "…" when some were left out.
pub fn shortened(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}
