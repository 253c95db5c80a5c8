//! What a check puts at stake, in a few small integers: the attribute used, its target, the
//! six values when the die is rolled, whether a failure does damage, and what the card does to
//! the attributes right after a pass or a failure (The Magician's +1 and −2, Strength's −2,
//! The Hanged Man's +2, the Wheel's turn, Justice after a failed skip). From these alone,
//! [`Stakes::ending`] says how a check that ends at a given Luck, passed or failed on a given
//! die, leaves the adventurer: the careful and bold lines ([`crate::tarot::lines`]) are sums of
//! such endings.
//!
//! The delve derives the stakes of its pending check ([`crate::tarot::delve::Delve::check_stakes`]);
//! when what follows a check cannot be told from the attributes alone (the deck about to run
//! out, a card already seen on top), it plays the endings out on a copy instead.

use serde::Serialize;

use super::attributes::{Attr, Attributes, MAX_SKILL};
use super::check::{CheckKind, failure_damage, passes};
use super::lines::{Aim, Dice, Figures, Line};

/// One thing a card does to the attributes right after a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AfterOp {
    /// One attribute moves by this much (kept in 0..=6; 0 is death).
    Adjust(Attr, i8),
    /// Every attribute moves by this much.
    AdjustAll(i8),
    /// The six values rotate one place left (Might's value to Evocation).
    RotateLeft,
}

/// What a card does to the attributes after a check, in order, up to its next question: at
/// most [`After::MOST`] steps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct After {
    ops: [Option<AfterOp>; After::MOST],
}

impl After {
    /// The most steps kept (no card has more than two after a check).
    pub const MOST: usize = 4;

    /// Nothing happens to the attributes.
    pub const NOTHING: After = After {
        ops: [None; After::MOST],
    };

    /// Adds a step; `None` when there is no room left.
    pub fn then(mut self, op: AfterOp) -> Option<After> {
        let free = self.ops.iter_mut().find(|o| o.is_none())?;
        *free = Some(op);
        Some(self)
    }

    /// The steps, in order.
    pub fn ops(&self) -> impl Iterator<Item = AfterOp> + '_ {
        self.ops.iter().map_while(|o| *o)
    }

    /// Plays the steps on `attrs`; `false` when an attribute reaches 0 (death).
    fn apply(&self, attrs: &mut Attributes) -> bool {
        for op in self.ops() {
            match op {
                AfterOp::Adjust(attr, by) => {
                    attrs.set(attr, shifted(attrs.get(attr), by));
                    if attrs.get(attr) == 0 {
                        return false;
                    }
                }
                AfterOp::AdjustAll(by) => {
                    for attr in Attr::ALL {
                        attrs.set(attr, shifted(attrs.get(attr), by));
                    }
                    if attrs.any_zero() {
                        return false;
                    }
                }
                AfterOp::RotateLeft => attrs.0.rotate_left(1),
            }
        }
        true
    }
}

/// A value moved by `by`, kept in 0..=6.
fn shifted(value: u8, by: i8) -> u8 {
    (i16::from(value) + i16::from(by)).clamp(0, i16::from(MAX_SKILL)) as u8
}

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

/// A line's figures in brief: what the automatic players weigh, in single precision (they
/// rank ways by them; the figures shown keep the full [`Figures`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Brief {
    /// The chance to pass.
    pub pass: f32,
    /// The chance of death.
    pub death: f32,
    /// The points lost on average over the outcomes the adventurer lives through.
    pub points_lost: f32,
}

impl From<Figures> for Brief {
    fn from(figures: Figures) -> Brief {
        Brief {
            pass: figures.pass as f32,
            death: figures.death as f32,
            points_lost: figures.points_lost() as f32,
        }
    }
}

/// A check's figures as the automatic players weigh them, worked out once for its stakes:
/// the first die's under careful play and on one die, and where each line re-rolls. The
/// players ask at every check, so each thread keeps the figures of the stakes it met last
/// ([`Worked::SLOTS`] places, by the stakes' key).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Worked {
    /// One die, any failure accepted.
    pub one_die: Brief,
    /// Re-rolls played the careful way.
    pub careful: Brief,
    /// For the careful and the bold line, and each Luck 0..=6, the failed dice the line
    /// re-rolls (bit `roll`).
    rerolls: [[u8; 7]; 2],
}

impl Worked {
    /// How many stakes' figures a thread keeps (a power of two).
    pub const SLOTS: usize = 16_384;

    /// Works the figures out from the check's `dice`, at the stakes' Luck and target.
    pub fn of<F: FnMut(u8, Option<u8>) -> Figures>(stakes: &Stakes, dice: &mut Dice<F>) -> Worked {
        let luck = stakes.luck();
        let mut rerolls = [[0u8; 7]; 2];
        for (index, line) in Line::BOTH.into_iter().enumerate() {
            for left in 1..=luck.min(6) {
                for roll in 2..=6u8 {
                    if !passes(roll, stakes.target) && dice.rerolls(left, roll, line) {
                        rerolls[index][usize::from(left)] |= 1 << roll;
                    }
                }
            }
        }
        Worked {
            one_die: dice.first(luck, None).into(),
            careful: dice.first(luck, Some(Line::Careful)).into(),
            rerolls,
        }
    }

    /// Whether `line` re-rolls the failed die `roll` with `luck` left.
    pub fn rerolls(&self, line: Line, luck: u8, roll: u8) -> bool {
        let index = usize::from(line == Line::Bold);
        self.rerolls[index][usize::from(luck.min(6))] & (1 << roll.min(7)) != 0
    }
}

thread_local! {
    /// The figures worked out last on this thread, each in the place its key picks (the key
    /// in two halves, so that a place takes 56 bytes and the table fits a core's cache).
    static WORKED: std::cell::RefCell<Vec<([u64; 2], Worked)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// How many places [`PLAIN`] has: kind (2) × aim (2) × attribute (6) × skill (7) × Luck (7) ×
/// target (8) × least damage (2).
const PLAIN_PLACES: usize = 2 * 2 * 6 * 7 * 7 * 8 * 2;

thread_local! {
    /// The figures of plain stakes met on this thread, each in its own place (see
    /// `Stakes::plain_place`): no key to build or compare, nothing pushed out.
    static PLAIN: std::cell::RefCell<Vec<Option<Worked>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl AfterOp {
    /// The step in 10 bits (never 0).
    fn bits(self) -> u128 {
        let (tag, attr, by) = match self {
            AfterOp::Adjust(attr, by) => (1, attr.index(), by),
            AfterOp::AdjustAll(by) => (2, 0, by),
            AfterOp::RotateLeft => (3, 0, 0),
        };
        let by = (i16::from(by) + 16).clamp(0, 31) as u128;
        tag | (attr as u128) << 2 | by << 5
    }
}

impl Stakes {
    /// The steps of `after` the players weigh: all but a rotation that ends them (it kills no
    /// one, and its changes add up to nothing).
    fn weighed(after: &After) -> &[Option<AfterOp>] {
        let count = after.ops.iter().take_while(|o| o.is_some()).count();
        match after.ops[..count].last() {
            Some(Some(AfterOp::RotateLeft)) => &after.ops[..count - 1],
            _ => &after.ops[..count],
        }
    }

    /// The attributes the check reads or changes, once the steps not weighed are left out (a
    /// bit per attribute).
    fn read(&self) -> u8 {
        let mut read = 1 << self.attr.index() | 1 << Attr::Luck.index();
        let ops = Stakes::weighed(&self.after_pass)
            .iter()
            .chain(Stakes::weighed(&self.after_fail));
        for op in ops.flatten() {
            read |= match op {
                AfterOp::Adjust(attr, _) => 1 << attr.index(),
                AfterOp::AdjustAll(_) | AfterOp::RotateLeft => 0x3f,
            };
        }
        read
    }

    /// The stakes as the players weigh them, in one number: every field in the few bits it
    /// needs, the steps not weighed left out and every attribute the check cannot read or
    /// change taken as 6. Stakes with the same key have the same [`Worked`] figures.
    fn weighed_key(&self) -> u128 {
        let mut key = u128::from(self.kind == CheckKind::Roll)
            | u128::from(self.aim == Aim::Failure) << 1
            | (self.attr.index() as u128) << 2
            | u128::from(self.target.min(7)) << 5
            | u128::from(self.min_damage.min(3)) << 8;
        let read = self.read();
        for (i, value) in self.attrs.0.iter().enumerate() {
            let value = if read & 1 << i != 0 {
                *value
            } else {
                MAX_SKILL
            };
            key |= u128::from(value.min(7)) << (10 + 3 * i);
        }
        for (base, after) in [(0, &self.after_pass), (4, &self.after_fail)] {
            for (j, op) in Stakes::weighed(after).iter().flatten().enumerate() {
                key |= op.bits() << (28 + 10 * (base + j));
            }
        }
        key
    }

    /// The stakes the key stands for: the steps not weighed left out, the attributes not read
    /// set to 6.
    fn canonical(&self) -> Stakes {
        let steps = |after: &After| {
            let mut kept = After::NOTHING;
            for (slot, op) in kept.ops.iter_mut().zip(Stakes::weighed(after)) {
                *slot = *op;
            }
            kept
        };
        let mut canonical = Stakes {
            after_pass: steps(&self.after_pass),
            after_fail: steps(&self.after_fail),
            ..*self
        };
        let read = self.read();
        for attr in Attr::ALL {
            if read & 1 << attr.index() == 0 {
                canonical.attrs.set(attr, MAX_SKILL);
            }
        }
        canonical
    }

    /// Where plain stakes (the card does nothing to the attributes after the check that the
    /// players weigh: every court card, most skips) keep their figures in [`PLAIN`]: a place
    /// for each kind, aim, attribute, skill, Luck, target and least damage. `None` for other
    /// stakes (they go by their whole key).
    fn plain_place(&self) -> Option<usize> {
        let plain = Stakes::weighed(&self.after_pass).is_empty()
            && Stakes::weighed(&self.after_fail).is_empty();
        let (skill, luck) = (self.attrs.get(self.attr), self.luck());
        if !plain || skill > MAX_SKILL || luck > MAX_SKILL || self.target > 7 || self.min_damage > 1
        {
            return None;
        }
        let mut place = usize::from(self.kind == CheckKind::Roll);
        place = place * 2 + usize::from(self.aim == Aim::Failure);
        place = place * 6 + self.attr.index();
        place = place * 7 + usize::from(skill);
        place = place * 7 + usize::from(luck);
        place = place * 8 + usize::from(self.target);
        Some(place * 2 + usize::from(self.min_damage))
    }

    /// The figures of these stakes as the automatic players weigh them, worked out once
    /// while the thread keeps them.
    pub fn worked(&self) -> Worked {
        if let Some(place) = self.plain_place() {
            return PLAIN.with(|kept| {
                let mut kept = kept.borrow_mut();
                if kept.is_empty() {
                    kept.resize(PLAIN_PLACES, None);
                }
                *kept[place].get_or_insert_with(|| {
                    let canonical = self.canonical();
                    Worked::of(&canonical, &mut canonical.dice())
                })
            });
        }
        let key = self.weighed_key();
        // A key needs 108 bits: the place comes from all of them, mixed.
        let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (mixed >> 50) as usize & (Worked::SLOTS - 1);
        let halves = [key as u64, (key >> 64) as u64];
        WORKED.with(|kept| {
            let mut kept = kept.borrow_mut();
            if kept.is_empty() {
                kept.resize(Worked::SLOTS, ([u64::MAX; 2], Worked::default()));
            }
            let (known, worked) = kept[slot];
            if known == halves {
                return worked;
            }
            let canonical = self.canonical();
            let worked = Worked::of(&canonical, &mut canonical.dice());
            kept[slot] = (halves, worked);
            worked
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn magician(evocation: u8) -> Stakes {
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

    #[test]
    fn the_worked_figures_are_the_dice_and_shared_by_stakes_that_read_the_same() {
        for luck in 1..=6u8 {
            for target in 1..=6u8 {
                for skill in 1..=6u8 {
                    let mut stakes = magician(skill);
                    stakes.target = target;
                    stakes.attrs.set(Attr::Luck, luck);
                    let worked = stakes.worked();
                    let mut dice = stakes.dice();
                    assert_eq!(worked.careful, dice.first(luck, Some(Line::Careful)).into());
                    assert_eq!(worked.one_die, dice.first(luck, None).into());
                    for left in 1..=luck {
                        for roll in (target + 1).max(2)..=6 {
                            for line in Line::BOTH {
                                assert_eq!(
                                    worked.rerolls(line, left, roll),
                                    dice.rerolls(left, roll, line),
                                    "luck {left}, roll {roll}, target {target}"
                                );
                            }
                        }
                    }
                    // Might is neither read nor changed: its value makes no difference.
                    let mut other = stakes;
                    other.attrs.set(Attr::Might, 1);
                    assert_eq!(other.weighed_key(), stakes.weighed_key());
                    assert_eq!(other.odds(), stakes.odds());
                    // Evocation is changed by the card: it does.
                    let mut evocation = stakes;
                    evocation.attr = Attr::Luck;
                    let mut lower = evocation;
                    lower
                        .attrs
                        .set(Attr::Evocation, if skill == 1 { 2 } else { 1 });
                    assert_ne!(lower.weighed_key(), evocation.weighed_key());
                }
            }
        }
    }

    #[test]
    fn plain_stakes_keep_the_figures_worked_out_from_their_dice_in_their_own_place() {
        // Every plain check and roll (no card step after it), each attribute, skill, Luck,
        // target and least damage: the kept figures are the dice's, read twice.
        let mut places = std::collections::HashSet::new();
        for kind in [CheckKind::Check, CheckKind::Roll] {
            for aim in [Aim::Pass, Aim::Failure] {
                for attr in Attr::ALL {
                    for (skill, luck, target, min_damage) in (1..=6u8).flat_map(|skill| {
                        (1..=6u8).flat_map(move |luck| {
                            (1..=6u8).flat_map(move |t| (0..=1u8).map(move |m| (skill, luck, t, m)))
                        })
                    }) {
                        if attr == Attr::Luck && luck != skill {
                            // A check of Luck reads one value.
                            continue;
                        }
                        let mut attrs = Attributes([2, 3, 4, 5, 6, 1]);
                        attrs.set(Attr::Luck, luck);
                        attrs.set(attr, skill);
                        let stakes = Stakes {
                            min_damage,
                            aim,
                            ..Stakes::plain(kind, attr, target, attrs)
                        };
                        let place = stakes.plain_place().expect("plain stakes have a place");
                        assert!(places.insert(place), "{stakes:?} shares its place");
                        let expected = Worked::of(&stakes, &mut stakes.dice());
                        assert_eq!(stakes.worked(), expected, "{stakes:?}");
                        assert_eq!(stakes.worked(), expected, "{stakes:?}, read again");
                    }
                }
            }
        }
        // A card step after the check: not plain.
        assert_eq!(magician(3).plain_place(), None);
    }

    #[test]
    fn a_rotation_that_ends_the_card_weighs_nothing_for_the_players() {
        let wheel = Stakes {
            after_fail: After::NOTHING.then(AfterOp::RotateLeft).expect("room"),
            ..Stakes::plain(
                CheckKind::Check,
                Attr::Intelligence,
                2,
                Attributes([1, 5, 3, 4, 6, 2]),
            )
        };
        let mut other = wheel;
        other.attrs.set(Attr::Might, 4);
        assert_eq!(wheel.weighed_key(), other.weighed_key());
        assert_eq!(wheel.canonical().weighed_key(), wheel.weighed_key());
        // The figures the players weigh are those of the full stakes.
        let full = wheel.odds();
        let worked = wheel.worked();
        assert_eq!(worked.careful, Brief::from(full.careful));
        assert_eq!(worked.one_die, Brief::from(full.one_die));
        // Yet the full figures do move with the rotation, attribute by attribute.
        assert_ne!(full.one_die.change, [0.0; 6]);
    }

    #[test]
    fn after_keeps_its_steps_in_order_and_refuses_a_fifth() {
        let mut after = After::NOTHING;
        for by in 1..=4 {
            after = after.then(AfterOp::AdjustAll(by)).expect("room");
        }
        assert!(after.then(AfterOp::RotateLeft).is_none());
        let bys: Vec<i8> = after
            .ops()
            .map(|op| match op {
                AfterOp::AdjustAll(by) => by,
                _ => 0,
            })
            .collect();
        assert_eq!(bys, [1, 2, 3, 4]);
    }
}
