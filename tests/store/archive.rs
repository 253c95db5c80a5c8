//! Export a profile to one zip and import it back; unsafe archives are refused whole.

use crate::one_at_a_time;

use std::fs;
use std::io::{Cursor, Read, Write};
use std::path::Path;

use malice::store::archive::{EXPORTS_DIR, MANIFEST};
use malice::store::{Home, ImportMode, ProfileName, Record, RecordId, Store, StoreError};
use serde::{Deserialize, Serialize};
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

fn note(text: &str) -> Note {
    Note {
        text: text.to_owned(),
    }
}

fn id(name: &str) -> RecordId {
    RecordId::new(name).unwrap()
}

fn zip_names(path: &Path) -> Vec<String> {
    let zip = zip::ZipArchive::new(fs::File::open(path).unwrap()).unwrap();
    let mut names: Vec<String> = zip.file_names().map(|n| n.unwrap().into_owned()).collect();
    names.sort();
    names
}

fn open(home: &Home, name: &str) -> Store {
    let name = ProfileName::new(name).unwrap();
    if !home.profiles().unwrap().contains(&name) {
        home.create_profile(&name).unwrap();
    }
    one_at_a_time::open_profile(home, &name).unwrap()
}

fn files_under(dir: &Path) -> Vec<String> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = format!("{prefix}{}", entry.file_name().to_str().unwrap());
            if entry.file_type().unwrap().is_dir() {
                walk(&entry.path(), &format!("{name}/"), out);
            } else {
                out.push(name);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out.sort();
    out
}

#[test]
fn a_profile_exports_to_one_zip_and_imports_into_a_new_profile() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let source = open(&home, "default");
    source.save(&id("a"), &note("first")).unwrap();
    source
        .save(&id("a"), &note("second, with \"quotes\"\nand ünïcode"))
        .unwrap();
    source.save(&id("b"), &note("other")).unwrap();
    let out = dir.path().join("backup.zip");
    let journal = "# Bob\n\nTurn 1: the Fool.\n";
    let exported = source
        .export(&out, &[("journal/bob.md", journal.as_bytes())])
        .unwrap();
    assert!(exported.skipped.is_empty());
    let names = zip_names(&out);
    assert_eq!(exported.files, names.len());
    assert!(names.contains(&MANIFEST.to_owned()));
    assert!(names.contains(&"notes/a.toml".to_owned()));
    assert!(names.contains(&"notes/b.toml".to_owned()));
    assert!(names.contains(&format!("{EXPORTS_DIR}/journal/bob.md")));
    assert!(
        names.iter().any(|n| n.starts_with("backups/notes/a/")),
        "{names:?}"
    );
    assert!(
        !names
            .iter()
            .any(|n| n.contains("malice.lock") || n.contains("malice.holder")),
        "{names:?}"
    );
    let mut zip = zip::ZipArchive::new(fs::File::open(&out).unwrap()).unwrap();
    let mut text = String::new();
    zip.by_name("exports/journal/bob.md")
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    assert_eq!(text, journal);
    let mut manifest = String::new();
    zip.by_name(MANIFEST)
        .unwrap()
        .read_to_string(&mut manifest)
        .unwrap();
    let manifest: toml::Table = manifest.parse().unwrap();
    assert_eq!(manifest["version"].as_integer(), Some(1));
    assert_eq!(manifest["profile"].as_str(), Some("default"));

    let target = open(&home, "restored");
    let written = target.import(&out, ImportMode::IntoEmpty).unwrap();
    let (all, problems) = target.load_all::<Note>().unwrap();
    assert!(problems.is_empty());
    assert_eq!(
        all,
        vec![
            (id("a"), note("second, with \"quotes\"\nand ünïcode")),
            (id("b"), note("other"))
        ]
    );
    // Same files as the source profile (the lock and holder files are each profile's own);
    // the derived exports are not restored.
    let source_files = files_under(source.paths().dir());
    assert_eq!(files_under(target.paths().dir()), source_files);
    assert_eq!(written, source_files.len() - 2);
}

#[test]
fn importing_over_saves_is_refused_unless_asked_and_then_keeps_what_it_replaces() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let source = open(&home, "default");
    source.save(&id("a"), &note("from the archive")).unwrap();
    let out = dir.path().join("a.zip");
    source.export(&out, &[]).unwrap();

    let target = open(&home, "busy");
    target.save(&id("a"), &note("already here")).unwrap();
    target.save(&id("z"), &note("only here")).unwrap();
    let error = target.import(&out, ImportMode::IntoEmpty).unwrap_err();
    assert!(
        matches!(&error, StoreError::ProfileNotEmpty(p) if p == "busy"),
        "{error:?}"
    );
    assert!(error.to_string().contains("already has saves"), "{error}");
    assert_eq!(target.load::<Note>(&id("a")).unwrap(), note("already here"));

    target.import(&out, ImportMode::Replace).unwrap();
    assert_eq!(
        target.load::<Note>(&id("a")).unwrap(),
        note("from the archive")
    );
    assert_eq!(target.load::<Note>(&id("z")).unwrap(), note("only here"));
    let kept = files_under(&target.paths().dir().join("backups"));
    let kept: Vec<_> = kept.iter().filter(|n| n.starts_with("import-")).collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let old = fs::read_to_string(target.paths().dir().join("backups").join(kept[0])).unwrap();
    assert!(old.contains("already here"), "{old}");
}

fn raw_zip(path: &Path, entries: &[(&str, &str)]) {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, text) in entries {
        zip.start_file(*name, SimpleFileOptions::default()).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    fs::write(path, zip.finish().unwrap().into_inner()).unwrap();
}

#[test]
fn archives_with_unsafe_paths_or_no_manifest_are_refused_before_writing_anything() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let target = open(&home, "target");
    let manifest = (MANIFEST, "version = 1\n");
    let ok = ("notes/fine.toml", "version = 1\ntext = \"fine\"\n");
    // (archive name, its entries as (name, contents), what the refusal says)
    let cases = [
        (
            "parent.zip",
            vec![manifest, ok, ("../evil.toml", "x")],
            "unsafe path",
        ),
        (
            "deep.zip",
            vec![manifest, ok, ("notes/../../evil.toml", "x")],
            "unsafe path",
        ),
        (
            "absolute.zip",
            vec![manifest, ok, ("/tmp/evil.toml", "x")],
            "unsafe path",
        ),
        (
            "backslash.zip",
            vec![manifest, ok, ("..\\evil.toml", "x")],
            "unsafe path",
        ),
        ("bare.zip", vec![ok], "it has no malice-archive.toml"),
        (
            "future.zip",
            vec![(MANIFEST, "version = 9\n"), ok],
            "newer version of Malice",
        ),
    ];
    for (name, entries, reason) in cases {
        let path = dir.path().join(name);
        raw_zip(&path, &entries);
        let error = target.import(&path, ImportMode::IntoEmpty).unwrap_err();
        assert!(
            matches!(error, StoreError::BadArchive { .. }),
            "{name}: {error:?}"
        );
        assert!(error.to_string().contains(reason), "{name}: {error}");
        assert!(
            !target.paths().kind_dir("notes").exists(),
            "{name}: wrote before checking"
        );
    }
    assert!(!dir.path().join("evil.toml").exists());
    assert!(!dir.path().join("profiles/evil.toml").exists());

    let not_zip = dir.path().join("not.zip");
    fs::write(&not_zip, "hello").unwrap();
    let error = target.import(&not_zip, ImportMode::IntoEmpty).unwrap_err();
    assert!(error.to_string().contains("not a zip file"), "{error}");
}

#[test]
fn unsafe_extra_names_are_refused_and_unimportable_files_are_skipped_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = open(&home, "default");
    let out = dir.path().join("x.zip");
    let error = store.export(&out, &[("../up.md", b"x")]).unwrap_err();
    assert!(matches!(error, StoreError::BadName { .. }), "{error:?}");
    assert!(!out.exists());

    store.save(&id("a"), &note("a")).unwrap();
    let odd = store.paths().kind_dir("notes").join("odd?.toml");
    fs::write(&odd, "version = 1").unwrap();
    let exported = store.export(&out, &[]).unwrap();
    assert_eq!(exported.skipped, [odd]);
    assert_eq!(zip_names(&out), [MANIFEST, "notes/a.toml"]);
}
