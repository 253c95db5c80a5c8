//! The trait every board game implements, with the outcome and error types they share.

use std::fmt;
use std::hash::Hash;

use serde::Serialize;
use serde::de::DeserializeOwned;
use thiserror::Error;

use super::effect::kind::Effect;

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
pub enum Decision {
    /// These seats won (one seat, or a team).
    Win(Seats),
    /// Nobody won.
    Draw,
}

/// Why a finished game ended, for the result line ("South wins: a zone was left empty").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A zone has no piece left (Martian Chess).
    ZoneEmptied,
    /// A quarter (one board's half on one side of the canal) has no pyramid left (Malice).
    QuarterEmptied,
    /// The clock was called and ran down: seven plies went by without a capture.
    ClockRanOut,
    /// A side joined all its pieces to its goal edge (Malaka).
    Connected,
    /// A side pinned an enemy piece on that enemy's own home edge (Malaka).
    PinnedOnHome,
    /// A ringed pawn stood on the opponent's first row at the start of its side's turn
    /// (Malawi).
    FarRowReached,
    /// A side lost its last ring (Malawi).
    RingsLost,
    /// The same position came up for the third time (Malawi).
    Repetition,
    /// The game reached its limit of moves (turns in Malaka) and was decided as it stood.
    MoveCap,
    /// Nobody could move for many turns in a row, and the game was decided as it stood
    /// (Malaka).
    Stalled,
    /// Every player passed in a row: nobody could move.
    AllPassed,
}

impl fmt::Display for EndReason {
    /// The reason in plain words, lower case, to follow the result ("South wins: ...").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::ZoneEmptied => "a zone was left empty",
            EndReason::QuarterEmptied => "a quarter was left empty",
            EndReason::ClockRanOut => "the clock ran out after seven plies without a capture",
            EndReason::Connected => "every piece was joined to the goal edge",
            EndReason::PinnedOnHome => "a piece was pinned on its own home edge",
            EndReason::FarRowReached => "a pawn reached the far row",
            EndReason::RingsLost => "a side lost its last ring",
            EndReason::Repetition => "the same position came up a third time",
            EndReason::MoveCap => "the move limit was reached",
            EndReason::Stalled => "nobody could move for 40 turns",
            EndReason::AllPassed => "nobody could move",
        })
    }
}

/// What a position waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// This seat must move (or pass, when the game says so).
    ToMove(Seat),
    /// A chance event (dice) must be resolved before anyone moves.
    Chance,
    /// The game is over.
    Over(Decision),
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

/// A two-player (or four-player) abstract game: a validated position that moves are played on,
/// its rules and its notation. How the computer judges a position and searches it is apart,
/// in [`crate::boards::ai::Tuning`].
pub trait Game: Clone + Send + Sync + fmt::Debug + 'static {
    /// One move (for Malaka, one whole turn of sub-moves).
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;
    /// A chance outcome (a roll of the dice); `()` for games without chance.
    type Chance: Copy + Eq + fmt::Debug + Send + Sync + ChanceText + 'static;
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
    /// A random legal move for random playouts, `draw(n)` giving a random number below `n`
    /// (called as often as the game needs), or `None` when there is none. By default uniform
    /// over [`Game::legal_moves`] (through [`Game::pick_legal_move`]); a game whose moves are
    /// costly to list may draw its move part by part instead, as long as every legal move can
    /// come and nothing else does.
    fn random_legal_move(
        &self,
        moves: &mut Vec<Self::Move>,
        draw: &mut impl FnMut(usize) -> usize,
    ) -> Option<Self::Move> {
        self.pick_legal_move(moves, draw)
    }
    /// Whether [`Game::play`] takes `mv`, given this position's listed legal moves: by
    /// default only one of them; a game whose moves can be made in another order to the same
    /// end may take those too.
    fn accepts(&self, mv: &Self::Move, legal: &[Self::Move]) -> bool {
        legal.contains(mv)
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
        if !self.accepts(&mv, &legal) {
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
    /// A key of the position: equal positions (the pieces, the seat to move, the scores and
    /// whatever else decides the legal moves, such as pending dice or a called clock) have
    /// equal keys, and different ones almost surely differ. Move counters (plies played,
    /// plies since a capture) are left out, so that a position that comes back has the same
    /// key: the computer uses keys to spot repetitions and to remember positions it searched.
    fn key(&self) -> u64;
    /// Why the game ended, once it is over (`None` while it goes on).
    fn end_reason(&self) -> Option<EndReason>;
    /// `mv` made together with a call of the clock, when the rules allow calling it now (the
    /// clock option is on and nobody has called it yet); `None` otherwise, and always for
    /// games without a clock. The call is part of the move: [`Game::legal_moves`] lists every
    /// move a second time with the call, after all the plain moves.
    fn call_clock(&self, _mv: Self::Move) -> Option<Self::Move> {
        None
    }
    /// Once the clock has been called, the plies without a capture left before the game
    /// ends (from 7; a capture puts it back); `None` before the call and in games without a
    /// clock.
    fn clock_left(&self) -> Option<u8> {
        None
    }
    /// The seat's score so far (captured pips, where the game scores).
    fn score(&self, seat: Seat) -> i32;
    /// The seats that win together with `seat`: itself, unless the game is played in teams.
    fn side(&self, seat: Seat) -> Seats {
        Seats::one(seat)
    }
    /// The move in the game's move text.
    fn move_text(&self, mv: Self::Move) -> String;
    /// What a legal move does beyond its text, worked out in this position (where a pyramid
    /// lands, what a capture takes, what a promotion makes): see [`Effect`]. None by default.
    fn effects(&self, _mv: Self::Move) -> Vec<Effect> {
        Vec::new()
    }
    /// A square's name as the game writes it in moves (`a1`).
    fn square_name(&self, square: u8) -> String;
    /// Where a seat sits, if the game names it ("South", "North-west").
    fn place(&self, _seat: Seat) -> Option<&'static str> {
        None
    }
    /// Once the game is over, the squares that show why (the emptied zone, the pawn on the
    /// far row, the joined chain); empty while it goes on, and by default.
    fn end_squares(&self) -> Vec<u8> {
        Vec::new()
    }
    /// Once the game ended because an area was left empty (a quarter, a zone), the seat
    /// that held it; `None` otherwise, and by default.
    fn emptied(&self) -> Option<Seat> {
        None
    }
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

/// How a chance outcome (a roll of the dice) is written in a match's entries, and read back.
/// Games without chance (`()`) never write one.
pub trait ChanceText: Sized {
    /// The roll as an entry, e.g. `dice 4 2` (the opening roll of Malaka: `dice 3`).
    fn text(&self) -> String;
    /// Reads an entry written by [`ChanceText::text`]; `None` if it is not a roll.
    fn read(text: &str) -> Option<Self>;
}

/// The word that starts a roll of the dice in a match's entries.
pub const DICE_WORD: &str = "dice";

impl ChanceText for () {
    fn text(&self) -> String {
        DICE_WORD.to_owned()
    }

    fn read(_text: &str) -> Option<()> {
        None
    }
}

impl ChanceText for (u8, u8) {
    fn text(&self) -> String {
        match self {
            (first, 0) => format!("{DICE_WORD} {first}"),
            (first, second) => format!("{DICE_WORD} {first} {second}"),
        }
    }

    fn read(text: &str) -> Option<(u8, u8)> {
        let mut words = text.split_whitespace();
        if words.next()? != DICE_WORD {
            return None;
        }
        let first: u8 = words.next()?.parse().ok()?;
        let second: u8 = match words.next() {
            Some(word) => word.parse().ok()?,
            None => 0,
        };
        words.next().is_none().then_some((first, second))
    }
}

/// Mixes the bits of a number (the splitmix64 finaliser), so that keys built by chaining
/// `mix(key ^ part)` over a position's parts spread evenly: the games build [`Game::key`] so.
#[inline]
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
