//! The player's notes (attached to an entry, a delve, an adventurer or nothing) and entries of
//! their own (standing in an adventurer's story): listed, written and edited.

use chrono::Utc;

use crate::career::error::CareerError;
use crate::career::records::{NoteKind, NoteRecord};
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
            self.check_entry(delve, entry)?;
        }
        let note = NoteRecord {
            adventurer: adventurer.map(ToString::to_string),
            delve: delve.map(ToString::to_string),
            entry,
            text: text.to_owned(),
            created: Utc::now(),
            edited: None,
            kind: NoteKind::Note,
            title: String::new(),
        };
        self.write_new(note)
    }

    /// Writes a new entry of the player's own in an adventurer's story: in a delve, after
    /// its journal entry `after` (before its first with `None`), or, with no delve, on the
    /// adventurer's page (it stands among the delves by when it was written). Returns its id.
    pub fn add_entry(
        &mut self,
        adventurer: &RecordId,
        delve: Option<&RecordId>,
        after: Option<usize>,
        title: &str,
        text: &str,
    ) -> Result<RecordId, CareerError> {
        self.get(adventurer)?;
        if let Some(delve) = delve {
            self.check_entry(delve, after)?;
        }
        let note = NoteRecord {
            adventurer: Some(adventurer.to_string()),
            delve: delve.map(ToString::to_string),
            entry: if delve.is_some() { after } else { None },
            text: text.to_owned(),
            created: Utc::now(),
            edited: None,
            kind: NoteKind::Entry,
            title: title.trim().to_owned(),
        };
        self.write_new(note)
    }

    /// Checks that `entry` is one of the delve's journal entries.
    fn check_entry(&mut self, delve: &RecordId, entry: Option<usize>) -> Result<(), CareerError> {
        let active = self.open_delve(delve)?;
        let count = crate::career::journal::entries_of(&active).len();
        if let Some(entry) = entry.filter(|&entry| entry >= count) {
            return Err(CareerError::NoSuchEntry {
                delve: delve.to_string(),
                entry,
                count,
            });
        }
        Ok(())
    }

    /// Saves a new note or entry under a fresh id.
    fn write_new(&mut self, note: NoteRecord) -> Result<RecordId, CareerError> {
        let stamp = note.created.format("%Y%m%d-%H%M%S-%3f").to_string();
        let id = self.free_id(
            <NoteRecord as crate::store::Record>::KIND,
            1,
            |n| format!("note-{stamp}-{n}"),
            |_| false,
        )?;
        let problem = self.store.save(&id, &note)?;
        self.note_problem(problem);
        Ok(id)
    }

    /// Replaces an entry of the player's own: its heading and words (empty both: it is
    /// deleted; the previous ones are kept in its backups).
    pub fn edit_entry(
        &mut self,
        id: &RecordId,
        title: &str,
        text: &str,
    ) -> Result<(), CareerError> {
        self.change_note(id, |note| {
            note.title = title.trim().to_owned();
            note.text = text.to_owned();
        })
    }

    /// Replaces a note's words (the previous words are kept in the note's backups).
    pub fn edit_note(&mut self, id: &RecordId, text: &str) -> Result<(), CareerError> {
        self.change_note(id, |note| note.text = text.to_owned())
    }

    fn change_note(
        &mut self,
        id: &RecordId,
        change: impl FnOnce(&mut NoteRecord),
    ) -> Result<(), CareerError> {
        let mut note = match self.store.load::<NoteRecord>(id) {
            Ok(note) => note,
            Err(StoreError::NotFound { .. }) => {
                return Err(CareerError::NoSuchNote(id.to_string()));
            }
            Err(error) => return Err(error.into()),
        };
        change(&mut note);
        note.edited = Some(Utc::now());
        let problem = self.store.save(id, &note)?;
        self.note_problem(problem);
        Ok(())
    }
}
