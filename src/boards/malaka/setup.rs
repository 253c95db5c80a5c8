//! The start of a Malaka game, and the checks on a position read from text.

use super::{Board, Cell, MAX_PIECES, Malaka, Options, STACK};
use crate::boards::game::SetupError;

impl Malaka {
    /// The start: staggered stacks of two up the left side (or all at home), and X's the same
    /// turned half a turn.
    pub(super) fn start_board(options: &Options) -> Board {
        let shape = options.shape();
        let (n, a) = (shape.size as i8, shape.size as i8 / 3);
        let mut places: Vec<(i8, i8)> = Vec::new();
        if options.no_stagger {
            let rows = if options.many { 3 } else { 2 };
            for r in 0..rows {
                places.extend((0..a).map(|f| (f, r)));
            }
        } else {
            places.extend((0..a).map(|f| (f, 0)));
            places.extend((2 * a..3 * a).map(|r| (0, r)));
            if options.many {
                places.extend((a..2 * a).map(|r| (0, r)));
            }
        }
        let mut board = Board::empty(shape);
        for (f, r) in places {
            for (side, (f, r)) in [(0, (f, r)), (1, (n - 1 - f, n - 1 - r))] {
                if let Some(c) = shape.cell(f, r) {
                    board.set(
                        c,
                        Cell {
                            count: STACK,
                            owner: side,
                            pinned: false,
                        },
                    );
                }
            }
        }
        board
    }

    /// Checks a position read from text: piece counts, dice within the faces, and the opening
    /// roll of one die.
    pub(super) fn validate(&self) -> Result<(), SetupError> {
        for side in 0..2 {
            if self.state.board.pieces(side) > MAX_PIECES {
                return Err(SetupError(format!(
                    "a side has at most {MAX_PIECES} pieces"
                )));
            }
        }
        let faces = self.options.faces();
        if let Some(dice) = self.state.dice {
            if dice.values().iter().any(|&v| v == 0 || v > faces) {
                return Err(SetupError(format!("dice must show 1 to {faces}")));
            }
            if self.opening() != (dice.values().len() == 1) {
                return Err(SetupError(
                    "O's opening turn rolls one die and every later turn two".into(),
                ));
            }
        }
        Ok(())
    }
}
