//! The adventurer's six attributes as a character sheet, each with its change since the last
//! flip.

use iced::widget::{container, row, space, text};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;
use crate::ui::theme::{size, style};

use super::{Message, Table, since_flip};

/// The six attributes as a character sheet: the change since the last flip on each, and a
/// box whose attribute just changed glows green (up) or red (down) and fades back. On a
/// narrow table (a small window, or a large zoom) the names go short ("Int"), so that every
/// value stays in sight.
pub(super) fn sheet<'a>(
    table: &Table,
    active: &'a ActiveDelve,
    width: f32,
) -> Element<'a, Message> {
    let short = width < 6.0 * SHEET_BOX;
    let now = active.delve().attributes();
    let changes = changes(since_flip(active));
    let glow = 1.0 - table.shift.progress();
    let mut boxes = row![].spacing(8);
    for attr in Attr::ALL {
        let value = now.get(attr);
        let number = text(value.to_string())
            .size(size::TITLE)
            .style(match value {
                0 | 1 => style::text::accent,
                2 => style::text::warn,
                _ => iced::widget::text::base,
            });
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
            text(if short {
                &attr.name()[..3]
            } else {
                attr.name()
            })
            .size(size::SMALL)
            .style(style::text::soft),
            space().width(Fill),
            line
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center);
        boxes = boxes.push(container(cell).padding([2, 10]).width(Fill).style(
            move |theme: &iced::Theme| {
                let ink = crate::ui::theme::ink(theme);
                let color = tint.map(|up| if up { ink.good } else { ink.accent });
                style::container::glowing(color, glow)(theme)
            },
        ));
    }
    boxes.into()
}

/// The narrowest a box of the character sheet is with the attribute's whole name in it.
const SHEET_BOX: f32 = 124.0;

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
