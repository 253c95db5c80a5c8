//! Rule options (house rules), with their defaults and descriptions read from `data/rules.toml`.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::card::Rank;

mod core;

pub use core::Rule;

/// The rule options file shipped with the app.
pub const RULES_TOML: &str = include_str!("../../data/rules.toml");

/// What happens when a card must be drawn and the deck is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EmptyDeck {
    /// The discard pile is shuffled into a new deck.
    Reshuffle,
    /// The adventurer is lost in the dark and dies.
    Lost,
}

/// What each court card subtracts from the skill it is checked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CourtDifficulty {
    /// Page.
    pub page: u8,
    /// Knight.
    pub knight: u8,
    /// Queen.
    pub queen: u8,
    /// King.
    pub king: u8,
}

impl CourtDifficulty {
    /// The difficulty of a court rank (0 for a number card).
    pub fn of(&self, rank: Rank) -> u8 {
        match rank {
            Rank::Page => self.page,
            Rank::Knight => self.knight,
            Rank::Queen => self.queen,
            Rank::King => self.king,
            Rank::Number(_) => 0,
        }
    }
}

/// The house rules a delve is played with. Recorded in every saved delve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    /// When the deck runs out.
    pub empty_deck: EmptyDeck,
    /// Any check or roll may use Luck instead of the attribute named.
    pub luck_wildcard: bool,
    /// Keep drawing until the opening hand holds its full count of minor cards.
    pub refill_opening_hand: bool,
    /// The least damage a failed check does (0 or 1).
    pub min_failure_damage: u8,
    /// Court card difficulties.
    pub court_difficulty: CourtDifficulty,
}

impl Default for RuleOptions {
    /// The defaults of `data/rules.toml`.
    fn default() -> Self {
        match RuleBook::standard() {
            Ok(book) => book.defaults,
            // The shipped file is checked by the tests; this is a last resort only.
            Err(_) => RuleOptions {
                empty_deck: EmptyDeck::Reshuffle,
                luck_wildcard: true,
                refill_opening_hand: false,
                min_failure_damage: 0,
                court_difficulty: CourtDifficulty {
                    page: 1,
                    knight: 2,
                    queen: 3,
                    king: 4,
                },
            },
        }
    }
}

/// One option's description, for a settings screen or `--help`.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionInfo {
    /// The key in `rules.toml` and in saved delves.
    pub key: String,
    /// A short label.
    pub label: String,
    /// One or two sentences on what it does.
    pub summary: String,
    /// The values it may take, as written in the file (empty for structured options).
    pub choices: Vec<String>,
}

/// The rule options file: defaults and descriptions.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleBook {
    /// The default options.
    pub defaults: RuleOptions,
    /// Every option's description, in file order.
    pub options: Vec<OptionInfo>,
}

/// The rules file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    /// The file is not valid TOML.
    #[error("data/rules.toml: {0}")]
    Toml(String),
    /// An option is missing a field or has a bad value.
    #[error("data/rules.toml, option `{option}`: {problem}")]
    Option {
        /// The option's key.
        option: String,
        /// What is wrong.
        problem: String,
    },
    /// A value given for an option (on the command line, in the settings) cannot be used.
    #[error("the rule `{option}`: {problem}")]
    Value {
        /// The option's key.
        option: String,
        /// What is wrong.
        problem: String,
    },
}

const KEYS: [&str; 5] = [
    "empty_deck",
    "luck_wildcard",
    "refill_opening_hand",
    "min_failure_damage",
    "court_difficulty",
];

impl RuleBook {
    /// Reads and checks a rules file.
    pub fn from_toml(text: &str) -> Result<RuleBook, RulesError> {
        let table: toml::Table =
            toml::from_str(text).map_err(|e| RulesError::Toml(e.to_string()))?;
        let option_error = |option: &str, problem: String| RulesError::Option {
            option: option.to_string(),
            problem,
        };
        if let Some(unknown) = table.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(option_error(unknown, "this option is unknown".into()));
        }
        let mut defaults = toml::Table::new();
        let mut options = Vec::new();
        for key in KEYS {
            let entry = table
                .get(key)
                .and_then(toml::Value::as_table)
                .ok_or_else(|| option_error(key, "missing".into()))?;
            let text_field = |field: &str| {
                entry
                    .get(field)
                    .and_then(toml::Value::as_str)
                    .map(str::to_string)
                    .ok_or_else(|| option_error(key, format!("`{field}` is missing")))
            };
            let default = entry
                .get("default")
                .cloned()
                .ok_or_else(|| option_error(key, "`default` is missing".into()))?;
            let choices: Vec<String> = match entry.get("choices") {
                Some(toml::Value::Array(values)) => values
                    .iter()
                    .map(|v| v.to_string().trim_matches('"').to_string())
                    .collect(),
                Some(_) => return Err(option_error(key, "`choices` must be a list".into())),
                None => Vec::new(),
            };
            let shown = default.to_string();
            if !choices.is_empty() && !choices.iter().any(|c| *c == shown.trim_matches('"')) {
                return Err(option_error(
                    key,
                    format!("the default {shown} is not among the choices"),
                ));
            }
            defaults.insert(key.to_string(), default);
            options.push(OptionInfo {
                key: key.to_string(),
                label: text_field("label")?,
                summary: text_field("summary")?,
                choices,
            });
        }
        let defaults: RuleOptions = toml::Value::Table(defaults)
            .try_into()
            .map_err(|e: toml::de::Error| RulesError::Toml(e.to_string()))?;
        if defaults.min_failure_damage > 1 {
            return Err(option_error("min_failure_damage", "must be 0 or 1".into()));
        }
        Ok(RuleBook { defaults, options })
    }

    /// The rules file shipped with the app, read once.
    pub fn standard() -> Result<&'static RuleBook, RulesError> {
        static BOOK: OnceLock<Result<RuleBook, RulesError>> = OnceLock::new();
        BOOK.get_or_init(|| RuleBook::from_toml(RULES_TOML))
            .as_ref()
            .map_err(Clone::clone)
    }
}

impl RuleOptions {
    /// Sets one option from `key=value` text (as on the command line).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let bad = |problem: &str| RulesError::Value {
            option: key.to_string(),
            problem: problem.to_string(),
        };
        let flag = || match value {
            "true" | "on" | "yes" => Ok(true),
            "false" | "off" | "no" => Ok(false),
            _ => Err(bad("expected true or false")),
        };
        match key {
            "empty_deck" => {
                self.empty_deck = match value {
                    "reshuffle" => EmptyDeck::Reshuffle,
                    "lost" => EmptyDeck::Lost,
                    _ => return Err(bad("expected reshuffle or lost")),
                }
            }
            "luck_wildcard" => self.luck_wildcard = flag()?,
            "refill_opening_hand" => self.refill_opening_hand = flag()?,
            "min_failure_damage" => {
                self.min_failure_damage = match value {
                    "0" => 0,
                    "1" => 1,
                    _ => return Err(bad("expected 0 or 1")),
                }
            }
            "court_difficulty" => {
                // Every part must be a number: `1,x,2,3,4` is refused, not read as `1,2,3,4`.
                let numbers: Vec<u8> = value
                    .split(',')
                    .map(|n| n.trim().parse())
                    .collect::<Result<_, _>>()
                    .map_err(|_| bad("expected four numbers 0..=6: page,knight,queen,king"))?;
                match numbers[..] {
                    [page, knight, queen, king] if numbers.iter().all(|n| *n <= 6) => {
                        self.court_difficulty = CourtDifficulty {
                            page,
                            knight,
                            queen,
                            king,
                        }
                    }
                    _ => return Err(bad("expected four numbers 0..=6: page,knight,queen,king")),
                }
            }
            _ => return Err(bad("this option is unknown")),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_rules_give_the_rulings_defaults() {
        let book = RuleBook::standard().expect("the shipped rules file loads");
        let d = book.defaults;
        assert_eq!(d.empty_deck, EmptyDeck::Reshuffle);
        assert!(d.luck_wildcard);
        assert!(!d.refill_opening_hand);
        assert_eq!(d.min_failure_damage, 0);
        assert_eq!(d.court_difficulty.of(Rank::King), 4);
        assert_eq!(book.options.len(), 5);
    }

    #[test]
    fn a_bad_rules_file_names_the_option() {
        let broken = RULES_TOML.replace("default = \"reshuffle\"", "default = \"sideways\"");
        let error = RuleBook::from_toml(&broken).unwrap_err();
        assert!(error.to_string().contains("empty_deck"), "{error}");
        let unknown = format!("{RULES_TOML}\n[gravity]\ndefault = 1\n");
        assert!(
            RuleBook::from_toml(&unknown)
                .unwrap_err()
                .to_string()
                .contains("gravity")
        );
    }

    #[test]
    fn options_set_from_text() {
        let mut o = RuleOptions::default();
        o.set("empty_deck", "lost").unwrap();
        o.set("court_difficulty", "2,3,4,5").unwrap();
        assert_eq!(o.empty_deck, EmptyDeck::Lost);
        assert_eq!(o.court_difficulty.page, 2);
        assert!(o.set("min_failure_damage", "7").is_err());
        assert!(o.set("nonsense", "1").is_err());
        // A bad value is the caller's, not the rules file's.
        let error = o.set("empty_deck", "sideways").unwrap_err().to_string();
        assert!(!error.contains("rules.toml"), "{error}");
        assert!(error.contains("empty_deck"), "{error}");
    }
}
