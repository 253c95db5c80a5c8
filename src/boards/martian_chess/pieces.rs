//! The pieces, the rule options and the moves of Martian Chess.

use serde::{Deserialize, Serialize};

/// A move is the one the clock games share: from a square to a square, or a pass.
pub use crate::boards::clock::{ClockMove as Move, PASS, PASS_MOVE};

/// A piece: its size decides how it moves and what it scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Small: moves one square diagonally; scores 1.
    Pawn = 1,
    /// Medium: one or two squares straight, no jumping; scores 2.
    Drone = 2,
    /// Large: any distance in eight directions, no jumping; scores 3.
    Queen = 3,
}

/// The pieces in the order of the position's bit boards.
pub(super) const PIECES: [Piece; 3] = [Piece::Pawn, Piece::Drone, Piece::Queen];

impl Piece {
    /// Points for capturing it.
    pub fn value(self) -> i32 {
        self as i32
    }

    /// The piece's name in words.
    pub fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "pawn",
            Piece::Drone => "drone",
            Piece::Queen => "queen",
        }
    }

    /// Index of its bit board.
    pub(super) fn index(self) -> usize {
        self as usize - 1
    }

    pub(super) fn letter(self) -> char {
        match self {
            Piece::Pawn => 'P',
            Piece::Drone => 'D',
            Piece::Queen => 'Q',
        }
    }

    pub(super) fn from_letter(c: char) -> Option<Piece> {
        match c.to_ascii_uppercase() {
            'P' => Some(Piece::Pawn),
            'D' => Some(Piece::Drone),
            'Q' => Some(Piece::Queen),
            _ => None,
        }
    }
}

/// How the small and medium pieces move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceSet {
    /// Pawns step diagonally, Drones go one or two squares straight.
    #[default]
    Standard,
    /// Pawns move as kings, Drones as knights.
    KnightsAndKings,
}

/// The rule options of Martian Chess.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// Field promotion: with no Queen in your zone a Drone and a Pawn may merge into one;
    /// with no Drone, two Pawns into a Drone.
    pub field_promotion: bool,
    /// "Calling the clock" is allowed: once a game a player may call it with a move; from
    /// then on seven plies without a capture end the game.
    pub clock: bool,
    /// Standard pieces, or pawns as kings and drones as knights.
    pub pieces: PieceSet,
    /// How many play: 2 (a 4×8 board) or 4 (8×8).
    pub players: u8,
    /// Four players only: opposite corners (seats 0 and 2, seats 1 and 3) add up their scores
    /// and win together.
    pub teams: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            field_promotion: true,
            clock: false,
            pieces: PieceSet::Standard,
            players: 2,
            teams: false,
        }
    }
}

impl Options {
    /// Why these options cannot be played, if they cannot.
    pub(super) fn problem(&self) -> Option<String> {
        match (self.players, self.teams) {
            (2, false) | (4, _) => None,
            (2, true) => Some("teams need four players".into()),
            (n, _) => Some(format!("Martian Chess is for 2 or 4 players, not {n}")),
        }
    }
}
