//! The dice of the latest checks: a freshly thrown die tumbles for a moment, then shows its
//! face with a green (passed) or red (failed) edge. A die that failed keeps its red edge when a
//! Luck re-roll after it passes; a failed die waiting for the re-roll decision is orange.

use iced::Element;
use iced::widget::{column, container, row, text};

use crate::tarot::event::Outcome;
use crate::ui::rolls::RolledCheck;
use crate::ui::theme::{size, style};
use crate::ui::widget::die::{Die, Verdict};

use super::{Message, Table};

/// What the edge of die `index` of a check says: only its last die can have passed; every
/// die before a re-roll failed.
pub(super) fn verdict(check: &RolledCheck, index: usize) -> Verdict {
    let last = index + 1 == check.dice.len();
    match (last, check.passed) {
        (false, _) | (true, Some(false)) => Verdict::Failed,
        (true, Some(true)) => Verdict::Passed,
        (true, None) => Verdict::Waiting,
    }
}

/// The dice of the latest checks, each check with its verdict.
pub(super) fn view(table: &Table) -> Element<'_, Message> {
    let died = matches!(table.active.delve().outcome(), Some(Outcome::Died { .. }));
    let mut checks = column![].spacing(6);
    let mut index = 0;
    let count = table.rolls.len();
    for (n, check) in table.rolls.iter().enumerate() {
        let mut faces = row![].spacing(6);
        let mut still = true;
        for (i, value) in check.dice.iter().enumerate() {
            let settled = table.settled(index);
            still &= settled >= 1.0;
            let mut die = Die::new(Some(*value), settled, index as u8);
            index += 1;
            if settled >= 1.0 {
                die = die.edge(verdict(check, i));
            }
            faces = faces.push(die.view(48.0));
        }
        let rerolled = check.dice.len() > 1;
        let verdict = match (still, check.passed) {
            (false, _) => "rolling…",
            (true, Some(false)) if died && n + 1 == count => "failed, and it killed you",
            (true, Some(true)) if rerolled => "passed on a Luck re-roll",
            (true, Some(true)) => "passed",
            (true, Some(false)) => "failed",
            (true, None) => "failed so far",
        };
        checks = checks.push(
            column![
                faces,
                text(format!(
                    "{}, {}: {verdict}",
                    check.attr.name(),
                    crate::journal::odds::target_words(check.target)
                ))
                .size(size::SMALL),
            ]
            .spacing(2),
        );
    }
    container(checks)
        .padding(6)
        .style(style::container::panel)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::attributes::Attr;

    #[test]
    fn a_failed_die_keeps_its_red_edge_after_a_reroll_passes() {
        let check = RolledCheck {
            attr: Attr::Luck,
            target: 3,
            dice: vec![6, 2],
            passed: Some(true),
        };
        assert_eq!(verdict(&check, 0), Verdict::Failed);
        assert_eq!(verdict(&check, 1), Verdict::Passed);
        let waiting = RolledCheck {
            passed: None,
            dice: vec![5],
            ..check
        };
        assert_eq!(verdict(&waiting, 0), Verdict::Waiting);
    }
}
