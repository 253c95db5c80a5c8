//! A Wands action's peek: the cards taken off the top of the deck to look at, drawn as cards
//! (the faces the hand shows) with their names and their place, top first, while the player
//! decides where they go (and, in table mode, while the next ones are still to be drawn).

use iced::widget::{column, container, row, text};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;

use super::Message;

/// Where each seen card lies, top first.
const PLACES: [&str; 3] = ["on top", "second", "third"];

/// The id of the seen card at `place` (0 on top): tests find the card's face by it.
fn id(place: usize) -> String {
    format!("seen.{place}")
}

/// The cards the Wands action is looking at, `width` wide each; `None` when none is seen.
pub(super) fn view<'a>(active: &ActiveDelve, width: f32) -> Option<Element<'a, Message>> {
    let seen = active.delve().seen();
    if seen.is_empty() {
        return None;
    }
    let mut cards = row![].spacing(12);
    for (i, card) in seen.iter().enumerate() {
        cards = cards.push(
            column![
                container(card::face(*card, width, false)).id(id(i)),
                text(card.name()).size(size::SMALL),
                text(PLACES.get(i).copied().unwrap_or_default())
                    .size(size::SMALL)
                    .style(style::text::soft),
            ]
            .spacing(2)
            .width(width.max(NAME_ROOM)),
        );
    }
    let title = if seen.len() > 1 {
        "Seen on top of the deck, top first"
    } else {
        "Seen on top of the deck"
    };
    Some(
        container(
            column![
                text(title).size(size::SMALL).style(style::text::soft),
                cards.wrap().vertical_spacing(6)
            ]
            .spacing(4),
        )
        .padding(8)
        .width(Fill)
        .style(style::container::tray)
        .into(),
    )
}

/// The least room a seen card's caption has, so that "Queen of Pentacles" keeps to two lines.
const NAME_ROOM: f32 = 96.0;

/// How wide the seen cards are drawn beside a card in play `hero` wide: small enough that the
/// answers under them stay in the question block's sight.
pub(super) fn width(hero: f32) -> f32 {
    (hero * 0.36).clamp(48.0, 84.0)
}
