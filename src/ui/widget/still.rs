//! A still picture: a canvas that draws itself from its own data each frame, with no state of
//! its own and no answer to the mouse. The cards, dice, signs, bars and charts are all one.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry};
use iced::{Element, Length, Rectangle, Renderer, Size, Theme};

/// Something drawn on a canvas from its own data alone.
pub trait Picture {
    /// Draws the picture on `frame`, which is `size` big, in `theme`'s colours.
    fn paint(&self, frame: &mut Frame, theme: &Theme, size: Size);
}

/// The canvas program of a picture.
struct Still<P>(P);

impl<P: Picture, Message> canvas::Program<Message> for Still<P> {
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
        self.0.paint(&mut frame, theme, bounds.size());
        vec![frame.into_geometry()]
    }
}

/// `picture` as an element `width` wide and `height` tall.
pub fn view<'a, Message: 'a, P: Picture + 'a>(
    picture: P,
    width: impl Into<Length>,
    height: impl Into<Length>,
) -> Element<'a, Message> {
    canvas::Canvas::new(Still(picture))
        .width(width)
        .height(height)
        .into()
}
