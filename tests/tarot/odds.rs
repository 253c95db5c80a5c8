//! Exact odds: the engine's figures against the same arithmetic done independently here.

use malice::tarot::attributes::Attr;
use malice::tarot::check::{CheckKind, OddsInput, odds, passes, target};

/// Pass chance on one die.
fn one_die(t: u8) -> f64 {
    (1..=6).filter(|&r| r <= t && r != 6).count() as f64 / 6.0
}

/// Chance of passing after a failure, re-rolling while Luck is 2 or more: a 1 passes for free,
/// any other face costs 1 Luck.
fn after_failure(t: u8, luck: u8) -> f64 {
    if luck < 2 {
        return 0.0;
    }
    let mut p = 1.0 / 6.0;
    for r in 2..=6u8 {
        p += if r <= t && r != 6 {
            1.0 / 6.0
        } else {
            after_failure(t, luck - 1) / 6.0
        };
    }
    p
}

#[test]
fn targets_and_passes_follow_the_rulings() {
    assert_eq!(target(3, 0, 1), 2);
    assert_eq!(target(2, 0, 4), 1, "never below 1");
    assert_eq!(target(6, 2, 0), 6, "never above 6");
    assert!(passes(1, 1));
    assert!(!passes(6, 6), "a 6 never passes");
    assert!(!passes(4, 3));
}

#[test]
fn pass_chances_with_and_without_rerolls_match_an_independent_count() {
    for skill in 1..=6u8 {
        for difficulty in 0..=4u8 {
            for luck in 1..=6u8 {
                let input = OddsInput {
                    kind: CheckKind::Check,
                    skill,
                    luck,
                    attr_is_luck: false,
                    difficulty,
                    min_damage: 0,
                };
                let o = odds(Attr::Might, 0, input);
                let t = target(skill, 0, difficulty);
                assert_eq!(o.target, t);
                let p = one_die(t);
                assert!(
                    (o.pass - p).abs() < 1e-12,
                    "{skill} {difficulty}: {} vs {p}",
                    o.pass
                );
                let with = p + (1.0 - p) * after_failure(t, luck);
                assert!(
                    (o.pass_with_rerolls - with).abs() < 1e-12,
                    "skill {skill} diff {difficulty} luck {luck}: {} vs {with}",
                    o.pass_with_rerolls
                );
            }
        }
    }
}

#[test]
fn expected_damage_and_death_chance_without_rerolls() {
    // Skill 3, difficulty 1: target 2. Failures: 3 (1), 4 (2), 5 (3), 6 (4).
    let input = OddsInput {
        kind: CheckKind::Check,
        skill: 3,
        luck: 1,
        attr_is_luck: false,
        difficulty: 1,
        min_damage: 0,
    };
    let o = odds(Attr::Might, 0, input);
    assert!((o.expected_damage - (1.0 + 2.0 + 3.0 + 4.0) / 6.0).abs() < 1e-12);
    // Damage 3 or 4 takes Might 3 to 0.
    assert!((o.death - 2.0 / 6.0).abs() < 1e-12);
    // A roll does no damage.
    let roll = odds(
        Attr::Might,
        0,
        OddsInput {
            kind: CheckKind::Roll,
            ..input
        },
    );
    assert_eq!(roll.expected_damage, 0.0);
    assert_eq!(roll.death, 0.0);
}

#[test]
fn cups_boosts_raise_the_target_and_report_their_cost() {
    let input = OddsInput {
        kind: CheckKind::Check,
        skill: 2,
        luck: 3,
        attr_is_luck: false,
        difficulty: 2,
        min_damage: 0,
    };
    let none = odds(Attr::Might, 0, input);
    let two = odds(Attr::Might, 2, input);
    assert_eq!(none.target, 1);
    assert_eq!(two.target, 2);
    assert_eq!(two.cups_cost, 2 + 3);
    assert!(two.pass > none.pass);
}
