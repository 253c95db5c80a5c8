//! A seat's sign beside its name (the panel's seats, whose turn it is, the moves, the
//! new-match form). Its shape follows the seat, whatever the theme and whatever the pieces'
//! colour: the first seat's sign is filled (●), the second's hollow (○); in four-seat games the
//! third and fourth are a filled and a hollow square. It is drawn in the seat's colour where
//! that colour stands out from the page, else in the page's ink.
//!
//! A game whose seat colours are shades that one theme's page swallows (Malice's dark South
//! and light North, named "dark" and "light" in the panel's words) draws each sign as its
//! pieces are drawn instead: a disc filled with the seat's own shade, rimmed in the page's ink
//! where the shade would vanish. A sign drawn all in the page's ink put a light disc beside
//! "Your turn (dark)" on the dark theme.

use iced::widget::{container, space};
use iced::{Color, Element, Theme};

use crate::ui::board::SeatInk;
use crate::ui::theme::{contrast, ink};

/// The sign's side, and a hollow sign's line.
const SIDE: f32 = 14.0;
const LINE: f32 = 2.5;

/// How a seat's sign is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Look {
    /// Its colour.
    pub colour: Color,
    /// Hollow (an outline) rather than filled.
    pub hollow: bool,
    /// A disc rather than a square.
    pub round: bool,
    /// The seat's own shade inside a rim of [`Look::colour`], for a game of shades.
    pub fill: Option<Color>,
}

/// Whether a colour stands out 3:1 from the panel and the page it is drawn on, as
/// meaningful marks must.
fn stands_out(colour: Color, theme: &Theme) -> bool {
    let page = ink(theme);
    contrast(colour, page.surface) >= 3.0 && contrast(colour, page.paper) >= 3.0
}

/// Whether a game's seats are shades one theme's page swallows (Malice's dark and light).
fn shades(seats: SeatInk) -> bool {
    [false, true].into_iter().any(|dark| {
        let theme = crate::ui::theme::theme(dark);
        (0..2).any(|seat| !stands_out(seats.colour(&theme, seat), &theme))
    })
}

/// The look of `seat`'s sign in `theme`.
pub(super) fn look(seats: SeatInk, theme: &Theme, seat: usize) -> Look {
    let own = seats.colour(theme, seat);
    let shaded = shades(seats);
    Look {
        colour: if stands_out(own, theme) {
            own
        } else {
            ink(theme).ink
        },
        hollow: !shaded && seat % 2 == 1,
        round: seat % 4 < 2,
        fill: shaded.then_some(own),
    }
}

/// The sign of `seat`, in the colours of game `seats`.
pub(super) fn sign<'a, M: 'a>(seats: SeatInk, seat: usize) -> Element<'a, M> {
    container(space())
        .width(SIDE)
        .height(SIDE)
        .style(move |t: &Theme| {
            let look = look(seats, t, seat);
            container::Style {
                background: (!look.hollow).then(|| look.fill.unwrap_or(look.colour).into()),
                border: iced::Border {
                    color: look.colour,
                    width: if look.hollow || look.fill.is_some() {
                        LINE
                    } else {
                        0.0
                    },
                    radius: if look.round { SIDE / 2.0 } else { 2.0 }.into(),
                },
                ..container::Style::default()
            }
        })
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::registry::GameKind;
    use crate::ui::theme::theme;

    #[test]
    fn each_seat_keeps_its_shape_and_stands_out_from_the_page_in_both_themes() {
        for kind in GameKind::ALL {
            let seats = SeatInk::of(kind);
            for seat in 0..4 {
                let looks =
                    [false, true].map(|dark| (ink(&theme(dark)), look(seats, &theme(dark), seat)));
                for (page, l) in &looks {
                    assert!(
                        contrast(l.colour, page.surface) >= 3.0,
                        "{kind:?} seat {seat}: {l:?}"
                    );
                }
                // The same shape in either theme: filled or hollow by seat, never by colour.
                assert_eq!(looks[0].1.hollow, looks[1].1.hollow);
                assert_eq!(looks[0].1.round, looks[1].1.round);
            }
            let dark = theme(true);
            if shades(seats) {
                continue;
            }
            assert!(!look(seats, &dark, 0).hollow && look(seats, &dark, 1).hollow);
        }
    }

    /// Malice's seats are named dark and light: in both themes South's sign is filled with
    /// the dark of its pyramids and North's with their light (rimmed where the page would
    /// swallow them), never a light disc beside "dark".
    #[test]
    fn malices_signs_are_the_shades_their_words_name_in_both_themes() {
        let seats = SeatInk::of(GameKind::Malice);
        assert_eq!((seats.word(0), seats.word(1)), ("dark", "light"));
        assert!(shades(seats));
        for dark in [false, true] {
            let theme = theme(dark);
            let [south, north] = [0, 1].map(|seat| look(seats, &theme, seat));
            let (Some(south_fill), Some(north_fill)) = (south.fill, north.fill) else {
                panic!("both signs filled with their shade: {south:?} {north:?}");
            };
            let luminance = |c: Color| 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
            assert!(
                luminance(south_fill) < 0.3 && luminance(north_fill) > 0.7,
                "dark theme {dark}: South {south_fill:?}, North {north_fill:?}"
            );
            assert!(!south.hollow && !north.hollow);
        }
        // The other games keep their hues, hollow or filled by seat.
        for kind in GameKind::ALL {
            assert_eq!(
                shades(SeatInk::of(kind)),
                kind == GameKind::Malice,
                "{kind:?}"
            );
        }
    }
}
