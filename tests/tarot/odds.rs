//! Exact odds: the engine's figures, on one die and under the careful and the bold line of
//! re-rolls, against the same arithmetic done independently here.

use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::check::{CheckKind, passes, target};
use malice::tarot::stakes::{Odds, Stakes};

/// The odds of a check of `attr` at `skill` (Luck `luck`; the skill is Luck's when `attr` is
/// Luck) against `difficulty`, with `boosts` Cups boosts, whose card adds nothing.
fn odds(kind: CheckKind, attr: Attr, skill: u8, luck: u8, difficulty: u8, boosts: u8) -> Odds {
    let mut attrs = Attributes([3; 6]);
    attrs.set(attr, skill);
    attrs.set(Attr::Luck, luck);
    let stakes = Stakes::plain(kind, attr, target(skill, boosts, difficulty), attrs);
    let mut dice = stakes.dice();
    let cost = malice::tarot::check::cups_cost(skill, boosts);
    Odds::of(&stakes, (boosts, cost), false, &mut dice)
}

/// Pass chance on one die.
fn one_die(t: u8) -> f64 {
    (1..=6).filter(|&r| r <= t && r != 6).count() as f64 / 6.0
}

/// One line of play worked out here independently, by brute force: every sequence of choices
/// is tried at each failed die, and the line keeps its favourite by its own order (careful:
/// death, then pass, then points; bold: pass, then death, then points). Returns (pass, death,
/// points lost while living: damage plus Luck paid).
#[derive(Clone, Copy, PartialEq)]
enum Play {
    Careful,
    Bold,
}

struct Case {
    skill: u8,
    target: u8,
    attr_is_luck: bool,
}

type Value = (f64, f64, f64);

fn key(play: Play, v: Value) -> (f64, f64, f64) {
    match play {
        Play::Careful => (v.1, -v.0, v.2),
        Play::Bold => (-v.0, v.1, v.2),
    }
}

fn better(play: Play, a: Value, b: Value) -> bool {
    let (ka, kb) = (key(play, a), key(play, b));
    for (x, y) in [(ka.0, kb.0), (ka.1, kb.1), (ka.2, kb.2)] {
        if (x - y).abs() > 1e-9 {
            return x < y;
        }
    }
    false
}

/// At a failed die `d` with `luck`: accept or re-roll, as the line prefers.
fn at_failure(c: &Case, play: Play, luck: u8, d: u8) -> Value {
    let skill = if c.attr_is_luck { luck } else { c.skill };
    let damage = d.saturating_sub(c.target);
    let accept = if damage >= skill {
        (0.0, 1.0, 0.0)
    } else {
        (0.0, 0.0, damage as f64)
    };
    let mut reroll = (0.0, 0.0, 0.0);
    for r in 1..=6u8 {
        let v = if r == 1 {
            (1.0, 0.0, 0.0)
        } else if luck == 1 {
            (0.0, 1.0, 0.0)
        } else if r <= c.target && r != 6 {
            (1.0, 0.0, 1.0)
        } else {
            let next = at_failure(c, play, luck - 1, r);
            (next.0, next.1, next.2 + (1.0 - next.1))
        };
        reroll = (
            reroll.0 + v.0 / 6.0,
            reroll.1 + v.1 / 6.0,
            reroll.2 + v.2 / 6.0,
        );
    }
    if better(play, reroll, accept) {
        reroll
    } else {
        accept
    }
}

fn before_the_roll(c: &Case, play: Play, luck: u8) -> Value {
    let mut total = (0.0, 0.0, 0.0);
    for d in 1..=6u8 {
        let v = if d <= c.target && d != 6 {
            (1.0, 0.0, 0.0)
        } else {
            at_failure(c, play, luck, d)
        };
        total = (
            total.0 + v.0 / 6.0,
            total.1 + v.1 / 6.0,
            total.2 + v.2 / 6.0,
        );
    }
    total
}

fn cups_court(luck: u8, difficulty: u8) -> Odds {
    odds(CheckKind::Check, Attr::Luck, luck, luck, difficulty, 0)
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
fn both_lines_match_an_independent_count_in_every_state() {
    // Every skill, difficulty and Luck, checks with another attribute and with Luck itself:
    // the engine's careful and bold lines against the brute force above. (The old figure,
    // "re-roll every failure while Luck is 2 or more", was neither line and is gone.)
    for skill in 1..=6u8 {
        for difficulty in 0..=4u8 {
            for luck in 1..=6u8 {
                for attr_is_luck in [false, true] {
                    let skill = if attr_is_luck { luck } else { skill };
                    let attr = if attr_is_luck {
                        Attr::Luck
                    } else {
                        Attr::Might
                    };
                    let o = odds(CheckKind::Check, attr, skill, luck, difficulty, 0);
                    let t = target(skill, 0, difficulty);
                    assert_eq!(o.target, t);
                    assert!((o.one_die.pass - one_die(t)).abs() < 1e-12);
                    let case = Case {
                        skill,
                        target: t,
                        attr_is_luck,
                    };
                    for (play, figures) in [(Play::Careful, o.careful), (Play::Bold, o.bold)] {
                        let (pass, death, points) = before_the_roll(&case, play, luck);
                        let state = format!("skill {skill} diff {difficulty} luck {luck}");
                        assert!((figures.pass - pass).abs() < 1e-12, "{state}: pass");
                        assert!((figures.death - death).abs() < 1e-12, "{state}: death");
                        assert!(
                            (figures.points_lost() - points).abs() < 1e-12,
                            "{state}: points"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_issues_table_of_cups_courts_and_the_tower() {
    // Issue 31's table, checked against exact d6 arithmetic (see docs/odds.md).
    let pct = |x: f64| (x * 100.0).round() as u32;
    // Queen of Cups at Luck 4: careful 28% pass, 8% death; bold 60%, 40%. No re-roll at all:
    // 17% pass, 33% death.
    let queen = cups_court(4, 3);
    assert_eq!((pct(queen.careful.pass), pct(queen.careful.death)), (28, 8));
    assert_eq!((pct(queen.bold.pass), pct(queen.bold.death)), (60, 40));
    assert_eq!(
        (pct(queen.one_die.pass), pct(queen.one_die.death)),
        (17, 33)
    );
    // King of Cups at Luck 3: careful 35%, 23%; bold 52%, 48%.
    let king = cups_court(3, 4);
    assert_eq!((pct(king.careful.pass), pct(king.careful.death)), (35, 23));
    assert_eq!((pct(king.bold.pass), pct(king.bold.death)), (52, 48));
    // The Tower's Luck check (difficulty 0) at Luck 2: careful 56%, 28%; bold 63%, 37%.
    let tower = cups_court(2, 0);
    assert_eq!(
        (pct(tower.careful.pass), pct(tower.careful.death)),
        (56, 28)
    );
    assert_eq!((pct(tower.bold.pass), pct(tower.bold.death)), (63, 37));
    // At Luck 1 the last re-roll passes on a 1: 31% pass, 69% death, both lines (exactly
    // 11/36 and 25/36).
    let tower = cups_court(1, 0);
    for f in [tower.careful, tower.bold] {
        assert!((f.pass - 11.0 / 36.0).abs() < 1e-12);
        assert!((f.death - 25.0 / 36.0).abs() < 1e-12);
    }
    // Every Cups court at Luck 1: the same (target 1, any failure kills).
    for difficulty in 1..=4 {
        let court = cups_court(1, difficulty);
        assert!((court.careful.pass - 11.0 / 36.0).abs() < 1e-12);
    }
}

#[test]
fn expected_damage_and_death_chance_without_rerolls() {
    // Skill 3, difficulty 1: target 2. Failures: 3 (1), 4 (2), 5 (3), 6 (4).
    let o = odds(CheckKind::Check, Attr::Might, 3, 1, 1, 0);
    // Damage 3 or 4 takes Might 3 to 0: only the 1 and the 2 are lost while living.
    assert!((o.one_die.points_lost() - (1.0 + 2.0) / 6.0).abs() < 1e-12);
    assert!((o.one_die.death - 2.0 / 6.0).abs() < 1e-12);
    // A roll does no damage.
    let roll = odds(CheckKind::Roll, Attr::Might, 3, 1, 1, 0);
    assert_eq!(roll.one_die.points_lost(), 0.0);
    assert_eq!(roll.one_die.death, 0.0);
}

#[test]
fn cups_boosts_raise_the_target_and_report_their_cost() {
    let none = odds(CheckKind::Check, Attr::Might, 2, 3, 2, 0);
    let two = odds(CheckKind::Check, Attr::Might, 2, 3, 2, 2);
    assert_eq!(none.target, 1);
    assert_eq!(two.target, 2);
    assert_eq!(two.cups_cost, 2 + 3);
    assert!(two.one_die.pass > none.one_die.pass);
    assert!(two.careful.death < none.careful.death);
}
