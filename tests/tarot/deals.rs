//! Deals and today's delve: the daily derivation pinned to one date, deal codes that round-trip
//! and refuse a typo, and a finished delve's choices carried in a code and played back.

use crate::cases;

use chrono::NaiveDate;
use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::daily::{Daily, hash_of, names, text_of};
use malice::tarot::deal::code::{ALPHABET, CodeError};
use malice::tarot::deal::{Choices, Deal, DealCode};
use malice::tarot::event::Event;
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::Answer;
use malice::tarot::rules::{CourtDifficulty, EmptyDeck, RuleOptions};
use proptest::prelude::*;

fn date(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

/// Plays a deal to its end with an automatic player (`None`: always the first legal answer,
/// a player no tuning changes); returns every answer and event.
fn play(deal: &Deal, policy: Option<PolicyKind>, seed: u64) -> (Vec<Answer>, Vec<Event>) {
    let (mut delve, mut chance, mut events) = deal.begin().unwrap();
    let mut player = policy.map(|p| p.build(seed));
    let mut legal = Vec::new();
    while let Some(question) = delve.question() {
        let answer = if let Some(a) = delve.automatic_answer() {
            a
        } else if question.is_chance() {
            chance.answer(&delve).unwrap()
        } else {
            delve.legal_answers_into(&mut legal);
            match player.as_mut() {
                Some(player) => player.choose(&delve, &question, &legal),
                None => legal[0],
            }
        };
        delve.answer_into(answer, &mut events).unwrap();
    }
    (delve.answers().to_vec(), events)
}

fn flipped(events: &[Event]) -> Vec<Card> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Flipped { card } => Some(*card),
            _ => None,
        })
        .collect()
}

/// The derivation of `docs/daily.md`, held to one date: a change to the hash, the seed, the
/// dice, the names or the deal fails here (and the document must change with it).
#[test]
fn daily_derivation_is_pinned() {
    let day = date("2026-05-14");
    assert_eq!(text_of(day), "malice-daily-2026-05-14");
    let hash = hash_of(day);
    assert_eq!(hash[..8], [0x51, 0x7b, 0x89, 0x59, 0x33, 0x1a, 0xcc, 0x21]);
    let daily = Daily::of(day);
    assert_eq!(daily.seed, 0x517b_8959_331a_cc21);
    assert_eq!(daily.seed, 5871437555410062369);
    // Might, Agility, Luck, Intelligence, Charm, Evocation: the seed's first six dice.
    assert_eq!(daily.attributes, Attributes([1, 1, 5, 1, 2, 6]));
    // Bytes 8–9 are 0x5f1f = 24351, 24351 mod 48 = 15; bytes 10–11 are 0xf62b = 63019,
    // 63019 mod 42 = 19.
    assert_eq!(daily.name, "Gisla the Hungry");
    let deal = daily.deal(3);
    let (delve, _, _) = deal.begin().unwrap();
    let hand: Vec<String> = delve.hand().iter().map(|c| c.to_string()).collect();
    assert_eq!(hand, ["10W"]);
    let (_, events) = play(&deal, None, 0);
    let first: Vec<String> = flipped(&events)
        .iter()
        .take(5)
        .map(|c| c.to_string())
        .collect();
    assert_eq!(first, ["9W", "M18", "NP", "M14", "3P"]);
    assert_eq!(DealCode::of(deal).text(), "4C2HF-E4NJC-RTSGG-SV008");
}

#[test]
fn the_names_file_is_whole() {
    let names = names().expect("data/daily-names.toml loads");
    assert!(names.given.len() >= 32 && names.byname.len() >= 32);
    for name in names.given.iter().chain(&names.byname) {
        assert!(!name.trim().is_empty() && name.len() < 25, "{name}");
    }
}

/// Each date its own deal; the same date the same deal whenever it is asked.
#[test]
fn dates_differ_and_repeat() {
    let a = Daily::of(date("2026-05-14"));
    let b = Daily::of(date("2026-05-15"));
    assert_ne!(a.seed, b.seed);
    assert_eq!(a, Daily::of(date("2026-05-14")));
    assert!(a.attributes.are_valid() && b.attributes.are_valid());
}

/// The daily adventurer's attributes are the seed's own creation dice: `malice delve --seed`
/// rolls the same adventurer.
#[test]
fn daily_attributes_are_the_seeds_creation_dice() {
    let daily = Daily::of(date("2031-01-02"));
    let mut delve =
        malice::tarot::delve::Delve::new(malice::tarot::delve::DelveSetup::new_adventurer())
            .unwrap();
    let mut chance = malice::tarot::chance::SeededChance::new(daily.seed);
    for _ in 0..6 {
        let die = chance.answer(&delve).unwrap();
        delve.answer(die).unwrap();
    }
    assert_eq!(delve.attributes(), daily.attributes);
}

#[test]
fn a_plain_deal_is_twenty_characters_in_four_groups() {
    let deal = Daily::of(date("2026-01-01")).deal(3);
    let text = DealCode::of(deal).text();
    assert_eq!(text.len(), 23, "{text}");
    assert_eq!(text.split('-').count(), 4, "{text}");
}

#[test]
fn a_typed_code_is_read_forgivingly_and_refused_in_plain_words() {
    let deal = Daily::of(date("2026-02-03")).deal(3);
    let text = DealCode::of(deal.clone()).text();
    let sloppy = format!("  {}  ", text.to_lowercase().replace('-', " "));
    assert_eq!(DealCode::parse(&sloppy).unwrap().deal, deal);
    let mut broken: Vec<char> = text.chars().collect();
    broken[3] = if broken[3] == 'X' { 'Y' } else { 'X' };
    let broken: String = broken.into_iter().collect();
    let error = DealCode::parse(&broken).unwrap_err();
    assert_eq!(error, CodeError::Check);
    assert!(error.to_string().contains("mistyped"), "{error}");
    let short = &text[..text.len() - 1];
    assert!(DealCode::parse(short).is_err());
    let error = DealCode::parse("HELLO#WORLD").unwrap_err().to_string();
    assert!(error.contains('#'), "{error}");
}

/// A code of a newer format is refused with a sentence saying so.
#[test]
fn a_newer_format_says_to_update() {
    let mut w = malice::tarot::deal::code::BitWriter::default();
    w.put(7, 3);
    w.put(0, 97);
    let error = DealCode::parse(&w.into_text()).unwrap_err();
    assert_eq!(error, CodeError::NewerFormat(7));
    assert!(error.to_string().contains("newer Malice"));
}

fn arb_options() -> impl Strategy<Value = RuleOptions> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0u8..=1,
        [0u8..=6, 0u8..=6, 0u8..=6, 0u8..=6],
    )
        .prop_map(|(lost, luck, refill, min, court)| RuleOptions {
            empty_deck: if lost {
                EmptyDeck::Lost
            } else {
                EmptyDeck::Reshuffle
            },
            luck_wildcard: luck,
            refill_opening_hand: refill,
            min_failure_damage: min,
            court_difficulty: CourtDifficulty {
                page: court[0],
                knight: court[1],
                queen: court[2],
                king: court[3],
            },
        })
}

fn arb_deal() -> impl Strategy<Value = Deal> {
    (
        any::<u64>(),
        proptest::array::uniform6(1u8..=6),
        prop_oneof![Just(RuleOptions::default()), arb_options()],
        proptest::option::of(0u32..=78),
        proptest::sample::subsequence((0..56).collect::<Vec<usize>>(), 0..12).prop_shuffle(),
        1u32..=31,
    )
        .prop_map(
            |(seed, attrs, options, last_score, corpse, rules_version)| Deal {
                seed,
                attributes: Attributes(attrs),
                options,
                last_score,
                corpse: corpse.into_iter().filter_map(Card::from_index).collect(),
                rules_version,
            },
        )
}

fn arb_code() -> impl Strategy<Value = DealCode> {
    (
        arb_deal(),
        proptest::option::of((0u32..200, proptest::collection::vec(any::<bool>(), 0..300))),
    )
        .prop_map(|(deal, choices)| DealCode {
            deal,
            choices: choices.map(|(count, bits)| Choices { count, bits }),
        })
}

proptest! {
    #![proptest_config(cases::cases(256))]

    /// Any deal, with or without choices, comes back from its text as it went in.
    #[test]
    fn codes_round_trip(code in arb_code()) {
        let text = code.text();
        prop_assert_eq!(DealCode::parse(&text).unwrap(), code.clone());
        prop_assert_eq!(DealCode::parse(&text.to_lowercase()).unwrap(), code);
    }

    /// Any one character changed to another is refused (the check character catches it).
    #[test]
    fn a_changed_character_is_refused(code in arb_code(), at in any::<prop::sample::Index>(), by in 1usize..32) {
        let text = code.text();
        let mut chars: Vec<char> = text.chars().filter(|c| *c != '-').collect();
        let i = at.index(chars.len());
        let value = ALPHABET.iter().position(|&a| char::from(a) == chars[i]).unwrap();
        chars[i] = char::from(ALPHABET[(value + by) % 32]);
        let changed: String = chars.into_iter().collect();
        prop_assert_eq!(DealCode::parse(&changed), Err(CodeError::Check));
    }

    /// Two neighbours swapped are refused too.
    #[test]
    fn a_swap_is_refused(code in arb_code(), at in any::<prop::sample::Index>()) {
        let mut chars: Vec<char> = code.text().chars().filter(|c| *c != '-').collect();
        let i = at.index(chars.len() - 1);
        prop_assume!(chars[i] != chars[i + 1]);
        chars.swap(i, i + 1);
        let swapped: String = chars.into_iter().collect();
        prop_assert_eq!(DealCode::parse(&swapped), Err(CodeError::Check));
    }
}

proptest! {
    #![proptest_config(cases::cases(32))]

    /// A delve played to its end: its choices travel in a code, and played back from the code
    /// they give the same answers, the same cards and the same end.
    #[test]
    fn a_finished_delve_plays_back_from_its_code(deal in arb_deal(), policy in 0usize..4, seed in any::<u64>()) {
        let mut deal = deal;
        deal.rules_version = 3;
        let (answers, events) = play(&deal, PolicyKind::ALL.get(policy).copied(), seed);
        let choices = deal.choices(&answers).unwrap();
        let code = DealCode { deal: deal.clone(), choices: Some(choices) };
        let back = DealCode::parse(&code.text()).unwrap();
        let (delve, replayed) = back.deal.replay(back.choices.as_ref().unwrap()).unwrap();
        prop_assert_eq!(delve.answers(), &answers[..]);
        prop_assert!(delve.outcome().is_some());
        prop_assert_eq!(flipped(&replayed), flipped(&events));
    }

    /// Two players of one deal who give the same answers meet the same cards in the same order.
    #[test]
    fn one_deal_one_deck(deal in arb_deal(), seed in any::<u64>()) {
        let (a, ea) = play(&deal, Some(PolicyKind::Random), seed);
        let (b, eb) = play(&deal, Some(PolicyKind::Random), seed);
        prop_assert_eq!(a, b);
        prop_assert_eq!(flipped(&ea), flipped(&eb));
    }
}
