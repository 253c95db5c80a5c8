//! One profile, one Malice: a lock held by another process is refused with that process named,
//! and is released when that process is killed.

use crate::one_at_a_time;

use crate::child;

use std::io::Read;

use child::Child;
use malice::store::{Home, ProfileName, StoreError};

/// Set for the child process: the data folder it should lock.
const CHILD_ROOT: &str = "MALICE_TEST_LOCK_CHILD_ROOT";
/// What the child prints, followed by its process id, once it holds the lock.
const LOCKED: &str = "@@child-locked@@";

#[test]
#[ignore = "run as a child process by another_process_holding_the_profile_is_named_and_its_death_frees_it"]
fn child_holds_the_lock_until_killed() {
    let root = std::env::var_os(CHILD_ROOT).expect("the parent sets the root");
    let home = Home::open(root).unwrap();
    let _store = home.open_profile(&ProfileName::default_profile()).unwrap();
    // The test harness may have printed `test ... ` on this line already (one test thread).
    println!("{LOCKED} {}", std::process::id());
    // Hold the lock until the parent kills this process (or closes stdin).
    let _ = std::io::stdin().read(&mut [0]);
}

#[test]
fn another_process_holding_the_profile_is_named_and_its_death_frees_it() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut child = Child::test(
        "lock_process::child_holds_the_lock_until_killed",
        &[(CHILD_ROOT, dir.path().as_os_str())],
    );
    let pid = child
        .wait_for(LOCKED)
        .and_then(|pid| pid.parse::<u32>().ok());
    assert!(pid.is_some(), "the child never took the lock");

    let error = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap_err();
    let StoreError::Locked { holder, .. } = &error else {
        panic!("{error:?}")
    };
    if cfg!(unix) {
        assert_eq!(holder.as_ref().map(|h| h.pid), pid);
    }

    child.kill();
    assert!(one_at_a_time::open_profile(&home, &ProfileName::default_profile()).is_ok());
}
