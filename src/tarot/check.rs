//! Checks and rolls: targets, damage, Cups costs, Luck re-rolls, and the exact odds of each.
//!
//! A *check* costs the skill `roll − target` on failure; a *roll* is part of an event and does
//! no damage of its own. Both pass when the die shows at most the target and not a 6.

use serde::{Deserialize, Serialize};

use super::attributes::{Attr, MAX_SKILL};
use super::lines::{Aim, Figures, Line};

/// Whether a failure does damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckKind {
    /// A check: a failure costs the skill the amount it failed by.
    Check,
    /// A roll: part of an event, no damage beyond what the card says.
    Roll,
}

/// A set of attributes, as a bit mask over [`Attr::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttrSet(pub u8);

impl AttrSet {
    /// The set of the given attributes.
    pub fn of(attrs: &[Attr]) -> AttrSet {
        AttrSet(attrs.iter().fold(0, |bits, a| bits | 1 << a.index()))
    }

    /// Adds an attribute.
    pub fn with(self, attr: Attr) -> AttrSet {
        AttrSet(self.0 | 1 << attr.index())
    }

    /// Whether it holds the attribute.
    pub fn contains(self, attr: Attr) -> bool {
        self.0 & (1 << attr.index()) != 0
    }

    /// The attributes, in the standard order.
    pub fn iter(self) -> impl Iterator<Item = Attr> {
        Attr::ALL.into_iter().filter(move |a| self.contains(*a))
    }

    /// How many attributes it holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Serialize for AttrSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for AttrSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<AttrSet, D::Error> {
        let attrs = Vec::<Attr>::deserialize(deserializer)?;
        Ok(AttrSet::of(&attrs))
    }
}

/// The target number: skill plus boosts minus difficulty, kept in 1..=6.
pub fn target(skill: u8, boosts: u8, difficulty: u8) -> u8 {
    (skill as i16 + boosts as i16 - difficulty as i16).clamp(1, 6) as u8
}

/// Whether a die passes against a target: at most the target, and never a 6.
pub fn passes(roll: u8, target: u8) -> bool {
    roll <= target && roll != 6
}

/// The damage of a failed check: the amount it failed by, at least `min_damage`.
pub fn failure_damage(roll: u8, target: u8, min_damage: u8) -> u8 {
    roll.saturating_sub(target).max(min_damage)
}

/// Cups cards needed to boost a skill of `skill` by `boosts` (+1 costs the current value, the
/// next +1 one more, and so on).
pub fn cups_cost(skill: u8, boosts: u8) -> u32 {
    (0..boosts as u32).map(|i| skill as u32 + i).sum()
}

/// The most boosts `cups` Cups cards can buy for a skill, without taking it above 6.
pub fn max_boosts(skill: u8, cups: usize) -> u8 {
    let mut boosts = 0;
    while skill + boosts < MAX_SKILL && cups_cost(skill, boosts + 1) as usize <= cups {
        boosts += 1;
    }
    boosts
}

/// The chance of passing a single die against a target.
pub fn pass_chance(target: u8) -> f64 {
    target.min(5) as f64 / 6.0
}

/// Exact odds of one way to take a check: an attribute and a number of Cups boosts, on one die
/// (accepting any failure) and under the careful and the bold line of re-rolls.
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
    /// The figures under a line.
    pub fn line(&self, line: Line) -> &Figures {
        match line {
            Line::Careful => &self.careful,
            Line::Bold => &self.bold,
        }
    }
}

/// What the odds are computed for: the state of the adventurer and the rule details.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OddsInput {
    /// Check or roll.
    pub kind: CheckKind,
    /// Current value of the attribute used.
    pub skill: u8,
    /// Current Luck.
    pub luck: u8,
    /// Whether the attribute used is Luck itself.
    pub attr_is_luck: bool,
    /// The event's difficulty.
    pub difficulty: u8,
    /// The least damage of a failure.
    pub min_damage: u8,
}

/// Exact odds of taking a check with `boosts` Cups boosts, on a d6: on one die, and under each
/// line of re-rolls (a re-roll replaces a failed die and costs 1 Luck unless it shows 1; Luck
/// reaching 0 that way is death, so the last re-roll at Luck 1 passes only on a 1). The target
/// is fixed when the check begins. Only the dice are counted here: what a card does after the
/// check is the outlook's ([`crate::tarot::outlook`]).
pub fn odds(attr: Attr, boosts: u8, input: OddsInput) -> Odds {
    let target = target(input.skill, boosts, input.difficulty);
    let dice = Dice {
        input,
        attr,
        target,
    };
    Odds {
        attr,
        boosts,
        cups_cost: cups_cost(input.skill, boosts),
        target,
        one_die: dice.first(None),
        careful: dice.first(Some(Line::Careful)),
        bold: dice.first(Some(Line::Bold)),
    }
}

/// One check's dice: the recursion over Luck (and the skill, when the skill is Luck).
struct Dice {
    input: OddsInput,
    attr: Attr,
    target: u8,
}

impl Dice {
    /// The first die, then the line's choices (`None`: every failure accepted). What follows
    /// a re-roll depends only on the Luck left, so it is worked out once per Luck value, from
    /// the bottom up.
    fn first(&self, line: Option<Line>) -> Figures {
        let mut rerolls = [Figures::default(); MAX_SKILL as usize + 1];
        if let Some(line) = line {
            for luck in 1..=self.input.luck.min(MAX_SKILL) {
                rerolls[luck as usize] = self.reroll(luck, line, &rerolls);
            }
        }
        let mut total = Figures::default();
        for roll in 1..=6u8 {
            let step = if passes(roll, self.target) {
                Figures::PASS
            } else {
                self.failed(self.input.luck, roll, line, &rerolls)
            };
            total.add(&step, 1.0 / 6.0);
        }
        total
    }

    /// At a failed die `roll` with `luck` left: the line's choice of re-rolling (whose value
    /// with each Luck is in `rerolls`) or accepting.
    fn failed(&self, luck: u8, roll: u8, line: Option<Line>, rerolls: &[Figures]) -> Figures {
        let accept = self.accepted(luck, roll);
        match line {
            Some(line) if luck >= 1 => {
                let reroll = rerolls[luck.min(MAX_SKILL) as usize];
                if line.prefers(Aim::Pass, &reroll, &accept) {
                    reroll
                } else {
                    accept
                }
            }
            _ => accept,
        }
    }

    /// A re-roll with `luck`: a 1 passes for free; another face costs 1 Luck first (the last
    /// one kills), then passes or fails again (`rerolls` holds the values with less Luck).
    fn reroll(&self, luck: u8, line: Line, rerolls: &[Figures]) -> Figures {
        let mut total = Figures::default();
        for roll in 1..=6u8 {
            let step = if roll == 1 {
                Figures::PASS
            } else if luck <= 1 {
                Figures::DEATH
            } else if passes(roll, self.target) {
                Figures::PASS.paying(Attr::Luck)
            } else {
                self.failed(luck - 1, roll, Some(line), rerolls)
                    .paying(Attr::Luck)
            };
            total.add(&step, 1.0 / 6.0);
        }
        total
    }

    /// A failure accepted with `luck` left: a check's damage (death when it reaches the
    /// skill's value); a roll costs nothing of its own.
    fn accepted(&self, luck: u8, roll: u8) -> Figures {
        if self.input.kind == CheckKind::Roll {
            return Figures::default();
        }
        let damage = failure_damage(roll, self.target, self.input.min_damage);
        let value = if self.input.attr_is_luck {
            luck
        } else {
            self.input.skill
        };
        if damage >= value {
            return Figures::DEATH;
        }
        let mut change = [0.0; 6];
        change[self.attr.index()] = -f64::from(damage);
        Figures {
            pass: 0.0,
            death: 0.0,
            change,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(skill: u8, luck: u8, difficulty: u8) -> OddsInput {
        OddsInput {
            kind: CheckKind::Check,
            skill,
            luck,
            attr_is_luck: false,
            difficulty,
            min_damage: 0,
        }
    }

    #[test]
    fn targets_clamp_to_one_and_six() {
        assert_eq!(target(2, 0, 4), 1);
        assert_eq!(target(5, 3, 0), 6);
        assert_eq!(target(4, 1, 2), 3);
    }

    #[test]
    fn a_six_always_fails() {
        assert!(!passes(6, 6));
        assert!(passes(5, 6));
        assert!(passes(1, 1));
        assert!(!passes(2, 1));
    }

    #[test]
    fn cups_cost_grows_with_the_skill() {
        assert_eq!(cups_cost(2, 1), 2);
        assert_eq!(cups_cost(2, 2), 5);
        assert_eq!(max_boosts(2, 4), 1);
        assert_eq!(max_boosts(2, 5), 2);
        assert_eq!(max_boosts(5, 99), 1);
        assert_eq!(max_boosts(6, 99), 0);
    }

    #[test]
    fn odds_on_one_die_are_plain_fractions() {
        let o = odds(Attr::Might, 0, input(3, 1, 0));
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
        let o = odds(Attr::Might, 0, input(3, 1, 0));
        let careful_death = 1.0 / 6.0 * 5.0 / 6.0;
        assert!((o.careful.death - careful_death).abs() < 1e-12);
        assert!((o.careful.pass - (0.5 + 1.0 / 36.0)).abs() < 1e-12);
        assert!((o.bold.pass - (0.5 + 3.0 / 36.0)).abs() < 1e-12);
        assert!((o.bold.death - 15.0 / 36.0).abs() < 1e-12);
    }

    #[test]
    fn bold_rerolls_every_failure_to_the_last_luck() {
        // Might 6 against 2 (target 2) never dies of its damage: the bold line re-rolls every
        // failure, the last one at Luck 1 passing on a 1 only.
        for luck in 1..=6u8 {
            let o = odds(Attr::Might, 0, input(6, luck, 4));
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
        let o = odds(
            Attr::Evocation,
            0,
            OddsInput {
                kind: CheckKind::Roll,
                ..input(1, 3, 0)
            },
        );
        assert_eq!(o.one_die.points_lost(), 0.0);
        assert_eq!(o.one_die.death, 0.0);
    }

    #[test]
    fn minimum_damage_makes_a_six_against_six_hurt() {
        let base = input(6, 1, 0);
        assert_eq!(odds(Attr::Might, 0, base).one_die.points_lost(), 0.0);
        let hard = OddsInput {
            min_damage: 1,
            ..base
        };
        assert!((odds(Attr::Might, 0, hard).one_die.points_lost() - 1.0 / 6.0).abs() < 1e-12);
    }
}
