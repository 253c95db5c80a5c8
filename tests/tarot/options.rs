//! Each rule option of data/rules.toml in both settings, showing the difference.

use crate::common;

use common::{Table, card, codes};
use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::card::Card;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::{DeathCause, Event, Outcome, ShuffleReason};
use malice::tarot::question::{Answer, Question};
use malice::tarot::rules::{EmptyDeck, RuleOptions};

fn options(key: &str, value: &str) -> RuleOptions {
    let mut options = RuleOptions::default();
    options.set(key, value).unwrap();
    options
}

/// A returning adventurer who draws the whole deck into the opening hand (majors to the
/// discard pile), so the first flip finds the deck empty.
fn empty_deck(options: RuleOptions) -> Table {
    let mut t = Table {
        delve: Delve::new(DelveSetup {
            options,
            start: Start::Returning {
                attributes: Attributes([3, 3, 3, 2, 3, 3]),
                last_score: 76,
            },
            corpse: Vec::new(),
            table_mode: false,
        })
        .unwrap(),
        events: Vec::new(),
    };
    for c in Card::all() {
        t.answer(Answer::Card(c));
    }
    assert_eq!(t.delve.deck().len(), 0);
    assert_eq!(t.delve.discard().len(), 22);
    t
}

#[test]
fn empty_deck_reshuffle_makes_the_discard_pile_the_new_deck() {
    let mut t = empty_deck(RuleOptions::default());
    assert_eq!(RuleOptions::default().empty_deck, EmptyDeck::Reshuffle);
    let events = t.go("flip");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::EmptyDeck,
            from_discard: 22
        }
    )));
    assert_eq!(t.delve.deck().len(), 22);
    assert!(matches!(t.question(), Question::Draw { .. }));
}

#[test]
fn empty_deck_lost_kills_the_adventurer_in_the_dark() {
    let mut t = empty_deck(options("empty_deck", "lost"));
    t.go("flip");
    assert_eq!(
        t.outcome(),
        Some(Outcome::Died {
            cause: DeathCause::LostInTheDark
        })
    );
}

#[test]
fn luck_wildcard_on_offers_luck_for_any_check_and_off_does_not() {
    let mut on = Table::returning([3, 3, 3, 2, 3, 3], "AP 2P");
    on.go("flip;M1");
    let Question::CheckAttribute {
        options: offered, ..
    } = on.question()
    else {
        panic!("with the wildcard, Evocation or Luck: {}", on.question())
    };
    assert_eq!(
        offered.iter().collect::<Vec<_>>(),
        vec![Attr::Luck, Attr::Evocation]
    );
    let mut off = Table::with(
        [3, 3, 3, 2, 3, 3],
        "AP 2P",
        options("luck_wildcard", "false"),
        &[],
    );
    off.go("flip;M1");
    assert!(
        matches!(
            off.question(),
            Question::Die {
                attr: Attr::Evocation,
                ..
            }
        ),
        "without it, straight to the Evocation die: {}",
        off.question()
    );
}

#[test]
fn refill_opening_hand_keeps_drawing_until_it_holds_intelligence_minors() {
    let new = |options: RuleOptions| {
        let mut t = Table {
            delve: Delve::new(DelveSetup {
                options,
                ..DelveSetup::new_adventurer()
            })
            .unwrap(),
            events: Vec::new(),
        };
        t.go("3;3;3;2;3;3");
        t
    };
    let mut off = new(RuleOptions::default());
    off.go("AP;M13");
    assert_eq!(off.hand(), codes("AP"));
    assert_eq!(off.kind(), "action");
    let mut on = new(options("refill_opening_hand", "true"));
    on.go("AP;M13");
    assert_eq!(on.kind(), "draw", "one more card to draw");
    on.go("2P");
    assert_eq!(on.hand(), codes("AP 2P"));
    assert_eq!(on.kind(), "action");
}

#[test]
fn min_failure_damage_one_makes_every_failure_cost_at_least_one() {
    let run = |options: RuleOptions| {
        let mut t = Table::with([3, 3, 3, 6, 3, 3], "AP 2P 3P 4P 5P 6P", options, &[]);
        t.go("flip;M3;skip;intelligence;6;accept");
        t.attrs()[3]
    };
    assert_eq!(run(RuleOptions::default()), 6);
    assert_eq!(run(options("min_failure_damage", "1")), 5);
}

#[test]
fn court_difficulty_sets_what_each_court_subtracts() {
    let target_of = |options: RuleOptions| {
        let mut t = Table::with([5, 3, 3, 2, 3, 3], "AP 2P", options, &[]);
        t.go("flip;KS;might");
        let Question::Die { target, .. } = t.question() else {
            panic!("{}", t.question())
        };
        target
    };
    assert_eq!(target_of(RuleOptions::default()), 1, "King 4: 5 - 4");
    assert_eq!(
        target_of(options("court_difficulty", "1,1,2,2")),
        3,
        "King 2: 5 - 2"
    );
    let mut bad = RuleOptions::default();
    assert!(bad.set("court_difficulty", "1,x,2,3,4").is_err());
    assert!(bad.set("court_difficulty", "1,2,3").is_err());
    assert!(bad.set("court_difficulty", "1,2,3,9").is_err());
    assert_eq!(
        bad,
        RuleOptions::default(),
        "a refused value changes nothing"
    );
}

#[test]
fn a_delve_records_the_options_it_was_started_with() {
    let chosen = options("empty_deck", "lost");
    let t = Table::with([3, 3, 3, 2, 3, 3], "AP 2P", chosen, &[]);
    assert_eq!(*t.delve.options(), chosen);
    assert_eq!(t.delve.setup().options, chosen);
    let _ = card("AP");
}
