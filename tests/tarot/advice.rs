//! The ★ weighs every answer by its chance to get out alive (issue 44, the ruling "The
//! recommendation (★)"): each answer of a decision gets its chance to escape from the state it
//! leads to, the same state always gets the same figures, the work stops when asked, and the ★
//! goes where a careful player would go in the states. Attributes are written in order
//! Might, Agility, Luck, Intelligence, Charm, Evocation.

use std::sync::atomic::AtomicBool;

use crate::common::Table;
use malice::tarot::outlook::{Chances, RUNS, chances, is_decision};
use malice::tarot::question::{Answer, Question};

/// Every answer's chances at the pending decision, with the app's runs and a fixed seed.
fn worked(t: &Table) -> Chances {
    chances(&t.delve, RUNS, 44, &AtomicBool::new(false)).expect("a decision")
}

/// The answer with the ★.
fn starred(c: &Chances) -> Answer {
    c.answers[c.best].answer
}

#[test]
fn every_answer_gets_a_chance_with_its_margin_and_the_same_state_the_same_figures() {
    let mut t = Table::returning([3, 3, 2, 3, 3, 3], "2C 3C 5P");
    t.go("flip;M18");
    let c = worked(&t);
    let legal = t.delve.legal_answers();
    assert_eq!(c.answers.len(), legal.len());
    for (chance, answer) in c.answers.iter().zip(&legal) {
        assert_eq!(chance.answer, *answer);
        assert_eq!(chance.escape.runs, RUNS);
        assert!(chance.escape.margin() > 0.0 && chance.escape.margin() < 0.03);
    }
    assert_eq!(worked(&t), c, "the same seed, the same figures");
    // Set aside: nothing is worked out.
    assert!(chances(&t.delve, RUNS, 44, &AtomicBool::new(true)).is_none());
}

#[test]
fn facing_the_devil_at_luck_2_beats_spending_two_cups_on_a_skip() {
    // The state: Luck 2, Intelligence 1, two Cups. The skip's safest way is Luck +1
    // with both Cups, at 14% death; facing costs a point of an attribute chosen, no death.
    let mut t = Table::returning([3, 3, 2, 1, 3, 3], "2C 3C 5P");
    t.go("flip;M15");
    assert!(matches!(t.question(), Question::Overcome { .. }));
    let c = worked(&t);
    assert_eq!(starred(&c), Answer::Skip(false), "{c:?}");
}

#[test]
fn leaving_with_a_good_hand_is_certain_and_carries_the_star() {
    let mut t = Table::returning([4, 4, 4, 4, 4, 4], "AP 2P 3P 4P 5P 6P");
    t.go("flip;M0");
    assert_eq!(t.question(), Question::Escape);
    let c = worked(&t);
    let leave = c.of(&Answer::Leave(true)).expect("leaving has a chance");
    assert!(leave.escape.settled);
    assert_eq!(leave.escape.reads_with_margin(), "100%");
    let stay = c.of(&Answer::Leave(false)).expect("staying has a chance");
    assert!(!stay.escape.settled && stay.escape.chance() < 1.0);
    assert_eq!(starred(&c), Answer::Leave(true));
}

#[test]
fn temperance_and_judgment_at_luck_1_weigh_facing_against_skipping() {
    for (hand, card) in [("2C 3C 4C 2W 5P", "M14"), ("2C 3C 5P", "M20")] {
        let mut t = Table::returning([3, 3, 1, 3, 3, 3], hand);
        t.go(&format!("flip;{card}"));
        let c = worked(&t);
        // Facing is weighed like any other answer; at Luck 1 a skip risks the last Luck.
        assert!(c.of(&Answer::Skip(false)).is_some());
        assert_eq!(starred(&c), Answer::Skip(false), "{card}: {c:?}");
    }
}

#[test]
fn a_question_with_one_answer_or_a_chance_question_is_no_decision() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2C 3C 5P");
    t.go("flip");
    // The card off the deck is chance's.
    assert!(!is_decision(&t.delve));
    t.go("KC");
    // A Cups court card: its die, no choice.
    assert!(!is_decision(&t.delve));
}
