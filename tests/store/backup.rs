//! Rotating backups: the previous versions of a record, the last five kept.

use crate::one_at_a_time;

use std::fs;

use malice::store::backup::{KEEP, backups};
use malice::store::versioned::decode;
use malice::store::{Home, ProfileName, Record, RecordId};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    n: u32,
}

impl Record for Kept {
    const KIND: &'static str = "kept";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Unkept {
    n: u32,
}

impl Record for Unkept {
    const KIND: &'static str = "unkept";
    const VERSION: u32 = 1;
}

#[test]
fn the_last_five_previous_versions_are_kept_oldest_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    let id = RecordId::new("bob").unwrap();
    let backup_dir = store.paths().backups_dir("kept", &id);

    store.save(&id, &Kept { n: 1 }).unwrap();
    assert!(
        backups(&backup_dir).unwrap().is_empty(),
        "a first save has nothing to back up"
    );
    for n in 2..=8 {
        store.save(&id, &Kept { n }).unwrap();
        // Saving the same thing again is not a new version.
        store.save(&id, &Kept { n }).unwrap();
    }
    let kept = backups(&backup_dir).unwrap();
    assert_eq!(kept.len(), KEEP);
    let versions: Vec<u32> = kept
        .iter()
        .map(|path| decode::<Kept>(&fs::read(path).unwrap()).unwrap().n)
        .collect();
    assert_eq!(versions, [3, 4, 5, 6, 7]);
    assert_eq!(fs::read_dir(&backup_dir).unwrap().count(), KEEP);
    assert_eq!(store.load::<Kept>(&id).unwrap(), Kept { n: 8 });
}

#[test]
fn kinds_without_backups_keep_none() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    let id = RecordId::new("x").unwrap();
    for n in 0..3 {
        store.save(&id, &Unkept { n }).unwrap();
    }
    assert!(!store.paths().dir().join("backups").exists());
    assert_eq!(store.load::<Unkept>(&id).unwrap(), Unkept { n: 2 });
}
