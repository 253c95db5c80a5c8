//! The abstract board games (two players; Martian Chess also four): Malice (pyramids), Martian
//! Chess, Malaka and Malawi.
//!
//! Every game implements [`game::Game`]; the computer opponent searches over that trait.

pub mod ai;
pub mod game;
pub mod grid;
pub mod malaka;
pub mod malawi;
pub mod martian_chess;
pub mod notation;
pub mod pyramids;
pub mod session;
