//! Malice, the pyramid game: two 4×8 boards side by side (files a–d and e–h), pieces that
//! teleport to their dual square after each move, captures scored 1/2/3 by size
//! (board-rulings.md). Small pieces step like kings, medium ones leap like knights, large ones
//! slide like queens: the same movement as Martian Chess's knights-and-kings pieces, from the
//! shared 4×8 [`grid`](super::grid).
//!
//! Squares are numbered `board * 32 + rank * 4 + local file`: a1 = 0 … d8 = 31 on the left
//! board, e1 = 32 … h8 = 63 on the right. Seat 0 (South, moves first) controls ranks 1–4 of
//! both boards, seat 1 (North) ranks 5–8.

mod about;
mod parts;
mod text;

pub use about::ABOUT;
pub use parts::{Move, Options, PASS, Setup, Size, Tie, dual, side, square_name};
use parts::{PASS_MOVE, parse_square, quadrant};

use super::clock::{CalledClock, ClockRule, read_clock_call, with_clock_call};
use super::effect::Effect;
use super::game::{
    Decision, EndReason, Game, MoveError, ParseError, Seat, Seats, SetupError, Status, mix,
};
use super::grid::{BitGrid, Mover, for_each_bit};
use super::notation::{read_from_to, write_from_to};

const SQUARES: usize = 64;
/// The geometry of each 4×8 half.
static GRID: BitGrid = BitGrid::new(4, 8);
/// Plies after which a game stops, scored as it stands.
pub const PLY_CAP: u16 = 400;

/// What [`Game::undo`] needs.
#[derive(Clone, Debug)]
pub struct Undo {
    board: [Option<Size>; SQUARES],
    scores: [i32; 2],
    quiet: u16,
    clock: CalledClock,
    passes: u8,
    outcome: Option<Decision>,
    end: Option<EndReason>,
}

/// A Malice (pyramids) position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pyramids {
    pub(in crate::boards) options: Options,
    pub(in crate::boards) board: [Option<Size>; SQUARES],
    pub(in crate::boards) to_move: Seat,
    pub(in crate::boards) scores: [i32; 2],
    /// Plies since the last capture.
    pub(in crate::boards) quiet: u16,
    /// Once the clock has been called, the plies without a capture still to go.
    clock: CalledClock,
    ply: u16,
    passes: u8,
    outcome: Option<Decision>,
    /// Why the game ended, once it has.
    end: Option<EndReason>,
}

const CLASSIC: &str = "4/4/SSS1/4/4/1SSS/4/4|LLL1/MMM1/4/4/4/4/1MMM/1LLL";
const EXTENDED: &str = "LLM1/MSS1/4/4/4/4/MSS1/LLM1|1MLL/1SSM/4/4/4/4/1SSM/1MLL";

impl Pyramids {
    /// The pyramid on a square (`a1` = 0 … `h8` = 63), if any.
    pub fn piece_at(&self, square: u8) -> Option<Size> {
        self.board.get(usize::from(square)).copied().flatten()
    }

    fn mover(size: Size) -> Mover {
        match size {
            Size::Small => Mover::King,
            Size::Medium => Mover::Knight,
            Size::Large => Mover::Queen,
        }
    }

    fn generate(&self, out: &mut Vec<Move>) {
        let own_side: u64 = if self.to_move == 0 {
            0xFFFF
        } else {
            0xFFFF_0000
        };
        for board in 0..2u8 {
            let base = board * 32;
            let half = &self.board[base as usize..base as usize + 32];
            let occupied = half
                .iter()
                .enumerate()
                .filter(|(_, p)| p.is_some())
                .fold(0u64, |bits, (l, _)| bits | 1 << l);
            for_each_bit(occupied & own_side, |local| {
                if let Some(size) = half[local as usize] {
                    // Never onto a piece on the mover's own side.
                    let targets = GRID.reach(Self::mover(size), local as usize, occupied)
                        & !(occupied & own_side);
                    for_each_bit(targets, |to| {
                        out.push(Move {
                            from: base + local,
                            to: base + to,
                            clock: false,
                        })
                    });
                }
            });
        }
    }

    /// The pyramids in each quarter, indexed `board * 2 + side`: the left board's South
    /// and North quarters, then the right board's (the game ends when one is empty).
    pub fn quarters(&self) -> [u8; 4] {
        self.quadrant_counts()
    }

    /// The pyramids in each quadrant.
    fn quadrant_counts(&self) -> [u8; 4] {
        let mut counts = [0u8; 4];
        for (sq, p) in self.board.iter().enumerate() {
            if p.is_some() {
                counts[quadrant(sq as u8)] += 1;
            }
        }
        counts
    }

    /// The pyramids in the emptier of `seat`'s two quadrants: the one it can empty itself,
    /// by moving pieces out.
    #[inline]
    pub(in crate::boards) fn fewest_held(&self, seat: Seat) -> u32 {
        let counts = self.quadrant_counts();
        u32::from(counts[seat as usize].min(counts[2 + seat as usize]))
    }

    fn finish_if_over(&mut self, last_mover: Option<Seat>) {
        let counts = self.quadrant_counts();
        self.end = if counts.contains(&0) {
            Some(EndReason::QuarterEmptied)
        } else if self.clock.run_out() {
            Some(EndReason::ClockRanOut)
        } else if self.passes >= 2 {
            Some(EndReason::AllPassed)
        } else if self.ply >= PLY_CAP {
            Some(EndReason::MoveCap)
        } else {
            None
        };
        if self.end.is_none() {
            return;
        }
        self.outcome = Some(match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Decision::Win(Seats::one(0)),
            std::cmp::Ordering::Less => Decision::Win(Seats::one(1)),
            std::cmp::Ordering::Equal => match (self.options.tie, last_mover) {
                (Tie::LastMoverWins, Some(seat)) => Decision::Win(Seats::one(seat)),
                _ => Decision::Draw,
            },
        });
    }

    fn apply(&mut self, mv: Move) -> Undo {
        let undo = Undo {
            board: self.board,
            scores: self.scores,
            quiet: self.quiet,
            clock: self.clock,
            passes: self.passes,
            outcome: self.outcome,
            end: self.end,
        };
        let seat = self.to_move;
        let mut took = false;
        if mv.from == PASS {
            self.passes += 1;
            self.quiet += 1;
        } else {
            self.passes = 0;
            let piece = self.board[mv.from as usize].take();
            if let Some(captured) = self.board[mv.to as usize] {
                self.scores[seat as usize] += captured as i32;
                self.quiet = 0;
                took = true;
            } else {
                self.quiet += 1;
            }
            // Teleport to the dual square if it is empty; otherwise stay.
            let twin = dual(mv.to);
            if self.board[twin as usize].is_none() {
                self.board[mv.to as usize] = None;
                self.board[twin as usize] = piece;
            } else {
                self.board[mv.to as usize] = piece;
            }
        }
        self.clock.tick(took, mv.clock);
        self.ply += 1;
        self.to_move = 1 - seat;
        self.finish_if_over(Some(seat));
        undo
    }
}

impl Game for Pyramids {
    type Move = Move;
    type Chance = ();
    type Undo = Undo;
    type Options = Options;

    const ID: &'static str = "malice";

    fn new(options: Options) -> Result<Self, SetupError> {
        let layout = match options.setup {
            Setup::Classic18 => CLASSIC,
            Setup::Extended24 => EXTENDED,
        };
        Pyramids::from_position_text(&format!("{layout} 0 0,0 0 0"), options)
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

    /// The plain moves; then, while the clock may be called, each of them again with the call.
    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.moves_with_calls(moves);
    }

    fn key(&self) -> u64 {
        let mut sizes = [0u64; 3];
        for (square, piece) in self.board.iter().enumerate() {
            if let Some(size) = piece {
                sizes[*size as usize - 1] |= 1 << square;
            }
        }
        let [small, medium, large] = sizes;
        let clock = self.clock.key(self.options.clock);
        let state = u64::from(self.to_move)
            | clock << 8
            | u64::from(self.scores[0] as u16) << 16
            | u64::from(self.scores[1] as u16) << 32;
        mix(mix(mix(mix(small) ^ medium) ^ large) ^ state)
    }

    fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    fn clock_left(&self) -> Option<u8> {
        ClockRule::clock_left(self)
    }

    fn call_clock(&self, mv: Move) -> Option<Move> {
        self.with_call(mv)
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
        self.scores = undo.scores;
        self.quiet = undo.quiet;
        self.clock = undo.clock;
        self.passes = undo.passes;
        self.outcome = undo.outcome;
        self.end = undo.end;
        self.ply -= 1;
        self.to_move = 1 - self.to_move;
    }

    fn score(&self, seat: Seat) -> i32 {
        self.scores[seat as usize]
    }

    fn move_text(&self, mv: Move) -> String {
        if mv.from == PASS {
            return "pass".into();
        }
        let capture = self.board[mv.to as usize].is_some();
        let text = write_from_to(&square_name(mv.from), &square_name(mv.to), capture);
        with_clock_call(text, mv.clock)
    }

    /// A capture takes first; then the pyramid lands on the twin of the square reached, on
    /// the other side of the canal (now that side's), or stays when the twin is taken.
    fn effects(&self, mv: Move) -> Vec<Effect> {
        let mut effects = Vec::new();
        if mv.from == PASS {
            return effects;
        }
        if let Some(taken) = self.piece_at(mv.to) {
            effects.push(Effect::Takes {
                square: mv.to,
                piece: taken.name(),
                points: taken as u8,
            });
        }
        let twin = dual(mv.to);
        if twin == mv.from || self.piece_at(twin).is_none() {
            effects.push(Effect::Lands {
                from: mv.to,
                square: twin,
            });
            if side(twin) != self.to_move {
                effects.push(Effect::GoesOver {
                    square: twin,
                    seat: side(twin),
                });
            }
        } else {
            effects.push(Effect::Stays {
                square: mv.to,
                twin,
            });
            if side(mv.to) != self.to_move {
                effects.push(Effect::GoesOver {
                    square: mv.to,
                    seat: side(mv.to),
                });
            }
        }
        effects
    }

    fn square_name(&self, square: u8) -> String {
        square_name(square)
    }

    fn place(&self, seat: Seat) -> Option<&'static str> {
        Some(if seat == 0 { "South" } else { "North" })
    }

    /// The emptied quarters, once one ended the game.
    fn end_squares(&self) -> Vec<u8> {
        if self.end != Some(EndReason::QuarterEmptied) {
            return Vec::new();
        }
        let counts = self.quadrant_counts();
        (0..SQUARES as u8)
            .filter(|&sq| counts[quadrant(sq)] == 0)
            .collect()
    }

    /// Quarters 0 and 2 are seat 0's, 1 and 3 seat 1's.
    fn emptied(&self) -> Option<Seat> {
        if self.end != Some(EndReason::QuarterEmptied) {
            return None;
        }
        let counts = self.quadrant_counts();
        (0..4).find(|&q| counts[q] == 0).map(|q| (q % 2) as Seat)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let (clock, text) = read_clock_call(text)?;
        Ok(match read_from_to(text, parse_square, "a1–h8")? {
            Some((from, to)) => Move { from, to, clock },
            None => Move { clock, ..PASS_MOVE },
        })
    }

    fn diagram(&self) -> String {
        self.board_text()
    }

    fn position_text(&self) -> String {
        self.written()
    }

    fn from_position_text(text: &str, options: Options) -> Result<Self, ParseError> {
        Pyramids::read(text, options)
    }
}

impl ClockRule for Pyramids {
    #[inline]
    fn clock(&self) -> CalledClock {
        self.clock
    }

    #[inline]
    fn clock_option(&self) -> bool {
        self.options.clock
    }

    fn plain_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        self.generate(moves);
        if moves.is_empty() {
            moves.push(PASS_MOVE);
        }
    }

    #[inline]
    fn calling(&self, mv: Move) -> Option<Move> {
        (mv.from != PASS).then_some(Move { clock: true, ..mv })
    }
}
