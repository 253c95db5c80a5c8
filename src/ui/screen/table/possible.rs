//! Table mode: the cards the next flip may still be (those not seen in the deck's shuffled
//! part), counted beside the deck and, when opened, listed by suit as small chips.

use iced::widget::{button, column, container, row, text, tooltip};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::{Card, Suit};

use super::Table;

use super::Message;
use crate::ui::widget::card::suit_color;

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
            text("Still possible in the deck"),
            row![
                text(n.to_string()).size(26),
                button(text(label).size(13))
                    .padding([2, 8])
                    .on_press(Message::TogglePossible),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(2),
    )
    .padding(8)
    .style(container::rounded_box)
    .into()
}

/// The list of cards still possible, by suit (empty unless opened in table mode).
pub(super) fn view<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    if !app.show_possible || !super::app_table_mode(active) {
        return column![].into();
    }
    let cards = active.delve().deck().unknown();
    let mut groups = column![
        text(format!(
            "Still possible ({} of 78 not seen in the deck)",
            cards.len()
        ))
        .size(14)
    ]
    .spacing(3);
    for (label, suit) in GROUPS {
        let these: Vec<Card> = cards.iter().filter(|c| c.suit() == suit).collect();
        let mut line =
            row![text(format!("{label} {}", these.len())).size(13).width(110)].spacing(3);
        if these.is_empty() {
            line = line.push(text("none").size(13));
        }
        for card in these {
            line = line.push(chip(card));
        }
        groups = groups.push(line.wrap());
    }
    container(groups)
        .padding(8)
        .width(Fill)
        .style(container::bordered_box)
        .into()
}

/// A card as a small chip: its code in its suit's colour, its name on hover.
fn chip(card: Card) -> Element<'static, Message> {
    tooltip(
        container(text(card.code()).size(12).color(suit_color(card)))
            .padding([1, 4])
            .style(container::bordered_box),
        container(text(card.name()).size(13))
            .padding(4)
            .style(container::rounded_box),
        tooltip::Position::Top,
    )
    .into()
}
