//! One profile, one Malice: a lock held by another process is refused with that process named,
//! and is released when that process is killed.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

use malice::store::{Home, ProfileName, StoreError};

/// Set for the child process: the data folder it should lock.
const CHILD_ROOT: &str = "MALICE_TEST_LOCK_CHILD_ROOT";

#[test]
#[ignore = "run as a child process by another_process_holding_the_profile_is_named_and_its_death_frees_it"]
fn child_holds_the_lock_until_killed() {
    let root = std::env::var_os(CHILD_ROOT).expect("the parent sets the root");
    let home = Home::open(root).unwrap();
    let _store = home.open_profile(&ProfileName::default_profile()).unwrap();
    println!("locked");
    // Hold the lock until the parent kills this process (or closes stdin).
    let _ = std::io::stdin().read(&mut [0]);
}

#[test]
fn another_process_holding_the_profile_is_named_and_its_death_frees_it() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "child_holds_the_lock_until_killed",
            "--ignored",
            "--nocapture",
        ])
        .env(CHILD_ROOT, dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let locked = stdout
        .lines()
        .map_while(Result::ok)
        .any(|line| line == "locked");
    assert!(locked, "the child never took the lock");

    let error = home
        .open_profile(&ProfileName::default_profile())
        .unwrap_err();
    let StoreError::Locked { holder, .. } = &error else {
        panic!("{error:?}")
    };
    if cfg!(unix) {
        assert_eq!(holder.as_ref().map(|h| h.pid), Some(child.id()));
    }

    child.kill().unwrap();
    child.wait().unwrap();
    assert!(home.open_profile(&ProfileName::default_profile()).is_ok());
}
