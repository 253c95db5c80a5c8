//! The screens: each draws part of the app's state and sends its own `Message`; the app wraps
//! them in [`app::Message`](super::app::Message). Screens with state of their own keep it in a
//! `State` and turn messages into an `Action` the app carries out (only the app talks to the
//! store).

pub mod career;
pub mod home;
pub mod journal;
pub mod new_adventurer;
pub mod settings;
pub mod table;

use iced::widget::{button, column, container, row, space, text};
use iced::{Element, Fill};

use super::app::{App, Message, Screen};

/// The whole window: the message banner, the screen, and the shortcuts sheet when asked.
pub fn view(app: &App) -> Element<'_, Message> {
    let body = match &app.screen {
        Screen::Home => home::view(app).map(Message::Home),
        Screen::NewAdventurer => new_adventurer::view(app).map(Message::NewAdventurer),
        Screen::Table => table::view(app).map(Message::Table),
        Screen::Journal(id) => journal::view(app, id).map(Message::Journal),
        Screen::Career(id) => career::view(app, id).map(Message::Career),
        Screen::Fame => career::fame(app).map(Message::Career),
        Screen::Settings => settings::view(app).map(Message::Settings),
    };
    let mut page = column![].spacing(8).padding(12);
    if let Some(message) = &app.banner {
        page = page.push(
            container(
                row![
                    text(message.clone()).width(Fill),
                    button("OK").on_press(Message::Dismiss)
                ]
                .spacing(8),
            )
            .padding(8)
            .style(container::rounded_box)
            .width(Fill),
        );
    }
    if app.shortcuts {
        page = page.push(shortcuts());
    }
    page.push(body).into()
}

/// The keyboard shortcuts sheet.
fn shortcuts() -> Element<'static, Message> {
    let line =
        |keys: &'static str, what: &'static str| row![text(keys).width(140), text(what)].spacing(8);
    container(
        column![
            row![
                text("Keyboard shortcuts").size(20),
                space().width(Fill),
                button("Close").on_press(Message::ToggleShortcuts)
            ],
            line("1 … 9", "pick the numbered answer"),
            line("Space", "flip the next card"),
            line(
                "Ctrl+Z",
                "take back the last answer (marks the delve assisted)"
            ),
            line("Ctrl+E", "export the journal (Markdown)"),
            line("Ctrl+F", "search the journal"),
            line("Esc", "back to Home"),
            line("?", "show or hide this sheet"),
        ]
        .spacing(4),
    )
    .padding(12)
    .style(container::rounded_box)
    .width(Fill)
    .into()
}

/// A screen's message that can go to another screen or show the shortcuts sheet.
pub trait Navigate: Clone + 'static {
    /// Go to a screen.
    fn go(screen: Screen) -> Self;
    /// Show or hide the keyboard shortcuts.
    fn shortcuts() -> Self;
}

/// Implements [`Navigate`] for a screen's `Message` that has `Go(Screen)` and
/// `ToggleShortcuts` variants.
macro_rules! navigate {
    ($message:ident) => {
        impl $crate::ui::screen::Navigate for $message {
            fn go(screen: $crate::ui::Screen) -> Self {
                $message::Go(screen)
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
    row![
        button("Home").on_press(M::go(Screen::Home)),
        text(title).size(24),
        space().width(Fill),
        button("?").on_press(M::shortcuts()),
    ]
    .spacing(12)
    .into()
}
