//! Table mode (issue 31 §2): The High Priestess asks only for the card turned (and the log
//! names it), the others as they go face up to the discard pile; a typed card that cannot be
//! where the question asks is refused with a sentence saying where it is. Attributes are
//! written in order Might, Agility, Luck, Intelligence, Charm, Evocation.

use crate::common::{Table, card, cards};
use malice::journal;
use malice::tarot::delve::{Delve, Refusal};
use malice::tarot::event::{Event, Place};
use malice::tarot::question::{Answer, DrawReason, Question};

#[test]
fn the_high_priestess_at_the_table_asks_for_the_card_turned_first() {
    let mut t = Table::table_mode([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M2");
    // No face-down card to name: which of the three is turned, an answer nobody needs to give
    // (the career and the terminal give it).
    assert_eq!(t.question(), Question::Pick { count: 3 });
    assert_eq!(t.delve.automatic_answer(), Some(Answer::Pick(0)));
    t.go("2");
    assert_eq!(
        t.question(),
        Question::Draw {
            reason: DrawReason::Turned
        }
    );
    let events = t.go("5S");
    assert!(events.contains(&Event::Turned { card: card("5S") }));
    // A number card does nothing; the other two are named as they go to the discard pile.
    assert_eq!(
        t.question(),
        Question::Draw {
            reason: DrawReason::SpreadRest
        }
    );
    t.go("9C;KW");
    assert_eq!(t.question(), Question::Action);
    let discard = t.discard();
    for code in ["5S", "9C", "KW", "M2"] {
        assert!(discard.contains(&code.to_string()), "{code} in {discard:?}");
    }
    // The journal names the card turned.
    let lines: Vec<String> = journal::entries(&t.events, t.delve.arcana())
        .into_iter()
        .flat_map(|e| e.lines)
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l == "Turned over Five of Swords from the spread."),
        "{lines:?}"
    );
}

#[test]
fn a_court_card_turned_at_the_table_is_checked_before_the_others_are_named() {
    let mut t = Table::table_mode([3, 3, 5, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M2;1;PC");
    // The Page of Cups at twice its difficulty: a Luck check (5 − 2 = 3).
    assert!(matches!(
        t.question(),
        Question::Die {
            target: 3,
            reroll: false,
            ..
        }
    ));
    t.go("2;AC;2C");
    assert_eq!(t.question(), Question::Action);
}

#[test]
fn saved_answers_of_the_laid_spread_still_replay_without_table_mode() {
    // The order of old saves: three cards laid, then the pick.
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M2;5S;9C;KW");
    // Cards laid face up: which to turn is the player's choice.
    assert_eq!(t.question(), Question::Pick { count: 3 });
    assert_eq!(t.delve.automatic_answer(), None);
    t.go("1");
    assert_eq!(t.question(), Question::Action);
    let replayed = Delve::replay(t.delve.setup().clone(), t.delve.answers()).unwrap();
    assert_eq!(replayed.discard(), t.delve.discard());
    // The same answers do not fit table mode's questions.
    let mut table = t.delve.setup().clone();
    table.table_mode = true;
    assert!(Delve::replay(table, t.delve.answers()).is_err());
}

#[test]
fn a_card_that_cannot_be_in_the_deck_is_refused_with_where_it_is() {
    let corpse = cards("9S");
    let mut t = Table::with(
        [3, 3, 3, 3, 3, 3],
        "AP 2P 3P",
        malice::tarot::rules::RuleOptions::default(),
        &corpse,
    );
    t.go("flip");
    let refusal = |t: &Table, code: &str| t.delve.refusal(&Answer::Card(card(code)));
    assert_eq!(
        refusal(&t, "2P"),
        Some(Refusal::NotInDeck {
            card: card("2P"),
            place: Place::Hand
        })
    );
    assert_eq!(
        refusal(&t, "2P").unwrap().to_string(),
        "Two of Pentacles cannot come off the deck: it is in your hand."
    );
    assert!(
        refusal(&t, "9S")
            .unwrap()
            .to_string()
            .contains("lies on the corpse pile")
    );
    assert_eq!(refusal(&t, "5C"), None, "a card of the deck is taken");
    // The discard pile, once a card is there.
    t.go("M7;face;4C;8C;QW");
    t.go("flip");
    assert!(
        refusal(&t, "8C")
            .unwrap()
            .to_string()
            .contains("in the discard pile")
    );
}

#[test]
fn a_card_to_give_up_must_be_in_the_hand() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M3;face");
    assert!(matches!(t.question(), Question::Discard { .. }));
    let refused = t.delve.refusal(&Answer::Card(card("5C"))).unwrap();
    assert_eq!(
        refused.to_string(),
        "Five of Cups is not in your hand: it is still in the deck."
    );
    assert_eq!(t.delve.refusal(&Answer::Card(card("2P"))), None);
}
