//! The career on the command line: `adventurer`, `delve --adventurer`, `corpse`, `fame`,
//! `journal export|search|note`, `export-all` and `import`, against a data folder of its own.

use crate::one_at_a_time;

use crate::binary::malice;
use crate::bounded;

use std::path::Path;
use std::process::{Command, Output};

fn ok(output: Output) -> String {
    assert!(
        output.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8")
}

fn fails(output: Output) -> String {
    assert!(!output.status.success(), "expected a failure");
    String::from_utf8(output.stderr).expect("utf-8")
}

#[test]
fn a_career_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let out = ok(malice(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ilse",
            "--roll",
            "2,2,2,3,2,2",
        ],
    ));
    assert!(out.contains("Ilse is ready"), "{out}");
    assert!(
        out.contains("Mig 2  Agi 2  Luc 2  Int 3  Cha 2  Evo 2"),
        "{out}"
    );
    ok(malice(
        home,
        &["adventurer", "new", "--name", "Bram", "--seed", "4"],
    ));
    let list = ok(malice(home, &["adventurer", "list"]));
    assert!(list.contains("Ilse") && list.contains("Bram"), "{list}");

    // A script that runs out stops the delve; it is saved and continues later.
    let script = home.join("two.txt");
    std::fs::write(&script, "flip\n").unwrap();
    let stopped = malice(
        home,
        &[
            "delve",
            "--adventurer",
            "ilse",
            "--seed",
            "8",
            "--script",
            script.to_str().unwrap(),
        ],
    );
    let err = String::from_utf8_lossy(&stopped.stderr).to_string();
    let show = ok(malice(home, &["adventurer", "show", "Ilse"]));
    assert!(!stopped.status.success());
    assert!(err.contains("line 1: the script ran out"), "{err}");
    assert!(show.contains("Delve in progress"), "{show}");
    // Continue with the cautious player to the end.
    let out = ok(malice(
        home,
        &["delve", "--adventurer", "Ilse", "--policy", "cautious"],
    ));
    assert!(out.contains("The delve is over"), "{out}");
    let show = ok(malice(home, &["adventurer", "show", "Ilse"]));
    assert!(show.contains("1. "), "{show}");
    assert!(!show.contains("Delve in progress"), "{show}");

    let fame = ok(malice(home, &["fame"]));
    assert!(fame.contains("Ilse"), "{fame}");
    let corpse = ok(malice(home, &["corpse", "show"]));
    if show.contains("(dead)") {
        assert!(
            corpse.contains("from Ilse's hand") || corpse.contains("No corpse pile"),
            "{corpse}"
        );
    }

    // Notes, search, export.
    let delve_id = "ilse-1";
    let note = ok(malice(
        home,
        &[
            "journal",
            "note",
            "add",
            "--adventurer",
            "Ilse",
            "--delve",
            delve_id,
            "--entry",
            "1",
            "Cold stone, warm blood",
        ],
    ));
    let note_id = note.split_whitespace().nth(1).unwrap().to_string();
    ok(malice(
        home,
        &[
            "journal",
            "note",
            "edit",
            &note_id,
            "Cold stone, warmer blood",
        ],
    ));
    let notes = ok(malice(home, &["journal", "note", "list"]));
    assert!(notes.contains("warmer blood"), "{notes}");
    let found = ok(malice(home, &["journal", "search", "WARMER"]));
    assert!(found.contains("Note"), "{found}");
    let md = ok(malice(
        home,
        &[
            "journal",
            "export",
            "--adventurer",
            "Ilse",
            "--format",
            "md",
        ],
    ));
    assert!(md.starts_with("# Ilse"), "{md}");
    assert!(md.contains("Cold stone, warmer blood"), "{md}");
    let html_path = home.join("ilse.html");
    ok(malice(
        home,
        &[
            "journal",
            "export",
            "--adventurer",
            "Ilse",
            "--format",
            "html",
            "--delve",
            delve_id,
            "--out",
            html_path.to_str().unwrap(),
        ],
    ));
    let html = std::fs::read_to_string(&html_path).unwrap();
    assert!(
        html.starts_with("<!DOCTYPE html>") || html.starts_with("<!doctype html>"),
        "{}",
        &html[..40]
    );
    assert!(html.contains("<details"), "check details are folded");

    // Export everything and import it into a fresh folder.
    let zip = home.join("all.zip");
    let out = ok(malice(
        home,
        &["export-all", "--out", zip.to_str().unwrap()],
    ));
    assert!(out.contains("2 journals"), "{out}");
    let other = tempfile::tempdir().unwrap();
    ok(malice(other.path(), &["import", zip.to_str().unwrap()]));
    let list = ok(malice(other.path(), &["adventurer", "list"]));
    assert!(list.contains("Ilse") && list.contains("Bram"), "{list}");
    // Importing over saves needs --replace.
    let err = fails(malice(other.path(), &["import", zip.to_str().unwrap()]));
    assert!(err.contains("malice:"), "{err}");
    ok(malice(
        other.path(),
        &["import", "--replace", zip.to_str().unwrap()],
    ));

    // Retirement.
    ok(malice(home, &["adventurer", "retire", "Bram"]));
    let err = fails(malice(home, &["delve", "--adventurer", "Bram"]));
    assert!(err.contains("Bram is retired"), "{err}");
}

#[test]
fn clear_errors_for_unknown_names_and_bad_paths() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let err = fails(malice(home, &["adventurer", "show", "Nobody"]));
    assert!(err.contains("no adventurer named \"Nobody\""), "{err}");
    let err = fails(malice(home, &["delve", "--adventurer", "Nobody"]));
    assert!(err.contains("Nobody"), "{err}");
    let err = fails(malice(
        home,
        &["adventurer", "new", "--name", "X", "--roll", "1,2,3"],
    ));
    assert!(err.contains("exactly six dice"), "{err}");
    ok(malice(
        home,
        &["adventurer", "new", "--name", "X", "--roll", "1,2,3,4,5,6"],
    ));
    let err = fails(malice(
        home,
        &[
            "journal",
            "export",
            "--adventurer",
            "X",
            "--out",
            "/nonexistent-dir/x.md",
        ],
    ));
    assert!(err.contains("nothing was lost"), "{err}");
    let err = fails(malice(home, &["import", "/nonexistent-dir/x.zip"]));
    assert!(err.starts_with("malice: "), "{err}");
    let err = fails(malice(home, &["--profile", "ghost", "fame"]));
    assert!(err.contains("no profile named \"ghost\""), "{err}");
}

#[test]
fn a_profile_in_use_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let home = malice::store::Home::open(dir.path()).unwrap();
    let _held =
        one_at_a_time::open_profile(&home, &malice::store::ProfileName::default_profile()).unwrap();
    // A command that changes the profile (one that only looks opens beside it: see beside.rs).
    let err = fails(malice(dir.path(), &["adventurer", "new", "--name", "Bo"]));
    assert!(err.contains("another Malice is using the profile"), "{err}");
}

/// Runs the binary with no `MALICE_HOME`, its config and data folders under `root`.
#[cfg(target_os = "linux")]
fn malice_without_home(root: &Path, args: &[&str]) -> Output {
    bounded::output(
        Command::new(env!("CARGO_BIN_EXE_malice"))
            .args(args)
            .env_remove("MALICE_HOME")
            .env("HOME", root)
            .env("XDG_CONFIG_HOME", root.join("config"))
            .env("XDG_DATA_HOME", root.join("data")),
        &[],
    )
}

#[cfg(target_os = "linux")]
#[test]
fn the_folder_chosen_in_the_app_is_followed_and_an_unreadable_choice_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let pointer = root.join("config/malice/data-folder.txt");
    std::fs::create_dir_all(pointer.parent().unwrap()).unwrap();

    // A readable choice is followed, without a word.
    let chosen = root.join("chosen");
    std::fs::write(&pointer, chosen.to_string_lossy().as_bytes()).unwrap();
    let output = malice_without_home(root, &["fame"]);
    assert!(output.status.success(), "{output:?}");
    assert!(chosen.join("profiles/default").is_dir());
    assert!(!String::from_utf8_lossy(&output.stderr).contains("warning"));

    // A pointer that cannot be read (here a folder in its place) is reported, and the
    // platform's data folder is used instead.
    std::fs::remove_file(&pointer).unwrap();
    std::fs::create_dir(&pointer).unwrap();
    let output = malice_without_home(root, &["fame"]);
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("warning: the data folder chosen in the app is not used"),
        "{stderr}"
    );
    assert!(root.join("data/malice/profiles/default").is_dir());
}

#[test]
fn a_note_over_several_lines_lists_as_its_first_line() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    ok(malice(
        home,
        &[
            "journal",
            "note",
            "add",
            "The stair went down.\nI counted ninety steps.",
        ],
    ));
    let notes = ok(malice(home, &["journal", "note", "list"]));
    assert_eq!(notes.lines().count(), 1, "one line a note: {notes}");
    assert!(
        notes.trim_end().ends_with("The stair went down. …"),
        "{notes}"
    );
    // A search shows the line that holds the words.
    let found = ok(malice(home, &["journal", "search", "ninety"]));
    assert_eq!(found.lines().count(), 1, "{found}");
    assert!(
        found.trim_end().ends_with("… I counted ninety steps."),
        "{found}"
    );
}
