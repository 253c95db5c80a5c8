//! Unit tests of the cards: codes, names and sets.

use super::*;

#[test]
fn every_code_round_trips() {
    for card in Card::all() {
        assert_eq!(card.code().parse::<Card>(), Ok(card));
        assert_eq!(card.name().parse::<Card>(), Ok(card));
    }
}

#[test]
fn codes_read_as_documented() {
    assert_eq!("QS".parse::<Card>().unwrap().name(), "Queen of Swords");
    assert_eq!("10c".parse::<Card>().unwrap().name(), "Ten of Cups");
    assert_eq!("NP".parse::<Card>().unwrap().name(), "Knight of Pentacles");
    assert_eq!("m13".parse::<Card>().unwrap().name(), "Death");
    assert!("M22".parse::<Card>().is_err());
    assert!("11C".parse::<Card>().is_err());
    assert!("".parse::<Card>().is_err());
    assert!("ÄÖ".parse::<Card>().is_err());
}

#[test]
fn set_counts_and_orders() {
    let set: CardSet = ["M21", "AC", "KS"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(set.len(), 3);
    let codes: Vec<String> = set.iter().map(Card::code).collect();
    assert_eq!(codes, ["AC", "KS", "M21"]);
    assert_eq!(set.nth(2), Some(Card::WORLD));
    assert_eq!(CardSet::full().len(), 78);
    let rest = CardSet::full().without(set);
    assert_eq!(rest.len(), 75);
    assert!(set.iter().all(|c| !rest.contains(c)));
    assert_eq!(rest.union(set), CardSet::full());
}

#[test]
fn the_nth_card_is_the_nth_in_order_in_any_set() {
    // Sets of every density, from a simple generator: nth agrees with walking the set.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..2_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let keep = round % 9;
        let set: CardSet = CardSet::full()
            .iter()
            .filter(|c| (x.rotate_left(u32::from(c.0)) as usize) % 9 < keep)
            .collect();
        for n in 0..=set.len() {
            assert_eq!(set.nth(n), set.iter().nth(n), "{set:?}, card {n}");
        }
    }
}
