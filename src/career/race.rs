//! Racing a friend's delve: their finished delve, carried in a deal code with its answers,
//! played back and set beside a delve of the same deal, turn by turn: what each turn
//! brought, what each of you chose, where you parted ways and how each delve ended.
//! Nothing leaves the machine: the friend's delve comes from the code alone.

use crate::journal::{self, EntryKind};
use crate::tarot::card::Card;
use crate::tarot::deal::{Deal, DealCode, DealError};
use crate::tarot::delve::Delve;
use crate::tarot::event::{Event, Outcome};
use crate::tarot::question::Answer;

use super::error::CareerError;

/// One side's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceTurn {
    /// The card flipped, if one was.
    pub card: Option<Card>,
    /// What happened, in one line (the journal's summary of the turn).
    pub summary: String,
    /// The choices made in the turn, in words.
    pub choices: Vec<String>,
    /// The choices as answers, to compare.
    answers: Vec<Answer>,
}

/// One turn of the race, both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceRow {
    /// The turn's number (0: the opening, before the first turn).
    pub turn: u32,
    /// Mine, if my delve lasted that long.
    pub mine: Option<RaceTurn>,
    /// Theirs, if theirs did.
    pub theirs: Option<RaceTurn>,
}

/// How one delve of the race ended (or stands).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceEnd {
    /// The outcome, if it ended.
    pub outcome: Option<Outcome>,
    /// Turns played.
    pub turns: u32,
    /// In words: "escaped with 12 after 30 turns", "died to The Tower on turn 9".
    pub words: String,
}

/// Two delves of one deal, side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    /// Turn by turn, from the opening.
    pub rows: Vec<RaceRow>,
    /// The first turn where the choices differ (`None`: the same all along, as far as both
    /// went).
    pub parted: Option<u32>,
    /// How mine stands.
    pub mine: RaceEnd,
    /// How theirs ended.
    pub theirs: RaceEnd,
}

impl Race {
    /// Sets my delve (`mine`: its answers and events so far) beside the friend's, played back
    /// from `code`, which must carry answers and be of my delve's deal.
    pub fn new(
        deal: &Deal,
        mine_answers: &[Answer],
        mine_events: &[Event],
        mine_delve: &Delve,
        code: &DealCode,
    ) -> Result<Race, CareerError> {
        if code.deal != *deal {
            return Err(CareerError::Deal(DealError::Choices(
                "this code is of another deal than this delve".into(),
            )));
        }
        let choices = code
            .choices
            .as_ref()
            .ok_or(CareerError::Deal(DealError::Choices(
                "this code carries no answers: it is a deal to play, not a delve to race".into(),
            )))?;
        let (their_delve, their_events) = code.deal.replay(choices)?;
        let mine = sides(deal, mine_answers, mine_events)?;
        let theirs = sides(deal, their_delve.answers(), &their_events)?;
        let last = mine.len().max(theirs.len());
        let rows: Vec<RaceRow> = (0..last)
            .map(|t| RaceRow {
                turn: t as u32,
                mine: mine.get(t).cloned(),
                theirs: theirs.get(t).cloned(),
            })
            .collect();
        let parted = rows
            .iter()
            .find(|r| match (&r.mine, &r.theirs) {
                (Some(a), Some(b)) => {
                    let n = a.answers.len().min(b.answers.len());
                    a.answers[..n] != b.answers[..n]
                }
                _ => false,
            })
            .map(|r| r.turn);
        Ok(Race {
            rows,
            parted,
            mine: end_of(mine_delve),
            theirs: end_of(&their_delve),
        })
    }
}

/// A delve's turns: the journal's summary of each and the choices made in it. Turn 0 holds
/// the opening (the creation dice and the opening hand).
fn sides(deal: &Deal, answers: &[Answer], events: &[Event]) -> Result<Vec<RaceTurn>, CareerError> {
    let arcana = crate::tarot::arcana::Arcana::standard()
        .map_err(|e| CareerError::Rule(crate::tarot::delve::RuleError::Data(e.to_string())))?;
    let mut turns: Vec<RaceTurn> = Vec::new();
    let at = |turns: &mut Vec<RaceTurn>, t: usize| {
        while turns.len() <= t {
            turns.push(RaceTurn {
                card: None,
                summary: String::new(),
                choices: Vec::new(),
                answers: Vec::new(),
            });
        }
    };
    for entry in journal::entries(events, arcana) {
        let t = match entry.kind {
            EntryKind::Creation | EntryKind::Opening => 0,
            EntryKind::Turn(n) => n as usize,
            EntryKind::End => continue,
        };
        at(&mut turns, t);
        let side = &mut turns[t];
        side.card = side.card.or(entry.card);
        if !entry.summary.is_empty() {
            if !side.summary.is_empty() {
                side.summary.push(' ');
            }
            side.summary.push_str(&entry.summary);
        }
    }
    // The choices, turn by turn: the deal played again, noting the turn of each answer the
    // player gave.
    let mut delve = Delve::new(deal.setup())?;
    let mut chance = crate::tarot::chance::SeededChance::new(deal.seed);
    for answer in answers {
        let Some(question) = delve.question() else {
            break;
        };
        if question.is_chance() {
            chance.answer(&delve);
        } else if delve.automatic_answer().is_none() {
            let t = delve.turn() as usize;
            at(&mut turns, t);
            turns[t].answers.push(*answer);
            turns[t].choices.push(journal::advice::answer_words(answer));
        }
        delve.answer(*answer)?;
    }
    Ok(turns)
}

/// How a delve ended, in words.
fn end_of(delve: &Delve) -> RaceEnd {
    let turns = delve.turn();
    let after = match turns {
        1 => "after 1 turn".to_string(),
        n => format!("after {n} turns"),
    };
    let words = match delve.outcome() {
        Some(Outcome::Escaped { score }) => format!("escaped with {score} {after}"),
        Some(outcome @ Outcome::Died { .. }) => {
            format!("{} on turn {turns}", journal::outcome(Some(outcome)))
        }
        None => format!("still in the dungeon {after}"),
    };
    RaceEnd {
        outcome: delve.outcome(),
        turns,
        words,
    }
}
