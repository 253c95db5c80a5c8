//! What a card does to the attributes right after a check ([`After`]): its steps in order,
//! played on the values (see `Stakes::ending`), and each step in a few bits for the players'
//! key (see `Stakes::worked`).

use crate::tarot::attributes::{Attr, Attributes, MAX_SKILL};

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
    pub(super) ops: [Option<AfterOp>; After::MOST],
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
    pub(super) fn apply(&self, attrs: &mut Attributes) -> bool {
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

impl AfterOp {
    /// The step in 10 bits (never 0).
    pub(super) fn bits(self) -> u128 {
        let (tag, attr, by) = match self {
            AfterOp::Adjust(attr, by) => (1, attr.index(), by),
            AfterOp::AdjustAll(by) => (2, 0, by),
            AfterOp::RotateLeft => (3, 0, 0),
        };
        let by = (i16::from(by) + 16).clamp(0, 31) as u128;
        tag | (attr as u128) << 2 | by << 5
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
