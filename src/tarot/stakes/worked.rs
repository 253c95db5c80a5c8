//! A check's figures as the automatic players weigh them ([`Worked`], each line's in
//! [`Brief`]), worked out once for its stakes and kept per thread: plain stakes in a place of
//! their own, the others by a key of what they read (`Stakes::worked`).

use crate::tarot::attributes::{Attr, MAX_SKILL};
use crate::tarot::check::{CheckKind, passes};
use crate::tarot::lines::{Aim, Dice, Figures, Line};

use super::after::{After, AfterOp};
use super::stake::Stakes;

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

    use crate::tarot::attributes::Attributes;

    use super::super::stake::tests::magician;

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
}
