//! Drafts: the words a player has begun in a text box and not yet used, kept as typed, so that
//! leaving the screen, closing the app, pressing the wrong key or a crash never loses them.
//! The table's note box keeps one per delve, `drafts/<delve id>.toml`, naming where its words
//! go (the turn just played, a journal entry, or a note being edited) so that the box opens
//! there again. Any other box (the new adventurer's name...) keeps one of its own,
//! `drafts/box_<name>.toml` ([`box_draft_id`]): its words and nothing else.

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
    /// New words for this note.
    Note {
        /// The note's record id.
        note: String,
    },
    /// The words of a text box of its own, named by the draft's id ([`box_draft_id`]).
    Box,
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
    /// The words of a text box of its own.
    pub fn of_box(text: impl Into<String>) -> Self {
        DraftRecord {
            target: DraftTarget::Box,
            text: text.into(),
            title: String::new(),
        }
    }

    /// Whether it holds no words (nor heading).
    pub fn is_empty(&self) -> bool {
        self.text.trim().is_empty() && self.title.trim().is_empty()
    }

    /// Whether these words are what `kept` holds (no draft kept: no words).
    pub fn is_kept_as(&self, kept: Option<&DraftRecord>) -> bool {
        match kept {
            Some(kept) => kept == self || (kept.is_empty() && self.is_empty()),
            None => self.is_empty(),
        }
    }
}

impl Record for DraftRecord {
    const KIND: &'static str = "drafts";
    /// 2: a draft may be a text box's of its own ([`DraftTarget::Box`]).
    const VERSION: u32 = 2;

    fn migrate(from: u32, table: toml::Table) -> Result<toml::Table, String> {
        match from {
            // Version 1 is version 2 without boxes of their own.
            1 => Ok(table),
            _ => Err(format!(
                "this version of Malice cannot read save format {from}"
            )),
        }
    }
}

/// The draft id of a text box of its own named `name` (lowercase letters, digits and `-`):
/// `box_<name>`. No delve's id has a `_`, so a box never takes a delve's draft.
pub fn box_draft_id(name: &str) -> Result<RecordId, CareerError> {
    Ok(RecordId::new(format!("box_{name}"))?)
}

impl Profile {
    /// The draft begun on a delve, if there is one with words in it.
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
