//! The career: adventurers across delves, the corpse pile, the player's notes, the hall of
//! fame and board-game matches, kept in the store. No UI here: the CLI and the app both call
//! [`Profile`].
//!
//! - [`Profile::create_adventurer`], [`Profile::start_delve`] / [`Profile::resume_delve`],
//!   then [`Profile::answer`] for each answer (saved before it returns) and
//!   [`Profile::undo`] and [`Profile::redo`] (mark the delve assisted). The end of a delve updates the career,
//!   the corpse pile and the hall of fame by itself.
//! - Deals: [`Profile::start_deal`] (a code, a deal played again), [`Profile::start_daily`]
//!   and [`Profile::daily_book`] (today's delve), [`ActiveDelve::deal_code`].
//! - [`Profile::add_note`], [`Profile::edit_note`], [`Profile::save_draft`] (words begun in
//!   the note box, kept until saved as a note), [`Profile::search`],
//!   [`Profile::journal_doc`] (for Markdown and HTML export), [`Profile::fame`].
//! - Board games: [`Profile::new_match`], [`Profile::save_match_session`] after every move,
//!   [`Profile::open_match`] (replays; a match that does not replay is set aside),
//!   [`Profile::unfinished_matches`], [`Profile::match_history`], [`Profile::board_fame`],
//!   [`Profile::match_text`] / [`Profile::import_match_text`], [`Profile::quick_match`],
//!   [`Profile::keep_analysis`] / [`Profile::kept_analysis`] (a finished match's analysis).

pub mod active;
pub mod analyses;
pub mod daily;
pub mod drafts;
pub mod error;
pub mod export;
pub mod fame;
mod in_progress;
pub mod journal;
pub mod lessons;
pub mod match_history;
pub mod match_text;
pub mod matches;
pub mod profile;
pub mod race;
pub mod records;
pub mod setups;
pub mod sync;
pub mod turns;

pub use active::ActiveDelve;
pub use analyses::AnalysisRecord;
pub use daily::{DailyBook, DayRow, DayState, DayTry, Streak};
pub use drafts::{DraftRecord, DraftTarget, box_draft_id};
pub use error::CareerError;
pub use export::ExportedAll;
pub use fame::{FameRow, hall_of_fame};
pub use journal::{SearchHit, local_time};
pub use match_history::{BoardFameRow, GameHistory, HistoryRow, Opponent, Tally, Verdict};
pub use matches::{MatchRecord, MatchSummary, OpenMatch, SeatRecord};
pub use profile::{Profile, slug};
pub use race::{Race, RaceEnd, RaceRow, RaceTurn};
pub use records::{
    AdventurerRecord, CorpseCard, CorpsePile, DailyMark, DealPlay, DelveRecord, Dice, Fate,
    NoteKind, NoteRecord, RULES_VERSION, Run, RunEnd,
};
pub use setups::{FormSetup, QuickMatch};
pub use turns::RunByTurn;
