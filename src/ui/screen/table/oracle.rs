//! "Ask the cards" in the table's journal column (the O key): a question typed (or none, for
//! a scene), a card drawn from the oracle's own deck with its face and what it says, and the
//! question and the draw written into the journal as an entry of the player's own. The
//! oracle's deck is not the delve's: a draw changes nothing of the delve.

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Fill};

use crate::journal::oracle::{Draw, OracleDeck};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

use super::messages::Message;

/// The question box's id: O puts the caret there.
pub(super) const QUESTION: &str = "table.oracle";

/// The oracle at the table: its deck, whether its box is open, the question being typed and
/// the last card drawn.
#[derive(Debug)]
pub struct Oracle {
    deck: OracleDeck,
    /// Whether the oracle's box is on show.
    pub(super) open: bool,
    /// The question being typed.
    pub(super) question: String,
    /// The card drawn last, and the question it answered.
    pub(super) last: Option<(Draw, String)>,
}

impl Default for Oracle {
    fn default() -> Self {
        Oracle {
            deck: OracleDeck::fresh(),
            open: false,
            question: String::new(),
            last: None,
        }
    }
}

impl Oracle {
    /// Draws a card for the question typed: the box empties for the next question, and the
    /// entry the draw becomes (its heading and words) is given back to be saved.
    pub(super) fn draw(&mut self) -> (String, String) {
        let draw = self.deck.draw();
        let question = std::mem::take(&mut self.question);
        let entry = draw.entry(&question);
        self.last = Some((draw, question.trim().to_string()));
        entry
    }
}

/// The button that opens the oracle's box.
pub(super) fn button_to_ask<'a>() -> Element<'a, Message> {
    focus::tip(
        focus::ring(
            "journal.oracle",
            button(text("Ask the cards").size(size::SMALL))
                .padding([2, 6])
                .style(style::button::secondary)
                .on_press(Message::AskCards),
        ),
        &Command::Oracle,
    )
}

/// The oracle's box: the question, Draw, the card drawn last with what it says.
pub(super) fn view(oracle: &Oracle) -> Element<'_, Message> {
    let mut body = column![
        text("Ask the cards").font(SERIF).size(size::LARGE),
        text("A question for the oracle's own deck, or none to spark a scene. The delve's cards and dice are not touched.")
            .size(size::SMALL)
            .style(style::text::soft),
        focus::ring(
            QUESTION,
            text_input("Your question (Enter draws)", &oracle.question)
                .id(iced::widget::Id::new(QUESTION))
                .on_input(Message::Question)
                .on_submit(Message::DrawCard)
                .font(SERIF)
                .size(size::BODY)
                .padding(6),
        )
        .field(),
        row![
            focus::ring(
                "oracle.draw",
                button(text("Draw a card").size(size::SMALL))
                    .style(style::button::primary)
                    .on_press(Message::DrawCard),
            ),
            focus::ring(
                "oracle.close",
                button(text("Close").size(size::SMALL))
                    .style(style::button::quiet)
                    .on_press(Message::CloseOracle),
            ),
        ]
        .spacing(6),
    ]
    .spacing(6);
    if let Some((draw, question)) = &oracle.last {
        let asked = if question.is_empty() {
            "For a scene:".to_string()
        } else {
            format!("You asked: {question}")
        };
        body = body.push(
            row![
                card::face(draw.card, 72.0, false),
                column![
                    text(asked)
                        .font(SERIF_ITALIC)
                        .size(size::BODY)
                        .style(style::text::soft),
                    text(draw.name())
                        .font(SERIF)
                        .size(size::LARGE)
                        .style(style::text::accent),
                    text(draw.meaning()).font(SERIF).size(size::BODY),
                    text("Written in your journal.")
                        .size(size::SMALL)
                        .style(style::text::soft),
                ]
                .spacing(4)
                .width(Fill),
            ]
            .spacing(10),
        );
    }
    container(body)
        .padding(10)
        .width(Fill)
        .style(style::container::tray)
        .into()
}
