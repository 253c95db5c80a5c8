//! The abstract board games (two players; Martian Chess also four): Malice (pyramids), Martian
//! Chess, Malaka and Malawi.
//!
//! Every game implements [`game::Game`] (its rules and notation) and [`ai::Tuning`] (how the
//! computer judges it); the computer opponent searches over both. The clock option of Martian
//! Chess and Malice is one rule, in [`clock`]. Each game is registered once, in [`registry`],
//! with what players are told about it ([`about`]).

pub mod about;
pub mod ai;
pub mod analysis;
pub mod clock;
pub mod diagram;
pub mod dice;
pub mod effect;
pub mod game;
pub mod grid;
pub mod lesson;
pub mod malaka;
pub mod malawi;
pub mod martian_chess;
pub mod notation;
pub mod pyramids;
pub mod registry;
pub mod rounds;
pub mod session;
