//! Malawi: a 6×6 board, six pawns a side carrying rings. A pawn with N rings moves or strikes
//! exactly N squares in a straight line; a player may instead hand all of one pawn's rings
//! out to other pawns of theirs (board-rulings.md).
//!
//! Squares are numbered `rank * 6 + file`, a1 = 0 … f6 = 35. Blue (seat 0) starts on rank 1
//! and moves first; red (seat 1) starts on rank 6, as the board draws them. (The position
//! text keeps its letters: `w` for blue's pawns, `b` for red's, as saved games wrote them.)

mod about;
mod play;

pub use about::ABOUT;

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::effect::Effect;
use super::game::{Decision, EndReason, Game, MoveError, ParseError, Seat, SetupError, Status};
use super::notation::{self, read_board, read_named, write_board};

const SIDE: i8 = 6;
const SQUARES: usize = 36;
/// The most rings a pawn holds.
pub const MAX_RINGS: u8 = 6;
/// Plies after which the game is drawn.
pub const PLY_LIMIT: u16 = 200;

/// Which lines pawns move and strike along.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Directions {
    /// Straight and diagonal, as the French edition says.
    #[default]
    Eight,
    /// Straight only, as the German edition says.
    Orthogonal,
}

/// The rule options of Malawi.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// The lines pawns use.
    pub directions: Directions,
}

/// One turn's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Move the pawn on `from` to the empty `to`.
    Step {
        /// From.
        from: u8,
        /// To.
        to: u8,
    },
    /// Strike the enemy pawn on `target`: all its rings leave the game.
    Strike {
        /// The striking pawn.
        from: u8,
        /// The pawn struck.
        target: u8,
    },
    /// Hand every ring of the pawn on `from` out, one each, to the pawns in `to` (a bit mask
    /// of squares).
    Distribute {
        /// The pawn emptied.
        from: u8,
        /// The receivers, bit `n` for square `n`.
        to: u64,
    },
    /// No action is possible.
    Pass,
}

/// What [`Game::undo`] needs.
#[derive(Clone, Debug)]
pub struct Undo {
    board: [Option<Pawn>; SQUARES],
    outcome: Option<Decision>,
    end: Option<EndReason>,
}

/// A pawn: its owner and its rings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pawn {
    /// 0 blue, 1 red.
    pub owner: Seat,
    /// Rings, 0 to 6.
    pub rings: u8,
}

/// A Malawi position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malawi {
    options: Options,
    pub(in crate::boards) board: [Option<Pawn>; SQUARES],
    to_move: Seat,
    ply: u16,
    /// Keys of the positions so far (for threefold repetition), the current one last.
    history: Vec<u64>,
    outcome: Option<Decision>,
    /// Why the game ended, once it has.
    end: Option<EndReason>,
}

/// A square's name, `a1` to `f6`.
pub fn square_name(square: u8) -> String {
    notation::square_name(square % 6, square / 6)
}

fn parse_square(text: &str) -> Option<u8> {
    notation::read_square(text.trim(), 6, 6).map(|(f, r)| r * 6 + f)
}

impl Malawi {
    /// The pawn on a square (`a1` = 0 … `f6` = 35), if any.
    pub fn pawn_at(&self, square: u8) -> Option<Pawn> {
        self.board.get(usize::from(square)).copied().flatten()
    }
}

impl Game for Malawi {
    type Move = Move;
    type Chance = ();
    type Undo = Undo;
    type Options = Options;

    const ID: &'static str = "malawi";

    fn new(options: Options) -> Result<Self, SetupError> {
        Malawi::from_position_text("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 0", options)
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
        if self.outcome.is_none() {
            self.generate(moves);
        }
    }

    fn explain(&self, mv: Move) -> String {
        self.why_illegal(mv)
    }

    fn play_legal(&mut self, mv: Move) -> Result<Undo, MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        Ok(self.apply(mv))
    }

    fn undo(&mut self, undo: Undo) {
        self.board = undo.board;
        self.outcome = undo.outcome;
        self.end = undo.end;
        self.history.pop();
        self.ply -= 1;
        self.to_move = 1 - self.to_move;
    }

    fn key(&self) -> u64 {
        self.board_key()
    }

    fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    fn score(&self, seat: Seat) -> i32 {
        self.rings_of(seat) as i32
    }

    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Step { from, to } => format!("{}-{}", square_name(from), square_name(to)),
            Move::Strike { from, target } => {
                format!("{}x{}", square_name(from), square_name(target))
            }
            Move::Distribute { from, to } => {
                let names: Vec<String> = (0..SQUARES as u8)
                    .filter(|sq| to & (1 << sq) != 0)
                    .map(square_name)
                    .collect();
                format!("{}>{}", square_name(from), names.join(","))
            }
            Move::Pass => "pass".into(),
        }
    }

    /// A strike empties the pawn struck; a hand-out says how many rings it hands out (of six,
    /// one leaves the game); a step onto the other side's first row may win.
    fn effects(&self, mv: Move) -> Vec<Effect> {
        match mv {
            Move::Strike { target, .. } => self
                .pawn_at(target)
                .map(|p| Effect::Strikes {
                    square: target,
                    rings: p.rings,
                })
                .into_iter()
                .collect(),
            Move::Distribute { from, .. } => {
                let Some(pawn) = self.pawn_at(from) else {
                    return Vec::new();
                };
                let mut effects = vec![Effect::HandsOut {
                    square: from,
                    rings: pawn.rings,
                }];
                if pawn.rings == MAX_RINGS {
                    effects.push(Effect::RingLost { square: from });
                }
                effects
            }
            Move::Step { to, .. } => {
                let far = if self.to_move == 0 { 5 } else { 0 };
                (to / 6 == far)
                    .then_some(Effect::FarRow { square: to })
                    .into_iter()
                    .collect()
            }
            Move::Pass => Vec::new(),
        }
    }

    fn square_name(&self, square: u8) -> String {
        square_name(square)
    }

    /// The ringed pawn on the far row, or the pawns that lost their last rings.
    fn end_squares(&self) -> Vec<u8> {
        let Some(Decision::Win(winners)) = self.outcome else {
            return Vec::new();
        };
        let winner: Seat = if winners.contains(0) { 0 } else { 1 };
        let far = if winner == 0 { 5 } else { 0 };
        (0..SQUARES as u8)
            .filter(|&sq| match (self.end, self.pawn_at(sq)) {
                (Some(EndReason::FarRowReached), Some(p)) => {
                    p.owner == winner && p.rings > 0 && sq / 6 == far
                }
                (Some(EndReason::RingsLost), Some(p)) => p.owner != winner,
                _ => false,
            })
            .collect()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let text = text.trim();
        let how = "write a move such as a1-a3, a strike such as a1xa4, or rings handed out such as \
                   b1>a1,c1";
        if text.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        let square = |t: &str| read_named(t, parse_square, "a1 to f6");
        // Both sides of the mark must name something.
        let split = |marks: &[char]| {
            text.split_once(marks)
                .map(|(a, b)| (a.trim(), b.trim()))
                .filter(|(a, b)| !a.is_empty() && !b.is_empty())
        };
        if let Some((a, list)) = split(&['>']) {
            let from = square(a)?;
            let mut to = 0u64;
            for name in list.split(',') {
                to |= 1 << square(name)?;
            }
            return Ok(Move::Distribute { from, to });
        }
        if let Some((a, b)) = split(&['x', 'X']) {
            return Ok(Move::Strike {
                from: square(a)?,
                target: square(b)?,
            });
        }
        if let Some((a, b)) = split(&['-']) {
            return Ok(Move::Step {
                from: square(a)?,
                to: square(b)?,
            });
        }
        if text.is_empty() {
            return Err(ParseError(format!("no move given: {how}")));
        }
        Err(ParseError(format!("`{text}` is not a move: {how}")))
    }

    fn diagram(&self) -> String {
        let mut out = String::new();
        for r in (0..6).rev() {
            let _ = write!(out, "{} ", r + 1);
            for f in 0..6 {
                match self.board[r * 6 + f] {
                    None => out.push_str(" .."),
                    Some(p) => {
                        let _ = write!(out, " {}{}", if p.owner == 0 { 'w' } else { 'b' }, p.rings);
                    }
                }
            }
            out.push('\n');
        }
        out.push_str("    a  b  c  d  e  f\n");
        // The letters said in the words the app and the hints use.
        out.push_str("w: Blue's pawns, b: Red's; the digit: its rings.\n");
        out
    }

    fn position_text(&self) -> String {
        let board = write_board(&self.board, 6, |p: Pawn| {
            format!("{}{}", if p.owner == 0 { 'w' } else { 'b' }, p.rings)
        });
        format!("{board} {} {}", self.to_move, self.ply)
    }

    fn from_position_text(text: &str, options: Options) -> Result<Self, ParseError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [board_text, side, ply] = parts[..] else {
            return Err(ParseError(
                "a position is: ranks side ply (see docs/positions.md)".into(),
            ));
        };
        let cells = read_board(board_text, 6, 6, |c, rest| {
            let owner = match c {
                'w' => 0,
                'b' => 1,
                other => {
                    return Err(ParseError(format!(
                        "`{other}` is not a pawn (w2, b3) or a count of empty squares"
                    )));
                }
            };
            let rings = rest
                .next()
                .and_then(|d| d.to_digit(10))
                .filter(|&d| d <= u32::from(MAX_RINGS))
                .ok_or_else(|| {
                    ParseError(format!("`{c}` must be followed by its rings, 0 to 6"))
                })?;
            Ok(Pawn {
                owner,
                rings: rings as u8,
            })
        })?;
        let mut board = [None; SQUARES];
        board.copy_from_slice(&cells);
        let to_move = match side {
            "0" => 0,
            "1" => 1,
            _ => {
                return Err(ParseError(format!(
                    "`{side}`: the side to move is 0 (blue) or 1 (red)"
                )));
            }
        };
        let ply = ply
            .parse()
            .map_err(|_| ParseError(format!("`{ply}` is not a number")))?;
        let mut game = Malawi {
            options,
            board,
            to_move,
            ply,
            history: Vec::new(),
            outcome: None,
            end: None,
        };
        game.history.push(game.board_key());
        game.settle();
        Ok(game)
    }
}
