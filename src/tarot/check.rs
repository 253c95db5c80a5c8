//! Checks and rolls: targets, damage, Cups costs, Luck re-rolls, and the exact odds of each.
//!
//! A *check* costs the skill `roll − target` on failure; a *roll* is part of an event and does
//! no damage of its own. Both pass when the die shows at most the target and not a 6.

use serde::{Deserialize, Serialize};

use super::attributes::{Attr, MAX_SKILL};

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

/// Exact odds of one way to take a check: an attribute and a number of Cups boosts.
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
    /// Chance of passing on one die.
    pub pass: f64,
    /// Chance of passing when re-rolling every failure while Luck stays at 1 or more.
    pub pass_with_rerolls: f64,
    /// Expected damage to the attribute (0 for a roll), without re-rolls.
    pub expected_damage: f64,
    /// Expected damage to the attribute with re-rolls as above.
    pub expected_damage_with_rerolls: f64,
    /// Expected Luck spent on those re-rolls.
    pub expected_luck_spent: f64,
    /// Chance that the check's damage kills (an attribute reaches 0), without re-rolls.
    pub death: f64,
    /// Chance of death with re-rolls as above.
    pub death_with_rerolls: f64,
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

/// Distribution summary of one check's resolution.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Summary {
    pass: f64,
    damage: f64,
    luck_spent: f64,
    death: f64,
}

/// Exact odds of taking a check with `boosts` Cups boosts, on a d6, with and without the
/// re-roll rule (a re-roll replaces a failed die and costs 1 Luck unless it shows 1; the
/// re-rolling player here keeps at least 1 Luck, so re-rolls never kill by their cost).
pub fn odds(attr: Attr, boosts: u8, input: OddsInput) -> Odds {
    let target = target(input.skill, boosts, input.difficulty);
    let plain = resolve(input, target, input.luck, false);
    let rerolled = resolve(input, target, input.luck, true);
    Odds {
        attr,
        boosts,
        cups_cost: cups_cost(input.skill, boosts),
        target,
        pass: plain.pass,
        pass_with_rerolls: rerolled.pass,
        expected_damage: plain.damage,
        expected_damage_with_rerolls: rerolled.damage,
        expected_luck_spent: rerolled.luck_spent,
        death: plain.death,
        death_with_rerolls: rerolled.death,
    }
}

/// Averages the six faces of the first die. After a failure with at least 2 Luck, the
/// re-rolling player rolls again: a 1 passes for free, another face costs 1 Luck first. What
/// follows a paid re-roll does not depend on the failed face, so it is computed once per
/// Luck value, from the bottom up.
fn resolve(input: OddsInput, target: u8, luck: u8, rerolls: bool) -> Summary {
    let sixth = 1.0 / 6.0;
    let pass = Summary {
        pass: 1.0,
        ..Summary::default()
    };
    // after_reroll[l]: the outcome of re-rolling with l Luck (only for l >= 2).
    let mut after_reroll = [Summary::default(); MAX_SKILL as usize + 1];
    let top = if rerolls { luck.min(MAX_SKILL) } else { 0 };
    for l in 2..=top {
        let mut total = Summary::default();
        for roll in 1..=6u8 {
            let step = if roll == 1 {
                pass
            } else {
                let next = if passes(roll, target) {
                    pass
                } else if l > 2 {
                    after_reroll[l as usize - 1]
                } else {
                    failure(input, target, l - 1, roll)
                };
                Summary {
                    luck_spent: next.luck_spent + 1.0,
                    ..next
                }
            };
            total = add(total, step, sixth);
        }
        after_reroll[l as usize] = total;
    }
    (1..=6u8).fold(Summary::default(), |total, roll| {
        let step = if passes(roll, target) {
            pass
        } else if rerolls && luck >= 2 {
            after_reroll[luck.min(MAX_SKILL) as usize]
        } else {
            failure(input, target, luck, roll)
        };
        add(total, step, sixth)
    })
}

/// A final failure with die `roll`: damage for a check, and whether it kills.
fn failure(input: OddsInput, target: u8, luck: u8, roll: u8) -> Summary {
    if input.kind == CheckKind::Roll {
        return Summary::default();
    }
    let damage = failure_damage(roll, target, input.min_damage);
    let value = if input.attr_is_luck {
        luck
    } else {
        input.skill
    };
    Summary {
        pass: 0.0,
        damage: damage as f64,
        luck_spent: 0.0,
        death: if damage >= value { 1.0 } else { 0.0 },
    }
}

fn add(total: Summary, step: Summary, weight: f64) -> Summary {
    Summary {
        pass: total.pass + weight * step.pass,
        damage: total.damage + weight * step.damage,
        luck_spent: total.luck_spent + weight * step.luck_spent,
        death: total.death + weight * step.death,
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
    fn odds_without_rerolls_are_plain_fractions() {
        let o = odds(Attr::Might, 0, input(3, 1, 0));
        assert!((o.pass - 0.5).abs() < 1e-12);
        // Fails on 4, 5, 6 for 1, 2, 3 damage.
        assert!((o.expected_damage - 1.0).abs() < 1e-12);
        // Skill 3 dies on the 6 only.
        assert!((o.death - 1.0 / 6.0).abs() < 1e-12);
        // Luck 1: no safe re-roll.
        assert_eq!(o.pass, o.pass_with_rerolls);
    }

    #[test]
    fn rerolls_follow_one_minus_failure_to_the_luck() {
        // With Luck L a player may fail L times in all (first roll + L−1 paid re-rolls).
        for luck in 1..=6 {
            let o = odds(Attr::Might, 0, input(2, luck, 0));
            let p: f64 = 2.0 / 6.0;
            let expected = 1.0 - (1.0 - p).powi(luck as i32);
            assert!(
                (o.pass_with_rerolls - expected).abs() < 1e-12,
                "luck {luck}"
            );
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
        assert_eq!(o.expected_damage, 0.0);
        assert_eq!(o.death, 0.0);
    }

    #[test]
    fn minimum_damage_makes_a_six_against_six_hurt() {
        let base = input(6, 1, 0);
        assert_eq!(odds(Attr::Might, 0, base).expected_damage, 0.0);
        let hard = OddsInput {
            min_damage: 1,
            ..base
        };
        assert!((odds(Attr::Might, 0, hard).expected_damage - 1.0 / 6.0).abs() < 1e-12);
    }
}
