//! What the delve table sends, and what the app must do.

use crate::tarot::card::Card;
use crate::tarot::question::Answer;
use crate::ui::route::Route;

use super::Table;

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

impl Table {
    /// Takes a message: keeps what is the table's own, and says what the app must do. A typed
    /// card code that is a legal answer is given at once.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(screen) => return Action::Go(screen),
            Message::ToggleShortcuts => return Action::ToggleShortcuts,
            Message::Answer(answer) => return Action::Answer(answer),
            Message::Undo => return Action::Undo,
            Message::AttachNote => return Action::AttachNote,
            Message::Select(card) => self.selected = card,
            Message::NoteChanged(text) => self.note = text,
            Message::TogglePossible => self.show_possible = !self.show_possible,
            Message::CardTyped(text) => {
                let answer = text.trim().parse::<Card>().ok().map(Answer::Card);
                let legal = self.active.delve().legal_answers();
                match answer.filter(|a| legal.contains(a)) {
                    Some(answer) => {
                        self.typed_card.clear();
                        return Action::Answer(answer);
                    }
                    None => self.typed_card = text,
                }
            }
        }
        Action::None
    }
}
