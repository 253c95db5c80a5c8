//! One thing a move does, as a fact: the [`Effect`] each game lists for its moves. Kept apart
//! from the foresight that words and weighs them, so that the game trait can name it.

/// One thing a move does, worked out in the position before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The piece takes the piece on `square`, worth `points` (Malice, Martian Chess).
    Takes {
        /// Where the piece taken stood.
        square: u8,
        /// What it was ("large pyramid", "queen").
        piece: &'static str,
        /// What it scores.
        points: u8,
    },
    /// After reaching `from`, the pyramid teleports on to its twin `square` (Malice).
    Lands {
        /// The square reached by the move.
        from: u8,
        /// The twin square it lands on.
        square: u8,
    },
    /// The twin `twin` of the square reached is taken: the pyramid stays on `square`
    /// (Malice).
    Stays {
        /// The square it stays on.
        square: u8,
        /// The twin square that is taken.
        twin: u8,
    },
    /// The piece ends on `square`, on the side of the canal that `seat` controls: it is now
    /// that seat's piece (a Malice teleport, a Martian Chess crossing).
    GoesOver {
        /// Where it ends.
        square: u8,
        /// The seat that controls it now.
        seat: u8,
    },
    /// The piece merges with its partner on `square` into a bigger one (Martian Chess's
    /// field promotion).
    Makes {
        /// Where the new piece stands.
        square: u8,
        /// What it is ("queen", "drone").
        piece: &'static str,
    },
    /// The pawn on `square` is struck: its `rings` rings leave the game (Malawi).
    Strikes {
        /// The pawn struck.
        square: u8,
        /// The rings it loses.
        rings: u8,
    },
    /// The pawn on `square` hands its `rings` rings out, one to each receiver (Malawi).
    HandsOut {
        /// The pawn emptied.
        square: u8,
        /// The rings handed out.
        rings: u8,
    },
    /// A hand-out of six rings: one of them leaves the game (Malawi).
    RingLost {
        /// The pawn emptied.
        square: u8,
    },
    /// A ringed pawn reaches the other side's first row on `square`: it wins if it still
    /// has a ring when its side's turn comes again (Malawi).
    FarRow {
        /// Where it stands.
        square: u8,
    },
    /// A lone enemy piece on `square` is pinned under the piece landing on it (Malaka).
    Pins {
        /// The point of the pin.
        square: u8,
    },
    /// A lone enemy piece on `square` is killed by a jump over a wall (Malaka).
    Kills {
        /// The point of the kill.
        square: u8,
    },
}

impl Effect {
    /// The square the moving piece ends on, when the effect says it (a teleport's landing, a
    /// blocked teleport, a promotion).
    pub fn ends_on(&self) -> Option<u8> {
        match *self {
            Effect::Lands { square, .. }
            | Effect::Stays { square, .. }
            | Effect::Makes { square, .. }
            | Effect::GoesOver { square, .. } => Some(square),
            _ => None,
        }
    }
}
