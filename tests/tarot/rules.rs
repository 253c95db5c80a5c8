//! One scenario per rule of the rulings (tarot-rulings.md), played at the table. Attributes are
//! written in order Might, Agility, Luck, Intelligence, Charm, Evocation.

use crate::common;

use common::{Table, card, codes, sorted};
use malice::tarot::attributes::Attr;
use malice::tarot::delve::{Delve, DelveSetup};
use malice::tarot::event::{DeathCause, Event, Outcome, ShuffleReason};
use malice::tarot::question::{Answer, Question};

fn flip(t: &mut Table, code: &str) -> Vec<Event> {
    t.go(&format!("flip;{code}"))
}

#[test]
fn creation_rolls_six_dice_in_order_then_draws_intelligence_cards_and_majors_go_back() {
    let mut t = Table {
        delve: Delve::new(DelveSetup::new_adventurer()).unwrap(),
        events: Vec::new(),
    };
    let order: Vec<Attr> = (0..6)
        .map(|i| {
            let Question::CreationDie { attr } = t.question() else {
                panic!("expected a creation die")
            };
            t.go(&(i + 1).to_string());
            attr
        })
        .collect();
    assert_eq!(order, Attr::ALL.to_vec());
    assert_eq!(t.attrs(), [1, 2, 3, 4, 5, 6]);
    // Intelligence 4: four draws. A major drawn goes back into the deck, which is shuffled.
    let events = t.go("AP;M13;2P;3P");
    assert_eq!(t.hand(), codes("AP 2P 3P"));
    assert!(t.discard().is_empty());
    assert!(t.delve.deck().unknown().contains(card("M13")));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::OpeningHand,
            ..
        }
    )));
    assert_eq!(t.kind(), "action");
}

#[test]
fn a_returning_adventurer_draws_last_score_plus_intelligence_and_majors_are_discarded() {
    // Intelligence 2, last score 1 (the harness sets it from the hand given): three draws.
    let t = Table::returning([3, 3, 3, 2, 3, 3], "AP 2P M13");
    assert_eq!(t.hand(), codes("AP 2P"));
    assert_eq!(t.discard(), codes("M13"));
    assert_eq!(t.kind(), "action");
}

#[test]
fn a_turn_is_action_flip_resolve_and_the_card_leaves_the_table() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 2P");
    assert_eq!(t.kind(), "action");
    let events = flip(&mut t, "7C");
    assert!(events.contains(&Event::TurnBegan { turn: 2 }) || t.delve.turn() == 2);
    // A number card goes into the hand.
    assert_eq!(t.hand(), codes("AP 2P 7C"));
    assert_eq!(t.delve.turn(), 2);
    assert!(t.delve.table().is_empty());
    assert_eq!(t.kind(), "action");
}

#[test]
fn a_swords_action_discards_swords_equal_to_the_value_and_raises_it_but_never_luck() {
    let mut t = Table::returning([2, 3, 1, 4, 3, 6], "2S 3S 4S 5S");
    let legal = t.delve.legal_answers();
    assert!(legal.contains(&Answer::Swords(Attr::Might)));
    assert!(legal.contains(&Answer::Swords(Attr::Intelligence)));
    assert!(!legal.contains(&Answer::Swords(Attr::Luck)), "never Luck");
    assert!(
        !legal.contains(&Answer::Swords(Attr::Evocation)),
        "never above 6"
    );
    t.go("swords might");
    assert_eq!(t.attrs()[0], 3);
    assert_eq!(t.hand().len(), 2);
    assert_eq!(t.delve.discard().len(), 2);
    assert_eq!(
        t.kind(),
        "draw",
        "the action comes before the flip, and only one"
    );
}

#[test]
fn wands_actions_look_ahead_by_how_many_wands_were_spent() {
    // One Wand: see the top card; it stays on top, so it is this turn's flip (no draw asked).
    let mut t = Table::returning([3, 3, 3, 4, 3, 4], "2W 3W 4W AP");
    let events = t.go("wands 1;evocation;2;9S");
    assert!(events.contains(&Event::Peeked { card: card("9S") }));
    assert!(events.contains(&Event::Flipped { card: card("9S") }));
    assert_eq!(t.hand(), codes("3W 4W AP 9S"));
    // Two: may put it at the bottom.
    let mut t = Table::returning([3, 3, 3, 4, 3, 4], "2W 3W 4W AP");
    t.go("wands 2;evocation;2;9S;bottom");
    assert_eq!(
        t.delve.deck().known_bottom().collect::<Vec<_>>(),
        vec![card("9S")]
    );
    // Three: see three, keep two in order, one to the bottom.
    let mut t = Table::returning([3, 3, 3, 4, 3, 4], "2W 3W 4W AP");
    let events = t.go("wands 3;evocation;2;9S;M13;QC;QC 9S bottom M13");
    // QC is flipped at once (a court check follows); 9S waits on top, M13 at the bottom.
    assert!(events.contains(&Event::Flipped { card: card("QC") }));
    assert_eq!(
        t.delve.deck().known_top().collect::<Vec<_>>(),
        vec![card("9S")]
    );
    assert_eq!(
        t.delve.deck().known_bottom().collect::<Vec<_>>(),
        vec![card("M13")]
    );
    // A failure: the Wands are lost and the check does its damage.
    let mut t = Table::returning([3, 3, 3, 4, 3, 4], "2W 3W 4W AP");
    t.go("wands 2;evocation;6;accept");
    assert_eq!(t.attrs()[5], 2);
    assert_eq!(t.hand(), codes("4W AP"));
    assert!(t.delve.deck().known_top().next().is_none());
}

#[test]
fn court_cards_check_their_suits_attributes_and_go_to_the_hand_on_a_pass() {
    let suits = [
        ("QS", [Attr::Might, Attr::Agility]),
        ("QW", [Attr::Intelligence, Attr::Evocation]),
        ("QP", [Attr::Intelligence, Attr::Charm]),
    ];
    for (code, attrs) in suits {
        let mut t = Table::returning([4, 4, 4, 2, 4, 4], "AP 2P");
        flip(&mut t, code);
        let Question::CheckAttribute {
            options,
            difficulty,
            ..
        } = t.question()
        else {
            panic!("{code}: expected an attribute choice, got {}", t.question())
        };
        assert_eq!(difficulty, 3);
        let mut expected = attrs.to_vec();
        expected.push(Attr::Luck);
        expected.sort();
        assert_eq!(options.iter().collect::<Vec<_>>(), expected, "{code}");
        let word = attrs[0].word();
        t.go(&format!("{word};1"));
        assert!(
            t.hand().contains(&code.to_string()),
            "{code} passed: into the hand"
        );
    }
    // Cups: Luck only (no choice), and Cups may not be spent on it.
    let mut t = Table::returning([4, 4, 6, 4, 4, 4], "AC 2C 3C 4C");
    flip(&mut t, "KC");
    assert!(
        matches!(
            t.question(),
            Question::Die {
                attr: Attr::Luck,
                ..
            }
        ),
        "{}",
        t.question()
    );
    // A failure (target 6 - 4 = 2, a 6 fails by 4): damage, and the card is discarded.
    t.go("6;accept");
    assert_eq!(t.attrs()[2], 2);
    assert!(t.discard().contains(&"KC".to_string()));
}

#[test]
fn cups_boosts_cost_the_skills_value_then_one_more_each() {
    // Might 2 and five Cups: +1 costs 2, the next 3: at most 2 boosts.
    let mut t = Table::returning([2, 3, 3, 5, 3, 3], "AC 2C 3C 4C 5C");
    flip(&mut t, "PS");
    t.go("might");
    let Question::Cups { max, .. } = t.question() else {
        panic!("expected the Cups question, got {}", t.question())
    };
    assert_eq!(max, 2);
    let events = t.go("2");
    assert!(events.contains(&Event::CupsSpent {
        attr: Attr::Might,
        boosts: 2,
        cards: 5
    }));
    assert!(t.hand().is_empty());
    // Target 2 + 2 - 1 = 3: a 3 passes.
    t.go("3");
    assert_eq!(t.hand(), codes("PS"));
}

#[test]
fn a_luck_reroll_replaces_the_failure_and_costs_one_luck_unless_it_shows_one() {
    let mut t = Table::returning([4, 3, 3, 2, 3, 3], "AP 2P");
    flip(&mut t, "QS");
    // Target 1: a 5 fails; re-roll a 1: free pass.
    t.go("might;5;reroll;1");
    assert_eq!(t.attrs(), [4, 3, 3, 2, 3, 3]);
    assert!(t.hand().contains(&"QS".to_string()));
    let mut t = Table::returning([4, 3, 3, 2, 3, 3], "AP 2P");
    flip(&mut t, "QS");
    // A 5 fails; re-roll a 4: fails too, costs 1 Luck; accept: damage of the last die only.
    t.go("might;5;reroll;4;accept");
    assert_eq!(t.attrs(), [1, 3, 2, 2, 3, 3]);
}

#[test]
fn luck_spent_to_zero_on_rerolls_is_death() {
    let mut t = Table::returning([4, 3, 1, 2, 3, 3], "AP 2P");
    flip(&mut t, "QS");
    t.go("might;5;reroll;4");
    assert!(matches!(t.outcome(), Some(Outcome::Died { .. })));
}

#[test]
fn a_failure_costs_the_amount_failed_by_and_any_attribute_at_zero_is_death() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 2P");
    flip(&mut t, "PS");
    // Target 2: a 5 fails by 3 -> Might 0: dead, killed by the Page.
    t.go("might;5;accept");
    assert_eq!(
        t.outcome(),
        Some(Outcome::Died {
            cause: DeathCause::Card(card("PS"))
        })
    );
    // The hand lies on the corpse pile.
    assert_eq!(
        sorted(
            &t.delve
                .corpse()
                .iter()
                .map(|c| c.code())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        sorted("AP 2P")
    );
}

#[test]
fn a_six_against_target_six_fails_but_costs_nothing_by_default() {
    // Skipping The Empress with Intelligence 6: difficulty 0, target 6. A 6 always fails, by 0.
    let mut t = Table::returning([3, 3, 3, 6, 3, 3], "AP 2P 3P 4P 5P 6P");
    flip(&mut t, "M3");
    t.go("skip;intelligence;6;accept");
    assert_eq!(t.attrs()[3], 6);
    // The failed skip still brings the event.
    assert_eq!(t.kind(), "discard");
}

#[test]
fn the_corpse_piles_cards_are_out_of_the_deck() {
    let corpse = common::cards("9P 10P QS");
    let t = Table::with(
        [3, 3, 3, 2, 3, 3],
        "AP 2P",
        malice::tarot::rules::RuleOptions::default(),
        &corpse,
    );
    for c in &corpse {
        assert!(!t.delve.deck().unknown().contains(*c));
    }
    assert_eq!(t.delve.deck().len(), 78 - 3 - 2);
    assert!(
        Delve::new(DelveSetup {
            corpse: vec![card("M21")],
            ..DelveSetup::new_adventurer()
        })
        .is_err(),
        "The World never lies on a corpse pile"
    );
}

#[test]
fn an_illegal_answer_changes_nothing() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 2P");
    let before = format!("{:?}", t.delve);
    assert!(t.delve.answer(Answer::Swords(Attr::Luck)).is_err());
    assert!(t.delve.answer(Answer::Die(3)).is_err());
    assert_eq!(format!("{:?}", t.delve), before);
}
