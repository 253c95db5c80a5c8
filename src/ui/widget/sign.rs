//! A suit's sign, small, beside a card's rank where the card is written rather than drawn
//! (table mode's chips): the suit's emblem in the suit's colour, so that a card is never told
//! by its colour alone.

use iced::widget::canvas::Frame;
use iced::{Element, Length, Point, Size, Theme};

use crate::tarot::card::Suit;
use crate::ui::theme::ink;
use crate::ui::widget::emblem;
use crate::ui::widget::still::{self, Picture};

/// A suit's sign, `size` wide and tall.
#[derive(Debug, Clone, Copy)]
struct Sign {
    suit: Suit,
}

/// The sign of `suit` as an element `size` wide and tall.
pub fn suit<'a, Message: 'a>(suit: Suit, size: f32) -> Element<'a, Message> {
    still::view(Sign { suit }, Length::Fixed(size), Length::Fixed(size))
}

impl Picture for Sign {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        let side = bounds.width.min(bounds.height);
        let centre = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        emblem::suit_emblem(
            frame,
            self.suit,
            centre,
            side * 0.46,
            ink(theme).suit(Some(self.suit)),
        );
    }
}
