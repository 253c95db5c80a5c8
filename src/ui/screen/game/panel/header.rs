//! The match screen's line across the top: Home, the title and the options in play, how to
//! play and the shortcuts.

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Fill};

use super::super::live::Ui;
use super::super::message::Message;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{size, style};

/// About how wide a character of the title is, in pixels a point of its size (Fira Sans).
const CHAR: f32 = 0.5;
/// About how wide the line's other parts are with their spacing: Home, How to play (or
/// Back to the moves) and `?`; and "assisted" when it shows.
const BUTTONS: f32 = 290.0;
const ASSISTED: f32 = 80.0;

/// The title's size in a line `across` wide: the screen's title size where its words fit on
/// one line beside the buttons, else the heading's (at 150 % of 1280×800 "Martian Chess: You
/// against the computer (level 1)" wrapped "1)" onto a line of its own once "assisted"
/// showed, and took the board's height).
fn title_size(title: &str, assisted: bool, across: f32, k: f32) -> f32 {
    let room = across - k * (BUTTONS + if assisted { ASSISTED } else { 0.0 });
    let needs = title.chars().count() as f32 * CHAR * size::TITLE * k;
    k * if needs <= room {
        size::TITLE
    } else {
        size::LARGE
    }
}

/// The line across the top, `across` wide: Home, the match's title with the options in play
/// under it, how to play, the shortcuts; `short` (a short window), the game's name alone,
/// smaller, the players and the options left to the panel, the form and History.
pub fn header<'a>(facts: &Facts, ui: &Ui, short: bool, across: f32) -> Element<'a, Message> {
    let names: Vec<&str> = facts.seats.iter().map(|s| s.plain.as_str()).collect();
    let title = if short {
        // The players are in the panel, each on a line.
        facts.kind.name().to_string()
    } else if names.len() > 2 {
        format!("{} for {}", facts.kind.name(), names.len())
    } else {
        format!("{}: {}", facts.kind.name(), names.join(" against "))
    };
    // A level stays with its number when the title wraps ("(level" and "1)" stood on two
    // lines).
    let title = title.replace("(level ", "(level\u{a0}");
    let k = facts.k;
    let home = crate::ui::screen::home_grown("match.home", k);
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
                text(title).size(size::LARGE * k),
                facts.assisted.then(|| text("assisted")
                    .size(size::PLAIN * k)
                    .style(style::text::warn)),
            ]
            .spacing(12.0 * k)
            .align_y(Alignment::Center)
            .width(Fill)
            .wrap()
            .into()
        } else {
            Element::from(
                column![
                    text(title.clone()).size(title_size(&title, facts.assisted, across, k)),
                    text(facts.tags.clone())
                        .size(size::SMALL * k)
                        .style(style::text::soft),
                ]
                .width(Fill),
            )
        },
    ]
    .spacing(12.0 * k)
    .align_y(Alignment::Center);
    if facts.assisted && !short {
        line = line.push(
            text("assisted")
                .size(size::PLAIN * k)
                .style(style::text::warn),
        );
    }
    line.push(focus::ring(
        "match.help",
        super::again::small_button(
            if ui.help {
                "Back to the moves"
            } else {
                "How to play"
            },
            false,
            k,
        )
        .on_press(Message::Help)
        .style(style::button::secondary),
    ))
    .push(focus::tip(
        crate::ui::screen::keys_grown("match.keys", k),
        &Command::Shortcuts,
    ))
    .into()
}
