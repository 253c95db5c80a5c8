//! Perft: the legal-move tree counted to a depth, the engines' test against known counts.

use crate::boards::game::{Game, Status};

/// Counts the leaves of the legal-move tree `depth` plies deep (chance events are not plies:
/// each outcome is followed).
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match game.status() {
        Status::Over(_) => 0,
        Status::Chance => {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            let mut total = 0;
            for (chance, _) in outcomes {
                if let Ok(undo) = game.resolve_chance(chance) {
                    total += perft(game, depth);
                    game.undo(undo);
                }
            }
            total
        }
        Status::ToMove(_) => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            if depth == 1 {
                return moves.len() as u64;
            }
            let mut total = 0;
            for mv in moves {
                if let Ok(undo) = game.play_legal(mv) {
                    total += perft(game, depth - 1);
                    game.undo(undo);
                }
            }
            total
        }
    }
}
