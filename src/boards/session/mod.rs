//! A live match of one board game: its options, who sits in each seat, its seed, an optional
//! start position, every move (and roll of the dice) played, and the game at the latest
//! position. A match travels as one value, its [`Recipe`]: the new-match form makes one,
//! [`Session::new`] plays it, [`Session::recipe`] gives it back as the match stands, and the
//! profile saves it. The app and the command line drive a match through [`Session`] (or, for
//! a game chosen at run time, through the narrow, object-safe [`MatchSession`]).
//!
//! Randomness is derived, never drawn from a shared generator: the dice of entry `n` come
//! from `(seed, n)`, and so does the computer's choice at entry `n` ([`Session::think`]). A
//! resumed match therefore rolls the same dice and, at a seeded level, plays the same replies.
//! A timed computer player searches by the clock and does not replay move for move.

mod clocks;
mod live;
mod object;
mod parts;
mod recipe;
mod think;

pub use clocks::{Began, Clocks, TimeControl, shown as clock_shown};
pub use live::Session;
pub use object::{AsMatch, MatchSession};
pub use parts::{
    Entry, FRIEND, Finish, HINT_PLAYER, MatchEnd, SessionError, Sitter, Step, Waiting, YOU,
};
pub use recipe::Recipe;
pub use think::{Reply, Think, hint_limits};
