//! What the outlook reports: the odds of each way to take a check, what an answer does, and the
//! warnings worth showing before it is chosen.

use serde::Serialize;

use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::tarot::delve::CheckSpec;
use crate::tarot::event::{Event, Outcome, Place};
use crate::tarot::question::{Answer, Question};

/// One attribute change: `attr` went from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    /// The attribute.
    pub attr: Attr,
    /// Its value before.
    pub from: u8,
    /// Its value after.
    pub to: u8,
}

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

/// The exact odds of one way to take a check: an attribute and a Cups spend.
///
/// "With re-rolls" means re-rolling every failed die while Luck is 2 or more (so the re-rolls
/// themselves never kill). The loss and the chance of death count the check's damage *and*
/// whatever the card does right after a pass or a failure (a point lost on the way to death is
/// not a loss: the death is counted) (The Magician's −2 Evocation,
/// Strength's −2, The Hanged Man's +2, a failed skip's event), as the engine would play it.
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
    /// Chance to pass on one die (and live).
    pub pass: f64,
    /// Chance to pass with Luck re-rolls.
    pub pass_with_rerolls: f64,
    /// Expected attribute points lost when the adventurer lives (damage and the card's own
    /// cost, net of what it gives back on the same outcome; Luck spent on re-rolls not
    /// counted; outcomes that kill count 0 here and in full in `death`), on one die.
    pub expected_loss: f64,
    /// Expected attribute points lost with Luck re-rolls, counted as `expected_loss`.
    pub expected_loss_with_rerolls: f64,
    /// Expected Luck spent on re-rolls, when the adventurer lives.
    pub expected_luck_spent: f64,
    /// Chance of death on one die.
    pub death: f64,
    /// Chance of death with Luck re-rolls.
    pub death_with_rerolls: f64,
    /// What a failure on a 6, accepted, does: the worst failure's damage and card cost.
    pub worst_failure: Effects,
    /// Whether another row is at least as good on every count (death, passing, points lost,
    /// Cups) and better on one: a row the table may leave out.
    pub dominated: bool,
}

/// The odds of the pending check (or the skip check an Overcome question offers), for every
/// choice still open: one row when nothing is left to choose (a Cups court card, The Tower's
/// Luck check, a die about to be rolled).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckOutlook {
    /// The check: its kind, what it is for, the attributes allowed, the difficulty.
    #[serde(skip)]
    pub spec: CheckSpec,
    /// One row per attribute and Cups spend still open, in the order of the attributes.
    pub rows: Vec<ChoiceOdds>,
    /// The row to recommend: the least chance of death (with re-rolls), then the best chance to
    /// pass, then the fewest points lost, then the fewest Cups, then an attribute other than
    /// Luck.
    pub best: usize,
    /// Whether the pending question chooses among the rows (false: the die comes next).
    pub choosing: bool,
}

impl CheckOutlook {
    /// The recommended row.
    pub fn best_row(&self) -> &ChoiceOdds {
        &self.rows[self.best]
    }
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
}

/// What one legal answer to the pending question will do.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Consequence {
    /// The answer.
    pub answer: Answer,
    /// What it does for sure, up to the next die, card or choice.
    pub effects: Effects,
    /// When a check follows (or the answer is a re-roll): its odds, for the best way to take
    /// it.
    pub odds: Option<ChoiceOdds>,
    /// The chance this answer leads to death (1 when it kills for sure).
    pub death: f64,
    /// What to warn about.
    pub warnings: Vec<Warning>,
}

/// How often the automatic player escapes from the current state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EscapeEstimate {
    /// Delves played from a copy of the current state.
    pub runs: u32,
    /// How many escaped.
    pub escaped: u32,
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
}
