//! A seat's sign beside its name (the panel's seats, whose turn it is, the moves, the
//! new-match form): the seat's colour as the board draws it, in a shape that follows the
//! seat whatever the theme. The first seat's sign is filled (●), the second's hollow (○); in
//! four-seat games the third and fourth are a filled and a hollow square. Each stands on a
//! small tile that contrasts with its colour, so that a dark seat's disc still reads as
//! filled on the dark theme's panel (without it, Malice's dark South looked hollow there and
//! its light North filled: the reverse of the light theme).

use iced::widget::{container, space};
use iced::{Alignment, Color, Element, Theme, color};

use crate::ui::board::SeatInk;
use crate::ui::theme::contrast;

/// The tile behind a dark colour, and behind a light one.
const LIGHT_TILE: Color = color!(0xf3ead6);
const DARK_TILE: Color = color!(0x2a221b);
/// The tile's side, the shape's and the hole's in a hollow one.
const TILE: f32 = 16.0;
const SHAPE: f32 = 12.0;
const HOLE: f32 = 5.0;

/// How a seat's sign is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Look {
    /// The tile behind the shape.
    pub tile: Color,
    /// The seat's colour.
    pub fill: Color,
    /// Hollow (a hole of the tile's colour in the middle) rather than filled.
    pub hollow: bool,
    /// A disc rather than a square.
    pub round: bool,
}

/// The look of `seat`'s sign in `theme`.
pub(super) fn look(ink: SeatInk, theme: &Theme, seat: usize) -> Look {
    let fill = ink.colour(theme, seat);
    // The tile that stands out more from the colour.
    let tile = if contrast(fill, LIGHT_TILE) >= contrast(fill, DARK_TILE) {
        LIGHT_TILE
    } else {
        DARK_TILE
    };
    Look {
        tile,
        fill,
        hollow: seat % 2 == 1,
        round: seat % 4 < 2,
    }
}

/// The sign of `seat`, in the colours of game `ink`.
pub(super) fn sign<'a, M: 'a>(ink: SeatInk, seat: usize) -> Element<'a, M> {
    let shape = move |side: f32, colour: fn(&Look) -> Color| {
        move |t: &Theme| {
            let look = look(ink, t, seat);
            container::Style {
                background: Some(colour(&look).into()),
                border: iced::Border {
                    radius: if look.round { side / 2.0 } else { 1.5 }.into(),
                    ..iced::Border::default()
                },
                ..container::Style::default()
            }
        }
    };
    let hole: Element<'a, M> = if seat % 2 == 1 {
        container(space())
            .width(HOLE)
            .height(HOLE)
            .style(shape(HOLE, |l| l.tile))
            .into()
    } else {
        space().into()
    };
    container(
        container(hole)
            .width(SHAPE)
            .height(SHAPE)
            .align_x(Alignment::Center)
            .align_y(Alignment::Center)
            .style(shape(SHAPE, |l| l.fill)),
    )
    .width(TILE)
    .height(TILE)
    .align_x(Alignment::Center)
    .align_y(Alignment::Center)
    .style(move |t: &Theme| container::Style {
        background: Some(look(ink, t, seat).tile.into()),
        border: iced::Border {
            radius: 3.0.into(),
            ..iced::Border::default()
        },
        ..container::Style::default()
    })
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::registry::GameKind;
    use crate::ui::theme::theme;

    #[test]
    fn each_seat_keeps_its_shape_and_stands_out_from_its_tile_in_both_themes() {
        for kind in GameKind::ALL {
            let ink = SeatInk::of(kind);
            for seat in 0..4 {
                let looks = [false, true].map(|dark| look(ink, &theme(dark), seat));
                for l in &looks {
                    assert!(
                        contrast(l.fill, l.tile) >= 3.0,
                        "{kind:?} seat {seat}: {l:?}"
                    );
                }
                // The same shape in either theme: filled or hollow by seat, never by fill.
                assert_eq!(looks[0].hollow, looks[1].hollow);
                assert_eq!(looks[0].round, looks[1].round);
            }
            let first = look(ink, &theme(true), 0);
            let second = look(ink, &theme(true), 1);
            assert!(!first.hollow && second.hollow, "{kind:?}");
        }
    }
}
