//! `MALICE_HOME` overrides the data folder, and the folder chosen in the app. The test changes
//! the environment, so it runs alone in a child process of its own (this test binary run for
//! that one test), where no other test's thread can read the environment meanwhile.

use crate::child::Child;

use malice::store::paths::HOME_ENV;
use malice::store::{FolderChoice, Home, data_root, default_root};

/// Set by the parent test for the child, which changes the environment only then (not when
/// run among other tests by `cargo test -- --ignored`).
const ALONE: &str = "MALICE_TEST_ALONE_IN_PROCESS";

#[test]
fn malice_home_overrides_the_platform_folder() {
    let mut child = Child::test(
        "default_root::malice_home_overrides_the_platform_folder_alone",
        &[(ALONE, "1".as_ref())],
    );
    // The harness's own summary line: one test run, and it passed.
    let result = child.wait_for("test result:");
    assert!(
        result
            .as_deref()
            .is_some_and(|r| r.starts_with("ok. 1 passed")),
        "the child's test: {result:?}"
    );
}

#[test]
#[ignore = "run as a child process by malice_home_overrides_the_platform_folder"]
fn malice_home_overrides_the_platform_folder_alone() {
    if std::env::var_os(ALONE).is_none() {
        eprintln!("skipped: run only as the child of malice_home_overrides_the_platform_folder");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // SAFETY: this test runs alone in its process (`--exact`, one test thread), so no other
    // thread reads the environment.
    unsafe { std::env::set_var(HOME_ENV, dir.path()) };
    assert_eq!(default_root().unwrap(), dir.path());
    let (home, passed_over) = Home::open_default().unwrap();
    assert!(passed_over.is_none());
    assert!(dir.path().join("profiles/default").is_dir());
    assert_eq!(home.root(), dir.path());

    // Empty means unset: the platform folder, which is somewhere else.
    // SAFETY: as above.
    unsafe { std::env::set_var(HOME_ENV, "") };
    if let Ok(platform) = default_root() {
        assert_ne!(platform, dir.path());
        assert!(
            platform.ends_with("malice") || platform.ends_with("Malice"),
            "{platform:?}"
        );
    }

    // The folder chosen in the app, remembered in a pointer file: used when MALICE_HOME is
    // not set, ignored when it is.
    let config = tempfile::tempdir().unwrap();
    let chosen = tempfile::tempdir().unwrap();
    let choice = FolderChoice::at(config.path().join("data-folder.txt"));
    choice.remember(chosen.path()).unwrap();
    assert_eq!(data_root(Some(&choice)).unwrap(), chosen.path());
    // SAFETY: as above.
    unsafe { std::env::set_var(HOME_ENV, dir.path()) };
    assert_eq!(data_root(Some(&choice)).unwrap(), dir.path());
}
