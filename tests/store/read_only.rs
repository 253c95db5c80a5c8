//! A profile this account cannot write to (a read-only folder or disk) still opens, for
//! reading only, with a note saying so; what would save is refused in plain words.

use crate::one_at_a_time;

use crate::bounded;

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

/// Sets `dir` and everything below it to read-only (`writable: false`) or back.
#[cfg(unix)]
fn set_writable(dir: &Path, writable: bool) {
    let (dirs, files) = if writable {
        (0o755, 0o644)
    } else {
        (0o555, 0o444)
    };
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            set_writable(&path, writable);
        } else {
            set_mode(&path, files);
        }
    }
    set_mode(dir, dirs);
}

/// Whether this process writes where permissions say it may not (root does).
#[cfg(unix)]
fn ignores_permissions(dir: &Path) -> bool {
    let probe = dir.join("probe");
    fs::create_dir(&probe).unwrap();
    set_mode(&probe, 0o555);
    let wrote = fs::write(probe.join("x"), "x").is_ok();
    set_mode(&probe, 0o755);
    fs::remove_dir_all(&probe).unwrap();
    wrote
}

#[test]
#[cfg(unix)]
fn a_read_only_profile_is_listed_with_a_note_and_saving_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    set_mode(dir.path(), 0o755);
    let home = dir.path().join("home");
    let malice = |args: &[&str], as_reader: bool| -> Output {
        let bin = env!("CARGO_BIN_EXE_malice");
        let mut command = if as_reader {
            // Root writes anywhere: read as the unprivileged `nobody`, as a user would.
            let mut command = Command::new("setpriv");
            command.args(["--reuid=65534", "--regid=65534", "--clear-groups", bin]);
            command
        } else {
            Command::new(bin)
        };
        command.args(args).env("MALICE_HOME", &home);
        bounded::output(&mut command, &[])
    };
    let made = malice(
        &["adventurer", "new", "--name", "Ann", "--seed", "3"],
        false,
    );
    assert!(made.status.success(), "{made:?}");
    let as_reader = ignores_permissions(dir.path());
    if as_reader && one_at_a_time::status(Command::new("setpriv").arg("--help")).is_err() {
        eprintln!("skipped: running as root without setpriv, permissions cannot be tested");
        return;
    }
    set_writable(&home, false);

    let list = malice(&["adventurer", "list"], as_reader);
    let listed = String::from_utf8_lossy(&list.stdout).into_owned();
    let note = String::from_utf8_lossy(&list.stderr).into_owned();
    let new = malice(
        &["adventurer", "new", "--name", "Bo", "--seed", "4"],
        as_reader,
    );
    let refused = String::from_utf8_lossy(&new.stderr).into_owned();
    set_writable(&home, true);

    assert!(list.status.success(), "{note}");
    assert!(listed.contains("Ann"), "{listed}");
    assert!(note.contains("open for reading only"), "{note}");
    assert_eq!(new.status.code(), Some(1), "{refused}");
    assert!(refused.contains("is open for reading only"), "{refused}");
    assert!(refused.contains("nothing was saved"), "{refused}");
    assert!(!home.join("profiles/default/adventurers/bo.toml").exists());
}
