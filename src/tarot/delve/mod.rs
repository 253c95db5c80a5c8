//! The delve: one adventurer's run through the dungeon, as a state machine.
//!
//! [`Delve::question`] says what the engine needs next: a choice for the player or a random
//! outcome (a die, a card off the deck). [`Delve::answer`] applies an answer and returns what
//! happened as [`Event`](crate::tarot::event::Event)s; an illegal answer is an error that
//! changes nothing. The engine holds no random generator: the driver (seeded, or a person at
//! the table) answers chance questions.
//!
//! Where to look:
//! - `state`: what a delve is made of (the setup, the places cards can be, the work to do);
//! - `start`: the setup checked, the creation dice, the opening hand, replaying;
//! - `queries`: what the delve looks like from outside, and the card-conservation check;
//! - `refusal`: where each card is, and why a typed card cannot answer a card question;
//! - `answers`: legal answers, and answering;
//! - `turn`: the step loop and a turn (flip, resolve, discard);
//! - `actions`: the Swords and Wands actions before the flip;
//! - `checks`: a check from the attribute to the re-rolls, what a failure costs, the odds;
//! - `effects`: the major arcana interpreter, with its instructions in `attribute_effects`,
//!   `card_effects`, `spread` (The High Priestess), `backpack` (The Lovers), `ghost`
//!   (The Hierophant);
//! - `cards`: moving cards between places, the deck running out;
//! - `ending`: attribute changes, death and escape;
//! - `preview`: what a major arcanum will do, step by step, before it happens;
//! - `stakes`: what the pending check puts at stake, for its odds under the lines.

mod actions;
mod answers;
mod attribute_effects;
mod backpack;
mod card_effects;
mod cards;
mod checks;
mod effects;
mod ending;
mod ghost;
mod preview;
mod queries;
mod refusal;
mod spread;
mod stakes;
mod start;
mod state;
mod turn;

pub use ending::{LeavingScore, score_of};
pub use preview::{DrawSize, Preview, Step};
pub use refusal::Refusal;
pub use stakes::{CheckStakes, Ending, Way};
pub use state::{CheckInProgress, CheckSpec, Delve, DelveSetup, RuleError, Start};
