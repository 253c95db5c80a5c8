//! A measurement, not a test of speed: how long `load_all` takes for 1,000 files. Ignored by
//! default; run it in release mode and read the figures it prints:
//!
//! ```sh
//! cargo test --release --test store -- --ignored --nocapture load_time::
//! ```

use crate::one_at_a_time;

use std::time::Instant;

use malice::store::{Home, ProfileName, Record, RecordId};
use serde::{Deserialize, Serialize};

/// About the size of an adventurer without a career.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Small {
    name: String,
    attributes: [u8; 6],
    created: chrono::DateTime<chrono::Utc>,
    alive: bool,
}

impl Record for Small {
    const KIND: &'static str = "small";
    const VERSION: u32 = 1;
}

/// A file with 100 journal-like entries; 1,000 of them make 100,000 entries.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Entries {
    entries: Vec<Entry>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Entry {
    turn: u32,
    card: String,
    text: String,
    target: u8,
    roll: u8,
}

impl Record for Entries {
    const KIND: &'static str = "entries";
    const VERSION: u32 = 1;
}

const FILES: usize = 1000;

#[test]
#[ignore = "a measurement; run in release mode with --ignored --nocapture"]
fn measure_loading_1000_files() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
    for i in 0..FILES {
        let id = RecordId::new(format!("a{i:04}")).unwrap();
        let small = Small {
            name: format!("Adventurer {i}"),
            attributes: [1, 2, 3, 4, 5, 6],
            created: chrono::Utc::now(),
            alive: i % 3 != 0,
        };
        store.save(&id, &small).unwrap();
        let entries = (0..100)
            .map(|turn| Entry {
                turn,
                card: "QS".to_owned(),
                text: format!("Turn {turn}: the Queen of Swords asks a Dexterity check."),
                target: 7,
                roll: 9,
            })
            .collect();
        store.save(&id, &Entries { entries }).unwrap();
    }
    for round in 0..3 {
        let start = Instant::now();
        let (small, problems) = store.load_all::<Small>().unwrap();
        let small_time = start.elapsed();
        assert_eq!((small.len(), problems.len()), (FILES, 0));
        let start = Instant::now();
        let (entries, problems) = store.load_all::<Entries>().unwrap();
        let entries_time = start.elapsed();
        assert_eq!((entries.len(), problems.len()), (FILES, 0));
        let total: usize = entries.iter().map(|(_, e)| e.entries.len()).sum();
        assert_eq!(total, 100 * FILES);
        eprintln!(
            "round {round}: {FILES} small files in {small_time:?}; \
             {FILES} files with {total} entries in {entries_time:?}"
        );
    }
}
