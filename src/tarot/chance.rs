//! Where randomness comes from. The engine asks; a driver answers.
//!
//! [`SeededChance`] answers every chance question from a ChaCha generator, so the same seed,
//! options and player answers give the same delve, bit for bit. At the table, a person answers
//! the same questions with the physical cards and dice instead (see the CLI's `--table`).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::delve::Delve;
use super::question::{Answer, Question};

/// A seeded source of dice and cards.
#[derive(Clone, Debug)]
pub struct SeededChance {
    rng: ChaCha8Rng,
}

impl SeededChance {
    /// A generator started from a seed.
    pub fn new(seed: u64) -> SeededChance {
        SeededChance {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Answers the delve's pending question if it is a chance question; `None` for a
    /// player's question (or when the delve is over). Each call draws from the generator.
    pub fn answer(&mut self, delve: &Delve) -> Option<Answer> {
        match delve.question()? {
            Question::CreationDie { .. } | Question::Die { .. } => Some(Answer::Die(self.die())),
            Question::Draw { .. } => {
                let unknown = delve.deck().unknown();
                let index = self.rng.random_range(0..unknown.len().max(1));
                unknown.nth(index).map(Answer::Card)
            }
            Question::RandomDiscard { .. } => {
                let hand = delve.hand();
                let index = self.rng.random_range(0..hand.len().max(1));
                hand.get(index).copied().map(Answer::Card)
            }
            _ => None,
        }
    }

    /// One die, 1 to 6, as a die question draws it.
    pub fn die(&mut self) -> u8 {
        self.rng.random_range(1..=6)
    }

    /// The underlying generator, for automatic players that need randomness.
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }
}
