//! A writer killed at a random moment (SIGKILL on Unix) leaves the old record or the new
//! one, never a torn file, and its leftover temp file is not taken for a record.

use crate::one_at_a_time;

use crate::child;

use std::fs;
use std::time::Duration;

use child::Child;

use malice::store::backup::backups;
use malice::store::versioned::decode;
use malice::store::{Home, ProfileName, Record, RecordId, StoreError};
use serde::{Deserialize, Serialize};

/// Set for the child process: the data folder it writes into.
const CHILD_ROOT: &str = "MALICE_TEST_KILLED_WRITER_ROOT";
/// What the child prints before each generation it has saved.
const SAVED: &str = "@@saved@@";
const ENTRIES: usize = 3000;
/// How many times a writer is started and killed.
const ROUNDS: usize = 20;

/// A large record whose every entry carries its generation, so a mix of two saves shows.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Big {
    generation: u64,
    entries: Vec<String>,
}

impl Record for Big {
    const KIND: &'static str = "bigs";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;

    fn validate(&self) -> Result<(), String> {
        let tag = format!("generation {} ", self.generation);
        if self.entries.len() != ENTRIES || !self.entries.iter().all(|e| e.starts_with(&tag)) {
            return Err("entries from different saves".to_owned());
        }
        Ok(())
    }
}

fn big(generation: u64) -> Big {
    let entries = (0..ENTRIES)
        .map(|i| format!("generation {generation} entry {i}: \"quoted\", ünïcode, and a\nnewline"))
        .collect();
    Big {
        generation,
        entries,
    }
}

fn id() -> RecordId {
    RecordId::new("big").unwrap()
}

#[test]
#[ignore = "run as a child process by a_killed_writer_never_leaves_a_torn_record"]
fn child_saves_in_a_loop_until_killed() -> Result<(), StoreError> {
    let root = std::env::var_os(CHILD_ROOT).expect("the parent sets the root");
    let store = Home::open(root)?.open_profile(&ProfileName::default_profile())?;
    let mut generation = match store.load::<Big>(&id()) {
        Ok(record) => record.generation,
        Err(StoreError::NotFound { .. }) => 0,
        Err(error) => return Err(error),
    };
    loop {
        generation += 1;
        store.save(&id(), &big(generation))?;
        println!("{SAVED} {generation}");
    }
}

#[test]
fn a_killed_writer_never_leaves_a_torn_record() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut last_seen = 0;
    let mut killed_mid_write = 0;
    for round in 0..ROUNDS {
        let mut child = Child::test(
            "killed_writer::child_saves_in_a_loop_until_killed",
            &[(CHILD_ROOT, dir.path().as_os_str())],
        );
        // Wait until at least one save of this round finished, then kill at a random moment.
        let first = child.wait_for(SAVED).and_then(|n| n.parse::<u64>().ok());
        assert!(first.is_some(), "round {round}: the child never saved");
        std::thread::sleep(Duration::from_millis(rand::random_range(0..150)));
        child.kill(); // SIGKILL on Unix: no destructors, no cleanup.

        let temps = |dir: &std::path::Path| match fs::read_dir(dir) {
            Ok(entries) => entries
                .filter(|e| {
                    e.as_ref()
                        .unwrap()
                        .file_name()
                        .to_string_lossy()
                        .ends_with(".tmp")
                })
                .count(),
            Err(_) => 0,
        };
        let records_dir = dir.path().join("profiles/default/bigs");
        let backups_dir = dir.path().join("profiles/default/backups/bigs/big");
        if temps(&records_dir) + temps(&backups_dir) > 0 {
            killed_mid_write += 1;
        }

        let store = one_at_a_time::open_profile(&home, &ProfileName::default_profile()).unwrap();
        let (all, problems) = store.load_all::<Big>().unwrap();
        assert!(problems.is_empty(), "round {round}: {problems:?}");
        assert_eq!(
            all.len(),
            1,
            "round {round}: one record, whatever the temp files"
        );
        let record = &all[0].1;
        assert_eq!(record, &big(record.generation), "round {round}");
        assert!(
            record.generation >= last_seen.max(first.unwrap()),
            "round {round}: went back"
        );
        last_seen = record.generation;

        // Leftover temp files were cleared; nothing was quarantined.
        let names: Vec<_> = fs::read_dir(store.paths().kind_dir("bigs"))
            .unwrap()
            .collect();
        assert_eq!(names.len(), 1, "round {round}: {names:?}");
        assert!(!store.paths().dir().join("quarantine").exists());
        // Every backup is a whole earlier save too.
        for backup in backups(&store.paths().backups_dir("bigs", &id())).unwrap() {
            let old = decode::<Big>(&fs::read(&backup).unwrap()).unwrap();
            assert!(old.generation <= record.generation);
        }
        // The next save of a kind with backups clears a killed backup write's temp file.
        store.save(&id(), &big(record.generation + 1)).unwrap();
        assert_eq!(temps(&backups_dir), 0, "round {round}");
        last_seen += 1;
    }
    eprintln!("killed in the middle of a write in {killed_mid_write} of {ROUNDS} rounds");
}
