//! An import is all or nothing: a damaged entry, a name the file system refuses or a kill
//! part-way leaves the profile as it was (and a retry works); an archive far bigger than any
//! profile is refused before anything is written.

use crate::bounded;
use crate::one_at_a_time;

use std::fs;
use std::io::{Cursor, Write};
use std::path::Path;
use std::process::Command;

use malice::store::archive::MANIFEST;
use malice::store::{Home, ImportMode, ProfileName, Record, RecordId, Store, StoreError};
use serde::{Deserialize, Serialize};
use zip::CompressionMethod;
use zip::write::SimpleFileOptions;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Note {
    text: String,
}

impl Record for Note {
    const KIND: &'static str = "notes";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;
}

fn open(home: &Home, name: &str) -> Store {
    let name = ProfileName::new(name).unwrap();
    if !home.profiles().unwrap().contains(&name) {
        home.create_profile(&name).unwrap();
    }
    one_at_a_time::open_profile(home, &name).unwrap()
}

/// Every file and folder under `dir` but the lock and holder files, `/`-separated, sorted.
fn contents(dir: &Path) -> Vec<String> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = format!("{prefix}{}", entry.file_name().to_str().unwrap());
            if entry.file_type().unwrap().is_dir() {
                out.push(format!("{name}/"));
                walk(&entry.path(), &format!("{name}/"), out);
            } else if name != "malice.lock" && name != "malice.holder" {
                out.push(name);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out.sort();
    out
}

/// A zip of stored (uncompressed) entries, so a test can find and change their bytes.
fn stored_zip(entries: &[(&str, &str)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Stored);
    for (name, text) in entries {
        zip.start_file(*name, options).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

const MANIFEST_TEXT: &str = "version = 1\nprofile = \"default\"\n";

fn good_entries() -> Vec<(&'static str, &'static str)> {
    vec![
        (MANIFEST, MANIFEST_TEXT),
        ("notes/a.toml", "version = 1\ntext = \"aaaa\"\n"),
        ("notes/b.toml", "version = 1\ntext = \"bbbb\"\n"),
        ("adventurers/c.toml", "version = 1\ntext = \"cccc\"\n"),
    ]
}

#[test]
fn a_damaged_entry_or_a_refused_name_leaves_the_profile_untouched_and_a_retry_works() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let target = open(&home, "target");

    // The last entry's bytes no longer match its checksum.
    let mut damaged = stored_zip(&good_entries());
    let at = damaged
        .windows(4)
        .position(|w| w == b"cccc")
        .expect("the entry's text is stored as it is");
    damaged[at] = b'x';
    let damaged_path = dir.path().join("damaged.zip");
    fs::write(&damaged_path, &damaged).unwrap();
    let error = target
        .import(&damaged_path, ImportMode::IntoEmpty)
        .unwrap_err();
    assert!(matches!(error, StoreError::BadArchive { .. }), "{error:?}");
    assert!(error.to_string().contains("damaged"), "{error}");
    assert_eq!(contents(target.paths().dir()), Vec::<String>::new());

    // A name every check accepts but the file system refuses (longer than a file name may be).
    let long = format!("notes/{}.toml", "n".repeat(300));
    let mut refused = good_entries();
    refused.push((long.as_str(), "version = 1\ntext = \"long\"\n"));
    let refused_path = dir.path().join("refused.zip");
    fs::write(&refused_path, stored_zip(&refused)).unwrap();
    let error = target
        .import(&refused_path, ImportMode::IntoEmpty)
        .unwrap_err();
    assert!(matches!(error, StoreError::Write { .. }), "{error:?}");
    assert_eq!(contents(target.paths().dir()), Vec::<String>::new());

    // The same profile takes a good archive afterwards: nothing was half-imported.
    let good_path = dir.path().join("good.zip");
    fs::write(&good_path, stored_zip(&good_entries())).unwrap();
    assert_eq!(target.import(&good_path, ImportMode::IntoEmpty).unwrap(), 3);
    assert_eq!(
        contents(target.paths().dir()),
        [
            "adventurers/",
            "adventurers/c.toml",
            "notes/",
            "notes/a.toml",
            "notes/b.toml"
        ]
    );
    let id = RecordId::new("b").unwrap();
    assert_eq!(target.load::<Note>(&id).unwrap().text, "bbbb");
}

/// Makes every entry of a zip but the first (the manifest) claim `size` bytes once unpacked
/// (in its local header and in the central directory), as a zip bomb's entries do.
fn claim_size(zip: &mut [u8], size: u32) {
    let patch = |zip: &mut [u8], signature: &[u8], offset: usize| {
        let mut at = 0;
        let mut first = true;
        while let Some(found) = zip[at..].windows(4).position(|w| w == signature) {
            let field = at + found + offset;
            if !first {
                zip[field..field + 4].copy_from_slice(&size.to_le_bytes());
            }
            first = false;
            at += found + 4;
        }
    };
    patch(zip, b"PK\x03\x04", 22);
    patch(zip, b"PK\x01\x02", 24);
}

#[test]
fn an_archive_far_bigger_than_any_profile_is_refused_before_writing() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let target = open(&home, "target");
    let zeros = "\0".repeat(64);
    // (entries, what each claims to unpack to, what the refusal says)
    let bombs = [
        // Eight entries of 250 MiB each: 2 GB from a file of a few kilobytes.
        (8, 250, "more than any file of a Malice profile"),
        // Forty entries just under the limit for one file: 2.4 GB in all.
        (40, 60, "would unpack to more than any Malice profile"),
    ];
    for (count, mib, says) in bombs {
        let names: Vec<String> = (0..count).map(|i| format!("notes/zero-{i}.toml")).collect();
        let mut entries = vec![(MANIFEST, MANIFEST_TEXT)];
        entries.extend(names.iter().map(|n| (n.as_str(), zeros.as_str())));
        let mut bomb = stored_zip(&entries);
        claim_size(&mut bomb, mib * 1024 * 1024);
        let path = dir.path().join("bomb.zip");
        fs::write(&path, &bomb).unwrap();
        let error = target.import(&path, ImportMode::IntoEmpty).unwrap_err();
        assert!(matches!(error, StoreError::BadArchive { .. }), "{error:?}");
        let message = error.to_string();
        assert!(message.contains(says), "{message}");
        assert_eq!(contents(target.paths().dir()), Vec::<String>::new());
    }
}

/// The archive the kill test imports: a few records of several kinds, with backups.
fn archive_of_a_profile(home: &Home, out: &Path) -> Vec<String> {
    let source = open(home, "source");
    for (i, text) in ["one", "two", "three", "four"].iter().enumerate() {
        let id = RecordId::new(format!("n{i}")).unwrap();
        source
            .save(
                &id,
                &Note {
                    text: (*text).to_owned(),
                },
            )
            .unwrap();
        source
            .save(
                &id,
                &Note {
                    text: format!("{text} again"),
                },
            )
            .unwrap();
    }
    source.export(out, &[]).unwrap();
    contents(source.paths().dir())
}

#[test]
fn an_import_killed_at_any_write_is_whole_or_absent_after_the_next_opening() {
    let dir = tempfile::tempdir().unwrap();
    let archive = dir.path().join("profile.zip");
    let expected = {
        let home = Home::open(dir.path().join("source-home")).unwrap();
        archive_of_a_profile(&home, &archive)
    };
    let malice = |home: &Path, kill_at: Option<usize>, args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
        command.args(args).env("MALICE_HOME", home);
        match kill_at {
            Some(n) => command.env("MALICE_KILL_AT_WRITE", n.to_string()),
            None => command.env_remove("MALICE_KILL_AT_WRITE"),
        };
        bounded::output(&mut command, &[])
    };
    let mut whole = 0;
    let mut absent = 0;
    for kill_at in 1.. {
        let home = dir.path().join(format!("home-{kill_at}"));
        let archive = archive.to_str().unwrap();
        let killed = malice(&home, Some(kill_at), &["import", archive]);
        if killed.status.success() {
            // No write left to stop at: the import ran to its end.
            assert!(kill_at > 5, "the import wrote only {} times", kill_at - 1);
            break;
        }
        // The next opening finishes or undoes it.
        let next = malice(&home, None, &["adventurer", "list"]);
        assert!(next.status.success(), "{next:?}");
        let profile = home.join("profiles/default");
        let now = contents(&profile);
        if now == expected {
            whole += 1;
        } else {
            assert_eq!(now, Vec::<String>::new(), "killed at write {kill_at}");
            absent += 1;
            // And a retry is not refused.
            let retry = malice(&home, None, &["import", archive]);
            assert!(retry.status.success(), "{retry:?}");
            assert_eq!(contents(&profile), expected, "retry after write {kill_at}");
        }
    }
    assert!(whole > 0 && absent > 0, "{whole} whole, {absent} absent");
}
