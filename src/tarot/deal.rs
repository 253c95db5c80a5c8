//! A deal: everything that fixes a seeded delve before the first answer (the seed of its dice
//! and deck, the adventurer's attributes, the rules in force, the corpse pile it starts
//! beside), so that two players who play the same deal meet the same cards in the same order
//! for the same answers. A deal travels as a short text, its [`DealCode`], which may also
//! carry the choices a player made in it (to race them), packed as few bits as each question
//! needs.
//!
//! `docs/daily.md` describes the code's layout bit by bit.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::attributes::Attributes;
use super::card::Card;
use super::chance::SeededChance;
use super::delve::{Delve, DelveSetup, RuleError, Start};
use super::event::Event;
use super::question::{Answer, Question};
use super::rules::{CourtDifficulty, EmptyDeck, RuleOptions};

pub mod code;

use code::{BitReader, BitWriter, CodeError};

/// The format of deal codes written now (3 bits: 1 to 7).
pub const CODE_FORMAT: u32 = 1;

/// The most choices a code carries (12 bits).
pub const MAX_CHOICES: usize = 4095;

/// A deal: the seeded delve of an adventurer before any answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The seed of the dice and the deck.
    pub seed: u64,
    /// The adventurer's six attributes, each 1 to 6 (a new adventurer's creation dice).
    pub attributes: Attributes,
    /// The house rules in force.
    pub options: RuleOptions,
    /// For a returning adventurer, the score they last escaped with (their opening hand is
    /// that many cards more); `None` for a new adventurer.
    pub last_score: Option<u32>,
    /// The corpse pile the delve starts beside, bottom first (minor cards only).
    pub corpse: Vec<Card>,
    /// The version of the rules the deal is played under (the career's `RULES_VERSION`).
    pub rules_version: u32,
}

/// A deal could not be made, played or read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealError {
    /// The text is not a deal code.
    #[error(transparent)]
    Code(#[from] CodeError),
    /// The delve was played with a physical deck and dice: it has no seed to share.
    #[error("a delve played with your own deck and dice has no deal to share")]
    NotSeeded,
    /// The engine refused the deal's setup or one of its answers.
    #[error("{0}")]
    Rules(#[from] RuleError),
    /// The choices a code carries do not fit its deal.
    #[error("the answers in this code do not fit its deal: {0}")]
    Choices(String),
}

impl Deal {
    /// The setup of a delve of this deal (a seeded one: never at the table).
    pub fn setup(&self) -> DelveSetup {
        DelveSetup {
            options: self.options,
            start: match self.last_score {
                None => Start::New,
                Some(last_score) => Start::Returning {
                    attributes: self.attributes,
                    last_score,
                },
            },
            corpse: self.corpse.clone(),
            table_mode: false,
        }
    }

    /// The deal of a seeded delve: its setup, and for a new adventurer the creation dice its
    /// first six answers gave. `None` when the delve does not have them yet.
    pub fn of_delve(delve: &Delve, seed: u64, rules_version: u32) -> Option<Deal> {
        let setup = delve.setup();
        if setup.table_mode {
            return None;
        }
        let (attributes, last_score) = match setup.start {
            Start::Returning {
                attributes,
                last_score,
            } => (attributes, Some(last_score)),
            Start::New => {
                let mut dice = [0u8; 6];
                for (slot, answer) in dice.iter_mut().zip(delve.answers()) {
                    let Answer::Die(value) = answer else {
                        return None;
                    };
                    *slot = *value;
                }
                (Attributes(dice), None)
            }
        };
        attributes.are_valid().then(|| Deal {
            seed,
            attributes,
            options: setup.options,
            last_score,
            corpse: setup.corpse.clone(),
            rules_version,
        })
    }

    /// The delve of this deal up to the player's first question: the creation dice given
    /// (the seeded generator stepping past each, as when they are rolled), then the seeded
    /// dice and cards. Returns the delve, the generator in step with it, and the events.
    pub fn begin(&self) -> Result<(Delve, SeededChance, Vec<Event>), DealError> {
        let mut delve = Delve::new(self.setup())?;
        let mut chance = SeededChance::new(self.seed);
        let mut events = Vec::new();
        if self.last_score.is_none() {
            for value in self.attributes.0 {
                chance.answer(&delve);
                delve.answer_into(Answer::Die(value), &mut events)?;
            }
        }
        roll_on(&mut delve, &mut chance, &mut events)?;
        Ok((delve, chance, events))
    }

    /// Plays the deal with the choices a code carries, to where they end (the end of the
    /// delve, for a finished one). Returns the delve and every event.
    pub fn replay(&self, choices: &Choices) -> Result<(Delve, Vec<Event>), DealError> {
        let (mut delve, mut chance, mut events) = self.begin()?;
        let mut bits = choices.bits.iter().copied();
        let mut legal = Vec::new();
        for n in 0..choices.count {
            if delve.question().is_none() {
                return Err(DealError::Choices(format!(
                    "the delve ended after {n} of {} answers",
                    choices.count
                )));
            }
            delve.legal_answers_into(&mut legal);
            let width = width(legal.len());
            let mut index = 0usize;
            for _ in 0..width {
                let bit = bits
                    .next()
                    .ok_or_else(|| DealError::Choices("they end too soon".into()))?;
                index = (index << 1) | usize::from(bit);
            }
            let answer = *legal.get(index).ok_or_else(|| {
                DealError::Choices(format!("answer {} is not one the delve offers", n + 1))
            })?;
            delve.answer_into(answer, &mut events)?;
            roll_on(&mut delve, &mut chance, &mut events)?;
        }
        if bits.next().is_some() {
            return Err(DealError::Choices("bits are left over".into()));
        }
        Ok((delve, events))
    }

    /// Packs the player's choices among a delve of this deal's answers (every answer given,
    /// the dice and cards included, as [`Delve::answers`] holds them): each choice is its
    /// place among the legal answers, in as few bits as their number needs.
    pub fn choices(&self, answers: &[Answer]) -> Result<Choices, DealError> {
        let mut delve = Delve::new(self.setup())?;
        let mut chance = SeededChance::new(self.seed);
        let mut choices = Choices::default();
        let mut legal = Vec::new();
        let mut events = Vec::new();
        for (i, answer) in answers.iter().enumerate() {
            let question = delve
                .question()
                .ok_or_else(|| DealError::Choices(format!("answer {} follows the end", i + 1)))?;
            let automatic = delve.automatic_answer();
            if question.is_chance() {
                let seeded = chance.answer(&delve);
                let creation = matches!(question, Question::CreationDie { .. });
                if !creation && seeded != Some(*answer) {
                    return Err(DealError::Choices(format!(
                        "answer {} is not what this deal's dice give",
                        i + 1
                    )));
                }
            } else if automatic.is_none() {
                delve.legal_answers_into(&mut legal);
                let index = legal.iter().position(|a| a == answer).ok_or_else(|| {
                    DealError::Choices(format!("answer {} is not a legal one", i + 1))
                })?;
                let mut w = BitWriter::default();
                w.put(index as u64, width(legal.len()));
                choices.bits.extend_from_slice(w.bits());
                choices.count += 1;
            }
            events.clear();
            delve.answer_into(*answer, &mut events)?;
        }
        if choices.count as usize > MAX_CHOICES {
            return Err(DealError::Choices(format!(
                "a code carries at most {MAX_CHOICES} answers"
            )));
        }
        Ok(choices)
    }
}

/// Answers what needs no player: the seeded dice and cards, and the questions nobody needs
/// to be asked.
fn roll_on(
    delve: &mut Delve,
    chance: &mut SeededChance,
    events: &mut Vec<Event>,
) -> Result<(), DealError> {
    while let Some(question) = delve.question() {
        let answer = match delve.automatic_answer() {
            Some(answer) => answer,
            None if question.is_chance() => chance
                .answer(delve)
                .ok_or_else(|| DealError::Choices(format!("no seeded answer to: {question}")))?,
            None => break,
        };
        delve.answer_into(answer, events)?;
    }
    Ok(())
}

/// The bits a choice among `n` answers takes: none for a single one.
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// A player's choices in a delve of a deal, packed (see [`Deal::choices`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// How many questions of the player's they answer.
    pub count: u32,
    /// Each answer's place among the legal ones, in as few bits as their number needs.
    pub bits: Vec<bool>,
}

/// A deal as text, with the choices made in it when the code carries them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealCode {
    /// The deal.
    pub deal: Deal,
    /// A player's choices in it (to race them), if the code carries them.
    pub choices: Option<Choices>,
}

impl DealCode {
    /// A code of the deal alone.
    pub fn of(deal: Deal) -> DealCode {
        DealCode {
            deal,
            choices: None,
        }
    }

    /// The code's text: groups of five characters joined by `-`, the last one the check.
    pub fn text(&self) -> String {
        let deal = &self.deal;
        let mut w = BitWriter::default();
        w.put(u64::from(CODE_FORMAT), 3);
        w.put(u64::from(deal.rules_version.min(31)), 5);
        let house = deal.options != RuleOptions::default();
        for flag in [
            house,
            deal.last_score.is_some(),
            !deal.corpse.is_empty(),
            self.choices.is_some(),
        ] {
            w.put(u64::from(flag), 1);
        }
        w.put(deal.seed, 64);
        let dice = deal
            .attributes
            .0
            .iter()
            .rev()
            .fold(0u64, |n, &v| n * 6 + u64::from(v.clamp(1, 6) - 1));
        w.put(dice, 16);
        if house {
            let o = &deal.options;
            w.put(u64::from(o.empty_deck == EmptyDeck::Lost), 1);
            w.put(u64::from(o.luck_wildcard), 1);
            w.put(u64::from(o.refill_opening_hand), 1);
            w.put(u64::from(o.min_failure_damage.min(1)), 1);
            let c = &o.court_difficulty;
            for d in [c.page, c.knight, c.queen, c.king] {
                w.put(u64::from(d.min(7)), 3);
            }
        }
        if let Some(score) = deal.last_score {
            w.put(u64::from(score.min(127)), 7);
        }
        if !deal.corpse.is_empty() {
            w.put(deal.corpse.len().min(63) as u64, 6);
            for card in deal.corpse.iter().take(63) {
                w.put(card.index() as u64, 6);
            }
        }
        if let Some(choices) = &self.choices {
            w.put(u64::from(choices.count.min(MAX_CHOICES as u32)), 12);
            // How many zero bits close the code after the choices, so that a reader knows
            // where they end.
            let pad = (5 - (w.bits().len() + 3 + choices.bits.len()) % 5) % 5;
            w.put(pad as u64, 3);
            w.put_bits(&choices.bits);
            w.put(0, pad as u32);
        }
        w.into_text()
    }

    /// Reads a code's text (any case; spaces, dashes and look-alike letters forgiven).
    pub fn parse(text: &str) -> Result<DealCode, CodeError> {
        let mut r = BitReader::from_text(text)?;
        let bad = |what: &str| CodeError::Malformed(what.to_string());
        let format = r.take(3)? as u32;
        if format > CODE_FORMAT {
            return Err(CodeError::NewerFormat(format));
        }
        if format == 0 {
            return Err(bad("its format is unknown"));
        }
        let rules_version = r.take(5)? as u32;
        let house = r.take(1)? == 1;
        let returning = r.take(1)? == 1;
        let corpse = r.take(1)? == 1;
        let with_choices = r.take(1)? == 1;
        let seed = r.take(64)?;
        let mut dice = r.take(16)?;
        if dice >= 6u64.pow(6) {
            return Err(bad("its attributes are out of range"));
        }
        let mut attributes = [0u8; 6];
        for slot in &mut attributes {
            *slot = (dice % 6) as u8 + 1;
            dice /= 6;
        }
        let mut options = RuleOptions::default();
        if house {
            options.empty_deck = if r.take(1)? == 1 {
                EmptyDeck::Lost
            } else {
                EmptyDeck::Reshuffle
            };
            options.luck_wildcard = r.take(1)? == 1;
            options.refill_opening_hand = r.take(1)? == 1;
            options.min_failure_damage = r.take(1)? as u8;
            let mut court = [0u8; 4];
            for d in &mut court {
                *d = r.take(3)? as u8;
                if *d > 6 {
                    return Err(bad("a court card's difficulty is out of range"));
                }
            }
            options.court_difficulty = CourtDifficulty {
                page: court[0],
                knight: court[1],
                queen: court[2],
                king: court[3],
            };
        }
        let last_score = if returning {
            Some(r.take(7)? as u32)
        } else {
            None
        };
        let mut pile = Vec::new();
        if corpse {
            let count = r.take(6)?;
            for _ in 0..count {
                let card = Card::from_index(r.take(6)? as usize)
                    .filter(|c| c.is_minor())
                    .ok_or_else(|| bad("its corpse pile holds a card that is not a minor one"))?;
                if pile.contains(&card) {
                    return Err(bad("its corpse pile holds a card twice"));
                }
                pile.push(card);
            }
        }
        let choices = if with_choices {
            let count = r.take(12)? as u32;
            let pad = r.take(3)? as usize;
            let mut bits = r.take_rest();
            if pad > 4 || pad > bits.len() || bits.drain(bits.len() - pad..).any(|b| b) {
                return Err(bad("its answers do not end where it says"));
            }
            Some(Choices { count, bits })
        } else {
            r.finish()?;
            None
        };
        Ok(DealCode {
            deal: Deal {
                seed,
                attributes: Attributes(attributes),
                options,
                last_score,
                corpse: pile,
                rules_version,
            },
            choices,
        })
    }
}

impl fmt::Display for DealCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl FromStr for DealCode {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<DealCode, CodeError> {
        DealCode::parse(text)
    }
}
