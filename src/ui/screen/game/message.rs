//! What the match screen sends, and what it asks the app to do.

use std::sync::Arc;

use iced::Task;
use iced::time::Instant;

use crate::boards::analysis::Analysis;
use crate::boards::session::Recipe;
use crate::store::RecordId;
use crate::ui::route::Route;
use crate::ui::screen;

/// What the match screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A square of the board was clicked.
    Square(u8),
    /// The pointer came over a square of the board (`None`: it left the board).
    Hover(Option<u8>),
    /// Play the turn built (Malaka's Confirm, or a pass).
    Confirm,
    /// Forget the parts of the turn built so far.
    Reset,
    /// Put down the picked piece.
    Deselect,
    /// Take back your last move (and the replies after it).
    Undo,
    /// Give again the move last taken back (and the replies that followed it).
    Redo,
    /// Ask the computer for a move.
    Hint,
    /// Ask to resign; then confirm (true) or not.
    Resign(Option<bool>),
    /// Turn the board around.
    Flip,
    /// Call the clock with the next move (or not).
    Clock(bool),
    /// Show or hide how to play.
    Help,
    /// Look at the position after this many moves.
    View(usize),
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// The move text box changed.
    Text(String),
    /// Play the move typed.
    Submit,
    /// The computer's work of this number (a reply or a hint) is done: its answer waits in
    /// the screen's own state.
    Answered(u64),
    /// Start a new match of this game with the same seats and options.
    Again,
    /// Start a new match of this game with the same options, each player a seat on (two
    /// players swap sides).
    Rematch,
    /// Analyse the finished match.
    Analyse,
    /// News of the analysis of this number: how far it has got, or its result.
    Analysis(u64, News),
    /// Export this match as a text file.
    Export,
    /// Move the keyboard's square cursor (the arrows, with the ring on the board).
    MoveCursor(crate::ui::focus::Dir),
    /// Pick or place at the square cursor, as a click there would (Enter or Space).
    PickAtCursor,
    /// The timer of a timed match ticked at this instant: the clocks are brought to it.
    Time(Instant),
}

crate::ui::screen::navigate!(Message);

/// What the match screen asks of the app after one of its messages.
pub type Action = screen::Action<Message, Request>;

/// What only the app can do for the match screen.
pub enum Request {
    /// Save the match as it stands (it changed, or was marked assisted); then run this work
    /// (the computer's, if it has some to do), whose answer comes back as
    /// [`Message::Answered`].
    Save(Task<Message>),
    /// Start a new match like this one (the app seeds it afresh).
    Again(Recipe),
    /// Ask where to export this match, and write its text there.
    Export(RecordId),
    /// Keep the analysis of the match on show, just finished, with the match.
    KeepAnalysis(Arc<Analysis>),
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Save(_) => f.write_str("Save(..)"),
            Request::Again(recipe) => f.debug_tuple("Again").field(recipe).finish(),
            Request::Export(id) => f.debug_tuple("Export").field(id).finish(),
            Request::KeepAnalysis(_) => f.write_str("KeepAnalysis(..)"),
        }
    }
}

/// What the analysis's work tells the screen.
#[derive(Clone, Debug)]
pub enum News {
    /// Moves judged so far, and moves in all.
    Progress(usize, usize),
    /// Every move is judged.
    Done(Arc<Analysis>),
    /// The match could not be replayed for analysis: why.
    Failed(String),
}
