//! Chance from a seed: [`Dice`] rolls a pending chance event by its odds and picks random
//! legal moves. A match rolls its dice with it (a fresh one for each entry, from a seed
//! derived for it: see [`session`](super::session)), and random playouts, the command line and
//! the tests roll and move with it; the computer's choices are [`Ai`](super::ai::Ai)'s own.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::game::Game;

/// A seeded roller of dice and picker of random moves.
#[derive(Debug)]
pub struct Dice {
    rng: ChaCha8Rng,
}

impl Dice {
    /// Dice whose rolls come from `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Resolves a pending chance event with a random outcome, by its probability.
    pub fn roll<G: Game>(&mut self, game: &G) -> Option<G::Chance> {
        self.roll_with(game, &mut Vec::new())
    }

    /// [`Dice::roll`], listing the outcomes in `outcomes`: a list kept from roll to roll
    /// spares an allocation each time.
    pub fn roll_with<G: Game>(
        &mut self,
        game: &G,
        outcomes: &mut Vec<(G::Chance, f64)>,
    ) -> Option<G::Chance> {
        game.chance_outcomes(outcomes);
        let mut x: f64 = self.rng.random();
        for (chance, p) in outcomes.iter() {
            if x < *p {
                return Some(*chance);
            }
            x -= p;
        }
        outcomes.last().map(|(c, _)| *c)
    }

    /// A random legal move, if the game waits for one (uniform over the legal moves, unless
    /// the game draws its moves otherwise: see [`Game::random_legal_move`]).
    pub fn random_move<G: Game>(&mut self, game: &G, moves: &mut Vec<G::Move>) -> Option<G::Move> {
        game.random_legal_move(moves, &mut |n| self.rng.random_range(0..n))
    }
}
