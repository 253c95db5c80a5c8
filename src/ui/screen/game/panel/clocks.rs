//! A timed match's clocks: one small row, each seat's sign and time left, the clock that
//! runs set off, a time that ran out in the warning colour.

use iced::widget::{container, row, text};
use iced::{Alignment, Element};

use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::theme::{size, style};

/// The clocks' row, or nothing for an untimed match.
pub fn view<'a>(facts: &Facts) -> Option<Element<'a, Message>> {
    if facts.times.is_empty() {
        return None;
    }
    let mut line = row![].spacing(facts.at(8.0)).align_y(Alignment::Center);
    for time in &facts.times {
        let left = text(time.left.clone()).size(facts.at(size::LARGE));
        let left = if time.out {
            left.style(style::text::warn)
        } else {
            left
        };
        let clock = row![sign::sign(facts.ink, usize::from(time.seat)), left]
            .spacing(6)
            .align_y(Alignment::Center);
        line = line.push(
            container(clock)
                .padding([2, 8])
                .style(style::container::panel_or_chosen(time.running)),
        );
    }
    Some(line.wrap().vertical_spacing(6).into())
}
