//! What the player writes at the table: their notes and own entries as the table shows
//! them, where the note box's words go, and which journal entry a new note belongs to.

use crate::journal;
use crate::store::RecordId;

/// A note written on this delve, or an entry of the player's own in it, as the table shows
/// it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The note's record id.
    pub id: RecordId,
    /// The journal entry it belongs to, or that an entry of the player's own follows
    /// (`None`: the whole delve, or before its first entry).
    pub entry: Option<usize>,
    /// The player's words.
    pub text: String,
    /// An entry of the player's own (else a note under an entry).
    pub own: bool,
    /// An entry's heading (empty: none).
    pub title: String,
}

/// Where the words in the note editor go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Writing {
    /// A new note on the turn just played.
    Turn,
    /// A new note on this journal entry.
    Entry(usize),
    /// New words for this note (or entry of the player's own).
    Note(RecordId),
    /// A new entry of the player's own, after this journal entry (`None`: before the first).
    Own(Option<usize>),
}

/// The entry a new note belongs to: the last that holds anything (a turn just begun, before
/// its card is flipped, holds nothing yet, so a note then is about the turn before).
pub fn note_entry(entries: &[journal::Entry]) -> Option<usize> {
    entries
        .iter()
        .rev()
        .find(|e| e.card.is_some() || !e.lines.is_empty())
        .or(entries.last())
        .map(|e| e.index)
}
