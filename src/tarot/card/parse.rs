//! Reading a card from its code or name, and cards in record files as their codes.

use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Card, CardParseError, Rank, Suit};

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads a short code (`QS`, `10c`, `M13`) or a full name (`Queen of Swords`, `The Tower`),
    /// ignoring case.
    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let trimmed = text.trim();
        let error = || CardParseError(trimmed.to_string());
        let upper = trimmed.to_ascii_uppercase();
        if let Some(number) = upper.strip_prefix('M')
            && let Ok(n) = number.parse::<u8>()
        {
            return if n < 22 {
                Ok(Card::major(n))
            } else {
                Err(error())
            };
        }
        if upper.len() >= 2 && upper.is_ascii() {
            let (rank_code, suit_code) = upper.split_at(upper.len() - 1);
            if let Some(suit) = suit_code.chars().next().and_then(Suit::from_code) {
                let rank = match rank_code {
                    "A" | "1" => Some(Rank::Number(1)),
                    "P" => Some(Rank::Page),
                    "N" => Some(Rank::Knight),
                    "Q" => Some(Rank::Queen),
                    "K" => Some(Rank::King),
                    n => n
                        .parse::<u8>()
                        .ok()
                        .filter(|n| (2..=10).contains(n))
                        .map(Rank::Number),
                };
                if let Some(rank) = rank {
                    return Ok(Card::minor(suit, rank));
                }
            }
        }
        Card::all()
            .find(|card| card.name().eq_ignore_ascii_case(trimmed))
            .ok_or_else(error)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
