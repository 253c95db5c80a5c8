//! What a delve is made of: its setup, the [`Delve`] itself (attributes, the places cards can
//! be, the work still to do) and the small records the other files of this module share.
//!
//! This file only declares; what the delve does lives in the files named after it.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::deck::Deck;
use crate::tarot::event::{CheckSource, Outcome};
use crate::tarot::lines::Aim;
use crate::tarot::question::{Answer, Question};
use crate::tarot::rules::RuleOptions;

/// Who goes into the dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Start {
    /// A new adventurer: six creation dice, then an opening hand of Intelligence cards.
    New,
    /// An adventurer who escaped before: opening hand of last score + Intelligence cards.
    Returning {
        /// Their attributes, each 1..=6.
        attributes: Attributes,
        /// Their last delve's score.
        last_score: u32,
    },
}

/// Everything a delve starts from. With the answers given, it rebuilds the delve exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelveSetup {
    /// The house rules.
    pub options: RuleOptions,
    /// The adventurer.
    pub start: Start,
    /// The profile's corpse pile: out of this delve's deck unless recovered.
    pub corpse: Vec<Card>,
    /// Played at the table with a physical deck: questions only ask what a person can see (The
    /// High Priestess asks for the card turned, then for the others as they are discarded,
    /// instead of the three face-down cards as they are laid). Saved delves from before this
    /// setting have it off and replay as they were played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub table_mode: bool,
}

impl DelveSetup {
    /// A new adventurer under the default rules, with no corpse pile.
    pub fn new_adventurer() -> DelveSetup {
        DelveSetup {
            options: RuleOptions::default(),
            start: Start::New,
            corpse: Vec::new(),
            table_mode: false,
        }
    }
}

/// Why an answer or a setup was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The delve has ended; there is nothing to answer.
    #[error("the delve is over")]
    Over,
    /// The answer is not one of the question's legal answers.
    #[error("`{answer}` is not a legal answer to: {question}")]
    Illegal {
        /// The answer, in script words.
        answer: String,
        /// The question, in words.
        question: String,
    },
    /// The setup cannot start a delve.
    #[error("cannot start the delve: {0}")]
    Setup(String),
    /// The major arcana table could not be loaded.
    #[error("{0}")]
    Data(String),
}

/// A check the engine is about to make or offers: what it needs to show the odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckSpec {
    /// Check or roll.
    pub kind: CheckKind,
    /// What it is for.
    pub source: CheckSource,
    /// Attributes that may be used (Luck included when it is a wildcard).
    pub options: AttrSet,
    /// The event's difficulty.
    pub difficulty: u8,
    /// Whether Cups may boost it.
    pub cups_allowed: bool,
    /// What it is taken for: to pass, or (The Hanged Man) for what a failure gives.
    pub aim: Aim,
}

/// A check whose attribute and Cups spend are settled: its die is being rolled, or a re-roll
/// is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckInProgress {
    /// The check.
    pub spec: CheckSpec,
    /// The attribute used.
    pub attr: Attr,
    /// The Cups boosts bought.
    pub boosts: u8,
    /// The target number.
    pub target: u8,
    /// The Luck re-rolls made so far.
    pub rerolls: u8,
}

/// Where a check in progress stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    Attribute,
    Cups,
    Roll,
    Reroll,
    RerollRoll,
}

/// A check in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CheckTask {
    pub(super) spec: CheckSpec,
    pub(super) stage: Stage,
    pub(super) attr: Attr,
    pub(super) skill: u8,
    pub(super) boosts: u8,
    pub(super) target: u8,
    pub(super) first_roll: u8,
    pub(super) roll: u8,
    pub(super) rerolls: u8,
}

/// One step of work still to do; the top of the stack runs first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Task {
    Create(u8),
    Opening { remaining: u8 },
    BeginTurn,
    ChooseAction,
    Flip,
    Resolve(Card),
    EndTurn(Card),
    Check(CheckTask),
    AfterCourt(Card),
    OvercomeChoice(Card),
    AfterSkip(Card),
    Effect { card: Card, pc: u16 },
    AfterWands(u8),
    Reveal(u8),
    PlaceSeen(u8),
}

/// Values an effect remembers between its instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Registers {
    pub(super) passed: bool,
    pub(super) used: Option<Attr>,
    pub(super) chosen: Option<Attr>,
    pub(super) discarded_suit: Option<Suit>,
    pub(super) old_hand: u8,
    pub(super) picked: Option<Card>,
    pub(super) counter: Option<u8>,
    pub(super) drew_major_back: bool,
    pub(super) last_check_at_flip: Option<(Attr, bool)>,
    /// At the table: the spread's cards not turned, still to be named as they are discarded.
    pub(super) spread_rest: Option<u8>,
}

/// One adventurer's delve.
#[derive(Clone, Debug)]
pub struct Delve {
    pub(super) arcana: &'static Arcana,
    pub(super) setup: DelveSetup,
    pub(super) attrs: Attributes,
    pub(super) deck: Deck,
    pub(super) hand: Vec<Card>,
    pub(super) discard: Vec<Card>,
    pub(super) corpse: Vec<Card>,
    pub(super) guiding: bool,
    pub(super) backpack: Vec<Card>,
    pub(super) spread: Vec<Card>,
    pub(super) table: Vec<Card>,
    pub(super) seen: Vec<Card>,
    pub(super) cursed: bool,
    pub(super) turn: u32,
    pub(super) flips: u32,
    pub(super) last_check: Option<(Attr, bool)>,
    pub(super) current: Option<Card>,
    pub(super) tasks: Vec<Task>,
    pub(super) regs: Registers,
    pub(super) input: Option<Answer>,
    pub(super) pending: Option<Question>,
    pub(super) outcome: Option<Outcome>,
    pub(super) answers: Vec<Answer>,
    pub(super) scratch: Vec<Answer>,
}
