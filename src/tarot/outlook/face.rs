//! Face or skip, compared: what facing a major arcanum will do (its preview) beside the odds of
//! skipping it, and which to choose, with what the choice puts first: surviving, then keeping
//! The Fool within reach, then the lesser cost (an attribute point weighed as two cards).

use serde::Serialize;

use crate::tarot::card::Card;
use crate::tarot::delve::{Delve, Preview, Step};
use crate::tarot::lines::EPS;
use crate::tarot::question::Question;

use super::odds::check_outlook;
use super::types::ChoiceOdds;

/// Facing or skipping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaceChoice {
    /// Face the event.
    Face,
    /// Try to skip it.
    Skip,
}

/// Why the recommended choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaceReason {
    /// Facing kills for sure; skipping may not.
    FacingKills,
    /// Skipping may kill (careful play) by a point or more than facing.
    SkipRisksDeath,
    /// Facing may send The Fool to the discard pile; skipping is as safe.
    FoolAtStake,
    /// Facing does nothing now.
    NothingToLose,
    /// As safe either way, and facing costs less (a point of an attribute weighs as two cards).
    FacingCostsLess,
    /// As safe either way, and a skip costs less on average, the event included when it
    /// fails.
    SkipCostsLess,
}

/// Two chances of death within this (a point) count as the same.
pub const AS_SAFE: f64 = 0.01;

/// How many cards an attribute point is worth when facing and skipping are weighed: two
/// (a card you choose yourself counts half, a curse as one card).
pub const CARD_PER_POINT: f64 = 2.0;

/// Face or skip, compared.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FaceOrSkip {
    /// What facing does.
    pub face: Preview,
    /// The skip check's recommended way, with its odds.
    pub skip: ChoiceOdds,
    /// Attribute points facing costs for sure (a choice's −1 counted).
    pub face_points: f64,
    /// Cards facing costs from the hand (those you choose and those lost at random).
    pub face_cards: u32,
    /// What facing costs, in cards (a point of an attribute as two cards, a chosen card as half).
    pub face_cost: f64,
    /// What a skip costs on average, in the same cards: its attribute points, and the
    /// event's cost when it fails.
    pub skip_cost: f64,
    /// The recommendation.
    pub pick: FaceChoice,
    /// Why.
    pub reason: FaceReason,
}

/// Face or skip, compared, when the pending question is whether to face a major arcanum.
pub fn face_or_skip(delve: &Delve) -> Option<FaceOrSkip> {
    let Some(Question::Overcome { card }) = delve.question() else {
        return None;
    };
    compare(delve, card)
}

fn compare(delve: &Delve, card: Card) -> Option<FaceOrSkip> {
    let face = delve.preview(card)?;
    let skip = check_outlook(delve)?.best_row().clone();
    let face_points = points(&face.steps);
    let face_cards = cards(&face.steps);
    let face_cost = CARD_PER_POINT * face_points + weighed_cards(&face.steps);
    let face_death = if face.kills.is_some() { 1.0 } else { 0.0 };
    let skip_death = skip.careful.death;
    let nothing = face.steps.iter().all(|s| matches!(s, Step::Nothing));
    let fail = (1.0 - skip.careful.pass - skip.careful.death).max(0.0);
    let skip_cost = CARD_PER_POINT * skip.careful.points_lost() + fail * face_cost;
    let (pick, reason) = if face_death > 0.0 && skip_death < face_death {
        (FaceChoice::Skip, FaceReason::FacingKills)
    } else if nothing {
        (FaceChoice::Face, FaceReason::NothingToLose)
    } else if skip_death > face_death + AS_SAFE {
        (FaceChoice::Face, FaceReason::SkipRisksDeath)
    } else if face.fool_lost > EPS {
        (FaceChoice::Skip, FaceReason::FoolAtStake)
    } else if skip_cost + 0.05 < face_cost {
        (FaceChoice::Skip, FaceReason::SkipCostsLess)
    } else {
        (FaceChoice::Face, FaceReason::FacingCostsLess)
    };
    Some(FaceOrSkip {
        face,
        skip,
        face_points,
        face_cards,
        face_cost,
        skip_cost,
        pick,
        reason,
    })
}

/// The cards the steps cost, weighed: a card you choose counts half, a curse as one.
fn weighed_cards(steps: &[Step]) -> f64 {
    steps
        .iter()
        .map(|s| match s {
            Step::ChooseDiscard { count, .. } => 0.5 * f64::from(*count),
            Step::RandomDiscard { count, .. } => f64::from(*count),
            Step::Lose { cards } => cards.len() as f64,
            Step::Balance { shed, .. } => shed.iter().map(|(_, n)| f64::from(*n)).sum(),
            Step::Curse => 1.0,
            _ => 0.0,
        })
        .sum()
}

/// Attribute points the steps cost for sure (gains counted against losses; a chosen −1 is a
/// point).
fn points(steps: &[Step]) -> f64 {
    steps
        .iter()
        .map(|s| match s {
            Step::Change(c) => f64::from(c.from) - f64::from(c.to),
            Step::ChosenChange { by } | Step::UsedChange { by } => -f64::from(*by),
            _ => 0.0,
        })
        .sum()
}

/// Cards the steps take from the hand.
fn cards(steps: &[Step]) -> u32 {
    steps
        .iter()
        .map(|s| match s {
            Step::ChooseDiscard { count, .. } | Step::RandomDiscard { count, .. } => {
                u32::from(*count)
            }
            Step::Lose { cards } => cards.len() as u32,
            Step::Balance { shed, .. } => shed.iter().map(|(_, n)| u32::from(*n)).sum(),
            _ => 0,
        })
        .sum()
}
