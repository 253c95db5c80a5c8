//! The dice of the latest check, beside what happened this turn.

use iced::Element;
use iced::widget::{column, container, row, text};

use super::Table;

use super::Message;
use crate::ui::widget::die::Die;

use super::{GREEN, ORANGE, RED};

/// The dice of the latest check: a freshly thrown die tumbles for a moment, then shows the
/// result with a green (passed) or red (failed) edge; a failed die waiting for the re-roll
/// decision has an orange edge.
pub(super) fn view(app: &Table) -> Element<'_, Message> {
    let mut checks = column![].spacing(4);
    let mut index = 0;
    for check in &app.rolls {
        let mut faces = row![].spacing(4);
        let mut still = true;
        for value in &check.dice {
            let settled = app.settled(index);
            still &= settled >= 1.0;
            let mut die = Die::new(Some(*value), settled, index as u8);
            index += 1;
            if settled >= 1.0 {
                die = die.edge(match check.passed {
                    Some(true) => GREEN,
                    Some(false) => RED,
                    None => ORANGE,
                });
            }
            faces = faces.push(die.view(44.0));
        }
        let verdict = match (still, check.passed) {
            (false, _) => "rolling…",
            (true, Some(true)) => "passed",
            (true, Some(false)) => "failed",
            (true, None) => "failed so far",
        };
        checks = checks.push(
            column![
                faces,
                text(format!(
                    "{}, at most {}: {verdict}",
                    check.attr.name(),
                    check.target
                ))
                .size(13),
            ]
            .spacing(2),
        );
    }
    container(checks)
        .padding(6)
        .style(container::rounded_box)
        .into()
}
