//! The player's notes: listed, written (attached to an entry, a delve, an adventurer or
//! nothing) and edited.

use chrono::Utc;

use crate::career::error::CareerError;
use crate::career::records::NoteRecord;
use crate::store::{RecordId, StoreError};

use super::Profile;

impl Profile {
    /// Every note, by id (oldest first within each id order).
    pub fn notes(&mut self) -> Result<Vec<(RecordId, NoteRecord)>, CareerError> {
        let (notes, problems) = self.store.load_all::<NoteRecord>()?;
        self.problems.extend(problems);
        Ok(notes)
    }

    /// Writes a new note; attached to a delve's entry, a whole delve, an adventurer or
    /// nothing. Returns its id. The delve must exist, and the entry must be one of its
    /// journal's ([`CareerError::NoSuchEntry`] says which there are).
    pub fn add_note(
        &mut self,
        adventurer: Option<&RecordId>,
        delve: Option<&RecordId>,
        entry: Option<usize>,
        text: &str,
    ) -> Result<RecordId, CareerError> {
        if let Some(delve) = delve {
            let active = self.open_delve(delve)?;
            let count = crate::journal::entries(active.events(), active.delve().arcana()).len();
            if let Some(entry) = entry.filter(|&entry| entry >= count) {
                return Err(CareerError::NoSuchEntry {
                    delve: delve.to_string(),
                    entry,
                    count,
                });
            }
        }
        let now = Utc::now();
        let stamp = now.format("%Y%m%d-%H%M%S-%3f").to_string();
        let id = self.free_id(
            <NoteRecord as crate::store::Record>::KIND,
            1,
            |n| format!("note-{stamp}-{n}"),
            |_| false,
        )?;
        let note = NoteRecord {
            adventurer: adventurer.map(ToString::to_string),
            delve: delve.map(ToString::to_string),
            entry,
            text: text.to_owned(),
            created: now,
            edited: None,
        };
        let problem = self.store.save(&id, &note)?;
        self.note_problem(problem);
        Ok(id)
    }

    /// Replaces a note's words (the previous words are kept in the note's backups).
    pub fn edit_note(&mut self, id: &RecordId, text: &str) -> Result<(), CareerError> {
        let mut note = match self.store.load::<NoteRecord>(id) {
            Ok(note) => note,
            Err(StoreError::NotFound { .. }) => {
                return Err(CareerError::NoSuchNote(id.to_string()));
            }
            Err(error) => return Err(error.into()),
        };
        note.text = text.to_owned();
        note.edited = Some(Utc::now());
        let problem = self.store.save(id, &note)?;
        self.note_problem(problem);
        Ok(())
    }
}
