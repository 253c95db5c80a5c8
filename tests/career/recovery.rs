//! A delve that cannot go on never strands a player: one that no longer replays is set aside
//! and the adventurer goes on; one from a newer Malice or newer rules, or unreadable now, is
//! kept (never detached, never played beside); a hand-damaged roster entry is set aside;
//! unfinished delves older Malices left behind are put right; notes name only real entries.

use crate::one_at_a_time;

use std::fs;
use std::path::{Path, PathBuf};

use malice::career::{ActiveDelve, CareerError, DelveRecord, Dice, Profile, RULES_VERSION};
use malice::store::{Disposal, Home, ProfileName, Record, RecordId, StoreError};
use malice::tarot::attributes::Attributes;
use malice::tarot::policy::{Policy, PolicyKind};
use malice::tarot::rules::RuleOptions;

const STRONG: Attributes = Attributes([5, 5, 5, 4, 5, 5]);

fn open(home: &Home) -> Profile {
    one_at_a_time::profile(home, &ProfileName::default_profile()).unwrap()
}

/// Answers with the cautious player until the delve ends or `limit` answers were given.
fn play(profile: &mut Profile, active: &mut ActiveDelve, limit: usize) {
    let mut policy: Box<dyn Policy + Send> = PolicyKind::Cautious.build(1);
    for _ in 0..limit {
        let Some(question) = active.delve().question() else {
            return;
        };
        let legal = active.delve().legal_answers();
        let answer = policy.choose(active.delve(), &question, &legal);
        profile.answer(active, answer).unwrap();
    }
}

/// A profile with Ada in a delve (a few answers in) and Bo, whose one delve is over.
struct Setup {
    _dir: tempfile::TempDir,
    home: Home,
    root: PathBuf,
    ada: RecordId,
    ada_delve: RecordId,
    bo: RecordId,
    bo_delve: RecordId,
}

fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = open(&home);
    let bo = profile.create_adventurer("Bo", STRONG).unwrap();
    let mut active = profile
        .start_delve(&bo, RuleOptions::default(), Dice::Seeded(5))
        .unwrap();
    play(&mut profile, &mut active, 10_000);
    assert!(active.delve().outcome().is_some());
    let bo_delve = active.id().clone();
    let ada = profile.create_adventurer("Ada", STRONG).unwrap();
    let seed = (1..100)
        .find(|&seed| {
            let scratch = tempfile::tempdir().unwrap();
            let mut profile = open(&Home::open(scratch.path()).unwrap());
            let ada = profile.create_adventurer("Ada", STRONG).unwrap();
            let mut active = profile
                .start_delve(&ada, RuleOptions::default(), Dice::Seeded(seed))
                .unwrap();
            play(&mut profile, &mut active, 3);
            active.delve().outcome().is_none()
        })
        .unwrap();
    let mut active = profile
        .start_delve(&ada, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    play(&mut profile, &mut active, 3);
    assert!(active.delve().outcome().is_none());
    let ada_delve = active.id().clone();
    let root = dir.path().join("profiles/default");
    Setup {
        _dir: dir,
        home,
        root,
        ada,
        ada_delve,
        bo,
        bo_delve,
    }
}

fn delve_file(root: &Path, id: &RecordId) -> PathBuf {
    root.join("delves").join(id.file_name())
}

/// Rewrites a delve file's answers with `change`.
fn edit_answers(root: &Path, id: &RecordId, change: impl Fn(&str) -> String) {
    let path = delve_file(root, id);
    let mut table: toml::Table = fs::read_to_string(&path).unwrap().parse().unwrap();
    let answers = table["answers"].as_str().unwrap().to_owned();
    table.insert("answers".into(), change(&answers).into());
    fs::write(&path, table.to_string()).unwrap();
}

fn zip_names(path: &Path) -> Vec<String> {
    let zip = zip::ZipArchive::new(fs::File::open(path).unwrap()).unwrap();
    zip.file_names().map(|n| n.unwrap().into_owned()).collect()
}

fn in_progress(profile: &Profile, id: &RecordId) -> Option<String> {
    profile.adventurer(id).unwrap().delve_in_progress.clone()
}

#[test]
fn a_delve_in_progress_that_no_longer_replays_is_set_aside_and_the_adventurer_goes_on() {
    let s = setup();
    edit_answers(&s.root, &s.ada_delve, |answers| format!("{answers};M99"));
    let mut profile = open(&s.home);
    // Set aside as the profile opened, with a note saying why, and reported.
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let Disposal::Quarantined(moved) = &problems[0].outcome else {
        panic!("{problems:?}")
    };
    assert!(moved.starts_with(s.root.join("quarantine/delves")));
    let why = fs::read_to_string(format!("{}.why.txt", moved.display())).unwrap();
    assert!(why.contains("do not replay"), "{why}");
    assert!(!delve_file(&s.root, &s.ada_delve).exists());
    // Ada is free: no delve in progress, and she may retire or start a new delve.
    assert_eq!(in_progress(&profile, &s.ada), None);
    assert!(matches!(
        profile.resume_delve(&s.ada),
        Err(CareerError::NoDelveInProgress(_))
    ));
    let mut fresh = profile
        .start_delve(&s.ada, RuleOptions::default(), Dice::Seeded(3))
        .unwrap();
    play(&mut profile, &mut fresh, 10_000);
    // The backup of everything still holds the raw file, from quarantine.
    let out = s.root.join("../../all.zip");
    profile.export_all(&out).unwrap();
    let quarantined = format!("quarantine/delves/{}", s.ada_delve.file_name());
    assert!(zip_names(&out).contains(&quarantined));
}

#[test]
fn a_finished_delve_that_no_longer_replays_is_set_aside_and_journals_and_backups_go_on() {
    let s = setup();
    edit_answers(&s.root, &s.bo_delve, |answers| {
        answers.replacen(';', ";M99;", 1)
    });
    let mut profile = open(&s.home);
    assert!(profile.take_problems().is_empty());
    // Bo's journal goes on without the delve, which is set aside and reported.
    let doc = profile.journal_doc(&s.bo, None).unwrap();
    assert!(doc.delves.is_empty());
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].to_string().contains("do not replay"));
    // Search and the backup of everything work; the raw file goes in from quarantine.
    assert!(profile.search("the").is_ok());
    let out = s.root.join("../../all.zip");
    let written = profile.export_all(&out).unwrap();
    assert_eq!(written.journals, 2);
    let quarantined = format!("quarantine/delves/{}", s.bo_delve.file_name());
    assert!(zip_names(&out).contains(&quarantined));
    // The career still has the run.
    assert_eq!(profile.adventurer(&s.bo).unwrap().runs.len(), 1);
}

/// Whatever happened to Ada's delve file, she is still in it and nobody delves beside it.
fn still_in_it(s: &Setup, why: impl Fn(&CareerError) -> bool) {
    let mut profile = open(&s.home);
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].outcome, Disposal::LeftInPlace);
    let error = profile.resume_delve(&s.ada).unwrap_err();
    assert!(why(&error), "{error:?}");
    assert_eq!(in_progress(&profile, &s.ada), Some(s.ada_delve.to_string()));
    assert!(matches!(
        profile.start_delve(&s.ada, RuleOptions::default(), Dice::Seeded(1)),
        Err(CareerError::OtherDelveInProgress(_))
    ));
    assert!(profile.retire(&s.ada).is_err());
    assert!(matches!(
        profile.start_delve(&s.bo, RuleOptions::default(), Dice::Seeded(1)),
        Err(CareerError::OtherDelveInProgress(_) | CareerError::CannotDelve { .. })
    ));
    // Opened again, it is still there.
    drop(profile);
    assert_eq!(
        in_progress(&open(&s.home), &s.ada),
        Some(s.ada_delve.to_string())
    );
}

#[test]
fn a_delve_in_progress_from_a_newer_malice_is_never_detached() {
    let s = setup();
    let path = delve_file(&s.root, &s.ada_delve);
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&path).unwrap())
        .replacen(
            &format!("version = {}", DelveRecord::VERSION),
            "version = 99",
            1,
        );
    fs::write(&path, &text).unwrap();
    still_in_it(&s, |e| {
        matches!(e, CareerError::Store(StoreError::TooNew { .. }))
    });
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_delve_in_progress_under_newer_rules_is_never_detached() {
    let s = setup();
    let path = delve_file(&s.root, &s.ada_delve);
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&path).unwrap())
        .replacen(
            &format!("rules_version = {RULES_VERSION}"),
            &format!("rules_version = {}", RULES_VERSION + 1),
            1,
        );
    fs::write(&path, &text).unwrap();
    still_in_it(&s, |e| matches!(e, CareerError::NewerRules { .. }));
    assert!(
        open(&s.home).take_problems()[0]
            .to_string()
            .contains("newer rules")
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_delve_in_progress_that_cannot_be_read_now_is_never_detached() {
    let s = setup();
    // Something that cannot be read as a file (a folder) where the delve's file is: the same
    // error as a file whose permissions refuse reading.
    let path = delve_file(&s.root, &s.ada_delve);
    let saved = fs::read(&path).unwrap();
    fs::remove_file(&path).unwrap();
    fs::create_dir(&path).unwrap();
    still_in_it(&s, |e| {
        matches!(e, CareerError::Store(StoreError::Read { .. }))
    });
    // Once it can be read again, the delve goes on where it was.
    fs::remove_dir(&path).unwrap();
    fs::write(&path, saved).unwrap();
    let mut profile = open(&s.home);
    assert!(profile.take_problems().is_empty());
    let active = profile.resume_delve(&s.ada).unwrap();
    assert!(active.delve().answers().len() > 6);
}

#[test]
fn a_hand_edited_delve_in_progress_that_is_not_a_record_name_is_a_damaged_file() {
    let s = setup();
    let path = s.root.join("adventurers").join(s.ada.file_name());
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&path).unwrap())
        .replace(
            &format!("delve_in_progress = \"{}\"", s.ada_delve),
            "delve_in_progress = \"../other:delve\"",
        );
    fs::write(&path, text).unwrap();
    let mut profile = open(&s.home);
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].to_string().contains("delve in progress"),
        "{}",
        problems[0]
    );
    assert!(matches!(problems[0].outcome, Disposal::Quarantined(_)));
    assert!(profile.adventurer(&s.ada).is_none());
    // The profile's one dungeon is not held by a delve nobody can find: Bo is dead, but a
    // new adventurer may delve.
    let cy = profile.create_adventurer("Cy", STRONG).unwrap();
    assert!(
        profile
            .start_delve(&cy, RuleOptions::default(), Dice::Seeded(4))
            .is_ok()
    );
}

#[test]
fn unfinished_delves_older_malices_left_behind_are_put_right() {
    let s = setup();
    // A settled delve whose `finished` mark a kill lost, and a delve nobody is in (a start
    // killed before the adventurer was written).
    let bo_path = delve_file(&s.root, &s.bo_delve);
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&bo_path).unwrap())
        .replace("finished = true", "finished = false");
    fs::write(&bo_path, text).unwrap();
    let orphan = RecordId::new("bo-7").unwrap();
    fs::copy(&bo_path, delve_file(&s.root, &orphan)).unwrap();

    let mut profile = open(&s.home);
    let delves = profile.all_delves().unwrap();
    let ids: Vec<&RecordId> = delves.iter().map(|(id, _)| id).collect();
    assert_eq!(ids, [&s.ada_delve, &s.bo_delve]);
    assert!(delves[1].1.finished);
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0]
            .to_string()
            .contains("no adventurer is in this delve")
    );
    assert!(!delve_file(&s.root, &orphan).exists());
    let saved: DelveRecord = profile.store().load(&s.bo_delve).unwrap();
    assert!(saved.finished);
}

#[test]
fn a_note_names_only_an_entry_the_delve_has() {
    let s = setup();
    let mut profile = open(&s.home);
    let entries = profile.journal_doc(&s.bo, None).unwrap().delves[0]
        .entries
        .len();
    assert!(entries > 2);
    let last = entries - 1;
    let ok = profile.add_note(Some(&s.bo), Some(&s.bo_delve), Some(last), "the end");
    assert!(ok.is_ok(), "{ok:?}");
    for wanted in [entries, entries + 5, usize::MAX] {
        let error = profile
            .add_note(Some(&s.bo), Some(&s.bo_delve), Some(wanted), "nowhere")
            .unwrap_err();
        assert!(
            matches!(error, CareerError::NoSuchEntry { entry, count, .. } if entry == wanted && count == entries),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            format!(
                "the delve \"{}\" has no journal entry {wanted}: its entries are numbered 0 to {last}",
                s.bo_delve
            )
        );
    }
    assert_eq!(profile.notes().unwrap().len(), 1);
}

#[test]
fn a_start_that_cannot_be_saved_leaves_no_delve_nobody_is_in() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let root = dir.path().join("profiles/default");
    let mut profile = open(&home);
    let ada = profile.create_adventurer("Ada", STRONG).unwrap();
    // The adventurer's file cannot be written (as on a full disk): something that is not a
    // folder stands where its backups go.
    let backups = root.join("backups/adventurers");
    fs::create_dir_all(&backups).unwrap();
    fs::write(backups.join(ada.as_str()), "in the way").unwrap();
    assert!(
        profile
            .start_delve(&ada, RuleOptions::default(), Dice::Seeded(1))
            .is_err()
    );
    assert_eq!(in_progress(&profile, &ada), None);
    let delves = fs::read_dir(root.join("delves")).map_or(0, |d| d.count());
    assert_eq!(delves, 0, "a delve nobody is in was left");
    fs::remove_file(backups.join(ada.as_str())).unwrap();

    // The delve's file cannot be written: the adventurer is not left in a delve.
    fs::write(root.join("delves"), "in the way").unwrap();
    assert!(
        profile
            .start_delve(&ada, RuleOptions::default(), Dice::Seeded(1))
            .is_err()
    );
    assert_eq!(in_progress(&profile, &ada), None);
    drop(profile);
    assert_eq!(in_progress(&open(&home), &ada), None);
    fs::remove_file(root.join("delves")).unwrap();
    let mut profile = open(&home);
    assert!(
        profile
            .start_delve(&ada, RuleOptions::default(), Dice::Seeded(1))
            .is_ok()
    );
}
