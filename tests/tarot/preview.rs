//! What a major arcanum will do, told before it is faced (issue 30 items 5 and 7): the cards
//! lost by name, the attributes changed, The Fool at stake, face or skip compared, the
//! Wheel's rotations and Justice's move. Attributes are written in order Might, Agility, Luck,
//! Intelligence, Charm, Evocation.

use crate::common::{Table, cards};
use malice::journal::face::{face_words, preview_sentence};
use malice::tarot::attributes::{Attr, Attributes, Change};
use malice::tarot::card::{Card, Suit};
use malice::tarot::delve::Step;
use malice::tarot::outlook::{FaceChoice, FaceReason, Warning, consequences, face_or_skip};
use malice::tarot::question::{Answer, Question};

fn face_consequence(t: &Table) -> malice::tarot::outlook::Consequence {
    consequences(&t.delve)
        .into_iter()
        .find(|c| c.answer == Answer::Skip(false))
        .expect("a face answer")
}

#[test]
fn the_chariot_warns_that_the_fool_may_go_with_the_top_three_cards() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M7");
    let unknown = t.delve.deck().unknown().len() as f64;
    let compared = face_or_skip(&t.delve).expect("The Chariot may be skipped");
    assert!((compared.face.fool_lost - 3.0 / unknown).abs() < 1e-12);
    assert!(matches!(
        compared.face.steps[..],
        [Step::DeckTop { count: 3, .. }]
    ));
    let face = face_consequence(&t);
    assert!(
        face.warnings
            .iter()
            .any(|w| matches!(w, Warning::FoolAtStake(_)))
    );
    let words = face_words(&compared);
    assert!(words.fool.contains("your only way out"), "{}", words.fool);
    // Skipping with Luck 3 risks death under a point with careful play: keep The Fool within
    // reach.
    assert!(compared.skip.careful.death < 0.01, "{:?}", compared.skip);
    assert_eq!(compared.pick, FaceChoice::Skip);
    assert_eq!(compared.reason, FaceReason::FoolAtStake);
}

#[test]
fn a_fool_seen_on_top_of_the_deck_goes_for_sure() {
    // A Wands action with 3 Wands sees M0 and two more; The Fool is put back second from the
    // top, and The Chariot flipped next would take it.
    let mut t = Table::returning([3, 3, 3, 3, 3, 5], "AW 2W 3W AP");
    t.go("wands 3;evocation;1;M7;M0;5C");
    // M7 on top, M0 under it: the flip takes The Chariot.
    t.go("M7 M0 bottom 5C");
    assert_eq!(t.delve.current_card(), Some(Card::major(7)));
    let compared = face_or_skip(&t.delve).unwrap();
    assert_eq!(compared.face.fool_lost, 1.0);
    assert!(face_words(&compared).fool.starts_with("The Fool goes"));
}

#[test]
fn temperance_says_how_many_cards_of_each_suit_go() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AC 2C 3C AS 2S AW AP 2P");
    t.go("flip;M14");
    let compared = face_or_skip(&t.delve).unwrap();
    assert_eq!(
        compared.face.steps,
        vec![Step::Balance {
            shed: vec![(Suit::Cups, 2), (Suit::Swords, 1), (Suit::Pentacles, 1)],
            keep: 1,
        }]
    );
    assert_eq!(compared.face_cards, 4);
    assert_eq!(
        preview_sentence(&compared.face),
        "Temperance takes 4 cards: 2 Cups, 1 Swords and 1 Pentacles (you choose which), \
         leaving 1 of each suit"
    );
    // The "face it" answer says it too.
    assert_eq!(face_consequence(&t).preview, Some(compared.face));
}

#[test]
fn the_star_names_the_cups_it_takes_and_the_emperor_counts_its_losses() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "KC 4C AC 2C AP");
    t.go("flip;M17");
    let star = t.delve.preview(Card::major(17)).unwrap();
    assert_eq!(
        star.steps,
        vec![Step::Lose {
            cards: cards("AC 2C 4C")
        }]
    );
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AC 2C 3C 4C 5C 6C 7C 8C");
    t.go("flip;M4");
    let emperor = t.delve.preview(Card::major(4)).unwrap();
    assert_eq!(
        emperor.steps,
        vec![
            Step::ChooseDiscard {
                count: 1,
                of: 8,
                minor_only: false
            },
            Step::RandomDiscard { count: 5, of: 7 }
        ]
    );
}

#[test]
fn justice_shows_its_move_and_facing_that_kills_recommends_the_skip() {
    // A passed check, then Justice with that skill at 1: facing takes it to 0.
    let mut t = Table::returning([3, 1, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PS;agility;1;flip;M8");
    let compared = face_or_skip(&t.delve).unwrap();
    let death = Change {
        attr: Attr::Agility,
        from: 1,
        to: 0,
    };
    assert_eq!(compared.face.steps, vec![Step::Change(death)]);
    assert_eq!(compared.face.kills, Some(death));
    assert_eq!(compared.pick, FaceChoice::Skip);
    assert_eq!(compared.reason, FaceReason::FacingKills);
    assert!(face_words(&compared).recommendation.contains("kills you"));
    // After a failed check, Justice gives 1 back: facing is free of risk, and a skip can only
    // cost, so face it.
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PS;agility;3;accept;flip;M8");
    let compared = face_or_skip(&t.delve).unwrap();
    assert_eq!(
        compared.face.steps,
        vec![Step::Change(Change {
            attr: Attr::Agility,
            from: 2,
            to: 3
        })]
    );
    assert_eq!(compared.pick, FaceChoice::Face);
}

#[test]
fn the_wheel_shows_both_rotations_before_the_choice() {
    let mut t = Table::returning([1, 2, 3, 4, 5, 6], "AP 2P 3P 4P");
    t.go("flip;M10");
    let wheel = t.delve.preview(Card::major(10)).unwrap();
    let [Step::Check { pass, fail, .. }] = &wheel.steps[..] else {
        panic!("{:?}", wheel.steps);
    };
    assert_eq!(
        pass,
        &vec![Step::Rotate {
            left: Attributes([2, 3, 4, 5, 6, 1]),
            right: Some(Attributes([6, 1, 2, 3, 4, 5])),
        }]
    );
    assert_eq!(
        fail,
        &vec![Step::Rotate {
            left: Attributes([2, 3, 4, 5, 6, 1]),
            right: None,
        }]
    );
    // At the choice itself, each answer says the values it leads to.
    t.go("intelligence;1");
    assert_eq!(t.question(), Question::Rotation);
    let right = consequences(&t.delve)
        .into_iter()
        .find(|c| c.answer == Answer::Rotate(malice::tarot::question::Rotation::Right))
        .unwrap();
    assert!(
        right
            .effects
            .changes
            .iter()
            .any(|c| c.attr == Attr::Might && c.to == 6)
    );
}

#[test]
fn death_takes_one_from_every_attribute_and_says_when_it_kills() {
    let t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    let death = t.delve.preview(Card::major(13)).unwrap();
    assert_eq!(
        death.kills,
        Some(Change {
            attr: Attr::Luck,
            from: 1,
            to: 0
        })
    );
    assert!(preview_sentence(&death).contains("Luck 1 → 0: you die"));
}
