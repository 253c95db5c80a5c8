//! The delve table. The card in play comes first (a large face, what it does, its prompt,
//! the question and its answers, the odds), above the fold; then the adventurer's sheet, what
//! the turn did, the hand and the piles; the journal beside it as a page of a book.

use iced::widget::{button, column, container, responsive, row, scrollable, text};
use iced::{Element, Fill, Size};

use crate::career::ActiveDelve;
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
mod piles;
mod possible;
mod seen;
mod sheet;
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
/// its column is, how big its cards are drawn, and where the odds, the guide's note, what
/// the turn did and the journal go. The band of the card in play comes first and never
/// scrolls: the card about a third of the height (growing with the window), what it does,
/// the question, its answers and the odds; the hand gets the height the band and the
/// attributes leave, so that a larger window shows larger cards rather than empty space, and
/// a short one smaller cards in a tighter tray rather than a hand below the fold.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizes {
    /// The width of the table's own column (the journal takes the rest, when beside it).
    pub table: f32,
    /// The card in play's width.
    pub hero: f32,
    /// Whether the odds and what the turn did go under the card and its question, across
    /// the band (a narrow table), rather than in the question's column beside the card.
    pub under: bool,
    /// A hand card's width.
    pub hand: f32,
    /// Whether the hand's tray is the tight one (its title in small print, no caption over
    /// each suit), for a table short of height.
    pub tight: bool,
    /// A pile's card width.
    pub pile: f32,
    /// Whether the journal stands beside the table; else (a narrow room: a small window, a
    /// large zoom) it shows in the table's place at the header's Journal button.
    pub beside: bool,
    /// Whether the guide's note and what the turn did go at the top of the journal's column
    /// (a table short of height, the journal beside it), leaving the height to the question
    /// and the hand.
    pub aside: bool,
}

/// The gap between the table's column and the journal.
const COLUMN_GAP: f32 = 16.0;
/// The narrowest room the journal stands beside the table in: narrower, the table's column
/// would squeeze its answers and the journal's column its note box to a sliver.
const NARROW: f32 = 960.0;
/// The tallest room the guide's note and what the turn did go beside the table in.
const SHORT: f32 = 900.0;

/// The header's line and the gap under it.
const HEADER: f32 = 40.0;
/// The attributes' strip with the gaps around it.
const SHEET: f32 = 54.0;
/// The hand's tray less its cards: its padding, its title and a suit's caption; and the
/// tight tray's (its padding and its title in small print).
const TRAY: f32 = 24.0 + 29.0 + 6.0 + 17.0 + 2.0;
const TIGHT_TRAY: f32 = 16.0 + 20.0 + 4.0;
/// A hand card's width: at the least in the full tray, at the least in the tight one, and
/// at the most.
const HAND_FULL: f32 = 90.0;
const HAND_TIGHT: f32 = 56.0;
const HAND_MOST: f32 = 180.0;
/// The band's padding around the card and its words (across, and up and down), and the
/// scroller's margin beside it.
const BAND_ACROSS: f32 = 28.0;
const BAND_UP: f32 = 20.0;
const SCROLL_MARGIN: f32 = 8.0;
/// The narrowest the question's column is with the odds in it, their ways two to a row.
const ODDS_WIDTH: f32 = 600.0;
/// About how tall a typical band is: the question, its answers and the odds of its check;
/// and the guide's note and what the turn did, when they are in it.
const BAND: f32 = 360.0;
const BAND_NOTES: f32 = 60.0;

impl Sizes {
    /// The sizes for a table `size` big (the window less its margins).
    pub fn of(size: Size) -> Sizes {
        Sizes::asking(size, 0.0)
    }

    /// The sizes for a table `size` big whose band holds `odds` pixels of odds more than a
    /// typical question's: the hand gets what is left.
    pub fn asking(size: Size, odds: f32) -> Sizes {
        let beside = size.width >= NARROW;
        let aside = beside && size.height < SHORT;
        // The journal takes three tenths of the width, the table the rest.
        let table = if beside {
            ((size.width - COLUMN_GAP) * 0.7).max(320.0)
        } else {
            size.width
        };
        let inner = table - SCROLL_MARGIN - BAND_ACROSS;
        // The card in play: about a third of the height at 1280×800, more in a taller window.
        let hero_height = ((size.height - 240.0) * 0.55).clamp(180.0, 600.0);
        let hero = (hero_height / card::RATIO).min(inner * 0.25);
        let under = inner - hero - 18.0 < ODDS_WIDTH;
        // The band: the card with its caption, or a typical question if taller.
        let typical = if aside { BAND } else { BAND + BAND_NOTES };
        let band = (card::height(hero) + 50.0).max(typical + odds) + BAND_UP;
        let left = size.height - HEADER - band - SHEET;
        // The hand in the full tray while its cards keep 90 px; else in the tight one.
        let full = (left - TRAY) / card::RATIO;
        let (hand, tight) = if full >= HAND_FULL || !aside {
            (full.clamp(HAND_FULL, HAND_MOST), false)
        } else {
            (
                ((left - TIGHT_TRAY) / card::RATIO).clamp(HAND_TIGHT, HAND_FULL),
                true,
            )
        };
        Sizes {
            table,
            hero,
            under,
            hand,
            tight,
            // In the tight tray, piles as narrow as 40 px (their counts in figures alone).
            pile: (hand * 0.45).clamp(if tight { 40.0 } else { 48.0 }, 72.0),
            beside,
            aside,
        }
    }

    /// The room across the hand has beside `piles` piles, and (`count`: in table mode) the
    /// count of the cards still possible under them.
    pub fn hand_room(&self, piles: usize, count: bool) -> f32 {
        let mut beside = piles as f32 * (self.pile + 8.0 + 10.0);
        if count {
            beside = beside.max(possible::COUNT_WIDTH + 10.0);
        }
        // The tray's padding, the piles with their gaps and a margin for the scroller.
        self.table - 24.0 - 8.0 - beside - 16.0
    }
}

/// About how much taller the question's column is with the odds of the question on show
/// than a typical question's: a check's panel of ways, or a re-roll's lines.
fn odds_height(delve: &crate::tarot::delve::Delve) -> f32 {
    use crate::tarot::question::Question;
    if delve.pending_check().is_none() {
        return 0.0;
    }
    match delve.question() {
        Some(
            Question::Overcome { .. } | Question::CheckAttribute { .. } | Question::Cups { .. },
        ) => CHECK_ODDS,
        Some(Question::Die { .. } | Question::Reroll { .. }) => REROLL_ODDS,
        _ => 0.0,
    }
}

/// About how much a check's odds panel and a re-roll's lines add to the question's column.
const CHECK_ODDS: f32 = 150.0;
const REROLL_ODDS: f32 = 40.0;

fn view(table: &Table, size: Size) -> Element<'_, Message> {
    let active = table.on_show();
    let sizes = Sizes::asking(size, odds_height(active.delve()));
    let top = header(table, active, sizes);
    if !sizes.beside && table.journal_open {
        // A narrow table: the journal in its place, the whole width for the note box.
        return column![top, notes::panel(table, active).height(Fill)]
            .spacing(10)
            .height(Fill)
            .into();
    }
    let piles = piles::pile_count(active);
    let room = sizes.hand_room(piles, possible::table_mode(active));
    let band = hero::view(table, active, sizes);
    let left = column![
        top,
        band.band,
        sheet::sheet(table, active, sizes.table),
        row![
            hand::hand(table, active, sizes, room),
            piles::piles(table, active, sizes.pile),
        ]
        .spacing(16),
        possible::view(table, active),
    ]
    .spacing(10);
    let left = container(
        scrollable(left.padding(iced::Padding::ZERO.right(8)))
            .spacing(6)
            .height(Fill),
    )
    .width(sizes.table)
    .height(Fill);
    if !sizes.beside {
        return left.into();
    }
    let journal = match band.aside {
        // The guide's note and what the turn did over the journal, short of height.
        Some(aside) => column![aside, notes::panel(table, active).height(Fill)].spacing(10),
        None => notes::panel(table, active),
    };
    row![left, journal.width(Fill)]
        .spacing(COLUMN_GAP)
        .height(Fill)
        .into()
}

/// The header, one line that never overflows: Home, the name, the turn, then the goal and
/// the badges in the room left (each in short words, its whole sentence
/// on hover, when the line is short; the goal shortens or goes), then Undo and `?`, which
/// always show; on a narrow table (the journal not beside it) the Journal button before them.
fn header<'a>(table: &Table, active: &'a ActiveDelve, sizes: Sizes) -> Element<'a, Message> {
    let width = sizes.table;
    let delve = active.delve();
    // Before the first turn begins, the opening hand is being drawn.
    let turn = match delve.turn() {
        0 => "Opening hand".to_string(),
        n => format!("Turn {n}"),
    };
    // The badges: (whole sentence, short words, their style).
    let mut notes: Vec<(String, String, TextStyle)> = Vec::new();
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
    let journal = (!sizes.beside).then(|| journal_button(table));
    let fixed = HOME_BUTTON
        + small_width(&turn, BODY_CHAR)
        + UNDO_BUTTON
        + KEYS_BUTTON
        + if journal.is_some() {
            JOURNAL_BUTTON
        } else {
            0.0
        };
    let gaps = (5 + notes.len() + usize::from(journal.is_some())) as f32 * HEADER_GAP;
    let room = width - SCROLL_MARGIN - fixed - gaps;
    let name = &active.record().name;
    // Each note in its whole sentence while that leaves the name its room (the goal shortens,
    // or goes); else in short words, the sentence on hover.
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
        name,
        text(turn).size(size::BODY).style(style::text::soft),
        // The goal and the notes take what is left and are cut there, never pushing Undo
        // and `?` out of the window.
        container(middle).width(Fill).clip(true),
    ]
    .spacing(HEADER_GAP)
    .align_y(iced::Alignment::Center);
    if let Some(journal) = journal {
        line = line.push(journal);
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

/// On a narrow table, the button that shows the journal in the table's place, or the table
/// again.
fn journal_button<'a>(table: &Table) -> Element<'a, Message> {
    let label = if table.journal_open {
        "Table"
    } else {
        "Journal"
    };
    focus::tip(
        focus::ring(
            "table.journal",
            button(text(label).size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::ToggleJournal),
        ),
        &Command::Note,
    )
}

/// A text style function.
type TextStyle = fn(&iced::Theme) -> iced::widget::text::Style;

/// The header's gap between its items, and about how wide its fixed items are.
const HEADER_GAP: f32 = 12.0;
const HOME_BUTTON: f32 = 62.0;
const UNDO_BUTTON: f32 = 60.0;
const KEYS_BUTTON: f32 = 28.0;
const JOURNAL_BUTTON: f32 = 76.0;
/// About how wide a character is in small print, in body text and in a title.
const SMALL_CHAR: f32 = 6.1;
const BODY_CHAR: f32 = 7.4;
const TITLE_CHAR: f32 = 11.5;

/// About how wide `words` are at `per_char` pixels a character.
fn small_width(words: &str, per_char: f32) -> f32 {
    words.chars().count() as f32 * per_char
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
        assert!(small.hero < middle.hero);
        // Short of height, the hand goes in the tight tray with smaller cards (what the band
        // and the sheet leave), so that a row of them stays above the fold.
        assert!(small.tight && small.aside && !middle.tight && !large.aside);
        assert!((HAND_TIGHT..HAND_FULL).contains(&small.hand), "{small:?}");
        // A 1024-wide window leaves the question too little room beside the card for the
        // odds: they go under both.
        assert!(small.under);
        // Twelve cards in four suits beside three piles: every card shows at least its corner.
        let room = middle.hand_room(3, false);
        let groups = [4, 3, 3, 2];
        let gap = hand::SUIT_GAP;
        let width = hand::fit_width(&groups, middle.hand, room, gap);
        let step = hand::spacing(&groups, width, room, gap);
        let across = 4.0 * width + 8.0 * step + 3.0 * gap;
        assert!(across <= room + 0.5, "{across} > {room}");
        assert!(step >= 24.0, "each card's tab shows: {step}");
    }
}
