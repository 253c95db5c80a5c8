//! A real `malice` killed at every write of a delve (its start, each answer, the settling of
//! its end) leaves, once the next Malice has opened the profile, no delve nobody is in, no
//! delve that is over but unsettled, and no temp file; and the delve then goes on to exactly
//! the end an uninterrupted one reaches.
//!
//! The kill comes from a hook in debug builds: `MALICE_KILL_AT_WRITE=N` aborts the process
//! just before the rename of its Nth atomic write (see `store::atomic`).

use crate::one_at_a_time;

use crate::binary::{malice, malice_with};

use std::fs;
use std::path::Path;
use std::process::Output;

use malice::career::{AdventurerRecord, DelveRecord, Run};
use malice::store::{Home, ProfileName, RecordId};

fn ok(output: Output) -> Output {
    assert!(
        output.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

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

/// Every temp file of an unfinished write under `dir`.
fn temp_files(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if entry.file_type().unwrap().is_dir() {
            found.extend(temp_files(&entry.path()));
        } else if name.starts_with('.') && name.ends_with(".tmp") {
            found.push(entry.path().display().to_string());
        }
    }
    found
}

/// The records of one kind, read straight from their files.
fn records<R: serde::de::DeserializeOwned>(profile: &Path, kind: &str) -> Vec<(String, R)> {
    let Ok(entries) = fs::read_dir(profile.join(kind)) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(id) = name.strip_suffix(".toml") else {
            continue;
        };
        let mut table: toml::Table = fs::read_to_string(&path).unwrap().parse().unwrap();
        table.remove("version");
        table
            .entry("rules_version")
            .or_insert(toml::Value::Integer(1));
        found.push((id.to_owned(), table.try_into().unwrap()));
    }
    found
}

/// Checks the profile as the last Malice left it: no temp file, no delve nobody is in, every
/// adventurer's delve in progress there and not over, every finished delve in its career.
fn check_consistent(home: &Path, when: &str) {
    let profile = home.join("profiles/default");
    assert_eq!(temp_files(&profile), Vec::<String>::new(), "{when}");
    let adventurers: Vec<(String, AdventurerRecord)> = records(&profile, "adventurers");
    let delves: Vec<(String, DelveRecord)> = records(&profile, "delves");
    for (id, delve) in &delves {
        let owner = adventurers
            .iter()
            .find(|(a, _)| *a == delve.adventurer)
            .map(|(_, a)| a)
            .unwrap_or_else(|| panic!("{when}: {id} belongs to nobody"));
        let in_it = owner.delve_in_progress.as_deref() == Some(id.as_str());
        let in_career = owner.runs.iter().any(|run| run.delve == *id);
        if delve.finished {
            assert!(
                in_career && !in_it,
                "{when}: {id} is finished but unsettled"
            );
        } else {
            assert!(in_it, "{when}: {id} is unfinished but nobody is in it");
        }
    }
    let home = Home::open(home).unwrap();
    let mut opened = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    for (name, adventurer) in &adventurers {
        if let Some(delve) = &adventurer.delve_in_progress {
            assert!(
                delves.iter().any(|(id, d)| id == delve && !d.finished),
                "{when}: {name} is in {delve}, which is not there"
            );
            let id = RecordId::new(delve.as_str()).unwrap();
            let active = opened.open_delve(&id).unwrap();
            assert!(
                active.delve().outcome().is_none(),
                "{when}: {delve} is over but unsettled"
            );
        }
    }
    assert!(
        opened.problems().is_empty(),
        "{when}: {:?}",
        opened.problems()
    );
}

/// A run without its times, to compare an interrupted delve's with an uninterrupted one's.
fn run_of(home: &Path, adventurer: &str) -> Option<Run> {
    let profile = home.join("profiles/default");
    let adventurers: Vec<(String, AdventurerRecord)> = records(&profile, "adventurers");
    let (_, record) = adventurers.into_iter().find(|(id, _)| id == adventurer)?;
    assert!(record.runs.len() <= 1, "{adventurer} has {:?}", record.runs);
    record.runs.into_iter().next().map(|run| Run {
        started: chrono::DateTime::UNIX_EPOCH,
        ended: chrono::DateTime::UNIX_EPOCH,
        ..run
    })
}

#[test]
fn a_delve_killed_at_any_write_is_put_right_and_ends_as_an_uninterrupted_one() {
    let dir = tempfile::tempdir().unwrap();
    // A profile with a corpse pile (Dee died) and Ann ready to delve.
    let base = dir.path().join("base");
    ok(malice(
        &base,
        &[
            "adventurer",
            "new",
            "--name",
            "Dee",
            "--roll",
            "1,2,1,1,2,1",
        ],
    ));
    ok(malice(
        &base,
        &[
            "delve",
            "--adventurer",
            "Dee",
            "--seed",
            "6",
            "--policy",
            "random",
        ],
    ));
    ok(malice(
        &base,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "5,5,5,4,5,5",
        ],
    ));
    let delve = [
        "delve",
        "--adventurer",
        "Ann",
        "--seed",
        "11",
        "--policy",
        "cautious",
    ];
    // The delve played without a kill, for comparison.
    let reference = dir.path().join("reference");
    copy_dir(&base, &reference);
    ok(malice(&reference, &delve));
    let expected = run_of(&reference, "ann").expect("the delve ends");
    assert!(fs::read_dir(base.join("profiles/default/corpse")).is_ok());

    let mut kills = 0;
    for kill_at in 1.. {
        let home = dir.path().join(format!("killed-{kill_at}"));
        copy_dir(&base, &home);
        let kill_at = kill_at.to_string();
        let killed = malice_with(
            Some(&home),
            &[("MALICE_KILL_AT_WRITE", &kill_at)],
            &delve,
            &[],
        );
        if killed.status.success() {
            // Every write of the delve has been stopped at once.
            break;
        }
        kills += 1;
        let when = format!("killed at write {kill_at}");
        // The next Malice to open the profile puts it right.
        ok(malice(&home, &["adventurer", "list"]));
        check_consistent(&home, &when);
        // Ann goes on (or, if the kill came before her delve was written, starts it again
        // from the same seed) to the very end the uninterrupted delve reached.
        if run_of(&home, "ann").is_none() {
            ok(malice(&home, &delve));
        }
        check_consistent(&home, &format!("{when}, then played to the end"));
        assert_eq!(run_of(&home, "ann").as_ref(), Some(&expected), "{when}");
        fs::remove_dir_all(&home).unwrap();
    }
    assert!(kills > 20, "only {kills} writes");
    eprintln!("killed at each of {kills} writes");
}
