//! Saved delves keep replaying to the same place. `tests/data/delves/` holds delve files
//! written by the real code paths (seeded and table delves, several rule options, corpse
//! piles, an undo, delves finished and in progress), each with the summary of the state it
//! replayed to when it was written. A change to `data/` or to the engine that would change
//! how an old delve replays fails this test: keep old replays as they were, or raise the
//! rules version (`career::RULES_VERSION`) so old delves are told apart, and write the
//! fixtures anew:
//!
//! ```sh
//! cargo test --test career -- --ignored replays::write_the_fixtures
//! ```
//!
//! A change to how a delve is told alone (the journal's words, an event added to tell a
//! choice) keeps the fixtures and renews the summaries' `events` and `journal` lines, after
//! checking that every delve still replays to the same place:
//!
//! ```sh
//! cargo test --test career -- --ignored replays::renew_the_journal_lines
//! ```

use crate::one_at_a_time;

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use malice::career::{ActiveDelve, Dice, Profile};
use malice::journal;
use malice::store::{Home, ProfileName, RecordId};
use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::chance::SeededChance;
use malice::tarot::policy::PolicyKind;
use malice::tarot::rules::{EmptyDeck, RuleOptions};

/// The fixture folder.
fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/delves")
}

fn codes(cards: &[Card]) -> String {
    let codes: Vec<String> = cards.iter().map(|c| c.code()).collect();
    codes.join(" ")
}

/// Everything a replay decides, in a few readable lines: where the delve stands, every pile,
/// and a digest of its whole journal.
fn summary(active: &ActiveDelve) -> String {
    let delve = active.delve();
    let mut out = String::new();
    let outcome = journal::outcome(delve.outcome());
    let _ = writeln!(out, "outcome: {outcome}");
    let _ = writeln!(out, "answers: {}", delve.answers().len());
    let _ = writeln!(out, "turn: {}, flips: {}", delve.turn(), delve.flips());
    let _ = writeln!(out, "attributes: {}", delve.attributes());
    let _ = writeln!(out, "hand: {}", codes(delve.hand()));
    let _ = writeln!(out, "backpack: {}", codes(delve.backpack()));
    let _ = writeln!(out, "discard: {}", codes(delve.discard()));
    let _ = writeln!(out, "corpse: {}", codes(delve.corpse()));
    let _ = writeln!(out, "seen: {}", codes(delve.seen()));
    let _ = writeln!(out, "events: {}", active.events().len());
    let entries = journal::entries(active.events(), delve.arcana());
    let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
    for entry in &entries {
        let text = format!(
            "{}|{:?}|{}",
            entry.title,
            entry.prompt,
            entry.lines.join("|")
        );
        for byte in text.bytes() {
            digest = (digest ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    let _ = writeln!(
        out,
        "journal: {} entries, digest {digest:016x}",
        entries.len()
    );
    out
}

/// How one delve is played.
struct Plan {
    options: RuleOptions,
    /// Seeded, or at the table with the cards and dice drawn from `seed`.
    dice: Dice,
    seed: u64,
    policy: PolicyKind,
    /// At most this many answers of the player's (`None`: to the end).
    answers: Option<usize>,
    /// Whether the first answer of the player's is taken back.
    undo: bool,
}

impl Plan {
    fn new(options: RuleOptions, dice: Dice, seed: u64, policy: PolicyKind) -> Plan {
        Plan {
            options,
            dice,
            seed,
            policy,
            answers: None,
            undo: false,
        }
    }
}

/// Plays a delve of `adventurer` through the profile, as `plan` says.
fn play(profile: &mut Profile, adventurer: &RecordId, plan: &Plan) -> RecordId {
    let Plan {
        options,
        dice,
        seed,
        policy,
        answers,
        undo,
    } = *plan;
    let mut active = profile.start_delve(adventurer, options, dice).unwrap();
    let mut policy = policy.build(seed);
    let mut table = SeededChance::new(seed);
    let mut given = 0;
    while let Some(question) = active.delve().question() {
        if answers.is_some_and(|n| given >= n) {
            break;
        }
        let answer = match table.answer(active.delve()).filter(|_| dice == Dice::Table) {
            Some(answer) => answer,
            None => {
                given += 1;
                policy.choose(active.delve(), &question, &active.delve().legal_answers())
            }
        };
        profile.answer(&mut active, answer).unwrap();
        if undo && given == 1 && active.can_undo() {
            profile.undo(&mut active).unwrap();
            given += 1;
        }
    }
    active.id().clone()
}

#[test]
#[ignore = "writes tests/data/delves anew; run it when the rules version is raised"]
fn write_the_fixtures() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    let options = RuleOptions::default();
    let lost = RuleOptions {
        empty_deck: EmptyDeck::Lost,
        ..options
    };
    let hard = RuleOptions {
        luck_wildcard: false,
        min_failure_damage: 1,
        refill_opening_hand: true,
        ..options
    };
    let mut written = Vec::new();
    let mut seed = 1;
    // Several careers: each adventurer delves until they die (deaths fill the corpse pile,
    // escapes open returning hands), under different rules and policies.
    let careers = [
        ("Ada", [3, 4, 5, 3, 2, 4], options, PolicyKind::Cautious),
        ("Bram", [2, 2, 6, 2, 3, 3], lost, PolicyKind::Greedy),
        ("Cleo", [5, 5, 1, 4, 4, 2], hard, PolicyKind::Random),
        ("Dov", [4, 3, 3, 3, 6, 1], options, PolicyKind::Greedy),
    ];
    for (name, attrs, options, policy) in careers {
        let id = profile.create_adventurer(name, Attributes(attrs)).unwrap();
        for _ in 0..3 {
            if profile.adventurer(&id).unwrap().fate != malice::career::Fate::Alive {
                break;
            }
            seed += 1;
            let plan = Plan::new(options, Dice::Seeded(seed * 7919), seed, policy);
            written.push(play(&mut profile, &id, &plan));
        }
    }
    // A strong adventurer who escapes, then delves again from a returning hand: new strong
    // adventurers are rolled until one escapes.
    for attempt in 1..=20 {
        let name = format!("Gus {attempt}");
        let id = profile
            .create_adventurer(&name, Attributes([6; 6]))
            .unwrap();
        for _ in 0..3 {
            if profile.adventurer(&id).unwrap().fate != malice::career::Fate::Alive {
                break;
            }
            seed += 1;
            let plan = Plan::new(options, Dice::Seeded(seed), seed, PolicyKind::Cautious);
            written.push(play(&mut profile, &id, &plan));
        }
        if profile.adventurer(&id).unwrap().runs.len() > 1 {
            break;
        }
    }
    // At the table, with an answer taken back; and one left in progress.
    let id = profile
        .create_adventurer("Esme", Attributes([4, 4, 4, 4, 4, 4]))
        .unwrap();
    let plan = Plan {
        undo: true,
        ..Plan::new(options, Dice::Table, 77, PolicyKind::Cautious)
    };
    written.push(play(&mut profile, &id, &plan));
    let id = profile
        .create_adventurer("Finn", Attributes([3, 3, 3, 3, 3, 3]))
        .unwrap();
    let plan = Plan {
        answers: Some(12),
        ..Plan::new(hard, Dice::Seeded(99), 99, PolicyKind::Cautious)
    };
    written.push(play(&mut profile, &id, &plan));

    let out = fixtures();
    let _ = fs::remove_dir_all(&out);
    fs::create_dir_all(&out).unwrap();
    for id in written {
        let active = profile.open_delve(&id).unwrap();
        let from = profile.store().paths().record_file("delves", &id);
        fs::copy(&from, out.join(id.file_name())).unwrap();
        fs::write(
            out.join(format!("{id}.summary.txt")),
            summary(&active).as_bytes(),
        )
        .unwrap();
    }
}

/// The lines of a summary that say where a replay stands (all but how it is told: the
/// events' count and the journal's digest).
fn state_lines(summary: &str) -> Vec<&str> {
    summary
        .lines()
        .filter(|l| !l.starts_with("events: ") && !l.starts_with("journal: "))
        .collect()
}

#[test]
#[ignore = "renews how the fixtures are told (events, journal digest) after a change to the \
            journal's words or to the events reported; every delve must still replay to the \
            same place"]
fn renew_the_journal_lines() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    let delves = profile.store().paths().kind_dir("delves");
    fs::create_dir_all(&delves).unwrap();
    for entry in fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        let Some(id) = name.strip_suffix(".toml") else {
            continue;
        };
        fs::copy(&path, delves.join(&name)).unwrap();
        let id = RecordId::new(id).unwrap();
        let active = profile.open_delve(&id).unwrap();
        let file = fixtures().join(format!("{id}.summary.txt"));
        let old = fs::read_to_string(&file).unwrap();
        let new = summary(&active);
        assert_eq!(
            state_lines(&new),
            state_lines(&old),
            "{name} replays elsewhere"
        );
        fs::write(&file, new).unwrap();
    }
}

#[test]
fn every_saved_delve_replays_to_its_summary() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    let delves = profile.store().paths().kind_dir("delves");
    fs::create_dir_all(&delves).unwrap();
    let mut checked = 0;
    let mut finished = 0;
    let mut escaped = 0;
    let mut returning = 0;
    for entry in fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        let Some(id) = name.strip_suffix(".toml") else {
            continue;
        };
        fs::copy(&path, delves.join(&name)).unwrap();
        let id = RecordId::new(id).unwrap();
        let active = profile
            .open_delve(&id)
            .unwrap_or_else(|e| panic!("{name} no longer replays: {e}"));
        let expected = fs::read_to_string(fixtures().join(format!("{id}.summary.txt"))).unwrap();
        assert_eq!(
            summary(&active),
            expected,
            "{name} replays differently now: a change to data/ or the engine changed old \
             delves (see this file's head)"
        );
        checked += 1;
        finished += usize::from(active.delve().outcome().is_some());
        escaped += usize::from(matches!(
            active.delve().outcome(),
            Some(malice::tarot::event::Outcome::Escaped { .. })
        ));
        returning += usize::from(matches!(
            active.delve().setup().start,
            malice::tarot::delve::Start::Returning { .. }
        ));
    }
    assert!(checked >= 9, "only {checked} fixtures");
    assert!(
        finished >= 7 && finished < checked,
        "{finished} of {checked}"
    );
    assert!(
        escaped >= 1 && returning >= 1,
        "{escaped} escapes, {returning} returning"
    );
    assert!(profile.problems().is_empty(), "{:?}", profile.problems());
}
