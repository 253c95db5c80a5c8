//! How a newcomer chooses a move, for the tests that check level 1 can be beaten: of the legal
//! moves, the one whose position looks best a move ahead by the game's own evaluation (a win
//! best of all, a loss worst), with no look at the reply. Level 1 looks at the reply to
//! captures too, and plays a random move instead more often than not.

use malice::boards::ai::Tuning;
use malice::boards::game::{Outcome, Seat, Status};

/// The move a newcomer playing `seat` makes here; `None` when `seat` has no move.
pub fn newcomer_move<G: Tuning>(game: &G, seat: Seat) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let looks = |mv: &G::Move| {
        let mut after = game.clone();
        if after.play(*mv).is_err() {
            return i32::MIN;
        }
        match after.status() {
            Status::Over(Outcome::Win(seats)) if seats.contains(seat) => i32::MAX,
            Status::Over(Outcome::Win(_)) => i32::MIN + 1,
            _ => after.evaluate(seat),
        }
    };
    moves.into_iter().max_by_key(looks)
}
