//! The emblems drawn in the middle of a card: one per suit, and one of its own for each of
//! the 22 major arcana. Each fits in a circle of radius `r` around `c`.

use std::f32::consts::{FRAC_PI_2, TAU};

use iced::widget::canvas::{Frame, Path};
use iced::{Color, Point};

use crate::tarot::card::{Card, Suit};

mod majors;
mod tools;

pub use majors::major;
use tools::{at, pen, polar};

/// Draws the card's emblem: its suit's, or its major's own.
pub fn draw(frame: &mut Frame, card: Card, c: Point, r: f32, color: Color) {
    match (card.suit(), card.major_number()) {
        (Some(suit), _) => suit_emblem(frame, suit, c, r, color),
        (None, Some(n)) => major(frame, n, c, r, color),
        (None, None) => {}
    }
}

/// The four suits: a cup, a sword, a budding wand, a pentacle.
pub fn suit_emblem(frame: &mut Frame, suit: Suit, c: Point, r: f32, color: Color) {
    let stroke = pen(color, r);
    match suit {
        Suit::Cups => {
            let cup = Path::new(|p| {
                p.move_to(at(c, -r * 0.8, -r * 0.75));
                p.bezier_curve_to(
                    at(c, -r * 0.8, r * 0.05),
                    at(c, r * 0.8, r * 0.05),
                    at(c, r * 0.8, -r * 0.75),
                );
                p.close();
                p.move_to(at(c, 0.0, -r * 0.15));
                p.line_to(at(c, 0.0, r * 0.7));
                p.move_to(at(c, -r * 0.5, r * 0.8));
                p.quadratic_curve_to(at(c, 0.0, r * 0.55), at(c, r * 0.5, r * 0.8));
            });
            frame.fill(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.8, -r * 0.75));
                    p.line_to(at(c, r * 0.8, -r * 0.75));
                    p.bezier_curve_to(
                        at(c, r * 0.8, -r * 0.5),
                        at(c, -r * 0.8, -r * 0.5),
                        at(c, -r * 0.8, -r * 0.75),
                    );
                }),
                color,
            );
            frame.stroke(&cup, stroke);
        }
        Suit::Swords => {
            let blade = Path::new(|p| {
                p.move_to(at(c, 0.0, -r));
                p.line_to(at(c, r * 0.16, -r * 0.75));
                p.line_to(at(c, r * 0.16, r * 0.35));
                p.line_to(at(c, -r * 0.16, r * 0.35));
                p.line_to(at(c, -r * 0.16, -r * 0.75));
                p.close();
            });
            frame.fill(&blade, color);
            let hilt = Path::new(|p| {
                p.move_to(at(c, -r * 0.55, r * 0.4));
                p.line_to(at(c, r * 0.55, r * 0.4));
                p.move_to(at(c, 0.0, r * 0.4));
                p.line_to(at(c, 0.0, r * 0.85));
            });
            frame.stroke(&hilt, stroke);
            frame.fill(&Path::circle(at(c, 0.0, r * 0.95), r * 0.1), color);
        }
        Suit::Wands => {
            let wand = Path::new(|p| {
                p.move_to(at(c, -r * 0.55, r * 0.95));
                p.line_to(at(c, r * 0.55, -r * 0.95));
                // Two leaves budding from the staff.
                p.move_to(at(c, -r * 0.05, r * 0.05));
                p.quadratic_curve_to(at(c, -r * 0.6, -r * 0.05), at(c, -r * 0.55, -r * 0.45));
                p.move_to(at(c, r * 0.2, -r * 0.35));
                p.quadratic_curve_to(at(c, r * 0.7, -r * 0.3), at(c, r * 0.75, r * 0.05));
            });
            frame.stroke(&wand, pen(color, r * 1.2));
        }
        Suit::Pentacles => {
            frame.stroke(&Path::circle(c, r * 0.92), stroke);
            let inner = Path::new(|p| {
                // A five-pointed star drawn in one line.
                for i in 0..=5 {
                    let angle = -FRAC_PI_2 + TAU * (i * 2 % 5) as f32 / 5.0;
                    let point = polar(c, r * 0.72, angle);
                    if i == 0 {
                        p.move_to(point);
                    } else {
                        p.line_to(point);
                    }
                }
            });
            frame.stroke(&inner, pen(color, r * 0.7));
        }
    }
}
