//! What a live match shows of itself: its recipe, positions, seats and seed, its entries
//! (with their texts and notes), the moves alone, a position of the past, and its marks.

use crate::boards::ai::Tuning;
use crate::boards::game::Seat;

use super::super::parts::{Entry, Sitter};
use super::super::recipe::Recipe;
use super::Session;

impl<G: Tuning> Session<G> {
    /// What the match is made of, as it stands: its game, options (every one written out),
    /// seats, seed, start, entries, marks and resignation. [`Session::new`] plays it back to
    /// this very position.
    pub fn recipe(&self) -> &Recipe {
        &self.recipe
    }

    /// The game at the latest position.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The start position.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// Who sits in each seat.
    pub fn sitters(&self) -> &[Sitter] {
        &self.recipe.sitters
    }

    /// The seed of the dice and the computer's choices.
    pub fn seed(&self) -> u64 {
        self.recipe.seed
    }

    /// Every entry, in order.
    pub fn entries(&self) -> impl ExactSizeIterator<Item = Entry<G>> + '_ {
        self.played.iter().map(|p| p.entry)
    }

    /// Every entry's text, in order: what [`Session::new`] reads back.
    pub fn entry_texts(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.recipe.entries.iter().map(String::as_str)
    }

    /// The moves alone (no rolls), each with its seat and its text in the game's notation.
    pub fn moves(&self) -> impl Iterator<Item = (Seat, &str)> + '_ {
        self.played
            .iter()
            .zip(&self.recipe.entries)
            .filter_map(|(p, text)| match p.entry {
                Entry::Move { seat, .. } => Some((seat, text.as_str())),
                Entry::Dice(_) => None,
            })
    }

    /// Every entry's note: what a move did in words ("lands on g5"), `None` for a roll or a
    /// move that did nothing more than its text says.
    pub fn entry_notes(&self) -> impl ExactSizeIterator<Item = Option<&str>> + '_ {
        self.played.iter().map(|p| p.note.as_deref())
    }

    /// How many moves have been played (rolls not counted).
    pub fn move_count(&self) -> usize {
        self.moves().count()
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<(Seat, G::Move)> {
        self.played.iter().rev().find_map(|p| match p.entry {
            Entry::Move { seat, mv } => Some((seat, mv)),
            Entry::Dice(_) => None,
        })
    }

    /// The position after the first `moves` moves (0: the start), with the rolls that came
    /// before them but not the roll after, for looking back over the move list.
    pub fn position_after(&self, moves: usize) -> G {
        let mut game = self.start.clone();
        let mut made = 0;
        for played in &self.played {
            if made == moves {
                break;
            }
            // Every entry was checked when it was played; a failure cannot happen here, and
            // would only stop the look back early.
            let step = match played.entry {
                Entry::Move { mv, .. } => {
                    made += 1;
                    game.play_legal(mv).map(drop)
                }
                Entry::Dice(chance) => game.resolve_chance(chance).map(drop),
            };
            if step.is_err() {
                break;
            }
        }
        game
    }

    /// Whether an undo or a hint was used.
    pub fn assisted(&self) -> bool {
        self.recipe.marks.0
    }

    /// How many hints were asked for.
    pub fn hints(&self) -> u32 {
        self.recipe.marks.1
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<Seat> {
        self.recipe.resigned
    }
}
