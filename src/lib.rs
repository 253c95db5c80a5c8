//! Malice: a companion for the Malice solo tarot RPG and four abstract board games.
//!
//! The library holds the engines, the journal, the store, the career and the app; the binary
//! (`src/main.rs`) opens the app, or runs the command line. Engines are pure: no files, no UI.

pub mod art;
pub mod boards;
pub mod career;
pub mod journal;
pub mod store;
pub mod tarot;
pub mod ui;
