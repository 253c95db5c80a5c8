//! The dice a check threw, read from the engine's events and its question, for the table to
//! show: a die that failed waits on screen while the player decides on a Luck re-roll.

use crate::tarot::attributes::Attr;
use crate::tarot::event::Event;
use crate::tarot::question::Question;

/// One check or roll as the dice told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RolledCheck {
    /// The attribute used.
    pub attr: Attr,
    /// The highest die that passes (a 6 never does).
    pub target: u8,
    /// Every die thrown, in order: the first, then each Luck re-roll.
    pub dice: Vec<u8>,
    /// Whether it passed; `None` while a failed die waits for the re-roll decision.
    pub passed: Option<bool>,
}

/// The checks an answer touched: those it finished (each with all its dice) and the one left
/// waiting for a re-roll decision, last. `open` is the check that was waiting before the
/// answer, if any; its dice come first.
pub fn after_answer(
    open: Option<&RolledCheck>,
    events: &[Event],
    question: Option<&Question>,
) -> Vec<RolledCheck> {
    let mut checks = Vec::new();
    let mut dice = open.map(|c| c.dice.clone()).unwrap_or_default();
    // The last re-roll's check, until its `Check` event closes it.
    let mut rerolled = None;
    for event in events {
        match *event {
            Event::Rerolled {
                failed,
                roll,
                attr,
                target,
                ..
            } => {
                if dice.is_empty() {
                    dice.push(failed);
                }
                dice.push(roll);
                rerolled = Some((attr, target, roll));
            }
            Event::Check {
                attr,
                target,
                first_roll,
                passed,
                ..
            } => {
                if dice.is_empty() {
                    dice.push(first_roll);
                }
                rerolled = None;
                checks.push(RolledCheck {
                    attr,
                    target,
                    dice: std::mem::take(&mut dice),
                    passed: Some(passed),
                });
            }
            _ => {}
        }
    }
    // A re-roll that spent the last Luck ended the delve before its check closed: its dice
    // are shown all the same, the last one judged by its face.
    if let (Some((attr, target, roll)), None) = (rerolled, question) {
        checks.push(RolledCheck {
            attr,
            target,
            dice: std::mem::take(&mut dice),
            passed: Some(roll <= target),
        });
    }
    if let Some(&Question::Reroll { attr, roll, target }) = question {
        if dice.is_empty() {
            dice.push(roll);
        }
        checks.push(RolledCheck {
            attr,
            target,
            dice,
            passed: None,
        });
    }
    checks
}

/// How many dice the checks hold in all.
pub fn dice_count(checks: &[RolledCheck]) -> usize {
    checks.iter().map(|c| c.dice.len()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::check::CheckKind;
    use crate::tarot::event::CheckSource;

    fn check(first_roll: u8, roll: u8, passed: bool) -> Event {
        Event::Check {
            kind: CheckKind::Check,
            source: CheckSource::Wands(1),
            attr: Attr::Luck,
            skill: 3,
            boosts: 0,
            difficulty: 0,
            target: 3,
            first_roll,
            roll,
            rerolls: u8::from(first_roll != roll),
            passed,
            damage: 0,
        }
    }

    #[test]
    fn a_failed_die_waits_then_its_reroll_joins_it() {
        let waiting = Question::Reroll {
            attr: Attr::Luck,
            roll: 6,
            target: 3,
        };
        let open = after_answer(None, &[], Some(&waiting));
        assert_eq!(open[0].dice, vec![6]);
        assert_eq!(open[0].passed, None);
        let rerolled = Event::Rerolled {
            failed: 6,
            roll: 2,
            luck_cost: 1,
            source: crate::tarot::event::CheckSource::Wands(1),
            attr: Attr::Luck,
            target: 3,
        };
        let done = after_answer(open.last(), &[rerolled, check(6, 2, true)], None);
        assert_eq!(done.len(), 1);
        assert_eq!(done[0].dice, vec![6, 2]);
        assert_eq!(done[0].passed, Some(true));
        let plain = after_answer(None, &[check(1, 1, true)], None);
        assert_eq!(plain[0].dice, vec![1]);
    }

    #[test]
    fn a_reroll_that_spends_the_last_luck_keeps_its_dice() {
        // Luck against 1: a 2, re-rolled to a 4 (the prompt waits), then to a 3 with the last
        // Luck: the delve ends before the check reports itself.
        let open = RolledCheck {
            attr: Attr::Luck,
            target: 1,
            dice: vec![2, 4],
            passed: None,
        };
        let last = Event::Rerolled {
            failed: 4,
            roll: 3,
            luck_cost: 1,
            source: CheckSource::Wands(1),
            attr: Attr::Luck,
            target: 1,
        };
        let done = after_answer(Some(&open), &[last], None);
        assert_eq!(done.len(), 1);
        assert_eq!(done[0].dice, vec![2, 4, 3]);
        assert_eq!(done[0].passed, Some(false), "no longer waiting");
    }
}
