//! Drafts: the words a player has begun in the table's note box and not yet saved as a note,
//! kept per delve in `drafts/<delve id>.toml`, so that leaving the table, closing the app or
//! pressing the wrong key never loses them. A draft names where its words go (the turn just
//! played, a journal entry, or a note being edited) so that the box opens there again.

use serde::{Deserialize, Serialize};

use crate::store::{Record, RecordId, StoreError};

use super::error::CareerError;
use super::profile::Profile;

/// Where a draft's words go once saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum DraftTarget {
    /// A new note on the turn just played.
    Turn,
    /// A new note on this journal entry.
    Entry {
        /// The entry's index in the delve's journal.
        entry: usize,
    },
    /// New words for this note (or entry of the player's own).
    Note {
        /// The note's record id.
        note: String,
    },
    /// A new entry of the player's own, after this journal entry (`None`: before the first;
    /// on the adventurer's page, among the delves).
    Own {
        /// The journal entry it follows.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<usize>,
    },
}

/// Words begun in the note box of a delve: `drafts/<delve id>.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftRecord {
    /// Where the words go.
    pub target: DraftTarget,
    /// The words, exactly as typed (empty: no draft).
    pub text: String,
    /// The heading of an entry of the player's own, as typed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
}

impl DraftRecord {
    /// Whether it holds no words (nor heading).
    pub fn is_empty(&self) -> bool {
        self.text.trim().is_empty() && self.title.trim().is_empty()
    }
}

/// The id the draft of an adventurer's page is kept under (`_` is in no delve's id).
pub fn page_draft_id(adventurer: &RecordId) -> Result<RecordId, CareerError> {
    Ok(RecordId::new(format!("{adventurer}_page"))?)
}

impl Record for DraftRecord {
    const KIND: &'static str = "drafts";
    const VERSION: u32 = 1;
}

impl Profile {
    /// The draft begun on a delve (or an adventurer's page: [`page_draft_id`]), if there is
    /// one with words in it.
    pub fn draft(&mut self, delve: &RecordId) -> Result<Option<DraftRecord>, CareerError> {
        match self.store.load::<DraftRecord>(delve) {
            Ok(draft) if !draft.is_empty() => Ok(Some(draft)),
            Ok(_) | Err(StoreError::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    /// Keeps the words begun on a delve (empty words: the draft is done with).
    pub fn save_draft(&mut self, delve: &RecordId, draft: &DraftRecord) -> Result<(), CareerError> {
        if draft.is_empty() && self.draft(delve)?.is_none() {
            return Ok(());
        }
        let problem = self.store.save(delve, draft)?;
        self.note_problems(problem);
        Ok(())
    }

    /// Forgets the draft of a delve (its words were saved as a note, or put away).
    pub fn clear_draft(&mut self, delve: &RecordId) -> Result<(), CareerError> {
        self.save_draft(
            delve,
            &DraftRecord {
                target: DraftTarget::Turn,
                text: String::new(),
                title: String::new(),
            },
        )
    }
}
