//! `MALICE_HOME` overrides the data folder, and the folder chosen in the app. Alone in its
//! test binary, so changing the environment cannot race with other tests.

use malice::store::paths::HOME_ENV;
use malice::store::{FolderChoice, Home, data_root, default_root};

#[test]
fn malice_home_overrides_the_platform_folder() {
    let dir = tempfile::tempdir().unwrap();
    // SAFETY: this is the only test in this binary, so no other thread reads the environment.
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
