//! The command line a good neighbour (issue 39): commands that only look never refuse a writer
//! (the app or another command), `export-all` reads beside the app, `--out` writes where it is
//! asked (a pipe, standard output, through a link, keeping a file's permissions; never into a
//! profile's folder), a killed `game export` leaves nothing behind after the next start, and a
//! match text keeps its `finished` time through export and import.

use crate::beside::ann_after_a_delve;
use crate::bounded;
use crate::child::Child;
use crate::matches::saved_id;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

fn command(home: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
    command
        .args(args)
        .env("MALICE_HOME", home)
        .env_remove("MALICE_KILL_AT_WRITE")
        .env_remove("MALICE_KILL_AFTER_WRITE");
    command
}

fn malice(home: &Path, args: &[&str]) -> Output {
    bounded::output(&mut command(home, args), b"")
}

fn ok(home: &Path, args: &[&str]) -> String {
    let output = malice(home, args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A home with an adventurer, a delve, and a finished match (its id).
fn played(dir: &Path) -> (PathBuf, String) {
    let home = dir.join("home");
    ann_after_a_delve(&home);
    let played = ok(
        &home,
        &[
            "game", "play", "--game", "malice", "--ai", "1", "--seed", "3",
        ],
    );
    (home, saved_id(&played))
}

#[test]
fn beside_a_loop_of_commands_that_only_look_no_writer_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (home, _) = played(dir.path());
    let stop = Arc::new(AtomicBool::new(false));
    let looks = Arc::new(AtomicUsize::new(0));
    let readers: Vec<_> = (0..2)
        .map(|_| {
            let (home, stop, looks) = (home.clone(), stop.clone(), looks.clone());
            std::thread::spawn(move || {
                // Bounded: at most 400 looks each, whatever happens.
                for _ in 0..400 {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let looked = malice(&home, &["game", "list"]);
                    assert!(looked.status.success(), "{looked:?}");
                    looks.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    let mut refused = Vec::new();
    for n in 0..24 {
        let args: Vec<String> = match n % 3 {
            0 => vec![
                "adventurer".into(),
                "new".into(),
                "--name".into(),
                format!("Bo {n}"),
                "--seed".into(),
                n.to_string(),
            ],
            1 => vec![
                "journal".into(),
                "note".into(),
                "add".into(),
                format!("note {n}"),
            ],
            _ => vec![
                "game".into(),
                "play".into(),
                "--game".into(),
                "malawi".into(),
                "--ai".into(),
                "1".into(),
                "--seed".into(),
                n.to_string(),
            ],
        };
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = malice(&home, &args);
        if !output.status.success() {
            refused.push(String::from_utf8_lossy(&output.stderr).into_owned());
        }
    }
    stop.store(true, Ordering::Relaxed);
    for reader in readers {
        reader.join().unwrap();
    }
    assert!(looks.load(Ordering::Relaxed) > 0, "no reader ran");
    assert_eq!(
        refused,
        Vec::<String>::new(),
        "writers refused beside readers"
    );
}

#[test]
fn export_all_makes_a_backup_beside_a_writer_holding_the_profile() {
    let dir = tempfile::tempdir().unwrap();
    let (home, _) = played(dir.path());
    // A writer: a match waiting at the keyboard holds the profile, as the app would.
    let mut writer = Child::spawn(command(&home, &["game", "play", "--game", "malawi"]));
    assert!(
        writer.wait_for("Words:").is_some(),
        "the writer never started"
    );
    let out = dir.path().join("backup.zip");
    let said = ok(&home, &["export-all", "--out", out.to_str().unwrap()]);
    assert!(said.contains("Wrote"), "{said}");
    writer.kill();
    // The backup restores into a new profile.
    ok(
        &home,
        &["--profile", "copy", "import", out.to_str().unwrap()],
    );
    let listed = ok(&home, &["--profile", "copy", "adventurer", "list"]);
    assert!(listed.contains("Ann"), "{listed}");
}

#[test]
#[cfg(unix)]
fn out_writes_where_asked_a_pipe_standard_output_a_link_a_files_permissions() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let (home, id) = played(dir.path());
    let text = ok(&home, &["game", "export", &id, "--out", "-"]);
    assert!(
        text.starts_with("# A board-game match from Malice"),
        "{text}"
    );
    assert!(!text.contains("Wrote"), "{text}");

    // A named pipe stays a pipe; what is written comes out of it.
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let reading = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read_to_string(fifo).unwrap())
    };
    let exported = malice(
        &home,
        &["game", "export", &id, "--out", fifo.to_str().unwrap()],
    );
    if !exported.status.success() {
        // The reader waits for a writer: one that writes nothing lets it go, never to hang.
        let _ = fs::OpenOptions::new().write(true).open(&fifo);
        let _ = reading.join();
        panic!("{}", String::from_utf8_lossy(&exported.stderr));
    }
    assert_eq!(reading.join().unwrap(), text);
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());

    // Through a link: the file it points to is written, the link kept.
    let real = dir.path().join("real.txt");
    fs::write(&real, "old").unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    ok(
        &home,
        &["game", "export", &id, "--out", link.to_str().unwrap()],
    );
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&real).unwrap(), text);
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the file's permissions were kept");
    // A link to a file not yet there: made where the link points.
    let ahead = dir.path().join("ahead.txt");
    let dangling = dir.path().join("dangling.txt");
    std::os::unix::fs::symlink(&ahead, &dangling).unwrap();
    ok(
        &home,
        &["game", "export", &id, "--out", dangling.to_str().unwrap()],
    );
    assert_eq!(fs::read_to_string(&ahead).unwrap(), text);
    assert!(
        fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );

    // The journal and the archive take the same door.
    let journal = ok(
        &home,
        &["journal", "export", "--adventurer", "Ann", "--out", "-"],
    );
    assert!(journal.contains("Ann"), "{journal}");
    let zip = malice(&home, &["export-all", "--out", "-"]);
    assert!(zip.status.success(), "{zip:?}");
    assert!(
        zip.stdout.starts_with(b"PK"),
        "a zip archive on the standard output"
    );
    if std::path::Path::new("/dev/null").exists() {
        ok(&home, &["export-all", "--out", "/dev/null"]);
        let null = fs::metadata("/dev/null").unwrap();
        assert!(
            null.file_type().is_char_device(),
            "/dev/null is still a device"
        );
    }
}

#[test]
fn out_inside_a_profile_folder_is_refused_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let (home, id) = played(dir.path());
    let profile = home.join("profiles/default");
    let record = profile.join(format!("matches/{id}.toml"));
    let before = fs::read(&record).unwrap();
    for (args, out) in [
        (vec!["game", "export", &id, "--out"], record.clone()),
        (vec!["export-all", "--out"], profile.join("backup.zip")),
        (
            vec!["journal", "export", "--adventurer", "Ann", "--out"],
            home.join("profiles/journal.md"),
        ),
    ] {
        let mut args = args.clone();
        let out_arg = out.to_str().unwrap().to_owned();
        args.push(&out_arg);
        let output = malice(&home, &args);
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.contains("is inside the folder where Malice keeps its saves")
                && said.contains("Write it somewhere else"),
            "{args:?}: {said}"
        );
    }
    assert_eq!(
        fs::read(&record).unwrap(),
        before,
        "the match's record is untouched"
    );
    assert!(!profile.join("backup.zip").exists());
    let listed = ok(&home, &["game", "list"]);
    assert!(listed.contains(&id), "{listed}");
}

#[test]
fn a_killed_game_export_leaves_no_temp_file_after_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let (home, id) = played(dir.path());
    let out_dir = dir.path().join("out");
    fs::create_dir_all(&out_dir).unwrap();
    let out = out_dir.join("match.txt");
    let names = || {
        let mut names: Vec<String> = fs::read_dir(&out_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let killed = bounded::output(
        command(
            &home,
            &["game", "export", &id, "--out", out.to_str().unwrap()],
        )
        .env("MALICE_KILL_AT_WRITE", "1"),
        b"",
    );
    assert!(!killed.status.success());
    let left = names();
    assert!(
        left.len() == 1 && left[0].starts_with(".match.txt.") && left[0].ends_with(".tmp"),
        "the kill left its temp file: {left:?}"
    );
    // Any command at all starts by removing it (a command that only looks, here).
    ok(&home, &["fame"]);
    assert_eq!(names(), Vec::<String>::new());
    assert!(!home.join("exports-in-progress").exists());
    ok(
        &home,
        &["game", "export", &id, "--out", out.to_str().unwrap()],
    );
    assert_eq!(names(), ["match.txt"]);
}

#[test]
fn a_match_text_keeps_when_the_match_finished_through_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let (home, _) = played(dir.path());
    // A match that ends: the player resigns.
    let resigned = bounded::output(
        &mut command(
            &home,
            &[
                "game", "play", "--game", "malice", "--ai", "1", "--seed", "5",
            ],
        ),
        b"resign\n",
    );
    let said = String::from_utf8_lossy(&resigned.stdout).into_owned();
    let id = saved_id(&said);
    let text = ok(&home, &["game", "export", &id, "--out", "-"]);
    let finished = text
        .lines()
        .find_map(|line| line.strip_prefix("finished: "))
        .unwrap_or_else(|| panic!("no finished line in {text}"))
        .to_owned();
    let file = dir.path().join("match.txt");
    fs::write(&file, &text).unwrap();
    // Imported later, the match still finished when it did.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let imported = ok(&home, &["game", "import", file.to_str().unwrap()]);
    let new_id = imported
        .split("Imported as match ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no new id in {imported}"))
        .to_owned();
    assert_ne!(new_id, id);
    let again = ok(&home, &["game", "export", &new_id, "--out", "-"]);
    assert!(
        again.contains(&format!("finished: {finished}")),
        "{finished} became: {again}"
    );
}
