//! Commands that only look open a profile beside the Malice that holds it (here a `game play`
//! waiting for a move): they show everything and write nothing, tidy nothing, finish no import
//! and set nothing aside while the other writes. Writers are still refused, told what holds
//! the profile and what to do; a lock file that is a folder is said as such.

use crate::binary::malice;
use crate::child::Child;
use crate::matches::saved_id;

use std::fs;
use std::path::Path;
use std::process::Command;

fn ok(home: &Path, args: &[&str]) -> (String, String) {
    let output = malice(home, args);
    let said = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{args:?}: {said}");
    (String::from_utf8_lossy(&output.stdout).into_owned(), said)
}

fn refused(home: &Path, args: &[&str]) -> String {
    let output = malice(home, args);
    let said = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
    said
}

/// Every file under `dir` with its contents, but the lock file.
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<(String, Vec<u8>)>) {
        for entry in fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
            if entry.file_type().unwrap().is_dir() {
                walk(&entry.path(), &format!("{name}/"), out);
            } else if name != "malice.lock" {
                out.push((name, fs::read(entry.path()).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out.sort();
    out
}

/// Fails, naming the files that differ, if the profile is not as it was.
fn assert_unchanged(profile: &Path, before: &[(String, Vec<u8>)]) {
    let now = snapshot(profile);
    let only = |files: &[(String, Vec<u8>)], other: &[(String, Vec<u8>)]| -> Vec<String> {
        files
            .iter()
            .filter(|file| !other.contains(file))
            .map(|(name, bytes)| format!("{name}: {}", String::from_utf8_lossy(bytes)))
            .collect()
    };
    let (now_only, before_only) = (only(&now, before), only(before, &now));
    assert!(
        now_only.is_empty() && before_only.is_empty(),
        "a reader changed the profile: now {now_only:?}, before {before_only:?}"
    );
}

/// A home with the adventurer Ann, who made one delve (seed 11, played cautiously).
pub(crate) fn ann_after_a_delve(home: &Path) {
    ok(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "5,5,5,4,5,5",
        ],
    );
    ok(
        home,
        &[
            "delve",
            "--adventurer",
            "Ann",
            "--seed",
            "11",
            "--policy",
            "cautious",
        ],
    );
}

#[test]
fn commands_that_only_look_work_beside_a_writer_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let profile = home.join("profiles/default");
    ann_after_a_delve(&home);
    ok(
        &home,
        &[
            "journal",
            "note",
            "add",
            "--adventurer",
            "Ann",
            "a torch in the dark",
        ],
    );
    let (played, _) = ok(
        &home,
        &[
            "game", "play", "--game", "malice", "--ai", "1", "--seed", "3",
        ],
    );
    let id = saved_id(&played);

    // A writer: a match waiting at the keyboard holds the profile.
    let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
    command
        .args(["game", "play", "--game", "malawi"])
        .env("MALICE_HOME", &home)
        .env_remove("MALICE_KILL_AT_WRITE");
    let mut writer = Child::spawn(command);
    // Its first save is done once it asks for a move.
    assert!(
        writer.wait_for("Words:").is_some(),
        "the writer never started"
    );

    // What a reader must leave alone while the writer holds the profile: a killed write's
    // temp file, a damaged record, an unfinished import.
    let temp = profile.join("adventurers/.zed.toml.999999-1.tmp");
    fs::write(&temp, "half a file").unwrap();
    fs::write(profile.join("adventurers/zed.toml"), "[[[ not a record").unwrap();
    fs::write(profile.join("matches/broken.toml"), "[[[ not a match").unwrap();
    let import = profile.join("import-in-progress/files/notes");
    fs::create_dir_all(&import).unwrap();
    fs::write(import.join("x.toml"), "version = 1\n").unwrap();
    let before = snapshot(&profile);

    let out = dir.path().join("match.txt");
    let out = out.to_str().unwrap();
    let looks: [(&[&str], &str); 11] = [
        (&["game", "list"], &id),
        (&["game", "show", &id], "Malice"),
        (&["game", "history", "--game", "malice"], ""),
        (&["adventurer", "list"], "Ann"),
        (&["adventurer", "show", "Ann"], "Ann"),
        (&["corpse", "show"], ""),
        (&["fame"], "Ann"),
        (&["journal", "search", "torch"], "torch"),
        (&["journal", "export", "--adventurer", "Ann"], "Ann"),
        (&["journal", "note", "list"], "torch"),
        (&["game", "export", &id, "--out", out], "Wrote"),
    ];
    for (args, shows) in looks {
        let (shown, said) = ok(&home, args);
        assert!(shown.contains(shows), "{args:?} shows {shown}");
        assert!(!said.contains("moved to"), "{args:?} moved a file: {said}");
    }
    let (_, said) = ok(&home, &["adventurer", "list"]);
    assert!(
        said.contains("zed.toml could not be loaded") && said.contains("left as it is"),
        "{said}"
    );
    assert!(Path::new(out).is_file());
    assert_unchanged(&profile, &before);

    // Writers are refused, told what holds the profile and what to do.
    for args in [
        &["adventurer", "new", "--name", "Bo", "--seed", "1"][..],
        &["journal", "note", "add", "another note"],
        &["game", "play", "--game", "malice", "--ai", "1"],
    ] {
        let said = refused(&home, args);
        assert!(
            said.contains(
                "the command line is using the profile \"default\" (`malice game play`, since"
            ) && said.contains("let that command finish, or stop it, then try again")
                && said.contains("commands that only look"),
            "{args:?}: {said}"
        );
        assert!(!said.contains("process"), "{said}");
    }
    assert_unchanged(&profile, &before);

    // Once the writer is gone, the next Malice puts the profile in order.
    writer.kill();
    let (_, said) = ok(&home, &["adventurer", "list"]);
    assert!(said.contains("zed.toml could not be loaded"), "{said}");
    assert!(!temp.exists());
    assert!(!profile.join("import-in-progress").exists());
    assert!(profile.join("quarantine/adventurers/zed.toml").is_file());
}

#[test]
fn a_lock_file_that_is_a_folder_is_said_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    ok(home, &["adventurer", "new", "--name", "Ann", "--seed", "3"]);
    let lock = home.join("profiles/default/malice.lock");
    fs::remove_file(&lock).unwrap();
    fs::create_dir(&lock).unwrap();
    for args in [
        &["adventurer", "list"][..],
        &["adventurer", "new", "--name", "Bo"],
    ] {
        let said = refused(home, args);
        assert!(
            said.contains(&format!(
                "the profile \"default\" cannot be opened: its lock file {} is a folder; move \
                 that folder out of the profile",
                lock.display()
            )),
            "{args:?}: {said}"
        );
    }
    fs::remove_dir(&lock).unwrap();
    ok(home, &["adventurer", "list"]);
}
