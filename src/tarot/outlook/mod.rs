//! Looking ahead before an answer is given: the exact odds of the pending check for every
//! choice (with what the card does after a pass or a failure, whatever the card), what each
//! answer will do, the chance to escape from here, and one way to write a chance as a percent.
//!
//! The app and the terminal only show these figures; they compute none of their own.
//!
//! - [`check_outlook`]: the odds table of the pending check ([`CheckOutlook`]): every way to
//!   take it, on one die and under the careful and the bold line of re-rolls
//!   ([`crate::tarot::lines`]), and the recommended way with what it optimises.
//! - [`reroll_outlook`]: the re-roll prompt's figures under both lines ([`RerollOutlook`]).
//! - [`consequences`]: what each legal answer does ([`Consequence`]).
//! - [`face_or_skip`]: what facing a major arcanum does beside the odds of skipping it, and
//!   which to choose ([`FaceOrSkip`]); [`Delve::preview`](crate::tarot::delve::Delve::preview)
//!   tells any major arcanum's effect step by step.
//! - [`chances`]: each answer's chance to escape (the automatic careful player's escape rate
//!   from the state it leads to) and the ★; [`escape_estimate`] from the state itself.
//! - [`percent`]: a chance in words, rounded the same way everywhere.
//!
//! The odds are exact (sums over the dice of what a check puts at stake,
//! [`crate::tarot::stakes`], a card's own cost of failing included) and cost microseconds; the
//! chances to escape play whole delves and belong off the UI thread.

mod consequences;
mod escape;
mod face;
mod odds;
mod percent;
mod probe;
pub mod prompt;
mod types;

pub use consequences::consequences;
pub use escape::{
    AnswerChance, Chances, RUNS, Tie, TieBreak, can_live, chance_seed, chances, escape_estimate,
    is_decision,
};
pub use face::{FaceChoice, FaceOrSkip, FaceReason, face_or_skip};
pub use odds::check_outlook;
pub use percent::percent;
pub use prompt::{PromptLine, RerollOutlook, line_rerolls, reroll_outlook};
pub use types::{
    CUPS_DEATH_STEP, CUPS_PASS_STEP, Change, CheckOutlook, ChoiceOdds, Consequence, Effects,
    EscapeEstimate, Reason, Recommendation, Warning,
};
