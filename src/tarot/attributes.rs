//! The adventurer's six attributes, kept in 0..=6.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::card::Suit;

/// The highest value an attribute can hold.
pub const MAX_SKILL: u8 = 6;

/// One of the six attributes, in the rulebook's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Attr {
    /// Power by one's own hand.
    Might,
    /// Quickness and flexibility.
    Agility,
    /// The wildcard; never regained by Swords or The Hermit.
    Luck,
    /// Knowledge.
    Intelligence,
    /// Winning others over.
    Charm,
    /// The magical arts.
    Evocation,
}

impl Attr {
    /// All six, in order (the order of creation rolls and of the Wheel's rotation).
    pub const ALL: [Attr; 6] = [
        Attr::Might,
        Attr::Agility,
        Attr::Luck,
        Attr::Intelligence,
        Attr::Charm,
        Attr::Evocation,
    ];

    /// Position in [`Attr::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The attribute's name, capitalised.
    pub fn name(self) -> &'static str {
        match self {
            Attr::Might => "Might",
            Attr::Agility => "Agility",
            Attr::Luck => "Luck",
            Attr::Intelligence => "Intelligence",
            Attr::Charm => "Charm",
            Attr::Evocation => "Evocation",
        }
    }

    /// The lowercase word used in scripts and data files.
    pub fn word(self) -> &'static str {
        match self {
            Attr::Might => "might",
            Attr::Agility => "agility",
            Attr::Luck => "luck",
            Attr::Intelligence => "intelligence",
            Attr::Charm => "charm",
            Attr::Evocation => "evocation",
        }
    }

    /// The attributes a suit's court card may be checked with.
    pub fn of_suit(suit: Suit) -> &'static [Attr] {
        match suit {
            Suit::Swords => &[Attr::Agility, Attr::Might],
            Suit::Wands => &[Attr::Evocation, Attr::Intelligence],
            Suit::Pentacles => &[Attr::Charm, Attr::Intelligence],
            Suit::Cups => &[Attr::Luck],
        }
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An attribute name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not an attribute (might, agility, luck, intelligence, charm, evocation, or their first three letters)"
)]
pub struct AttrParseError(pub String);

impl FromStr for Attr {
    type Err = AttrParseError;

    /// Reads a name or its first three letters, ignoring case (`int`, `Evocation`).
    fn from_str(text: &str) -> Result<Attr, AttrParseError> {
        let lower = text.trim().to_ascii_lowercase();
        Attr::ALL
            .into_iter()
            .find(|a| a.word() == lower || (lower.len() >= 3 && a.word().starts_with(&lower)))
            .ok_or_else(|| AttrParseError(text.trim().to_string()))
    }
}

/// The six attribute values, each in 0..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attributes(pub [u8; 6]);

impl Attributes {
    /// The value of one attribute.
    pub fn get(&self, attr: Attr) -> u8 {
        self.0[attr.index()]
    }

    /// Sets one attribute, clamped to 0..=6.
    pub fn set(&mut self, attr: Attr, value: u8) {
        self.0[attr.index()] = value.min(MAX_SKILL);
    }

    /// Whether any attribute is at 0 (the adventurer is dead).
    pub fn any_zero(&self) -> bool {
        self.0.contains(&0)
    }

    /// Whether every value is in 1..=6 (a living adventurer).
    pub fn are_valid(&self) -> bool {
        self.0.iter().all(|v| (1..=MAX_SKILL).contains(v))
    }
}

impl fmt::Display for Attributes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, attr) in Attr::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{} {}", &attr.name()[..3], self.get(*attr))?;
        }
        Ok(())
    }
}
