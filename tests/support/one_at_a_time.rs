//! Keeps the tests of one file that reopen profiles from running side by side: a child
//! process started by one test inherits, until it starts running Malice, the open lock file
//! of a profile another test has just closed, and so holds that lock for a moment (file
//! locks belong to the open file, not the process).

use std::sync::{Mutex, MutexGuard};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Waits until no other test of this file holds the turn, and holds it until dropped.
pub fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}
