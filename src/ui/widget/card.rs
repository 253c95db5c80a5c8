//! A card on the table, in a tarot card's proportions: by default the picture of the 1909 deck
//! (`crate::art`) in a thin paper frame with a soft shadow, or our own drawn face
//! ([`drawn`]) when the player chose "Card faces: drawn" in Settings; and our card back
//! ([`back`]) for the deck and the cards lying face down.
//!
//! Which faces a view shows is set once at the start of the app's `view`
//! ([`show_faces`]), from the settings, and read by every card built during that view: the
//! choice reaches every screen without each one carrying it.

mod back;
pub mod drawn;
mod paper;

use std::cell::Cell;
use std::sync::LazyLock;

use iced::widget::{Stack, container, image, text};
use iced::{Border, Color, ContentFit, Element, Length, Padding, Theme};
use serde::{Deserialize, Serialize};

use crate::art::{self, Width};
use crate::tarot::card::{Card, DECK_SIZE};
use crate::ui::theme::{self, ink};

pub use back::back;
pub use drawn::{Label, MIN_NAME, NAMED_WIDTH, fit_name, index, measure};
pub use paper::{CARD_INK, CARD_PAPER, EDGE, Mark, RATIO, SHADOW, height};

/// Which faces the cards show: the player's choice in Settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faces {
    /// The pictures of the 1909 deck.
    #[default]
    Deck1909,
    /// Our drawn faces: index, emblem and name.
    Drawn,
}

impl Faces {
    /// Both, in the order Settings lists them.
    pub const ALL: [Faces; 2] = [Faces::Deck1909, Faces::Drawn];
}

impl std::fmt::Display for Faces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Faces::Deck1909 => "the 1909 deck",
            Faces::Drawn => "drawn",
        })
    }
}

thread_local! {
    /// The faces of the view being built on this thread.
    static FACES: Cell<Faces> = const { Cell::new(Faces::Deck1909) };
}

/// Sets the faces every card built from now on this thread shows (the app calls it at the
/// start of each view, from the settings).
pub fn show_faces(faces: Faces) {
    FACES.set(faces);
}

/// The faces cards show in the view being built.
pub fn faces() -> Faces {
    FACES.get()
}

/// A card face element, `width` wide (the height follows), outlined when `highlighted`.
pub fn face<'a, Message: 'a>(card: Card, width: f32, highlighted: bool) -> Element<'a, Message> {
    let mark = if highlighted {
        Mark::Selected
    } else {
        Mark::Plain
    };
    marked(card, width, mark)
}

/// A card face element, `width` wide, with its mark, in the faces chosen in Settings. A card
/// new in the hand also says so in a word ([`NEW`]) on its bottom-left corner, the part of it
/// that shows when cards overlap, so the mark does not rest on its colour alone.
pub fn marked<'a, Message: 'a>(card: Card, width: f32, mark: Mark) -> Element<'a, Message> {
    let face = match faces() {
        Faces::Deck1909 => picture(card, width, height(width), mark),
        Faces::Drawn => drawn::marked(card, width, mark),
    };
    if mark != Mark::New {
        return face;
    }
    let word = container(
        text(NEW)
            .size(drawn::MIN_NAME)
            .style(|theme: &Theme| text::Style {
                color: Some(ink(theme).on_fill),
            }),
    )
    .padding([0, 3])
    .style(|theme: &Theme| container::Style {
        background: Some(ink(theme).fresh.into()),
        border: Border {
            radius: 3.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    });
    let tall = height(width);
    Stack::new()
        .push(face)
        .push(
            container(word)
                .align_bottom(Length::Fixed(tall))
                .padding(Padding::ZERO.left(4).bottom(6)),
        )
        .into()
}

/// The word on a card new in the hand.
pub const NEW: &str = "new";

/// A card face with its index (rank or Roman numeral) on a small tab in its top-left corner,
/// for a card lying under others where only its left edge shows (the 1909 minors have no
/// corner index of their own; our drawn faces do, and are shown as they are).
pub fn indexed<'a, Message: 'a>(card: Card, width: f32, mark: Mark) -> Element<'a, Message> {
    let face = marked(card, width, mark);
    if faces() == Faces::Drawn {
        return face;
    }
    // The tab lies on the card's paper, the same in both themes: the light theme's colours.
    let tab = container(
        text(index(card))
            .size(drawn::MIN_NAME)
            .color(theme::LIGHT.card(card)),
    )
    .padding([0, 2])
    .style(|_: &Theme| container::Style {
        background: Some(theme::LIGHT.surface.into()),
        border: Border {
            color: EDGE,
            width: 1.0,
            radius: 3.0.into(),
        },
        ..container::Style::default()
    });
    let inset = if mark == Mark::Plain { 2.0 } else { 4.0 };
    Stack::new()
        .push(face)
        .push(container(tab).padding(Padding::ZERO.top(inset).left(inset)))
        .into()
}

/// A card `width` wide being turned over, `turn` from 0 (its back up) to 1 (its face up):
/// the back narrows to its edge, then the face widens from it, within the card's place.
pub fn turning<'a, Message: 'a>(card: Card, width: f32, turn: f32) -> Element<'a, Message> {
    let tall = height(width);
    let turn = turn.clamp(0.0, 1.0);
    let seen: Element<'a, Message> = if turn >= 1.0 {
        marked(card, width, Mark::Plain)
    } else {
        // The width seen: the card's, times how far it faces the player (never quite 0).
        let across = (width * (2.0 * turn - 1.0).abs()).max(2.0);
        match (turn < 0.5, faces()) {
            (true, _) => back::sized(across, tall),
            (false, Faces::Deck1909) => picture(card, across, tall, Mark::Plain),
            (false, Faces::Drawn) => drawn::sized(card, across, tall, Mark::Plain),
        }
    };
    container(seen)
        .width(Length::Fixed(width))
        .height(Length::Fixed(tall))
        .center_x(Length::Fixed(width))
        .into()
}

/// The image handles of every face, made once: the renderer keeps a decoded picture by its
/// handle for as long as it is drawn, so a handle made anew each frame would be decoded anew.
static HANDLES: LazyLock<[Vec<image::Handle>; 3]> = LazyLock::new(|| {
    Width::ALL.map(|width| {
        (0..DECK_SIZE)
            .filter_map(Card::from_index)
            .map(|card| image::Handle::from_bytes(art::face(card, width)))
            .collect()
    })
});

/// The handle of `card`'s face in the copy fit to be shown `shown` pixels wide.
fn handle(card: Card, shown: f32) -> image::Handle {
    let width = Width::for_shown(shown);
    let set = &HANDLES[Width::ALL.iter().position(|w| *w == width).unwrap_or(0)];
    set[card.index()].clone()
}

/// The thickness and colour of a card's edge for its mark (`None`: the plain paper edge).
fn edge(mark: Mark, theme: &Theme) -> Option<Color> {
    let ink = ink(theme);
    match mark {
        Mark::Plain => None,
        Mark::Selected => Some(ink.primary),
        Mark::New => Some(ink.fresh),
        Mark::Playable => Some(ink.warn),
    }
}

/// The 1909 face of `card` in a thin paper frame, with a shadow on the table: an edge one
/// pixel right and two down. (A blurred quad shadow would cost a pass over every pixel of it
/// on each frame in the software renderer, and it is not clipped by scrolling areas.)
fn picture<'a, Message: 'a>(card: Card, width: f32, tall: f32, mark: Mark) -> Element<'a, Message> {
    let marked = mark != Mark::Plain;
    let rim = if marked { 3.0 } else { 1.0 };
    // Drawn from the copy fit for the card's full width (it is narrower only while turning).
    let full = tall / RATIO;
    let radius = (full * 0.045).clamp(2.0, 8.0).min(width / 2.0);
    let face = container(
        image(handle(card, full))
            .width(Length::Fill)
            .height(Length::Fill)
            .content_fit(ContentFit::Fill),
    )
    .padding(rim)
    .width(Length::Fill)
    .height(Length::Fill)
    .style(move |theme: &Theme| container::Style {
        background: Some(CARD_PAPER.into()),
        border: Border {
            color: edge(mark, theme).unwrap_or(EDGE),
            width: rim,
            radius: radius.into(),
        },
        ..container::Style::default()
    });
    container(face)
        .padding(Padding::ZERO.right(1).bottom(2))
        .width(Length::Fixed(width))
        .height(Length::Fixed(tall))
        .style(move |_: &Theme| container::Style {
            background: Some(SHADOW.into()),
            border: Border {
                radius: (radius + 1.0).into(),
                ..Border::default()
            },
            ..container::Style::default()
        })
        .into()
}

/// How wide a card is drawn in a journal's margin.
pub const MARGIN_WIDTH: f32 = 34.0;

/// A journal entry with its card in the margin (or an empty margin when it has none), so the
/// entries' words line up.
pub fn in_margin<'a, Message: 'a>(
    card: Option<Card>,
    body: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    let margin: Element<'a, Message> = match card {
        Some(card) => face(card, MARGIN_WIDTH, false),
        None => iced::widget::space().width(MARGIN_WIDTH).into(),
    };
    iced::widget::row![margin, body.into()].spacing(10).into()
}
