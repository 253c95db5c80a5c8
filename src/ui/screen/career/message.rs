//! What the career and hall-of-fame screens send and ask of the app: only where to go.

use crate::ui::route::Route;

/// What the career and hall-of-fame screens send: only where to go.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// The page was scrolled: nothing to do, but the app updating has the window drawn
    /// whole (the software renderer, drawing only what it thinks changed, left copies of
    /// the charts behind when the page scrolled).
    Scrolled,
}

crate::ui::screen::navigate!(Message);

/// What the career and hall-of-fame screens ask of the app: only to go somewhere.
pub type Action = crate::ui::screen::Action<Message>;

/// Where the career and hall-of-fame screens' buttons lead.
pub(super) fn navigate(message: Message) -> Action {
    match message {
        Message::Go(route) => Action::Go(route),
        Message::ToggleShortcuts => Action::Shortcuts,
        Message::Scrolled => Action::None,
    }
}
