//! One scenario per major arcana, played at the table with exact cards and dice. Attributes are
//! written in order Might, Agility, Luck, Intelligence, Charm, Evocation.

use crate::common;

use common::{Table, card, cards, codes, sorted};
use malice::tarot::event::{DeathCause, Event, Outcome, ShuffleReason};
use malice::tarot::rules::RuleOptions;

/// Flips `code` as the turn's card (no action first).
fn flip(t: &mut Table, code: &str) -> Vec<Event> {
    t.go(&format!("flip;{code}"))
}

#[test]
fn m0_the_fool_lets_the_adventurer_leave_with_the_pentacles_scored() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M0");
    assert_eq!(t.kind(), "escape");
    t.go("leave");
    // The score is the number of Pentacles cards in hand.
    assert_eq!(t.outcome(), Some(Outcome::Escaped { score: 2 }));
    assert!(t.delve.question().is_none());
}

#[test]
fn m0_the_fool_staying_discards_it_and_the_delve_goes_on() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M0");
    t.go("stay");
    assert_eq!(t.outcome(), None);
    assert_eq!(t.discard(), codes("M0"));
    assert_eq!(t.kind(), "action");
}

#[test]
fn m1_the_magician_raises_evocation_on_a_pass_and_costs_two_on_a_failure() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M1");
    t.go("evocation;3");
    assert_eq!(t.attrs(), [3, 3, 3, 2, 3, 4]);
    let mut t = Table::returning([3, 3, 3, 2, 3, 4], "AP 5P");
    flip(&mut t, "M1");
    t.go("evocation;5;accept");
    // A roll does no damage of its own: only the card's -2.
    assert_eq!(t.attrs(), [3, 3, 3, 2, 3, 2]);
}

#[test]
fn m2_the_high_priestess_spread_number_nothing_major_luck_court_double_difficulty() {
    // A number card: nothing; all three go to the discard pile.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M2");
    t.go("5S;QS;M7");
    assert_eq!(t.kind(), "pick");
    t.go("1");
    assert_eq!(t.attrs(), [3, 3, 3, 2, 3, 3]);
    assert_eq!(sorted(&t.discard().join(" ")), sorted("M2 5S QS M7"));
    // A major: +1 Luck.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M2");
    t.go("5S;QS;M7;3");
    assert_eq!(t.attrs(), [3, 3, 4, 2, 3, 3]);
    // A court card: a check at double court difficulty (Page 1 -> 2); fail = damage.
    let mut t = Table::returning([4, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M2");
    t.go("5S;PS;M7;2;might");
    // Target 4 - 2 = 2; a 5 fails by 3.
    t.go("5;accept");
    assert_eq!(t.attrs()[0], 1);
    assert!(!t.hand().contains(&"PS".to_string()));
}

#[test]
fn m3_the_empress_discards_two_chosen_cards_or_is_skipped_with_intelligence() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 7S");
    flip(&mut t, "M3");
    t.go("face;AP;7S");
    assert_eq!(t.hand(), codes("5P"));
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 7S");
    flip(&mut t, "M3");
    t.go("skip;intelligence;2");
    assert_eq!(t.hand(), codes("AP 5P 7S"));
    assert_eq!(t.kind(), "action");
}

#[test]
fn a_failed_skip_does_the_damage_and_then_the_event() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 7S");
    flip(&mut t, "M3");
    t.go("skip;intelligence;5;accept");
    assert_eq!(t.attrs()[3], 1);
    assert_eq!(t.kind(), "discard");
    t.go("AP;5P");
    assert_eq!(t.hand(), codes("7S"));
}

#[test]
fn m4_the_emperor_discards_one_chosen_then_five_at_random() {
    let mut t = Table::returning([3, 3, 3, 6, 3, 3], "AP 2P 3P 4P 5P 6P 7P");
    flip(&mut t, "M4");
    t.go("face;AP");
    assert_eq!(t.kind(), "random-discard");
    t.go("2P;3P;4P;5P;6P");
    assert_eq!(t.hand(), codes("7P"));
    assert_eq!(t.delve.discard().len(), 7);
}

#[test]
fn m5_the_hierophant_guides_the_corpse_piles_ghost_and_the_fool_brings_it_home() {
    let corpse = cards("9P 10P");
    let mut t = Table::with([3, 3, 3, 2, 3, 3], "AP 5P", RuleOptions::default(), &corpse);
    flip(&mut t, "M5");
    assert!(t.delve.guiding());
    assert!(t.delve.corpse().contains(&card("M5")));
    flip(&mut t, "M0");
    t.go("leave");
    assert_eq!(t.outcome(), Some(Outcome::Escaped { score: 4 }));
    assert!(t.delve.corpse().is_empty());
    // Without a corpse pile: nothing.
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M5");
    assert!(!t.delve.guiding());
    assert_eq!(t.discard(), codes("M5"));
}

#[test]
fn m6_the_lovers_backpack_comes_home_on_escape_and_joins_the_corpse_on_death() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M6");
    t.go("help;2P;3P;4P;6P;7P");
    assert_eq!(t.delve.backpack().len(), 6, "five cards and the Lovers");
    flip(&mut t, "M0");
    t.go("leave");
    assert_eq!(t.outcome(), Some(Outcome::Escaped { score: 7 }));
    // Death: the backpack goes to the corpse pile with the hand.
    let mut t = Table::returning([3, 3, 1, 2, 3, 3], "AP 5P");
    flip(&mut t, "M6");
    t.go("help;2P;3P;4P;6P;7P");
    flip(&mut t, "M13");
    assert!(matches!(t.outcome(), Some(Outcome::Died { .. })));
    assert_eq!(
        sorted(
            &t.delve
                .corpse()
                .iter()
                .map(|c| c.code())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        // The Lovers too: every card of the backpack stays with the corpse.
        sorted("AP 5P 2P 3P 4P 6P 7P M6")
    );
}

#[test]
fn m7_the_chariot_discards_the_top_three_cards_of_the_deck() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    let deck = t.delve.deck().len();
    flip(&mut t, "M7");
    t.go("face;QS;M13;2C");
    assert_eq!(t.delve.deck().len(), deck - 4);
    assert_eq!(sorted(&t.discard().join(" ")), sorted("QS M13 2C M7"));
}

#[test]
fn m8_justice_reverses_the_last_check() {
    // A failed court check (Queen of Swords with Might), then Justice: +1 Might.
    let mut t = Table::returning([5, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "QS");
    t.go("might;4;accept");
    assert_eq!(t.attrs()[0], 3, "target 5 - 3 = 2, a 4 fails by 2");
    flip(&mut t, "M8");
    t.go("face");
    assert_eq!(t.attrs()[0], 4);
    // A passed check, then Justice: -1.
    let mut t = Table::returning([5, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "QS");
    t.go("might;1");
    flip(&mut t, "M8");
    t.go("face");
    assert_eq!(t.attrs()[0], 4);
    // No check yet: nothing.
    let mut t = Table::returning([5, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M8");
    t.go("face");
    assert_eq!(t.attrs(), [5, 3, 3, 2, 3, 3]);
}

#[test]
fn m9_the_hermit_raises_a_chosen_skill_but_not_luck() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M9");
    assert_eq!(t.kind(), "choose-attribute");
    let legal = t.delve.legal_answers();
    assert_eq!(legal.len(), 5, "every attribute but Luck: {legal:?}");
    t.go("charm");
    assert_eq!(t.attrs(), [3, 3, 3, 2, 4, 3]);
}

#[test]
fn m10_the_wheel_rotates_the_values_right_on_choice_or_left_on_failure() {
    let mut t = Table::returning([1, 2, 3, 4, 5, 6], "AP 5P 6P 7P");
    flip(&mut t, "M10");
    t.go("intelligence;1;right");
    assert_eq!(t.attrs(), [6, 1, 2, 3, 4, 5]);
    let mut t = Table::returning([1, 2, 3, 4, 5, 6], "AP 5P 6P 7P");
    flip(&mut t, "M10");
    // Target 4; a 6 fails by 2: Intelligence 4 -> 2, then the values rotate left.
    t.go("intelligence;6;accept");
    assert_eq!(t.attrs(), [2, 3, 2, 5, 6, 1]);
}

#[test]
fn m11_strength_costs_two_of_the_attribute_rolled_on_a_failure() {
    let mut t = Table::returning([3, 3, 3, 2, 4, 3], "AP 5P");
    flip(&mut t, "M11");
    t.go("charm;5;accept");
    assert_eq!(t.attrs(), [3, 3, 3, 2, 2, 3]);
    let mut t = Table::returning([3, 3, 3, 2, 4, 3], "AP 5P");
    flip(&mut t, "M11");
    t.go("charm;2");
    assert_eq!(t.attrs(), [3, 3, 3, 2, 4, 3]);
}

#[test]
fn m12_the_hanged_man_discards_then_checks_that_suit_and_a_failure_raises_it_by_two() {
    let mut t = Table::returning([3, 4, 3, 2, 3, 3], "7S 5P");
    flip(&mut t, "M12");
    t.go("7S;agility");
    // Target 4: a 6 fails by 2 -> Agility 2, then +2 -> 4.
    t.go("6;accept");
    assert_eq!(t.attrs()[1], 4);
    assert_eq!(t.hand(), codes("5P"));
    // With an empty hand: nothing.
    let mut t = Table::returning([3, 4, 3, 1, 3, 3], "7S");
    t.go("flip;M3;face;7S");
    assert!(t.hand().is_empty());
    flip(&mut t, "M12");
    assert_eq!(t.kind(), "action");
}

#[test]
fn m13_death_lowers_every_skill_and_shuffles_the_discard_into_the_deck() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M9");
    t.go("might");
    let deck = t.delve.deck().len();
    let events = flip(&mut t, "M13");
    assert_eq!(t.attrs(), [3, 2, 2, 1, 2, 2]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeckShuffled {
            reason: ShuffleReason::Death,
            ..
        }
    )));
    assert!(t.delve.discard().len() <= 1);
    assert!(t.delve.deck().len() >= deck);
    // Death cannot be skipped, and a skill at 1 dies.
    let mut t = Table::returning([1, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M13");
    assert_eq!(
        t.outcome(),
        Some(Outcome::Died {
            cause: DeathCause::Card(card("M13"))
        })
    );
}

#[test]
fn m14_temperance_balances_the_suits_down_to_the_smallest_count() {
    let mut t = Table::returning([3, 3, 3, 5, 3, 3], "AP 2P 3P 7S 8S");
    flip(&mut t, "M14");
    t.go("face");
    // Cups and Wands hold none: every suit goes down to 0.
    t.go("AP;2P;3P;7S;8S");
    assert!(t.hand().is_empty());
    let mut t = Table::returning([3, 3, 3, 6, 3, 3], "AP 2P 7S 8S AC AW");
    flip(&mut t, "M14");
    t.go("face;2P;8S");
    assert_eq!(sorted(&t.hand().join(" ")), sorted("AP 7S AC AW"));
}

#[test]
fn m15_the_devil_lowers_a_chosen_skill_and_draws_its_new_value() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M15");
    t.go("face;might;2S;M3");
    assert_eq!(t.attrs()[0], 2);
    assert_eq!(t.hand(), codes("AP 5P 2S"));
    assert!(t.discard().contains(&"M3".to_string()));
}

#[test]
fn m16_the_tower_discards_the_hand_and_draws_by_a_luck_check() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 9S");
    flip(&mut t, "M16");
    // Luck check: target 3, a 2 passes -> draw 3 + 1.
    t.go("2;2C;3C;4C;5C");
    assert_eq!(t.hand(), codes("2C 3C 4C 5C"));
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 5P 9S");
    flip(&mut t, "M16");
    // A 5 fails by 2 (Luck 3 -> 1), then draw ceil(3 / 2) = 2.
    t.go("5;accept;2C;3C");
    assert_eq!(t.attrs()[2], 1);
    assert_eq!(t.hand(), codes("2C 3C"));
}

#[test]
fn m17_the_star_discards_three_cups() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AC 2C 3C 4C AP");
    flip(&mut t, "M17");
    t.go("face");
    let cups = t.hand().iter().filter(|c| c.ends_with('C')).count();
    assert_eq!(cups, 1);
    assert!(t.hand().contains(&"AP".to_string()));
}

#[test]
fn m18_the_moon_takes_back_the_top_minor_of_the_discard_or_loses_a_random_card() {
    let mut t = Table::returning([6, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "QS");
    t.go("might;6;accept");
    flip(&mut t, "M18");
    t.go("evocation;1");
    assert_eq!(t.hand(), codes("AP 5P QS"));
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M18");
    t.go("evocation;6;accept");
    assert_eq!(t.kind(), "random-discard");
    t.go("5P");
    assert_eq!(t.hand(), codes("AP"));
}

#[test]
fn m19_the_sun_adds_two_to_a_chosen_skill_up_to_six() {
    let mut t = Table::returning([3, 3, 5, 2, 3, 3], "AP 5P");
    flip(&mut t, "M19");
    t.go("luck");
    assert_eq!(t.attrs()[2], 6);
}

#[test]
fn m20_judgment_curses_until_a_check_passes() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "7S 8S 9S AC 2C 3C");
    flip(&mut t, "M20");
    t.go("face");
    assert!(t.delve.cursed());
    // No actions while cursed: flipping is the only answer, though Swords are in hand.
    assert_eq!(t.kind(), "action");
    assert_eq!(
        t.delve.legal_answers(),
        vec![malice::tarot::question::Answer::Flip]
    );
    t.go("flip;QS");
    // And no Cups: straight to the die.
    t.go("might");
    assert_eq!(t.kind(), "die");
    t.go("1");
    assert!(!t.delve.cursed());
    assert_eq!(t.kind(), "action");
}

#[test]
fn m21_the_world_goes_to_the_hand_scores_ten_and_never_lies_on_a_corpse() {
    let mut t = Table::returning([3, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M21");
    assert!(t.hand().contains(&"M21".to_string()));
    flip(&mut t, "M0");
    t.go("leave");
    assert_eq!(t.outcome(), Some(Outcome::Escaped { score: 12 }));
    let mut t = Table::returning([1, 3, 3, 2, 3, 3], "AP 5P");
    flip(&mut t, "M21");
    flip(&mut t, "M13");
    assert!(!t.delve.corpse().contains(&card("M21")));
    assert!(t.discard().contains(&"M21".to_string()));
}
