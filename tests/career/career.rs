//! The career on the store: delves saved after every answer and continued exactly, deaths and
//! the corpse pile's provenance, escapes and returning adventurers, undo and the assisted mark,
//! the hall of fame, notes and search. Records on disk are in `career_files`.

use crate::cases;

use crate::one_at_a_time;

use malice::career::{
    ActiveDelve, AdventurerRecord, CareerError, DelveRecord, Dice, Fate, NoteRecord, Profile,
    RunEnd,
};
use malice::journal;
use malice::store::{Home, ProfileName, RecordId};
use malice::tarot::attributes::Attributes;
use malice::tarot::delve::Start;
use malice::tarot::event::Outcome;
use malice::tarot::policy::{Policy, PolicyKind};
use malice::tarot::rules::RuleOptions;
use proptest::prelude::*;

pub(crate) fn home() -> (tempfile::TempDir, Home) {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    (dir, home)
}

pub(crate) fn open(home: &Home) -> Profile {
    one_at_a_time::profile(home, &ProfileName::default_profile()).unwrap()
}

pub(crate) const STRONG: Attributes = Attributes([5, 5, 5, 4, 5, 5]);

/// Answers with the cautious player until the delve ends or `limit` answers were given.
pub(crate) fn play(profile: &mut Profile, active: &mut ActiveDelve, seed: u64, limit: usize) {
    let mut policy: Box<dyn Policy + Send> = PolicyKind::Cautious.build(seed);
    for _ in 0..limit {
        let Some(question) = active.delve().question() else {
            return;
        };
        let legal = active.delve().legal_answers();
        let answer = policy.choose(active.delve(), &question, &legal);
        profile.answer(active, answer).unwrap();
    }
}

/// A seed whose delve (cautious play, this adventurer) ends the wanted way.
pub(crate) fn seed_that(escapes: bool, attributes: Attributes) -> u64 {
    for seed in 1..500 {
        let (_dir, home) = home();
        let mut profile = open(&home);
        let id = profile.create_adventurer("Probe", attributes).unwrap();
        let mut active = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
            .unwrap();
        play(&mut profile, &mut active, seed, 10_000);
        if matches!(active.delve().outcome(), Some(Outcome::Escaped { .. })) == escapes {
            return seed;
        }
    }
    panic!("no seed found");
}

#[test]
fn a_delve_quit_at_any_answer_continues_exactly_there() {
    let seed = 42;
    // The whole delve, uninterrupted, in a profile of its own (its death leaves a corpse pile
    // that would change the other delve's deck).
    let full_answers = {
        let (_dir, home) = home();
        let mut profile = open(&home);
        let id = profile.create_adventurer("Whole", STRONG).unwrap();
        let mut active = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
            .unwrap();
        play(&mut profile, &mut active, seed, 10_000);
        active.record().answers.clone()
    };
    // The same adventurer's dice, quitting (dropping everything) after every few answers.
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Quitter", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    loop {
        play(&mut profile, &mut active, seed, 3);
        let answers = active.record().answers.clone();
        let question = active.delve().question();
        let events = active.events().to_vec();
        let over = active.delve().outcome().is_some();
        drop(active);
        drop(profile);
        profile = open(&home);
        if over {
            break;
        }
        active = profile.resume_delve(&id).unwrap();
        assert_eq!(active.record().answers, answers);
        assert_eq!(active.delve().question(), question);
        assert_eq!(active.events(), &events[..]);
    }
    let quitter = profile.delves_of(&id).unwrap();
    assert_eq!(quitter.len(), 1);
    assert_eq!(quitter[0].1.answers, full_answers);
    assert!(quitter[0].1.finished);
}

#[test]
fn death_lays_the_hand_on_the_corpse_pile_with_its_provenance() {
    let seed = seed_that(false, Attributes([2, 2, 2, 3, 2, 2]));
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile
        .create_adventurer("Probe", Attributes([2, 2, 2, 3, 2, 2]))
        .unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    play(&mut profile, &mut active, seed, 10_000);
    let Some(Outcome::Died { cause }) = active.delve().outcome() else {
        panic!("expected a death");
    };
    let corpse_in_dungeon: Vec<_> = active.delve().corpse().to_vec();
    let record = profile.adventurer(&id).unwrap().clone();
    assert_eq!(record.fate, Fate::Dead);
    assert_eq!(record.delve_in_progress, None);
    assert_eq!(record.runs.len(), 1);
    let run = &record.runs[0];
    assert_eq!(run.end, RunEnd::Died);
    assert_eq!(run.seed, Some(seed));
    assert_eq!(run.turns, active.delve().turn());
    if let malice::tarot::event::DeathCause::Card(card) = cause {
        assert_eq!(run.killed_by, Some(card));
    }
    let pile = profile.corpse_pile().unwrap();
    assert_eq!(pile.codes(), corpse_in_dungeon);
    for card in &pile.cards {
        assert_eq!(card.adventurer, "Probe");
        assert_eq!(card.delve, active.id().as_str());
        assert_eq!(card.killed_by, run.killed_by);
    }
    // The dead delve no more.
    assert!(matches!(
        profile.start_delve(&id, RuleOptions::default(), Dice::Seeded(1)),
        Err(CareerError::CannotDelve { .. })
    ));
    // The next adventurer's deck lacks the pile's cards.
    let next = profile.create_adventurer("Next", STRONG).unwrap();
    let active = profile
        .start_delve(&next, RuleOptions::default(), Dice::Seeded(7))
        .unwrap();
    assert_eq!(active.record().setup.corpse, pile.codes());
    assert_eq!(active.delve().corpse(), &pile.codes()[..]);
    for card in pile.codes() {
        assert!(!active.delve().hand().contains(&card));
        assert!(!active.delve().deck().unknown().contains(card));
    }
}

#[test]
fn an_escape_is_scored_and_the_next_delve_opens_with_score_plus_intelligence() {
    let seed = seed_that(true, STRONG);
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Probe", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    play(&mut profile, &mut active, seed, 10_000);
    let Some(Outcome::Escaped { score }) = active.delve().outcome() else {
        panic!("expected an escape");
    };
    let record = profile.adventurer(&id).unwrap().clone();
    assert_eq!(record.fate, Fate::Alive);
    assert_eq!(record.runs[0].end, RunEnd::Escaped);
    assert_eq!(record.runs[0].score, score);
    assert_eq!(record.attributes, active.delve().attributes());
    let fame = profile.fame();
    assert_eq!(fame[0].total_loot, score);
    assert_eq!(fame[0].escapes, 1);
    let again = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed + 1))
        .unwrap();
    assert_eq!(
        again.record().setup.start,
        Start::Returning {
            attributes: record.attributes,
            last_score: score
        }
    );
}

#[test]
fn undo_takes_back_the_last_answer_and_marks_the_delve_assisted() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Hand", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(3))
        .unwrap();
    // Nothing of the player's yet: the creation dice and opening draws cannot be undone.
    assert!(!active.can_undo());
    assert!(matches!(
        profile.undo(&mut active),
        Err(CareerError::NothingToUndo)
    ));
    let question = active.delve().question();
    let before = active.record().answers.clone();
    play(&mut profile, &mut active, 3, 1);
    assert_ne!(active.record().answers, before);
    profile.undo(&mut active).unwrap();
    assert_eq!(active.record().answers, before);
    assert_eq!(active.delve().question(), question);
    assert!(active.record().assisted);
    // Saved as such.
    drop(active);
    drop(profile);
    let mut profile = open(&home);
    let mut active = profile.resume_delve(&id).unwrap();
    assert!(active.record().assisted);
    play(&mut profile, &mut active, 3, 10_000);
    assert!(profile.adventurer(&id).unwrap().runs[0].assisted);
    assert!(profile.fame()[0].assisted);
}

#[test]
fn seeds_beyond_what_toml_integers_hold_are_kept_exactly() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Big", STRONG).unwrap();
    let active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(u64::MAX))
        .unwrap();
    let loaded: DelveRecord = profile.store().load(active.id()).unwrap();
    assert_eq!(loaded.seed, Some(u64::MAX));
    let small: DelveRecord = toml::from_str(
        &toml::to_string(&DelveRecord {
            seed: Some(7),
            ..loaded.clone()
        })
        .unwrap(),
    )
    .unwrap();
    assert_eq!(small.seed, Some(7));
}

#[test]
fn one_delve_at_a_time_and_retirement() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let a = profile.create_adventurer("Ada", STRONG).unwrap();
    let b = profile.create_adventurer("Bo", STRONG).unwrap();
    assert!(matches!(
        profile.create_adventurer("ada", STRONG),
        Err(CareerError::NameTaken(_))
    ));
    assert!(matches!(
        profile.create_adventurer("   ", STRONG),
        Err(CareerError::BadName(_))
    ));
    assert!(matches!(
        profile.create_adventurer("Zed", Attributes([0, 1, 2, 3, 4, 5])),
        Err(CareerError::BadRoll(_))
    ));
    let _active = profile
        .start_delve(&a, RuleOptions::default(), Dice::Seeded(1))
        .unwrap();
    assert!(matches!(
        profile.start_delve(&b, RuleOptions::default(), Dice::Seeded(1)),
        Err(CareerError::OtherDelveInProgress(name)) if name == "Ada"
    ));
    profile.retire(&b).unwrap();
    assert_eq!(profile.adventurer(&b).unwrap().fate, Fate::Retired);
    assert!(matches!(
        profile.find("nobody"),
        Err(CareerError::NoSuchAdventurer(_))
    ));
    // A name that would be a Windows device name still gets a safe file.
    let con = profile.create_adventurer("Con", STRONG).unwrap();
    assert_eq!(con.as_str(), "a-con");
}

#[test]
fn notes_attach_to_entries_are_edited_and_found_by_search() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Scribe", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(9))
        .unwrap();
    play(&mut profile, &mut active, 9, 10_000);
    let delve = active.id().clone();
    let note = profile
        .add_note(
            Some(&id),
            Some(&delve),
            Some(1),
            "The torch guttered — ÅÄÖ 🕯",
        )
        .unwrap();
    profile
        .add_note(None, None, None, "a loose thought")
        .unwrap();
    profile
        .edit_note(&note, "The torch guttered twice — ÅÄÖ 🕯")
        .unwrap();
    let doc = profile.journal_doc(&id, None).unwrap();
    assert_eq!(doc.delves.len(), 1);
    assert_eq!(doc.delves[0].notes.len(), 1);
    assert_eq!(doc.delves[0].notes[0].entry, Some(1));
    let md = journal::markdown(&doc);
    assert!(md.contains("The torch guttered twice — ÅÄÖ 🕯"), "{md}");
    let hits = profile.search("GUTTERED").unwrap();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].note.as_deref(), Some(note.as_str()));
    // Journal entries are searched too: every delve has a creation entry.
    let first_title = doc.delves[0].entries[0].title.clone();
    let hits = profile.search(&first_title).unwrap();
    assert!(
        hits.iter()
            .any(|h| h.delve.as_deref() == Some(delve.as_str()))
    );
    assert!(profile.search("  ").unwrap().is_empty());
    assert!(matches!(
        profile.edit_note(&RecordId::new("note-none").unwrap(), "x"),
        Err(CareerError::NoSuchNote(_))
    ));
}

#[test]
fn the_hall_of_fame_is_sorted_by_loot_then_escapes_and_shows_each_best_escape_by_its_last_card() {
    use malice::career::{Run, hall_of_fame};
    let run = |end, score| Run {
        delve: "d".into(),
        started: chrono::Utc::now(),
        ended: chrono::Utc::now(),
        seed: None,
        options: RuleOptions::default(),
        end,
        score,
        turns: 3,
        cards_seen: Vec::new(),
        killed_by: None,
        death: None,
        assisted: false,
    };
    let adventurer = |name: &str, runs| AdventurerRecord {
        name: name.into(),
        created: chrono::Utc::now(),
        attributes: STRONG,
        fate: Fate::Alive,
        delve_in_progress: None,
        runs,
        daily: None,
    };
    let mut roster = [
        adventurer("Low", vec![run(RunEnd::Escaped, 3)]),
        adventurer(
            "High",
            vec![run(RunEnd::Escaped, 5), run(RunEnd::Escaped, 7)],
        ),
        adventurer("Tie", vec![run(RunEnd::Escaped, 12)]),
        adventurer("Dead", vec![run(RunEnd::Died, 0)]),
        adventurer("Never", vec![]),
    ];
    // High's best escape (7) faced the Seven of Pentacles last before The Fool let them out.
    let card = |code: &str| code.parse::<malice::tarot::card::Card>().unwrap();
    roster[1].runs[1].cards_seen = vec![card("3C"), card("7P"), card("M0")];
    roster[0].runs[0].cards_seen = vec![card("M0")];
    let rows = hall_of_fame(&roster);
    let names: Vec<_> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["High", "Tie", "Low", "Dead"]);
    assert_eq!(
        rows[0].portrait,
        Some(card("7P")),
        "not The Fool, as every escape"
    );
    assert_eq!(
        rows[2].portrait,
        Some(card("M0")),
        "an escape that met nothing else"
    );
    assert_eq!(rows[0].total_loot, 12);
    assert_eq!(rows[0].best_score, 7);
    assert_eq!(rows[0].runs, 2);
    assert_eq!(rows[3].deaths, 1);
}

proptest! {
    #![proptest_config(cases::cases(24))]

    /// Any Unicode the player writes survives saving, loading and both exports unchanged.
    #[test]
    fn notes_of_any_unicode_survive_save_load_and_export(text in "\\PC{0,80}(\n\\PC{0,40}){0,3}") {
        // A blank note is not shown in the journal (the table drops it): nothing to export.
        prop_assume!(!text.trim().is_empty());
        let (_dir, home) = home();
        let mut profile = open(&home);
        let id = profile.create_adventurer("Writer", STRONG).unwrap();
        let active = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(1))
            .unwrap();
        let delve = active.id().clone();
        let note = profile.add_note(Some(&id), Some(&delve), None, &text).unwrap();
        drop(active);
        drop(profile);
        let mut profile = open(&home);
        let loaded: NoteRecord = profile.store().load(&note).unwrap();
        prop_assert_eq!(&loaded.text, &text);
        let doc = profile.journal_doc(&id, Some(&delve)).unwrap();
        prop_assert_eq!(&doc.delves[0].notes[0].text, &text);
        let html = journal::html(&doc);
        let escaped = journal::export::escape_html(&text);
        prop_assert!(html.contains(&escaped));
    }
}
