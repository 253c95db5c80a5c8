//! The `malice` command line run as a child process (tarot, career, board games, matches and
//! their analysis, no display), and the import graph of `src/` (no loops between files). One
//! test binary; each old test file is a module.

#[path = "../support/binary.rs"]
#[allow(dead_code)]
mod binary;
#[path = "../support/bounded.rs"]
#[allow(dead_code)]
mod bounded;
#[path = "../support/child.rs"]
#[allow(dead_code)]
mod child;
#[path = "../support/one_at_a_time.rs"]
#[allow(dead_code)]
mod one_at_a_time;

mod analyse;
mod beside;
mod career;
mod closed_pipe;
mod game;
mod import_graph;
mod match_kill;
mod matches;
mod neighbour;
mod no_display;
mod package_files;
mod tarot;
