//! The `effect` operations as written in `data/major_arcana.toml`, and the compiler that turns
//! a card's nested operations into its flat program, checking references on the way.

use serde::Deserialize;

use super::program::{AttrTarget, CheckAttrs, DrawCount, Instr, MajorsGo, RotationSource};
use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::lines::Aim;

#[derive(Deserialize)]
pub(super) struct RawFile {
    pub(super) card: Vec<toml::Spanned<toml::Table>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CardSpec {
    pub(super) number: u8,
    pub(super) name: String,
    pub(super) description: String,
    pub(super) prompt: String,
    #[serde(default)]
    pub(super) overcome: Vec<String>,
    pub(super) effect: Vec<OpSpec>,
}

/// A number of cards to draw.
#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum CountSpec {
    Fixed(u8),
    Named(String),
}

/// The vocabulary of `effect` operations, as written in the file.
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub(super) enum OpSpec {
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

pub(super) fn attr(word: &str) -> Result<Attr, String> {
    word.parse::<Attr>().map_err(|e| e.to_string())
}

/// Turns nested operations into a flat program, checking references on the way.
#[derive(Default)]
pub(super) struct Compiler {
    pub(super) program: Vec<Instr>,
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

    pub(super) fn block(&mut self, ops: &[OpSpec]) -> Result<(), String> {
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
