//! The adventurer's six attributes as a character sheet, each with its change since the last
//! flip.

use iced::widget::{column, container, row, space, text};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;
use crate::ui::theme::{size, style};

use super::sizes::{SHEET_COLUMN, SHEET_GAP};
use super::told::since_flip;
use super::{Message, Table};

/// The six attributes as a character sheet: the change since the last flip on each, and a
/// box whose attribute just changed glows green (up) or red (down) and fades back. Each box
/// names its attribute whole; a narrow table (a small window, or a large zoom) sets the
/// boxes in two or three rows (`sizes.sheet_rows`) rather than shortening the names.
pub(super) fn sheet<'a>(
    table: &Table,
    active: &'a ActiveDelve,
    sizes: super::sizes::Sizes,
) -> Element<'a, Message> {
    let per_row = 6 / sizes.sheet_rows.clamp(1, 3);
    let mut rows = column![].spacing(6);
    let mut boxes = row![].spacing(SHEET_GAP);
    for (n, cell) in cells(table, active, size::TITLE, [2, 10])
        .into_iter()
        .enumerate()
    {
        boxes = boxes.push(cell);
        if (n + 1) % per_row == 0 {
            rows = rows.push(std::mem::replace(&mut boxes, row![].spacing(SHEET_GAP)));
        }
    }
    rows.into()
}

/// The six attributes one under the other, a line each, for beside the hand when the band
/// needs the sheet's row (many answers in a room short of height: `sizes.sheet_beside`).
pub(super) fn sheet_column<'a>(table: &Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    column(cells(table, active, size::BODY, [0, 8]))
        .spacing(1)
        .width(SHEET_COLUMN)
        .into()
}

/// The six attributes in one line of small print, for a low room whose sheet lies under the
/// fold: "Might 4 · Agility 3 · …", each name whole, its value coloured as on the sheet (a
/// low one in the warning's or the accent's ink). It wraps rather than leaving its room.
pub(super) fn line<'a>(active: &'a ActiveDelve) -> Element<'a, Message> {
    let now = active.delve().attributes();
    let mut line = row![].spacing(6).align_y(iced::Alignment::Center);
    for (n, attr) in Attr::ALL.into_iter().enumerate() {
        if n > 0 {
            line = line.push(text("·").size(size::SMALL).style(style::text::soft));
        }
        let value = now.get(attr);
        line = line.push(
            row![
                text(attr.name()).size(size::SMALL).style(style::text::soft),
                text(value.to_string())
                    .size(size::SMALL)
                    .style(value_ink(value))
            ]
            .spacing(3),
        );
    }
    line.wrap().vertical_spacing(2).into()
}

/// An attribute's value's ink: the accent's at 0 or 1, the warning's at 2.
fn value_ink(value: u8) -> fn(&iced::Theme) -> iced::widget::text::Style {
    match value {
        0 | 1 => style::text::accent,
        2 => style::text::warn,
        _ => iced::widget::text::base,
    }
}

/// Each attribute's box: its whole name, then its value (in `value_size`) and its change at
/// the right, glowing green (up) or red (down) as it fades back.
fn cells<'a>(
    table: &Table,
    active: &'a ActiveDelve,
    value_size: f32,
    padding: [u16; 2],
) -> Vec<Element<'a, Message>> {
    let now = active.delve().attributes();
    let changes = changes(since_flip(active));
    let glow = 1.0 - table.shift.progress();
    let mut cells = Vec::new();
    for attr in Attr::ALL {
        let value = now.get(attr);
        let number = text(value.to_string())
            .size(value_size)
            .style(value_ink(value));
        let mut line = row![number].spacing(6).align_y(iced::Alignment::End);
        let mut tint = None;
        if let Some(delta) = changes[attr.index()].filter(|d| *d != 0) {
            let ink = if delta > 0 {
                style::text::good
            } else {
                style::text::accent
            };
            let label = if delta > 0 {
                format!("+{delta}")
            } else {
                format!("−{}", delta.unsigned_abs())
            };
            line = line.push(text(label).size(size::BODY).style(ink));
            tint = Some(delta > 0);
        }
        // One line a box: the name, then the value (and its change) at the right.
        let cell = row![
            text(attr.name())
                .size(size::SMALL)
                .style(style::text::soft)
                .wrapping(iced::widget::text::Wrapping::None),
            space().width(Fill),
            line
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center);
        cells.push(
            container(cell)
                .padding(padding)
                .width(Fill)
                .style(move |theme: &iced::Theme| {
                    let ink = crate::ui::theme::ink(theme);
                    let color = tint.map(|up| if up { ink.good } else { ink.accent });
                    style::container::glowing(color, glow)(theme)
                })
                .into(),
        );
    }
    cells
}

/// Each attribute's change over these events.
fn changes(events: &[Event]) -> [Option<i16>; 6] {
    let mut out = [None; 6];
    for event in events {
        if let Event::SkillChanged { attr, from, to } = event {
            let slot = &mut out[attr.index()];
            *slot = Some(slot.unwrap_or(0) + i16::from(*to) - i16::from(*from));
        }
    }
    out
}
