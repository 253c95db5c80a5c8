//! Everything that can happen in the app: its own messages, and each screen's wrapped.

use std::path::PathBuf;

use iced::time::Instant;

use crate::store::RecordId;
use crate::ui::keys::KeyPress;
use crate::ui::route::{Format, Route};
use crate::ui::screen::game::{self, form, history, learn};
use crate::ui::screen::{career, daily, home, journal, new_adventurer, rules, settings, table};

/// Everything that can happen: app-wide messages, and each screen's own.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Hide the message banner.
    Dismiss,
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A key nobody else used.
    Key(KeyPress),
    /// A mouse button was pressed (the keyboard's ring hides).
    Pointer,
    /// The system's colour scheme is dark (or not).
    SystemDark(bool),
    /// A frame was drawn while something animates.
    Frame(Instant),
    /// Where the save dialog says to write an export (`None`: there is no dialog on this
    /// system, so the data folder's `exports/`).
    ExportTo(Format, Option<PathBuf>),
    /// The save dialog for an export was closed without a file: nothing is written.
    ExportClosed(Format),
    /// Write the export over the file already at this path (the player said so).
    Overwrite(Format, PathBuf),
    /// The player confirmed what they were asked.
    Confirmed,
    /// From Home.
    Home(home::Message),
    /// From the new-adventurer screen.
    NewAdventurer(new_adventurer::Message),
    /// From the delve table.
    Table(table::Message),
    /// From the journal screen.
    Journal(journal::Message),
    /// From the career and hall-of-fame screens.
    Career(career::Message),
    /// From Settings.
    Settings(settings::Message),
    /// From the Daily page.
    Daily(daily::Message),
    /// From the rules reference.
    Rules(rules::Message),
    /// From the match screen.
    Game(game::Message),
    /// From the new-match form.
    Form(form::Message),
    /// From a game's history.
    History(history::Message),
    /// From a game's Learn path.
    Learn(learn::Message),
    /// Where the save dialog says to write a match's text (`None`: there is no dialog on this
    /// system, so the data folder's `exports/`).
    MatchTo(RecordId, Option<PathBuf>),
    /// The save dialog for a match's text was closed without a file: nothing is written.
    MatchExportClosed,
    /// The match text file to import, from the file dialog or dropped on the window (`None`:
    /// no dialog, or cancelled).
    ImportFrom(Option<PathBuf>),
    /// The window is asked to close: the computer's work stops first.
    Close(iced::window::Id),
    /// The system asks the app to stop (SIGTERM, SIGHUP, Ctrl+C): it closes as its window's
    /// close button does.
    Stop,
    /// Keep the words typed in the boxes on show (a timer ticks while they are not kept).
    KeepDrafts,
    /// The window moved, was resized, or is closing (see `window.rs`).
    Window(crate::ui::window::WindowChange),
}
