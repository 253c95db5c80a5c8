//! Properties of whole delves: random seeds and random legal answers never panic, never break
//! card conservation, keep every attribute in 0..=6, refuse illegal answers without change,
//! and replay bit for bit.

use crate::cases;

use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::card::Card;
use malice::tarot::chance::SeededChance;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::question::{Answer, Arrangement, Rotation};
use malice::tarot::rules::RuleOptions;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Answers that are sometimes illegal: probes for "an illegal answer changes nothing".
fn probes() -> Vec<Answer> {
    let mut v = vec![
        Answer::Flip,
        Answer::Die(0),
        Answer::Die(7),
        Answer::Die(3),
        Answer::Wands(4),
        Answer::Cups(9),
        Answer::Reroll(true),
        Answer::Skip(true),
        Answer::Leave(true),
        Answer::Pick(5),
        Answer::Rotate(Rotation::Left),
        Answer::Arrange(Arrangement {
            top: [None, None],
            bottom: Card::major(0),
        }),
    ];
    v.extend(Attr::ALL.map(Answer::Attr));
    v.extend(Attr::ALL.map(Answer::Swords));
    v.push(Answer::Card(Card::major(13)));
    v
}

fn options_from(bits: u8) -> RuleOptions {
    let mut o = RuleOptions::default();
    if bits & 1 != 0 {
        o.set("empty_deck", "lost").unwrap();
    }
    if bits & 2 != 0 {
        o.set("luck_wildcard", "false").unwrap();
    }
    if bits & 4 != 0 {
        o.set("refill_opening_hand", "true").unwrap();
    }
    if bits & 8 != 0 {
        o.set("min_failure_damage", "1").unwrap();
    }
    o
}

proptest! {
    #![proptest_config(cases::cases(64))]

    #[test]
    fn large_corpse_piles_run_the_deck_out_in_the_opening_hand_without_breaking_anything(
        seed in any::<u64>(),
        bits in 0u8..16,
        attrs in proptest::array::uniform6(1u8..=6),
        last_score in 0u32..40,
        corpse_len in 30usize..56,
    ) {
        let corpse: Vec<Card> = Card::all().filter(|c| c.is_minor()).take(corpse_len).collect();
        let setup = DelveSetup {
            options: options_from(bits),
            start: Start::Returning { attributes: Attributes(attrs), last_score },
            corpse,
            table_mode: false,
        };
        let mut delve = Delve::new(setup.clone()).unwrap();
        let mut chance = SeededChance::new(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xdec4);
        let mut steps = 0;
        while delve.question().is_some() {
            steps += 1;
            prop_assert!(steps < 5_000, "the delve never ends");
            let legal = delve.legal_answers();
            let answer = match chance.answer(&delve) {
                Some(a) => a,
                None => legal[rng.random_range(0..legal.len())],
            };
            delve.answer(answer).unwrap();
            prop_assert!(delve.check_conservation().is_ok(), "{:?}", delve.check_conservation());
            prop_assert!(!delve.backpack().contains(&Card::FOOL), "The Fool in the backpack");
        }
        let again = Delve::replay(setup, delve.answers()).unwrap();
        prop_assert_eq!(format!("{again:?}"), format!("{delve:?}"));
    }

    #[test]
    fn random_delves_keep_every_invariant_and_replay(
        seed in any::<u64>(),
        bits in 0u8..32,
        returning in proptest::option::of((proptest::array::uniform6(1u8..=6), 0u32..12)),
        corpse_len in 0usize..6,
    ) {
        let start = match returning {
            Some((attrs, last_score)) => Start::Returning { attributes: Attributes(attrs), last_score },
            None => Start::New,
        };
        // A corpse pile of Pentacles and Cups numbers.
        let corpse: Vec<Card> = Card::all().filter(|c| c.is_minor() && !c.is_court()).take(corpse_len).collect();
        // Bit 16: questions as at the table (The High Priestess's card turned first).
        let table_mode = bits & 16 != 0;
        let setup = DelveSetup { options: options_from(bits), start, corpse, table_mode };
        let mut delve = Delve::new(setup.clone()).unwrap();
        let mut chance = SeededChance::new(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let mut events = Vec::new();
        let probes = probes();
        let mut steps = 0;
        while let Some(question) = delve.question() {
            steps += 1;
            prop_assert!(steps < 5_000, "the delve never ends");
            let legal = delve.legal_answers();
            prop_assert!(!legal.is_empty(), "no legal answer to {}", question);
            // An illegal probe changes nothing.
            let probe = probes[rng.random_range(0..probes.len())];
            if !legal.contains(&probe) {
                let before = format!("{delve:?}");
                prop_assert!(delve.answer(probe).is_err());
                prop_assert_eq!(format!("{delve:?}"), before);
            }
            let answer = match chance.answer(&delve) {
                Some(a) if rng.random_bool(0.8) => a,
                _ => legal[rng.random_range(0..legal.len())],
            };
            events.extend(delve.answer(answer).unwrap());
            prop_assert!(delve.check_conservation().is_ok(), "{:?}", delve.check_conservation());
            prop_assert!(delve.attributes().0.iter().all(|&v| v <= 6));
            prop_assert!(!delve.backpack().contains(&Card::FOOL), "The Fool in the backpack");
        }
        prop_assert!(delve.outcome().is_some());
        // Replay: the same answers rebuild the same delve and the same events.
        let again = Delve::replay(setup.clone(), delve.answers()).unwrap();
        prop_assert_eq!(format!("{again:?}"), format!("{delve:?}"));
        let mut replayed = Delve::new(setup).unwrap();
        let mut replay_events = Vec::new();
        for a in delve.answers() {
            replay_events.extend(replayed.answer(*a).unwrap());
        }
        prop_assert_eq!(replay_events, events);
    }
}
