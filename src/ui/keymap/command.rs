//! What the keymap's lines are made of: the [`Command`] a key asks for, the [`ScreenKind`]
//! where it holds, and a line of the keymap, [`Binding`].

use super::super::keys::{Dir, KeyPress, Step, Zoom};
use super::super::route::{Format, Route};
use super::super::screens::screens;

/// What a key asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Show or hide the keyboard shortcuts sheet.
    Shortcuts,
    /// Close the sheet; else let go of what is held (a picked piece); else back to Home.
    Back,
    /// Take back the last answer or move.
    Undo,
    /// Give again the answer or move last taken back.
    Redo,
    /// Export the journal of the adventurer on screen (Markdown, or HTML).
    Export(Format),
    /// Search the journal of the adventurer on screen.
    Search,
    /// Continue the delve in progress (on Home: start or continue the selected adventurer's).
    Continue,
    /// Go to a screen.
    Go(Route),
    /// A digit, by its key's place (a numbered answer, or part of a number being typed).
    Digit(u8),
    /// Give the number typed (or roll the die a check waits for).
    Enter,
    /// Take back the last digit typed.
    Erase,
    /// Flip the next card, or roll the die a check waits for.
    Flip,
    /// Move the keyboard's ring to the next control (`true`: the previous).
    Tab(bool),
    /// An arrow key: within a list or a board where the ring is; else the screen's (a match
    /// steps through its moves with ← →, Home selects with them).
    Arrow(Dir),
    /// With the ring on a board: the arrow moves the square cursor.
    Cursor(Dir),
    /// With the ring on a board (or no ring on a match): pick or place at the square cursor.
    Pick,
    /// Ask the computer for a hint.
    Hint,
    /// Turn the board around.
    TurnBoard,
    /// Analyse the finished match.
    Analyse,
    /// Switch "Call the clock with this move" on or off (where the match allows it).
    CallClock,
    /// A quick match of the game selected on Home.
    Quick,
    /// The new-match form of the game selected on Home.
    NewMatch,
    /// The Learn path of the game selected on Home.
    Learn,
    /// The history of the game selected on Home.
    History,
    /// The career page of the adventurer chosen on Home.
    Career,
    /// The journal of the adventurer chosen on Home.
    Journal,
    /// Put the caret in the note box.
    Note,
    /// Ask the cards: open the oracle and put the caret in its question box.
    Oracle,
    /// Switch between the light and the dark theme.
    Theme,
    /// Make everything bigger, smaller, or back to its size.
    Zoom(Zoom),
    /// Scroll the page (a line, a page, or to an end).
    Scroll(Step),
}

/// Defines [`ScreenKind`] from the table of screens.
macro_rules! define_kind {
    ($(
        $(#[$doc:meta])*
        $name:ident $(($arg:ty))? => $state:ty, $variant:ident($message:ty)
            $(, $clause:ident $value:expr)*;
    )*) => {
        /// Which screen is on show: where a key holds.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum ScreenKind {
            $( $(#[$doc])* $name, )*
        }
    };
}

screens!(define_kind);

impl ScreenKind {
    /// The screen whose keys hold here: a lesson is played on the match screen's board, with
    /// its keys.
    fn keys(self) -> ScreenKind {
        match self {
            ScreenKind::Learn => ScreenKind::Match,
            kind => kind,
        }
    }
}

/// One line of the keymap (and of the `?` sheet).
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The keys, as the sheet shows them.
    pub keys: &'static str,
    /// What they do, in the sheet's words.
    pub does: &'static str,
    /// The screens where they hold (empty: everywhere).
    pub on: &'static [ScreenKind],
    /// The command a key press gives under this line, if it is one of the line's keys.
    pub reads: fn(&KeyPress) -> Option<Command>,
}

impl Binding {
    /// Whether the line holds on this screen.
    pub fn holds_on(&self, place: ScreenKind) -> bool {
        self.on.is_empty() || self.on.contains(&place.keys())
    }
}
