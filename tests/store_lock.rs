//! One profile, one Malice: the lock refuses a second holder in this process and is released
//! when its holder goes away. (Another process holding it is in `store_lock_process.rs`, a
//! separate test binary, so that spawning that child cannot briefly share these tests' locks.)

use malice::store::{Home, ProfileLock, ProfileName, StoreError};

#[test]
fn a_second_opener_in_the_same_process_is_refused_until_the_first_lets_go() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let profile = ProfileName::default_profile();
    let first = home.open_profile(&profile).unwrap();
    let error = home.open_profile(&profile).unwrap_err();
    let StoreError::Locked {
        profile: name,
        holder,
    } = &error
    else {
        panic!("{error:?}")
    };
    assert_eq!(name, "default");
    if cfg!(unix) {
        // Windows locks are mandatory, so there the holder cannot be read while locked.
        assert_eq!(holder.as_ref().map(|h| h.pid), Some(std::process::id()));
    }
    let message = error.to_string();
    assert!(
        message.starts_with("another Malice is using the profile \"default\" (process "),
        "{message}"
    );
    assert!(message.contains("close it first"), "{message}");

    // Another profile is not affected.
    let other = ProfileName::new("other").unwrap();
    home.create_profile(&other).unwrap();
    let _other = home.open_profile(&other).unwrap();

    drop(first);
    let _again = home.open_profile(&profile).unwrap();
}

#[test]
fn the_lock_itself_can_be_taken_directly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.lock");
    let profile = ProfileName::new("x").unwrap();
    let held = ProfileLock::acquire(&path, &profile).unwrap();
    assert!(matches!(
        ProfileLock::acquire(&path, &profile),
        Err(StoreError::Locked { .. })
    ));
    drop(held);
    assert!(ProfileLock::acquire(&path, &profile).is_ok());
}
