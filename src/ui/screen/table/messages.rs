//! What the delve table sends, the table's own state, and what the app must do.

use crate::tarot::card::Card;
use crate::tarot::question::Answer;
use crate::ui::app::Screen;

/// What the delve table sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go to a screen.
    Go(Screen),
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

/// The table's own state: the card shown, the note and card code being typed, and whether
/// the cards still possible are listed.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The card whose text is shown.
    pub selected: Option<Card>,
    /// The note being written.
    pub note: String,
    /// Table mode: the card code being typed.
    pub typed_card: String,
    /// Table mode: whether the cards still possible are listed.
    pub show_possible: bool,
}

/// What the app must do after a message.
#[derive(Clone, Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Go to a screen.
    Go(Screen),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Give this answer to the delve.
    Answer(Answer),
    /// Take back the last answer.
    Undo,
    /// Attach the note written to the latest journal entry.
    AttachNote,
}

/// Takes a message given the delve's `legal` answers: keeps what is the table's own, and
/// says what the app must do. A typed card code that is a legal answer is given at once.
pub fn update(state: &mut State, message: Message, legal: &[Answer]) -> Action {
    match message {
        Message::Go(screen) => return Action::Go(screen),
        Message::ToggleShortcuts => return Action::ToggleShortcuts,
        Message::Answer(answer) => return Action::Answer(answer),
        Message::Undo => return Action::Undo,
        Message::AttachNote => return Action::AttachNote,
        Message::Select(card) => state.selected = card,
        Message::NoteChanged(text) => state.note = text,
        Message::TogglePossible => state.show_possible = !state.show_possible,
        Message::CardTyped(text) => {
            let answer = text.trim().parse::<Card>().ok().map(Answer::Card);
            match answer.filter(|a| legal.contains(a)) {
                Some(answer) => {
                    state.typed_card.clear();
                    return Action::Answer(answer);
                }
                None => state.typed_card = text,
            }
        }
    }
    Action::None
}
