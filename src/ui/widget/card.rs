//! A card face drawn on a canvas: the suit's sign, the rank, and the name.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

use crate::tarot::card::{Card, Suit, roman};

/// The colour of a suit (majors are gold).
pub fn suit_color(card: Card) -> Color {
    match card.suit() {
        Some(Suit::Cups) => Color::from_rgb8(0x2f, 0x6f, 0xb5),
        Some(Suit::Swords) => Color::from_rgb8(0x6b, 0x6f, 0x7a),
        Some(Suit::Wands) => Color::from_rgb8(0x3d, 0x8b, 0x3d),
        Some(Suit::Pentacles) => Color::from_rgb8(0xc0, 0x8a, 0x1e),
        None => Color::from_rgb8(0x8e, 0x44, 0xad),
    }
}

/// A card face of the given size.
#[derive(Debug, Clone, Copy)]
pub struct CardFace {
    card: Card,
    highlighted: bool,
}

impl CardFace {
    /// The card's face, highlighted when selected.
    pub fn new(card: Card, highlighted: bool) -> CardFace {
        CardFace { card, highlighted }
    }
}

/// A card face element, `width` wide (the height follows).
pub fn face<'a, Message: 'a>(card: Card, width: f32, highlighted: bool) -> Element<'a, Message> {
    canvas::Canvas::new(CardFace::new(card, highlighted))
        .width(Length::Fixed(width))
        .height(Length::Fixed(width * 1.5))
        .into()
}

impl<Message> canvas::Program<Message> for CardFace {
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
        let size = bounds.size();
        let palette = theme.extended_palette();
        let color = suit_color(self.card);
        let outline = Path::rounded_rectangle(
            Point::new(1.0, 1.0),
            Size::new(size.width - 2.0, size.height - 2.0),
            (size.width * 0.08).into(),
        );
        frame.fill(&outline, palette.background.base.color);
        frame.stroke(
            &outline,
            Stroke::default()
                .with_color(if self.highlighted {
                    palette.primary.strong.color
                } else {
                    color
                })
                .with_width(if self.highlighted { 3.0 } else { 1.5 }),
        );
        let unit = size.width / 10.0;
        let center = Point::new(size.width / 2.0, size.height * 0.48);
        draw_sign(&mut frame, self.card, center, unit * 2.2, color);
        let rank = match (self.card.major_number(), self.card.code()) {
            (Some(n), _) => roman(n),
            (None, code) => code[..code.len() - 1].to_string(),
        };
        frame.fill_text(Text {
            content: rank,
            position: Point::new(unit * 0.9, unit * 0.6),
            color,
            size: (unit * 2.4).into(),
            ..Text::default()
        });
        let name = self.card.name();
        let short: String = name.chars().take(16).collect();
        frame.fill_text(Text {
            content: short,
            position: Point::new(unit * 0.6, size.height - unit * 2.2),
            color: palette.background.base.text,
            size: (unit * 1.25).into(),
            ..Text::default()
        });
        vec![frame.into_geometry()]
    }
}

/// Draws the suit's sign (or a star for a major) around `c`.
fn draw_sign(frame: &mut Frame, card: Card, c: Point, r: f32, color: Color) {
    let stroke = Stroke::default().with_color(color).with_width(r * 0.22);
    match card.suit() {
        Some(Suit::Cups) => {
            let bowl = Path::new(|p| {
                p.move_to(Point::new(c.x - r, c.y - r * 0.6));
                p.quadratic_curve_to(
                    Point::new(c.x, c.y + r * 1.1),
                    Point::new(c.x + r, c.y - r * 0.6),
                );
                p.move_to(Point::new(c.x, c.y + r * 0.25));
                p.line_to(Point::new(c.x, c.y + r));
                p.move_to(Point::new(c.x - r * 0.5, c.y + r));
                p.line_to(Point::new(c.x + r * 0.5, c.y + r));
            });
            frame.stroke(&bowl, stroke);
        }
        Some(Suit::Swords) => {
            let sword = Path::new(|p| {
                p.move_to(Point::new(c.x, c.y - r * 1.2));
                p.line_to(Point::new(c.x, c.y + r));
                p.move_to(Point::new(c.x - r * 0.6, c.y + r * 0.45));
                p.line_to(Point::new(c.x + r * 0.6, c.y + r * 0.45));
            });
            frame.stroke(&sword, stroke);
        }
        Some(Suit::Wands) => {
            let wand = Path::new(|p| {
                p.move_to(Point::new(c.x - r * 0.7, c.y + r));
                p.line_to(Point::new(c.x + r * 0.7, c.y - r));
                p.move_to(Point::new(c.x + r * 0.2, c.y - r * 0.3));
                p.line_to(Point::new(c.x + r * 0.7, c.y - r * 0.1));
            });
            frame.stroke(&wand, stroke);
        }
        Some(Suit::Pentacles) => {
            frame.stroke(&Path::circle(c, r), stroke);
            frame.fill(&Path::circle(c, r * 0.35), color);
        }
        None => {
            let star = Path::new(|p| {
                for i in 0..=10 {
                    let angle =
                        std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
                    let radius = if i % 2 == 0 { r } else { r * 0.45 };
                    let point = Point::new(c.x + radius * angle.cos(), c.y + radius * angle.sin());
                    if i == 0 {
                        p.move_to(point);
                    } else {
                        p.line_to(point);
                    }
                }
            });
            frame.fill(&star, color);
        }
    }
}
