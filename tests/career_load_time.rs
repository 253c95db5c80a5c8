//! A measurement, not a test of speed: opening a profile of 1,000 adventurers whose delves hold
//! 100,000 journal entries. Ignored by default; run it in release mode and read the figures:
//!
//! ```sh
//! cargo test --release --test career_load_time -- --ignored --nocapture
//! ```

use std::time::Instant;

use malice::career::{AdventurerRecord, DelveRecord, Fate, Profile, Run, RunEnd};
use malice::journal;
use malice::store::{Home, ProfileName, RecordId};
use malice::tarot::arcana::Arcana;
use malice::tarot::chance::SeededChance;
use malice::tarot::delve::{Delve, DelveSetup};
use malice::tarot::event::Outcome;
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::Answer;

const ADVENTURERS: usize = 1000;
const ENTRIES: usize = 100_000;

/// A whole simulated delve: its answers, entry count and outcome.
fn simulate(seed: u64, arcana: &'static Arcana) -> (Delve, usize) {
    let mut delve = Delve::new(DelveSetup::new_adventurer()).unwrap();
    let mut chance = SeededChance::new(seed);
    let mut policy = PolicyKind::Cautious.build(seed);
    let mut events = Vec::new();
    while let Some(question) = delve.question() {
        let answer = match chance.answer(&delve) {
            Some(answer) => answer,
            None => policy.choose(&delve, &question, &delve.legal_answers()),
        };
        events.extend(delve.answer(answer).unwrap());
    }
    let entries = journal::entries(&events, arcana).len();
    (delve, entries)
}

#[test]
#[ignore = "a measurement; run in release mode with --ignored --nocapture"]
fn measure_opening_a_big_profile() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let arcana = Arcana::standard().unwrap();
    let now = chrono::Utc::now();
    let (entries, delves) = {
        let profile = Profile::open(&home, &ProfileName::default_profile()).unwrap();
        let store = profile.store();
        let mut entries = 0;
        let mut delves = 0;
        let mut seed = 0;
        for a in 0..ADVENTURERS {
            let id = RecordId::new(format!("adv-{a:04}")).unwrap();
            let mut runs = Vec::new();
            // Spread the entries evenly: each adventurer's delves until their share is met.
            while entries < ENTRIES * (a + 1) / ADVENTURERS {
                seed += 1;
                let (delve, count) = simulate(seed, arcana);
                entries += count;
                delves += 1;
                let delve_id = RecordId::new(format!("adv-{a:04}-{}", runs.len() + 1)).unwrap();
                let words: Vec<String> = delve.answers().iter().map(Answer::to_string).collect();
                let record = DelveRecord {
                    adventurer: id.to_string(),
                    name: format!("Adventurer {a}"),
                    started: now,
                    updated: now,
                    seed: Some(seed),
                    answers: words.join(";"),
                    finished: true,
                    assisted: false,
                    setup: DelveSetup::new_adventurer(),
                };
                store.save(&delve_id, &record).unwrap();
                let (end, score) = match delve.outcome() {
                    Some(Outcome::Escaped { score }) => (RunEnd::Escaped, score),
                    _ => (RunEnd::Died, 0),
                };
                runs.push(Run {
                    delve: delve_id.to_string(),
                    started: now,
                    ended: now,
                    seed: Some(seed),
                    options: record.setup.options,
                    end,
                    score,
                    turns: delve.turn(),
                    cards_seen: Vec::new(),
                    killed_by: None,
                    death: None,
                    assisted: false,
                });
            }
            let adventurer = AdventurerRecord {
                name: format!("Adventurer {a}"),
                created: now,
                attributes: malice::tarot::attributes::Attributes([3; 6]),
                fate: Fate::Alive,
                delve_in_progress: None,
                runs,
            };
            store.save(&id, &adventurer).unwrap();
        }
        (entries, delves)
    };
    assert!(entries >= ENTRIES);
    for round in 0..3 {
        let start = Instant::now();
        let mut profile = Profile::open(&home, &ProfileName::default_profile()).unwrap();
        let roster = start.elapsed();
        let records = profile.all_delves().unwrap();
        let loaded = start.elapsed();
        assert_eq!(profile.adventurers().count(), ADVENTURERS);
        assert_eq!(records.len(), delves);
        assert!(profile.problems().is_empty());
        let fame = profile.fame();
        assert_eq!(fame.len(), ADVENTURERS);
        let with_fame = start.elapsed();
        eprintln!(
            "round {round}: {ADVENTURERS} adventurers in {roster:?}; + {delves} delves holding \
             {entries} journal entries loaded in {loaded:?}; + hall of fame {with_fame:?}"
        );
        if round == 2 {
            let start = Instant::now();
            let hits = profile.search("the tower").unwrap();
            eprintln!(
                "search of all {entries} entries (every delve replayed): {} hits in {:?}",
                hits.len(),
                start.elapsed()
            );
        }
    }
}
