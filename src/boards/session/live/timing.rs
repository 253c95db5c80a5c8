//! The clocks of a timed match: charging the time of the person to move, the increment
//! after their move, the time given back when a move is taken back, and the flag that ends
//! the match. Time comes in as instants from the caller (the app's timer, or a test), never
//! from the system's clock here.

use std::time::{Duration, Instant};

use crate::boards::ai::Tuning;
use crate::boards::game::Seat;

use super::super::clocks::Clocks;
use super::super::parts::Waiting;
use super::Session;

impl<G: Tuning> Session<G> {
    /// The clocks of a timed match, with each seat's time as last charged.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.recipe.clocks.as_ref()
    }

    /// Each seat's time left at `now`: as charged, less the time the running clock has
    /// run since (for showing it between charges).
    pub fn time_left(&self, now: Instant) -> Vec<Duration> {
        let Some(clocks) = self.clocks() else {
            return Vec::new();
        };
        (0..clocks.left_ms.len())
            .map(|seat| {
                let seat = seat as Seat;
                let left = clocks.left(seat);
                match self.running {
                    Some((running, since)) if running == seat => {
                        left.saturating_sub(now.saturating_duration_since(since))
                    }
                    _ => left,
                }
            })
            .collect()
    }

    /// The seat whose clock runs, in a timed match where a person is to move.
    pub fn clock_running(&self) -> Option<Seat> {
        self.running.map(|(seat, _)| seat)
    }

    /// Brings the clocks to `now`: the time since the last charge comes off the seat whose
    /// clock ran; then the clock of the person to move runs from `now` (no clock runs while
    /// the computer thinks, the dice wait or the match is over). Returns whether a flag
    /// fell now: that seat's time ran out and the match is over, lost by its side.
    /// Time never runs back: an instant earlier than one given before counts as that one.
    pub fn run_clock(&mut self, now: Instant) -> bool {
        if self.recipe.clocks.is_none() {
            return false;
        }
        let now = self.clock_seen.map_or(now, |seen| seen.max(now));
        self.clock_seen = Some(now);
        if let Some((seat, since)) = self.running.take() {
            let spent = now.saturating_duration_since(since);
            let fell = self
                .recipe
                .clocks
                .as_mut()
                .is_some_and(|clocks| clocks.spend(seat, spent));
            if fell {
                self.undone.clear();
                self.revision += 1;
                return true;
            }
        }
        self.running = match self.waiting() {
            Waiting::Person(seat) => Some((seat, now)),
            Waiting::Computer(_) | Waiting::Dice | Waiting::Over(_) => None,
        };
        false
    }

    /// After a person's move in a timed match: the increment to the mover, and no clock
    /// runs until the next [`Session::run_clock`] (the caller charges the move's time
    /// before it, and starts the next clock after).
    pub(super) fn moved_on_time(&mut self, seat: Seat) {
        if let Some(clocks) = self.recipe.clocks.as_mut() {
            clocks.add_increment(seat);
        }
        self.running = None;
        self.turn_began();
    }

    /// A turn begins with the seats' times as they stand: what taking its move back gives
    /// back.
    pub(super) fn turn_began(&mut self) {
        self.turn_clocks = self.recipe.clocks.as_ref().map(|c| c.left_ms.clone());
    }

    /// After an undo: each seat's time as it was when the turn of the move taken back
    /// began (`clocks`, when known), so that the time the move used, its increment and
    /// the time spent since come back. A match whose flag fell is over and keeps its times.
    pub(super) fn give_back_time(&mut self, clocks: Option<Vec<u64>>) {
        if let (Some(now), Some(then)) = (self.recipe.clocks.as_mut(), clocks)
            && now.flagged.is_none()
            && now.left_ms.len() == then.len()
        {
            now.left_ms = then;
        }
        self.turn_began();
    }

    /// The seat whose time ran out, if one's did.
    pub fn flagged(&self) -> Option<Seat> {
        self.clocks().and_then(|clocks| clocks.flagged)
    }
}
