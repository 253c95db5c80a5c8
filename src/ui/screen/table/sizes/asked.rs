//! What the table asks its band to hold (the question's answers by kind, the odds of its
//! check) and what stands beside it (the hand's suits, the piles), and how tall the answers
//! are as the band sets them: one, two or three to a row as the words' column allows (see
//! `hero::view`), a plain answer a line or two, a Wands action or a spend of Cups three or
//! four (measured on the real app's table, `scripts/screenshots.sh big`).

/// The narrowest an answer is set, two or three to a row; and a Wands action, three to a
/// row under the check they share.
pub const PAIRED_LEAST: f32 = 280.0;
pub const WANDS_LEAST: f32 = 220.0;

/// What the band is asked to hold and what stands beside it: see `Sizes::asking`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Asked {
    /// About how much taller the question's column is than its answers' words for the check
    /// ahead (each answer's line of figures, a re-roll's lines), or for table mode's many
    /// cards to pick.
    pub odds: f32,
    /// Answers of one line of words (two where narrow): flip, a Swords action, a card.
    pub plain: usize,
    /// Answers with lines of what they cost and buy, in the same flow: a Wands action alone,
    /// a spend of Cups.
    pub tall: usize,
    /// Wands actions in a flow of their own under the check they share (two or more).
    pub wands: usize,
    /// Lines said once over the answers: what each Swords action spends, the Wands actions'
    /// shared check.
    pub lines: usize,
    /// Whether the card in play (or the deck's back) stands beside the words.
    pub face: bool,
    /// The hand's suits (their cards' counts, in the order the hand shows them).
    pub hand: Vec<usize>,
    /// How many piles stand beside the hand.
    pub piles: usize,
    /// Table mode: the count of the cards still possible stands by the piles.
    pub count: bool,
}

/// A row of plain answers, one line each, and where some wrap to two (the words' column
/// narrow).
const PLAIN_ROW: f32 = 30.0;
const PLAIN_ROW_WRAPPED: f32 = 48.0;
/// A row of answers with lines of what they cost and buy: three or four lines, or two or
/// three where wide.
const TALL_ROW: f32 = 82.0;
const TALL_ROW_WIDE: f32 = 62.0;
/// An answer this wide keeps its words on fewer lines; a plain one, on one line (a Swords
/// action's words, "Flip the next card", fit 288 px on the real table, 1366×768).
const WIDE_ANSWER: f32 = 400.0;
const PLAIN_WIDE: f32 = PAIRED_LEAST;
/// A line said over the answers, and the gaps between the panel's parts and its rows.
const LINE: f32 = 20.0;
const PART_GAP: f32 = 8.0;
const ROW_GAP: f32 = 6.0;

impl Asked {
    /// How many answers the question has.
    pub fn answers(&self) -> usize {
        self.plain + self.tall + self.wands
    }

    /// How tall the answers are in a words' column `words` wide, set as the band sets them
    /// (four or fewer one under another; more: in a grid, three to a row where each keeps 280 px, else
    /// two, else one; the shared Wands actions three to a row where each keeps
    /// 220 px), with the lines said over them.
    pub fn answers_height(&self, words: f32) -> f32 {
        let across = |n: f32| ((words - ROW_GAP * (n - 1.0)) / n).floor();
        // Four or fewer stand one under another.
        let (n, each) = [3.0, 2.0]
            .into_iter()
            .map(|n| (n, across(n)))
            .find(|(_, w)| *w >= PAIRED_LEAST && self.answers() > 4)
            .unwrap_or((1.0, words));
        let n = n as usize;
        // The plain and tall answers share a flow: the tall ones' rows at their height.
        let rows = (self.plain + self.tall).div_ceil(n);
        let tall_rows = self.tall.div_ceil(n).min(rows);
        let plain_row = if each >= PLAIN_WIDE {
            PLAIN_ROW
        } else {
            PLAIN_ROW_WRAPPED
        };
        let tall_row = if each >= WIDE_ANSWER {
            TALL_ROW_WIDE
        } else {
            TALL_ROW
        };
        let mut parts = vec![
            tall_rows as f32 * tall_row
                + (rows - tall_rows) as f32 * plain_row
                + rows.saturating_sub(1) as f32 * ROW_GAP,
        ];
        if self.wands > 0 {
            let wands_each = Some(across(3.0)).filter(|w| *w >= WANDS_LEAST);
            let (per, each) = match wands_each {
                Some(w) => (3, w),
                None => (n, each),
            };
            let rows = self.wands.div_ceil(per);
            let row = if each >= WIDE_ANSWER {
                TALL_ROW_WIDE
            } else {
                TALL_ROW
            };
            parts.push(rows as f32 * row + rows.saturating_sub(1) as f32 * ROW_GAP);
        }
        parts.extend((0..self.lines).map(|_| LINE));
        let parts: Vec<f32> = parts.into_iter().filter(|h| *h > 0.0).collect();
        parts.iter().sum::<f32>() + parts.len().saturating_sub(1) as f32 * PART_GAP
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_answers_of_an_action_are_as_tall_as_the_real_table_sets_them() {
        // A turn's action beside 27 cards (scripts/screenshots.sh big, 1280x800): flip and
        // five Swords actions under the line of what they spend, two to a row; three Wands
        // actions under their shared check, three to a row. Drawn: 240 px.
        let action = Asked {
            plain: 6,
            wands: 3,
            lines: 2,
            ..Asked::default()
        };
        let height = action.answers_height(816.0);
        assert!((235.0..=265.0).contains(&height), "{height}");
        // Wider (1920x1080): three to a row, in fewer rows, never taller.
        assert!(action.answers_height(1040.0) <= height);
        // Narrow: one to a row, far taller.
        assert!(action.answers_height(500.0) > 1.5 * height);
    }
}
