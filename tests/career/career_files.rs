//! The career's records on disk: every kind round-trips, damaged files are set aside while the
//! rest loads, and a file from a newer Malice is refused and left untouched.

use crate::career::{STRONG, home, open, play};

use std::fs;

use malice::career::{
    AdventurerRecord, CorpsePile, DelveRecord, Dice, MatchRecord, NoteRecord, SeatRecord,
};
use malice::store::{Record, RecordId, StoreError};
use malice::tarot::rules::RuleOptions;

#[test]
fn every_record_kind_round_trips() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Round Trip", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(5))
        .unwrap();
    play(&mut profile, &mut active, 5, 10_000);
    let store = profile.store();
    let adventurer: AdventurerRecord = store.load(&id).unwrap();
    assert_eq!(&adventurer, profile.adventurer(&id).unwrap());
    let delve: DelveRecord = store.load(active.id()).unwrap();
    assert_eq!(&delve, active.record());
    let note_id = {
        let id = profile.add_note(None, None, None, "kept").unwrap();
        let note: NoteRecord = profile.store().load(&id).unwrap();
        assert_eq!(note.text, "kept");
        id
    };
    let _ = note_id;
    let game = MatchRecord {
        game: "martian-chess".into(),
        started: chrono::Utc::now(),
        updated: chrono::Utc::now(),
        finished: None,
        seed: 4,
        seats: vec![
            SeatRecord::Person { name: "Me".into() },
            SeatRecord::Computer { level: 3 },
        ],
        start: None,
        moves: vec!["b3-a4".into(), "c6-d5".into()],
        resigned: None,
        result: None,
        winners: Vec::new(),
        assisted: false,
        hints: 0,
        options: toml::from_str("field-promotion = true\nclock = false").unwrap(),
        clocks: None,
    };
    let match_id = RecordId::new("m1").unwrap();
    profile.save_match(&match_id, &game).unwrap();
    let matches = profile.matches().unwrap();
    assert_eq!(matches, vec![(match_id, game)]);
    let pile: CorpsePile = profile.corpse_pile().unwrap();
    if !pile.cards.is_empty() {
        let loaded: CorpsePile = profile
            .store()
            .load(&RecordId::new(CorpsePile::ID).unwrap())
            .unwrap();
        assert_eq!(loaded, pile);
    }
}

/// Damages one file of each kind; each is quarantined with a note, never deleted, and
/// everything else still loads.
#[test]
fn damaged_files_of_each_kind_are_set_aside_and_the_rest_loads() {
    let (dir, home) = home();
    let mut profile = open(&home);
    let good = profile.create_adventurer("Good", STRONG).unwrap();
    let bad = profile.create_adventurer("Bad", STRONG).unwrap();
    let mut active = profile
        .start_delve(&bad, RuleOptions::default(), Dice::Seeded(2))
        .unwrap();
    play(&mut profile, &mut active, 2, 10_000);
    let note = profile.add_note(None, None, None, "hello").unwrap();
    let delve = active.id().clone();
    let game = MatchRecord {
        game: "malawi".into(),
        started: chrono::Utc::now(),
        updated: chrono::Utc::now(),
        finished: None,
        seed: 1,
        seats: vec![
            SeatRecord::Computer { level: 1 },
            SeatRecord::Computer { level: 2 },
        ],
        start: None,
        moves: Vec::new(),
        resigned: None,
        result: None,
        winners: Vec::new(),
        assisted: false,
        hints: 0,
        options: toml::Table::new(),
        clocks: None,
    };
    profile
        .save_match(&RecordId::new("m1").unwrap(), &game)
        .unwrap();
    drop(active);
    drop(profile);
    let root = dir.path().join("profiles/default");
    // A corpse pile (written by hand) holding The World (never left with a corpse) fails
    // validation.
    fs::create_dir_all(root.join("corpse")).unwrap();
    fs::write(
        root.join("corpse/pile.toml"),
        "version = 1\n[[cards]]\ncard = \"M21\"\nadventurer = \"X\"\nadventurer_id = \"x\"\ndelve = \"x-1\"\nlaid = 2026-01-01T00:00:00Z\n",
    )
    .unwrap();
    fs::write(root.join("matches/m1.toml"), "version = 1\ngame = 3\n").unwrap();
    let truncate = |path: std::path::PathBuf| {
        let text = fs::read(&path).unwrap();
        fs::write(&path, &text[..text.len() / 2]).unwrap();
    };
    truncate(root.join(format!("adventurers/{bad}.toml")));
    fs::write(
        root.join(format!("notes/{note}.toml")),
        "version = 1\ntext = [",
    )
    .unwrap();
    fs::write(
        root.join(format!("delves/{delve}.toml")),
        "\u{0}\u{1}garbage",
    )
    .unwrap();

    let mut profile = open(&home);
    assert_eq!(profile.adventurers().count(), 1);
    assert!(profile.adventurer(&good).is_some());
    assert_eq!(profile.problems().len(), 1);
    assert!(profile.notes().unwrap().is_empty());
    assert!(profile.all_delves().unwrap().is_empty());
    assert!(profile.matches().unwrap().is_empty());
    assert!(profile.corpse_pile().unwrap().cards.is_empty());
    let problems = profile.take_problems();
    assert_eq!(problems.len(), 5, "{problems:?}");
    for kind in ["adventurers", "notes", "delves", "matches", "corpse"] {
        let quarantined: Vec<_> = fs::read_dir(root.join("quarantine").join(kind))
            .unwrap_or_else(|e| panic!("{kind}: {e}"))
            .filter_map(Result::ok)
            .collect();
        assert!(
            quarantined.len() >= 2,
            "{kind}: the file and its note are kept: {quarantined:?}"
        );
    }
}

#[test]
fn a_file_from_a_newer_malice_is_refused_and_left_untouched() {
    let (dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Future", STRONG).unwrap();
    drop(profile);
    let path = dir
        .path()
        .join(format!("profiles/default/adventurers/{id}.toml"));
    // As a newer Malice would write it (hand-made here, so without a checksum).
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&path).unwrap())
        .replacen(
            &format!("version = {}", AdventurerRecord::VERSION),
            "version = 99",
            1,
        );
    fs::write(&path, &text).unwrap();
    let mut profile = open(&home);
    assert_eq!(profile.adventurers().count(), 0);
    assert_eq!(profile.problems().len(), 1);
    assert!(profile.problems()[0].to_string().contains("newer version"));
    // Creating the same name again would write to another file, never over this one.
    let again = profile.create_adventurer("Future", STRONG).unwrap();
    assert_ne!(again, id);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    // And saving a record over it directly is refused.
    let record = profile.adventurer(&again).unwrap().clone();
    assert!(matches!(
        profile.store().save(&id, &record),
        Err(StoreError::TooNew { .. })
    ));
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}
