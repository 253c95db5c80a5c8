//! The players in the match panel: each seat's sign, name, score and turn, and who leads.

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Fill};

use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::theme::{size, style};

/// Each player with their standing, and, given the seats' `scores` (a game of points), who
/// leads and by how much: a lesson's score, beside its goal.
pub fn standing<'a>(facts: &Facts, scores: Option<&[i32]>) -> Element<'a, Message> {
    let mut lines = column![seats(facts, SEAT_ONE_LINE, true)].spacing(6);
    if let Some(lead) = scores.and_then(|scores| lead(facts, scores)) {
        lines = lines.push(text(lead).style(style::text::soft));
    }
    lines.into()
}

/// Who leads a game of two seats and by how much, in a sentence: "You lead by 1 point.",
/// "North leads by 2 points.", "The scores are level, 3 each."
fn lead(facts: &Facts, scores: &[i32]) -> Option<String> {
    let &[first, second] = scores else {
        return None;
    };
    if first == second {
        return Some(format!("The scores are level, {first} each."));
    }
    let (leader, by) = if first > second {
        (0, first - second)
    } else {
        (1, second - first)
    };
    let seat = facts.seats.get(leader)?;
    let points = if by == 1 { "point" } else { "points" };
    Some(if seat.plain == crate::boards::session::YOU {
        format!("You lead by {by} {points}.")
    } else {
        let who = seat.place.map_or_else(|| seat.name.clone(), str::to_owned);
        format!("{who} leads by {by} {points}.")
    })
}

/// The narrowest panel with a seat's name and score on one line.
const SEAT_ONE_LINE: f32 = 360.0;

/// Each player: the sign, the name (and place), the score (unless `tallied` is false: the
/// scores stand elsewhere in view), "to move"; with the teams and the clock's words under
/// them. A panel `width` wide and too narrow for a line each wraps the score under the name.
pub(super) fn seats<'a>(facts: &Facts, width: f32, tallied: bool) -> Element<'a, Message> {
    let plain = facts.at(size::PLAIN);
    let mut lines = column![].spacing(facts.at(8.0));
    for seat in &facts.seats {
        let mut label = seat.name.clone();
        if let Some(place) = seat.place {
            label = format!("{label}, {place}");
        }
        let sign = sign::sign(facts.ink, usize::from(seat.seat));
        let mut after = row![tallied.then(|| text(seat.tally.clone()).size(plain))]
            .spacing(facts.at(8.0))
            .align_y(Alignment::Center);
        if seat.to_move {
            after = after.push(
                text("to move")
                    .size(facts.at(size::SMALL))
                    .style(style::text::soft),
            );
        }
        // A wide panel sets the scores in a column at its right; a narrow one lets the line
        // wrap, the score under the name when both do not fit.
        let line: Element<'a, Message> = if width >= facts.at(SEAT_ONE_LINE) {
            row![sign, text(label).size(plain).width(Fill), after]
                .spacing(facts.at(8.0))
                .align_y(Alignment::Center)
                .into()
        } else {
            row![
                row![sign, text(label).size(plain)]
                    .spacing(facts.at(8.0))
                    .align_y(Alignment::Center),
                after
            ]
            .spacing(12)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(2)
            .into()
        };
        lines = lines.push(line);
    }
    if let Some(teams) = &facts.teams {
        lines = lines.push(text(teams.clone()).size(facts.at(size::SMALL)));
    }
    if let Some(clock) = &facts.clock_left {
        lines = lines.push(text(clock.clone()).size(facts.at(size::SMALL)));
    }
    lines.into()
}
