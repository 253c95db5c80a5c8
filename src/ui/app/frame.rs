//! The window around every screen: the message banner, a question waiting for a yes, and
//! the keyboard shortcuts sheet.

use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::ui::keymap::KEYMAP;
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

/// The keyboard shortcuts sheet: the keymap, a line each.
fn shortcuts_sheet() -> Element<'static, Message> {
    let mut lines = column![row![
        text("Keyboard shortcuts").size(size::LARGE),
        space().width(Fill),
        button(text("Close").size(size::BODY))
            .style(style::button::secondary)
            .on_press(Message::ToggleShortcuts)
    ]]
    .spacing(4);
    for binding in KEYMAP {
        lines = lines.push(
            row![
                text(binding.keys).size(size::BODY).width(150),
                text(binding.does).size(size::BODY)
            ]
            .spacing(8),
        );
    }
    lines = lines.push(row![
        button(text("About Malice and its cards").size(size::BODY))
            .style(style::button::quiet)
            .on_press(Message::Go(crate::ui::route::Route::About)),
    ]);
    container(lines)
        .padding(12)
        .style(style::container::floating)
        .width(Fill)
        .into()
}
