//! The journaling prompts (`data/prompts.toml`): more than one for each card and moment, and
//! the one a turn asks, picked by the delve's salt (its seed) and the turn, so that reading a
//! delve again asks what it asked while it was played.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::tarot::arcana::Arcana;
use crate::tarot::card::{Card, Suit};

/// The prompts file shipped with the app.
pub const PROMPTS_TOML: &str = include_str!("../../data/prompts.toml");

/// The prompts, as the file holds them.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prompts {
    /// More prompts for each major arcana, by number (its first is in the arcana table).
    #[serde(default)]
    pub majors: BTreeMap<String, Vec<String>>,
    /// A number card of each suit, by the suit's name in lower case.
    #[serde(default)]
    pub numbers: BTreeMap<String, Vec<String>>,
    /// A court card of each suit.
    #[serde(default)]
    pub courts: BTreeMap<String, Vec<String>>,
    /// The adventurer (`adventurer`), an escape (`escape`), a death (`death`).
    #[serde(default)]
    pub moments: BTreeMap<String, Vec<String>>,
}

impl Prompts {
    /// The prompts shipped with the app (none, should the file not read: a test sees to it).
    pub fn standard() -> &'static Prompts {
        static PROMPTS: OnceLock<Prompts> = OnceLock::new();
        PROMPTS.get_or_init(|| Prompts::from_toml(PROMPTS_TOML).unwrap_or_default())
    }

    /// Reads a prompts file.
    pub fn from_toml(text: &str) -> Result<Prompts, toml::de::Error> {
        toml::from_str(text)
    }

    /// Every prompt a card may ask, the arcana table's first for a major.
    pub fn for_card<'a>(&'a self, card: Card, arcana: &'a Arcana) -> Vec<&'a str> {
        let listed = |list: Option<&'a Vec<String>>| list.into_iter().flatten().map(String::as_str);
        match (card.major_number(), card.suit()) {
            (Some(n), _) => std::iter::once(arcana.get(n).prompt.as_str())
                .chain(listed(self.majors.get(&n.to_string())))
                .collect(),
            (None, Some(suit)) => {
                let lists = if card.is_court() {
                    &self.courts
                } else {
                    &self.numbers
                };
                listed(lists.get(&suit_key(suit))).collect()
            }
            (None, None) => Vec::new(),
        }
    }

    /// Every prompt of a moment (`adventurer`, `escape`, `death`).
    pub fn for_moment(&self, moment: &str) -> Vec<&str> {
        self.moments
            .get(moment)
            .map(|list| list.iter().map(String::as_str).collect())
            .unwrap_or_default()
    }
}

fn suit_key(suit: Suit) -> String {
    suit.name().to_lowercase()
}

/// One of `choices`, picked by `salt` and `turn` (the same every time for the same three).
pub fn pick<'a>(choices: &[&'a str], salt: u64, turn: u32) -> Option<&'a str> {
    if choices.is_empty() {
        return None;
    }
    // FNV-1a over the salt and the turn: stable across builds and platforms.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in salt.to_le_bytes().into_iter().chain(turn.to_le_bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    Some(choices[(hash % choices.len() as u64) as usize])
}

/// The prompt a turn that flipped `card` asks, in a delve salted `salt`.
pub fn card_prompt(card: Card, turn: u32, salt: u64, arcana: &Arcana) -> Option<String> {
    let prompts = Prompts::standard();
    pick(&prompts.for_card(card, arcana), salt, turn).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_and_moment_has_more_than_one_prompt() {
        let prompts = Prompts::from_toml(PROMPTS_TOML).expect("data/prompts.toml reads");
        let arcana = Arcana::standard().expect("the arcana read");
        for card in Card::all() {
            let list = prompts.for_card(card, arcana);
            assert!(
                list.len() >= 2,
                "{} has {} prompts",
                card.name(),
                list.len()
            );
            for prompt in list {
                assert!(prompt.ends_with('?') || prompt.ends_with('.'), "{prompt}");
            }
        }
        for moment in ["adventurer", "escape", "death"] {
            assert!(prompts.for_moment(moment).len() >= 2, "{moment}");
        }
    }

    #[test]
    fn the_pick_is_stable_and_varies_with_the_turn() {
        let choices = ["a", "b", "c", "d"];
        assert_eq!(pick(&choices, 7, 3), pick(&choices, 7, 3));
        let seen: std::collections::HashSet<&str> =
            (1..40).filter_map(|turn| pick(&choices, 7, turn)).collect();
        assert!(seen.len() > 1, "{seen:?}");
        assert_eq!(pick(&[], 7, 3), None);
    }
}
