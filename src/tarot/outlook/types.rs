//! What the outlook reports: the odds of each way to take a check, what an answer does, and the
//! warnings worth showing before it is chosen.

use serde::Serialize;

use crate::tarot::attributes::Attr;
pub use crate::tarot::attributes::Change;
use crate::tarot::card::Card;
use crate::tarot::delve::{CheckSpec, Preview};
use crate::tarot::event::{Event, Outcome, Place};
use crate::tarot::lines::{Aim, Figures, Line};
use crate::tarot::question::{Answer, Question};

/// What happens, in order, until the engine next needs an answer: attribute changes, cards
/// that leave or join the hand, the end of the delve, and the next question.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Effects {
    /// Every attribute change, in order (one attribute may change twice: damage, then a card's
    /// own effect).
    pub changes: Vec<Change>,
    /// Cards that leave the hand (spent, discarded or lost), in order.
    pub lost: Vec<Card>,
    /// Cards that come into the hand, in order.
    pub gained: Vec<Card>,
    /// How the delve ends, when it does.
    pub outcome: Option<Outcome>,
    /// What the engine asks next (a die, a card, a choice); `None` when the delve ends.
    pub next: Option<Question>,
}

impl Effects {
    /// Reads what `events` did; `next` is the question the engine asks after them.
    pub fn from_events(events: &[Event], next: Option<Question>) -> Effects {
        let mut effects = Effects {
            next,
            ..Effects::default()
        };
        for event in events {
            match *event {
                Event::SkillChanged { attr, from, to } => {
                    effects.changes.push(Change { attr, from, to })
                }
                Event::CardMoved {
                    card,
                    from: Place::Hand,
                    ..
                } => effects.lost.push(card),
                Event::CardMoved {
                    card,
                    to: Place::Hand,
                    ..
                } => effects.gained.push(card),
                Event::Escaped { score } => effects.outcome = Some(Outcome::Escaped { score }),
                Event::Died { cause } => effects.outcome = Some(Outcome::Died { cause }),
                _ => {}
            }
        }
        effects
    }

    /// Whether the adventurer dies.
    pub fn kills(&self) -> bool {
        matches!(self.outcome, Some(Outcome::Died { .. }))
    }

    /// The change that takes an attribute to 0, when one does.
    pub fn fatal_change(&self) -> Option<Change> {
        self.changes.iter().copied().find(|c| c.to == 0)
    }
}

/// The exact odds of one way to take a check: an attribute and a Cups spend, on one die and
/// under the careful and the bold line of re-rolls ([`Line`]).
///
/// The figures count the check's damage, the Luck paid for re-rolls *and* whatever the card
/// does right after a pass or a failure (The Magician's −2 Evocation, Strength's −2, The
/// Hanged Man's +2, a failed skip's event), as the engine would play it; a point lost on the
/// way to death is not counted as lost: the death is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChoiceOdds {
    /// The attribute used.
    pub attr: Attr,
    /// The Cups boosts bought.
    pub boosts: u8,
    /// The Cups cards those boosts discard (the lowest first); empty once they are spent.
    pub cups_cards: Vec<Card>,
    /// The target number.
    pub target: u8,
    /// One die, any failure accepted: the plain chance of the dice.
    pub one_die: Figures,
    /// Re-rolls played the careful way (the line the automatic players follow).
    pub careful: Figures,
    /// Re-rolls played the bold way.
    pub bold: Figures,
    /// What a failure on a 6, accepted, does: the worst failure's damage and card cost.
    pub worst_failure: Effects,
    /// Whether another row is at least as good on every count (careful and bold death and
    /// passing, points, Cups) and better on one.
    pub dominated: bool,
    /// Whether a table may fold this row out of sight (behind "more ways"): a Cups spend that
    /// another row beats. A row without Cups is never folded: every attribute the check allows
    /// stays on show.
    pub folded: bool,
}

impl ChoiceOdds {
    /// The figures under a line.
    pub fn line(&self, line: Line) -> &Figures {
        match line {
            Line::Careful => &self.careful,
            Line::Bold => &self.bold,
        }
    }

    /// Whether the careful and the bold line give the same chances here (one line is shown).
    pub fn lines_agree(&self) -> bool {
        self.careful.same_odds(&self.bold)
    }
}

/// The odds of the pending check (or the skip check an Overcome question offers), for every
/// choice still open: one row when nothing is left to choose (a Cups court card, The Tower's
/// Luck check, a die about to be rolled).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckOutlook {
    /// The check: its kind, what it is for, the attributes allowed, the difficulty.
    #[serde(skip)]
    pub spec: CheckSpec,
    /// One row per attribute and Cups spend still open, in the order of the attributes, each
    /// attribute's rows from no Cups up.
    pub rows: Vec<ChoiceOdds>,
    /// The row to recommend.
    pub best: usize,
    /// What the recommendation optimises, and why this row.
    pub recommendation: Recommendation,
    /// Whether the pending question chooses among the rows (false: the die comes next).
    pub choosing: bool,
}

impl CheckOutlook {
    /// The recommended row.
    pub fn best_row(&self) -> &ChoiceOdds {
        &self.rows[self.best]
    }
}

/// Why a row is recommended: the safest way under careful play, Cups spent only where they
/// earn their keep (they cut the chance of death by at least [`CUPS_DEATH_STEP`], or, as
/// safe, add at least [`CUPS_PASS_STEP`] to the chance to pass).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Recommendation {
    /// What the check is for: the lines and the recommendation rank by the chance to pass, or
    /// (The Hanged Man) by the points a way leaves.
    pub aim: Aim,
    /// Why this row.
    pub reason: Reason,
}

/// Cups are worth spending when they cut the chance of death (careful play) by at least this.
pub const CUPS_DEATH_STEP: f64 = 0.01;
/// …or, at no more risk of death, add at least this to the chance to pass.
pub const CUPS_PASS_STEP: f64 = 0.05;

/// Why the recommended row beats the others.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// There is only one way.
    Only,
    /// It has the lowest chance of death.
    LeastDeath,
    /// It shares the lowest chance of death and has the best chance to pass.
    BestPass,
    /// It shares the lowest chance of death and (at The Hanged Man) leaves the most points.
    MostPoints,
    /// The rows it ties with cost more (Cups) or risk Luck.
    Cheapest,
    /// Another row (its index) spends more Cups for too little: a cut in the chance of death
    /// under [`CUPS_DEATH_STEP`], and no more than [`CUPS_PASS_STEP`] to the chance to pass.
    CupsNotWorth(usize),
}

/// A warning to show beside an answer.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum Warning {
    /// The answer kills for sure (the change that takes an attribute to 0, when one does).
    Kills(Option<Change>),
    /// The answer leads to a die that may kill, with this chance.
    MayKill(f64),
    /// A re-roll with 1 Luck: any die but a 1 spends the last Luck, which kills.
    LastLuck,
    /// The answer may send The Fool, the only way out, to the discard pile (with this
    /// chance, or at most this chance when a choice of yours decides).
    FoolAtStake(f64),
}

/// What one legal answer to the pending question will do.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Consequence {
    /// The answer.
    pub answer: Answer,
    /// What it does for sure, up to the next die, card or choice.
    pub effects: Effects,
    /// When a check follows (or the answer is a re-roll): its odds, for the recommended way to
    /// take it.
    pub odds: Option<ChoiceOdds>,
    /// The chance this answer leads to death under careful play (1 when it kills for sure).
    pub death: f64,
    /// What to warn about.
    pub warnings: Vec<Warning>,
    /// For "face it": the whole effect, step by step, from the present state (what the
    /// effects above leave out because a choice or a card comes first).
    pub preview: Option<Preview>,
}

impl Consequence {
    /// The answer's chances under a line: certain death when it kills, the check it leads to
    /// (its recommended way) when one follows, else `None` (nothing left to chance).
    pub fn figures(&self, line: Line) -> Option<Figures> {
        if self.effects.kills() {
            return Some(Figures::DEATH);
        }
        self.odds.as_ref().map(|o| *o.line(line))
    }
}

/// How often the automatic player escapes from the current state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EscapeEstimate {
    /// Delves played from a copy of the current state.
    pub runs: u32,
    /// How many escaped.
    pub escaped: u32,
    /// Whether some answer on the table still lets the adventurer live (then the chance is
    /// never shown as 0%, even when no run escaped).
    pub survivable: bool,
    /// Whether the delve is already over there (an escape or a death): the figure is certain.
    pub settled: bool,
}

impl EscapeEstimate {
    /// The fraction that escaped (0 when no run was played).
    pub fn chance(&self) -> f64 {
        if self.runs == 0 {
            0.0
        } else {
            self.escaped as f64 / self.runs as f64
        }
    }

    /// Half the width of the figure's 95% interval (the Wilson interval, so that a chance near
    /// 0 or 1 keeps a margin), 0 when the figure is certain.
    pub fn margin(&self) -> f64 {
        if self.settled || self.runs == 0 {
            return 0.0;
        }
        let n = f64::from(self.runs);
        let p = self.chance();
        let z = 1.96_f64;
        z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()
    }

    /// The chance as it reads: a whole percent, "<1%" when no run escaped but an answer on
    /// the table survives (never "0%" beside a way to live), "0%" only when every way dies.
    pub fn reads(&self) -> String {
        if self.escaped == 0 && self.survivable {
            "<1%".into()
        } else if self.escaped == self.runs && !self.settled && self.runs > 0 {
            ">99%".into()
        } else {
            super::percent::percent(self.chance())
        }
    }

    /// The chance with its margin: "62% ±2", "100%" when certain, "±1" at the least.
    pub fn reads_with_margin(&self) -> String {
        if self.settled {
            return self.reads();
        }
        let points = (self.margin() * 100.0).round().max(1.0);
        format!("{} ±{points}", self.reads())
    }
}
