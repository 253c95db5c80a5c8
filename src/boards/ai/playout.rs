//! Random playouts: a game played to its end by random moves and random dice, for measuring
//! the engines' speed and checking that every game ends.

use crate::boards::dice::Dice;
use crate::boards::game::{Game, Status};

/// Plays random moves (and random dice) to the end; returns the plies played.
pub fn random_playout<G: Game>(
    game: &mut G,
    dice: &mut Dice,
    moves: &mut Vec<G::Move>,
    max_plies: u32,
) -> u32 {
    let mut plies = 0;
    let mut outcomes = Vec::new();
    while plies < max_plies {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let Some(chance) = dice.roll_with(game, &mut outcomes) else {
                    break;
                };
                if game.resolve_chance(chance).is_err() {
                    break;
                }
            }
            Status::ToMove(_) => {
                let Some(mv) = dice.random_move(game, moves) else {
                    break;
                };
                if game.play_legal(mv).is_err() {
                    break;
                }
                plies += 1;
            }
        }
    }
    plies
}
