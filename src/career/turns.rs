//! The career page's chart of attributes: an adventurer's last finished delve turn by turn
//! (a delve abandoned, or one still in progress, is not a finished run and is left out).

use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::delve::Delve;
use crate::tarot::event::Event;
use crate::tarot::question::Answer;

use super::error::CareerError;
use super::profile::Profile;
use super::records::{DelveRecord, Run};

/// A finished delve turn by turn: the run as the career keeps it, and the six attributes at
/// the start (index 0, once the creation dice and the opening hand are done) and at the end
/// of each turn (index `t`), the last one where the delve ended: `run.turns + 1` points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunByTurn {
    /// The run.
    pub run: Run,
    /// The attributes at the start and at the end of each turn.
    pub attributes: Vec<Attributes>,
}

impl RunByTurn {
    /// The attributes as six series (Might … Evocation), one value a turn, as charts take
    /// them.
    pub fn series(&self) -> Vec<Vec<u8>> {
        (0..6)
            .map(|i| self.attributes.iter().map(|a| a.0[i]).collect())
            .collect()
    }
}

impl Profile {
    /// The adventurer's last finished delve turn by turn (`None` before their first finished
    /// run, or when its record cannot be read or no longer replays).
    pub fn last_run_by_turn(&mut self, id: &RecordId) -> Result<Option<RunByTurn>, CareerError> {
        let Some(run) = self.adventurer(id).and_then(|a| a.runs.last()).cloned() else {
            return Ok(None);
        };
        let record = self
            .delves_of(id)?
            .into_iter()
            .find(|(delve, _)| delve.as_str() == run.delve)
            .map(|(_, record)| record);
        Ok(record.map(|record| RunByTurn {
            attributes: by_turn(&record),
            run,
        }))
    }
}

/// The attributes at the start of a delve and at the end of each of its turns, replayed from
/// its record (as far as it replays). While the creation dice fall the start holds the values
/// set so far; the turn's first answer after them sets it whole.
pub fn by_turn(record: &DelveRecord) -> Vec<Attributes> {
    let mut points: Vec<Attributes> = Vec::new();
    let Ok(mut delve) = Delve::new(record.setup.clone()) else {
        return points;
    };
    for word in record.answer_words() {
        let Some(question) = delve.question() else {
            break;
        };
        let Ok(answer) = Answer::parse(word, &question) else {
            break;
        };
        let Ok(events) = delve.answer(answer) else {
            break;
        };
        let now = delve.attributes();
        let turn = delve.turn() as usize;
        if points.len() <= turn {
            points.resize(turn + 1, now);
        }
        // A turn that began ends the one before: nothing happens between a turn's start and
        // its first question, so the attributes now are those it ended with.
        if events.iter().any(|e| matches!(e, Event::TurnBegan { .. })) && turn > 0 {
            points[turn - 1] = now;
        }
        points[turn] = now;
    }
    points
}
