//! The boards' colours in the light and the dark theme: the theme's muted warm squares and
//! seat colours (colour-blind safe: blue and orange first; green and purple for four players),
//! and the translucent marks of the last move, the picked piece and its targets.

use iced::{Color, Theme};

use crate::ui::theme;

/// The seats' colours in words, in seat order (what the form and the match screen call them).
pub const COLOUR_WORDS: [&str; 4] = ["blue", "orange", "green", "purple"];

/// A colour from its hex code.
const fn hex(rgb: u32) -> Color {
    Color::from_rgb8((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8)
}

/// A colour from its hex code, at an opacity.
const fn hexa(rgb: u32, alpha: f32) -> Color {
    Color::from_rgba8((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, alpha)
}

/// The colours a board is drawn with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Whether these are the dark theme's colours.
    pub dark: bool,
    /// The seats' colours, in seat order.
    pub seats: [Color; 4],
    /// Text on a seat's colour.
    pub on_seats: Color,
    /// The lighter squares.
    pub light: Color,
    /// The darker squares.
    pub shade: Color,
    /// Lines: the board's edge, canals and walls.
    pub line: Color,
    /// Outlines of pieces: dark on the light board, light on the dark one.
    pub outline: Color,
    /// Faint signs on the squares (Malaka's arrows).
    pub soft: Color,
    /// Coordinates beside the board: the theme's text colour.
    pub label: Color,
    /// The two squares of the last move.
    pub last: Color,
    /// The picked piece's square.
    pub picked: Color,
    /// Dots on squares a picked piece may go to, and rings where it would capture.
    pub target: Color,
    /// The squares of the move the computer suggests.
    pub hint: Color,
    /// The outline around the squares of the last move, and its arrows: ink on the light
    /// board, candlelight on the dark one.
    pub trail: Color,
    /// The thin band around [`Palette::trail`] in the other tone, so that the outline stands
    /// out from light and dark squares alike.
    pub halo: Color,
    /// The squares that show why the game ended.
    pub end: Color,
    /// The outlines of the picked piece's and the hint's squares (and the picked square's
    /// twin), opaque at 3:1 or better on both squares (WCAG 1.4.11): the washes under them
    /// only tint.
    pub edges: Edges,
}

/// The opaque outlines of the marked squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Edges {
    /// The picked piece's square, and its twin.
    pub picked: Color,
    /// The squares of the move the computer suggests.
    pub hint: Color,
}

impl Palette {
    /// The palette for a theme (the dark one by candlelight).
    pub fn of(theme: &Theme) -> Palette {
        let base = if theme.extended_palette().is_dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        Palette {
            label: theme.palette().text,
            ..base
        }
    }

    /// The light theme's board: parchment squares, ink lines.
    pub const LIGHT: Palette = Palette {
        dark: false,
        seats: theme::LIGHT.seats,
        on_seats: Color::WHITE,
        light: theme::LIGHT.squares[0],
        shade: theme::LIGHT.squares[1],
        line: hex(0x6b5d4d),
        outline: hex(0x2b2118),
        soft: hex(0x6b5d4d),
        label: hex(0x2b2118),
        last: hexa(0xd9a520, 0.38),
        picked: hexa(0x3d8c4f, 0.45),
        target: hex(0x24502e),
        hint: hexa(0x2a64ad, 0.35),
        trail: hex(0x2b1d0e),
        halo: hex(0xfff8e8),
        end: hex(0xb8860b),
        edges: Edges {
            picked: hex(0x24502e),
            hint: hex(0x1f4e8c),
        },
    };

    /// The dark theme's board: walnut squares, warm off-white lines.
    pub const DARK: Palette = Palette {
        dark: true,
        seats: theme::DARK.seats,
        on_seats: theme::DARK.paper,
        light: theme::DARK.squares[1],
        shade: theme::DARK.squares[0],
        line: hex(0xcbb994),
        outline: hex(0xf3e9d6),
        soft: hex(0xd8c9ad),
        label: hex(0xf3e9d6),
        last: hexa(0xe3b341, 0.35),
        picked: hexa(0x5fbf73, 0.45),
        target: hex(0xe8f0d8),
        hint: hexa(0x7fb0ee, 0.4),
        trail: hex(0xfff1d0),
        halo: hex(0x140e08),
        end: hex(0xf0c040),
        edges: Edges {
            picked: hex(0x8fcf8f),
            hint: hex(0x7fb0ee),
        },
    };

    /// A seat's colour.
    pub fn seat(&self, seat: u8) -> Color {
        self.seats[usize::from(seat) % 4]
    }

    /// The same palette with every colour of a piece at `alpha` opacity: a piece drawn with
    /// it is a ghost of where a move would leave it.
    pub fn faded(&self, alpha: f32) -> Palette {
        let fade = |c: Color| Color {
            a: c.a * alpha,
            ..c
        };
        Palette {
            seats: self.seats.map(fade),
            on_seats: fade(self.on_seats),
            outline: fade(self.outline),
            ..*self
        }
    }

    /// A seat's zone: its colour, faint over the squares.
    pub fn zone(&self, seat: u8) -> Color {
        Color {
            a: if self.dark { 0.16 } else { 0.14 },
            ..self.seat(seat)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Palette;
    use iced::Color;

    fn luminance(c: Color) -> f32 {
        let channel = |v: f32| {
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn numbers_on_pieces_and_outlines_of_pieces_read_well() {
        for palette in [Palette::LIGHT, Palette::DARK] {
            for seat in palette.seats {
                assert!(contrast(seat, palette.on_seats) >= 4.5, "{seat:?}");
            }
            // Every piece is outlined: the outline stands out from every square.
            for square in [palette.light, palette.shade] {
                assert!(contrast(palette.outline, square) >= 3.0, "{palette:?}");
            }
        }
    }

    #[test]
    fn the_marks_that_carry_meaning_stand_out_from_both_squares() {
        for palette in [Palette::LIGHT, Palette::DARK] {
            let marks = [
                ("the picked square's outline", palette.edges.picked),
                ("the hint's outline", palette.edges.hint),
                ("a legal move's dot", palette.target),
            ];
            for (what, mark) in marks {
                assert_eq!(mark.a, 1.0, "{what} is opaque");
                for square in [palette.light, palette.shade] {
                    let ratio = contrast(mark, square);
                    assert!(
                        ratio >= 3.0,
                        "dark={}: {what} is {ratio:.2}:1",
                        palette.dark
                    );
                }
            }
            // Malaka's arrows are the side to move's colour, opaque.
            for seat in palette.seats {
                for square in [palette.light, palette.shade] {
                    assert!(contrast(seat, square) >= 3.0, "{seat:?}");
                }
            }
        }
    }
}
