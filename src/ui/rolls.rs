//! The dice a check threw, read from the engine's events, for the table to show.

use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;

/// One check or roll as the dice told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RolledCheck {
    /// The attribute used.
    pub attr: Attr,
    /// The number the die had to reach.
    pub target: u8,
    /// Every die thrown, in order: the first, then each Luck re-roll.
    pub dice: Vec<u8>,
    /// Whether it passed.
    pub passed: bool,
}

/// The checks among `events`, in order, each with its dice.
pub fn rolled_checks(events: &[Event]) -> Vec<RolledCheck> {
    let mut checks = Vec::new();
    let mut rerolls = Vec::new();
    for event in events {
        match *event {
            Event::Rerolled { roll, .. } => rerolls.push(roll),
            Event::Check {
                attr,
                target,
                first_roll,
                passed,
                ..
            } => {
                let mut dice = vec![first_roll];
                dice.append(&mut rerolls);
                checks.push(RolledCheck {
                    attr,
                    target,
                    dice,
                    passed,
                });
            }
            _ => {}
        }
    }
    checks
}
