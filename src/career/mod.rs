//! The career: adventurers across delves, the corpse pile, the player's notes, the hall of
//! fame and board-game matches, kept in the store. No UI here: the CLI and the app both call
//! [`Profile`].
//!
//! - [`Profile::create_adventurer`], [`Profile::start_delve`] / [`Profile::resume_delve`],
//!   then [`Profile::answer`] for each answer (saved before it returns) and
//!   [`Profile::undo`] (marks the delve assisted). The end of a delve updates the career,
//!   the corpse pile and the hall of fame by itself.
//! - [`Profile::add_note`], [`Profile::edit_note`], [`Profile::search`],
//!   [`Profile::journal_doc`] (for Markdown and HTML export), [`Profile::fame`].

pub mod active;
pub mod error;
pub mod export;
pub mod fame;
mod in_progress;
pub mod journal;
pub mod profile;
pub mod records;

pub use active::ActiveDelve;
pub use error::CareerError;
pub use export::ExportedAll;
pub use fame::{FameRow, hall_of_fame};
pub use journal::{SearchHit, local_time};
pub use profile::{Profile, slug};
pub use records::{
    AdventurerRecord, CorpseCard, CorpsePile, DelveRecord, Dice, Fate, MatchPlayer, MatchRecord,
    NoteRecord, RULES_VERSION, Run, RunEnd,
};
