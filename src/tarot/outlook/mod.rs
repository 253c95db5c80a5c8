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
//! - [`escape_estimate`]: the automatic player's escape rate from a copy of the delve.
//! - [`percent`]: a chance in words, rounded the same way everywhere.
//!
//! The odds are exact (every die face is played on a copy of the delve, so a card's own cost
//! of failing comes from the engine itself) and cost well under a millisecond; the escape
//! estimate plays whole delves and belongs off the UI thread.

mod consequences;
mod estimate;
mod face;
mod odds;
mod percent;
mod probe;
pub mod prompt;
mod types;

pub use consequences::consequences;
pub use estimate::{can_live, escape_estimate};
pub use face::{FaceChoice, FaceOrSkip, FaceReason, face_or_skip};
pub use odds::check_outlook;
pub use percent::percent;
pub use prompt::{PromptLine, RerollOutlook, line_rerolls, reroll_outlook};
pub use types::{
    CUPS_DEATH_STEP, CUPS_PASS_STEP, Change, CheckOutlook, ChoiceOdds, Consequence, Effects,
    EscapeEstimate, Reason, Recommendation, Warning,
};
