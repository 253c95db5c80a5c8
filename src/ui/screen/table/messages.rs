//! What the delve table sends, and what the app must do.

use crate::tarot::card::Card;
use crate::tarot::question::Answer;
use crate::ui::route::Route;

/// What the delve table sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Answer the delve's question.
    Answer(Answer),
    /// Take back the last answer.
    Undo,
    /// Show a card's description and prompt (or stop showing it).
    Select(Option<Card>),
    /// The note being written.
    NoteChanged(String),
    /// Attach the note to the latest journal entry.
    AttachNote,
    /// Table mode: the card code typed.
    CardTyped(String),
    /// Table mode: open or close the list of cards still possible.
    TogglePossible,
}

super::super::navigate!(Message);

/// What the app must do after a message.
#[derive(Clone, Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Give this answer to the delve.
    Answer(Answer),
    /// Take back the last answer.
    Undo,
    /// Attach the note written to the latest journal entry.
    AttachNote,
}
