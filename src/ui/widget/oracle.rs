//! "Ask the cards", wherever the journal is written (the table's journal column, an
//! adventurer's journal page): a question typed (or none, for a scene), a card drawn from the
//! oracle's own deck with its face and what it says, and the question and the draw given back
//! to be written into the journal as an entry of the player's own. The oracle's deck is not a
//! delve's: a draw changes nothing of a delve.

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Fill};

use crate::journal::oracle::{Draw, OracleDeck};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

/// The question box's id: O puts the caret there.
pub const QUESTION: &str = "oracle.question";

/// What the oracle's box and its button send.
#[derive(Clone, Debug)]
pub enum Message {
    /// Open the box and put the caret in the question (the O key).
    Ask,
    /// Typing the question.
    Question(String),
    /// Draw a card for the question typed.
    Draw,
    /// Put the box away.
    Close,
}

/// The oracle: its deck, whether its box is open, the question being typed and the last card
/// drawn.
#[derive(Debug)]
pub struct Oracle {
    deck: OracleDeck,
    /// Whether the oracle's box is on show.
    pub open: bool,
    /// The question being typed.
    pub question: String,
    /// The card drawn last, and the question it answered.
    pub last: Option<(Draw, String)>,
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
    pub fn draw(&mut self) -> (String, String) {
        let draw = self.deck.draw();
        let question = std::mem::take(&mut self.question);
        let entry = draw.entry(&question);
        self.last = Some((draw, question.trim().to_string()));
        entry
    }

    /// Puts a question begun earlier back in the box (opened, if there are words).
    pub fn restore(&mut self, question: String) {
        self.open = !question.trim().is_empty();
        self.question = question;
    }
}

/// The button that opens the oracle's box (`focus_id`: its place in the keyboard's ring).
pub fn button_to_ask<'a>(focus_id: &'static str) -> Element<'a, Message> {
    focus::tip(
        focus::ring(
            focus_id,
            button(text("Ask the cards").size(size::SMALL))
                .padding([2, 6])
                .style(style::button::secondary)
                .on_press(Message::Ask),
        ),
        &Command::Oracle,
    )
}

/// The oracle's box: the question, Draw, the card drawn last with what it says.
pub fn view(oracle: &Oracle) -> Element<'_, Message> {
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
                .on_submit(Message::Draw)
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
                    .on_press(Message::Draw),
            ),
            focus::ring(
                "oracle.close",
                button(text("Close").size(size::SMALL))
                    .style(style::button::quiet)
                    .on_press(Message::Close),
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
