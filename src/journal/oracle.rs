//! The cards as an oracle ("Ask the cards"): a draw from a deck of the oracle's own, to
//! answer a question or spark a scene, with our short meaning of each card upright and
//! reversed (`data/oracle.toml`). The oracle's deck and its dice are its own: a draw never
//! touches a delve's deck, its dice or its seed.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;

use crate::tarot::card::Card;

/// The oracle's meanings, shipped with the app.
pub const ORACLE_TOML: &str = include_str!("../../data/oracle.toml");

/// What one card says, upright and reversed.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meaning {
    /// Drawn upright.
    pub upright: String,
    /// Drawn reversed.
    pub reversed: String,
}

/// The meanings of the 78 cards, by card code (`M0`…`M21`, `AC`…`KP`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meanings {
    /// The major arcana.
    #[serde(default)]
    pub majors: BTreeMap<String, Meaning>,
    /// The minor cards.
    #[serde(default)]
    pub minors: BTreeMap<String, Meaning>,
}

impl Meanings {
    /// The meanings shipped with the app (none, should the file not read: a test sees to it).
    pub fn standard() -> &'static Meanings {
        static MEANINGS: OnceLock<Meanings> = OnceLock::new();
        MEANINGS.get_or_init(|| Meanings::from_toml(ORACLE_TOML).unwrap_or_default())
    }

    /// Reads a meanings file.
    pub fn from_toml(text: &str) -> Result<Meanings, toml::de::Error> {
        toml::from_str(text)
    }

    /// What `card` says, if the file holds it.
    pub fn of(&self, card: Card) -> Option<&Meaning> {
        let list = if card.is_major() {
            &self.majors
        } else {
            &self.minors
        };
        list.get(&card.code())
    }
}

/// One card drawn from the oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draw {
    /// The card.
    pub card: Card,
    /// Whether it came up reversed.
    pub reversed: bool,
}

impl Draw {
    /// The card's name, and "reversed" when it is: "Three of Cups, reversed".
    pub fn name(&self) -> String {
        if self.reversed {
            format!("{}, reversed", self.card.name())
        } else {
            self.card.name()
        }
    }

    /// What the card says, this way up.
    pub fn meaning(&self) -> String {
        Meanings::standard()
            .of(self.card)
            .map(|m| {
                if self.reversed {
                    m.reversed.clone()
                } else {
                    m.upright.clone()
                }
            })
            .unwrap_or_default()
    }

    /// The journal entry the draw becomes: its heading (the question, or that none was
    /// asked) and its words (the card and what it says).
    pub fn entry(&self, question: &str) -> (String, String) {
        let question = question.trim();
        let title = if question.is_empty() {
            "The cards, asked for a scene".to_string()
        } else {
            format!("Asked the cards: {question}")
        };
        (title, format!("{}: {}", self.name(), self.meaning()))
    }
}

/// The oracle's own deck: all 78 cards shuffled, drawn one by one, shuffled whole again once
/// every card has come up.
#[derive(Clone, Debug)]
pub struct OracleDeck {
    rng: ChaCha8Rng,
    left: Vec<Card>,
}

impl OracleDeck {
    /// A deck shuffled from `seed` (the same seed draws the same cards).
    pub fn seeded(seed: u64) -> OracleDeck {
        OracleDeck {
            rng: ChaCha8Rng::seed_from_u64(seed),
            left: Vec::new(),
        }
    }

    /// A deck shuffled from the system's randomness, apart from any delve's seed.
    pub fn fresh() -> OracleDeck {
        OracleDeck::seeded(rand::rng().random())
    }

    /// How many cards are left before the deck is shuffled whole again.
    pub fn left(&self) -> usize {
        self.left.len()
    }

    /// Draws the next card, upright or reversed (even odds).
    pub fn draw(&mut self) -> Draw {
        if self.left.is_empty() {
            self.left = Card::all().collect();
            self.left.shuffle(&mut self.rng);
        }
        let card = self.left.pop().unwrap_or(Card::FOOL);
        Draw {
            card,
            reversed: self.rng.random_bool(0.5),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_a_short_meaning_each_way_up() {
        let meanings = Meanings::from_toml(ORACLE_TOML).expect("data/oracle.toml reads");
        assert_eq!(meanings.majors.len() + meanings.minors.len(), 78);
        let mut seen = std::collections::HashSet::new();
        for card in Card::all() {
            let meaning = meanings
                .of(card)
                .unwrap_or_else(|| panic!("{}", card.name()));
            for words in [&meaning.upright, &meaning.reversed] {
                assert!(
                    (12..=90).contains(&words.chars().count()),
                    "{}: {words}",
                    card.name()
                );
                assert!(words.ends_with(['.', '?']), "{words}");
                assert!(seen.insert(words.clone()), "said twice: {words}");
            }
        }
    }

    #[test]
    fn a_deck_deals_every_card_once_before_shuffling_again() {
        let mut deck = OracleDeck::seeded(9);
        let first: std::collections::HashSet<Card> = (0..78).map(|_| deck.draw().card).collect();
        assert_eq!(first.len(), 78);
        assert_eq!(deck.left(), 0);
        deck.draw();
        assert_eq!(deck.left(), 77);
    }

    #[test]
    fn draws_come_both_ways_up_and_the_same_seed_draws_the_same() {
        let draws = |seed| {
            let mut deck = OracleDeck::seeded(seed);
            (0..40).map(|_| deck.draw()).collect::<Vec<_>>()
        };
        assert_eq!(draws(3), draws(3));
        assert_ne!(draws(3), draws(4));
        let reversed = draws(3).iter().filter(|d| d.reversed).count();
        assert!((5..35).contains(&reversed), "{reversed} of 40 reversed");
    }

    #[test]
    fn a_draw_becomes_an_entry_with_the_question_and_the_card() {
        let draw = Draw {
            card: Card::HIEROPHANT,
            reversed: true,
        };
        let (title, words) = draw.entry("  Will the ferryman wait?  ");
        assert_eq!(title, "Asked the cards: Will the ferryman wait?");
        assert!(words.starts_with("The Hierophant, reversed: "), "{words}");
        assert!(words.contains("Break the rule"), "{words}");
        let (title, _) = draw.entry("");
        assert_eq!(title, "The cards, asked for a scene");
    }
}
