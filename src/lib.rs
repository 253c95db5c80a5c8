//! Malice: a companion for the Malice solo tarot RPG and four abstract board games.
//!
//! The library holds the engines and, later, the store; the binary (`src/main.rs`) is the
//! command line and, later, the desktop app. Engines are pure: no files, no UI.

pub mod boards;
pub mod journal;
pub mod tarot;
