//! The four board games and live matches: each game's rules as scenarios, perft counts kept as
//! data, random-game properties, the computer opponent, refusals in plain words, and
//! `boards::session`. One test binary; each old test file is a module.

mod boards_common;
#[path = "../support/cases.rs"]
mod cases;
#[path = "../support/newcomer.rs"]
mod newcomer;

mod ai;
mod analysis;
mod clocks;
mod giveaways;
mod hints_end;
mod lessons;
mod level_one;
mod malaka;
mod malaka_parts;
mod malaka_random;
mod malaka_search;
mod malaka_tables;
mod malawi;
mod martian_chess;
mod martian_chess_four;
mod martian_chess_oracle;
mod pyramids;
mod refusals;
mod registry;
mod session;
mod session_props;
mod why;
mod why_length;
