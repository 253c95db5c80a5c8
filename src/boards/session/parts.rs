//! What a match is made of: who sits in each seat, its setup and entries, what it waits for,
//! how it ended, and why an action was refused.

use thiserror::Error;

use crate::boards::about::About;
use crate::boards::ai::Player;
use crate::boards::game::{Decision, EndReason, Game, MoveError, ParseError, Seat, SetupError};

/// The name that reads as the person addressed ("You win").
pub const YOU: &str = "You";

/// The name of a friend in a seat who was given none.
pub const FRIEND: &str = "Your friend";

/// The computer that answers a hint: strong, and quick enough for a person waiting.
pub const HINT_PLAYER: Player = Player::Level(4);

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Sitter {
    /// The person playing (the profile's player), by name.
    Person(String),
    /// A friend at the same screen or keyboard, by name.
    Friend(String),
    /// The computer, at a level, random, or with a time per move.
    Computer(Player),
}

impl Sitter {
    /// Whether a person (the player or a friend) chooses this seat's moves.
    pub fn is_human(&self) -> bool {
        !matches!(self, Sitter::Computer(_))
    }

    /// The sitter in a few words ("Ada", "the computer (level 3)").
    pub fn describe(&self) -> String {
        match self {
            Sitter::Person(name) | Sitter::Friend(name) => name.clone(),
            Sitter::Computer(player) => format!("the computer ({player})"),
        }
    }

    /// The sitter in a few words within a sentence: as [`Sitter::describe`], but a friend
    /// given no name is "your friend".
    pub fn in_sentence(&self) -> String {
        match self {
            Sitter::Friend(name) if name == FRIEND => "your friend".into(),
            sitter => sitter.describe(),
        }
    }
}

/// One thing that happened in a match, in order.
#[derive(Debug)]
pub enum Entry<G: Game> {
    /// A seat played a move.
    Move {
        /// Who moved.
        seat: Seat,
        /// The move.
        mv: G::Move,
    },
    /// The dice were rolled.
    Dice(G::Chance),
}

// By hand: a derive would ask the game itself to be `Copy` and `PartialEq`.
impl<G: Game> Clone for Entry<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Entry<G> {}

impl<G: Game> PartialEq for Entry<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Entry::Move { seat, mv }, Entry::Move { seat: s, mv: m }) => seat == s && mv == m,
            (Entry::Dice(a), Entry::Dice(b)) => a == b,
            _ => false,
        }
    }
}

impl<G: Game> Eq for Entry<G> {}

/// How a finished match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchEnd {
    /// The game's rules ended it, for this reason.
    Rules(EndReason),
    /// This seat resigned.
    Resigned(Seat),
    /// This seat's time ran out.
    OutOfTime(Seat),
}

/// What a match waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A person (the player or a friend) in this seat must move.
    Person(Seat),
    /// The computer in this seat must move: see [`Session::think`](super::Session::think).
    Computer(Seat),
    /// The dice must be rolled: see [`Session::roll`](super::Session::roll).
    Dice,
    /// The match is over.
    Over(Decision),
}

/// Why a match could not be set up, replayed, or could not take an action. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    /// The engine refused the move; the text says why in plain words.
    #[error("{0}")]
    Move(#[from] MoveError),
    /// The move text could not be read.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// The options or start position cannot be played.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The clocks saved with a timed match do not fit it.
    #[error("{0}")]
    Clocks(String),
    /// The seats given do not match the game's.
    #[error("this game seats {expected} players, not {given}")]
    Seats {
        /// How many the game seats.
        expected: usize,
        /// How many were given.
        given: usize,
    },
    /// It is the computer's turn, not a person's.
    #[error("it is the computer's turn")]
    ComputersTurn,
    /// It is a person's turn, or nobody's: the computer has nothing to play.
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    /// The computer's reply was worked out for a position that is no longer the latest.
    #[error("that reply was for an earlier position")]
    Stale,
    /// The computer found no move (it cannot happen while the game waits for one).
    #[error("the computer found no move")]
    NoReply,
    /// No move of a person's is there to take back.
    #[error("there is no move of yours to take back")]
    NothingToUndo,
    /// No move taken back is there to give again.
    #[error("there is no move taken back to give again")]
    NothingToRedo,
    /// The match is over.
    #[error("the match is over")]
    Over,
    /// A saved entry no longer replays (the file was edited, or comes from other rules).
    #[error("entry {index} (`{text}`) does not replay: {reason}")]
    Replay {
        /// The entry's position, from 1.
        index: usize,
        /// The entry as saved.
        text: String,
        /// Why it does not replay.
        reason: String,
    },
}

/// How a finished match ended, whatever its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The winners, or a draw.
    pub outcome: Decision,
    /// Why it ended (a seat resigned, or the game's rules).
    pub ending: Option<MatchEnd>,
    /// The result in words ("Ada wins: ... (12 to 9)").
    pub words: String,
    /// Each seat's score at the end (all naught in a game that keeps none).
    pub scores: Vec<i32>,
}

impl Finish {
    /// The result in words with the seats' final standing, said once, as the game `about`
    /// words it: a game's own ending says it already when a score is not naught ("You win: a
    /// zone was left empty (19 to 11)"), else it follows in brackets ("You resigned: Ada wins
    /// (0 to 3)"); a game that keeps none (Malaka) gets none.
    pub fn said(&self, about: &About) -> String {
        let by_rules = matches!(self.ending, Some(MatchEnd::Rules(_)));
        self.words.clone() + &about.standing_after(by_rules, &self.scores)
    }
}

/// What a match did by itself when no person was to move (see
/// [`MatchSession::step`](super::MatchSession::step)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The dice were rolled: the roll's text.
    Rolled(String),
    /// The computer played: who, and the move's text.
    Played(Player, String),
}
