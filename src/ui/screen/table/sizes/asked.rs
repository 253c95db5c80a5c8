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
    /// Whether a card is in play (what it does stands over the question); not at a turn's
    /// action.
    pub card: bool,
    /// The hand's suits (their cards' counts, in the order the hand shows them).
    pub hand: Vec<usize>,
    /// How many piles stand beside the hand.
    pub piles: usize,
    /// Table mode: the count of the cards still possible stands by the piles.
    pub count: bool,
    /// The guide's note and what the turn did, said under the answers.
    pub notes: Notes,
}

/// The guide's note and what the turn did, as the band says them under the answers where
/// the room is tall enough (shorter, they stand beside the table): their words' lengths in
/// characters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notes {
    /// The guide's note's words, where it shows.
    pub guide: Option<usize>,
    /// What the turn did, a sentence each.
    pub told: Vec<usize>,
    /// How many checks' dice stand over them.
    pub dice: usize,
}

/// The line to spare in the estimate of what the turn did ([`Notes::height`]): the card in
/// play may take it ([`super::Sizes`]'s `lay_spare`).
pub(super) const NOTES_SPARE: f32 = 20.0;

/// About how wide a character of body print is, a line of it, and the gap between two.
const BODY_CHAR: f32 = 7.0;
const BODY_LINE: f32 = 19.5;
const LINE_GAP: f32 = 2.0;
/// The guide's box less its words (its padding, its line of title and buttons); what the
/// turn did less its sentences (its padding and title); a check's dice with their verdict's
/// line, and the dice's box's padding with its gap (measured on the table in `ui fit::band`).
const GUIDE_BOX: f32 = 12.0 + 19.0 + 2.0;
const TOLD_BOX: f32 = 20.0 + 17.0;
const DICE_CHECK: f32 = 48.0 + 2.0 + 17.0 + 6.0;
const DICE_BOX: f32 = 12.0 + 8.0 - 6.0;
/// The gap over each part of the band's words.
const WORDS_GAP: f32 = 6.0;

impl Notes {
    /// About how tall the notes are in a words' column `words` wide, each with the gap over
    /// it (counted at their lengths: a fixed figure left the end of the guide's first note
    /// and of a turn's log under the fold of a band 22 px short at 1280×1024 and 1680×1050,
    /// test `ui fit::band`).
    pub fn height(&self, words: f32) -> f32 {
        let room = (words - 20.0).max(100.0);
        let lines = |chars: usize| (chars as f32 * BODY_CHAR / room).ceil().max(1.0);
        let guide = self
            .guide
            .map_or(0.0, |c| GUIDE_BOX + lines(c) * BODY_LINE + WORDS_GAP);
        if self.told.is_empty() && self.dice == 0 {
            return guide;
        }
        let lines: f32 = self.told.iter().map(|c| lines(*c)).sum();
        let said = lines * BODY_LINE + (self.told.len().saturating_sub(1)) as f32 * LINE_GAP;
        let dice = if self.dice > 0 {
            DICE_BOX + self.dice as f32 * DICE_CHECK
        } else {
            0.0
        };
        // (A line to spare: words wrap earlier than their count of characters says.)
        guide + TOLD_BOX + said + NOTES_SPARE + dice + WORDS_GAP
    }
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
