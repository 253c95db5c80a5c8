//! The boards' colours in the light and the dark theme: the theme's muted warm squares and
//! seat colours (colour-blind safe: blue and vermilion red first; green and purple for four
//! players; none the hue of the squares under it), and the translucent marks of the last move, the picked piece and its targets.

use iced::{Color, Theme};

use crate::ui::theme;

/// The seats' colours in words, in seat order (what the form and the match screen call them).
pub const COLOUR_WORDS: [&str; 4] = ["blue", "red", "green", "purple"];

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
            a: 0.16,
            ..self.seat(seat)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Palette;
    use crate::ui::theme::{contrast, lab};
    use iced::Color;

    /// A colour's hue in CIELAB, in degrees.
    fn hue(c: Color) -> f32 {
        let [_, a, b] = lab(c);
        b.atan2(a).to_degrees().rem_euclid(360.0)
    }

    /// How far apart two colours look (CIE76: about 2.3 is just noticeable).
    fn apart(a: Color, b: Color) -> f32 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    /// `top` laid over `ground` at its own opacity.
    fn over(top: Color, ground: Color) -> Color {
        let mix = |t: f32, g: f32| t * top.a + g * (1.0 - top.a);
        Color::from_rgb(
            mix(top.r, ground.r),
            mix(top.g, ground.g),
            mix(top.b, ground.b),
        )
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

    /// A seat's piece is never the hue of the square it stands on (the dark theme's orange
    /// was the walnut's own hue, 0° apart; the light one 28° from the parchment): at least
    /// 30° apart in CIELAB, and 3:1 or more.
    #[test]
    fn seats_are_never_the_hue_of_the_squares_under_them() {
        for palette in [Palette::LIGHT, Palette::DARK] {
            for (i, seat) in palette.seats.into_iter().enumerate() {
                for square in [palette.light, palette.shade] {
                    let d = (hue(seat) - hue(square)).abs();
                    let apart = d.min(360.0 - d);
                    assert!(
                        apart >= 30.0,
                        "dark={}: seat {i} is {apart:.0}° from its square's hue",
                        palette.dark
                    );
                    assert!(contrast(seat, square) >= 3.0, "seat {i}");
                }
            }
        }
    }

    /// Each side's zone (Martian Chess's halves, Malawi's home rows) is tinted its own way:
    /// every zone visibly off the bare square (CIELAB 8 or more), a two-player match's two
    /// zones well apart (12 or more) and any two of four apart (5 or more), on both squares.
    /// The tints are washes, far below 3:1 against each other, so the cue that tells them
    /// apart is a shape: the canal between the zones and the board's edges, drawn in lines
    /// at 3:1 or more on both squares; and a piece reads on every zone at 3:1.
    #[test]
    fn zones_are_told_apart_from_the_bare_board_and_from_each_other() {
        for palette in [Palette::LIGHT, Palette::DARK] {
            for square in [palette.light, palette.shade] {
                let zones: Vec<Color> = (0..4).map(|s| over(palette.zone(s), square)).collect();
                for (i, zone) in zones.iter().enumerate() {
                    let bare = apart(*zone, square);
                    assert!(
                        bare >= 8.0,
                        "dark={}: zone {i} is {bare:.1} from the bare square",
                        palette.dark
                    );
                    for (j, other) in zones.iter().enumerate().skip(i + 1) {
                        let between = apart(*zone, *other);
                        let least = if (i, j) == (0, 1) { 12.0 } else { 5.0 };
                        assert!(
                            between >= least,
                            "dark={}: zones {i} and {j} are {between:.1} apart",
                            palette.dark
                        );
                    }
                    for seat in palette.seats {
                        assert!(contrast(seat, *zone) >= 3.0, "a piece on zone {i}");
                    }
                }
                assert!(contrast(palette.line, square) >= 3.0, "the canal's line");
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
