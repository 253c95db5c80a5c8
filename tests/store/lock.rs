//! One profile, one Malice: the lock refuses a second holder in this process and is released
//! when its holder goes away. (Another process holding it is in `lock_process.rs`; every profile
//! here is opened in turn with the starting of child processes, see `one_at_a_time`, so that a
//! child cannot briefly share these tests' locks.)

use crate::one_at_a_time;

use malice::store::{Home, ProfileLock, ProfileName, StoreError};

#[test]
fn a_second_opener_in_the_same_process_is_refused_until_the_first_lets_go() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let profile = ProfileName::default_profile();
    let first = one_at_a_time::open_profile(&home, &profile).unwrap();
    let error = one_at_a_time::open_profile_now(&home, &profile).unwrap_err();
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
    // What holds it and what to do, never a process id (issue 27, item 4).
    let message = error.to_string();
    assert!(
        message.starts_with("another Malice is using the profile \"default\" (since "),
        "{message}"
    );
    assert!(message.contains("close it, then try again"), "{message}");

    // Another profile is not affected.
    let other = ProfileName::new("other").unwrap();
    home.create_profile(&other).unwrap();
    let _other = one_at_a_time::open_profile(&home, &other).unwrap();

    drop(first);
    let _again = one_at_a_time::open_profile(&home, &profile).unwrap();
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

#[test]
fn a_lock_file_deleted_or_replaced_while_held_stops_the_holder_from_saving() {
    use malice::store::{Record, RecordId};

    #[derive(serde::Serialize, serde::Deserialize)]
    struct Note {
        text: String,
    }
    impl Record for Note {
        const KIND: &'static str = "notes";
        const VERSION: u32 = 1;
    }
    let note = |text: &str| Note {
        text: text.to_owned(),
    };
    let id = RecordId::new("n").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let profile = ProfileName::default_profile();

    let first = one_at_a_time::open_profile(&home, &profile).unwrap();
    first.save(&id, &note("first")).unwrap();
    // Someone (or a sync tool) deletes the lock file: a second Malice gets in...
    std::fs::remove_file(first.paths().lock_file()).unwrap();
    let second = one_at_a_time::open_profile(&home, &profile).unwrap();
    second.save(&id, &note("second")).unwrap();
    // ...and the first no longer overwrites its saves.
    let error = first.save(&id, &note("stale")).unwrap_err();
    assert!(matches!(error, StoreError::LockLost(_)), "{error:?}");
    let message = error.to_string();
    assert!(message.contains("was removed or replaced"), "{message}");
    assert!(message.contains("nothing was saved"), "{message}");
    assert_eq!(second.load::<Note>(&id).unwrap().text, "second");
    assert!(second.check_writable().is_ok());
    drop(first);
    drop(second);

    // A lock file replaced by another file of the same name is not the one held either.
    let held = one_at_a_time::open_profile(&home, &profile).unwrap();
    let lock = held.paths().lock_file();
    std::fs::remove_file(&lock).unwrap();
    std::fs::write(&lock, "pid = 1\n").unwrap();
    assert!(matches!(
        held.save(&id, &note("stale")),
        Err(StoreError::LockLost(_))
    ));
    assert_eq!(held.load::<Note>(&id).unwrap().text, "second");
}

#[test]
fn what_holds_a_profile_is_said_in_words_with_what_to_do_and_no_process_id() {
    use malice::store::{LockHolder, Role};
    let since = "2026-01-02T03:04:05Z".parse().unwrap();
    let refused = |role| {
        StoreError::Locked {
            profile: "default".into(),
            holder: Some(LockHolder {
                pid: 4242,
                since,
                role,
                looking: false,
            }),
        }
        .to_string()
    };
    let app = refused(Some(Role::App));
    assert!(
        app.starts_with("the profile \"default\" is open in a Malice window (since ")
            && app.contains("close that window, then try again"),
        "{app}"
    );
    let command = refused(Some(Role::Command("delve".into())));
    assert!(
        command.starts_with("the command line is using the profile \"default\" (`malice delve`")
            && command.contains("let that command finish, or stop it, then try again"),
        "{command}"
    );
    let older = refused(None);
    assert!(
        older.starts_with("another Malice is using the profile \"default\" (since "),
        "{older}"
    );
    for said in [app, command, older] {
        assert!(
            !said.contains("4242") && !said.contains("process"),
            "{said}"
        );
    }
}

#[test]
fn the_holder_file_is_never_read_half_written() {
    // One thread takes the lock and lets it go again and again; another reads who holds it
    // all the while: it finds a whole holder, or none (between two holders), never a part.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("malice.lock");
    let holder_file = malice::store::lock::holder_file(&path);
    let profile = ProfileName::new("x").unwrap();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let (done, holder_file) = (done.clone(), holder_file.clone());
        std::thread::spawn(move || {
            let (mut whole, mut reads) = (0, 0);
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                if let Ok(text) = std::fs::read_to_string(&holder_file) {
                    reads += 1;
                    assert!(
                        malice::store::LockHolder::from_text(&text).is_some(),
                        "a holder read half written: {text:?}"
                    );
                    whole += 1;
                }
            }
            (whole, reads)
        })
    };
    for _ in 0..300 {
        let held = ProfileLock::acquire(&path, &profile).unwrap();
        drop(held);
    }
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let (whole, reads) = reader.join().unwrap();
    assert_eq!(whole, reads);
    // A holder is said while the lock is held, and gone once it is let go.
    let held = ProfileLock::acquire(&path, &profile).unwrap();
    let said =
        malice::store::LockHolder::from_text(&std::fs::read_to_string(&holder_file).unwrap());
    assert_eq!(said.map(|h| h.pid), Some(std::process::id()));
    drop(held);
    assert!(!holder_file.exists());
}

#[test]
fn a_writer_waits_for_a_command_that_only_looks_and_is_refused_by_any_other_holder() {
    use std::time::Duration;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("malice.lock");
    let profile = ProfileName::new("x").unwrap();
    // A command that only looks holds the profile for a moment (half a second here).
    let looking = ProfileLock::acquire_to_tidy(&path, &profile).unwrap();
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(500));
        drop(looking);
    });
    // Longer than a writer waits for any other holder: it waits on, and gets in.
    let writer = ProfileLock::acquire(&path, &profile);
    assert!(
        writer.is_ok(),
        "the writer waited for the looker: {writer:?}"
    );
    drop(writer);
    letting_go.join().unwrap();
    // Held by a writer: a second writer is refused, after a moment, with the holder named.
    let _writer = ProfileLock::acquire(&path, &profile).unwrap();
    let error = ProfileLock::acquire(&path, &profile).unwrap_err();
    let StoreError::Locked { holder, .. } = error else {
        panic!("{error:?}");
    };
    assert_eq!(holder.map(|h| h.pid), Some(std::process::id()));
}
