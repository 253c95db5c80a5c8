//! Atomic writes: a failed write leaves the old file as it was and no temp file behind.

use crate::one_at_a_time;

use std::fs;
use std::path::Path;
use std::process::Command;

use malice::store::StoreError;
use malice::store::atomic::{is_temp_name, write_atomic};

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn writes_and_replaces_a_file_leaving_no_temp_files() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.toml");
    write_atomic(&file, b"one").unwrap();
    assert_eq!(fs::read(&file).unwrap(), b"one");
    write_atomic(&file, b"two").unwrap();
    assert_eq!(fs::read(&file).unwrap(), b"two");
    assert_eq!(names(dir.path()), ["a.toml"]);
}

#[test]
fn a_write_into_a_missing_folder_fails_with_a_typed_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("missing").join("a.toml");
    let error = write_atomic(&file, b"x").unwrap_err();
    assert!(
        matches!(&error, StoreError::Write { path, .. } if path == &file),
        "{error:?}"
    );
    assert!(error.to_string().contains("nothing was lost"), "{error}");
    assert!(names(dir.path()).is_empty());
}

#[test]
fn a_failed_rename_removes_the_temp_file_and_keeps_the_target() {
    // The target is a non-empty folder, so the final rename fails after the temp is written.
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("a.toml");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("inside"), b"keep").unwrap();
    assert!(matches!(
        write_atomic(&target, b"x"),
        Err(StoreError::Write { .. })
    ));
    assert_eq!(names(dir.path()), ["a.toml"]);
    assert_eq!(fs::read(target.join("inside")).unwrap(), b"keep");
}

/// Makes `dir` read-only; returns false if writes are still possible (e.g. running as root
/// where neither permissions nor `chattr` apply).
#[cfg(unix)]
fn make_read_only(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
    let probe = dir.join("probe");
    if fs::write(&probe, b"").is_err() {
        return true;
    }
    fs::remove_file(&probe).unwrap();
    // Root ignores permissions; the immutable attribute stops root too.
    let _ = one_at_a_time::status(Command::new("chattr").arg("+i").arg(dir));
    fs::write(&probe, b"").is_err()
}

#[cfg(unix)]
fn make_writable(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = one_at_a_time::status(Command::new("chattr").arg("-i").arg(dir));
    fs::set_permissions(dir, fs::Permissions::from_mode(0o755)).unwrap();
}

#[cfg(unix)]
#[test]
fn a_write_into_a_read_only_folder_fails_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("ro");
    fs::create_dir(&sub).unwrap();
    let file = sub.join("a.toml");
    write_atomic(&file, b"old").unwrap();
    if !make_read_only(&sub) {
        make_writable(&sub);
        eprintln!("cannot make a folder read-only here; skipping the read-only case");
        return;
    }
    let result = write_atomic(&file, b"new");
    make_writable(&sub);
    let error = result.unwrap_err();
    assert!(matches!(error, StoreError::Write { .. }), "{error:?}");
    assert!(error.to_string().contains("nothing was lost"), "{error}");
    assert_eq!(fs::read(&file).unwrap(), b"old");
    assert_eq!(names(&sub), ["a.toml"]);
}

#[test]
fn error_messages_say_what_happened_in_plain_words() {
    let full = StoreError::Write {
        path: "adventurers/bob.toml".into(),
        source: std::io::Error::from(std::io::ErrorKind::StorageFull),
    };
    assert_eq!(
        full.to_string(),
        "could not save adventurers/bob.toml: the disk is full; nothing was lost"
    );
    let denied = StoreError::Write {
        path: "a.toml".into(),
        source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
    };
    assert!(denied.to_string().contains("read-only"), "{denied}");
}

#[test]
fn temp_names_are_recognised_and_never_end_in_toml() {
    let dir = tempfile::tempdir().unwrap();
    assert!(is_temp_name(".bob.toml.123-4.tmp".as_ref()));
    assert!(!is_temp_name("bob.toml".as_ref()));
    assert!(!is_temp_name("bob.tmp".as_ref()));
    write_atomic(&dir.path().join("x.toml"), b"1").unwrap();
    assert!(names(dir.path()).iter().all(|n| !is_temp_name(n.as_ref())));
}
