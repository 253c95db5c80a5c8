//! The table's measures: the rooms where its arrangement changes, the heights and widths of
//! its parts (the header, the sheet, the hand's tray, the band's padding), and about how tall
//! the band's words are for what the turn asks (see [`super::Sizes`], which lays them out).

use super::asked::Asked;

/// The gap between the table's column and the journal.
pub(crate) const COLUMN_GAP: f32 = 16.0;
/// The narrowest room the journal stands beside the table in: narrower (the compact class:
/// a 1024×640 window, a large zoom), it shows in the table's place at the header's Journal
/// button, and the table has the width for its answers and the hand.
pub(super) const NARROW: f32 = 1100.0;
/// The narrowest room of the wide class (1920×1080 and up, less the window's margins: the
/// interface has grown 1.2 times there), whose card in play may take the band's whole height.
pub(super) const WIDE: f32 = 1500.0;
/// The narrowest the journal's column is beside the table.
pub(super) const JOURNAL_LEAST: f32 = 330.0;
/// The shortest room of the regular class (with [`NARROW`]): shorter, the table is
/// compact, its hand under the fold.
pub(super) const COMPACT_HIGH: f32 = 700.0;
/// The hand's line in the band of a compact table, with its gap.
pub(crate) const SUMMARY: f32 = 28.0;
/// What the band's words keep beside them for their scroller (as `band::band` sets it).
pub(super) const WORDS_SCROLL: f32 = 24.0;
/// The tallest room the guide's note and what the turn did go beside the table in.
pub(super) const SHORT: f32 = 900.0;
/// The shortest room the band, the sheet and the hand stand in together.
pub(super) const TINY: f32 = 440.0;

/// The header's line and the gap under it.
pub(super) const HEADER: f32 = 40.0;
/// A row of the character sheet, and the gaps around the sheet.
pub(super) const SHEET_ROW: f32 = 34.0;
pub(super) const SHEET_GAPS: f32 = 20.0;
/// The narrowest box of the character sheet with the attribute's whole name in it.
pub(crate) const SHEET_BOX: f32 = 124.0;
/// The gap between two boxes of the sheet.
pub(crate) const SHEET_GAP: f32 = 8.0;
/// The sheet beside the hand: its width, its height (six lines) and the gap after it.
pub(crate) const SHEET_COLUMN: f32 = 150.0;
pub(super) const SHEET_COLUMN_HEIGHT: f32 = 6.0 * 21.0 + 5.0;
pub(crate) const SHEET_COLUMN_GAP: f32 = 16.0;
/// The hand's tray less its cards: its padding, its title and a suit's caption; and the
/// tight tray's (its padding and its title in small print); and a line more of cards.
pub(super) const TRAY: f32 = 24.0 + 29.0 + 6.0 + 17.0 + 2.0;
pub(super) const TIGHT_TRAY: f32 = 16.0 + 20.0 + 4.0;
/// A second line of the hand: its gap and (in the full tray) its suits' captions.
pub(super) const LINE_MORE: f32 = 6.0 + 17.0 + 2.0;
pub(super) const TIGHT_LINE_MORE: f32 = 4.0;
/// The narrowest a card of a hand in two lines is: in the full tray, and in the tight one.
pub(super) const LINES_FULL: f32 = 70.0;
/// The strip's scroller bar under the hand's cards, when they do not fit across.
pub(super) const STRIP_BAR: f32 = 10.0;
/// A hand card's width: at the least in the full tray, at the least in the tight one, and
/// at the most.
pub(crate) const HAND_FULL: f32 = 90.0;
pub(super) const HAND_TIGHT: f32 = 56.0;
pub(super) const HAND_MOST: f32 = 180.0;
/// The narrowest a card of the hand's strip is drawn in the tight tray (in the full one,
/// [`HAND_FULL`]): narrower would not read, the strip scrolls.
pub(crate) const STRIP_TIGHT: f32 = 48.0;
/// The band's padding around the card and its words (across, and up and down), and the
/// scroller's margin beside it.
pub(super) const BAND_ACROSS: f32 = 28.0;
pub(super) const BAND_UP: f32 = 20.0;
pub(crate) const SCROLL_MARGIN: f32 = 8.0;
/// What the band keeps over and under the card in play (its padding and a margin: as
/// `band::Words` holds the card to the band's height).
pub(super) const HERO_ROOM: f32 = 24.0;
/// The most of the band's width the card in play takes where the band's words leave it the
/// band's height (see `Sizes::lay_spare`).
pub(super) const HERO_SHARE_MOST: f32 = 0.375;

/// A scroller's bar on the table: 6 px, floating over the margin the words keep beside it
/// (the page's [`SCROLL_MARGIN`], the band's 10 px, the journal's), so that nothing moves
/// when it comes (embedded, it took 10 to 16 px from the words the moment they overflowed:
/// test `ui fit::jump`).
pub(crate) fn bar() -> iced::widget::scrollable::Direction {
    use iced::widget::scrollable::{Direction, Scrollbar};
    Direction::Vertical(Scrollbar::new().width(BAR).scroller_width(BAR))
}

/// The width of [`bar`].
pub(super) const BAR: f32 = 6.0;
/// The least height the band keeps for the question and its answers beside the card.
pub(super) const BAND_LEAST: f32 = 180.0;
/// The least room across the hand keeps beside the piles; narrower, they go under it.
pub(super) const HAND_ROOM_LEAST: f32 = 280.0;
/// How wide table mode's count of the cards still possible is, by the piles.
pub(crate) const COUNT_WIDTH: f32 = 116.0;
/// The height of table mode's count under the piles.
pub(super) const COUNT_HEIGHT: f32 = 74.0;
/// What stands over table mode's picker of many cards on a page that scrolls (the header,
/// the card's name, the question, the box to type a card, the gaps), and the least height the
/// picker keeps for its cards (two rows of faces).
pub(super) const PICKER_ABOVE: f32 = 230.0;
pub(super) const PICKER_LEAST: f32 = 140.0;
/// The least height of the band on a page that scrolls.
pub(super) const BAND_PINNED_LEAST: f32 = 200.0;
/// The height of a pile's name and count.
pub(super) const PILE_WORDS: f32 = 44.0;

/// The room `piles` piles `width` wide take across side by side: each its card (or its name,
/// if wider: "Deck" and "Discard" are short, "Corpse pile" and "Backpack" longer) and the
/// gap.
pub(crate) fn piles_room(piles: usize, width: f32) -> f32 {
    (0..piles)
        .map(|i| (width + 8.0).max(if i < 2 { 48.0 } else { 66.0 }) + 10.0)
        .sum()
}

/// How many rows the character sheet's six boxes take across `across` points: one, two of
/// three, or three of two.
pub(super) fn sheet_rows(across: f32) -> usize {
    if across >= 6.0 * SHEET_BOX + 5.0 * SHEET_GAP {
        1
    } else if across >= 3.0 * SHEET_BOX + 2.0 * SHEET_GAP {
        2
    } else {
        3
    }
}

/// The character sheet's height in `rows` rows, with the gaps around it.
pub(super) fn sheet_height(rows: usize) -> f32 {
    rows as f32 * SHEET_ROW + rows.saturating_sub(1) as f32 * 6.0 + SHEET_GAPS
}

/// What stands over the answers (the card's name and the question: 68 px on the real table)
/// and under them (the odds' note, how careful and bold play re-roll: one or two lines).
pub(super) const QUESTION: f32 = 70.0;
pub(super) const AFTER: f32 = 40.0;
/// What the card in play does and its prompt, over a question of few answers (none at a
/// turn's action: no card in play).
pub(super) const ABOUT: f32 = 70.0;

/// The words' column's width beside the card in play (`face`) `hero` wide, on a table
/// `table` wide: the band's padding, the card and its gap, a scroller's bar with its margin
/// (as `band::band` sets it).
pub(super) fn words_width(table: f32, hero: f32, face: bool) -> f32 {
    table - BAND_ACROSS - 24.0 - if face { hero + 18.0 } else { 0.0 }
}

/// About how tall the band's words are for what `ask` asks, on a table `table` wide beside
/// a card `hero` wide, with the guide's note and what the turn did unless they stand
/// `aside` (counted at their lengths, [`super::asked::Notes::height`]): the question, its odds, its answers as the band sets them and the note under
/// them; and, for four answers or fewer, what the card does over them. (No more: a band
/// taller than its words left 100–165 px of it empty at 1280×800 while the hand's cards
/// were held to 65 px in the tight tray under it: test `ui fit::band`.)
pub(super) fn words(ask: &Asked, table: f32, hero: f32, aside: bool) -> f32 {
    let words = words_width(table, hero, ask.face);
    let notes = if aside { 0.0 } else { ask.notes.height(words) };
    let answers = ask.answers_height(words);
    let about = if ask.answers() > 4 || !ask.card {
        0.0
    } else {
        ABOUT
    };
    QUESTION + about + ask.odds + answers + AFTER + notes + BAND_UP
}
