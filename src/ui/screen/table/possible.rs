//! Table mode: the cards the next flip may still be (those not seen in the deck's shuffled
//! part), counted beside the deck and, when opened, listed by suit as small chips.

use iced::widget::{button, column, container, row, text, tooltip};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::{Card, Suit};

use super::{Message, Table};
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;

/// The suits in the order the table shows them, majors last.
const GROUPS: [(&str, Option<Suit>); 5] = [
    ("Cups", Some(Suit::Cups)),
    ("Swords", Some(Suit::Swords)),
    ("Wands", Some(Suit::Wands)),
    ("Pentacles", Some(Suit::Pentacles)),
    ("Major arcana", None),
];

/// The count beside the deck, with the button that opens or closes the list.
pub(super) fn count<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let n = active.delve().deck().unknown().len();
    let label = if app.show_possible { "Hide" } else { "Show" };
    container(
        column![
            text("Still possible in the deck").size(size::SMALL),
            row![
                text(n.to_string()).size(size::TITLE),
                focus::ring(
                    "table.possible",
                    button(text(label).size(size::SMALL))
                        .padding([2, 8])
                        .style(style::button::secondary)
                        .on_press(Message::TogglePossible)
                ),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(2),
    )
    .padding(8)
    .style(style::container::panel)
    .into()
}

/// The list of cards still possible, by suit (empty unless opened in table mode).
pub(super) fn view<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    if !app.show_possible || !table_mode(active) {
        return column![].into();
    }
    let cards = active.delve().deck().unknown();
    let mut groups = column![
        text(format!(
            "Still possible ({} of 78 not seen in the deck)",
            cards.len()
        ))
        .size(size::SMALL)
    ]
    .spacing(3);
    for (label, suit) in GROUPS {
        let these: Vec<Card> = cards.iter().filter(|c| c.suit() == suit).collect();
        let mut line = row![
            text(format!("{label} {}", these.len()))
                .size(size::SMALL)
                .width(110)
        ]
        .spacing(3);
        if these.is_empty() {
            line = line.push(text("none").size(size::SMALL));
        }
        for card in these {
            line = line.push(chip(card));
        }
        groups = groups.push(line.wrap());
    }
    container(groups)
        .padding(8)
        .width(Fill)
        .style(style::container::panel)
        .into()
}

/// Whether the delve is played with a physical deck and dice.
pub(super) fn table_mode(active: &ActiveDelve) -> bool {
    active.record().seed.is_none()
}

/// A card as a small chip: its corner index (the majors by name) in its suit's colour, its
/// full name on hover.
fn chip(card: Card) -> Element<'static, Message> {
    let label = if card.is_major() {
        card.name()
    } else {
        card::index(card)
    };
    tooltip(
        container(
            text(label)
                .size(size::SMALL)
                .style(style::text::suit(card.suit())),
        )
        .padding([1, 5])
        .style(style::container::panel),
        container(text(card.name()).size(size::SMALL))
            .padding(4)
            .style(style::container::floating),
        tooltip::Position::Top,
    )
    .into()
}
