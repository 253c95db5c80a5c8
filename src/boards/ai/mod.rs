//! The computer opponent, one search over the [`Game`](super::game::Game) trait and each
//! game's [`Tuning`], in rooms by concern:
//! - `level.rs`: who chooses ([`Player`]) and how each level searches ([`level_plan`]);
//! - `chooser.rs`: the seeded chooser, [`Ai`], that runs the search for a player;
//! - `search.rs` (with `table.rs`, what it remembers): how it thinks;
//! - `tuning.rs`: the [`Tuning`] trait, with each game's evaluation and settings in
//!   `pyramids.rs`, `martian_chess.rs`, `malaka.rs` and `malawi.rs`;
//! - `playout.rs` and `perft.rs`: random playouts and perft counts, for speed and tests.
//!
//! The dice are not the computer's: a match rolls them itself
//! ([`Dice`](super::dice::Dice)).
//!
//! Levels trade depth and nodes for deliberate mistakes; a seed makes every choice
//! replayable. Each level also has a time limit, which only a slow machine meets (a level
//! whose search the clock cut short does not replay move for move). A timed player searches
//! as deep as its time per move allows instead, and so does not replay.
//!
//! The search knows the positions already played in the game ([`Ai::with_history`]): a
//! position that comes back is worth a draw, so a side that leads avoids shuffling back and
//! forth. It can be stopped from another thread ([`Ai::with_stop`]); an [`Ai`] is `Send`, so
//! it can think on a thread of its own.

mod chooser;
mod judge;
mod level;
mod malaka;
mod malawi;
mod martian_chess;
mod perft;
mod playout;
mod pyramids;
mod search;
mod table;
mod tuning;

pub use chooser::Ai;
pub use judge::{
    JudgeLimits, Judgement, Weighed, best_value, decided, gives_away, hands_over, judge, safe_moves,
};
pub use level::{MAX_LEVEL, MAX_THINK, Plan, Player, level_plan};
pub use perft::perft;
pub use playout::random_playout;
pub use search::Report;
pub use tuning::{
    CLOCK_PATIENCE, CLOSING_PULL, IDLE_COST, IDLE_PATIENCE, LevelSearch, Tuning,
    calls_when_leading, closing_pull, idle_cost,
};
