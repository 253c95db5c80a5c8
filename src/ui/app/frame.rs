//! The window around every screen: the message banner and the keyboard shortcuts sheet.

use iced::widget::{button, column, container, row, space, text};
use iced::{Element, Fill};

use super::Message;

/// The whole window: the message banner, the shortcuts sheet when asked, and the screen.
pub(super) fn frame<'a>(
    banner: Option<&'a str>,
    shortcuts: bool,
    body: Element<'a, Message>,
) -> Element<'a, Message> {
    let mut page = column![].spacing(8).padding(12);
    if let Some(message) = banner {
        page = page.push(
            container(
                row![
                    text(message).width(Fill),
                    button("OK").on_press(Message::Dismiss)
                ]
                .spacing(8),
            )
            .padding(8)
            .style(container::rounded_box)
            .width(Fill),
        );
    }
    if shortcuts {
        page = page.push(shortcuts_sheet());
    }
    page.push(body).into()
}

/// The keyboard shortcuts sheet.
fn shortcuts_sheet() -> Element<'static, Message> {
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
