//! The delve table. The card in play comes first (a large face, what it does, its prompt,
//! the question and its answers, the odds), above the fold; then the adventurer's sheet, what
//! the turn did, the hand and the piles; the journal beside it as a page of a book.

use iced::widget::{button, column, container, responsive, row, scrollable, space, text};
use iced::{Element, Fill, FillPortion};

use crate::career::ActiveDelve;
use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;

use crate::ui::route::Route;
use crate::ui::theme::{size, style};

mod dice;
mod end;
mod hand;
mod hero;
mod messages;
mod notes;
mod odds;
mod possible;
mod state;
mod update;
mod words;

pub use messages::{Action, Message, Request};
pub use state::{Note, Table, note_entry};
pub use words::answer as describe_answer;

impl Table {
    /// The delve table.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| view(self, size.width)).into()
    }
}

fn view(table: &Table, width: f32) -> Element<'_, Message> {
    let active = table.on_show();
    let left = column![
        header(table, active),
        sheet(table, active),
        hero::view(table, active),
        hand::hand(table, active),
        hand::piles(table, active),
        possible::view(table, active),
    ]
    .spacing(12);
    // On a narrow window the journal takes a third, else two fifths.
    let (main, side) = if width < 1150.0 { (2, 1) } else { (3, 2) };
    row![
        container(
            scrollable(left.padding(iced::Padding::ZERO.right(4)))
                .spacing(6)
                .height(Fill)
        )
        .width(FillPortion(main))
        .height(Fill),
        notes::panel(table, active).width(FillPortion(side)),
    ]
    .spacing(16)
    .height(Fill)
    .into()
}

fn header<'a>(table: &Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let mut line = row![
        button(text("Home").size(size::BODY))
            .style(style::button::secondary)
            .on_press(Message::Go(Route::Home)),
        text(active.record().name.clone()).size(size::TITLE),
        text(format!("Turn {}", delve.turn()))
            .size(size::BODY)
            .style(style::text::soft),
        space().width(Fill),
    ]
    .spacing(12)
    .align_y(iced::Alignment::Center);
    if let Some((moment, estimate)) = table.estimate_on_show()
        && moment == table.moment()
        && delve.outcome().is_none()
    {
        line = line.push(
            text(format!(
                "Chance to escape from here: {} (a careful player, {} delves)",
                estimate.reads(),
                estimate.runs
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    if active.record().assisted {
        line = line.push(
            text("assisted: an answer was taken back")
                .size(size::SMALL)
                .style(style::text::warn),
        );
    }
    if delve.cursed() {
        line = line.push(
            text("Cursed: no actions, no Cups until you pass a check")
                .size(size::SMALL)
                .style(style::text::accent),
        );
    }
    line.push(
        button(text("Undo").size(size::BODY))
            .style(style::button::secondary)
            .on_press_maybe(active.can_undo().then_some(Message::Undo)),
    )
    .push(
        button(text("?").size(size::BODY))
            .style(style::button::quiet)
            .on_press(Message::ToggleShortcuts),
    )
    .into()
}

/// The six attributes as a character sheet: the change since the last flip on each, and a
/// box whose attribute just changed glows green (up) or red (down) and fades back.
fn sheet<'a>(table: &Table, active: &'a ActiveDelve) -> Element<'a, Message> {
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
        let cell = column![
            text(attr.name()).size(size::SMALL).style(style::text::soft),
            line
        ]
        .spacing(0);
        boxes = boxes.push(container(cell).padding([4, 10]).width(Fill).style(
            move |theme: &iced::Theme| {
                let ink = crate::ui::theme::ink(theme);
                let color = tint.map(|up| if up { ink.good } else { ink.accent });
                style::container::glowing(color, glow)(theme)
            },
        ));
    }
    boxes.into()
}

/// The events since the last card was flipped (all of them before the first flip): what the
/// table tells until the next flip.
pub(super) fn since_flip(active: &ActiveDelve) -> &[Event] {
    let events = active.events();
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::Flipped { .. }))
        .unwrap_or(0);
    &events[start..]
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
