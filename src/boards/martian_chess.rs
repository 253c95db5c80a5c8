//! Martian Chess for two players: a 4×8 board split by a canal, pieces that belong to whoever's
//! zone they stand in, captures scored Queen 3, Drone 2, Pawn 1 (board-rulings.md).
//!
//! Squares are numbered `rank * 4 + file` from a1 = 0 to d8 = 31; seat 0 (South, moves first)
//! owns ranks 1–4, seat 1 (North) ranks 5–8.

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::game::{Game, MoveError, Outcome, ParseError, Seat, Seats, SetupError, Status};
use super::grid::{ALL, DIAGONAL, Movement, STRAIGHT, reach};
use super::notation::{read_board, read_from_to, write_board, write_from_to};

const FILES: i8 = 4;
const RANKS: i8 = 8;
const SQUARES: usize = 32;
/// Plies after which a game stops, scored as it stands (no real game comes near it).
pub const PLY_CAP: u16 = 400;
/// Plies without a capture that end a game once the clock has been called.
pub const CLOCK_PLIES: u16 = 7;

/// A piece: its size decides how it moves and what it scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Small: moves one square diagonally; scores 1.
    Pawn = 1,
    /// Medium: one or two squares straight, no jumping; scores 2.
    Drone = 2,
    /// Large: any distance in eight directions, no jumping; scores 3.
    Queen = 3,
}

impl Piece {
    /// Points for capturing it.
    pub fn value(self) -> i32 {
        self as i32
    }

    fn letter(self) -> char {
        match self {
            Piece::Pawn => 'P',
            Piece::Drone => 'D',
            Piece::Queen => 'Q',
        }
    }

    fn from_letter(c: char) -> Option<Piece> {
        match c.to_ascii_uppercase() {
            'P' => Some(Piece::Pawn),
            'D' => Some(Piece::Drone),
            'Q' => Some(Piece::Queen),
            _ => None,
        }
    }
}

/// How the small and medium pieces move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceSet {
    /// Pawns step diagonally, Drones go one or two squares straight.
    #[default]
    Standard,
    /// Pawns move as kings, Drones as knights.
    KnightsAndKings,
}

/// The rule options of Martian Chess.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// Field promotion: with no Queen in your zone a Drone and a Pawn may merge into one;
    /// with no Drone, two Pawns into a Drone.
    pub field_promotion: bool,
    /// "Call the clock": the game ends after this many plies without a capture.
    pub clock: bool,
    /// Standard pieces, or pawns as kings and drones as knights.
    pub pieces: PieceSet,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            field_promotion: true,
            clock: false,
            pieces: PieceSet::Standard,
        }
    }
}

/// A move from one square to another, or a pass when no move exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square left (`PASS` for a pass).
    pub from: u8,
    /// The square reached.
    pub to: u8,
}

/// The `from` of a pass.
pub const PASS: u8 = u8::MAX;

/// What [`Game::undo`] needs to take a move back.
#[derive(Clone, Debug)]
pub struct Undo {
    mv: Move,
    moved: Option<Piece>,
    target: Option<Piece>,
    scores: [i32; 2],
    last: Option<Move>,
    quiet: u16,
    outcome: Option<Outcome>,
    passes: u8,
    census: [[u8; 4]; 2],
}

/// A Martian Chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MartianChess {
    options: Options,
    board: [Option<Piece>; SQUARES],
    to_move: Seat,
    scores: [i32; 2],
    /// The last move, for the no-rejection rule.
    last: Option<Move>,
    /// Plies since the last capture.
    quiet: u16,
    ply: u16,
    passes: u8,
    outcome: Option<Outcome>,
    /// Pieces per zone and kind (index by `Piece as usize`; 0 unused), kept in step.
    census: [[u8; 4]; 2],
}

const START: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ";

fn zone(square: u8) -> Seat {
    if square < 16 { 0 } else { 1 }
}

fn at(file: i8, rank: i8) -> Option<u8> {
    ((0..FILES).contains(&file) && (0..RANKS).contains(&rank)).then(|| (rank * FILES + file) as u8)
}

fn file_rank(square: u8) -> (i8, i8) {
    ((square % 4) as i8, (square / 4) as i8)
}

/// A square's name, `a1` to `d8`.
pub fn square_name(square: u8) -> String {
    let (f, r) = file_rank(square);
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn parse_square(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    let f = chars.next()?.to_ascii_lowercase();
    let r: i8 = chars.as_str().parse().ok()?;
    at((f as i8) - ('a' as i8), r - 1)
}

impl MartianChess {
    fn piece_count(&self, seat: Seat) -> usize {
        self.census[seat as usize].iter().map(|&n| n as usize).sum()
    }

    fn has_in_zone(&self, seat: Seat, piece: Piece) -> bool {
        self.census[seat as usize][piece as usize] > 0
    }

    fn recount(&mut self) {
        self.census = [[0; 4]; 2];
        for (sq, piece) in self.board.iter().enumerate() {
            if let Some(p) = piece {
                self.census[zone(sq as u8) as usize][*p as usize] += 1;
            }
        }
    }

    fn put(&mut self, sq: u8, piece: Option<Piece>) {
        let z = zone(sq) as usize;
        if let Some(old) = self.board[sq as usize] {
            self.census[z][old as usize] -= 1;
        }
        if let Some(new) = piece {
            self.census[z][new as usize] += 1;
        }
        self.board[sq as usize] = piece;
    }

    /// Whether moving `moving` onto `resting` (both in the mover's zone) is a legal merge.
    fn merge(&self, seat: Seat, moving: Piece, resting: Piece) -> Option<Piece> {
        if !self.options.field_promotion {
            return None;
        }
        match (moving, resting) {
            (Piece::Drone, Piece::Pawn) | (Piece::Pawn, Piece::Drone)
                if !self.has_in_zone(seat, Piece::Queen) =>
            {
                Some(Piece::Queen)
            }
            (Piece::Pawn, Piece::Pawn) if !self.has_in_zone(seat, Piece::Drone) => {
                Some(Piece::Drone)
            }
            _ => None,
        }
    }

    /// Appends every move of the piece on `from` (which stands in the mover's zone).
    fn gen_from(&self, from: u8, forbidden: Option<u8>, out: &mut Vec<Move>) {
        let Some(piece) = self.board[from as usize] else {
            return;
        };
        let seat = self.to_move;
        let target = |to: u8, out: &mut Vec<Move>| {
            if Some(to) == forbidden {
                return;
            }
            match self.board[to as usize] {
                Some(resting) if zone(to) == seat => {
                    if self.merge(seat, piece, resting).is_some() {
                        out.push(Move { from, to });
                    }
                }
                _ => out.push(Move { from, to }),
            }
        };
        let movement = match (piece, self.options.pieces) {
            (Piece::Pawn, PieceSet::Standard) => Movement::Steps {
                dirs: DIAGONAL,
                range: 1,
            },
            (Piece::Pawn, PieceSet::KnightsAndKings) => Movement::Steps {
                dirs: ALL,
                range: 1,
            },
            (Piece::Drone, PieceSet::Standard) => Movement::Steps {
                dirs: STRAIGHT,
                range: 2,
            },
            (Piece::Drone, PieceSet::KnightsAndKings) => Movement::Knight,
            (Piece::Queen, _) => Movement::Steps {
                dirs: ALL,
                range: 7,
            },
        };
        reach(
            movement,
            from,
            |sq| self.board[sq as usize].is_some(),
            |to| target(to, out),
        );
    }

    fn finish_if_over(&mut self) {
        let empty_zone = self.piece_count(0) == 0 || self.piece_count(1) == 0;
        let clock = self.options.clock && self.quiet >= CLOCK_PLIES;
        let passes = self.passes >= 2;
        if empty_zone || clock || passes || self.ply >= PLY_CAP {
            let last_mover = 1 - self.to_move;
            self.outcome = Some(match self.scores[0].cmp(&self.scores[1]) {
                std::cmp::Ordering::Greater => Outcome::Win(Seats::one(0)),
                std::cmp::Ordering::Less => Outcome::Win(Seats::one(1)),
                // A tie goes to the player who made the last move.
                std::cmp::Ordering::Equal if empty_zone || clock => {
                    Outcome::Win(Seats::one(last_mover))
                }
                std::cmp::Ordering::Equal => Outcome::Draw,
            });
        }
    }

    /// The board drawn in text, rank 8 at the top, with the canal and the scores.
    fn draw(&self) -> String {
        let mut out = String::new();
        for r in (0..RANKS).rev() {
            if r == 3 {
                out.push_str("   ~~~~~~~~~ canal\n");
            }
            let _ = write!(out, "{} ", r + 1);
            for f in 0..FILES {
                let sq = (r * FILES + f) as usize;
                let c = self.board[sq].map_or('.', Piece::letter);
                let _ = write!(out, " {c}");
            }
            if r == 7 {
                let _ = write!(out, "   North (seat 1): {}", self.scores[1]);
            }
            if r == 0 {
                let _ = write!(out, "   South (seat 0): {}", self.scores[0]);
            }
            out.push('\n');
        }
        out.push_str("   a b c d\n");
        out
    }
}

impl Game for MartianChess {
    type Move = Move;
    type Chance = ();
    type Undo = Undo;
    type Options = Options;

    const ID: &'static str = "martian-chess";

    fn new(options: Options) -> Result<Self, SetupError> {
        MartianChess::from_position_text(&format!("{START} 0 0,0 - 0 0"), options)
            .map_err(|e| SetupError(e.0))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        match self.outcome {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(self.to_move),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        // No rejection: the piece the opponent just moved across the canal may not go
        // straight back to the square it came from.
        let rejected = self
            .last
            .filter(|m| m.from != PASS && zone(m.from) != zone(m.to));
        let range = if self.to_move == 0 { 0..16u8 } else { 16..32u8 };
        for from in range {
            if self.board[from as usize].is_some() {
                let forbidden = rejected.filter(|m| m.to == from).map(|m| m.from);
                self.gen_from(from, forbidden, moves);
            }
        }
        if moves.is_empty() {
            moves.push(Move {
                from: PASS,
                to: PASS,
            });
        }
    }

    fn explain(&self, mv: Move) -> String {
        self.why_illegal(mv)
    }

    fn play_legal(&mut self, mv: Move) -> Result<Undo, MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        Ok(self.play_unchecked(mv))
    }

    fn undo(&mut self, undo: Undo) {
        let mv = undo.mv;
        if mv.from != PASS {
            self.board[mv.from as usize] = undo.moved;
            self.board[mv.to as usize] = undo.target;
        }
        self.census = undo.census;
        self.scores = undo.scores;
        self.last = undo.last;
        self.quiet = undo.quiet;
        self.outcome = undo.outcome;
        self.passes = undo.passes;
        self.ply -= 1;
        self.to_move = 1 - self.to_move;
    }

    fn score(&self, seat: Seat) -> i32 {
        self.scores[seat as usize]
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        // Score difference first; then material at risk: pieces in the own zone are what the
        // opponent can take, pieces in theirs what we can.
        let other = 1 - seat;
        let material = |s: Seat| -> i32 {
            self.board
                .iter()
                .enumerate()
                .filter(|(sq, _)| zone(*sq as u8) == s)
                .filter_map(|(_, p)| p.map(Piece::value))
                .sum()
        };
        100 * (self.scores[seat as usize] - self.scores[other as usize])
            + 5 * (material(seat) - material(other))
    }

    fn move_text(&self, mv: Move) -> String {
        if mv.from == PASS {
            return "pass".into();
        }
        let capture = self.board[mv.to as usize].is_some() && zone(mv.to) != zone(mv.from);
        write_from_to(&square_name(mv.from), &square_name(mv.to), capture)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        Ok(match read_from_to(text, parse_square, "a1–d8")? {
            Some((from, to)) => Move { from, to },
            None => Move {
                from: PASS,
                to: PASS,
            },
        })
    }

    fn diagram(&self) -> String {
        self.draw()
    }

    fn position_text(&self) -> String {
        let out = write_board(&self.board, FILES as usize, |p| p.letter().to_string());
        let last = match self.last {
            Some(m) if m.from != PASS => format!("{}-{}", square_name(m.from), square_name(m.to)),
            _ => "-".into(),
        };
        format!(
            "{out} {} {},{} {last} {} {}",
            self.to_move, self.scores[0], self.scores[1], self.quiet, self.ply
        )
    }

    fn from_position_text(text: &str, options: Options) -> Result<Self, ParseError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [board_text, side, scores, last, quiet, ply] = parts[..] else {
            return Err(ParseError(
                "a position is: ranks/8/to/1 side scores last-move quiet-plies ply (see docs/positions.md)".into(),
            ));
        };
        let cells = read_board(board_text, FILES as usize, RANKS as usize, |c, _| {
            Piece::from_letter(c)
                .ok_or_else(|| ParseError(format!("`{c}` is not a piece (P, D or Q)")))
        })?;
        let mut board = [None; SQUARES];
        board.copy_from_slice(&cells);
        let to_move: Seat = match side {
            "0" => 0,
            "1" => 1,
            _ => return Err(ParseError(format!("`{side}`: the side to move is 0 or 1"))),
        };
        let (s0, s1) = scores
            .split_once(',')
            .ok_or_else(|| ParseError(format!("`{scores}`: scores are written 3,5")))?;
        let number = |t: &str| {
            t.parse::<u16>()
                .map_err(|_| ParseError(format!("`{t}` is not a number")))
        };
        let scores = [number(s0)? as i32, number(s1)? as i32];
        let last = if last == "-" {
            None
        } else {
            let (a, b) = last.split_once('-').ok_or_else(|| {
                ParseError(format!("`{last}`: the last move is written a4-a5 or -"))
            })?;
            Some(Move {
                from: parse_square(a)
                    .ok_or_else(|| ParseError(format!("`{a}` is not a square")))?,
                to: parse_square(b).ok_or_else(|| ParseError(format!("`{b}` is not a square")))?,
            })
        };
        let mut game = MartianChess {
            options,
            board,
            to_move,
            scores,
            last,
            quiet: number(quiet)?,
            ply: number(ply)?,
            passes: 0,
            outcome: None,
            census: [[0; 4]; 2],
        };
        game.recount();
        game.finish_if_over();
        Ok(game)
    }
}

impl MartianChess {
    /// Plays a move known to be legal (from [`Game::legal_moves`]).
    fn play_unchecked(&mut self, mv: Move) -> Undo {
        let undo = Undo {
            mv,
            moved: if mv.from == PASS {
                None
            } else {
                self.board[mv.from as usize]
            },
            target: if mv.from == PASS {
                None
            } else {
                self.board[mv.to as usize]
            },
            scores: self.scores,
            last: self.last,
            quiet: self.quiet,
            outcome: self.outcome,
            passes: self.passes,
            census: self.census,
        };
        let seat = self.to_move;
        if mv.from == PASS {
            self.passes += 1;
            self.quiet += 1;
        } else {
            self.passes = 0;
            let moving = self.board[mv.from as usize];
            let resting = self.board[mv.to as usize];
            match (moving, resting) {
                (Some(m), Some(r)) if zone(mv.to) == seat => {
                    let merged = self.merge(seat, m, r).or(Some(m));
                    self.put(mv.from, None);
                    self.put(mv.to, merged);
                    self.quiet += 1;
                }
                (Some(m), Some(r)) => {
                    self.scores[seat as usize] += r.value();
                    self.put(mv.from, None);
                    self.put(mv.to, Some(m));
                    self.quiet = 0;
                }
                (m, None) => {
                    self.put(mv.from, None);
                    self.put(mv.to, m);
                    self.quiet += 1;
                }
                (None, _) => {}
            }
        }
        self.last = Some(mv);
        self.ply += 1;
        self.to_move = 1 - seat;
        self.finish_if_over();
        undo
    }

    fn why_illegal(&self, mv: Move) -> String {
        if mv.from == PASS {
            return "you may pass only when no move exists".into();
        }
        let name = square_name(mv.from);
        match self.board[mv.from as usize] {
            None => format!("there is no piece on {name}"),
            Some(_) if zone(mv.from) != self.to_move => {
                format!("the piece on {name} stands in the other player's zone")
            }
            Some(p) => {
                if let Some(last) = self.last
                    && last.to == mv.from
                    && last.from == mv.to
                    && zone(last.from) != zone(last.to)
                {
                    return "no rejection: that piece may not go straight back across the canal"
                        .into();
                }
                if let Some(r) = self.board[mv.to as usize]
                    && zone(mv.to) == self.to_move
                    && self.merge(self.to_move, p, r).is_none()
                {
                    return "that square holds your own piece, and they cannot merge now".into();
                }
                format!("a {:?} on {name} cannot reach {}", p, square_name(mv.to)).to_lowercase()
            }
        }
    }
}
