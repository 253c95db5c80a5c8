//! How a newcomer chooses a move, for the tests that check level 1 can be beaten: a player
//! fresh from Learn who heeds the match screen's warnings. Of the legal moves, those the
//! screen does not warn about (no answer of the next player takes more than the move took,
//! reaches the far row, or wins at once), and of those the one whose position looks best a
//! move ahead by the game's own evaluation (a win best of all, a loss worst), with no deeper
//! look. Level 1 looks at the reply to captures too, and plays a move that gives nothing away
//! instead more often than not.

use malice::boards::ai::Tuning;
use malice::boards::effect::Effect;
use malice::boards::game::{Decision, Seat, Status};

/// What a move's effects take from the other side: points, rings struck, pieces killed, and
/// a pawn on the far row, worth more than any of them (as the screen's warnings weigh them).
fn takes(effects: &[Effect]) -> u32 {
    effects
        .iter()
        .map(|e| match *e {
            Effect::Takes { points, .. } => u32::from(points),
            Effect::Strikes { rings, .. } => u32::from(rings),
            Effect::Kills { .. } => 1,
            Effect::FarRow { .. } => 100,
            _ => 0,
        })
        .sum()
}

/// Whether the match screen warns about `mv`: the next player could then win at once, or
/// take more than `mv` took (as its foresight tells before the click).
fn warned<G: Tuning>(game: &G, mv: G::Move) -> bool {
    let gained = takes(&game.effects(mv));
    let mut after = game.clone();
    if after.play(mv).is_err() {
        return true;
    }
    let Status::ToMove(next) = after.status() else {
        return false;
    };
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    replies.into_iter().any(|reply| {
        if takes(&after.effects(reply)) > gained {
            return true;
        }
        let mut then = after.clone();
        then.play(reply).is_ok()
            && matches!(then.status(), Status::Over(Decision::Win(seats)) if seats.contains(next))
    })
}

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
            Status::Over(Decision::Win(seats)) if seats.contains(seat) => i32::MAX,
            Status::Over(Decision::Win(_)) => i32::MIN + 1,
            _ => after.evaluate(seat),
        }
    };
    // Best-looking first (ties in the order listed), then the first the screen does not warn
    // about; the best-looking of all when it warns about every one.
    let mut ranked: Vec<(i32, usize, G::Move)> = moves
        .iter()
        .enumerate()
        .map(|(i, mv)| (looks(mv), i, *mv))
        .collect();
    ranked.sort_by_key(|&(value, i, _)| (std::cmp::Reverse(value), std::cmp::Reverse(i)));
    ranked
        .iter()
        .find(|&&(value, _, mv)| value == i32::MAX || !warned(game, mv))
        .or(ranked.first())
        .map(|&(_, _, mv)| mv)
}
