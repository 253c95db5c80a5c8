//! The screens: each holds its own state (inside the app's [`Screen`](super::Screen)), draws
//! it with a `view` over that state plus the little it reads from the profile, sends its own
//! `Message` (which the app wraps in its own), and turns messages into an `Action` the app
//! carries out. Screens never import the app: only the app talks to the store.

pub mod about;
pub mod career;
pub mod game;
pub mod home;
pub mod journal;
pub mod new_adventurer;
pub mod rules;
pub mod settings;
pub mod table;

use iced::widget::{button, row, space, text};
use iced::{Element, Fill};

use super::route::Route;

/// A screen's message that can go somewhere or show the shortcuts sheet.
pub trait Navigate: Clone + 'static {
    /// Go somewhere.
    fn go(route: Route) -> Self;
    /// Show or hide the keyboard shortcuts.
    fn shortcuts() -> Self;
}

/// Implements [`Navigate`] for a screen's `Message` that has `Go(Route)` and
/// `ToggleShortcuts` variants.
macro_rules! navigate {
    ($message:ident) => {
        impl $crate::ui::screen::Navigate for $message {
            fn go(route: $crate::ui::route::Route) -> Self {
                $message::Go(route)
            }

            fn shortcuts() -> Self {
                $message::ToggleShortcuts
            }
        }
    };
}
pub(crate) use navigate;

/// A row of navigation buttons shown at the top of most screens.
fn nav<M: Navigate>(title: String) -> Element<'static, M> {
    use crate::ui::theme::{size, style};
    row![
        button(text("Home").size(size::BODY))
            .style(style::button::secondary)
            .on_press(M::go(Route::Home)),
        text(title).size(size::TITLE),
        space().width(Fill),
        button(text("?").size(size::BODY))
            .style(style::button::quiet)
            .on_press(M::shortcuts()),
    ]
    .spacing(12)
    .align_y(iced::Alignment::Center)
    .into()
}
