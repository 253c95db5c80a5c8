//! A suit's sign, small, beside a card's rank where the card is written rather than drawn
//! (table mode's chips): the suit's emblem in the suit's colour, so that a card is never told
//! by its colour alone.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry};
use iced::{Element, Length, Point, Rectangle, Renderer, Theme};

use crate::tarot::card::Suit;
use crate::ui::theme::ink;
use crate::ui::widget::emblem;

/// A suit's sign, `size` wide and tall.
#[derive(Debug, Clone, Copy)]
struct Sign {
    suit: Suit,
}

/// The sign of `suit` as an element `size` wide and tall.
pub fn suit<'a, Message: 'a>(suit: Suit, size: f32) -> Element<'a, Message> {
    canvas::Canvas::new(Sign { suit })
        .width(Length::Fixed(size))
        .height(Length::Fixed(size))
        .into()
}

impl<Message> canvas::Program<Message> for Sign {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = bounds.width.min(bounds.height);
        let centre = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        emblem::suit_emblem(
            &mut frame,
            self.suit,
            centre,
            side * 0.46,
            ink(theme).suit(Some(self.suit)),
        );
        vec![frame.into_geometry()]
    }
}
