//! What a check puts at stake, in a few small integers: the attribute used, its target, the
//! six values when the die is rolled, whether a failure does damage, and what the card does to
//! the attributes right after a pass or a failure (The Magician's +1 and −2, Strength's −2,
//! The Hanged Man's +2, the Wheel's turn, Justice after a failed skip). From these alone,
//! [`Stakes::ending`] says how a check that ends at a given Luck, passed or failed on a given
//! die, leaves the adventurer: the careful and bold lines ([`crate::tarot::lines`]) are sums of
//! such endings.
//!
//! The delve derives the stakes of its pending check ([`crate::tarot::delve::Delve::check_stakes`]);
//! when what follows a check cannot be told from the attributes alone (the deck about to run
//! out, a card already seen on top), it plays the endings out on a copy instead.
//!
//! Its parts: [`After`] (what a card does to the attributes after a check), [`Stakes`] and
//! [`Odds`] (a check's endings and exact odds), and [`Worked`] (the figures the automatic
//! players weigh, kept per thread).

mod after;
mod stake;
mod worked;

pub use after::{After, AfterOp};
pub use stake::{Odds, Stakes};
pub use worked::{Brief, Worked};
