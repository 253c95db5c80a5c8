//! The compact class's arrangement (see [`super::Sizes`]): the hand folded under the band.

use iced::Size;

use crate::ui::widget::card;

use super::super::fan::{self, SUIT_GAP};
use super::asked::{Asked, PAIRED_LEAST};
use super::measures::*;
use super::{Sizes, table_width};

impl Sizes {
    /// The compact class: a page that scrolls, the band (the card, the question, every answer
    /// with its odds, the guide's note, the hand in one line) and the sheet filling the
    /// window at rest (in a room shorter than [`TINY`], the band alone), the hand under the
    /// fold in its full tray, given the table's width (the piles under it where it needs
    /// that), in two lines where one does not hold it.
    pub(super) fn folded(size: Size, ask: &Asked) -> Sizes {
        // The journal beside the table by the window's width, as in the regular class.
        let beside = size.width >= NARROW;
        let table = table_width(size.width, beside);
        let inner = table - SCROLL_MARGIN - BAND_ACROSS;
        let across = table - SCROLL_MARGIN;
        let sheet_rows = sheet_rows(across);
        // The sheet stands in view under the band where the room is tall enough.
        let pinned = if size.height >= TINY {
            size.height - HEADER - sheet_height(sheet_rows)
        } else {
            size.height - HEADER - 2.0
        }
        .max(BAND_PINNED_LEAST);
        // The card in play as in a regular room of this height (small on a short page), no
        // taller than the band, leaving the words the width for two answers to a row where
        // the room has it.
        let words_least = 2.0 * PAIRED_LEAST + 6.0 + 18.0 + WORDS_SCROLL;
        let hero_height = if size.height >= TINY {
            ((size.height - 240.0) * 0.55).clamp(150.0, 600.0)
        } else {
            (size.height * 0.4).clamp(90.0, 150.0)
        };
        let hero = (hero_height / card::RATIO)
            .min((pinned - BAND_UP - SUMMARY) / card::RATIO)
            .min(inner * 0.25)
            .min((inner - words_least).max(inner * 0.18));
        let mut sizes = Sizes {
            table,
            hero,
            hand: HAND_FULL,
            tight: false,
            lines: 1,
            pile: 0.0,
            beside,
            aside: false,
            fixed: false,
            sheet_rows,
            sheet_beside: false,
            piles: ask.piles,
            count: ask.count,
            count_beside: false,
            piles_under: false,
            picker: (size.height - PICKER_ABOVE).max(PICKER_LEAST),
            pinned,
            fold: true,
            low: size.height < TINY,
            summary: true,
        };
        sizes.lay_hand(ask.count);
        // The hand keeps the width: the piles under it where it does not fit beside them,
        // then in two lines where one does not hold it.
        if !fan::fits(&ask.hand, HAND_FULL, sizes.hand_room(ask.count), SUIT_GAP) {
            sizes.piles_under = true;
            let room = sizes.hand_room(ask.count);
            if !fan::fits(&ask.hand, HAND_FULL, room, SUIT_GAP)
                && ask.hand.len() >= 2
                && fan::lines(&ask.hand, 2)
                    .iter()
                    .all(|line| fan::fits(line, HAND_FULL, room, SUIT_GAP))
            {
                sizes.lines = 2;
            }
        }
        sizes
    }
}
