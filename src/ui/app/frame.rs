//! The window around every screen: the message banner, a question waiting for a yes, and
//! the keyboard shortcuts sheet.

use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::ui::theme::{size, style};

use super::{Confirm, Message};

/// The whole window: the banner, the question, the shortcuts sheet when asked, the screen.
pub(super) fn frame<'a>(
    banner: Option<&'a str>,
    confirm: Option<&'a Confirm>,
    shortcuts: bool,
    body: Element<'a, Message>,
) -> Element<'a, Message> {
    let mut page = column![].spacing(8).padding(12);
    if let Some(message) = banner {
        page = page.push(
            container(
                row![
                    text(message).size(size::BODY).width(Fill),
                    button(text("OK").size(size::BODY))
                        .style(style::button::secondary)
                        .on_press(Message::Dismiss)
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            )
            .padding(8)
            .style(style::container::banner)
            .width(Fill),
        );
    }
    if let Some(confirm) = confirm {
        page = page.push(
            container(
                row![
                    text(confirm.question.as_str()).size(size::BODY).width(Fill),
                    button(text(confirm.yes).size(size::BODY))
                        .style(style::button::danger)
                        .on_press(Message::Confirmed),
                    button(text("Cancel").size(size::BODY))
                        .style(style::button::secondary)
                        .on_press(Message::Dismiss),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            )
            .padding(8)
            .style(style::container::danger)
            .width(Fill),
        );
    }
    if shortcuts {
        page = page.push(shortcuts_sheet());
    }
    container(page.push(body))
        .width(Fill)
        .height(Fill)
        .style(style::container::page)
        .into()
}

/// The keyboard shortcuts sheet.
fn shortcuts_sheet() -> Element<'static, Message> {
    let line = |keys: &'static str, what: &'static str| {
        row![
            text(keys).size(size::BODY).width(150),
            text(what).size(size::BODY)
        ]
        .spacing(8)
    };
    container(
        column![
            row![
                text("Keyboard shortcuts").size(size::LARGE),
                space().width(Fill),
                button(text("Close").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::ToggleShortcuts)
            ],
            line(
                "1 … 9",
                "pick the numbered answer (the keys of the number row, on any layout)"
            ),
            line(
                "10 and up",
                "type the number, then Enter (or click the answer or the card)"
            ),
            line(
                "Space",
                "flip the next card, or roll the die a check waits for"
            ),
            line("Enter", "on Home: continue the delve in progress"),
            line(
                "N, R, F, S",
                "on Home: new adventurer, rules and arcana, hall of fame, settings"
            ),
            line(
                "Ctrl+Z",
                "take back the last answer or move (marks it assisted)"
            ),
            line("Ctrl+E", "export the journal (Markdown)"),
            line(
                "← →",
                "in a match: step through the moves played (Esc lets go of a piece)"
            ),
            line("Ctrl+F", "search the journal"),
            line(
                "Esc",
                "close this sheet; else back to Home (the delve is saved)"
            ),
            line("?", "show or hide this sheet"),
            row![
                button(text("About Malice and its cards").size(size::BODY))
                    .style(style::button::quiet)
                    .on_press(Message::Go(crate::ui::route::Route::About)),
            ],
        ]
        .spacing(4),
    )
    .padding(12)
    .style(style::container::floating)
    .width(Fill)
    .into()
}
