//! Looking ahead before an answer is given: the exact odds of the pending check for every
//! choice (with what the card does after a pass or a failure, whatever the card), what each
//! answer will do, the chance to escape from here, and one way to write a chance as a percent.
//!
//! The app and the terminal only show these figures; they compute none of their own.
//!
//! - [`check_outlook`]: the odds table of the pending check ([`CheckOutlook`]).
//! - [`consequences`]: what each legal answer does ([`Consequence`]).
//! - [`escape_estimate`]: the automatic player's escape rate from a copy of the delve.
//! - [`percent`]: a chance in words, rounded the same way everywhere.
//!
//! The odds are exact (every die face is played on a copy of the delve, so a card's own cost
//! of failing comes from the engine itself) and cost well under a millisecond; the escape
//! estimate plays whole delves and belongs off the UI thread.

mod consequences;
mod estimate;
mod odds;
mod probe;
mod types;

pub use consequences::consequences;
pub use estimate::escape_estimate;
pub use odds::check_outlook;
pub use types::{Change, CheckOutlook, ChoiceOdds, Consequence, Effects, EscapeEstimate, Warning};

/// A chance as a whole percent, rounded to the nearest (66.7% is "67%"), except that a chance
/// that is neither 0 nor 1 never reads as "0%" or "100%": it reads "<1%" or ">99%".
pub fn percent(chance: f64) -> String {
    if chance <= 0.0 {
        "0%".into()
    } else if chance >= 1.0 {
        "100%".into()
    } else if chance < 0.005 {
        "<1%".into()
    } else if chance >= 0.995 {
        ">99%".into()
    } else {
        format!("{}%", (chance * 100.0).round() as u32)
    }
}
