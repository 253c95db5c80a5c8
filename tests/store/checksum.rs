//! Each record file ends with a checksum of its contents (issue 39): a bit flipped on the disk
//! is found when the file loads, and the file is set aside like any damaged file, its last
//! backup named; a file an older Malice wrote (no checksum) still loads and gains one on its
//! next save.

use crate::one_at_a_time;

use std::fs;

use malice::store::versioned::{CHECKSUM_LINE, checked};
use malice::store::{
    Disposal, Home, ProblemReason, ProfileName, Record, RecordId, Store, StoreError,
};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Entry {
    title: String,
    text: String,
    loot: u32,
    cards: Vec<String>,
}

impl Record for Entry {
    const KIND: &'static str = "entries";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;
}

fn entry(loot: u32) -> Entry {
    Entry {
        title: "The stairs".into(),
        text: "Wet, and cold.\nThe torch hissed.\n# Below".into(),
        loot,
        cards: vec!["3C".into(), "QW".into(), "TF".into()],
    }
}

fn open() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    (dir, store)
}

#[test]
fn a_record_file_ends_with_the_checksum_of_what_comes_before() {
    let (_dir, store) = open();
    let id = RecordId::new("e").unwrap();
    store.save(&id, &entry(1)).unwrap();
    let bytes = fs::read(store.paths().record_file("entries", &id)).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    let last = text.lines().last().unwrap();
    assert!(last.starts_with(CHECKSUM_LINE), "{text}");
    let body = &text[..text.len() - last.len() - 1];
    assert_eq!(
        last,
        format!("{CHECKSUM_LINE}{:08x}", crc32fast::hash(body.as_bytes()))
    );
    assert_eq!(checked(&bytes).unwrap(), body.as_bytes());
    assert_eq!(store.load::<Entry>(&id).unwrap(), entry(1));
}

#[test]
fn two_hundred_flipped_bits_of_two_hundred_are_found_and_set_aside_with_the_last_backup() {
    let (_dir, store) = open();
    let id = RecordId::new("e").unwrap();
    // Two saves: the first is kept as a backup when the second is written.
    store.save(&id, &entry(1)).unwrap();
    store.save(&id, &entry(2)).unwrap();
    let file = store.paths().record_file("entries", &id);
    let good = fs::read(&file).unwrap();
    let backup = malice::store::backup::backups(&store.paths().backups_dir("entries", &id))
        .unwrap()
        .pop()
        .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(39);
    let mut found = 0;
    let mut missed = Vec::new();
    for _ in 0..200 {
        let at = rng.random_range(0..good.len());
        let bit = rng.random_range(0..8);
        let mut bad = good.clone();
        bad[at] ^= 1 << bit;
        fs::write(&file, &bad).unwrap();
        match store.load::<Entry>(&id) {
            Err(StoreError::SetAside(problem)) => {
                found += 1;
                assert!(
                    matches!(problem.outcome, Disposal::Quarantined(_)),
                    "{problem}"
                );
                if let ProblemReason::Damaged { backup: named } = &problem.reason {
                    assert_eq!(named.as_ref(), Some(&backup), "{problem}");
                    assert!(problem.to_string().contains("last backup"), "{problem}");
                }
            }
            other => missed.push((at, bit, other.map(|e| e.loot))),
        }
    }
    assert_eq!(found, 200, "flips that loaded (byte, bit): {missed:?}");
    // The last backup, copied back, loads.
    fs::copy(&backup, &file).unwrap();
    assert_eq!(store.load::<Entry>(&id).unwrap(), entry(1));
}

#[test]
fn an_older_malices_file_without_a_checksum_loads_and_gains_one_on_its_next_save() {
    let (_dir, store) = open();
    let id = RecordId::new("old").unwrap();
    let file = store.paths().record_file("entries", &id);
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    // As an older Malice wrote it: the last line of a text may start with `#`.
    let old = "version = 1\ntitle = \"The stairs\"\nloot = 1\ncards = [\"3C\"]\ntext = \"\"\"\nWet.\n# Below\"\"\"\n";
    fs::write(&file, old).unwrap();
    let loaded = store.load::<Entry>(&id).unwrap();
    assert_eq!(loaded.text, "Wet.\n# Below");
    let mut changed = loaded.clone();
    changed.loot = 2;
    store.save(&id, &changed).unwrap();
    let now = fs::read_to_string(&file).unwrap();
    assert!(
        now.lines().last().unwrap().starts_with(CHECKSUM_LINE),
        "{now}"
    );
    assert_eq!(store.load::<Entry>(&id).unwrap(), changed);
}

#[test]
fn a_hand_edit_that_keeps_the_checksum_is_set_aside_with_what_to_do() {
    let (_dir, store) = open();
    let id = RecordId::new("e").unwrap();
    store.save(&id, &entry(1)).unwrap();
    let file = store.paths().record_file("entries", &id);
    let text = fs::read_to_string(&file)
        .unwrap()
        .replace("loot = 1", "loot = 7");
    fs::write(&file, text).unwrap();
    let Err(StoreError::SetAside(problem)) = store.load::<Entry>(&id) else {
        panic!("a changed file loaded");
    };
    let said = problem.to_string();
    assert!(said.contains("damaged"), "{said}");
    assert!(said.contains("delete its last line"), "{said}");
}
