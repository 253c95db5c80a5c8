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
//!
//! One gap is left that the turn cannot close: Linux lets `spawn` return (the child has begun
//! its new program) a moment before the child has closed the files it inherited, so on a busy
//! machine a profile closed and opened again just after another test started a child can still
//! be held for that moment. An open that finds the profile held by this very process (the lock
//! file names the process that took it) therefore tries again for a short while.

use std::io;
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

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

/// Opens a profile's store in turn, once: for a test that wants this process's own hold to
/// refuse it.
pub fn open_profile_now(home: &Home, name: &ProfileName) -> Result<Store, StoreError> {
    let _turn = alone();
    home.open_profile(name)
}

/// Opens a profile's store in turn (see the module's note).
pub fn open_profile(home: &Home, name: &ProfileName) -> Result<Store, StoreError> {
    patiently(
        || {
            let _turn = alone();
            home.open_profile(name)
        },
        held_here,
    )
}

/// Opens a career profile in turn (see the module's note).
pub fn profile(home: &Home, name: &ProfileName) -> Result<Profile, CareerError> {
    patiently(
        || {
            let _turn = alone();
            Profile::open(home, name)
        },
        |error| matches!(error, CareerError::Store(error) if held_here(error)),
    )
}

/// How long an open may wait for a child to close the lock it inherited (see the module's note).
const INHERITED_LOCK_PATIENCE: Duration = Duration::from_secs(10);

/// Whether `error` says the profile is held by this process (so by a child just started, not
/// yet rid of the files it inherited, since this process closed its own hold).
fn held_here(error: &StoreError) -> bool {
    matches!(error, StoreError::Locked { holder: Some(holder), .. } if holder.pid == std::process::id())
}

/// Runs `open` until it succeeds, fails otherwise than `retry` allows, or
/// [`INHERITED_LOCK_PATIENCE`] has passed.
fn patiently<T, E>(
    mut open: impl FnMut() -> Result<T, E>,
    retry: impl Fn(&E) -> bool,
) -> Result<T, E> {
    let deadline = Instant::now() + INHERITED_LOCK_PATIENCE;
    loop {
        match open() {
            Err(error) if retry(&error) && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            result => return result,
        }
    }
}
