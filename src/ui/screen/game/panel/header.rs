//! The match screen's line across the top: Home, the title and the options in play, how to
//! play and the shortcuts.

use iced::widget::{button, column, row, text};
use iced::{Alignment, Element, Fill};

use super::super::live::Ui;
use super::super::message::Message;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{size, style};

/// The line across the top: Home, the match's title with the options in play under it, how
/// to play, the shortcuts; `short` (a short window), the game's name alone, smaller, the
/// players and the options left to the panel, the form and History.
pub fn header<'a>(facts: &Facts, ui: &Ui, short: bool) -> Element<'a, Message> {
    let names: Vec<&str> = facts.seats.iter().map(|s| s.plain.as_str()).collect();
    let title = if short {
        // The players are in the panel, each on a line.
        facts.kind.name().to_string()
    } else if names.len() > 2 {
        format!("{} for {}", facts.kind.name(), names.len())
    } else {
        format!("{}: {}", facts.kind.name(), names.join(" against "))
    };
    let home = crate::ui::screen::home("match.home");
    let mut line = row![
        // A short window's Home has no tooltip: under it, a line away, is the board (Esc is
        // on the `?` sheet).
        if short {
            home.into()
        } else {
            focus::tip(home, &Command::Back)
        },
        // The title takes the room left by the buttons (and wraps in it), so that they
        // keep their words on one line at a large zoom.
        // A short window's "assisted" stands beside the name (wrapping under it only when
        // it must), so that the board keeps the line's height.
        if short {
            row![
                text(title).size(size::LARGE),
                facts
                    .assisted
                    .then(|| text("assisted").style(style::text::warn)),
            ]
            .spacing(12)
            .align_y(Alignment::Center)
            .width(Fill)
            .wrap()
            .into()
        } else {
            Element::from(
                column![
                    text(title).size(size::TITLE),
                    text(facts.tags.clone())
                        .size(size::SMALL)
                        .style(style::text::soft),
                ]
                .width(Fill),
            )
        },
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    if facts.assisted && !short {
        line = line.push(text("assisted").style(style::text::warn));
    }
    line.push(focus::ring(
        "match.help",
        button(if ui.help {
            "Back to the moves"
        } else {
            "How to play"
        })
        .on_press(Message::Help)
        .style(style::button::secondary),
    ))
    .push(focus::tip(
        crate::ui::screen::keys("match.keys"),
        &Command::Shortcuts,
    ))
    .into()
}
