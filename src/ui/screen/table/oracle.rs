//! "Ask the cards" in the table's journal column (the O key): the oracle's box
//! ([`crate::ui::widget::oracle`]) speaking the table's messages. The question and the draw
//! are written into the journal after the latest entry; a draw changes nothing of the delve.

use iced::Element;

use crate::ui::widget::oracle::{self, Oracle};

use super::messages::Message;

/// The question box's id: O puts the caret there.
pub(super) const QUESTION: &str = oracle::QUESTION;

/// The oracle's message as the table's.
fn table_message(message: oracle::Message) -> Message {
    match message {
        oracle::Message::Ask => Message::AskCards,
        oracle::Message::Question(question) => Message::Question(question),
        oracle::Message::Draw => Message::DrawCard,
        oracle::Message::Close => Message::CloseOracle,
    }
}

/// The button that opens the oracle's box.
pub(super) fn button_to_ask<'a>() -> Element<'a, Message> {
    oracle::button_to_ask("journal.oracle").map(table_message)
}

/// The oracle's box: the question, Draw, the card drawn last with what it says.
pub(super) fn view(oracle: &Oracle) -> Element<'_, Message> {
    oracle::view(oracle).map(table_message)
}
