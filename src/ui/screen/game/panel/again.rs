//! The buttons after a match: the rematch, play again, the game's history and the export.

use iced::Element;
use iced::widget::{button, row, text};

use super::super::message::Message;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

/// Which of the buttons after a match: all; the first (the rematch with two seats, else play
/// again); the rest.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Again {
    All,
    First,
    Rest,
}

/// After a match: the rematch with the sides swapped (two seats), play again, the game's
/// history and the export (`which` of them).
pub(super) fn again<'a>(facts: &Facts, compact: bool, which: Again) -> Element<'a, Message> {
    let small = |words: &'static str| small_button(words, compact, facts.k);
    let first = |k: usize| match which {
        Again::All => true,
        Again::First => k == 0,
        Again::Rest => k > 0,
    };
    // (focus id, words, what it does, primary): the rematch only between two seats.
    let rematch = (facts.seats.len() == 2).then_some((
        "match.rematch",
        "Rematch, sides swapped",
        Message::Rematch,
        true,
    ));
    let rest = [
        ("match.again", "Play again", Message::Again, false),
        (
            "match.history",
            "History",
            Message::Go(Route::MatchHistory(facts.kind)),
            false,
        ),
        ("match.export", "Export", Message::Export, false),
    ];
    let mut row = row![].spacing(facts.at(8.0));
    for (k, (id, words, message, primary)) in rematch.into_iter().chain(rest).enumerate() {
        if first(k) {
            let style = if primary {
                style::button::primary
            } else {
                style::button::secondary
            };
            row = row.push(focus::ring(id, small(words).on_press(message).style(style)));
        }
    }
    row.wrap().vertical_spacing(facts.at(8.0)).into()
}

/// A button with `words`, drawn smaller in a `compact` panel, `k` times its size (a panel
/// grown in a wide window).
pub(super) fn small_button<'a>(
    words: &'static str,
    compact: bool,
    k: f32,
) -> button::Button<'a, Message> {
    if compact {
        button(text(words).size(size::SMALL * k)).padding([3.0 * k, 8.0 * k])
    } else {
        button(text(words).size(size::PLAIN * k)).padding([5.0 * k, 10.0 * k])
    }
}
