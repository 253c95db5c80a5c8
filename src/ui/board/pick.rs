//! A move built by clicks: the squares clicked so far, what they may go on to, and what a new
//! click does (picks a piece, adds a square, plays the move, or is refused with a reason).

use super::game::{BoardUi, Mark};
use crate::boards::game::Status;

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click<M> {
    /// Nothing: it is not the player's turn.
    Nothing,
    /// A piece or square was picked, or a pick taken back.
    Picked,
    /// The clicks make this whole move: play it.
    Play(M),
    /// The clicks make this whole move; it waits for Confirm.
    Ready(M),
    /// The click was refused, for this reason (in plain words).
    Refused(String),
}

/// The squares clicked so far toward a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    picks: Vec<u8>,
    /// Whether the next move also calls the clock.
    pub clock: bool,
}

impl Picker {
    /// The squares clicked so far.
    pub fn picks(&self) -> &[u8] {
        &self.picks
    }

    /// Forgets every pick (Esc, Reset, or a new position).
    pub fn clear(&mut self) {
        self.picks.clear();
    }

    /// Takes back the last pick; false when there was none.
    pub fn back(&mut self) -> bool {
        self.picks.pop().is_some()
    }

    /// A click on `square`.
    pub fn click<G: BoardUi>(&mut self, game: &G, square: u8) -> Click<G::Move> {
        if !matches!(game.status(), Status::ToMove(_)) {
            return Click::Nothing;
        }
        if game.next(&self.picks).mark(square).is_some() {
            self.picks.push(square);
            let next = game.next(&self.picks);
            return match self.choose(game, &next.done) {
                Some(mv) if G::CONFIRM && next.targets.is_empty() => Click::Ready(mv),
                Some(mv) if !G::CONFIRM => {
                    self.picks.clear();
                    Click::Play(mv)
                }
                _ => Click::Picked,
            };
        }
        if self.picks.last() == Some(&square) {
            self.picks.pop();
            return Click::Picked;
        }
        if !G::CONFIRM && self.picks.first() == Some(&square) {
            self.picks.clear();
            return Click::Picked;
        }
        if let Some((_, before)) = self.picks.split_last()
            && game.next(before).mark(square) == Some(Mark::Piece)
        {
            let last = self.picks.len() - 1;
            self.picks[last] = square;
            return Click::Picked;
        }
        Click::Refused(game.refusal(&self.picks, square))
    }

    /// The whole move the picks make, if they make one.
    pub fn ready<G: BoardUi>(&self, game: &G) -> Option<G::Move> {
        self.choose(game, &game.next(&self.picks).done)
    }

    /// Of the whole moves the picks make, the one that calls the clock or not, as asked.
    fn choose<G: BoardUi>(&self, game: &G, done: &[G::Move]) -> Option<G::Move> {
        done.iter()
            .find(|&&mv| game.calls_clock(mv) == self.clock)
            .or(done.first())
            .copied()
    }

    /// The squares to light: where the picked piece may go (nothing before a piece is picked).
    pub fn lit<G: BoardUi>(&self, game: &G) -> Vec<(u8, Mark)> {
        if self.picks.is_empty() || !matches!(game.status(), Status::ToMove(_)) {
            return Vec::new();
        }
        game.next(&self.picks)
            .targets
            .into_iter()
            .filter(|(_, mark)| *mark != Mark::Piece)
            .collect()
    }
}
