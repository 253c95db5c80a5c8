//! The journal's tools above the story: the way back to the delve, writing an entry, asking
//! the cards and, unless folded in a short room, the search, the two views and the exports.

use iced::widget::{button, text, text_input};
use iced::{Element, Fill};

use super::{Message, SEARCH, State, own, search};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::{Format, Route};
use crate::ui::theme::{size, style};
use crate::ui::widget::oracle;

/// The tools, their words `k` times their size: in a `short` room with the fold's button
/// before Ask the cards, and only the actions while they are `folded`.
pub(super) fn row(state: &State, k: f32, short: bool, folded: bool) -> Vec<Element<'_, Message>> {
    // The way back to the delve first, while this adventurer's delve is in progress.
    let mut tools: Vec<Element<'_, Message>> = Vec::new();
    if state.delving {
        tools.push(
            focus::ring(
                "journal.delve",
                button(text("Back to the delve").size(size::BODY * k))
                    .style(style::button::primary)
                    .on_press(Message::Go(Route::Table)),
            )
            .into(),
        );
    }
    tools.push(
        focus::ring(
            "journal.write",
            button(text("Write an entry").size(size::BODY * k))
                .style(style::button::secondary)
                .on_press(Message::Own(own::Message::Write)),
        )
        .into(),
    );
    // In a short room the fold's button before Ask the cards, whose key's tip shows at its
    // right (test `ui fit::tips`).
    if short {
        let (label, more) = if folded {
            ("Search, export…", true)
        } else {
            ("Fewer tools", false)
        };
        tools.push(
            focus::ring(
                "journal.more",
                button(text(label).size(size::BODY * k))
                    .style(style::button::secondary)
                    .on_press(Message::MoreTools(more)),
            )
            .into(),
        );
    }
    if !state.oracle.open {
        tools.push(focus::tip_at(
            focus::ring(
                "journal.ask",
                button(text("Ask the cards").size(size::BODY * k))
                    .style(style::button::secondary)
                    .on_press(Message::Oracle(oracle::Message::Ask)),
            ),
            &Command::Oracle,
            // Under it is the search box.
            focus::Side::Right,
        ));
    }
    if !folded {
        tools.extend::<[Element<'_, Message>; 5]>([
            focus::ring(
                SEARCH,
                // Esc leaves the box and gives the search up.
                search::on_escape(
                    text_input("Search this journal (Ctrl+F)", &state.search)
                        .id(iced::widget::Id::new(SEARCH))
                        .on_input(Message::SearchChanged)
                        .size(size::PLAIN * k)
                        .width(Fill),
                    Message::SearchChanged(String::new()),
                ),
            )
            .field()
            .into(),
            focus::check(
                "journal.mechanics",
                state.hide_mechanics,
                "Hide the mechanics",
                Message::HideMechanics,
                k,
            ),
            focus::check(
                "journal.prompts",
                state.show_prompts,
                "Show every prompt",
                Message::ShowPrompts,
                k,
            ),
            focus::tip(
                focus::ring(
                    "journal.markdown",
                    button(text("Export Markdown").size(size::BODY * k))
                        .style(style::button::secondary)
                        .on_press(Message::Export(Format::Markdown)),
                ),
                &Command::Export(Format::Markdown),
            ),
            focus::tip(
                focus::ring(
                    "journal.html",
                    button(text("Export HTML").size(size::BODY * k))
                        .style(style::button::secondary)
                        .on_press(Message::Export(Format::Html)),
                ),
                &Command::Export(Format::Html),
            ),
        ]);
    }
    tools
}
