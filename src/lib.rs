//! Malice: a companion for the Malice solo tarot RPG and four abstract board games.
//!
//! The library holds the engines, the journal and the store; the binary (`src/main.rs`) is the
//! command line and, later, the desktop app. Engines are pure: no files, no UI.

pub mod boards;
pub mod career;
pub mod journal;
pub mod store;
pub mod tarot;
pub mod ui;
