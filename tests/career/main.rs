//! The career on the store: delves saved and continued, deaths, escapes and the corpse pile,
//! the pause before a check's die, recovery from delves that cannot go on, saved delves that keep
//! replaying, a real `malice` killed at every write, and the career's refusals on the command
//! line, and the fairness of the dice the app rolls. One test binary; each old test file is a
//! module.

#[path = "../support/binary.rs"]
#[allow(dead_code)]
mod binary;
#[path = "../support/bounded.rs"]
#[allow(dead_code)]
mod bounded;
#[path = "../support/cases.rs"]
mod cases;
#[path = "../support/one_at_a_time.rs"]
#[allow(dead_code)]
mod one_at_a_time;

mod analyses;
mod career;
mod career_files;
mod cli;
mod deals;
mod dice;
mod kills;
mod own_entries;
mod pause;
mod recovery;
mod replays;
mod table_mode;
mod turns;
