//! How the computer plays Malice (pyramids): its evaluation (the score, the pyramids each side
//! controls, the pull toward emptying a quarter when ahead, and at level scores the cost of
//! waiting once nothing has been taken for long), captures tried first, captures played out
//! past the horizon, and its own level 4.

use super::tuning::{LevelSearch, Tuning, calls_when_leading, closing_pull, idle_cost, race_words};
use crate::boards::clock::ClockRule;
use crate::boards::game::{Game, Seat};
use crate::boards::pyramids::{Move, PASS, Pyramids, Tie, dual, side};

impl Pyramids {
    /// What waiting costs the seat the search plays for, `lead` points ahead with `ours`
    /// pyramids in its thinnest quarter ([`idle_cost`]): where a level end is a draw and the
    /// clock has not been called.
    fn idle(&self, lead: i32, ours: u32) -> i32 {
        if self.options.tie == Tie::Draw && ClockRule::clock(self).left().is_none() {
            idle_cost(self.quiet, lead, ours)
        } else {
            0
        }
    }
}

impl Tuning for Pyramids {
    const SCORED_AT_LIMIT: bool = true;
    /// At level scores every quiet move is worth about the same, and the hint shuffled one
    /// pyramid back and forth (c1-b1, b1-c1) for 20 plies and more against level 1: a
    /// repetition costs a little (less than a small pyramid handed over, 10).
    const REPEAT_COST: i32 = 8;
    /// A small pyramid lost in an even game is an inaccuracy, a medium one a blunder.
    const ADVANTAGE_SCALE: f64 = 600.0;
    /// Games between searches that see past four plies mostly end in level trades (the
    /// search at a million and a half nodes drew all 17 it played against one at a quarter
    /// million), so level 4 stops at four plies, one step of care above level 3's mistakes,
    /// and level 5 is the full search: each level then wins against the one below. The
    /// other levels are the common ones.
    const LEVELS: [Option<LevelSearch>; 5] = [
        None,
        None,
        None,
        Some(LevelSearch::new(4, 250_000, 0.0)),
        None,
    ];

    fn evaluate(&self, seat: Seat) -> i32 {
        let material = |s: Seat| -> i32 {
            self.board
                .iter()
                .enumerate()
                .filter(|(sq, _)| side(*sq as u8) == s)
                .filter_map(|(_, p)| p.map(|p| p as i32))
                .sum()
        };
        let other = 1 - seat;
        let lead = self.scores[seat as usize] - self.scores[other as usize];
        let start = self.options.setup.fewest_at_start();
        let thinnest = [self.fewest_held(seat), self.fewest_held(other)];
        let level_race = self.options.tie == Tie::LastMoverWins;
        100 * lead
            + 5 * (material(seat) - material(other))
            + closing_pull(lead, start, thinnest, level_race)
            - self.idle(lead, thinnest[0])
    }

    /// The race to empty a quarter, as the closing pull weighs it; or, where waiting gains
    /// nothing, the way to the end.
    fn aim(&self, after: &Self, seat: Seat) -> Option<String> {
        let other = 1 - seat;
        let thinnest = |g: &Self| [g.fewest_held(seat), g.fewest_held(other)];
        let lead = after.scores[seat as usize] - after.scores[other as usize];
        let (before, now) = (thinnest(self), thinnest(after));
        race_words(
            "quarter",
            self.place(other).unwrap_or("the other side"),
            lead,
            before,
            now,
            self.options.tie == Tie::LastMoverWins,
        )
        .or_else(|| {
            (now[0] < before[0] && self.idle(lead, before[0]) > 0).then(|| {
                format!(
                    "brings your own quarter down to {}: with the scores level and nothing \
                     taken for {} moves, emptying it ends the game in a draw",
                    now[0], self.quiet
                )
            })
        })
    }

    /// The moves without a call of the clock: the computer calls it by the rule instead.
    fn search_moves(&self, moves: &mut Vec<Move>) {
        self.plain_moves(moves);
    }

    /// Captures by the size taken (the smaller capturer first); a pyramid that ends on the
    /// other side (by its move or its teleport) is given away, by its size.
    fn move_weight(&self, mv: Move) -> i32 {
        let Some(moving) = self.board.get(mv.from as usize).copied().flatten() else {
            return 0;
        };
        let twin = dual(mv.to);
        let lands = if self.board[twin as usize].is_none() {
            twin
        } else {
            mv.to
        };
        let given = if side(lands) == self.to_move {
            0
        } else {
            moving as i32
        };
        match self.board[mv.to as usize] {
            Some(taken) => 8 * taken as i32 + 8 - moving as i32 - given,
            None => -given,
        }
    }

    fn noisy_moves(&self, moves: &mut Vec<Move>) {
        self.plain_moves(moves);
        moves.retain(|m| m.from != PASS && self.board[m.to as usize].is_some());
    }

    /// When the clock may be called, the mover leads, and enough plies have gone by without
    /// a capture.
    fn computer_calls_clock(&self) -> bool {
        let me = self.to_move as usize;
        calls_when_leading(self, self.quiet, self.scores[me] > self.scores[1 - me])
    }
}
