//! The pieces, options and moves of Malice (pyramids), and the geometry of its squares: sides,
//! quadrants, dual squares and their names.

use serde::{Deserialize, Serialize};

/// A move is the one the clock games share: from a square to a square, or a pass.
pub use crate::boards::clock::{ClockMove as Move, PASS, PASS_MOVE};

use super::super::game::Seat;
use super::super::notation;

/// A pyramid's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Size {
    /// One step in eight directions; scores 1.
    Small = 1,
    /// A knight's leap; scores 2.
    Medium = 2,
    /// Any distance in eight directions, blocked by pieces; scores 3.
    Large = 3,
}

impl Size {
    pub(super) fn letter(self) -> char {
        match self {
            Size::Small => 'S',
            Size::Medium => 'M',
            Size::Large => 'L',
        }
    }

    /// The pyramid's name in words ("large pyramid").
    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small pyramid",
            Size::Medium => "medium pyramid",
            Size::Large => "large pyramid",
        }
    }

    pub(super) fn from_letter(c: char) -> Option<Size> {
        match c.to_ascii_uppercase() {
            'S' => Some(Size::Small),
            'M' => Some(Size::Medium),
            'L' => Some(Size::Large),
            _ => None,
        }
    }
}

/// The starting layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Setup {
    /// Nine pyramids a side, as the rulings draw them.
    #[default]
    #[serde(rename = "classic-18")]
    Classic18,
    /// Twelve a side on the back two ranks of both boards.
    #[serde(rename = "extended-24")]
    Extended24,
}

impl Setup {
    /// The pyramids in the emptiest quadrant at the start.
    pub(in crate::boards) fn fewest_at_start(self) -> u32 {
        match self {
            Setup::Classic18 => 3,
            Setup::Extended24 => 6,
        }
    }
}

/// What a tie at the end means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tie {
    /// Nobody wins.
    #[default]
    Draw,
    /// The player who made the last move wins.
    LastMoverWins,
}

/// The rule options of Malice (pyramids).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// The starting layout.
    pub setup: Setup,
    /// What a tie means.
    pub tie: Tie,
    /// "Calling the clock" is allowed: once a game a player may call it with a move; from
    /// then on seven plies without a capture end the game.
    pub clock: bool,
}

/// The seat whose side a square is on: it controls whatever stands there.
pub fn side(square: u8) -> Seat {
    if (square % 32) < 16 { 0 } else { 1 }
}

/// The quadrant of a square: board * 2 + side.
pub(super) fn quadrant(square: u8) -> usize {
    (square / 32) as usize * 2 + side(square) as usize
}

/// The dual square: the mirrored file on the other board, rank 9 − rank.
pub fn dual(square: u8) -> u8 {
    let board = square / 32;
    let local = square % 32;
    let (file, rank) = (local % 4, local / 4);
    (1 - board) * 32 + (7 - rank) * 4 + (3 - file)
}

/// A square's name, `a1` to `h8`.
pub fn square_name(square: u8) -> String {
    let board = square / 32;
    let local = square % 32;
    notation::square_name(board * 4 + local % 4, local / 4)
}

pub(super) fn parse_square(text: &str) -> Option<u8> {
    notation::read_square(text, 8, 8).map(|(f, r)| (f / 4) * 32 + r * 4 + f % 4)
}
