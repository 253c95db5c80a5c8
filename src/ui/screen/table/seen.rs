//! A Wands action's peek: the cards taken off the top of the deck to look at, drawn as cards
//! (the faces the hand shows) with their names and their place, top first, in the card in
//! play's place (no card is in play before the flip), while the player decides where they go
//! (and, in table mode, while the next ones are still to be drawn).

use iced::widget::{Column, column, container, row, text};
use iced::{Alignment, Element, Length};

use crate::career::ActiveDelve;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;

use super::Message;

/// Where each seen card lies, top first.
const PLACES: [&str; 3] = ["on top", "second", "third"];

/// The room a caption line takes (small text and its leading).
const LINE: f32 = 18.0;

/// The id of the seen card at `place` (0 on top): tests find the card's face by it.
fn id(place: usize) -> String {
    format!("seen.{place}")
}

/// The cards the Wands action is looking at, in a box `width` wide and a card's height tall
/// (the card in play's place); `None` when none is seen. One card is drawn large with its
/// name under it; two or three one under the other, each with its name and place beside it.
pub(super) fn view<'a>(active: &ActiveDelve, width: f32) -> Option<Element<'a, Message>> {
    let seen = active.delve().seen();
    let tall = card::height(width);
    let content: Element<'a, Message> = match seen {
        [] => return None,
        [card] => {
            let face = ((tall - 2.0 * LINE - 6.0) / card::RATIO).clamp(24.0, width);
            column![
                container(card::face(*card, face, false)).id(id(0)),
                caption(card.name(), "seen on top"),
            ]
            .spacing(6)
            .align_x(Alignment::Center)
            .width(Length::Fill)
            .into()
        }
        cards => {
            let n = cards.len() as f32;
            let face = ((tall - 6.0 * (n - 1.0)) / n / card::RATIO).clamp(24.0, width * 0.45);
            let mut list = column![].spacing(6);
            for (i, card) in cards.iter().enumerate() {
                list = list.push(
                    row![
                        container(card::face(*card, face, false)).id(id(i)),
                        caption(card.name(), PLACES.get(i).copied().unwrap_or_default())
                            .width(Length::Fill),
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                );
            }
            list.into()
        }
    };
    Some(
        container(content)
            .width(Length::Fixed(width))
            .height(Length::Fixed(tall))
            .into(),
    )
}

/// A seen card's name, and where it lies in the words under it.
fn caption<'a>(name: String, place: &'a str) -> Column<'a, Message> {
    column![
        text(name).size(size::SMALL),
        text(place).size(size::SMALL).style(style::text::soft),
    ]
    .spacing(0)
}
