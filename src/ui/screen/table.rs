//! The delve table. The card in play comes first (a large face, what it does, its prompt,
//! the question and its answers, the odds), above the fold; then the adventurer's sheet, what
//! the turn did, the hand and the piles; the journal beside it as a page of a book.

use iced::widget::{button, column, container, responsive, row, scrollable, space, text};
use iced::{Element, Fill, Size};

use crate::career::ActiveDelve;
use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;

use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;

mod dice;
mod end;
mod guide;
mod hand;
mod hero;
mod messages;
mod notes;
mod odds;
mod possible;
mod seen;
mod state;
mod update;
mod words;

pub use messages::{Action, Message, Request};
pub use state::{Note, Table, note_entry};
pub use words::answer as describe_answer;

impl Table {
    /// The delve table.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| view(self, size)).into()
    }
}

/// How big the table's cards are drawn, from the room the table has: the height left once
/// the header, the attributes and the captions are placed goes three fifths to the card in
/// play and the rest to the hand, so a larger window shows larger cards rather than empty
/// space, and a smaller one keeps the card, the question, the attributes and the hand in view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizes {
    /// The width of the table's own column (the journal takes the rest).
    pub table: f32,
    /// The card in play's width.
    pub hero: f32,
    /// A hand card's width (90 px or more).
    pub hand: f32,
    /// A pile's card width.
    pub pile: f32,
}

/// The gap between the table's column and the journal.
const COLUMN_GAP: f32 = 16.0;

/// The height the table's column gives to all but cards: the header line, the card in
/// play's frame, the attributes, the hand's tray and captions, and the gaps between them.
const FIXED_HEIGHT: f32 = 36.0 + 28.0 + 40.0 + 76.0 + 30.0 + 8.0;

impl Sizes {
    /// The sizes for a table `size` big (the window less its margins).
    pub fn of(size: Size) -> Sizes {
        // The journal takes three tenths of the width, the table the rest.
        let table = ((size.width - COLUMN_GAP) * 0.7).max(320.0);
        let room = (size.height - FIXED_HEIGHT).max(300.0);
        let hand_height = (room * 0.4).clamp(card::height(90.0), card::height(160.0));
        let hero_height = (room - hand_height).clamp(180.0, 560.0);
        let hand = hand_height / card::RATIO;
        Sizes {
            table,
            hero: (hero_height / card::RATIO).min(table * 0.3),
            hand,
            pile: (hand * 0.45).clamp(40.0, 72.0),
        }
    }

    /// The room across the hand has beside `piles` piles.
    pub fn hand_room(&self, piles: usize) -> f32 {
        // The tray's padding, the piles with their gaps and a margin for the scroller.
        self.table - 24.0 - 8.0 - piles as f32 * (self.pile + 8.0 + 10.0) - 16.0
    }
}

fn view(table: &Table, size: Size) -> Element<'_, Message> {
    let active = table.on_show();
    let sizes = Sizes::of(size);
    let piles = hand::pile_count(active);
    // Table mode's count of the cards still possible stands beside the piles.
    let beside = if possible::table_mode(active) {
        possible::COUNT_WIDTH + 10.0
    } else {
        0.0
    };
    let left = column![
        header(table, active),
        hero::view(table, active, sizes.hero),
        sheet(table, active, sizes.table),
        row![
            hand::hand(table, active, sizes.hand, sizes.hand_room(piles) - beside),
            hand::piles(table, active, sizes.pile),
        ]
        .spacing(16),
        possible::view(table, active),
    ]
    .spacing(10);
    row![
        container(
            scrollable(left.padding(iced::Padding::ZERO.right(8)))
                .spacing(6)
                .height(Fill)
        )
        .width(sizes.table)
        .height(Fill),
        notes::panel(table, active).width(Fill),
    ]
    .spacing(COLUMN_GAP)
    .height(Fill)
    .into()
}

fn header<'a>(table: &Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let mut line = row![
        focus::tip(
            focus::ring(
                "table.home",
                button(text("Home").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::Home))
            ),
            &Command::Back
        ),
        text(active.record().name.clone()).size(size::TITLE),
        text(format!("Turn {}", delve.turn()))
            .size(size::BODY)
            .style(style::text::soft),
        words::goal(),
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
    line.push(focus::tip(
        focus::ring(
            "table.undo",
            button(text("Undo").size(size::BODY))
                .style(style::button::secondary)
                .on_press_maybe(active.can_undo().then_some(Message::Undo)),
        ),
        &Command::Undo,
    ))
    .push(focus::tip(
        focus::ring(
            "table.keys",
            button(text("?").size(size::BODY))
                .style(style::button::quiet)
                .on_press(Message::ToggleShortcuts),
        ),
        &Command::Shortcuts,
    ))
    .into()
}

/// The six attributes as a character sheet: the change since the last flip on each, and a
/// box whose attribute just changed glows green (up) or red (down) and fades back. On a
/// narrow table (a small window, or a large zoom) the names go short ("Int"), so that every
/// value stays in sight.
fn sheet<'a>(table: &Table, active: &'a ActiveDelve, width: f32) -> Element<'a, Message> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cards_grow_with_the_window_and_a_dozen_fit_the_hand_at_1280_by_800() {
        // The table's room inside a 1280×800 window (its margins taken off).
        let middle = Sizes::of(Size::new(1256.0, 776.0));
        let hero_height = card::height(middle.hero);
        assert!(
            (300.0..=380.0).contains(&hero_height),
            "about two fifths of the height: {hero_height}"
        );
        assert!(middle.hand >= 90.0);
        let large = Sizes::of(Size::new(1896.0, 1056.0));
        assert!(large.hero > middle.hero * 1.2, "{large:?} {middle:?}");
        assert!(large.hand > middle.hand && large.pile > middle.pile);
        let small = Sizes::of(Size::new(1000.0, 616.0));
        assert!(small.hero < middle.hero && small.hand >= 90.0);
        // Twelve cards in four suits beside three piles: every card shows at least its corner.
        let room = middle.hand_room(3);
        let groups = [4, 3, 3, 2];
        let gap = hand::SUIT_GAP;
        let width = hand::fit_width(&groups, middle.hand, room, gap);
        let step = hand::spacing(&groups, width, room, gap);
        let across = 4.0 * width + 8.0 * step + 3.0 * gap;
        assert!(across <= room + 0.5, "{across} > {room}");
        assert!(step >= 24.0, "each card's tab shows: {step}");
    }
}
