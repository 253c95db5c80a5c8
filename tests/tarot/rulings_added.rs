//! The rulings added with issue 12 (tarot-rulings.md): The Fool never goes into the Lovers'
//! backpack; the deck running out while the opening hand is drawn follows `empty_deck`; and
//! `refill_opening_hand` covers returning adventurers. Attributes are written in order Might,
//! Agility, Luck, Intelligence, Charm, Evocation.

use crate::common;

use common::{Table, cards, codes};
use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::{DeathCause, Event, Outcome, ShuffleReason};
use malice::tarot::question::{Answer, Question};
use malice::tarot::rules::RuleOptions;

fn options(pairs: &[(&str, &str)]) -> RuleOptions {
    let mut options = RuleOptions::default();
    for (key, value) in pairs {
        options.set(key, value).unwrap();
    }
    options
}

/// A returning adventurer with these rules and corpse pile, before any card is drawn.
fn returning(options: RuleOptions, last_score: u32, corpse: Vec<Card>) -> Table {
    Table {
        delve: Delve::new(DelveSetup {
            options,
            start: Start::Returning {
                attributes: Attributes([3, 3, 3, 2, 3, 3]),
                last_score,
            },
            corpse,
            table_mode: false,
        })
        .unwrap(),
        events: Vec::new(),
    }
}

#[test]
fn the_fool_drawn_for_the_backpack_goes_back_into_the_deck_and_another_card_is_drawn() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    t.go("flip;M6;help;2P");
    let events = t.go("M0");
    // Not packed: back into the shuffled deck, with the journal told why.
    assert!(!t.delve.backpack().contains(&Card::FOOL));
    assert!(t.delve.deck().unknown().contains(Card::FOOL));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::FoolKeptOut,
            ..
        }
    )));
    let told: Vec<String> = events
        .iter()
        .filter_map(malice::journal::describe)
        .collect();
    assert!(
        told.iter()
            .any(|line| line.contains("The Fool never goes into the backpack")),
        "{told:?}"
    );
    // Another card is drawn in its place: the backpack still gets five.
    assert!(matches!(t.question(), Question::Draw { .. }));
    t.go("3P;4P;6P;7P");
    assert_eq!(t.delve.backpack().len(), 6, "The Lovers and five cards");
    assert_eq!(t.kind(), "action");
    // And the adventurer can still leave through The Fool.
    t.go("flip;M0;leave");
    assert!(matches!(t.outcome(), Some(Outcome::Escaped { .. })));
}

#[test]
fn a_known_fool_on_top_of_the_deck_is_not_packed_either() {
    // A Wands action with 3 Wands sees The Lovers, The Fool and a Two of Pentacles, and keeps
    // The Lovers then The Fool on top: the flip takes The Lovers, and the backpack's first
    // draw takes the known Fool without asking. It still goes back.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AW 2W 3W 5P");
    t.go("wands 3;evocation;1;M6;M0;2P;M6 M0 bottom 2P");
    let events = t.go("help");
    assert!(!t.delve.backpack().contains(&Card::FOOL));
    assert!(t.delve.deck().unknown().contains(Card::FOOL));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::FoolKeptOut,
            ..
        }
    )));
    assert!(matches!(t.question(), Question::Draw { .. }));
}

#[test]
fn with_only_the_fool_left_in_the_deck_the_backpack_stays_short() {
    // Every minor card but two lies on the corpse pile; a returning adventurer's opening hand
    // (last score 20, Intelligence 2) takes those two and twenty majors, leaving The Fool and
    // The Lovers in the deck.
    let hand = cards("AP 5P");
    let corpse: Vec<Card> = Card::all()
        .filter(|c| c.is_minor() && !hand.contains(c))
        .collect();
    let mut t = returning(RuleOptions::default(), 20, corpse);
    let majors = Card::all().filter(|c| c.is_major() && *c != Card::FOOL && *c != Card::LOVERS);
    for c in hand.iter().copied().chain(majors) {
        t.answer(Answer::Card(c));
    }
    assert_eq!(t.delve.deck().len(), 2);
    // The Lovers, then The Fool drawn for the backpack: back it goes, and nothing else is left
    // to draw, so the backpack holds only The Lovers.
    t.go("flip;M6;help;M0");
    assert_eq!(t.delve.backpack(), &[Card::LOVERS]);
    assert_eq!(t.delve.deck().len(), 1);
    assert_eq!(t.kind(), "action");
    // The way out is still there.
    t.go("flip;M0;leave");
    assert_eq!(t.outcome(), Some(Outcome::Escaped { score: 2 }));
}

#[test]
fn the_deck_running_out_in_the_opening_hand_with_empty_deck_lost_is_death_in_the_dark() {
    // Every minor card but two lies on the corpse pile: the deck holds 2 minors and 22 majors,
    // and a returning adventurer with last score 30 wants 32 cards.
    let keep = cards("AP 5P");
    let corpse: Vec<Card> = Card::all()
        .filter(|c| c.is_minor() && !keep.contains(c))
        .collect();
    let mut t = returning(options(&[("empty_deck", "lost")]), 30, corpse);
    for c in keep
        .iter()
        .copied()
        .chain(Card::all().filter(|c| c.is_major()))
    {
        t.answer(Answer::Card(c));
    }
    assert_eq!(
        t.outcome(),
        Some(Outcome::Died {
            cause: DeathCause::LostInTheDark
        })
    );
    t.delve.check_conservation().unwrap();
}

#[test]
fn the_deck_running_out_in_the_opening_hand_with_reshuffle_makes_the_discard_pile_the_deck() {
    let keep = cards("AP 5P");
    let corpse: Vec<Card> = Card::all()
        .filter(|c| c.is_minor() && !keep.contains(c))
        .collect();
    // 24 cards in the deck, 26 wanted: the 22 discarded majors are reshuffled and two more
    // are drawn (and discarded again: majors never stay in a returning adventurer's hand).
    let mut t = returning(RuleOptions::default(), 24, corpse);
    for c in keep
        .iter()
        .copied()
        .chain(Card::all().filter(|c| c.is_major()))
    {
        t.answer(Answer::Card(c));
    }
    assert!(t.events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::EmptyDeck,
            from_discard: 22
        }
    )));
    assert!(matches!(t.question(), Question::Draw { .. }));
    t.go("M0;M1");
    assert_eq!(t.outcome(), None);
    assert_eq!(t.hand(), codes("AP 5P"));
    assert_eq!(t.delve.deck().len(), 20);
    assert_eq!(t.kind(), "action");
}

#[test]
fn with_refill_and_nothing_minor_to_reshuffle_the_opening_hand_stays_short() {
    let keep = cards("AP 5P");
    let corpse: Vec<Card> = Card::all()
        .filter(|c| c.is_minor() && !keep.contains(c))
        .collect();
    let mut t = returning(options(&[("refill_opening_hand", "true")]), 3, corpse);
    for c in keep
        .iter()
        .copied()
        .chain(Card::all().filter(|c| c.is_major()))
    {
        t.answer(Answer::Card(c));
    }
    // Five minor cards wanted, two exist: the delve starts with those two.
    assert_eq!(t.outcome(), None);
    assert_eq!(t.hand(), codes("AP 5P"));
    assert_eq!(t.kind(), "action");
}

#[test]
fn refill_opening_hand_gives_a_returning_adventurer_score_plus_intelligence_minor_cards() {
    // Last score 1, Intelligence 2: three minor cards, the majors drawn between them discarded.
    let mut t = returning(options(&[("refill_opening_hand", "true")]), 1, Vec::new());
    t.go("AP;M13;2P;M4;3P");
    assert_eq!(t.hand(), codes("AP 2P 3P"));
    assert_eq!(t.discard(), codes("M13 M4"));
    assert_eq!(t.kind(), "action");
    // Without the option the majors count: three draws in all.
    let mut t = returning(RuleOptions::default(), 1, Vec::new());
    t.go("AP;M13;2P");
    assert_eq!(t.hand(), codes("AP 2P"));
    assert_eq!(t.kind(), "action");
}

#[test]
fn a_discard_pile_of_one_card_is_told_as_one_card() {
    let told = |reason, from_discard| {
        malice::journal::describe(&Event::DeckShuffled {
            reason,
            from_discard,
        })
        .expect("a shuffle is told")
    };
    assert_eq!(
        told(ShuffleReason::Death, 1),
        "The discard pile (1 card) is shuffled back into the deck."
    );
    assert_eq!(
        told(ShuffleReason::Death, 5),
        "The discard pile (5 cards) is shuffled back into the deck."
    );
    assert!(told(ShuffleReason::EmptyDeck, 1).contains("(1 card)"));
}
