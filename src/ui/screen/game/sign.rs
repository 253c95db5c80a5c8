//! A seat's sign beside its name (the panel's seats, whose turn it is, the moves, the
//! new-match form). Its shape follows the seat, whatever the theme and whatever the pieces'
//! colour: the first seat's sign is filled (●), the second's hollow (○); in four-seat games the
//! third and fourth are a filled and a hollow square. It is drawn in the seat's colour where
//! that colour stands out from the page, else in the page's ink: Malice's dark South and
//! light North keep their colours on the board in both themes, so a disc of their colour
//! read filled or hollow by the theme (on the dark theme, South's dark disc looked hollow and
//! North's light one filled: the reverse of the light theme).

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
}

/// The look of `seat`'s sign in `theme`.
pub(super) fn look(seats: SeatInk, theme: &Theme, seat: usize) -> Look {
    let page = ink(theme);
    let own = seats.colour(theme, seat);
    // Meaningful marks stand out 3:1 from the panel and the page they are drawn on.
    let stands_out = contrast(own, page.surface) >= 3.0 && contrast(own, page.paper) >= 3.0;
    Look {
        colour: if stands_out { own } else { page.ink },
        hollow: seat % 2 == 1,
        round: seat % 4 < 2,
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
                background: (!look.hollow).then(|| look.colour.into()),
                border: iced::Border {
                    color: look.colour,
                    width: if look.hollow { LINE } else { 0.0 },
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
            assert!(!look(seats, &dark, 0).hollow && look(seats, &dark, 1).hollow);
        }
    }
}
