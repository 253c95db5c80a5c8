//! The score in one short line, under the board of a short window or atop a panel too short
//! for the players' list above its fold (a large zoom on a small window): each seat's sign,
//! short name and standing, side by side, so that who leads and by how much is in view with
//! every decision.

use iced::widget::{row, text};
use iced::{Alignment, Element};

use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::theme::size;

/// The line: "● You: 3 points   ○ Computer: 5 points", wrapping between seats (never
/// within one) when the panel is too narrow for all of them.
pub fn line<'a>(facts: &Facts) -> Element<'a, Message> {
    let mut line = row![].spacing(facts.at(16.0)).align_y(Alignment::Center);
    for seat in &facts.seats {
        line = line.push(
            row![
                sign::sign(facts.ink, usize::from(seat.seat)),
                text(format!("{}: {}", seat.short, seat.tally)).size(facts.at(size::SMALL)),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    line.wrap().vertical_spacing(4).into()
}
