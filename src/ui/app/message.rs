//! Everything that can happen in the app: its own messages, and each screen's wrapped (one
//! variant per entry of the table of screens, [`crate::ui::screens`]).

use std::path::PathBuf;

use iced::time::Instant;

use crate::store::RecordId;
use crate::ui::keys::KeyPress;
use crate::ui::route::{Format, Route};
use crate::ui::screen;
use crate::ui::screens::screens;

/// Defines the app's [`Message`]: its own messages, then one per screen of the table.
macro_rules! define_message {
    ($(
        $(#[$doc:meta])*
        $name:ident $(($arg:ty))? => $state:ty, $variant:ident($message:ty)
            $(, $clause:ident $value:expr)*;
    )*) => {
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
            /// Where the save dialog says to write an export (`None`: there is no dialog on
            /// this system, so the data folder's `exports/`).
            ExportTo(Format, Option<PathBuf>),
            /// The save dialog for an export was closed without a file: nothing is written.
            ExportClosed(Format),
            /// Write the export over the file already at this path (the player said so).
            Overwrite(Format, PathBuf),
            /// The player confirmed what they were asked.
            Confirmed,
            /// Where the save dialog says to write a match's text (`None`: there is no
            /// dialog on this system, so the data folder's `exports/`).
            MatchTo(RecordId, Option<PathBuf>),
            /// The save dialog for a match's text was closed without a file: nothing is
            /// written.
            MatchExportClosed,
            /// The match text file to import, from the file dialog or dropped on the window
            /// (`None`: no dialog, or cancelled).
            ImportFrom(Option<PathBuf>),
            /// The window is asked to close: the computer's work stops first.
            Close(iced::window::Id),
            /// The system asks the app to stop (SIGTERM, SIGHUP, Ctrl+C): it closes as its
            /// window's close button does.
            Stop,
            /// Keep the words typed in the boxes on show (a timer ticks while they are not
            /// kept).
            KeepDrafts,
            /// The window moved, was resized, or is closing (see `window.rs`).
            Window(crate::ui::window::WindowChange),
            /// A key scrolled the page: nothing to do but draw the window whole again (a
            /// scroll alone is no update, so the software renderer redrew only what it
            /// thought changed and left a chart's line over Career's next heading; see
            /// `ui/repaint.rs`).
            Scrolled,
            $(
                #[doc = concat!("From the screen `", stringify!($name), "`: ")]
                $(#[$doc])*
                $variant($message),
            )*
        }
    };
}

screens!(define_message);
