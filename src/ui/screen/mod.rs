//! The screens, and the one protocol they all speak.
//!
//! A screen is a state type (inside the app's [`Screen`](super::Screen)) that owns what it
//! shows. It draws it with a `view(&self, …)` method (over its state, plus the little it reads
//! from the profile or the settings) and takes its own messages with
//! [`Screen::update`], returning an [`Action`]: nothing, go somewhere, show the keyboard sheet,
//! run some work whose results come back as the screen's own messages, or ask the app for
//! what only the app can do (the store, a dialog) with the screen's own `Request`. A key comes
//! to the screen on show as a [`Command`] from the one keymap ([`crate::ui::keymap`]), which
//! [`Screen::command`] turns into one of its messages if it takes it.
//!
//! Screens never import the app and never touch the store: the app routes messages, carries
//! out requests against the profile, and runs tasks.
//!
//! ```text
//! key ──keymap──▶ Command ──Screen::command──▶ screen Message ─┐
//! click ─────────────────────────────────────▶ screen Message ─┤
//! task result ───────────────────────────────▶ screen Message ─┤
//!                                                              ▼
//!                                      Screen::update ──▶ Action ──▶ app: route / run / store
//! ```

pub mod about;
pub mod career;
pub mod daily;
pub mod game;
pub mod home;
pub mod journal;
pub mod new_adventurer;
pub mod rules;
pub mod settings;
pub mod table;

use iced::widget::{button, row, space, text};
use iced::{Element, Fill, Task};

use super::keymap::Command;
use super::route::Route;

/// What a screen asks of the app once it has taken one of its messages. `M` is the screen's
/// message, `R` its requests: what only the app can do for it.
#[must_use = "the app must carry out what the screen asks"]
pub enum Action<M, R = Nothing> {
    /// Nothing more: the screen took care of it.
    None,
    /// Go to another screen.
    Go(Route),
    /// Show or hide the keyboard shortcuts sheet.
    Shortcuts,
    /// Run this work; whatever it finds comes back as the screen's own messages.
    Run(Task<M>),
    /// Do what only the app can do (save, load, ask the player, open a dialog).
    Ask(R),
    /// Put the keyboard's focus on this control (see [`crate::ui::focus`]): the ring goes
    /// there, a text field gets the caret, and it is scrolled into view.
    Focus(iced::widget::Id),
}

impl<M, R> std::fmt::Debug for Action<M, R>
where
    R: std::fmt::Debug,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Action::None => f.write_str("None"),
            Action::Go(route) => f.debug_tuple("Go").field(route).finish(),
            Action::Shortcuts => f.write_str("Shortcuts"),
            Action::Run(_) => f.write_str("Run(..)"),
            Action::Ask(request) => f.debug_tuple("Ask").field(request).finish(),
            Action::Focus(id) => f.debug_tuple("Focus").field(id).finish(),
        }
    }
}

/// The requests of a screen that asks the app for nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nothing {}

/// A screen: its state, its messages, what it asks of the app, and the keys it takes.
pub trait Screen {
    /// What the screen sends (its buttons, its keys, its tasks' results).
    type Message;
    /// What only the app can do for it.
    type Request;

    /// Takes one of the screen's messages: changes the screen's own state, and says what the
    /// app must do.
    fn update(&mut self, message: Self::Message) -> Action<Self::Message, Self::Request>;

    /// The route that leads here (the app compares it to tell a change of screen).
    fn route(&self) -> Route;

    /// Where the keyboard's ring goes when the screen comes on show, if somewhere.
    fn first_control(&self) -> Option<super::focus::Stop> {
        None
    }

    /// The message a command from the keymap sends on this screen, if the screen takes it
    /// (the app carries out the commands no screen takes: Esc back to Home, Ctrl+E…).
    fn command(&self, command: &Command) -> Option<Self::Message> {
        let _ = command;
        None
    }

    /// Whether something on the screen is moving (the app asks for frames while it is).
    fn animating(&self) -> bool {
        false
    }

    /// Moves the screen's animations on to the frame drawn at `now`.
    fn tick(&mut self, now: iced::time::Instant) {
        let _ = now;
    }
}

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

/// A row of navigation buttons shown at the top of most screens, `k` times its size: a page
/// that grows in a wide room ([`rules::grown`]) grows its row with it.
fn nav<M: Navigate>(title: String, k: f32) -> Element<'static, M> {
    use crate::ui::focus;
    row![
        // No tooltip (Esc, as the `?` sheet beside says): under the row it covered the page.
        home_grown("nav.home", k),
        text(title).size(super::theme::size::TITLE * k),
        space().width(Fill),
        // Its tooltip to its left, in the row's empty middle: under it, it covered a page's
        // first field once the page took the whole width (New adventurer's name at 200 %).
        focus::tip_at(
            keys_grown("nav.keys", k),
            &Command::Shortcuts,
            focus::Side::Left
        ),
    ]
    .spacing(12.0 * k)
    .align_y(iced::Alignment::Center)
    .into()
}

/// Home, outlined (as every screen's navigation row, the table and the board games draw it),
/// its focus ring named `id`.
pub(crate) fn home<'a, M: Navigate>(id: &'static str) -> super::focus::Ring<'a, M> {
    home_grown(id, 1.0)
}

/// [`home`], `k` times its size (its words and padding).
pub(crate) fn home_grown<'a, M: Navigate>(id: &'static str, k: f32) -> super::focus::Ring<'a, M> {
    use super::theme::{size, style};
    super::focus::ring(
        id,
        button(text("Home").size(size::BODY * k))
            .padding(padding(k))
            .style(style::button::secondary)
            .on_press(M::go(Route::Home)),
    )
}

/// `?`, the shortcuts sheet, quiet (as every screen draws it), its focus ring named `id`.
pub(crate) fn keys<'a, M: Navigate>(id: &'static str) -> super::focus::Ring<'a, M> {
    keys_grown(id, 1.0)
}

/// [`keys`], `k` times its size (its words and padding).
pub(crate) fn keys_grown<'a, M: Navigate>(id: &'static str, k: f32) -> super::focus::Ring<'a, M> {
    use super::theme::{size, style};
    super::focus::ring(
        id,
        button(text("?").size(size::BODY * k))
            .padding(padding(k))
            .style(style::button::quiet)
            .on_press(M::shortcuts()),
    )
}

/// A button's padding (iced's, 5 by 10), `k` times.
fn padding(k: f32) -> iced::Padding {
    iced::Padding::from([5.0 * k, 10.0 * k])
}
