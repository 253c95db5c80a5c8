//! A race on show: my delve and a friend's of the same deal, turn by turn, the turn where we
//! parted ways marked, and how each ended.

use iced::widget::{Column, column, container, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

use crate::career::{Race, RaceRow, RaceTurn};
use crate::ui::focus;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

use super::Message;

/// The race between my delve (`name`'s) and the friend's.
pub(super) fn view<'a>(name: &'a str, race: &'a Race) -> Element<'a, Message> {
    let parted = match race.parted {
        None => "You made the same choices as far as both delves went.".to_string(),
        Some(0) => "You parted ways before the first turn.".to_string(),
        Some(turn) => format!("You parted ways on turn {turn} (marked below)."),
    };
    let head = column![
        text(format!("{name} beside your friend's delve"))
            .font(SERIF)
            .size(size::TITLE),
        text(format!("{name}: {}.", race.mine.words)).size(size::BODY),
        text(format!("Your friend: {}.", race.theirs.words)).size(size::BODY),
        text(parted).size(size::BODY).style(style::text::accent),
        row![
            text("Turn")
                .size(size::SMALL)
                .style(style::text::soft)
                .width(70),
            text(name)
                .size(size::SMALL)
                .style(style::text::soft)
                .width(FillPortion(1)),
            text("Your friend")
                .size(size::SMALL)
                .style(style::text::soft)
                .width(FillPortion(1)),
        ]
        .spacing(12),
    ]
    .spacing(6);
    let rows = Column::with_children(race.rows.iter().map(|r| turn_row(r, race.parted)))
        .spacing(6)
        .padding(iced::Padding::ZERO.right(14));
    column![
        head,
        scrollable(rows).height(Fill),
        focus::ring(
            "race.back",
            iced::widget::button(text("Back to today's delve").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::CloseRace)
        ),
    ]
    .spacing(10)
    .into()
}

/// One turn, both sides; the turn where the choices first differ stands out.
fn turn_row(r: &RaceRow, parted: Option<u32>) -> Element<'_, Message> {
    let here = parted == Some(r.turn);
    let label = match r.turn {
        0 => "Opening".to_string(),
        n => format!("Turn {n}"),
    };
    let mut label = column![text(label).size(size::BODY)];
    if here {
        label = label.push(
            text("parted here")
                .size(size::SMALL)
                .style(style::text::accent),
        );
    }
    let body = row![
        label.width(70),
        side(r.mine.as_ref()),
        side(r.theirs.as_ref()),
    ]
    .spacing(12);
    container(body)
        .padding([6, 8])
        .width(Fill)
        .style(style::container::panel_or_chosen(here))
        .into()
}

/// One side of a turn: the card, what happened, what was chosen.
fn side(turn: Option<&RaceTurn>) -> Element<'_, Message> {
    let Some(turn) = turn else {
        return text("—")
            .size(size::BODY)
            .style(style::text::soft)
            .width(FillPortion(1))
            .into();
    };
    let mut words = column![].spacing(2);
    if !turn.summary.is_empty() {
        words = words.push(text(turn.summary.clone()).size(size::SMALL));
    }
    if !turn.choices.is_empty() {
        words = words.push(
            text(format!("Chose: {}", turn.choices.join(", ")))
                .size(size::SMALL)
                .style(style::text::soft),
        );
    }
    let face: Element<'_, Message> = match turn.card {
        Some(c) => card::face(c, 44.0, false),
        None => iced::widget::space().width(44).into(),
    };
    row![face, words.width(Fill)]
        .spacing(8)
        .width(FillPortion(1))
        .into()
}
