//! Versioned records across versions: old versions migrated forward step by step, a failed
//! migration quarantined, and the `version` key kept apart from a record's own fields and
//! kinds.

use std::fs;
use std::path::PathBuf;

use malice::store::{Disposal, ProblemReason, Record, Store, StoreError};
use serde::{Deserialize, Serialize};

use crate::records::{Hero, id, open};

/// Version 3 of a record whose history is: v1 `{ title }`, v2 renamed `title` to `name`,
/// v3 added `level` (default 1).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Relic {
    name: String,
    level: i64,
}

impl Record for Relic {
    const KIND: &'static str = "relics";
    const VERSION: u32 = 3;

    fn migrate(from: u32, mut table: toml::Table) -> Result<toml::Table, String> {
        match from {
            1 => {
                let title = table.remove("title").ok_or("it has no title")?;
                table.insert("name".to_owned(), title);
            }
            2 => {
                table.insert("level".to_owned(), toml::Value::Integer(1));
            }
            _ => return Err(format!("unknown format {from}")),
        }
        Ok(table)
    }
}

fn write_raw(store: &Store, kind: &str, name: &str, text: &str) -> PathBuf {
    let file = store.paths().record_file(kind, &id(name));
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, text).unwrap();
    file
}

#[test]
fn each_old_version_migrates_forward_step_by_step() {
    let (_dir, store) = open();
    write_raw(&store, "relics", "v1", "version = 1\ntitle = \"Cup\"\n");
    write_raw(&store, "relics", "v2", "version = 2\nname = \"Wand\"\n");
    write_raw(
        &store,
        "relics",
        "v3",
        "version = 3\nname = \"Coin\"\nlevel = 4\n",
    );
    let (all, problems) = store.load_all::<Relic>().unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    let relic = |name: &str, level| Relic {
        name: name.to_owned(),
        level,
    };
    assert_eq!(
        all,
        vec![
            (id("v1"), relic("Cup", 1)),
            (id("v2"), relic("Wand", 1)),
            (id("v3"), relic("Coin", 4))
        ]
    );
    // Saving writes the current version; the old file is replaced.
    store.save(&id("v1"), &all[0].1).unwrap();
    let text = fs::read_to_string(store.paths().record_file("relics", &id("v1"))).unwrap();
    assert_eq!(
        malice::store::versioned::without_checksum(&text),
        "version = 3\nname = \"Cup\"\nlevel = 1\n"
    );
    assert!(text.contains("\n# checksum crc32 "), "{text}");
}

#[test]
fn a_failed_migration_is_quarantined_with_the_step_that_failed() {
    let (_dir, store) = open();
    write_raw(
        &store,
        "relics",
        "bad",
        "version = 1\nname = \"No title\"\n",
    );
    let (all, problems) = store.load_all::<Relic>().unwrap();
    assert!(all.is_empty());
    assert_eq!(
        problems[0].reason,
        ProblemReason::MigrationFailed {
            from: 1,
            message: "it has no title".to_owned()
        }
    );
    assert!(matches!(problems[0].outcome, Disposal::Quarantined(_)));
}

#[test]
fn a_record_kind_that_would_clash_with_the_profile_folders_is_refused() {
    #[derive(Serialize, Deserialize)]
    struct Sneaky {}
    impl Record for Sneaky {
        const KIND: &'static str = "quarantine";
        const VERSION: u32 = 1;
    }
    let (_dir, store) = open();
    let error = store.save(&id("x"), &Sneaky {}).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::BadName {
                what: "a record kind",
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn a_record_that_denies_unknown_fields_still_loads_despite_the_version_key() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Strict {
        a: u8,
    }
    impl Record for Strict {
        const KIND: &'static str = "strict";
        const VERSION: u32 = 1;
    }
    let (_dir, store) = open();
    store.save(&id("s"), &Strict { a: 4 }).unwrap();
    assert_eq!(store.load::<Strict>(&id("s")).unwrap(), Strict { a: 4 });
    write_raw(&store, "strict", "extra", "version = 1\na = 1\nb = 2\n");
    let error = store.load::<Strict>(&id("extra")).unwrap_err();
    let StoreError::SetAside(problem) = error else {
        panic!("{error:?}")
    };
    assert!(
        matches!(&problem.reason, ProblemReason::DoesNotFit(m) if m.contains('b')),
        "{problem}"
    );
}

#[test]
fn a_second_version_key_is_not_valid_toml() {
    let (_dir, store) = open();
    write_raw(
        &store,
        "heroes",
        "twice",
        "version = 1\nname = \"A\"\nluck = 1\nnotes = []\nversion = 1\n",
    );
    let (all, problems) = store.load_all::<Hero>().unwrap();
    assert!(all.is_empty());
    assert!(
        matches!(problems[0].reason, ProblemReason::BadToml(_)),
        "{problems:?}"
    );
}

#[test]
fn a_record_with_its_own_top_level_version_field_is_refused() {
    #[derive(Serialize, Deserialize)]
    struct Clash {
        version: u32,
    }
    impl Record for Clash {
        const KIND: &'static str = "clashes";
        const VERSION: u32 = 1;
    }
    let (_dir, store) = open();
    let error = store.save(&id("x"), &Clash { version: 7 }).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Encode {
                kind: "clashes",
                ..
            }
        ),
        "{error:?}"
    );
    assert!(!store.paths().record_file("clashes", &id("x")).exists());
}
