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

/// How the table is laid out in the room it has (the window less its margins): how wide
/// its column is, how big its cards are drawn, and where the odds go. The band of the card
/// in play comes first and never scrolls: the card about a third of the height (growing
/// with the window), what it does, the question, its answers and the odds; the hand gets
/// the height the band and the attributes leave (90 px wide at the least), so that a larger
/// window shows larger cards rather than empty space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizes {
    /// The width of the table's own column (the journal takes the rest).
    pub table: f32,
    /// The card in play's width.
    pub hero: f32,
    /// Whether the odds and what the turn did go under the card and its question, across
    /// the band (a narrow table), rather than in the question's column beside the card.
    pub under: bool,
    /// A hand card's width (90 px or more).
    pub hand: f32,
    /// A pile's card width.
    pub pile: f32,
}

/// The gap between the table's column and the journal.
const COLUMN_GAP: f32 = 16.0;

/// The header's line and the gap under it.
const HEADER: f32 = 40.0;
/// The attributes' strip with the gaps around it.
const SHEET: f32 = 54.0;
/// The hand's tray less its cards: its padding, its title and a suit's caption.
const TRAY: f32 = 24.0 + 29.0 + 6.0 + 17.0 + 2.0;
/// The band's padding around the card and its words (across, and up and down), and the
/// scroller's margin beside it.
const BAND_ACROSS: f32 = 28.0;
const BAND_UP: f32 = 20.0;
const SCROLL_MARGIN: f32 = 8.0;
/// The narrowest the question's column is with the odds in it, their ways two to a row.
const ODDS_WIDTH: f32 = 600.0;
/// About how tall a typical band is: the question, its answers and the odds of its check.
const BAND: f32 = 420.0;

impl Sizes {
    /// The sizes for a table `size` big (the window less its margins).
    pub fn of(size: Size) -> Sizes {
        // The journal takes three tenths of the width, the table the rest.
        let table = ((size.width - COLUMN_GAP) * 0.7).max(320.0);
        let inner = table - SCROLL_MARGIN - BAND_ACROSS;
        // The card in play: about a third of the height at 1280×800, more in a taller window.
        let hero_height = ((size.height - 240.0) * 0.55).clamp(180.0, 600.0);
        let hero = (hero_height / card::RATIO).min(inner * 0.25);
        let under = inner - hero - 18.0 < ODDS_WIDTH;
        // The band: the card with its caption, or a typical question if taller.
        let band = (card::height(hero) + 50.0).max(BAND) + BAND_UP;
        let left = size.height - HEADER - band - SHEET - TRAY;
        let hand = left.clamp(card::height(90.0), card::height(180.0)) / card::RATIO;
        Sizes {
            table,
            hero,
            under,
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
        header(table, active, sizes.table),
        hero::view(table, active, sizes),
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

/// The header, one line that never overflows: Home, the name, the turn, then the goal, the
/// chance to escape and the badges in the room left (each in short words, its whole sentence
/// on hover, when the line is short; the goal shortens or goes), then Undo and `?`, which
/// always show. `width` is the table's column.
fn header<'a>(table: &Table, active: &'a ActiveDelve, width: f32) -> Element<'a, Message> {
    let delve = active.delve();
    // Before the first turn begins, the opening hand is being drawn.
    let turn = match delve.turn() {
        0 => "Opening hand".to_string(),
        n => format!("Turn {n}"),
    };
    // The chance to escape and the badges: (whole sentence, short words, their style).
    let mut notes: Vec<(String, String, TextStyle)> = Vec::new();
    if let Some((moment, estimate)) = table.estimate_on_show()
        && moment == table.moment()
        && delve.outcome().is_none()
    {
        notes.push((
            format!(
                "Chance to escape from here: {} (a careful player, {} delves)",
                estimate.reads(),
                estimate.runs
            ),
            format!("Escape {}", estimate.reads()),
            style::text::soft,
        ));
    }
    if active.record().assisted {
        notes.push((
            "assisted: an answer was taken back".into(),
            "assisted".into(),
            style::text::warn,
        ));
    }
    if delve.cursed() {
        notes.push((
            "Cursed: no actions, no Cups until you pass a check".into(),
            "Cursed".into(),
            style::text::accent,
        ));
    }
    // What always shows but the name: Home, the turn, Undo, `?` and the gaps between all.
    let fixed = HOME_BUTTON + small_width(&turn, BODY_CHAR) + UNDO_BUTTON + KEYS_BUTTON;
    let gaps = (5 + notes.len()) as f32 * HEADER_GAP;
    let room = width - SCROLL_MARGIN - fixed - gaps;
    let name = &active.record().name;
    // Each note in its whole sentence while that leaves the name its room (the goal shortens,
    // or goes), the chance to escape first; else in short words, the sentence on hover.
    let mut left = room - small_width(name, TITLE_CHAR);
    let mut notes_width = 0.0;
    let mut middle = row![words::goal()]
        .spacing(HEADER_GAP)
        .align_y(iced::Alignment::Center);
    for (long, brief, ink) in notes {
        let whole = small_width(&long, SMALL_CHAR);
        let note: Element<'a, Message> = if whole <= left {
            left -= whole;
            notes_width += whole;
            text(long).size(size::SMALL).style(ink).into()
        } else {
            let short = small_width(&brief, SMALL_CHAR);
            left -= short;
            notes_width += short;
            iced::widget::tooltip(
                text(brief).size(size::SMALL).style(ink),
                container(text(long).size(size::SMALL))
                    .padding(6)
                    .max_width(300)
                    .style(style::container::floating),
                iced::widget::tooltip::Position::Bottom,
            )
            .into()
        };
        middle = middle.push(note);
    }
    // A long name is cut at the room left once the rest is placed (never under 80 px).
    let name_room = (room - notes_width).max(80.0);
    let name = container(
        text(name.clone())
            .size(size::TITLE)
            .wrapping(iced::widget::text::Wrapping::None),
    )
    .max_width(name_room)
    .clip(true);
    row![
        focus::tip(
            focus::ring(
                "table.home",
                button(text("Home").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::Home))
            ),
            &Command::Back
        ),
        name,
        text(turn).size(size::BODY).style(style::text::soft),
        // The goal and the notes take what is left and are cut there, never pushing Undo
        // and `?` out of the window.
        container(middle).width(Fill).clip(true),
        focus::tip(
            focus::ring(
                "table.undo",
                button(text("Undo").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press_maybe(active.can_undo().then_some(Message::Undo)),
            ),
            &Command::Undo,
        ),
        focus::tip(
            focus::ring(
                "table.keys",
                button(text("?").size(size::BODY))
                    .style(style::button::quiet)
                    .on_press(Message::ToggleShortcuts),
            ),
            &Command::Shortcuts,
        ),
    ]
    .spacing(HEADER_GAP)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A text style function.
type TextStyle = fn(&iced::Theme) -> iced::widget::text::Style;

/// The header's gap between its items, and about how wide its fixed items are.
const HEADER_GAP: f32 = 12.0;
const HOME_BUTTON: f32 = 62.0;
const UNDO_BUTTON: f32 = 60.0;
const KEYS_BUTTON: f32 = 28.0;
/// About how wide a character is in small print, in body text and in a title.
const SMALL_CHAR: f32 = 6.1;
const BODY_CHAR: f32 = 7.4;
const TITLE_CHAR: f32 = 11.5;

/// About how wide `words` are at `per_char` pixels a character.
fn small_width(words: &str, per_char: f32) -> f32 {
    words.chars().count() as f32 * per_char
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
            (250.0..=320.0).contains(&hero_height),
            "about a third of the height: {hero_height}"
        );
        assert!(middle.hand >= 90.0);
        // The odds go in the question's column, two ways to a row, from 1280 wide up.
        assert!(!middle.under);
        let large = Sizes::of(Size::new(1896.0, 1056.0));
        assert!(large.hero > middle.hero * 1.2, "{large:?} {middle:?}");
        assert!(large.hand > middle.hand && large.pile > middle.pile);
        assert!(!large.under);
        let small = Sizes::of(Size::new(1000.0, 616.0));
        assert!(small.hero < middle.hero && small.hand >= 90.0);
        // A 1024-wide window leaves the question too little room beside the card for the
        // odds: they go under both.
        assert!(small.under);
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
