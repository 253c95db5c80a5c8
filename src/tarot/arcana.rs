//! The major arcana table, read from `data/major_arcana.toml`, checked, and compiled into the
//! small instruction list the delve interprets.

use std::sync::OnceLock;

use thiserror::Error;

use super::attributes::Attr;
use super::card::MAJOR_NAMES;

mod compile;
pub mod effects;
mod program;

use compile::{CardSpec, Compiler, RawFile, attr};
pub(crate) use program::{AttrTarget, CheckAttrs, DrawCount, Instr, MajorsGo, RotationSource};

/// The major arcana file shipped with the app.
pub const ARCANA_TOML: &str = include_str!("../../data/major_arcana.toml");

/// One major arcana card as the engine runs it.
#[derive(Clone, Debug, PartialEq)]
pub struct Major {
    /// Its number (0..=21).
    pub number: u8,
    /// Its name.
    pub name: String,
    /// What happens, in a sentence or two.
    pub description: String,
    /// A journaling prompt.
    pub prompt: String,
    /// Attributes a player may check to skip the event (empty: it cannot be skipped).
    pub overcome: Vec<Attr>,
    /// The effect, compiled.
    pub(crate) program: Vec<Instr>,
}

/// The whole table, indexed by number.
#[derive(Clone, Debug, PartialEq)]
pub struct Arcana {
    cards: Vec<Major>,
}

impl Arcana {
    /// The card with this number (0..=21).
    pub fn get(&self, number: u8) -> &Major {
        &self.cards[number as usize]
    }

    /// All 22 cards in order.
    pub fn cards(&self) -> &[Major] {
        &self.cards
    }

    /// The table shipped with the app, read and checked once.
    pub fn standard() -> Result<&'static Arcana, ArcanaError> {
        static TABLE: OnceLock<Result<Arcana, ArcanaError>> = OnceLock::new();
        TABLE
            .get_or_init(|| Arcana::from_toml(ARCANA_TOML))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Reads and checks a table: all 22 cards once each, known operations, sound references.
    pub fn from_toml(text: &str) -> Result<Arcana, ArcanaError> {
        let file: RawFile = toml::from_str(text).map_err(|e| ArcanaError::Toml(e.to_string()))?;
        let mut slots: Vec<Option<Major>> = vec![None; 22];
        for raw in file.card {
            let line = line_of(text, raw.span().start);
            let table = raw.into_inner();
            let label = card_label(&table);
            let spec: CardSpec =
                toml::Value::Table(table)
                    .try_into()
                    .map_err(|e: toml::de::Error| ArcanaError::Card {
                        card: label.clone(),
                        line,
                        problem: e.message().to_string(),
                    })?;
            let fail = |problem: String| ArcanaError::Card {
                card: label.clone(),
                line,
                problem,
            };
            let number = spec.number;
            if number > 21 {
                return Err(fail(format!("number {number} is not 0 to 21")));
            }
            if slots[number as usize].is_some() {
                return Err(fail(format!("card {number} appears twice")));
            }
            if spec.name != MAJOR_NAMES[number as usize] {
                return Err(fail(format!(
                    "card {number} is {}, not {}",
                    MAJOR_NAMES[number as usize], spec.name
                )));
            }
            let overcome = spec
                .overcome
                .iter()
                .map(|w| attr(w))
                .collect::<Result<Vec<_>, _>>()
                .map_err(&fail)?;
            let mut compiler = Compiler::default();
            compiler.block(&spec.effect).map_err(&fail)?;
            slots[number as usize] = Some(Major {
                number,
                name: spec.name,
                description: spec.description,
                prompt: spec.prompt,
                overcome,
                program: compiler.program,
            });
        }
        let mut cards = Vec::with_capacity(22);
        for (number, slot) in slots.into_iter().enumerate() {
            cards.push(slot.ok_or(ArcanaError::Missing {
                number: number as u8,
                name: MAJOR_NAMES[number],
            })?);
        }
        Ok(Arcana { cards })
    }
}

/// The major arcana file could not be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ArcanaError {
    /// Not valid TOML (the message gives the line).
    #[error("data/major_arcana.toml: {0}")]
    Toml(String),
    /// A card is wrong.
    #[error("data/major_arcana.toml, card {card} (line {line}): {problem}")]
    Card {
        /// The card's number and name as far as they could be read.
        card: String,
        /// Line where the card's table starts.
        line: usize,
        /// What is wrong.
        problem: String,
    },
    /// A card is not in the file.
    #[error("data/major_arcana.toml: card {number} ({name}) is missing")]
    Missing {
        /// Its number.
        number: u8,
        /// Its name.
        name: &'static str,
    },
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

fn card_label(table: &toml::Table) -> String {
    let number = table.get("number").and_then(toml::Value::as_integer);
    let name = table.get("name").and_then(toml::Value::as_str);
    match (number, name) {
        (Some(n), Some(name)) => format!("{n} ({name})"),
        (Some(n), None) => n.to_string(),
        (None, Some(name)) => format!("`{name}`"),
        (None, None) => "without a number".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_loads() {
        let arcana = Arcana::standard().expect("shipped table loads");
        assert_eq!(arcana.cards().len(), 22);
        assert_eq!(arcana.get(13).name, "Death");
        assert!(arcana.get(13).overcome.is_empty());
        assert_eq!(arcana.get(4).overcome, vec![Attr::Agility, Attr::Might]);
    }

    #[test]
    fn an_unknown_operation_names_the_card_and_line() {
        let broken = ARCANA_TOML.replace("{ op = \"curse\" }", "{ op = \"hex\" }");
        let error = Arcana::from_toml(&broken).unwrap_err().to_string();
        assert!(error.contains("Judgment"), "{error}");
        assert!(error.contains("line"), "{error}");
        assert!(error.contains("hex"), "{error}");
    }

    #[test]
    fn a_missing_card_is_named() {
        let start = ARCANA_TOML.find("number = 7\n").unwrap();
        let end = ARCANA_TOML[start..].find("[[card]]").unwrap() + start;
        let without = format!(
            "{}{}",
            &ARCANA_TOML[..start - "[[card]]\n".len()],
            &ARCANA_TOML[end..]
        );
        let error = Arcana::from_toml(&without).unwrap_err().to_string();
        assert!(
            error.contains("The Chariot") && error.contains("missing"),
            "{error}"
        );
    }

    #[test]
    fn a_dangling_reference_is_refused() {
        let broken = ARCANA_TOML.replace(
            "{ op = \"adjust\", attribute = \"chosen\", by = 2 }",
            "{ op = \"adjust\", attribute = \"used\", by = 2 }",
        );
        let error = Arcana::from_toml(&broken).unwrap_err().to_string();
        assert!(
            error.contains("The Sun") && error.contains("used"),
            "{error}"
        );
    }
}
