//! What every card shares, whatever its face: the proportions, the paper, the shadow, the
//! marks.

use iced::Color;

use crate::art;

/// Height over width: a tarot card is about 7 × 12 (the 1909 deck's scans, 360 × 620).
pub const RATIO: f32 = art::RATIO;

/// The paper of a card: the faces' frame and the back's ground, the same in both themes (a
/// card is a thing lying on the table, not part of the window).
pub const CARD_PAPER: Color = iced::color!(0xf3ead6);

/// The card back's motif, the light theme's accent: a deep red on the paper.
pub const CARD_INK: Color = iced::color!(0x7a1f1f);

/// The height of a card `width` wide.
pub fn height(width: f32) -> f32 {
    (width * RATIO).round()
}

/// The thin edge of a card's paper.
pub const EDGE: Color = Color::from_rgba(0.17, 0.13, 0.09, 0.55);

/// A card's shadow on the table.
pub const SHADOW: Color = Color::from_rgba(0.0, 0.0, 0.0, 0.22);

/// How a card is marked on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mark {
    /// Plain.
    #[default]
    Plain,
    /// Picked by the player (its text is shown).
    Selected,
    /// New in the hand since the last flip.
    New,
    /// Can be clicked to answer the question.
    Playable,
}
