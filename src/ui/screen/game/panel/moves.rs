//! The panel's move list: each move with its seat's sign, click one (or ←/→) to look back.

use iced::widget::{button, column, row, scrollable, space, text};
use iced::{Alignment, Element, Fill};

use super::super::live::Ui;
use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::theme::{size, style};

/// The move list, with the way to look back.
pub(super) fn moves<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    let count = facts.moves.len();
    let at = ui.view.unwrap_or(count);
    let mut list = column![].spacing(2);
    for (i, (seat, text_, note)) in facts.moves.iter().enumerate() {
        let shown = i + 1 == at;
        let mut line = row![
            text(format!("{}.", i + 1))
                .width(40)
                .style(style::text::soft),
            sign::sign(facts.ink, usize::from(*seat)),
            text(text_.clone()),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if let Some(review) = ui
            .review
            .as_ref()
            .and_then(|r| r.move_review(i + 1))
            .filter(|r| r.mark.is_error())
        {
            line = line.push(
                text(format!("{} {}", review.mark.sign(), review.mark.word()))
                    .style(super::review::mark_style(review.mark)),
            );
        }
        if let Some(note) = note {
            line = line.push(
                text(format!("({note})"))
                    .size(size::SMALL)
                    .style(style::text::soft),
            );
        }
        list = list.push(
            focus::ring(
                format!("move.{i}"),
                button(line)
                    .on_press(Message::View(i + 1))
                    .style(style::button::choice(shown))
                    .width(Fill),
            )
            .group("moves"),
        );
    }
    if facts.moves.is_empty() {
        list = list.push(text("No moves yet.").style(style::text::soft));
    }
    let viewing = match ui.view {
        Some(0) => format!("Viewing the start (0 of {count})"),
        Some(k) => format!("Viewing move {k} of {count}"),
        None => format!("{count} move{}", if count == 1 { "" } else { "s" }),
    };
    let mut head = row![text("Moves").size(size::LARGE), space().width(Fill)]
        .spacing(8)
        .align_y(Alignment::Center);
    head = head
        .push(text(viewing).size(size::SMALL))
        .push(focus::ring(
            "moves.back",
            button("←")
                .on_press_maybe((at > 0).then_some(Message::Back))
                .style(style::button::quiet),
        ))
        .push(focus::ring(
            "moves.on",
            button("→")
                .on_press_maybe((at < count).then_some(Message::Forward))
                .style(style::button::quiet),
        ));
    column![
        head,
        scrollable(list).height(Fill).anchor_bottom().width(Fill)
    ]
    .spacing(6)
    .height(Fill)
    .into()
}
