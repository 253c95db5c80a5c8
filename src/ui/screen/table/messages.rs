//! What the delve table sends, and what it asks of the app.

use iced::widget::text_editor;

use crate::store::RecordId;
use crate::tarot::card::Card;
use crate::tarot::outlook::Chances;
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
    /// The pointer came onto (`true`) or left (`false`) answer n (counted from 0) in a low
    /// room: its detail shows under the answers while it is there.
    Hovered(usize, bool),
    /// Roll the die of a check whose odds are on show.
    Roll,
    /// Take back the last answer.
    Undo,
    /// Give again the answer last taken back.
    Redo,
    /// At the end: a new adventurer plays this delve's deal again.
    PlayAgain,
    /// At the end: put the delve's deal code (with its answers) on the clipboard.
    CopyCode,
    /// At the end of a delve started to race a friend's: show the race.
    Race,
    /// Show a card's description and prompt (or stop showing it).
    Select(Option<Card>),
    /// A card of the hand clicked: it answers a question asking for it, else it is shown.
    Play(Card),
    /// Typing in the note editor.
    Edit(text_editor::Action),
    /// Write a new note on this journal entry.
    WriteAt(usize),
    /// Write a new entry of the player's own, after the turn just played.
    WriteOwn,
    /// Typing the heading of an entry of the player's own.
    TitleChanged(String),
    /// Edit this note.
    EditNote(RecordId),
    /// Save the words in the editor.
    SaveNote,
    /// Put the editor away without saving.
    CancelNote,
    /// The caret left the note box (Esc): its words are kept as a draft.
    LeftNote,
    /// Put the caret in the note box (the W key), opening the journal on a narrow table.
    WriteNote,
    /// On a narrow table, show the journal in the table's place, or the table again.
    ToggleJournal,
    /// Delete this note (its words stay in the note's backups).
    DeleteNote(RecordId),
    /// Unfold (or fold) the mechanics of a journal entry.
    Fold(usize),
    /// Table mode: the card code typed.
    CardTyped(String),
    /// Table mode: Enter in the card box (a card the words could still go on from is
    /// decided now).
    CardSubmitted,
    /// Table mode: open or close the list of cards still possible.
    TogglePossible,
    /// A digit key: the numbered answer, or a digit of a number being typed.
    Digit(u8),
    /// Enter: give the number typed.
    EnterNumber,
    /// Backspace: take back the last digit typed.
    Erase,
    /// Each answer's chance to escape and the ★, worked out for the delve after this many
    /// answers.
    Chanced(usize, Chances),
    /// Turn the first-delve guide off (a note's own button).
    GuideOff,
    /// Show the guide's note whole (in a low room it shows its first sentence).
    GuideReadOn,
    /// Open the oracle's box and put the caret in its question (the O key).
    AskCards,
    /// Typing the question for the oracle.
    Question(String),
    /// Draw a card from the oracle for the question typed.
    DrawCard,
    /// Put the oracle's box away.
    CloseOracle,
}

super::super::navigate!(Message);

/// What only the app can do for the table, against the store. An answer, a roll and an undo
/// change the delve: the app makes them through [`Table::step`](super::Table::step) and
/// [`Table::undo`](super::Table::undo), so that the table sees every change of its delve.
#[derive(Clone, Debug)]
pub enum Request {
    /// Give this answer to the delve.
    Answer(Answer),
    /// Roll the die the check waits for.
    Roll,
    /// Take back the last answer.
    Undo,
    /// Give again the answer last taken back.
    Redo,
    /// A new adventurer plays this delve's deal again.
    PlayAgain,
    /// Put the delve's deal code on the clipboard.
    CopyCode,
    /// Show the race of this delve against the friend's it was started to race.
    Race,
    /// Save a new note on this journal entry.
    AddNote(Option<usize>, String),
    /// Save new words for a note (empty: the note is deleted, its words kept in backups).
    EditNote(RecordId, String),
    /// Save a new entry of the player's own after this journal entry: its heading, its words.
    AddEntry(Option<usize>, String, String),
    /// Save a new heading and words for an entry of the player's own (both empty: deleted).
    EditEntry(RecordId, String, String),
    /// Save the oracle's answer as an entry of the player's own after this journal entry
    /// (its heading, its words), leaving the note box and its draft as they are.
    OracleEntry(Option<usize>, String, String),
    /// Turn the first-delve guide off in the settings.
    GuideOff,
    /// Keep the words in the note box as the delve's draft: at once (`true`: the caret left
    /// the box), or a moment later (`false`: a key was typed; the app's timer keeps them).
    KeepDraft(bool),
    /// The words in the note box were put away: the draft is done with.
    DropDraft,
}

/// What the table asks of the app after a message.
pub type Action = crate::ui::screen::Action<Message, Request>;
