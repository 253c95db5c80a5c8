//! Where a live match stands: what it waits for, who is to move, and once it is over, who won,
//! why, and the result in words.

use crate::boards::ai::Tuning;
use crate::boards::game::{Decision, Seat, Seats, Status};

use super::super::parts::{MatchEnd, Sitter, Waiting, YOU};
use super::Session;

impl<G: Tuning> Session<G> {
    /// What the match waits for.
    pub fn waiting(&self) -> Waiting {
        if let Some(outcome) = self.outcome() {
            return Waiting::Over(outcome);
        }
        match self.game.status() {
            Status::Chance => Waiting::Dice,
            Status::ToMove(seat) => match self.recipe.sitters.get(usize::from(seat)) {
                Some(Sitter::Computer(_)) => Waiting::Computer(seat),
                _ => Waiting::Person(seat),
            },
            Status::Over(outcome) => Waiting::Over(outcome),
        }
    }

    /// The seat to move, while the game waits for a move.
    pub fn to_move(&self) -> Option<Seat> {
        match self.waiting() {
            Waiting::Person(seat) | Waiting::Computer(seat) => Some(seat),
            Waiting::Dice | Waiting::Over(_) => None,
        }
    }

    /// How the match ended: the winners (or a draw), once it is over.
    pub fn outcome(&self) -> Option<Decision> {
        if let Some(seat) = self.recipe.resigned.or(self.flagged()) {
            let losers = self.game.side(seat);
            let winners = (0..self.game.seats() as Seat)
                .filter(|&s| !losers.contains(s))
                .fold(0u8, |mask, s| mask | (1 << s));
            return Some(Decision::Win(Seats(winners)));
        }
        match self.game.status() {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// Why the match ended, once it is over.
    pub fn ending(&self) -> Option<MatchEnd> {
        if let Some(seat) = self.flagged().filter(|_| self.recipe.resigned.is_none()) {
            return Some(MatchEnd::OutOfTime(seat));
        }
        match (self.recipe.resigned, self.game.status()) {
            (Some(seat), _) => Some(MatchEnd::Resigned(seat)),
            (None, Status::Over(_)) => self.game.end_reason().map(MatchEnd::Rules),
            _ => None,
        }
    }

    /// The result in words, once the match is over: who won (by name) or a draw, and why
    /// (the engine's reason with the final score, or who resigned).
    pub fn result_text(&self) -> Option<String> {
        let outcome = self.outcome()?;
        let names = |seats: Seats| -> Vec<String> {
            (0..self.game.seats() as Seat)
                .filter(|&s| seats.contains(s))
                .filter_map(|s| self.recipe.sitters.get(usize::from(s)))
                .map(Sitter::describe)
                .collect()
        };
        let verdict = match outcome {
            Decision::Draw => "a draw".to_owned(),
            Decision::Win(seats) => {
                let winners = names(seats);
                // "You win", "Ada wins", "Ada and Bea win".
                let verb = match &winners[..] {
                    [one] if one != YOU => "wins",
                    _ => "win",
                };
                format!("{} {verb}", winners.join(" and "))
            }
        };
        Some(match self.ending() {
            Some(MatchEnd::Resigned(seat)) => {
                format!("{} resigned: {verdict}", names(Seats::one(seat)).join(""))
            }
            Some(MatchEnd::OutOfTime(seat)) => {
                let name = names(Seats::one(seat)).join("");
                let whose = if name == YOU {
                    "Your".to_owned()
                } else {
                    format!("{name}'s")
                };
                format!("{whose} time ran out: {verdict}")
            }
            Some(MatchEnd::Rules(reason)) => match self.final_score() {
                Some(score) => format!("{verdict}: {reason} ({score})"),
                None => format!("{verdict}: {reason}"),
            },
            None => verdict,
        })
    }

    /// The standing at the end as [`About::final_standing`] says it; `None` where every
    /// score is naught (Malaka keeps none).
    ///
    /// [`About::final_standing`]: crate::boards::about::About::final_standing
    fn final_score(&self) -> Option<String> {
        let scores: Vec<i32> = (0..self.game.seats() as Seat)
            .map(|seat| self.game.score(seat))
            .collect();
        if scores.iter().all(|s| *s == 0) {
            return None;
        }
        self.recipe.kind.about().final_standing(&scores)
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}
