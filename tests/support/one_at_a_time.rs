//! Keeps a child process from holding another test's profile lock. A child started by one test
//! inherits, from the moment it is forked until it starts running its program, every file this
//! process has open, among them the lock files of profiles other tests hold; file locks belong
//! to the open file, not to the process, so if a test closes a profile in that moment and opens
//! it again (here or in a child of its own), it finds the profile locked.
//!
//! So, in a test binary that starts child processes, every child is started and every profile
//! is opened in this process while holding one turn: [`spawn`] returns once the child runs its
//! own program (its inherited files closed), and no profile is taken while a child is being
//! started. Tests of one binary share the turn whatever their module.

use std::io;
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard};

use malice::career::{CareerError, Profile};
use malice::store::{Home, ProfileName, Store, StoreError};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Waits until no other test of this binary holds the turn, and holds it until dropped.
pub fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts `command` in turn (see the module's note).
pub fn spawn(command: &mut Command) -> io::Result<Child> {
    let _turn = alone();
    command.spawn()
}

/// Runs `command` to its end, started in turn, and gives its exit status.
pub fn status(command: &mut Command) -> io::Result<std::process::ExitStatus> {
    spawn(command)?.wait()
}

/// Opens a profile's store in turn (see the module's note).
pub fn open_profile(home: &Home, name: &ProfileName) -> Result<Store, StoreError> {
    let _turn = alone();
    home.open_profile(name)
}

/// Opens a career profile in turn (see the module's note).
pub fn profile(home: &Home, name: &ProfileName) -> Result<Profile, CareerError> {
    let _turn = alone();
    Profile::open(home, name)
}
