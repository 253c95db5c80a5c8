//! How the computer plays Malawi: its evaluation (rings, and how far each ringed pawn has
//! come), strikes tried first and played out past the horizon.

use super::tuning::Tuning;
use crate::boards::game::{Game, Seat};
use crate::boards::malawi::{Malawi, Move};

impl Tuning for Malawi {
    /// Two rings struck in an even game are an inaccuracy, three a mistake.
    const ADVANTAGE_SCALE: f64 = 250.0;
    /// One ring struck (20, and 4 a row the pawn had come): a pawn of one ring left where
    /// the other side strikes it is a piece given away (30, the old figure, let a one-ring
    /// pawn near home go for nothing).
    const PIECE: i32 = 20;

    fn evaluate(&self, seat: Seat) -> i32 {
        // Rings, and how far each ringed pawn has come toward the other side.
        let mut value = 0;
        for (sq, p) in self.board.iter().enumerate() {
            let Some(p) = p else { continue };
            let rank = (sq / 6) as i32;
            let progress = if p.owner == 0 { rank } else { 5 - rank };
            let worth = 20 * i32::from(p.rings) + if p.rings > 0 { 4 * progress } else { 0 };
            value += if p.owner == seat { worth } else { -worth };
        }
        value
    }

    /// The rows between the side's ringed pawn nearest the far row and that row.
    fn still_to_go(&self, seat: Seat) -> Option<(i32, &'static str, &'static str)> {
        let rows = self
            .board
            .iter()
            .enumerate()
            .filter_map(|(sq, p)| p.filter(|p| p.owner == seat && p.rings > 0).map(|_| sq))
            .map(|sq| {
                let rank = (sq / 6) as i32;
                if seat == 0 { 5 - rank } else { rank }
            })
            .min()?;
        Some((rows, "rows", "the far row"))
    }

    /// Strikes by the rings they take.
    fn move_weight(&self, mv: Move) -> i32 {
        match mv {
            Move::Strike { target, .. } => {
                8 * self.board[target as usize].map_or(0, |p| i32::from(p.rings)) + 8
            }
            _ => 0,
        }
    }

    fn noisy_moves(&self, moves: &mut Vec<Move>) {
        self.legal_moves(moves);
        moves.retain(|m| matches!(m, Move::Strike { .. }));
    }
}
