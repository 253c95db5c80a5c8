//! The major arcana table, read from `data/major_arcana.toml`, checked, and compiled into the
//! small instruction list the delve interprets.

use std::sync::OnceLock;

use serde::Deserialize;
use thiserror::Error;

use super::attributes::Attr;
use super::card::{MAJOR_NAMES, Suit};
use super::check::{AttrSet, CheckKind};
use super::lines::Aim;

pub mod effects;

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

#[derive(Deserialize)]
struct RawFile {
    card: Vec<toml::Spanned<toml::Table>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardSpec {
    number: u8,
    name: String,
    description: String,
    prompt: String,
    #[serde(default)]
    overcome: Vec<String>,
    effect: Vec<OpSpec>,
}

/// A number of cards to draw.
#[derive(Deserialize)]
#[serde(untagged)]
enum CountSpec {
    Fixed(u8),
    Named(String),
}

/// The vocabulary of `effect` operations, as written in the file.
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
enum OpSpec {
    Check {
        attributes: Vec<String>,
        #[serde(default)]
        difficulty: u8,
        #[serde(default)]
        aim: Aim,
        #[serde(default)]
        pass: Vec<OpSpec>,
        #[serde(default)]
        fail: Vec<OpSpec>,
    },
    Roll {
        attributes: Vec<String>,
        #[serde(default)]
        pass: Vec<OpSpec>,
        #[serde(default)]
        fail: Vec<OpSpec>,
    },
    Adjust {
        attribute: String,
        by: i8,
    },
    ChooseAttribute {
        #[serde(default)]
        exclude: Vec<String>,
    },
    DiscardChosen {
        count: u8,
        #[serde(default)]
        minor_only: bool,
    },
    DiscardRandom {
        count: u8,
    },
    DiscardTop {
        count: u8,
    },
    DiscardSuit {
        suit: String,
        count: u8,
    },
    DiscardHand,
    Draw {
        count: CountSpec,
        majors: String,
    },
    Rotate {
        direction: String,
    },
    TakeFromDiscard,
    ShuffleDiscardIntoDeck,
    Curse,
    KeepInHand,
    EscapeChoice,
    Spread {
        count: u8,
        court_difficulty_multiplier: u8,
        #[serde(default)]
        major: Vec<OpSpec>,
    },
    GuideGhost,
    Backpack {
        count: u8,
    },
    ReviewLastCheck {
        passed: i8,
        failed: i8,
    },
    BalanceSuits,
}

/// Which attribute an `adjust` changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AttrTarget {
    /// A named attribute.
    Fixed(Attr),
    /// The one used by the last check or roll of this card.
    Used,
    /// The one the player chose with `choose_attribute`.
    Chosen,
    /// Every attribute.
    All,
}

/// Where the attributes of a check come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CheckAttrs {
    /// A fixed list.
    Fixed(AttrSet),
    /// The attributes of the suit of the card discarded by this effect.
    DiscardedSuit,
}

/// How many cards a `draw` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DrawCount {
    /// A fixed number.
    Fixed(u8),
    /// The value of the chosen attribute.
    ChosenValue,
    /// The hand size before `discard_hand`, plus one.
    OldHandPlusOne,
    /// Half the hand size before `discard_hand`, rounded up.
    OldHandHalfUp,
}

/// Where drawn major arcana go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MajorsGo {
    /// To the discard pile.
    Discard,
    /// Back into the deck, which is then shuffled.
    Deck,
}

/// Which way a rotation goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RotationSource {
    /// Always left.
    Left,
    /// The player chooses.
    Choice,
}

/// One compiled instruction. Jumps hold absolute positions in the card's program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Instr {
    Check {
        kind: CheckKind,
        attrs: CheckAttrs,
        difficulty: u8,
        aim: Aim,
    },
    JumpIfFailed(u16),
    Jump(u16),
    Adjust {
        target: AttrTarget,
        by: i8,
    },
    ChooseAttribute {
        exclude: AttrSet,
    },
    DiscardChosen {
        count: u8,
        minor_only: bool,
    },
    DiscardRandom(u8),
    DiscardTop(u8),
    DiscardSuit(Suit, u8),
    DiscardHand,
    Draw(DrawCount, MajorsGo),
    Rotate(RotationSource),
    TakeFromDiscard,
    ShuffleDiscardIntoDeck,
    Curse,
    KeepInHand,
    EscapeChoice,
    Spread(u8),
    /// Jump unless the card picked from the spread is a court card.
    JumpUnlessPickedCourt(u16),
    /// Jump unless the card picked from the spread is a major.
    JumpUnlessPickedMajor(u16),
    CheckPickedCourt {
        multiplier: u8,
    },
    DiscardSpread,
    GuideGhost,
    Backpack(u8),
    ReviewLastCheck {
        passed: i8,
        failed: i8,
    },
    BalanceSuits,
}

fn attr(word: &str) -> Result<Attr, String> {
    word.parse::<Attr>().map_err(|e| e.to_string())
}

/// Turns nested operations into a flat program, checking references on the way.
#[derive(Default)]
struct Compiler {
    program: Vec<Instr>,
    /// A check or roll has happened, so `used` is defined.
    has_used: bool,
    /// `choose_attribute` has happened, so `chosen` is defined.
    has_chosen: bool,
    /// A card has been discarded by choice, so `discarded_suit` is defined.
    has_discarded: bool,
    /// `discard_hand` has happened, so the old hand size is known.
    has_old_hand: bool,
}

impl Compiler {
    fn here(&self) -> u16 {
        self.program.len() as u16
    }

    fn block(&mut self, ops: &[OpSpec]) -> Result<(), String> {
        ops.iter().try_for_each(|op| self.op(op))
    }

    fn patch(&mut self, at: usize, to: u16) {
        self.program[at] = match self.program[at] {
            Instr::JumpIfFailed(_) => Instr::JumpIfFailed(to),
            Instr::Jump(_) => Instr::Jump(to),
            Instr::JumpUnlessPickedCourt(_) => Instr::JumpUnlessPickedCourt(to),
            Instr::JumpUnlessPickedMajor(_) => Instr::JumpUnlessPickedMajor(to),
            other => other,
        };
    }

    /// Emits `pass` and `fail` branches after a check or roll.
    fn branches(&mut self, pass: &[OpSpec], fail: &[OpSpec]) -> Result<(), String> {
        let to_fail = self.program.len();
        self.program.push(Instr::JumpIfFailed(0));
        self.block(pass)?;
        let to_end = self.program.len();
        self.program.push(Instr::Jump(0));
        let fail_start = self.here();
        self.patch(to_fail, fail_start);
        self.block(fail)?;
        let end = self.here();
        self.patch(to_end, end);
        Ok(())
    }

    fn check_attrs(&self, words: &[String]) -> Result<CheckAttrs, String> {
        if words.is_empty() {
            return Err("a check needs at least one attribute".into());
        }
        if words.iter().any(|w| w == "discarded_suit") {
            if words.len() > 1 {
                return Err("`discarded_suit` must be the only attribute of its check".into());
            }
            if !self.has_discarded {
                return Err("`discarded_suit` needs a `discard_chosen` before it".into());
            }
            return Ok(CheckAttrs::DiscardedSuit);
        }
        let attrs = words
            .iter()
            .map(|w| attr(w))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(CheckAttrs::Fixed(AttrSet::of(&attrs)))
    }

    fn op(&mut self, op: &OpSpec) -> Result<(), String> {
        match op {
            OpSpec::Check {
                attributes,
                difficulty,
                aim,
                pass,
                fail,
            } => {
                let attrs = self.check_attrs(attributes)?;
                if *difficulty > 6 {
                    return Err(format!("difficulty {difficulty} is above 6"));
                }
                self.program.push(Instr::Check {
                    kind: CheckKind::Check,
                    attrs,
                    difficulty: *difficulty,
                    aim: *aim,
                });
                self.has_used = true;
                self.branches(pass, fail)?;
            }
            OpSpec::Roll {
                attributes,
                pass,
                fail,
            } => {
                let attrs = self.check_attrs(attributes)?;
                self.program.push(Instr::Check {
                    kind: CheckKind::Roll,
                    attrs,
                    difficulty: 0,
                    aim: Aim::Pass,
                });
                self.has_used = true;
                self.branches(pass, fail)?;
            }
            OpSpec::Adjust { attribute, by } => {
                let target = match attribute.as_str() {
                    "used" if self.has_used => AttrTarget::Used,
                    "used" => return Err("`used` needs a check or roll before it".into()),
                    "chosen" if self.has_chosen => AttrTarget::Chosen,
                    "chosen" => return Err("`chosen` needs a `choose_attribute` before it".into()),
                    "all" => AttrTarget::All,
                    word => AttrTarget::Fixed(attr(word)?),
                };
                if *by == 0 || by.unsigned_abs() > 6 {
                    return Err(format!("`by = {by}` must be between -6 and 6 and not 0"));
                }
                self.program.push(Instr::Adjust { target, by: *by });
            }
            OpSpec::ChooseAttribute { exclude } => {
                let excluded = exclude
                    .iter()
                    .map(|w| attr(w))
                    .collect::<Result<Vec<_>, _>>()?;
                if excluded.len() >= 6 {
                    return Err("`choose_attribute` excludes every attribute".into());
                }
                self.program.push(Instr::ChooseAttribute {
                    exclude: AttrSet::of(&excluded),
                });
                self.has_chosen = true;
            }
            OpSpec::DiscardChosen { count, minor_only } => {
                self.program.push(Instr::DiscardChosen {
                    count: *count,
                    minor_only: *minor_only,
                });
                self.has_discarded = *count == 1 && *minor_only;
            }
            OpSpec::DiscardRandom { count } => self.program.push(Instr::DiscardRandom(*count)),
            OpSpec::DiscardTop { count } => self.program.push(Instr::DiscardTop(*count)),
            OpSpec::DiscardSuit { suit, count } => {
                let suit = match suit.as_str() {
                    "cups" => Suit::Cups,
                    "swords" => Suit::Swords,
                    "wands" => Suit::Wands,
                    "pentacles" => Suit::Pentacles,
                    other => return Err(format!("`{other}` is not a suit")),
                };
                self.program.push(Instr::DiscardSuit(suit, *count));
            }
            OpSpec::DiscardHand => {
                self.program.push(Instr::DiscardHand);
                self.has_old_hand = true;
            }
            OpSpec::Draw { count, majors } => {
                let count = match count {
                    CountSpec::Fixed(n) => DrawCount::Fixed(*n),
                    CountSpec::Named(name) => match name.as_str() {
                        "chosen_value" if self.has_chosen => DrawCount::ChosenValue,
                        "old_hand_plus_one" if self.has_old_hand => DrawCount::OldHandPlusOne,
                        "old_hand_half_up" if self.has_old_hand => DrawCount::OldHandHalfUp,
                        "chosen_value" | "old_hand_plus_one" | "old_hand_half_up" => {
                            return Err(format!(
                                "`{name}` is not known at this point of the effect"
                            ));
                        }
                        other => return Err(format!("`{other}` is not a draw count")),
                    },
                };
                let majors = match majors.as_str() {
                    "discard" => MajorsGo::Discard,
                    "deck" => MajorsGo::Deck,
                    other => {
                        return Err(format!("majors go to `discard` or `deck`, not `{other}`"));
                    }
                };
                self.program.push(Instr::Draw(count, majors));
            }
            OpSpec::Rotate { direction } => {
                let source = match direction.as_str() {
                    "left" => RotationSource::Left,
                    "choice" => RotationSource::Choice,
                    other => return Err(format!("rotate `left` or `choice`, not `{other}`")),
                };
                self.program.push(Instr::Rotate(source));
            }
            OpSpec::TakeFromDiscard => self.program.push(Instr::TakeFromDiscard),
            OpSpec::ShuffleDiscardIntoDeck => self.program.push(Instr::ShuffleDiscardIntoDeck),
            OpSpec::Curse => self.program.push(Instr::Curse),
            OpSpec::KeepInHand => self.program.push(Instr::KeepInHand),
            OpSpec::EscapeChoice => self.program.push(Instr::EscapeChoice),
            OpSpec::Spread {
                count,
                court_difficulty_multiplier,
                major,
            } => {
                if !(1..=6).contains(count) {
                    return Err("a spread lays out 1 to 6 cards".into());
                }
                self.program.push(Instr::Spread(*count));
                let unless_court = self.program.len();
                self.program.push(Instr::JumpUnlessPickedCourt(0));
                self.program.push(Instr::CheckPickedCourt {
                    multiplier: *court_difficulty_multiplier,
                });
                let to_end = self.program.len();
                self.program.push(Instr::Jump(0));
                let major_start = self.here();
                self.patch(unless_court, major_start);
                let unless_major = self.program.len();
                self.program.push(Instr::JumpUnlessPickedMajor(0));
                self.block(major)?;
                let end = self.here();
                self.patch(to_end, end);
                self.patch(unless_major, end);
                self.program.push(Instr::DiscardSpread);
            }
            OpSpec::GuideGhost => self.program.push(Instr::GuideGhost),
            OpSpec::Backpack { count } => self.program.push(Instr::Backpack(*count)),
            OpSpec::ReviewLastCheck { passed, failed } => {
                self.program.push(Instr::ReviewLastCheck {
                    passed: *passed,
                    failed: *failed,
                })
            }
            OpSpec::BalanceSuits => self.program.push(Instr::BalanceSuits),
        }
        Ok(())
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
