//! The clocks of a timed match: charging the time of the person to move, the increment
//! after their move, the time given back when a move is taken back (and charged again when
//! it is given again), and the flag that ends the match. Time comes in as instants from the caller (the app's timer, or a test), never
//! from the system's clock here.

use std::time::{Duration, Instant};

use crate::boards::ai::Tuning;
use crate::boards::game::Seat;

use super::super::clocks::{Began, Clocks};
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
                self.forget_undone();
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

    /// The turn of the person's move at entry `entry` began with the times kept by
    /// [`Session::turn_began`]: kept with the clocks (and so saved), for an undo.
    pub(super) fn keep_turn_times(&mut self, entry: usize) {
        if let (Some(clocks), Some(left_ms)) =
            (self.recipe.clocks.as_mut(), self.turn_clocks.take())
        {
            clocks.began.push(Began { entry, left_ms });
        }
    }

    /// After an undo of the entries from `keep` on (a person's move first): each seat's time
    /// as it was when the turn of the move taken back began, when the clocks kept it, so
    /// that the time the move used, its increment and the time spent since come back. A
    /// match whose flag fell is over and keeps its times. What was given back is kept for
    /// a redo.
    pub(super) fn give_back_time(&mut self, keep: usize) {
        let turn = self.turn_clocks.take();
        let mut given = None;
        if let Some(clocks) = self.recipe.clocks.as_mut() {
            let from = clocks
                .began
                .iter()
                .position(|b| b.entry >= keep)
                .unwrap_or(clocks.began.len());
            let taken = clocks.began.split_off(from);
            if let Some(then) = taken.into_iter().next().filter(|b| b.entry == keep)
                && clocks.flagged.is_none()
                && clocks.left_ms.len() == then.left_ms.len()
            {
                let before = std::mem::replace(&mut clocks.left_ms, then.left_ms.clone());
                given = Some(GivenBack {
                    began: then.left_ms,
                    before,
                    turn,
                });
            }
        }
        self.given_back.push(given);
        self.turn_began();
    }

    /// After a redo that gave again the person's move at entry `redone` (and what followed
    /// it then): the time its undo gave back is charged again, the times standing as they
    /// did before the undo, less whatever each seat's clock ran since.
    pub(super) fn charge_again(&mut self, redone: usize) {
        let given = self.given_back.pop().flatten();
        if let (Some(clocks), Some(given)) = (self.recipe.clocks.as_mut(), given)
            && clocks.flagged.is_none()
            && clocks.left_ms.len() == given.before.len()
        {
            // The time each clock ran since the undo stays spent.
            let since: Vec<u64> = given
                .began
                .iter()
                .zip(&clocks.left_ms)
                .map(|(then, now)| then.saturating_sub(*now))
                .collect();
            let less = |times: &[u64]| -> Vec<u64> {
                times
                    .iter()
                    .zip(&since)
                    .map(|(time, spent)| time.saturating_sub(*spent))
                    .collect()
            };
            clocks.left_ms = less(&given.before);
            clocks.began.push(Began {
                entry: redone,
                left_ms: given.began,
            });
            self.turn_clocks = given.turn.map(|turn| less(&turn));
            return;
        }
        self.turn_began();
    }

    /// Nothing taken back can be given again any more (a new move, a roll at the table, a
    /// resignation or a flag).
    pub(super) fn forget_undone(&mut self) {
        self.undone.clear();
        self.given_back.clear();
    }

    /// The seat whose time ran out, if one's did.
    pub fn flagged(&self) -> Option<Seat> {
        self.clocks().and_then(|clocks| clocks.flagged)
    }
}

/// What an undo gave back in a timed match, for its redo: the times the undone move's turn
/// began with (given back), the times before the undo, and the times the turn under way
/// then had begun with.
#[derive(Clone, Debug)]
pub(super) struct GivenBack {
    began: Vec<u64>,
    before: Vec<u64>,
    turn: Option<Vec<u64>>,
}
