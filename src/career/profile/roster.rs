//! The roster: finding adventurers, creating one with rolled attributes under a free record
//! id, saving one, retiring one, and abandoning a delve in progress.

use chrono::Utc;

use crate::career::error::CareerError;
use crate::career::records::{AdventurerRecord, DelveRecord, Fate, check_name};
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;

use super::{Profile, numbered, slug};

impl Profile {
    /// Every adventurer, by record id.
    pub fn adventurers(&self) -> impl Iterator<Item = (&RecordId, &AdventurerRecord)> {
        self.adventurers.iter()
    }

    /// One adventurer by record id.
    pub fn adventurer(&self, id: &RecordId) -> Option<&AdventurerRecord> {
        self.adventurers.get(id)
    }

    /// Finds an adventurer by name (case does not matter) or record id.
    pub fn find(&self, name: &str) -> Result<RecordId, CareerError> {
        let wanted = name.trim().to_lowercase();
        self.adventurers
            .iter()
            .find(|(_, a)| a.name.trim().to_lowercase() == wanted)
            .or_else(|| self.adventurers.iter().find(|(id, _)| id.as_str() == name))
            .map(|(id, _)| id.clone())
            .ok_or_else(|| CareerError::NoSuchAdventurer(name.to_owned()))
    }

    /// Creates an adventurer with six rolled attributes (1 to 6 each, in order Might,
    /// Agility, Luck, Intelligence, Charm, Evocation).
    pub fn create_adventurer(
        &mut self,
        name: &str,
        attributes: Attributes,
    ) -> Result<RecordId, CareerError> {
        let name = name.trim();
        check_name(name).map_err(CareerError::BadName)?;
        if !attributes.are_valid() {
            return Err(CareerError::BadRoll(format!(
                "six dice show 1 to 6 each, not {attributes}"
            )));
        }
        if self.find(name).is_ok() {
            return Err(CareerError::NameTaken(name.to_owned()));
        }
        let base = slug(name);
        let id = self.free_id(
            <AdventurerRecord as crate::store::Record>::KIND,
            1,
            |n| numbered(&base, n),
            |text| self.adventurers.keys().any(|id| id.as_str() == text),
        )?;
        let record = AdventurerRecord {
            name: name.to_owned(),
            created: Utc::now(),
            attributes,
            fate: Fate::Alive,
            delve_in_progress: None,
            runs: Vec::new(),
            daily: None,
        };
        self.save_adventurer(&id, record)?;
        Ok(id)
    }

    pub(in crate::career) fn save_adventurer(
        &mut self,
        id: &RecordId,
        record: AdventurerRecord,
    ) -> Result<(), CareerError> {
        let problem = self.store.save(id, &record)?;
        self.note_problem(problem);
        self.adventurers.insert(id.clone(), record);
        Ok(())
    }

    /// Retires a living adventurer: they stay in the roster and the hall of fame but delve no
    /// more. Not while a delve of theirs is in progress; a delve in progress that is gone or
    /// cannot go on is set aside (and reported) first.
    pub fn retire(&mut self, id: &RecordId) -> Result<(), CareerError> {
        match self.load_in_progress(id) {
            Ok(Some(active)) if active.delve.outcome().is_none() => {
                return Err(CareerError::OtherDelveInProgress(
                    self.get(id)?.name.clone(),
                ));
            }
            Ok(_) | Err(CareerError::DelveGone { .. }) => {}
            Err(CareerError::DelveSetAside { problem, .. }) => self.problems.push(*problem),
            Err(error) => return Err(error),
        }
        let mut record = self.get(id)?.clone();
        match record.fate {
            Fate::Alive => record.fate = Fate::Retired,
            fate => {
                return Err(CareerError::CannotDelve {
                    name: record.name,
                    fate: fate.word(),
                });
            }
        }
        self.save_adventurer(id, record)
    }

    /// Abandons an adventurer's delve in progress: it stops where it is and stays in the
    /// journal, unfinished; the adventurer comes back alive with nothing (no run, no score),
    /// and nothing is added to the corpse pile. Another delve may then start.
    pub fn abandon_delve(&mut self, id: &RecordId) -> Result<(), CareerError> {
        let mut record = self.get(id)?.clone();
        let delve = record
            .delve_in_progress
            .take()
            .and_then(|d| RecordId::new(&d).ok())
            .ok_or_else(|| CareerError::NoDelveInProgress(record.name.clone()))?;
        self.save_adventurer(id, record)?;
        // The delve's record is marked finished when it can be read; one that cannot was
        // already set aside and reported.
        if let Ok(mut record) = self.store.load::<DelveRecord>(&delve) {
            record.finished = true;
            let problem = self.store.save(&delve, &record)?;
            self.note_problem(problem);
        }
        Ok(())
    }

    pub(in crate::career) fn get(&self, id: &RecordId) -> Result<&AdventurerRecord, CareerError> {
        self.adventurers
            .get(id)
            .ok_or_else(|| CareerError::NoSuchAdventurer(id.to_string()))
    }
}
