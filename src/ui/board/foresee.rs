//! The consequence of a move shown before the click: for the picked piece's every target,
//! a ghost where a teleport would land it and what a field promotion would make, and which
//! targets would keep it (its teleport blocked); for the target under the pointer, the move in words with what it
//! does and the reply it would allow ([`crate::boards::effect::foresee`]).

use super::canvas::Ghost;
use super::game::{BoardUi, Mark};
use crate::boards::effect::{self, Effect, Foresight};
use crate::boards::game::{Decision, Seat, Status};

/// What the board and the panel show of the picked piece's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Foreseen<L> {
    /// Ghosts of where its moves leave it.
    pub ghosts: Vec<Ghost<L>>,
    /// Targets where it would stay: its teleport would be blocked (drawn as a square dot).
    pub stays: Vec<u8>,
    /// For the move under the pointer that would stay, the square that blocks it.
    pub blocker: Option<u8>,
    /// The move under the pointer, with what it does: "c3-c4: lands on f5; now North's".
    pub line: Option<String>,
    /// What that move lets the next player do at once, as a warning.
    pub warning: Option<String>,
}

impl<L> Default for Foreseen<L> {
    fn default() -> Self {
        Foreseen {
            ghosts: Vec::new(),
            stays: Vec::new(),
            blocker: None,
            line: None,
            warning: None,
        }
    }
}

/// The whole move that clicking `target` after `picks` would make, if it makes one.
fn move_to<G: BoardUi>(game: &G, picks: &[u8], target: u8) -> Option<G::Move> {
    let mut clicks = picks.to_vec();
    clicks.push(target);
    let next = game.next(&clicks);
    if !next.targets.is_empty() {
        return None;
    }
    // The plain move, not its twin that calls the clock.
    next.done
        .iter()
        .find(|&&mv| !game.calls_clock(mv))
        .or(next.done.first())
        .copied()
}

/// Where a move leaves a piece worth a ghost: where a teleport lands it and what a
/// promotion makes; for the move under the pointer, also a piece that goes over to the other
/// side where it stands.
fn ghost_squares(effects: &[Effect], strong: bool) -> Vec<u8> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Lands { .. } | Effect::Makes { .. } => e.ends_on(),
            Effect::GoesOver { .. } if strong => e.ends_on(),
            _ => None,
        })
        .collect()
}

/// The ghosts of every target of `picks`, and the words of the one under `hover`.
pub fn foresee<G: BoardUi>(game: &G, picks: &[u8], hover: Option<u8>) -> Foreseen<G::Look> {
    let mut seen = Foreseen::default();
    if picks.is_empty() {
        return seen;
    }
    let Status::ToMove(mover) = game.status() else {
        return seen;
    };
    for (target, mark) in game.next(picks).targets {
        if mark == Mark::Piece {
            continue;
        }
        let Some(mv) = move_to(game, picks, target) else {
            continue;
        };
        let strong = hover == Some(target);
        let effects = game.effects(mv);
        for effect in &effects {
            if let Effect::Stays { square, twin } = *effect {
                seen.stays.push(square);
                if strong {
                    seen.blocker = Some(twin);
                }
            }
        }
        let squares = ghost_squares(&effects, strong);
        if !squares.is_empty() {
            let mut after = game.clone();
            if after.play_legal(mv).is_ok() {
                let looks = after.looks(&[]);
                for square in squares {
                    if let Some(&(_, look)) = looks.iter().find(|(sq, _)| *sq == square) {
                        if strong {
                            seen.ghosts.retain(|g| g.square != square);
                        }
                        if !seen.ghosts.iter().any(|g| g.square == square) {
                            seen.ghosts.push(Ghost {
                                square,
                                look,
                                strong,
                            });
                        }
                    }
                }
            }
        }
        if strong {
            let sight = effect::foresee(game, mv);
            seen.line = Some(line(game, mv, &sight, mover));
            seen.warning = sight.answer.map(|answer| {
                let who = game.place(answer.seat).unwrap_or("your opponent");
                if answer.wins {
                    format!(
                        "Careful: {who} could then win at once with {}.",
                        answer.text
                    )
                } else {
                    format!(
                        "Careful: {who} could answer {} ({}).",
                        answer.text, answer.words
                    )
                }
            });
        }
    }
    // The move under the pointer on top.
    seen.ghosts.sort_by_key(|g| g.strong);
    seen
}

/// A foreseen move in words: its text, what it does, and how it ends the game if it does.
fn line<G: BoardUi>(game: &G, mv: G::Move, sight: &Foresight, mover: Seat) -> String {
    let mut words = vec![];
    if !sight.words.is_empty() {
        words.push(sight.words.clone());
    }
    match sight.ends {
        Some(Decision::Win(seats)) if seats.contains(mover) => words.push("wins the game".into()),
        Some(Decision::Win(_)) => words.push("ends the game, lost".into()),
        Some(Decision::Draw) => words.push("ends the game in a draw".into()),
        None => {}
    }
    let text = game.move_text(mv);
    if words.is_empty() {
        text
    } else {
        format!("{text}: {}", words.join("; "))
    }
}
