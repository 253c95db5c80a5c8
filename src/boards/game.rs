//! The trait every board game implements, with the outcome and error types they share.

use std::fmt;
use std::hash::Hash;

use serde::Serialize;
use serde::de::DeserializeOwned;
use thiserror::Error;

/// A player's seat, numbered from 0 in turn order (seat 0 moves first).
pub type Seat = u8;

/// A set of seats, as a bit mask (bit `n` is seat `n`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct Seats(pub u8);

impl Seats {
    /// The set holding one seat.
    pub fn one(seat: Seat) -> Self {
        Seats(1 << seat)
    }

    /// Whether the set holds `seat`.
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat) != 0
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Outcome {
    /// These seats won (one seat, or a team).
    Win(Seats),
    /// Nobody won.
    Draw,
}

/// What a position waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// This seat must move (or pass, when the game says so).
    ToMove(Seat),
    /// A chance event (dice) must be resolved before anyone moves.
    Chance,
    /// The game is over.
    Over(Outcome),
}

/// Why a move could not be played. An illegal move changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// Dice must be rolled (a chance event resolved) first.
    #[error("the dice must be rolled first")]
    ChancePending,
    /// No chance event is pending.
    #[error("no dice roll is pending")]
    NoChancePending,
    /// The move breaks a rule; the text says which, in plain words.
    #[error("illegal move: {0}")]
    Illegal(String),
}

/// Why a text (a move or a position) could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct ParseError(pub String);

/// A position that a game can be set up from, checked before use.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid position: {0}")]
pub struct SetupError(pub String);

/// A two-player (or four-player) abstract game: a validated position that moves are played on.
pub trait Game: Clone + Send + Sync + fmt::Debug + 'static {
    /// One move (for Malaka, one whole turn of sub-moves).
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;
    /// A chance outcome (a roll of the dice); `()` for games without chance.
    type Chance: Copy + Eq + fmt::Debug + Send + Sync + 'static;
    /// What [`Game::play`] returns so that [`Game::undo`] can take the move back.
    type Undo: Clone + fmt::Debug + Send + Sync + 'static;
    /// The game's rule options (house rules and variants), with their defaults.
    type Options: Clone
        + fmt::Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;

    /// Short stable name used in files and on the command line (`malice`, `martian-chess`...).
    const ID: &'static str;
    /// One line on how moves are written, for players.
    const MOVE_HELP: &'static str = "Moves are written a1-b2 (a1xb2 for a capture).";

    /// The start position under these options.
    fn new(options: Self::Options) -> Result<Self, SetupError>;
    /// The options this game is played with.
    fn options(&self) -> &Self::Options;
    /// How many seats play.
    fn seats(&self) -> usize;
    /// What the position waits for.
    fn status(&self) -> Status;
    /// Appends every legal move of the seat to move to `moves` (which is cleared first).
    /// Empty when the game is over or a chance event is pending.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);
    /// The legal move numbered `pick(n)` (in [`Game::legal_moves`] order) of the `n` there
    /// are, or `None` when there are none. `moves` is scratch space. Games may answer without
    /// listing every move, to make random playouts faster; the move must be the same.
    fn pick_legal_move(
        &self,
        moves: &mut Vec<Self::Move>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Self::Move> {
        self.legal_moves(moves);
        if moves.is_empty() {
            return None;
        }
        moves.get(pick(moves.len())).copied()
    }
    /// Plays a legal move; an illegal one is an error that says why and changes nothing.
    fn play(&mut self, mv: Self::Move) -> Result<Self::Undo, MoveError> {
        match self.status() {
            Status::Over(_) => return Err(MoveError::GameOver),
            Status::Chance => return Err(MoveError::ChancePending),
            Status::ToMove(_) => {}
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(MoveError::Illegal(self.explain(mv)));
        }
        self.play_legal(mv)
    }
    /// Plays a move taken from [`Game::legal_moves`] of this very position, without checking
    /// it again (search and playouts use this).
    fn play_legal(&mut self, mv: Self::Move) -> Result<Self::Undo, MoveError>;
    /// Why a move is not legal here, in plain words.
    fn explain(&self, _mv: Self::Move) -> String {
        "that move is not legal here".into()
    }
    /// Takes back the move that returned `undo` (moves are undone in reverse order).
    fn undo(&mut self, undo: Self::Undo);
    /// Appends the possible chance outcomes with their probabilities (summing to 1) to `out`
    /// (cleared first). Empty when no chance event is pending (always, by default).
    fn chance_outcomes(&self, out: &mut Vec<(Self::Chance, f64)>) {
        out.clear();
    }
    /// Resolves the pending chance event with this outcome (games without dice have none).
    fn resolve_chance(&mut self, _chance: Self::Chance) -> Result<Self::Undo, MoveError> {
        Err(MoveError::NoChancePending)
    }
    /// The seat's score so far (captured pips, where the game scores).
    fn score(&self, seat: Seat) -> i32;
    /// The seats that win together with `seat`: itself, unless the game is played in teams.
    fn side(&self, seat: Seat) -> Seats {
        Seats::one(seat)
    }
    /// A heuristic value of the position for `seat`: higher is better for that seat.
    fn evaluate(&self, seat: Seat) -> i32;
    /// The move in the game's move text.
    fn move_text(&self, mv: Self::Move) -> String;
    /// Reads a move in the game's move text, in the context of this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError>;
    /// The board drawn in text for a terminal. By default the position text.
    fn diagram(&self) -> String {
        self.position_text()
    }
    /// The position as text (see `docs/positions.md`); round-trips through `from_position_text`.
    fn position_text(&self) -> String;
    /// Reads a position written by [`Game::position_text`], under these options.
    fn from_position_text(text: &str, options: Self::Options) -> Result<Self, ParseError>;
}
