//! How the table is laid out in the room it has (issue 40): a designed arrangement per room,
//! not one layout squeezed.
//!
//! * **Compact** (a room under 1100×700: 1024×640 at 100 %, any window at a large zoom):
//!   what the player decides on stands whole at rest, the hand under the fold. The page
//!   scrolls; the band (the card, the question, every answer with its odds, the guide's
//!   note, and the hand in one line: its count, score, suits and majors) and the sheet fill
//!   the window (in a room shorter than 440 px, the band alone); under them the hand in its
//!   full tray with the table's width, the piles under it.
//! * **Tall enough** (440 px and up, the regular class): the header, the band of the card in play, the character
//!   sheet and the hand stand one over the other and fill the room; the band takes what the
//!   others leave, and its words (the question, its answers, what the turn did) scroll inside
//!   it if they must, so that the sheet and the hand never leave the window.
//! * **Short** (a large zoom on a small window): the page scrolls, the card in play small and
//!   its question and answers first, so that what the choice is about shows at once.
//! * The journal stands beside the table from 1100 px across (three tenths of the width), else
//!   behind the header's Journal button, whatever the turn asks (no jump between turns);
//!   short of height, the guide's note and what the turn did go at the top of its column.
//! * The character sheet names each attribute whole, in one row, or two or three rows of
//!   boxes on a narrow table.
//! * The hand lies in one line, a strip: its cards overlap down to their corner tabs to fit
//!   beside the piles. A long hand that does not fit so goes in two lines where the room is
//!   tall enough for them beside the question's words (the band is no taller than they
//!   want: [`asked`]), else the strip scrolls sideways (every card reachable by the pointer
//!   and the keys, the count in its title), so that no suit is squeezed, The World never
//!   goes and a long hand never takes the question's height.

use iced::Size;

use crate::ui::widget::{card, pile};

use super::fan;

mod asked;
mod folded;
mod lines;
mod measures;

use asked::NOTES_SPARE;
pub use asked::{Asked, Notes};
pub(super) use asked::{PAIRED_LEAST, WANDS_LEAST};
use measures::*;
pub(super) use measures::{
    COLUMN_GAP, COUNT_WIDTH, HAND_FULL, SCROLL_MARGIN, SHEET_COLUMN, SHEET_COLUMN_GAP, SHEET_GAP,
    STRIP_TIGHT, SUMMARY, bar, piles_room,
};

/// How the table is laid out in the room it has: see the module's words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizes {
    /// The width of the table's own column (the journal takes the rest, when beside it).
    pub table: f32,
    /// The card in play's width.
    pub hero: f32,
    /// A hand card's width.
    pub hand: f32,
    /// Whether the hand's tray is the tight one (its title in small print, no caption over
    /// each suit), for a table short of height.
    pub tight: bool,
    /// The hand's lines: 1 (a strip, scrolling sideways if it must), or 2 (a long hand's
    /// suits that do not fit one line, where the room is tall enough for both).
    pub lines: usize,
    /// A pile's card width.
    pub pile: f32,
    /// Whether the journal stands beside the table; else (a narrow room: a small window, a
    /// large zoom) it shows in the table's place at the header's Journal button.
    pub beside: bool,
    /// Whether the guide's note and what the turn did go at the top of the journal's column
    /// (a table short of height, the journal beside it).
    pub aside: bool,
    /// Whether the room is tall enough for the band, the sheet and the hand to stand in it
    /// together (the band's words scrolling inside it); else the page scrolls.
    pub fixed: bool,
    /// The character sheet's rows (1, 2 or 3).
    pub sheet_rows: usize,
    /// Whether the sheet stands beside the hand, a line an attribute, rather than over it: for
    /// many answers in a room short of height, so that the band keeps the sheet's row.
    pub sheet_beside: bool,
    /// How many piles there are, and whether table mode's count stands under them.
    pub piles: usize,
    /// See `piles`.
    pub count: bool,
    /// Whether table mode's count stands beside the piles rather than under them (a table
    /// short of height).
    pub count_beside: bool,
    /// Whether the piles lie under the hand (a narrow table), which then has the width.
    pub piles_under: bool,
    /// The most height table mode's picker of many cards takes (its cards scroll in it), so
    /// that the question and the box to type a card stay in view with it.
    pub picker: f32,
    /// On a page that scrolls (`!fixed`), the band's height: the room less the header (and,
    /// where the hand is folded in a room tall enough, less the sheet under the band), so
    /// that the card's name, the question and the answers fill the window at rest.
    pub pinned: f32,
    /// The compact class (a room under 1100×700: a small window, a large zoom): the page
    /// scrolls, the band and the sheet fill the window at rest and the hand lies under the
    /// fold, its suits and majors said in one line in the band ([`Sizes::summary`]).
    pub fold: bool,
    /// A compact room shorter than 440 px (a large zoom on a small window): the
    /// band alone fills the window, the card in play said by its name (no face), in large
    /// print rather than a title's, the hand's line in small print.
    pub low: bool,
    /// Whether the band says the hand in one line (where the hand may lie out of view: the
    /// compact class, table mode's cards to pick).
    pub summary: bool,
}

impl Sizes {
    /// The sizes for a table `size` big (the window less its margins), with a typical
    /// question and hand (twelve cards in four suits) beside three piles.
    pub fn of(size: Size) -> Sizes {
        Sizes::asking(
            size,
            &Asked {
                plain: 3,
                face: true,
                card: true,
                hand: vec![4, 3, 3, 2],
                piles: 3,
                ..Asked::default()
            },
        )
    }

    /// The sizes for a table `size` big whose band holds what `ask` asks, beside the hand and
    /// the piles it names.
    pub fn asking(size: Size, ask: &Asked) -> Sizes {
        // The journal stands beside the table by the window's class alone (never by what the
        // turn asks), so that nothing jumps between turns.
        Sizes::laid(size, ask, size.width >= NARROW)
    }

    /// As [`Sizes::asking`], the journal beside the table or not.
    fn laid(size: Size, ask: &Asked, beside: bool) -> Sizes {
        if size.width < NARROW || size.height < COMPACT_HIGH {
            return Sizes::folded(size, ask);
        }
        let (piles, count) = (ask.piles, ask.count);
        let aside = beside && size.height < SHORT;
        let fixed = size.height >= TINY;
        let table = table_width(size.width, beside);
        let inner = table - SCROLL_MARGIN - BAND_ACROSS;
        let across = table - SCROLL_MARGIN;
        let sheet_rows = sheet_rows(across);
        let sheet = sheet_height(sheet_rows);
        // The card in play: about a third of the height at 1280×800, more in a taller window;
        // small on a short page.
        let hero_height = if fixed {
            ((size.height - 240.0) * 0.55).clamp(150.0, 600.0)
        } else {
            (size.height * 0.4).clamp(90.0, 150.0)
        };
        let hero = (hero_height / card::RATIO).min(inner * 0.25);
        // The band: the card with its caption, or its words if taller.
        let band = (card::height(hero) + 50.0 + BAND_UP).max(words(ask, table, hero, aside));
        let left = size.height - HEADER - band - sheet;
        // The hand in the full tray while its cards keep 90 px; else in the tight one.
        let full = (left - TRAY) / card::RATIO;
        let (hand, tight) = if !fixed {
            (HAND_TIGHT, true)
        } else if full >= HAND_FULL || !aside {
            (full.clamp(HAND_FULL, HAND_MOST), false)
        } else {
            (
                ((left - TIGHT_TRAY) / card::RATIO).clamp(HAND_TIGHT, HAND_FULL),
                true,
            )
        };
        let mut sizes = Sizes {
            table,
            hero,
            hand,
            tight,
            lines: 1,
            pile: 0.0,
            beside,
            aside,
            fixed,
            sheet_rows,
            sheet_beside: false,
            piles,
            count,
            count_beside: false,
            piles_under: false,
            picker: (size.height - PICKER_ABOVE).max(PICKER_LEAST),
            pinned: (size.height - HEADER - 2.0).max(BAND_PINNED_LEAST),
            fold: false,
            low: false,
            summary: false,
        };
        sizes.lay_hand(count);
        // Many answers: the band keeps the height they need, if the hand and the piles can
        // give it.
        if fixed && ask.answers() > 4 {
            sizes.lay_for_answers(ask, size.height);
        }
        if fixed {
            // The band keeps what the rest leaves, never less than its least: a hand that
            // would leave it less goes in the tight tray; still too tall, the page scrolls.
            // Table mode's count beside the piles rather than under them, if the band needs it.
            if sizes.band_left(size.height) < BAND_LEAST && count {
                sizes.count_beside = true;
                sizes.lay_hand(count);
            }
            if sizes.band_left(size.height) < BAND_LEAST && !sizes.tight {
                sizes.hand = HAND_TIGHT.max(sizes.hand.min(HAND_FULL) * 0.7);
                sizes.tight = true;
                sizes.lay_hand(count);
            }
            // (The card in play fits the band as laid out: see `hero::view`.)
            if sizes.band_left(size.height) < BAND_LEAST {
                sizes.fixed = false;
                sizes.hero = sizes.hero.min(150.0 / card::RATIO);
            }
        }
        if sizes.fixed {
            sizes.lay_lines(ask, size.height);
        }
        if sizes.fixed {
            sizes.lay_spare(ask, size.height, inner);
        }
        if sizes.fixed && size.width >= WIDE {
            // A wide room: the hand and the sheet laid out, the card in play may take the
            // band's whole height (`hero::view` holds it to that) and a quarter of its width,
            // where the band's words left a third of it empty beside a card no larger than
            // at 1280×800 (seen in scripts/screenshots.sh big, big-cups at 1920x1080).
            sizes.hero = sizes.hero.max(inner * 0.25);
        }
        sizes
    }

    /// In a room tall enough, the band as the hand is drawn, and the card in play taller
    /// where the band's words leave it the height: the fan draws the hand's cards narrower
    /// than planned where its suits would not lie across its room so (side by side, or half
    /// of each card showing), and a hand's cards are at most [`HAND_MOST`] wide; the band
    /// takes what they leave. There the card in play may take the band's height and up to
    /// [`HERO_SHARE_MOST`] of its width, while the words beside it still fit (at 1280×800 a check with six
    /// Cups in hand left 104 px of the band empty beside a card 112 px shorter than the band,
    /// its hand drawn 105 px wide of the planned; at 1280×1024 a court card's check 136 px:
    /// test `ui fit::band`).
    fn lay_spare(&mut self, ask: &Asked, height: f32, inner: f32) {
        if !self.tight {
            let least = self.hand.min(HAND_FULL);
            let room = self.hand_room(ask.count);
            let drawn = fan::drawn(&ask.hand, self.lines, self.hand, room, least);
            self.hand = self.hand.min(drawn);
        }
        let band = self.band_left(height);
        let spare = if ask.notes.told.is_empty() && ask.notes.dice == 0 {
            0.0
        } else {
            NOTES_SPARE
        };
        // Up to three eighths of the band's width where the words beside it still fit, else a
        // third (at 1280×1024 a third left 46 px of the band empty under a court card).
        for share in [HERO_SHARE_MOST, 1.0 / 3.0] {
            let tallest = ((band - HERO_ROOM) / card::RATIO).min(inner * share);
            if tallest > self.hero && words(ask, self.table, tallest, self.aside) <= band + spare {
                self.hero = tallest;
                return;
            }
        }
    }

    /// Sets the piles' width, and whether they stand under the hand's strip (a table too
    /// narrow for both side by side) rather than beside it.
    fn lay_hand(&mut self, count: bool) {
        self.pile = (self.hand * 0.45).clamp(if self.tight { 40.0 } else { 48.0 }, 72.0);
        self.piles_under = self.hand_room(count) < HAND_ROOM_LEAST;
    }

    /// The band's height in a room `height` high, under the header and over a sheet
    /// `sheet` high and the hand's tray (the sheet beside it, when it is).
    fn band(&self, height: f32, sheet: f32) -> f32 {
        let more = (self.lines - 1) as f32;
        let mut hand = if self.tight {
            TIGHT_TRAY + more * TIGHT_LINE_MORE
        } else {
            TRAY + more * LINE_MORE
        } + self.lines as f32 * card::height(self.hand)
            + if self.lines == 1 { STRIP_BAR } else { 0.0 };
        if self.sheet_beside {
            hand = hand.max(SHEET_COLUMN_HEIGHT);
        }
        // The piles beside it, in a row, each with its name and count.
        let piles = pile::height(self.pile)
            + PILE_WORDS
            + if self.count && !self.count_beside {
                COUNT_HEIGHT
            } else {
                0.0
            };
        let foot = if self.piles_under {
            hand + piles + 10.0
        } else {
            hand.max(piles)
        };
        height - HEADER - sheet - foot - 10.0
    }

    /// The band's height in a room `height` high (the window less its margins), as laid out.
    fn band_left(&self, height: f32) -> f32 {
        let sheet = if self.sheet_beside {
            0.0
        } else {
            sheet_height(self.sheet_rows)
        };
        self.band(height, sheet)
    }

    /// The height the band needs for the question `ask` describes to show whole: the card's
    /// name, the question, its odds and its answers (what follows them may scroll).
    fn band_wanted(&self, ask: &Asked) -> f32 {
        let words = words_width(self.table, self.hero, ask.face);
        QUESTION + ask.odds + ask.answers_height(words) + BAND_UP
    }

    /// The room across the hand has beside its piles (side by side) and (`count`: in table
    /// mode) the count of the cards still possible under them.
    pub fn hand_room(&self, count: bool) -> f32 {
        let mut beside = piles_room(self.piles.max(1), self.pile);
        if count && self.count_beside {
            beside += COUNT_WIDTH + 10.0;
        } else if count {
            beside = beside.max(COUNT_WIDTH + 10.0);
        }
        if self.piles_under {
            beside = 0.0;
        }
        if self.sheet_beside {
            beside += SHEET_COLUMN + SHEET_COLUMN_GAP;
        }
        // The tray's padding, the piles with their gaps and a margin for the scroller.
        self.table - 24.0 - 8.0 - beside - 16.0
    }
}

/// The table's column in a room `width` across: the whole of it, or (the journal `beside`
/// it) all but the journal's three tenths, never under 330 px (its words wrap in 16 ems or
/// more beside an entry's card).
fn table_width(width: f32, beside: bool) -> f32 {
    if beside {
        ((width - COLUMN_GAP) * 0.7)
            .min(width - COLUMN_GAP - JOURNAL_LEAST)
            .max(320.0)
    } else {
        width
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::fan::{self, SUIT_GAP};

    #[test]
    fn the_cards_grow_with_the_window_and_a_dozen_fit_the_hand_at_1280_by_800() {
        // The table's room inside a 1280×800 window (its margins taken off).
        let middle = Sizes::of(Size::new(1256.0, 776.0));
        // The card in play a third of the height or more: as tall as the band where the
        // hand, drawn 90 px wide to fit across, leaves the band more than its words need.
        let hero_height = card::height(middle.hero);
        let band = middle.band_left(776.0);
        assert!(
            hero_height >= 230.0 && hero_height <= band - HERO_ROOM + 0.5,
            "a third of the height or more, within the band {band}: {hero_height} {middle:?}"
        );
        assert!(middle.hand >= 90.0 && middle.fixed);
        assert_eq!(middle.sheet_rows, 1, "the six attributes in one row");
        let large = Sizes::of(Size::new(1576.0, 876.0));
        assert!(large.hero >= middle.hero, "{large:?} {middle:?}");
        assert!(large.hand >= middle.hand && large.pile >= middle.pile);
        let small = Sizes::of(Size::new(1000.0, 616.0));
        assert!(small.hero < middle.hero);
        // A small window is the compact class: the journal behind its button, the table the
        // whole width, its six attributes in one row.
        assert!(!small.beside && !small.aside && middle.beside);
        assert!(small.hand <= middle.hand, "{small:?}");
        assert_eq!(small.sheet_rows, 1);
        // A narrow table's sheet takes two rows rather than shortening the names.
        assert_eq!(Sizes::of(Size::new(700.0, 616.0)).sheet_rows, 2);
        // Twelve cards in four suits beside three piles: one line, every corner shows.
        let room = middle.hand_room(false);
        let groups = [4, 3, 3, 2];
        let gap = fan::SUIT_GAP;
        let width = fan::fit_width(&groups, middle.hand, room, gap);
        let step = fan::spacing(&groups, width, room, gap);
        let across = 4.0 * width + 8.0 * step + 3.0 * gap;
        assert!(across <= room + 0.5, "{across} > {room}");
        // (Its 18 px tab and a margin; the piles grew with the hand: test `ui fit::band`.)
        assert!(step >= 22.0, "each card's tab shows: {step}");
    }

    #[test]
    fn a_compact_table_folds_its_hand_and_a_short_room_scrolls_its_page() {
        // Twenty-seven cards (the majors one) beside four piles on a 1024×640 window.
        let long = Asked {
            plain: 3,
            face: true,
            hand: vec![7, 7, 4, 8, 1],
            piles: 4,
            ..Asked::default()
        };
        let sizes = Sizes::asking(Size::new(1000.0, 616.0), &long);
        // The compact class: the page scrolls, the band and the sheet fill the window at rest
        // (the band says the hand in one line), the hand under the fold, in one line of its
        // full tray's cards, the piles under it.
        assert!(sizes.fold && sizes.summary && !sizes.fixed, "{sizes:?}");
        assert!(HEADER + sizes.pinned + sheet_height(sizes.sheet_rows) <= 616.0);
        assert!(sizes.pinned >= 480.0, "{sizes:?}");
        assert!(sizes.piles_under && sizes.lines == 1, "{sizes:?}");
        assert!(fan::fits(
            &long.hand,
            sizes.hand,
            sizes.hand_room(false),
            SUIT_GAP
        ));
        // A short room: the page scrolls, the card in play small.
        let short = Sizes::asking(Size::new(488.0, 296.0), &long);
        assert!(!short.fixed && short.fold && short.sheet_rows >= 2);
        assert!(card::height(short.hero) <= 150.0);
    }

    #[test]
    fn twenty_seven_cards_at_an_action_go_in_two_lines_beside_a_band_as_tall_as_its_words() {
        // The real app's big-27 (scripts/screenshots.sh big): nine answers (flip, five Swords
        // actions, three Wands actions), 27 cards in five suits, three piles and table mode's
        // count, in a 1280×800 window. The band's words took 350 px; it was laid 470 px high,
        // the hand in one tight strip that scrolled, The World half cut off.
        let action = Asked {
            plain: 6,
            wands: 3,
            lines: 2,
            hand: vec![7, 7, 4, 8, 1],
            piles: 3,
            count: true,
            ..Asked::default()
        };
        let room = Size::new(1256.0, 776.0);
        let sizes = Sizes::asking(room, &action);
        let band = sizes.band_left(room.height);
        assert!((340.0..=420.0).contains(&band), "{band} {sizes:?}");
        assert!(sizes.fixed && sizes.lines == 2, "{sizes:?}");
        // Both lines fit beside the piles, every card's tab showing.
        let drawn = if sizes.tight { STRIP_TIGHT } else { sizes.hand };
        let room_across = sizes.hand_room(true);
        for line in fan::lines(&action.hand, 2) {
            assert!(fan::fits(line, drawn, room_across, SUIT_GAP), "{line:?}");
        }
        // A hand of twelve keeps its one line.
        let twelve = Asked {
            hand: vec![4, 3, 3, 2],
            ..action
        };
        assert_eq!(Sizes::asking(room, &twelve).lines, 1);
    }
}
