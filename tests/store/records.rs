//! Versioned records: round trips, quarantine of unreadable files, and files from a newer
//! Malice (migrations and the version key are in `records_versions.rs`).

use crate::cases;

use crate::one_at_a_time;

use std::fs;
use std::path::Path;

use malice::store::quarantine::note_of;
use malice::store::{
    Disposal, Home, ProblemReason, ProfileName, Record, RecordId, Store, StoreError,
};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Hero {
    name: String,
    luck: u8,
    notes: Vec<String>,
}

impl Record for Hero {
    const KIND: &'static str = "heroes";
    const VERSION: u32 = 1;

    fn validate(&self) -> Result<(), String> {
        if self.luck > 6 {
            return Err(format!("luck {} is more than 6", self.luck));
        }
        Ok(())
    }
}

fn hero(name: &str) -> Hero {
    Hero {
        name: name.to_owned(),
        luck: 3,
        notes: vec!["first".to_owned(), "second".to_owned()],
    }
}

pub(crate) fn open() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    (dir, store)
}

pub(crate) fn id(name: &str) -> RecordId {
    RecordId::new(name).unwrap()
}

fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = match fs::read_dir(dir) {
        Ok(entries) => entries
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

#[test]
fn a_record_round_trips_as_readable_toml_with_a_version() {
    let (_dir, store) = open();
    let bob = hero("Bob \"the\" Bold");
    assert_eq!(store.save(&id("bob"), &bob).unwrap(), None);
    let file = store.paths().record_file("heroes", &id("bob"));
    let text = fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("version = 1\n"), "{text}");
    assert!(text.contains("luck = 3"), "{text}");
    assert_eq!(store.load::<Hero>(&id("bob")).unwrap(), bob);
    let (all, problems) = store.load_all::<Hero>().unwrap();
    assert_eq!(all, vec![(id("bob"), bob)]);
    assert!(problems.is_empty());
}

#[test]
fn loading_a_missing_record_is_not_found() {
    let (_dir, store) = open();
    let error = store.load::<Hero>(&id("nobody")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "there is nothing named \"nobody\" in heroes"
    );
    assert_eq!(store.load_all::<Hero>().unwrap(), (vec![], vec![]));
}

/// A broken file: its name, its bytes, and a check of the reason it is reported with.
type Broken = (&'static str, Vec<u8>, fn(&ProblemReason) -> bool);

/// Every way a file can be broken.
fn broken_files() -> Vec<Broken> {
    let good = "version = 1\nname = \"Ann\"\nluck = 2\nnotes = [\"a\", \"b\"]\n";
    vec![
        (
            "not_toml",
            b"version = 1\nname = \"Ann\nluck = 2\n".to_vec(),
            |r| matches!(r, ProblemReason::BadToml(m) if m.starts_with("line 2")),
        ),
        (
            "not_text",
            b"version = 1\nname = \"\xff\xfe\"\n".to_vec(),
            |r| matches!(r, ProblemReason::NotText),
        ),
        ("empty", Vec::new(), |r| {
            matches!(r, ProblemReason::MissingVersion)
        }),
        (
            "no_version",
            b"name = \"Ann\"\nluck = 2\nnotes = []\n".to_vec(),
            |r| matches!(r, ProblemReason::MissingVersion),
        ),
        (
            "text_version",
            b"version = \"one\"\nname = \"Ann\"\n".to_vec(),
            |r| matches!(r, ProblemReason::BadVersion(_)),
        ),
        (
            "zero_version",
            b"version = 0\nname = \"Ann\"\n".to_vec(),
            |r| matches!(r, ProblemReason::BadVersion(v) if v == "0"),
        ),
        (
            "negative_version",
            b"version = -3\n".to_vec(),
            |r| matches!(r, ProblemReason::BadVersion(v) if v == "-3"),
        ),
        (
            "missing_field",
            b"version = 1\nname = \"Ann\"\nnotes = []\n".to_vec(),
            |r| matches!(r, ProblemReason::DoesNotFit(m) if m.contains("luck")),
        ),
        (
            "wrong_type",
            b"version = 1\nname = 5\nluck = 2\nnotes = []\n".to_vec(),
            |r| matches!(r, ProblemReason::DoesNotFit(_)),
        ),
        (
            "invalid",
            b"version = 1\nname = \"Ann\"\nluck = 9\nnotes = []\n".to_vec(),
            |r| matches!(r, ProblemReason::Invalid(m) if m == "luck 9 is more than 6"),
        ),
        (
            "truncated_in_string",
            good.as_bytes()[..good.len() - 12].to_vec(),
            |r| matches!(r, ProblemReason::BadToml(_)),
        ),
        (
            "truncated_in_key",
            good.as_bytes()[..good.find("luck").unwrap() + 2].to_vec(),
            |r| matches!(r, ProblemReason::BadToml(_)),
        ),
        (
            "truncated_before_field",
            good.as_bytes()[..good.find("luck").unwrap()].to_vec(),
            |r| matches!(r, ProblemReason::DoesNotFit(_)),
        ),
    ]
}

#[test]
fn broken_files_are_quarantined_with_a_note_and_the_rest_still_loads() {
    let (_dir, store) = open();
    store.save(&id("bob"), &hero("Bob")).unwrap();
    let kind_dir = store.paths().kind_dir("heroes");
    let cases = broken_files();
    for (name, bytes, _) in &cases {
        fs::write(kind_dir.join(format!("{name}.toml")), bytes).unwrap();
    }
    let (all, problems) = store.load_all::<Hero>().unwrap();
    assert_eq!(all, vec![(id("bob"), hero("Bob"))]);
    assert_eq!(problems.len(), cases.len());
    let quarantine = store.paths().quarantine_dir("heroes");
    for (name, bytes, expected) in &cases {
        let file = kind_dir.join(format!("{name}.toml"));
        let problem = problems.iter().find(|p| p.file == file).unwrap();
        assert!(expected(&problem.reason), "{name}: {:?}", problem.reason);
        let moved = quarantine.join(format!("{name}.toml"));
        assert_eq!(problem.outcome, Disposal::Quarantined(moved.clone()));
        // Never deleted: the bytes are there, untouched, with a note saying why.
        assert_eq!(&fs::read(&moved).unwrap(), bytes, "{name}");
        let note = fs::read_to_string(note_of(&moved)).unwrap();
        assert!(note.contains(&problem.reason.to_string()), "{note}");
        assert!(note.contains("When:"), "{note}");
        assert!(problem.to_string().contains("it was moved to"), "{problem}");
    }
    assert_eq!(file_names(&kind_dir), ["bob.toml"]);
}

#[test]
fn loading_one_broken_record_quarantines_it_and_says_so() {
    let (_dir, store) = open();
    let file = store.paths().record_file("heroes", &id("ann"));
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, "version = 1\nname = ").unwrap();
    let error = store.load::<Hero>(&id("ann")).unwrap_err();
    let StoreError::SetAside(problem) = &error else {
        panic!("{error:?}")
    };
    assert!(matches!(problem.reason, ProblemReason::BadToml(_)));
    assert!(!file.exists());
    assert!(
        store
            .paths()
            .quarantine_dir("heroes")
            .join("ann.toml")
            .exists()
    );
    assert!(error.to_string().contains("not valid TOML"), "{error}");
}

#[test]
fn quarantining_the_same_name_twice_keeps_both_files() {
    let (_dir, store) = open();
    let file = store.paths().record_file("heroes", &id("ann"));
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, "first broken").unwrap();
    store.load_all::<Hero>().unwrap();
    fs::write(&file, "second broken").unwrap();
    let (_, problems) = store.load_all::<Hero>().unwrap();
    let second = store.paths().quarantine_dir("heroes").join("ann.2.toml");
    assert_eq!(problems[0].outcome, Disposal::Quarantined(second.clone()));
    let quarantine = store.paths().quarantine_dir("heroes");
    assert_eq!(
        fs::read_to_string(quarantine.join("ann.toml")).unwrap(),
        "first broken"
    );
    assert_eq!(fs::read_to_string(second).unwrap(), "second broken");
}

#[test]
fn saving_over_a_broken_file_sets_it_aside_first() {
    let (_dir, store) = open();
    let file = store.paths().record_file("heroes", &id("ann"));
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, "garbage = ").unwrap();
    let problem = store.save(&id("ann"), &hero("Ann")).unwrap().unwrap();
    let moved = store.paths().quarantine_dir("heroes").join("ann.toml");
    assert_eq!(problem.outcome, Disposal::Quarantined(moved.clone()));
    assert_eq!(fs::read_to_string(moved).unwrap(), "garbage = ");
    assert_eq!(store.load::<Hero>(&id("ann")).unwrap(), hero("Ann"));
}

#[test]
fn a_file_from_a_newer_malice_is_refused_left_untouched_and_never_overwritten() {
    let (_dir, store) = open();
    let file = store.paths().record_file("heroes", &id("future"));
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    let future = "version = 2\nname = \"Zed\"\nluck = 1\nnotes = []\nwings = true\n";
    fs::write(&file, future).unwrap();
    store.save(&id("bob"), &hero("Bob")).unwrap();

    let (all, problems) = store.load_all::<Hero>().unwrap();
    assert_eq!(all.len(), 1);
    assert_eq!(problems.len(), 1);
    assert_eq!(
        problems[0].reason,
        ProblemReason::TooNew { found: 2, known: 1 }
    );
    assert_eq!(problems[0].outcome, Disposal::LeftInPlace);

    let error = store.load::<Hero>(&id("future")).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::TooNew {
                found: 2,
                known: 1,
                ..
            }
        ),
        "{error:?}"
    );
    let error = store.save(&id("future"), &hero("Zed")).unwrap_err();
    assert!(
        matches!(&error, StoreError::TooNew { path, .. } if path == &file),
        "{error:?}"
    );
    assert!(
        error.to_string().contains("newer version of Malice"),
        "{error}"
    );
    assert!(
        error.to_string().contains("will not be overwritten"),
        "{error}"
    );

    assert_eq!(fs::read_to_string(&file).unwrap(), future);
    assert!(file_names(&store.paths().quarantine_dir("heroes")).is_empty());
}

#[test]
fn temp_files_other_files_and_bad_names_are_not_records() {
    let (_dir, store) = open();
    store.save(&id("bob"), &hero("Bob")).unwrap();
    let dir = store.paths().kind_dir("heroes");
    // A temp file left by a killed writer (another pid), with a half-written record in it.
    fs::write(dir.join(".ann.toml.999999-0.tmp"), "version = 1\nna").unwrap();
    fs::write(dir.join("readme.txt"), "not a record").unwrap();
    fs::write(dir.join(".hidden.toml"), "not a record").unwrap();
    fs::create_dir(dir.join("sub.toml")).unwrap();
    let too_long = format!("{}.toml", "x".repeat(70));
    fs::write(dir.join(&too_long), "version = 1").unwrap();
    let (all, problems) = store.load_all::<Hero>().unwrap();
    assert_eq!(all, vec![(id("bob"), hero("Bob"))]);
    assert_eq!(problems.len(), 1);
    assert!(matches!(problems[0].reason, ProblemReason::BadFileName(_)));
    assert_eq!(problems[0].outcome, Disposal::LeftInPlace);
    // The stale temp file was removed; everything else is where it was.
    assert_eq!(
        file_names(&dir),
        vec![
            ".hidden.toml",
            "bob.toml",
            "readme.txt",
            "sub.toml",
            &too_long
        ]
    );
}

#[test]
fn saving_the_same_contents_again_changes_nothing() {
    let (_dir, store) = open();
    store.save(&id("bob"), &hero("Bob")).unwrap();
    let file = store.paths().record_file("heroes", &id("bob"));
    let before = fs::metadata(&file).unwrap().modified().unwrap();
    store.save(&id("bob"), &hero("Bob")).unwrap();
    assert_eq!(fs::metadata(&file).unwrap().modified().unwrap(), before);
}

proptest! {
    #![proptest_config(cases::cases(64))]

    #[test]
    fn any_unicode_text_survives_save_and_load(
        name in any::<String>(),
        notes in proptest::collection::vec(any::<String>(), 0..5),
        special in "[\"'\\\\\n\r\t\u{0}-\u{1f}\u{7f}\u{2028}\u{feff}é😀 ]{0,40}",
    ) {
        let (_dir, store) = open();
        let mut notes = notes;
        notes.push(special);
        let record = Hero { name, luck: 6, notes };
        store.save(&id("any"), &record).unwrap();
        prop_assert_eq!(store.load::<Hero>(&id("any")).unwrap(), record);
    }
}
