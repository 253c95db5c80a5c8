//! How the hand gives the band its height (see [`super::Sizes`]): for many answers, a
//! smaller hand, the piles' count beside them, the sheet beside the hand; for a long hand, two
//! lines of cards as large as leave the band its words.

use super::super::fan::{self, SUIT_GAP};
use super::Sizes;
use super::asked::Asked;
use super::measures::*;

impl Sizes {
    /// For many answers: the hand and the piles laid out so that the band keeps the height
    /// the answers want in a room `height` high (the first that does, larger cards first,
    /// table mode's count under the piles or beside them); else as much of it as they can
    /// leave.
    pub(super) fn lay_for_answers(&mut self, ask: &Asked, height: f32) {
        let want = self.band_wanted(ask);
        if self.band_left(height) >= want {
            return;
        }
        let base = *self;
        let mut best = base;
        let counts: &[bool] = if ask.count { &[false, true] } else { &[false] };
        for tight in [false, true] {
            if base.tight && !tight {
                continue;
            }
            for &count_beside in counts {
                let mut laid = base;
                if tight && !base.tight {
                    laid.hand = HAND_TIGHT.max(base.hand.min(HAND_FULL) * 0.7);
                    laid.tight = true;
                }
                laid.count_beside = count_beside;
                laid.lay_hand(ask.count);
                let left = laid.band_left(height);
                if left >= want {
                    *self = laid;
                    return;
                }
                if left > best.band_left(height) {
                    best = laid;
                }
            }
        }
        // Still short: the sheet beside the hand, a line an attribute, gives the band its row
        // (while the hand keeps the room to stand beside it and its piles).
        let mut beside = best;
        beside.sheet_beside = true;
        beside.lay_hand(ask.count);
        if !beside.piles_under && beside.band_left(height) > best.band_left(height) {
            best = beside;
        }
        *self = best;
    }

    /// A long hand that does not fit one line at its tray's narrowest cards: in two lines,
    /// the full tray's (its cards [`LINES_FULL`] wide or more) else the tight one's, their
    /// cards as large as leaves the band its words in a room `height` high; where even the
    /// tight tray's do not fit, the hand keeps its one strip (which scrolls).
    pub(super) fn lay_lines(&mut self, ask: &Asked, height: f32) {
        let least = if self.tight {
            STRIP_TIGHT
        } else {
            self.hand.min(HAND_FULL)
        };
        if ask.hand.len() < 2 || fan::fits(&ask.hand, least, self.hand_room(ask.count), SUIT_GAP) {
            return;
        }
        let want = words(ask, self.table, self.hero, self.aside);
        for (tight, most, least) in [
            (false, HAND_MOST, LINES_FULL),
            (true, HAND_FULL, HAND_TIGHT),
        ] {
            let mut laid = *self;
            laid.lines = 2;
            laid.tight = tight;
            laid.hand = most;
            laid.lay_hand(ask.count);
            while laid.hand > least && laid.band_left(height) < want {
                laid.hand = (laid.hand - 2.0).max(least);
                laid.lay_hand(ask.count);
            }
            let room = laid.hand_room(ask.count);
            let drawn = if tight {
                STRIP_TIGHT
            } else {
                laid.hand.min(HAND_FULL)
            };
            if laid.band_left(height) >= want
                && !laid.piles_under
                && fan::lines(&ask.hand, 2)
                    .iter()
                    .all(|line| fan::fits(line, drawn, room, SUIT_GAP))
            {
                *self = laid;
                return;
            }
        }
    }
}
