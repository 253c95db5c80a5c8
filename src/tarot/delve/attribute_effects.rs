//! Effects on the attributes: `adjust` (a named attribute, the one a check used, the one the
//! player chose, or all six), choosing an attribute (The Hermit, The Devil, The Sun), the Wheel
//! of Fortune's rotation, and Justice looking back at the last check.

use crate::tarot::arcana::{AttrTarget, RotationSource};
use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::card::Card;
use crate::tarot::check::AttrSet;
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Question, Rotation};

use super::effects::Flow;
use super::ending::shifted;
use super::state::Delve;

impl Delve {
    /// Moves an attribute (or all six) by `by`, kept in 0..=6; 0 is death.
    pub(super) fn adjust(&mut self, target: AttrTarget, by: i8, ev: &mut Vec<Event>) -> Flow {
        let attr = match target {
            AttrTarget::Fixed(attr) => attr,
            AttrTarget::Used => match self.regs.used {
                Some(attr) => attr,
                None => return Flow::Next,
            },
            AttrTarget::Chosen => match self.regs.chosen {
                Some(attr) => attr,
                None => return Flow::Next,
            },
            AttrTarget::All => {
                let before = self.attrs;
                for attr in Attr::ALL {
                    let value = shifted(before.get(attr), by);
                    self.attrs.set(attr, value);
                    if value != before.get(attr) {
                        ev.push(Event::SkillChanged {
                            attr,
                            from: before.get(attr),
                            to: value,
                        });
                    }
                }
                if self.attrs.any_zero() {
                    self.die(self.death_cause(), ev);
                }
                return Flow::Next;
            }
        };
        let value = shifted(self.attrs.get(attr), by);
        self.set_attr(attr, value, ev);
        Flow::Next
    }

    /// Asks the player for an attribute the effect then uses.
    pub(super) fn choose_attribute(
        &mut self,
        card: Card,
        exclude: AttrSet,
        ev: &mut Vec<Event>,
    ) -> Flow {
        match self.input {
            Some(Answer::Attr(attr)) => {
                self.input = None;
                self.regs.chosen = Some(attr);
                ev.push(Event::AttributeChosen { card, attr });
                Flow::Next
            }
            _ => Flow::Ask(Question::ChooseAttribute { card, exclude }),
        }
    }

    /// Rotates the six values left, or the way the player chooses.
    pub(super) fn rotate(&mut self, source: RotationSource, ev: &mut Vec<Event>) -> Flow {
        let left = match source {
            RotationSource::Left => true,
            RotationSource::Choice => match self.input {
                Some(Answer::Rotate(rotation)) => {
                    self.input = None;
                    rotation == Rotation::Left
                }
                _ => return Flow::Ask(Question::Rotation),
            },
        };
        let before = self.attrs;
        let mut values = before.0;
        if left {
            values.rotate_left(1);
        } else {
            values.rotate_right(1);
        }
        self.attrs = Attributes(values);
        ev.push(Event::Rotated { left });
        for attr in Attr::ALL {
            if before.get(attr) != self.attrs.get(attr) {
                ev.push(Event::SkillChanged {
                    attr,
                    from: before.get(attr),
                    to: self.attrs.get(attr),
                });
            }
        }
        Flow::Next
    }

    /// Justice: the skill of the last check before the flip moves by `passed` or `failed`.
    pub(super) fn review_last_check(
        &mut self,
        passed: i8,
        failed: i8,
        ev: &mut Vec<Event>,
    ) -> Flow {
        if let Some((attr, was_passed)) = self.regs.last_check_at_flip {
            let by = if was_passed { passed } else { failed };
            let value = shifted(self.attrs.get(attr), by);
            self.set_attr(attr, value, ev);
        }
        Flow::Next
    }
}
