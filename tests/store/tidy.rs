//! Opening a profile puts in order what a killed Malice left: the temp files of unfinished
//! writes in every folder, the partial archive of a killed export, an unfinished import.

use crate::bounded;
use crate::one_at_a_time;

use std::fs;
use std::path::Path;
use std::process::Command;

use malice::store::{Home, ProfileName, Record, RecordId};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Note {
    text: String,
}

impl Record for Note {
    const KIND: &'static str = "notes";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;
}

/// A temp file as a writer killed in another process leaves it.
fn killed_write(dir: &Path, target: &str) -> std::path::PathBuf {
    fs::create_dir_all(dir).unwrap();
    let temp = dir.join(format!(".{target}.999999-7.tmp"));
    fs::write(&temp, "half a file").unwrap();
    temp
}

#[test]
fn opening_a_profile_removes_every_temp_file_and_an_unfinished_import() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let profile = ProfileName::default_profile();
    let id = RecordId::new("a").unwrap();
    let folder = {
        let store = one_at_a_time::open_profile(&home, &profile).unwrap();
        store.save(&id, &Note { text: "one".into() }).unwrap();
        store.save(&id, &Note { text: "two".into() }).unwrap();
        store.paths().dir().to_path_buf()
    };
    let left = [
        killed_write(&folder.join("notes"), "a.toml"),
        killed_write(&folder.join("corpse"), "pile.toml"),
        killed_write(&folder.join("adventurers"), "bo.toml"),
        killed_write(&folder.join("backups/notes/a"), "000002-x.toml"),
        killed_write(&folder.join("quarantine/notes"), "b.toml.why.txt"),
        killed_write(&folder, "settings.toml"),
    ];
    // An import killed before all its files were written.
    let import = folder.join("import-in-progress/files/notes");
    fs::create_dir_all(&import).unwrap();
    fs::write(import.join("z.toml"), "version = 1\ntext = \"z\"\n").unwrap();
    // Files that only look alike stay.
    fs::write(folder.join("notes/keep.tmp"), "mine").unwrap();

    let store = one_at_a_time::open_profile(&home, &profile).unwrap();
    for temp in &left {
        assert!(!temp.exists(), "{} is still there", temp.display());
    }
    assert!(!folder.join("import-in-progress").exists());
    assert!(!folder.join("notes/z.toml").exists());
    assert!(folder.join("notes/keep.tmp").exists());
    assert_eq!(store.load::<Note>(&id).unwrap().text, "two");
}

#[test]
fn a_killed_export_leaves_no_partial_archive_after_the_next_opening() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let out_dir = dir.path().join("out");
    fs::create_dir_all(&out_dir).unwrap();
    fs::write(out_dir.join("other.zip"), "someone else's").unwrap();
    let out = out_dir.join("backup.zip");
    let malice = |kill_at: Option<&str>, args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
        command.args(args).env("MALICE_HOME", &home);
        match kill_at {
            Some(n) => command.env("MALICE_KILL_AT_WRITE", n),
            None => command.env_remove("MALICE_KILL_AT_WRITE"),
        };
        bounded::output(&mut command, &[])
    };
    let made = malice(None, &["adventurer", "new", "--name", "Ann", "--seed", "3"]);
    assert!(made.status.success(), "{made:?}");
    let out_arg = out.to_str().unwrap();
    // The export's one write: the archive (its note, in the data folder, is not a record).
    let killed = malice(Some("1"), &["export-all", "--out", out_arg]);
    assert!(!killed.status.success());
    let names = |dir: &Path| {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let partial = names(&out_dir);
    assert!(
        partial
            .iter()
            .any(|n| n.starts_with(".backup.zip.") && n.ends_with(".tmp")),
        "the kill left a partial archive: {partial:?}"
    );

    let list = malice(None, &["adventurer", "list"]);
    assert!(list.status.success(), "{list:?}");
    assert_eq!(names(&out_dir), ["other.zip"]);
    assert!(
        !home
            .join("profiles/default/export-in-progress.txt")
            .exists()
    );

    let done = malice(None, &["export-all", "--out", out_arg]);
    assert!(done.status.success(), "{done:?}");
    assert_eq!(names(&out_dir), ["backup.zip", "other.zip"]);
}

#[test]
fn a_killed_export_to_a_relative_path_is_cleaned_up_from_any_folder() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let here = dir.path().join("here");
    let elsewhere = dir.path().join("elsewhere");
    fs::create_dir_all(&here).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    let malice = |cwd: &Path, kill_at: Option<usize>, args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
        command
            .args(args)
            .current_dir(cwd)
            .env("MALICE_HOME", &home);
        match kill_at {
            Some(n) => command.env("MALICE_KILL_AT_WRITE", n.to_string()),
            None => command.env_remove("MALICE_KILL_AT_WRITE"),
        };
        bounded::output(&mut command, &[])
    };
    let made = malice(
        &here,
        None,
        &["adventurer", "new", "--name", "Ann", "--seed", "3"],
    );
    assert!(made.status.success(), "{made:?}");
    let partials = |dir: &Path| -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".rel.zip.") && n.ends_with(".tmp"))
            .collect()
    };
    let mut left_one = false;
    for kill_at in 1.. {
        assert!(kill_at < 10, "the export never finished");
        let killed = malice(&here, Some(kill_at), &["export-all", "--out", "rel.zip"]);
        if killed.status.success() {
            break;
        }
        left_one |= !partials(&here).is_empty();
        // The next command runs in another folder; it still finds what the export left.
        let list = malice(&elsewhere, None, &["adventurer", "list"]);
        assert!(list.status.success(), "{list:?}");
        assert_eq!(
            partials(&here),
            Vec::<String>::new(),
            "killed at write {kill_at}"
        );
    }
    assert!(left_one, "no kill left a partial archive to clean up");
    assert!(here.join("rel.zip").is_file());
}
