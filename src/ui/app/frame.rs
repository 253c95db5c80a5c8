//! The window around every screen: the message banner, a question waiting for a yes, and
//! the keyboard shortcuts sheet, which floats over the screen. While a question waits or the
//! sheet is open, the screen behind is out of the keyboard's reach ([`focus::inert`]).

use iced::widget::{
    button, column, container, mouse_area, opaque, responsive, row, scrollable, space, stack, text,
};
use iced::{Alignment, Element, Fill};

use crate::ui::focus;
use crate::ui::keymap::KEYMAP;
use crate::ui::screen::rules::grown;
use crate::ui::theme::{size, style};

use super::{Confirm, Message};

/// The id of a question's yes, where the ring goes when a question comes up.
pub(super) const YES: &str = "frame.yes";
/// The id of the sheet's Close, where the ring goes when the sheet opens.
pub(super) const CLOSE: &str = "frame.close";

/// The whole window: the banner, the question, the screen, the shortcuts sheet over it.
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
                    focus::tooltip(
                        focus::ring(
                            "frame.ok",
                            button(text("OK").size(size::BODY))
                                .style(style::button::secondary)
                                .on_press(Message::Dismiss)
                        ),
                        "Esc"
                    )
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
                    focus::tooltip(
                        focus::ring(
                            YES,
                            button(text(confirm.yes).size(size::BODY))
                                .style(style::button::danger)
                                .on_press(Message::Confirmed)
                        ),
                        "Enter"
                    ),
                    focus::tooltip(
                        focus::ring(
                            "frame.cancel",
                            button(text("Cancel").size(size::BODY))
                                .style(style::button::secondary)
                                .on_press(Message::Dismiss)
                        ),
                        "Esc"
                    ),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            )
            .padding(8)
            .style(style::container::danger)
            .width(Fill),
        );
    }
    let reachable = confirm.is_none() && !shortcuts;
    page = page.push(if reachable { body } else { focus::inert(body) });
    let window = container(page)
        .width(Fill)
        .height(Fill)
        .style(style::container::page);
    // Always a stack, so that the screen keeps its place in the widget tree (its scroll,
    // its fields) when the sheet opens over it.
    let mut layers = stack![window];
    if shortcuts {
        // The sheet floats over the screen; a click beside it closes it, and the pointer
        // reaches nothing under it (no tooltip of the screen shows through).
        layers = layers
            .push(opaque(
                mouse_area(container(space()).width(Fill).height(Fill))
                    .on_press(Message::ToggleShortcuts),
            ))
            .push(
                container(responsive(|room| {
                    container(opaque(shortcuts_sheet(room.width)))
                        .width(Fill)
                        .align_x(Alignment::End)
                        .into()
                }))
                .padding(24)
                .width(Fill)
                .height(Fill),
            );
    }
    layers.into()
}

/// The width of the sheet's column of keys, and the narrowest room it stands beside what
/// the keys do in (narrower, the keys stand over their words, which keep 16 ems).
const KEYS: f32 = 214.0;
const KEYS_BESIDE: f32 = 530.0;
/// The room (in points) from which the sheet stands wider.
const WIDE: f32 = 1400.0;

/// The keyboard shortcuts sheet in a room `room` wide: the keymap, a line each (the keys
/// over what they do in a narrow room), scrolling when the window is short (or the text
/// large); in a wide room it grows as How to play does ([`grown`]).
fn shortcuts_sheet(room: f32) -> Element<'static, Message> {
    let k = grown(room);
    let body = size::BODY * k;
    let mut lines = column![].spacing(4.0 * k);
    for binding in KEYMAP {
        let keys = text(binding.keys).size(body);
        let does = text(binding.does).size(body).width(Fill);
        let line: Element<'static, Message> = if room >= KEYS_BESIDE {
            row![keys.width(KEYS * k), does].spacing(8.0 * k).into()
        } else {
            column![keys, container(does).padding(iced::Padding::ZERO.left(16))]
                .spacing(2)
                .into()
        };
        lines = lines.push(line);
    }
    lines = lines.push(
        row![
            focus::ring(
                "frame.rules",
                button(text("How to play").size(body))
                    .style(style::button::secondary)
                    .on_press(Message::Go(crate::ui::route::Route::Rules)),
            ),
            focus::ring(
                "frame.about",
                button(text("About Malice and its cards").size(body))
                    .style(style::button::quiet)
                    .on_press(Message::Go(crate::ui::route::Route::About)),
            ),
        ]
        .spacing(8.0 * k),
    );
    let head = row![
        text("Keyboard shortcuts").size(size::LARGE * k),
        space().width(Fill),
        focus::ring(
            CLOSE,
            button(text("Close").size(body))
                .style(style::button::secondary)
                .on_press(Message::ToggleShortcuts)
        )
        .first()
    ]
    .align_y(Alignment::Center);
    container(
        column![
            head,
            scrollable(lines.padding(iced::Padding::ZERO.right(12))).height(iced::Shrink)
        ]
        .spacing(8.0 * k),
    )
    .padding(12.0 * k)
    // Wider in a wide room, where most keys' words then stand on one line (at 1920×1080 the
    // sheet took a third of the window, its words two and three lines each).
    .max_width(if room >= WIDE { 1040.0 * k } else { 720.0 })
    .style(style::container::floating)
    .into()
}
