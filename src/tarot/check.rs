//! Checks and rolls: targets, what passes, damage and Cups costs. The odds of a check under
//! the careful and bold lines of Luck re-rolls are [`crate::tarot::stakes`]'s.
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
