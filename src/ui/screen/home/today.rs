//! Home's line for today's delve: the day's adventurer, how the day's try stands, and the
//! way in (the try on record first, practice after it), with the Daily page beside.

use chrono::NaiveDate;
use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::career::DayState;
use crate::tarot::attributes::Attributes;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::screen::daily::{attribute_line, state_words};
use crate::ui::theme::{SERIF, size, style};

/// What Home shows of today's delve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Today {
    /// The date, by the calendar chosen.
    pub date: NaiveDate,
    /// The adventurer of the day.
    pub name: String,
    /// Their attributes.
    pub attributes: Attributes,
    /// How the day's try on record stands, once it began.
    pub record: Option<DayState>,
}

/// The line: "Today's delve, Sunday 29 November: Quill the Cartographer (Might 1 · …)", how
/// it stands, and its buttons. `busy`: a delve is in progress, so none can start. `play` and
/// `daily` are Home's messages for the two buttons (passed in, so this file does not import
/// its parent). `attributes`: the attributes shown while the day's try has not begun (a very
/// short window leaves them to the Daily page).
pub(super) fn band<M: Clone + 'static>(
    today: &Today,
    busy: bool,
    attributes: bool,
    play: M,
    daily: M,
) -> Element<'_, M> {
    let status = match today.record {
        None if attributes => Some(attribute_line(today.attributes)),
        None => None,
        Some(DayState::Playing) => Some("in the dungeon now".to_string()),
        Some(state) => Some(format!("{}; more tries are practice", state_words(state))),
    };
    let label = match today.record {
        None => "Play today's delve",
        Some(_) => "Practice",
    };
    let play_button = button(text(label).size(size::BODY))
        .style(if today.record.is_none() {
            style::button::primary
        } else {
            style::button::secondary
        })
        .on_press_maybe((!busy).then_some(play));
    // The words first, the two buttons after them as one piece: on a narrow window (or a
    // large zoom) what does not fit goes to the next line, the buttons together (at 1024×640
    // "Daily" once stood alone on a line of its own).
    let buttons = row![
        focus::ring("home.today", play_button),
        focus::tip(
            focus::ring(
                "home.daily",
                button(text("Daily").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(daily)
            ),
            &Command::Go(Route::Daily),
        ),
    ]
    .spacing(10)
    .align_y(Alignment::Center);
    let line = row![
        text(format!(
            "Today's delve, {}:",
            today.date.format("%A %-d %B")
        ))
        .size(size::BODY)
        .style(style::text::soft),
        text(today.name.clone()).font(SERIF).size(size::LARGE),
        status.map(|status| text(status).size(size::SMALL).style(style::text::soft)),
        buttons,
    ]
    .spacing(10)
    .align_y(Alignment::Center)
    .wrap()
    .vertical_spacing(4);
    container(line)
        .padding([6, 12])
        .width(Fill)
        .style(style::container::panel)
        .into()
}
