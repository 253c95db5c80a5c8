//! The hand's fan: how its suits share the room across (side by side when there is room,
//! overlapping down to their corner tabs when not), as plain geometry the table's sizes and
//! the hand both use.

/// Gap between two suits in the hand.
pub(super) const SUIT_GAP: f32 = 10.0;

/// How far apart the cards of one suit lie when `groups` suits of these sizes share `room`
/// pixels, each card `card` wide and `gap` between suits: side by side when there is room,
/// else overlapping, never closer than a fifth of a card nor than [`TAB`] (its corner tab
/// shows the rank).
pub(super) fn spacing(groups: &[usize], card: f32, room: f32, gap: f32) -> f32 {
    let cards: usize = groups.iter().sum();
    let overlaps = cards.saturating_sub(groups.len());
    if overlaps == 0 {
        return card + 6.0;
    }
    let fixed = groups.len() as f32 * card + groups.len().saturating_sub(1) as f32 * gap;
    ((room - fixed) / overlaps as f32).clamp((card * 0.2).max(TAB), card + 6.0)
}

/// The closest two overlapping cards lie: the width of the tab in a card's corner.
const TAB: f32 = 18.0;

/// The width hand cards are drawn at: as wide as `widest`, a little narrower when that lays
/// them side by side, narrower (down to 90 px) when that lets a long hand overlap less, so that about half of each card shows; narrower
/// still (down to [`NARROWEST`]) while the hand, its cards at their closest, would not fit
/// its room.
pub(super) fn fit_width(groups: &[usize], widest: f32, room: f32, gap: f32) -> f32 {
    // Side by side rather than slightly overlapping, when that keeps the cards at least three
    // quarters as wide (and 90 px).
    let cards: usize = groups.iter().sum();
    if cards > 0 {
        let gaps =
            (cards - groups.len()) as f32 * 6.0 + groups.len().saturating_sub(1) as f32 * gap;
        let side = (room - gaps) / cards as f32;
        if side < widest && side >= (widest * 0.75).max(90.0) {
            return side;
        }
    }
    let mut width = widest;
    while width > 90.0 && spacing(groups, width, room, gap) < width * 0.5 {
        width = (width - 2.0).max(90.0);
    }
    while width > NARROWEST && across(groups, width, room, gap) > room {
        width = (width - 1.0).max(NARROWEST);
    }
    width
}

/// The width the hand's cards are drawn at, its suits `groups` in `lines` lines (the same
/// width in both), each line fitted to `room` ([`fit_width`]) from `widest`, never narrower
/// than `least` (where even so a line does not fit, it scrolls sideways).
pub(super) fn drawn(groups: &[usize], lines: usize, widest: f32, room: f32, least: f32) -> f32 {
    self::lines(groups, lines)
        .iter()
        .map(|line| fit_width(line, widest, room, SUIT_GAP))
        .fold(widest, f32::min)
        .max(least)
}

/// The narrowest a hand card is drawn, however long the hand.
const NARROWEST: f32 = 48.0;

/// How wide the hand is, its suits of `groups` cards each `card` wide within `room`.
pub(super) fn across(groups: &[usize], card: f32, room: f32, gap: f32) -> f32 {
    let step = spacing(groups, card, room, gap);
    groups
        .iter()
        .map(|n| spread_width(*n, card, step))
        .sum::<f32>()
        + groups.len().saturating_sub(1) as f32 * gap
}

/// The hand's suits `groups` in `lines` lines (1 or 2): in two, split where the two hold
/// about as many cards each, the suits in their order.
pub(super) fn lines(groups: &[usize], lines: usize) -> Vec<&[usize]> {
    if lines < 2 || groups.len() < 2 {
        return vec![groups];
    }
    let total: usize = groups.iter().sum();
    let at = (1..groups.len())
        .min_by_key(|&i| {
            let first: usize = groups[..i].iter().sum();
            first.abs_diff(total - first)
        })
        .unwrap_or(1);
    vec![&groups[..at], &groups[at..]]
}

/// Whether the suits `groups` fit `room` across in one line, their cards `card` wide.
pub(super) fn fits(groups: &[usize], card: f32, room: f32, gap: f32) -> bool {
    across(groups, card, room, gap) <= room + 0.5
}

/// The width `n` cards take at this spacing.
pub(super) fn spread_width(n: usize, card: f32, step: f32) -> f32 {
    card + n.saturating_sub(1) as f32 * step
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_hand_overlaps_to_fit_and_a_short_one_lies_side_by_side() {
        // Three cards in two suits: room to spare, side by side.
        assert_eq!(spacing(&[2, 1], 90.0, 700.0, 14.0), 96.0);
        // Twelve cards in four suits on a 1280×800 window's table: they overlap and fit.
        let groups = [4, 3, 3, 2];
        let step = spacing(&groups, 90.0, 620.0, 14.0);
        assert!((18.0..90.0).contains(&step), "{step}");
        let across: f32 = groups
            .iter()
            .map(|n| spread_width(*n, 90.0, step))
            .sum::<f32>()
            + 3.0 * 14.0;
        assert!(across <= 620.0 + 0.01, "{across}");
        // No room at all: the corners still show.
        assert_eq!(spacing(&[8, 8], 90.0, 100.0, 14.0), 18.0);
        // Cards shrink toward 90 px before they hide more than half of each other.
        assert_eq!(fit_width(&[2, 1], 140.0, 700.0, 14.0), 140.0);
        let narrower = fit_width(&[4, 3, 3, 2], 140.0, 800.0, 14.0);
        assert!((90.0..140.0).contains(&narrower), "{narrower}");
        assert!(spacing(&[4, 3, 3, 2], narrower, 800.0, 14.0) >= narrower * 0.5);
        assert_eq!(fit_width(&[12], 140.0, 300.0, 14.0), 90.0);
        // Four cards of a suit a little too wide to lie side by side: a little narrower, they do.
        let four = fit_width(&[4], 128.0, 500.0, 14.0);
        assert!((96.0..128.0).contains(&four), "{four}");
        assert_eq!(spacing(&[4], four, 500.0, 14.0), four + 6.0);
    }

    #[test]
    fn a_long_hand_splits_into_two_lines_of_about_as_many_cards() {
        // Seven Cups, seven Swords, four Wands, eight Pentacles and The World.
        let hand = [7, 7, 4, 8, 1];
        assert_eq!(lines(&hand, 2), vec![&hand[..2], &hand[2..]]);
        assert_eq!(lines(&hand, 1), vec![&hand[..]]);
        assert_eq!(lines(&[12], 2), vec![&[12][..]]);
        // At the closest, in 612 px: not in one line, in two.
        assert!(!fits(&hand, 48.0, 612.0, SUIT_GAP));
        assert!(
            lines(&hand, 2)
                .iter()
                .all(|l| fits(l, 74.0, 612.0, SUIT_GAP))
        );
    }
}
