//! A pile of cards lying on the table: the cards under the top one show as paper edges, one
//! edge for every few cards, so the pile's height tells how many it holds; the top card lies
//! face down (our back) or face up, or an empty place is outlined.

use iced::widget::{Stack, container, float, space};
use iced::{Border, Element, Length, Padding, Theme, Vector};

use crate::tarot::card::Card;
use crate::ui::theme::ink;

use super::card::{self, CARD_PAPER, EDGE};

/// What lies on top of a pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Top {
    /// Face down: the deck, the Lovers' backpack, the High Priestess's spread.
    Back,
    /// Face up: the discard pile's last card.
    Face(Card),
}

/// How many cards one edge under the top card stands for.
const CARDS_PER_EDGE: usize = 4;

/// The most edges a pile shows (a full deck).
const MOST_EDGES: usize = 12;

/// How many edges a pile of `count` cards shows under its top card: none for one card, one
/// more for every few cards, at most twelve (a full deck).
pub fn edges(count: usize) -> usize {
    if count <= 1 {
        0
    } else {
        (count - 1).div_ceil(CARDS_PER_EDGE).min(MOST_EDGES)
    }
}

/// How far apart two edges lie, for cards `width` wide.
fn step(width: f32) -> f32 {
    (width * 0.025).clamp(1.5, 3.0)
}

/// The height a pile of cards `width` wide takes, whatever it holds: the card and room for
/// the most edges, so that piles side by side stay level.
pub fn height(width: f32) -> f32 {
    card::height(width) + MOST_EDGES as f32 * step(width)
}

/// A pile of `count` cards `width` wide with `top` on it; an empty place when `count` is 0.
/// `coming` (0 to 1) is how far the top card still is from the pile when it was just put
/// there: it slides in from the lower left, where the hand lies.
pub fn pile<'a, Message: 'a>(
    top: Top,
    count: usize,
    width: f32,
    coming: f32,
) -> Element<'a, Message> {
    let card_height = card::height(width);
    let step = step(width);
    let room = MOST_EDGES as f32 * step;
    if count == 0 {
        return container(
            container(space())
                .width(Length::Fixed(width))
                .height(Length::Fixed(card_height))
                .style(move |theme: &Theme| container::Style {
                    border: Border {
                        color: ink(theme).rule,
                        width: 1.5,
                        radius: (width * 0.045).clamp(2.0, 8.0).into(),
                    },
                    ..container::Style::default()
                }),
        )
        .padding(Padding::ZERO.top(room))
        .into();
    }
    let edges = edges(count);
    let mut stack = Stack::new()
        .width(Length::Fixed(width + 1.0))
        .height(Length::Fixed(height(width)));
    // The lowest edge first: each lies a step higher than the one under it.
    for i in 0..edges {
        let drop = room - (i as f32 * step);
        stack = stack.push(
            container(
                container(space())
                    .width(Length::Fixed(width))
                    .height(Length::Fixed(card_height))
                    .style(move |_: &Theme| container::Style {
                        background: Some(CARD_PAPER.into()),
                        border: Border {
                            color: EDGE,
                            width: 1.0,
                            radius: (width * 0.045).clamp(2.0, 8.0).into(),
                        },
                        ..container::Style::default()
                    }),
            )
            .padding(Padding::ZERO.top(drop)),
        );
    }
    let face = match top {
        Top::Back => card::back(width),
        Top::Face(card) => card::face(card, width, false),
    };
    let top_drop = room - edges as f32 * step;
    let face: Element<'a, Message> = if coming > 0.0 {
        float(face)
            .translate(move |_, _| Vector::new(-1.6 * width, 0.6 * width) * coming)
            .into()
    } else {
        face
    };
    stack
        .push(container(face).padding(Padding::ZERO.top(top_drop)))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pile_grows_with_its_count_and_stops_at_a_full_deck() {
        assert_eq!(edges(0), 0);
        assert_eq!(edges(1), 0);
        assert_eq!(edges(2), 1);
        assert_eq!(edges(5), 1);
        assert_eq!(edges(6), 2);
        assert!(edges(20) < edges(40), "a bigger pile stands taller");
        assert_eq!(edges(78), MOST_EDGES);
        assert_eq!(edges(400), MOST_EDGES);
        // Every pile's box is the same height, so piles side by side stay level.
        assert!(height(80.0) >= card::height(80.0) + edges(78) as f32 * step(80.0));
    }
}
