//! The trait every board game implements, with the outcome and error types they share.

use std::fmt;
use std::hash::Hash;

use serde::Serialize;
use serde::de::DeserializeOwned;
use thiserror::Error;

/// The clock rule shared by Martian Chess and Malice (board-rulings.md): where the clock stands
/// when it is called, and again after each capture; each later ply without a capture takes one
/// off, and at 0 the game ends.
pub const CLOCK_PLIES: u8 = 7;
/// Plies without a capture after which the computer, if it leads, calls the clock.
pub const CLOCK_PATIENCE: u16 = 20;

/// What each piece the leader has moved out of its thinnest zone is worth, in the evaluation
/// of a game that ends when a zone empties, to the side that leads (and against the side that
/// trails).
pub const CLOSING_PULL: i32 = 15;

/// A lead's pull toward the end of a game that ends when a zone empties (Martian Chess,
/// Malice), for a side `lead` points ahead (or behind) whose own thinnest zone holds
/// `thinnest[0]` pieces and whose leading rival's holds `thinnest[1]`, each from `start`.
///
/// The side that leads gains [`CLOSING_PULL`] for each piece its thinnest zone has lost (the
/// side that trails loses as much): a leader can empty a zone of its own by moving pieces out,
/// and without the pull it gains nothing by ending the game and marks time until the move
/// limit. With the scores level and `level_race` (a level game goes to whoever empties a zone
/// with their move), each side wants its own zone the thinner: the pull is the difference.
pub fn closing_pull(lead: i32, start: u32, thinnest: [u32; 2], level_race: bool) -> i32 {
    let [ours, theirs] = thinnest.map(|n| n as i32);
    let start = start as i32;
    CLOSING_PULL
        * match lead.signum() {
            1 => start - ours,
            -1 => theirs - start,
            _ if level_race => theirs - ours,
            _ => 0,
        }
}

/// The line that says how far a called clock has run (each player's move counts one), for
/// the board's text and the app: `None` before the call.
pub fn clock_line(left: Option<u8>) -> Option<String> {
    left.map(|left| {
        let moves = if left == 1 { "move" } else { "moves" };
        format!(
            "The clock is called: the game ends after {left} more {moves} without a capture \
             (a capture puts it back to {CLOCK_PLIES})."
        )
    })
}

/// The called clock of the games that have the clock option (Martian Chess, Malice): not
/// called yet, or the plies without a capture still to go since a player called it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CalledClock(Option<u8>);

impl CalledClock {
    /// The clock at `left` plies to go, or not called (`None`), as position text gives it.
    pub fn new(left: Option<u8>) -> Self {
        CalledClock(left)
    }

    /// The plies without a capture still to go; `None` before the call.
    pub fn left(self) -> Option<u8> {
        self.0
    }

    /// Whether a player may call it now, in a game whose clock option is `on`.
    pub fn callable(self, on: bool) -> bool {
        on && self.0.is_none()
    }

    /// Whether it has run out: the game ends.
    pub fn run_out(self) -> bool {
        self.0 == Some(0)
    }

    /// One ply played: a ply that `called` it, or a capture after the call, sets it to
    /// [`CLOCK_PLIES`]; any other ply after the call takes one off.
    pub fn tick(&mut self, captured: bool, called: bool) {
        self.0 = match self.0 {
            _ if called => Some(CLOCK_PLIES),
            Some(_) if captured => Some(CLOCK_PLIES),
            left => left.map(|left| left.saturating_sub(1)),
        };
    }

    /// Its part of a position key, in a game whose clock option is `on`: a clock that may
    /// still be called and one that may not differ, as do the plies left.
    pub fn key(self, on: bool) -> u64 {
        match self.0 {
            None => u64::from(on),
            Some(left) => 2 | u64::from(left) << 2,
        }
    }

    /// Why a move that calls the clock cannot, in a game whose option is `on` (`pass`: the
    /// move is a pass); `None` when the call may go with it.
    pub fn refusal(self, on: bool, pass: bool) -> Option<&'static str> {
        if !on {
            Some("the clock option is off in this game")
        } else if self.0.is_some() {
            Some("the clock has already been called in this game")
        } else if pass {
            Some("the clock is called together with a move, not with a pass")
        } else {
            None
        }
    }
}

/// Lists each of `moves` once more with the clock called (`call` marks a move so), unless
/// the only move is `pass` (a pass cannot call it): the legal moves while the clock may be
/// called.
pub fn add_clock_calls<M: Copy + PartialEq>(moves: &mut Vec<M>, pass: M, call: impl Fn(&mut M)) {
    if moves[..] != [pass] {
        let plain = moves.len();
        moves.extend_from_within(..);
        moves[plain..].iter_mut().for_each(call);
    }
}

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

/// Why a finished game ended, for the result line ("South wins: a zone was left empty").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A zone (Martian Chess) or a quarter of a board (Malice) has no piece left.
    ZoneEmptied,
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

/// How one level of the computer searches, apart from its time limit (which every game
/// shares: [`crate::boards::ai::Plan`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSearch {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Nodes it may search for one move.
    pub nodes: u64,
    /// How often it plays a random move instead, on purpose.
    pub noise: f64,
}

impl LevelSearch {
    /// A level that searches `depth` plies deep within `nodes` nodes a move and plays a random
    /// move instead with probability `noise`.
    pub const fn new(depth: u32, nodes: u64, noise: f64) -> LevelSearch {
        LevelSearch {
            depth,
            nodes,
            noise,
        }
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
    /// Whether [`Game::evaluate`] ignores a pending chance event and no moves are played out
    /// at the search's horizon ([`Game::noisy_moves`] is always empty): then a search that
    /// reaches its horizon with the dice still to roll evaluates the position once instead
    /// of averaging the same value over every roll.
    const EVALUATE_BEFORE_CHANCE: bool = false;
    /// Whether a game that goes round in circles ends at a move limit scored as it stands,
    /// with no draw for a repeated position: then a repetition in the search is worth what
    /// the position is worth to the side that did not make it, never less than a draw, so
    /// neither side gains by repeating (a side that trails does not steer into a repetition
    /// that leaves it losing at the limit).
    const SCORED_AT_LIMIT: bool = false;
    /// Whether the search should only trust a horizon reached after both sides have moved:
    /// then its iterations deepen to 1 ply, then 2, 4, 6 and so on. For a game whose
    /// evaluation misjudges a position its mover has just left (lone pieces open to the
    /// reply it cannot see), where a search one ply deeper plays worse.
    const EVEN_HORIZON: bool = false;
    /// How levels 1 to 5 search, where the game needs levels of its own (see
    /// [`crate::boards::ai::level_plan`]); `None` keeps that level's common search.
    const LEVELS: [Option<LevelSearch>; 5] = [None; 5];

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
    /// Whether the computer, to move here, calls the clock with its move: the rulings have it
    /// call when it leads and 20 plies have gone by without a capture. Never, by default.
    fn computer_calls_clock(&self) -> bool {
        false
    }
    /// The moves a search looks at: the legal moves, less those the computer decides by a
    /// rule instead (calling the clock). By default every legal move.
    fn search_moves(&self, moves: &mut Vec<Self::Move>) {
        self.legal_moves(moves);
    }
    /// How promising a legal move looks before any search, for trying the best first: above
    /// 0 for captures (the more they take the higher), below 0 for moves that give material
    /// away, 0 for the rest (the default).
    fn move_weight(&self, _mv: Self::Move) -> i32 {
        0
    }
    /// The moves that change the material balance (captures, strikes), which the search plays
    /// out beyond its depth so as not to stop in the middle of an exchange; none by default.
    fn noisy_moves(&self, moves: &mut Vec<Self::Move>) {
        moves.clear();
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

/// Mixes the bits of a number (the splitmix64 finaliser), so that keys built by chaining
/// `mix(key ^ part)` over a position's parts spread evenly: the games build [`Game::key`] so.
#[inline]
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
