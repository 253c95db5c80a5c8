//! What one check puts at stake ([`Stakes`]) and how a check that ends at a given Luck,
//! passed or failed on a given die, leaves the adventurer ([`Stakes::ending`]); the exact
//! [`Odds`] of a way to take it, on one die and under the careful and bold lines.

use serde::Serialize;

use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::check::{CheckKind, failure_damage, passes};
use crate::tarot::lines::{Aim, Dice, Figures, Line};

use super::after::After;

/// What one check puts at stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stakes {
    /// Check (a failure costs the skill) or roll (it costs nothing of its own).
    pub kind: CheckKind,
    /// The attribute used.
    pub attr: Attr,
    /// The target number (fixed when the check begins).
    pub target: u8,
    /// The six values as the die is rolled (Luck included: re-rolls spend it).
    pub attrs: Attributes,
    /// The least damage of a failed check (a house rule; 0 by default).
    pub min_damage: u8,
    /// What the check is taken for.
    pub aim: Aim,
    /// What the card does to the attributes after a pass…
    pub after_pass: After,
    /// …and after a failure (after its damage).
    pub after_fail: After,
}

impl Stakes {
    /// A check of `attr` against `target` with these values, whose card does nothing to the
    /// attributes afterwards.
    pub fn plain(kind: CheckKind, attr: Attr, target: u8, attrs: Attributes) -> Stakes {
        Stakes {
            kind,
            attr,
            target,
            attrs,
            min_damage: 0,
            aim: Aim::Pass,
            after_pass: After::NOTHING,
            after_fail: After::NOTHING,
        }
    }

    /// Luck as the die is rolled.
    pub fn luck(&self) -> u8 {
        self.attrs.get(Attr::Luck)
    }

    /// The check ended with `luck` left, passed (`failed` is `None`) or failed on the die
    /// `failed` and accepted: death, or the pass and each attribute's change from the values
    /// at that Luck (the damage, then what the card does).
    pub fn ending(&self, luck: u8, failed: Option<u8>) -> Figures {
        let mut start = self.attrs;
        start.set(Attr::Luck, luck);
        let mut now = start;
        let lives = match failed {
            None => self.after_pass.apply(&mut now),
            Some(roll) => {
                debug_assert!(!passes(roll, self.target));
                let damage = match self.kind {
                    CheckKind::Check => failure_damage(roll, self.target, self.min_damage),
                    CheckKind::Roll => 0,
                };
                let value = now.get(self.attr);
                damage < value && {
                    now.set(self.attr, value - damage);
                    self.after_fail.apply(&mut now)
                }
            }
        };
        if !lives {
            return Figures::DEATH;
        }
        let mut change = [0.0; 6];
        for attr in Attr::ALL {
            change[attr.index()] = f64::from(now.get(attr)) - f64::from(start.get(attr));
        }
        Figures {
            pass: if failed.is_none() { 1.0 } else { 0.0 },
            death: 0.0,
            change,
        }
    }
}

/// Exact odds of one way to take a check: an attribute and a number of Cups boosts, on one die
/// (accepting any failure) and under the careful and the bold line of re-rolls, what the card
/// does after the check counted.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Odds {
    /// The attribute used.
    pub attr: Attr,
    /// Cups boosts bought.
    pub boosts: u8,
    /// Cups cards those boosts cost.
    pub cups_cost: u32,
    /// The target number.
    pub target: u8,
    /// One die, any failure accepted.
    pub one_die: Figures,
    /// Re-rolls played the careful way.
    pub careful: Figures,
    /// Re-rolls played the bold way.
    pub bold: Figures,
}

impl Odds {
    /// The odds of the check at `stakes`, its die about to be rolled (a re-roll's when
    /// `reroll`), bought with `boosts` boosts for `cups_cost` Cups cards, from its `dice`.
    pub fn of<F: FnMut(u8, Option<u8>) -> Figures>(
        stakes: &Stakes,
        (boosts, cups_cost): (u8, u32),
        reroll: bool,
        dice: &mut Dice<F>,
    ) -> Odds {
        let luck = stakes.luck();
        Odds {
            attr: stakes.attr,
            boosts,
            cups_cost,
            target: stakes.target,
            one_die: dice.die(luck, reroll, None),
            careful: dice.die(luck, reroll, Some(Line::Careful)),
            bold: dice.die(luck, reroll, Some(Line::Bold)),
        }
    }

    /// The figures under a line.
    pub fn line(&self, line: Line) -> &Figures {
        match line {
            Line::Careful => &self.careful,
            Line::Bold => &self.bold,
        }
    }
}

impl Stakes {
    /// The dice of these stakes, their endings told by [`Stakes::ending`].
    pub fn dice(&self) -> Dice<impl FnMut(u8, Option<u8>) -> Figures + '_> {
        Dice::new(self.target, self.aim, |luck, failed| {
            self.ending(luck, failed)
        })
    }

    /// The odds of these stakes, bought with no Cups.
    pub fn odds(&self) -> Odds {
        Odds::of(self, (0, 0), false, &mut self.dice())
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    use super::super::after::AfterOp;

    /// The Magician's check: a roll of Evocation, +1 after a pass, −2 after a failure.
    pub(crate) fn magician(evocation: u8) -> Stakes {
        Stakes {
            after_pass: After::NOTHING
                .then(AfterOp::Adjust(Attr::Evocation, 1))
                .expect("room"),
            after_fail: After::NOTHING
                .then(AfterOp::Adjust(Attr::Evocation, -2))
                .expect("room"),
            ..Stakes::plain(
                CheckKind::Roll,
                Attr::Evocation,
                evocation,
                Attributes([3, 3, 3, 3, 3, evocation]),
            )
        }
    }

    #[test]
    fn a_roll_costs_nothing_of_its_own_but_the_card_may_kill() {
        let two = magician(2);
        assert_eq!(two.ending(3, Some(6)), Figures::DEATH);
        let four = magician(4);
        let failed = four.ending(3, Some(6));
        assert_eq!(failed.pass, 0.0);
        assert_eq!(failed.change[Attr::Evocation.index()], -2.0);
        let passed = four.ending(3, None);
        assert_eq!(passed.pass, 1.0);
        assert_eq!(passed.change[Attr::Evocation.index()], 1.0);
        // At 6, a pass has no room to grow.
        assert_eq!(magician(6).ending(3, None).change, [0.0; 6]);
    }

    #[test]
    fn a_check_of_luck_takes_its_damage_from_the_luck_left() {
        let stakes = Stakes::plain(
            CheckKind::Check,
            Attr::Luck,
            1,
            Attributes([3, 3, 4, 3, 3, 3]),
        );
        // Failing by 2 at Luck 4 leaves 2; at Luck 2 it kills.
        assert_eq!(stakes.ending(4, Some(3)).change[Attr::Luck.index()], -2.0);
        assert_eq!(stakes.ending(2, Some(3)), Figures::DEATH);
        // The change is counted from the Luck the check ended with.
        assert_eq!(stakes.ending(2, None), Figures::PASS);
    }

    fn might(skill: u8, luck: u8, target: u8) -> Stakes {
        Stakes::plain(
            CheckKind::Check,
            Attr::Might,
            target,
            Attributes([skill, 3, luck, 3, 3, 3]),
        )
    }

    #[test]
    fn odds_on_one_die_are_plain_fractions() {
        let o = might(3, 1, 3).odds();
        assert!((o.one_die.pass - 0.5).abs() < 1e-12);
        // Fails on 4, 5, 6 for 1, 2, 3 damage; the 6 kills, so 1 and 2 are lost while living.
        assert!((o.one_die.points_lost() - 0.5).abs() < 1e-12);
        // Skill 3 dies on the 6 only.
        assert!((o.one_die.death - 1.0 / 6.0).abs() < 1e-12);
    }

    #[test]
    fn the_last_reroll_at_luck_1_counts_and_passes_on_a_1() {
        // Might 3 against 3 with Luck 1: the 6 kills if accepted; re-rolled, it passes on a 1
        // and the last Luck goes on any other face. Both lines re-roll the 6 only: careful
        // because 5/6 < 1, bold because 1/6 > 0; the 4 and the 5 are accepted by the careful
        // line (no death) and re-rolled by the bold one.
        let o = might(3, 1, 3).odds();
        let careful_death = 1.0 / 6.0 * 5.0 / 6.0;
        assert!((o.careful.death - careful_death).abs() < 1e-12);
        assert!((o.careful.pass - (0.5 + 1.0 / 36.0)).abs() < 1e-12);
        assert!((o.bold.pass - (0.5 + 3.0 / 36.0)).abs() < 1e-12);
        assert!((o.bold.death - 15.0 / 36.0).abs() < 1e-12);
    }

    #[test]
    fn bold_rerolls_every_failure_to_the_last_luck() {
        // Might 6 against 2 never dies of its damage: the bold line re-rolls every failure,
        // the last one at Luck 1 passing on a 1 only.
        for luck in 1..=6u8 {
            let o = might(6, luck, 2).odds();
            let mut after = 1.0 / 6.0;
            for _ in 2..=luck {
                after = 2.0 / 6.0 + 4.0 / 6.0 * after;
            }
            let expected = 2.0 / 6.0 + 4.0 / 6.0 * after;
            assert!((o.bold.pass - expected).abs() < 1e-12, "luck {luck}");
        }
    }

    #[test]
    fn a_roll_does_no_damage() {
        let o = Stakes {
            kind: CheckKind::Roll,
            ..might(1, 3, 1)
        }
        .odds();
        assert_eq!(o.one_die.points_lost(), 0.0);
        assert_eq!(o.one_die.death, 0.0);
    }

    #[test]
    fn minimum_damage_makes_a_six_against_six_hurt() {
        let base = might(6, 1, 6);
        assert_eq!(base.odds().one_die.points_lost(), 0.0);
        let hard = Stakes {
            min_damage: 1,
            ..base
        };
        assert!((hard.odds().one_die.points_lost() - 1.0 / 6.0).abs() < 1e-12);
    }
}
