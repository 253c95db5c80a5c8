//! How the computer plays Martian Chess: its evaluation (the side's score against its
//! strongest rival, the material in its zones, the pull toward emptying a zone when ahead),
//! captures tried first and giveaways last, captures played out past the horizon, a repetition
//! never a way out for the side behind, and when it calls the clock.

use super::tuning::{Tuning, calls_when_leading, closing_pull, race_words};
use crate::boards::clock::ClockRule;
use crate::boards::game::{Game, Seat, Seats};
use crate::boards::martian_chess::{MartianChess, Move, PASS, Piece, START_PER_ZONE};

impl MartianChess {
    /// The sides other than `seat`'s, each once.
    fn rivals(&self, seat: Seat) -> Vec<Seats> {
        let ours = self.side(seat);
        (0..self.seat_count())
            .filter(|&s| !ours.contains(s) && self.side(s).0.trailing_zeros() == u32::from(s))
            .map(|s| self.side(s))
            .collect()
    }

    /// `seat`'s side in the race to empty a zone: its lead over its strongest rival, its own
    /// thinnest zone and that rival's (the zone each can empty itself, by moving pieces out),
    /// and that rival's first seat.
    fn race(&self, seat: Seat) -> (i32, [u32; 2], Option<Seat>) {
        let ours = self.side(seat);
        let leading = self
            .rivals(seat)
            .into_iter()
            .max_by_key(|&r| self.side_score(r));
        let lead = self.side_score(ours) - leading.map_or(0, |r| self.side_score(r));
        let thinnest = |side: Seats| {
            (0..self.seat_count())
                .filter(|&s| side.contains(s))
                .map(|s| (self.occupied & self.zone_mask(s)).count_ones())
                .min()
                .unwrap_or(0)
        };
        let rival_seat = leading.map(|r| r.0.trailing_zeros() as Seat);
        (
            lead,
            [thinnest(ours), leading.map_or(0, thinnest)],
            rival_seat,
        )
    }
}

impl Tuning for MartianChess {
    /// The rules have no draw by repetition: a game that goes round in circles stops at the
    /// move limit and goes to the side ahead. A side a point behind that repeats loses there
    /// (level 5 once shuffled `c6-d5`/`d5-c6` 180 times until the limit gave the game away).
    const SCORED_AT_LIMIT: bool = true;
    /// With no draw by repetition, a position met again is worth what it stands at: two
    /// sides that follow the hint shuffled `c5-b5`/`b5-c5` to the move limit in a friend
    /// match. A tenth of a pawn tips the search to a quiet move that goes somewhere.
    const REPEAT_COST: i32 = 10;
    /// A pawn lost in an even game is an inaccuracy, a drone a blunder.
    const ADVANTAGE_SCALE: f64 = 600.0;

    fn evaluate(&self, seat: Seat) -> i32 {
        // The side's score against its strongest rival first; then material: the pieces in a
        // side's zones are the ones it moves (and the ones the others aim at).
        let ours = self.side(seat);
        let rivals = self.rivals(seat);
        let rival_material: i32 = rivals.iter().map(|&r| self.material(r)).sum();
        let rival_count = (rivals.len() as i32).max(1);
        let (lead, thinnest, _) = self.race(seat);
        100 * lead
            + 5 * (self.material(ours) - rival_material / rival_count)
            + closing_pull(lead, START_PER_ZONE, thinnest, true)
    }

    /// The race to empty a zone, as the closing pull weighs it.
    fn aim(&self, after: &Self, seat: Seat) -> Option<String> {
        let (_, before, _) = self.race(seat);
        let (lead, now, rival) = after.race(seat);
        let rival = rival.map_or("the other side", |r| self.seat_name(r));
        race_words("zone", rival, lead, before, now, true)
    }

    /// The moves without a call of the clock: the computer calls it by the rule instead.
    fn search_moves(&self, moves: &mut Vec<Move>) {
        self.plain_moves(moves);
    }

    /// Captures by the value taken (the cheaper capturer first), giveaways (a piece crossing
    /// into another zone without a capture) by the value given.
    fn move_weight(&self, mv: Move) -> i32 {
        if mv.from == PASS {
            return 0;
        }
        let zone = self.zone_mask(self.to_move);
        let moving = self.piece_at(mv.from).map_or(0, Piece::value);
        match self.piece_at(mv.to) {
            _ if zone >> mv.to & 1 == 1 => 0,
            Some(taken) => 8 * taken.value() + 8 - moving,
            None => -moving,
        }
    }

    fn noisy_moves(&self, moves: &mut Vec<Move>) {
        self.plain_moves(moves);
        let zone = self.zone_mask(self.to_move);
        let targets = self.occupied & !zone;
        moves.retain(|m| m.from != PASS && targets >> m.to & 1 == 1);
    }

    /// When the clock may be called, the mover's side leads every other, and enough plies
    /// have gone by without a capture.
    fn computer_calls_clock(&self) -> bool {
        let ours = self.side(self.to_move);
        let mine = self.side_score(ours);
        let leads = (0..self.seat_count())
            .filter(|&s| !ours.contains(s))
            .all(|s| self.side_score(self.side(s)) < mine);
        calls_when_leading(self, self.quiet, leads)
    }
}
