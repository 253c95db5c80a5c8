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

/// Six dice could not be read from a text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DiceParseError {
    /// A part is not a number.
    #[error(
        "`{0}`: give six dice 1 to 6 in the order Might, Agility, Luck, Intelligence, Charm, Evocation, like 3,4,2,5,1,6"
    )]
    NotNumbers(String),
    /// Not six of them.
    #[error("`{0}`: give exactly six dice (Might, Agility, Luck, Intelligence, Charm, Evocation)")]
    NotSix(String),
    /// A die outside 1 to 6.
    #[error("`{0}`: every die shows 1 to 6")]
    OutOfRange(String),
}

impl FromStr for Attributes {
    type Err = DiceParseError;

    /// Six creation dice written `3,4,5,2,6,1` or `3 4 5 2 6 1`, each 1 to 6.
    fn from_str(text: &str) -> Result<Attributes, DiceParseError> {
        let values: Vec<u8> = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|part| !part.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| DiceParseError::NotNumbers(text.trim().to_owned()))?;
        let dice: [u8; 6] = values
            .try_into()
            .map_err(|_| DiceParseError::NotSix(text.trim().to_owned()))?;
        let attributes = Attributes(dice);
        if !attributes.are_valid() {
            return Err(DiceParseError::OutOfRange(text.trim().to_owned()));
        }
        Ok(attributes)
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

/// One attribute change: `attr` went from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    /// The attribute.
    pub attr: Attr,
    /// Its value before.
    pub from: u8,
    /// Its value after.
    pub to: u8,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_dice_read_with_commas_or_spaces_and_refuse_anything_else() {
        let dice = Attributes([3, 4, 5, 2, 6, 1]);
        assert_eq!("3,4,5,2,6,1".parse::<Attributes>(), Ok(dice));
        assert_eq!(" 3 4 5 2 6 1 ".parse::<Attributes>(), Ok(dice));
        assert!(matches!(
            "3,4,x,2,6,1".parse::<Attributes>(),
            Err(DiceParseError::NotNumbers(_))
        ));
        assert!(matches!(
            "3,4,5".parse::<Attributes>(),
            Err(DiceParseError::NotSix(_))
        ));
        assert!(matches!(
            "3,4,5,2,6,7".parse::<Attributes>(),
            Err(DiceParseError::OutOfRange(_))
        ));
        assert!(matches!(
            "0,4,5,2,6,1".parse::<Attributes>(),
            Err(DiceParseError::OutOfRange(_))
        ));
    }
}
