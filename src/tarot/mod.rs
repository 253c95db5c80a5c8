//! The Malice solo RPG engine: cards, the major arcana table, rule options, checks and odds,
//! the delve state machine, where randomness comes from, deals and today's delve, and
//! automatic players.
//!
//! Nothing here touches files or a UI: the engine is a state, a question, an answer and a
//! list of events, driven the same way by the app, the command line, the simulator and tests.

pub mod arcana;
pub mod attributes;
pub mod card;
pub mod chance;
pub mod check;
pub mod daily;
pub mod deal;
pub mod deck;
pub mod delve;
pub mod event;
pub mod lines;
pub mod outlook;
pub mod policy;
pub mod question;
pub mod rules;
pub mod sim;
pub mod stakes;

pub use attributes::{Attr, Attributes};
pub use card::{Card, Rank, Suit};
pub use delve::{Delve, DelveSetup, RuleError, Start};
pub use event::{Event, Outcome, Place};
pub use question::{Answer, Question};
pub use rules::RuleOptions;
