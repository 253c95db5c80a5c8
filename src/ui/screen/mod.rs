//! The screens: each draws part of the app's state and sends its messages.

mod career;
mod home;
mod journal;
mod new_adventurer;
mod settings;
mod table;

use iced::widget::{button, column, container, row, space, text};
use iced::{Element, Fill};

use super::app::{App, Message, Screen};

/// The whole window: the message banner, the screen, and the shortcuts sheet when asked.
pub fn view(app: &App) -> Element<'_, Message> {
    let body = match &app.screen {
        Screen::Home => home::view(app),
        Screen::NewAdventurer => new_adventurer::view(app),
        Screen::Table => table::view(app),
        Screen::Journal(id) => journal::view(app, id),
        Screen::Career(id) => career::view(app, id),
        Screen::Fame => career::fame(app),
        Screen::Settings => settings::view(app),
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

/// A row of navigation buttons shown at the top of most screens.
fn nav(title: String) -> Element<'static, Message> {
    row![
        button("Home").on_press(Message::Go(Screen::Home)),
        text(title).size(24),
        space().width(Fill),
        button("?").on_press(Message::ToggleShortcuts),
    ]
    .spacing(12)
    .into()
}
