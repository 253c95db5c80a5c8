//! The end of a Malaka game: a side that has connected or pinned on the enemy's home edge
//! wins, and the caps decide a game that runs too long by distance to connection.

use super::{Malaka, QUIET_CAP, TURN_CAP};
use crate::boards::game::{Decision, EndReason, Seat, Seats};

impl Malaka {
    /// Decides a game stopped by the caps: the shorter distance to connection wins; on equal
    /// distances X, who moved second, wins (the rules want exactly one winner).
    fn by_distance(&self) -> Decision {
        let winner = if self.distance(0) < self.distance(1) {
            0
        } else {
            1
        };
        Decision::Win(Seats::one(winner))
    }

    /// The outcome once `mover` has played a turn: a side that has won (the mover first, if
    /// both have), or the caps' verdict.
    fn judge(&self, mover: Seat) -> Option<(Decision, EndReason)> {
        let board = &self.state.board;
        let won = |side: Seat| {
            let reason = if board.pins_on_enemy_home(side) {
                EndReason::PinnedOnHome
            } else if board.connected(side) {
                EndReason::Connected
            } else {
                return None;
            };
            Some((Decision::Win(Seats::one(side)), reason))
        };
        won(mover).or_else(|| won(1 - mover)).or_else(|| {
            if self.state.turns >= TURN_CAP {
                Some((self.by_distance(), EndReason::MoveCap))
            } else if self.state.quiet >= QUIET_CAP {
                Some((self.by_distance(), EndReason::Stalled))
            } else {
                None
            }
        })
    }

    /// Settles the game once `mover` has played a turn.
    pub(super) fn settle(&mut self, mover: Seat) {
        let verdict = self.judge(mover);
        self.state.outcome = verdict.map(|(outcome, _)| outcome);
        self.state.end = verdict.map(|(_, end)| end);
    }
}
