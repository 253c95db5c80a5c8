//! Table mode's choice among many cards (the card turned, drawn or lost, typed from the
//! player's own deck): the box to type a card's code or name, and every card the question
//! allows as faces grouped by suit, to pick.

use iced::widget::{Column, button, column, row, text, text_input};
use iced::{Alignment, Element};

use crate::tarot::card::{Card, Suit};
use crate::tarot::question::{Answer, Question};
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;

use super::{Message, Table};

/// Whether the question is table mode's choice among many cards (the deck's, by suit): the
/// cards as faces to pick, rather than numbered answers.
pub(super) fn picking(delve: &crate::tarot::delve::Delve) -> bool {
    let legal = delve.legal_answers();
    delve.question().is_some_and(|q| q.is_chance())
        && legal.len() > 9
        && legal.iter().any(|a| matches!(a, Answer::Card(_)))
}

/// Where table mode's cards to pick go: in a list of their own at most so high under the box
/// to type one, or (on a page that scrolls) in the band's list, the box pinned over it.
#[derive(Clone, Copy)]
pub(super) enum Picker {
    /// In a list of its own at most this high.
    Within(f32),
    /// In the band's list, the box pinned over it.
    Pinned,
}

/// Table mode: the box to type a card's code or name, with a refusal and the corpse card to
/// take out under it; `low` (a low room): the box in small print, so that the cards keep the
/// height.
pub(super) fn card_box<'a>(table: &'a Table, low: bool) -> Element<'a, Message> {
    let mut input = text_input("QS, or queen of swords", &table.typed_card)
        .id("table.card-typed")
        .on_input(Message::CardTyped)
        .on_submit(Message::CardSubmitted)
        .width(180);
    if low {
        input = input.size(size::SMALL).padding(3);
    }
    let mut groups = column![
        row![
            text("Type the card:").size(size::SMALL),
            focus::ring("table.card-typed", input).field().first(),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        // On a narrow table the box goes under its words rather than shrinking.
        .wrap()
        .vertical_spacing(4)
    ]
    .spacing(6);
    // A refusal right under the box it answers (in a small window the rest scrolls).
    if let Some(why) = &table.refused {
        groups = groups.push(text(why).size(size::SMALL).style(style::text::accent));
    }
    if let Some(corpse) = super::possible::corpse_to_take_out(table.on_show()) {
        groups = groups.push(corpse);
    }
    groups.into()
}

/// Table mode: every card the question allows, as faces grouped by suit (the majors by
/// name).
pub(super) fn card_faces<'a>(cards: &[Card], q: &Question) -> Column<'a, Message> {
    let from_hand = matches!(
        q,
        Question::RandomDiscard { .. } | Question::Discard { .. } | Question::Balance { .. }
    );
    let mut faces = column![].spacing(6);
    for suit in [
        Some(Suit::Cups),
        Some(Suit::Swords),
        Some(Suit::Wands),
        Some(Suit::Pentacles),
        None,
    ] {
        let these: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == suit).collect();
        if these.is_empty() {
            continue;
        }
        let mut line = row![].spacing(4);
        for card in these {
            let label: Element<'a, Message> = match suit {
                // Majors by name; a suit's cards as small faces (their index reads at a glance).
                None => text(card.name()).size(size::SMALL).into(),
                Some(_) if from_hand => text(card.name()).size(size::SMALL).into(),
                Some(_) => card::face(card, 34.0, false),
            };
            line = line.push(
                focus::ring(
                    format!("pick.{card}"),
                    button(label)
                        .padding(2)
                        .style(style::button::quiet)
                        .on_press(Message::Answer(Answer::Card(card))),
                )
                .group("cards"),
            );
        }
        faces = faces.push(line.wrap().vertical_spacing(4));
    }
    faces
}
