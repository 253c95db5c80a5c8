//! What the match screen sends, and what it asks the app to do.

use crate::boards::session::{AnyReply, AnyThink, GameKind};
use crate::ui::route::Route;

/// What the match screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A square of the board was clicked.
    Square(u8),
    /// Play the turn built (Malaka's Confirm, or a pass).
    Confirm,
    /// Forget the parts of the turn built so far.
    Reset,
    /// Put down the picked piece.
    Deselect,
    /// Take back your last move (and the replies after it).
    Undo,
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
    /// The computer's reply has come.
    Thought(AnyReply),
    /// The computer's suggestion has come.
    Hinted(AnyReply),
    /// Start a new match of this game with the same seats and options.
    Again,
    /// Export this match as a text file.
    Export,
}

crate::ui::screen::navigate!(Message);

/// What the app must do after a message.
#[derive(Debug)]
pub enum Action {
    /// Nothing.
    None,
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Save the match; then run the computer's work, if any, and send back its reply.
    Save(Option<AnyThink>),
    /// Run the computer's work for a hint (the match was marked assisted: save it too).
    Hint(AnyThink),
    /// Start a new match like this one.
    Again(GameKind),
    /// Export this match.
    Export,
}
