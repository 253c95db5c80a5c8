//! The note box's words as the table keeps them: a draft kept and put back where it was
//! begun, the notes saved again, the oracle's question begun, and the entry a new note
//! belongs to.

use iced::widget::text_editor;

use crate::career::{DraftRecord, DraftTarget};

use super::state::Table;
use super::writing::{Note, Writing, note_entry};

impl Table {
    /// The words in the note box and where they go, to keep as the delve's draft.
    pub fn draft(&self) -> DraftRecord {
        DraftRecord {
            target: match &self.writing {
                Writing::Turn => DraftTarget::Turn,
                Writing::Entry(entry) => DraftTarget::Entry { entry: *entry },
                Writing::Note(id) => DraftTarget::Note {
                    note: id.to_string(),
                },
                Writing::Own(after) => DraftTarget::Own { after: *after },
            },
            text: self.editor.text(),
            title: self.title.clone(),
        }
    }

    /// Puts a draft kept earlier back in the note box, where it was begun (on the turn just
    /// played when its entry or note is no longer there).
    pub fn restore_draft(&mut self, draft: DraftRecord) {
        let entries = crate::career::journal::entries_of(&self.active).len();
        self.writing = match draft.target {
            DraftTarget::Entry { entry } if entry < entries => Writing::Entry(entry),
            DraftTarget::Own { after } => {
                Writing::Own(after.map(|a| a.min(entries.saturating_sub(1))))
            }
            DraftTarget::Note { note } => self
                .notes
                .iter()
                .find(|n| n.id.as_str() == note)
                .map_or(Writing::Turn, |n| Writing::Note(n.id.clone())),
            _ => Writing::Turn,
        };
        self.editor = text_editor::Content::with_text(&draft.text);
        self.title = draft.title;
        // The caret after the words, to go on writing.
        self.editor
            .perform(text_editor::Action::Move(text_editor::Motion::DocumentEnd));
    }

    /// Whether the note box holds words not yet saved as a note.
    pub fn has_draft(&self) -> bool {
        !self.editor.text().trim().is_empty() || !self.title.trim().is_empty()
    }

    /// The notes were saved again (after a note was written, edited or deleted): the editor
    /// empties and goes back to the turn just played.
    pub fn notes_saved(&mut self, notes: Vec<Note>) {
        self.notes = notes;
        self.editor = text_editor::Content::new();
        self.title.clear();
        self.writing = Writing::Turn;
    }

    /// The question being typed for the oracle, to keep as a draft.
    pub fn question(&self) -> &str {
        &self.oracle.question
    }

    /// Puts a question begun for the oracle back in its box (opened, if there are words).
    pub fn restore_question(&mut self, question: String) {
        self.oracle.restore(question);
    }

    /// The notes as the app saved them, the words in the note box left as they are (an
    /// entry the oracle wrote while the player was writing another).
    pub fn notes_refreshed(&mut self, notes: Vec<Note>) {
        self.notes = notes;
    }

    /// The journal entry a new note belongs to: the turn just played (the last entry that
    /// holds anything; a turn only just begun holds nothing yet).
    pub fn note_entry(&self) -> Option<usize> {
        let entries = crate::career::journal::entries_of(&self.active);
        note_entry(&entries)
    }
}
