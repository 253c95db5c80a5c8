//! No import can lock a profile: an archive whose names do not fit the profile's folders (a
//! file where the profile has a folder, a name given twice, a name that is both a file and a
//! folder) is refused before anything is written, and an import found ready when the profile
//! opens that cannot be put in place (one from an older Malice, or a move the disk refuses) is
//! undone and set aside with a note, and the profile opens as it was.

use crate::binary::{malice, malice_with};
use crate::one_at_a_time;

use std::fs;
use std::io::{Cursor, Write};
use std::path::{Path, PathBuf};
use std::process::Output;

use malice::store::archive::MANIFEST;
use malice::store::{Home, ImportMode, ProfileName, StoreError};
use zip::CompressionMethod;
use zip::write::SimpleFileOptions;

const MANIFEST_TEXT: &str = "version = 1\nprofile = \"default\"\n";

/// A zip of stored (uncompressed) entries.
fn stored_zip(entries: &[(&str, &str)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Stored);
    for (name, text) in entries {
        zip.start_file(*name, options).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// Every file under `dir` with its contents, `/`-separated, sorted, leaving out the lock file
/// and everything under `quarantine/`.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<(String, Vec<u8>)>) {
        for entry in fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = format!("{prefix}{}", entry.file_name().to_str().unwrap());
            if entry.file_type().unwrap().is_dir() {
                if name != "quarantine" {
                    walk(&entry.path(), &format!("{name}/"), out);
                }
            } else if name != "malice.lock" && name != "malice.holder" {
                out.push((name, fs::read(entry.path()).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out.sort();
    out
}

fn names(files: &[(String, Vec<u8>)]) -> Vec<&str> {
    files.iter().map(|(name, _)| name.as_str()).collect()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A data folder whose default profile holds Ann, made by the real `malice`.
fn home_with_ann(home: &Path) -> PathBuf {
    let made = malice(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "3,4,5,2,6,1",
        ],
    );
    assert!(made.status.success(), "{}", stderr(&made));
    home.join("profiles/default")
}

/// The archive of the issue: a valid manifest, a note, and a file named `adventurers` where
/// every profile has a folder.
fn archive_with_a_file_named_adventurers(dir: &Path) -> PathBuf {
    let path = dir.join("bad.zip");
    let zip = stored_zip(&[
        (MANIFEST, MANIFEST_TEXT),
        ("notes/n.toml", "version = 1\ntext = \"n\"\n"),
        ("adventurers", "not a folder"),
    ]);
    fs::write(&path, zip).unwrap();
    path
}

#[test]
fn a_file_where_the_profile_has_a_folder_is_refused_and_the_profile_stays_usable() {
    let dir = tempfile::tempdir().unwrap();
    let bad = archive_with_a_file_named_adventurers(dir.path());
    let bad = bad.to_str().unwrap();

    // `--replace` into a profile with saves.
    let home = dir.path().join("replace");
    let profile = home_with_ann(&home);
    let before = files(&profile);
    let refused = malice(&home, &["import", "--replace", bad]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    let said = stderr(&refused);
    assert!(
        said.contains("is not a Malice archive that can be imported")
            && said.contains("its file adventurers would take the place of the profile's folder"),
        "{said}"
    );
    assert_eq!(files(&profile), before);
    assert!(!profile.join("import-in-progress").exists());
    let list = malice(&home, &["adventurer", "list"]);
    assert!(list.status.success(), "{}", stderr(&list));
    assert!(stdout(&list).contains("Ann"));
    assert_eq!(stderr(&list), "");

    // A plain import into a profile with no saves but an empty `adventurers/` folder.
    let home = dir.path().join("empty");
    let profile = home.join("profiles/default");
    fs::create_dir_all(profile.join("adventurers")).unwrap();
    let refused = malice(&home, &["import", bad]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("its file adventurers"),
        "{}",
        stderr(&refused)
    );
    assert!(profile.join("adventurers").is_dir());
    assert!(files(&profile).is_empty(), "{:?}", names(&files(&profile)));
    let list = malice(&home, &["adventurer", "list"]);
    assert!(list.status.success(), "{}", stderr(&list));
    assert_eq!(stderr(&list), "");
    // And the profile still takes an archive that fits.
    let good = dir.path().join("good.zip");
    fs::write(
        &good,
        stored_zip(&[
            (MANIFEST, MANIFEST_TEXT),
            ("notes/n.toml", "version = 1\ntext = \"n\"\n"),
        ]),
    )
    .unwrap();
    let imported = malice(&home, &["import", good.to_str().unwrap()]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert_eq!(names(&files(&profile)), ["notes/n.toml"]);
}

#[test]
fn a_folder_where_the_profile_has_a_file_is_refused_before_writing() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let name = ProfileName::default_profile();
    let store = one_at_a_time::open_profile(&home, &name).unwrap();
    let folder = store.paths().dir().to_path_buf();
    fs::write(folder.join("matches"), "a file someone left").unwrap();
    let archive = dir.path().join("a.zip");
    fs::write(
        &archive,
        stored_zip(&[
            (MANIFEST, MANIFEST_TEXT),
            ("matches/m.toml", "version = 1\n"),
        ]),
    )
    .unwrap();
    let before = files(&folder);
    let error = store.import(&archive, ImportMode::Replace).unwrap_err();
    assert!(matches!(error, StoreError::BadArchive { .. }), "{error:?}");
    assert!(
        error.to_string().contains(
            "its file matches/m.toml needs a folder matches where the profile has a file"
        ),
        "{error}"
    );
    assert_eq!(files(&folder), before);
    assert!(!folder.join("import-in-progress").exists());
    drop(store);
    assert!(one_at_a_time::open_profile(&home, &name).is_ok());
}

/// A zip holding `notes/a.toml` twice: written under two names, then one renamed in place.
fn zip_with_a_name_twice() -> Vec<u8> {
    let mut zip = stored_zip(&[
        (MANIFEST, MANIFEST_TEXT),
        ("notes/a.toml", "version = 1\ntext = \"first\"\n"),
        ("notes/b.toml", "version = 1\ntext = \"second\"\n"),
    ]);
    let (from, to) = (b"notes/b.toml", b"notes/a.toml");
    let mut renamed = 0;
    while let Some(at) = zip.windows(from.len()).position(|w| w == from) {
        zip[at..at + to.len()].copy_from_slice(to);
        renamed += 1;
    }
    // Its local header and its central directory entry.
    assert_eq!(renamed, 2);
    zip
}

#[test]
fn an_archive_naming_a_file_twice_or_as_file_and_folder_is_refused_and_says_which() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    let folder = store.paths().dir().to_path_buf();

    let twice = dir.path().join("twice.zip");
    fs::write(&twice, zip_with_a_name_twice()).unwrap();
    let error = store.import(&twice, ImportMode::IntoEmpty).unwrap_err();
    assert!(matches!(error, StoreError::BadArchive { .. }), "{error:?}");
    assert!(
        error
            .to_string()
            .contains("it holds two files named notes/a.toml"),
        "{error}"
    );
    assert!(files(&folder).is_empty());

    let both = dir.path().join("both.zip");
    fs::write(
        &both,
        stored_zip(&[
            (MANIFEST, MANIFEST_TEXT),
            ("notes", "a file"),
            ("notes/a.toml", "version = 1\ntext = \"a\"\n"),
        ]),
    )
    .unwrap();
    let error = store.import(&both, ImportMode::IntoEmpty).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("it holds notes both as a file and as a folder"),
        "{error}"
    );
    assert!(files(&folder).is_empty());
    assert!(!folder.join("import-in-progress").exists());
}

/// Stages an import by hand, as an older Malice killed after marking it ready leaves it.
fn stage_ready_import(profile: &Path, entries: &[(&str, &str)]) {
    let staging = profile.join("import-in-progress");
    for (name, text) in entries {
        let file = staging.join("files").join(name);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }
    fs::write(staging.join("ready"), "every file is written and checked\n").unwrap();
}

#[test]
fn a_ready_import_that_does_not_fit_is_set_aside_and_the_profile_opens_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let profile = home_with_ann(&home);
    let before = files(&profile);
    stage_ready_import(
        &profile,
        &[
            ("adventurers", "not a folder"),
            ("notes/n.toml", "version = 1\ntext = \"n\"\n"),
        ],
    );

    let list = malice(&home, &["adventurer", "list"]);
    let said = stderr(&list);
    assert!(list.status.success(), "{said}");
    assert!(stdout(&list).contains("Ann"));
    assert!(
        said.contains("an import into this profile could not be finished")
            && said.contains("the profile was kept as it was before it")
            && said.contains("quarantine"),
        "{said}"
    );
    assert_eq!(files(&profile), before);
    let kept = profile.join("quarantine/imports/import-in-progress");
    assert!(kept.join("files/adventurers").is_file());
    let note =
        fs::read_to_string(profile.join("quarantine/imports/import-in-progress.why.txt")).unwrap();
    assert!(
        note.contains("its file adventurers would take the place"),
        "{note}"
    );

    // Once set aside, it is not met again; writers work.
    let again = malice(&home, &["adventurer", "list"]);
    assert!(again.status.success());
    assert_eq!(stderr(&again), "");
    let made = malice(&home, &["adventurer", "new", "--name", "Bo", "--seed", "2"]);
    assert!(made.status.success(), "{}", stderr(&made));
}

/// Copies a folder and everything in it.
fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn an_import_whose_move_fails_is_undone_whichever_move_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let prepared = dir.path().join("prepared");
    let profile = home_with_ann(&prepared);
    let made = malice(
        &prepared,
        &["adventurer", "new", "--name", "Bo", "--seed", "2"],
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let before = files(&profile);
    // Records made by hand from the profile's own (without their checksums).
    let read = |name: &str| {
        let text = String::from_utf8(fs::read(profile.join(name)).unwrap()).unwrap();
        malice::store::versioned::without_checksum(&text)
    };
    let ann = read("adventurers/ann.toml");
    let new_ann = ann.replace("Ann", "Anna");
    assert_ne!(new_ann, ann);
    let cy = read("adventurers/bo.toml").replace("Bo", "Cy");
    let import = [
        ("adventurers/ann.toml", new_ann.as_str()),
        ("adventurers/cy.toml", cy.as_str()),
        ("matches/deep/m.toml", "version = 1\n"),
        ("notes/n.toml", "version = 1\ntext = \"n\"\n"),
    ];
    stage_ready_import(&profile, &import);
    let mut whole = before.clone();
    whole.retain(|(name, _)| name != "adventurers/ann.toml");
    whole.extend(
        import
            .iter()
            .map(|(n, t)| (n.to_string(), t.as_bytes().to_vec())),
    );
    whole.sort();

    let mut undone = 0;
    for fail_at in 1.. {
        assert!(fail_at < 50, "the import never finished");
        let home = dir.path().join(format!("home-{fail_at}"));
        copy_dir(&prepared, &home);
        let profile = home.join("profiles/default");
        let fail = fail_at.to_string();
        let list = malice_with(
            Some(&home),
            &[("MALICE_FAIL_AT_WRITE", &fail)],
            &["adventurer", "list"],
            &[],
        );
        let said = stderr(&list);
        assert!(list.status.success(), "failing write {fail_at}: {said}");
        if said.is_empty() {
            // No move left to fail: the import went through whole.
            assert_eq!(files(&profile), whole, "failing write {fail_at}");
            let listed = stdout(&list);
            assert!(listed.contains("Anna") && listed.contains("Cy"), "{listed}");
            break;
        }
        undone += 1;
        assert!(
            said.contains("could not be finished") && said.contains("failed on purpose"),
            "{said}"
        );
        assert!(said.contains("kept as it was before it"), "{said}");
        assert_eq!(files(&profile), before, "failing write {fail_at}");
        assert!(!profile.join("matches").exists(), "failing write {fail_at}");
        assert!(!profile.join("notes").exists(), "failing write {fail_at}");
        let kept = profile.join("quarantine/imports/import-in-progress/files");
        for (name, text) in import {
            assert_eq!(fs::read_to_string(kept.join(name)).unwrap(), text);
        }
    }
    // One failure for each move: Ann's old file moved aside, then the four files moved in.
    assert_eq!(undone, 5);
}
