//! Martian Chess for two or four players (board-rulings.md): pieces that belong to whoever's
//! zone they stand in, captures scored Queen 3, Drone 2, Pawn 1, and the game over as soon as a
//! zone is empty.
//!
//! Two players use a 4×8 board split by one canal: seat 0 (South, moves first) owns ranks 1–4,
//! seat 1 (North) ranks 5–8. Four players use an 8×8 board split by canals between files d|e
//! and ranks 4|5; play passes clockwise: seat 0 south-west, 1 north-west, 2 north-east,
//! 3 south-east. Squares are numbered `rank * files + file` from a1 = 0, and the position is
//! kept as one bit board per piece size (bit `n` is square `n`).

mod about;
mod layout;
mod pieces;
mod play;
mod sets;
mod text;

pub use about::ABOUT;

use layout::Layout;
pub use pieces::{Move, Options, PASS, Piece, PieceSet};
use pieces::{PASS_MOVE, PIECES};

use super::clock::{CalledClock, ClockRule, read_clock_call, with_clock_call};
use super::effect::Effect;
use super::game::{
    Decision, EndReason, Game, MoveError, ParseError, Seat, Seats, SetupError, Status, mix,
};
use super::notation::{read_from_to, write_from_to};

/// Plies after which a two-player game stops, scored as it stands (no real game comes near
/// it); a four-player game stops after twice as many.
pub const PLY_CAP: u16 = 400;

/// Pieces in each zone at the start, on either board.
pub(in crate::boards) const START_PER_ZONE: u32 = 9;

/// What [`Game::undo`] needs to take a move back.
#[derive(Clone, Debug)]
pub struct Undo {
    mv: Move,
    moved: Option<Piece>,
    target: Option<Piece>,
    score: i32,
    last: Option<Move>,
    quiet: u16,
    clock: CalledClock,
    passes: u8,
}

/// A Martian Chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MartianChess {
    options: Options,
    /// The board and zones of `options.players`.
    layout: &'static Layout,
    /// The squares of the pawns, drones and queens (see [`Piece::index`]).
    pieces: [u64; 3],
    /// Every occupied square.
    pub(in crate::boards) occupied: u64,
    pub(in crate::boards) to_move: Seat,
    scores: [i32; 4],
    /// The last move, for the no-rejection rule.
    last: Option<Move>,
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

impl MartianChess {
    #[inline(always)]
    fn layout(&self) -> &'static Layout {
        self.layout
    }

    /// A square's name in this game (`a1` to `d8` for two players, to `h8` for four).
    pub fn square_name(&self, square: u8) -> String {
        self.layout().square_name(square)
    }

    /// The board's width and height in squares (4×8 for two players, 8×8 for four).
    pub fn size(&self) -> (u8, u8) {
        (
            self.layout().grid.files as u8,
            self.layout().grid.ranks as u8,
        )
    }

    /// The seat whose zone holds a square: it controls whatever stands there.
    pub fn zone_of(&self, square: u8) -> Seat {
        self.layout().zone(square)
    }

    /// A seat's name: where it sits (South, North; South-west … South-east for four).
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        self.layout()
            .names
            .get(usize::from(seat))
            .copied()
            .unwrap_or("")
    }

    /// How many seats play (2 or 4).
    #[inline]
    pub(in crate::boards) fn seat_count(&self) -> u8 {
        self.layout().seats
    }

    /// The squares of a seat's zone, as a bit mask.
    #[inline]
    pub(in crate::boards) fn zone_mask(&self, seat: Seat) -> u64 {
        self.layout().zones[usize::from(seat)]
    }

    /// The combined score of the seats in `side`.
    #[inline]
    pub(in crate::boards) fn side_score(&self, side: Seats) -> i32 {
        (0..self.layout().seats)
            .filter(|&s| side.contains(s))
            .map(|s| self.scores[s as usize])
            .sum()
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: u8) -> Option<Piece> {
        let bit = 1u64 << square;
        PIECES
            .into_iter()
            .find(|p| self.pieces[p.index()] & bit != 0)
    }
}

impl Game for MartianChess {
    type Move = Move;
    type Chance = ();
    type Undo = Undo;
    type Options = Options;

    const ID: &'static str = "martian-chess";

    fn new(options: Options) -> Result<Self, SetupError> {
        if let Some(problem) = options.problem() {
            return Err(SetupError(problem));
        }
        let layout = Layout::of(&options);
        let scores = vec!["0"; layout.seats as usize].join(",");
        MartianChess::from_position_text(&format!("{} 0 {scores} - 0 0", layout.start), options)
            .map_err(|e| SetupError(e.0))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        self.layout().seats as usize
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

    /// Counts the moves in the per-piece target masks and finds the picked one there, without
    /// listing them (random playouts spend most of their time here).
    fn pick_legal_move(
        &self,
        _moves: &mut Vec<Move>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Move> {
        if self.outcome.is_some() {
            return None;
        }
        let copies = if self.clock_callable() { 2 } else { 1 };
        self.with_move_sets(|sets| match sets.total {
            0 => Some(PASS_MOVE),
            n => {
                let index = pick((n * copies) as usize) as u32;
                let mv = sets.nth(index % n, |group| self.leap_step(group))?;
                Some(Move {
                    clock: index >= n,
                    ..mv
                })
            }
        })
    }

    fn key(&self) -> u64 {
        let layout = self.layout();
        let [pawns, drones, queens] = self.pieces;
        let mut key = mix(mix(mix(pawns) ^ drones) ^ queens);
        // The piece barred from going straight back, and the clock: each changes the moves.
        let barred = self.rejected(layout).map_or(0xFFFF, |(from, back)| {
            u64::from(from) | u64::from(back) << 8
        });
        let clock = self.clock.key(self.options.clock);
        key = mix(key ^ (u64::from(self.to_move) | barred << 8 | clock << 24));
        let scores = self.scores.iter().enumerate().fold(0, |all, (s, &score)| {
            all | u64::from(score as u16) << (16 * s)
        });
        mix(key ^ scores)
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
        Ok(self.play_unchecked(mv))
    }

    fn undo(&mut self, undo: Undo) {
        let layout = self.layout();
        let mv = undo.mv;
        if let Some(moved) = undo.moved {
            self.clear(1 << mv.to);
            self.put(mv.from, moved);
            if let Some(target) = undo.target {
                self.put(mv.to, target);
            }
        }
        self.to_move = layout.previous(self.to_move);
        self.scores[self.to_move as usize] = undo.score;
        self.last = undo.last;
        self.quiet = undo.quiet;
        self.clock = undo.clock;
        self.passes = undo.passes;
        self.outcome = None;
        self.end = None;
        self.ply -= 1;
    }

    fn score(&self, seat: Seat) -> i32 {
        self.scores[seat as usize]
    }

    /// Itself, or with teams its partner in the opposite corner too.
    fn side(&self, seat: Seat) -> Seats {
        if self.options.teams {
            Seats(0b0101 << (seat % 2))
        } else {
            Seats::one(seat)
        }
    }

    fn move_text(&self, mv: Move) -> String {
        if mv.from == PASS {
            return "pass".into();
        }
        let layout = self.layout();
        let capture =
            self.occupied & (1 << mv.to) != 0 && layout.zone(mv.to) != layout.zone(mv.from);
        let text = write_from_to(
            &layout.square_name(mv.from),
            &layout.square_name(mv.to),
            capture,
        );
        with_clock_call(text, mv.clock)
    }

    /// A capture across a canal takes; two pieces of one zone merge (field promotion); a
    /// piece that crosses into another zone is that zone's owner's from then on.
    fn effects(&self, mv: Move) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Some(moving) = self.piece_at_checked(mv.from) else {
            return effects;
        };
        let layout = self.layout();
        let (home, there) = (layout.zone(mv.from), layout.zone(mv.to));
        match self.piece_at(mv.to) {
            Some(resting) if home == there => {
                let zone = layout.zones[usize::from(home)];
                if let Some(made) = self.merge(zone, moving, resting) {
                    effects.push(Effect::Makes {
                        square: mv.to,
                        piece: made.name(),
                    });
                }
            }
            Some(taken) => effects.push(Effect::Takes {
                square: mv.to,
                piece: taken.name(),
                points: taken.value() as u8,
            }),
            None => {}
        }
        if home != there {
            effects.push(Effect::GoesOver {
                square: mv.to,
                seat: there,
            });
        }
        effects
    }

    fn square_name(&self, square: u8) -> String {
        self.layout().square_name(square)
    }

    fn place(&self, seat: Seat) -> Option<&'static str> {
        Some(self.seat_name(seat))
    }

    /// The emptied zones, once one ended the game.
    fn end_squares(&self) -> Vec<u8> {
        if self.end != Some(EndReason::ZoneEmptied) {
            return Vec::new();
        }
        let layout = self.layout();
        let (files, ranks) = self.size();
        (0..files * ranks)
            .filter(|&sq| self.occupied & layout.zones[usize::from(layout.zone(sq))] == 0)
            .collect()
    }

    fn emptied(&self) -> Option<Seat> {
        if self.end != Some(EndReason::ZoneEmptied) {
            return None;
        }
        let layout = self.layout();
        (0..layout.seats).find(|&s| self.occupied & layout.zones[usize::from(s)] == 0)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let layout = self.layout();
        let squares = format!("a1–{}", layout.last_square());
        let (clock, text) = read_clock_call(text)?;
        Ok(
            match read_from_to(text, |t| layout.parse_square(t), &squares)? {
                Some((from, to)) => Move { from, to, clock },
                None => Move { clock, ..PASS_MOVE },
            },
        )
    }

    fn diagram(&self) -> String {
        self.draw()
    }

    fn position_text(&self) -> String {
        self.write_position()
    }

    fn from_position_text(text: &str, options: Options) -> Result<Self, ParseError> {
        MartianChess::read_position(text, options)
    }
}

impl ClockRule for MartianChess {
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
        self.with_move_sets(|sets| {
            moves.reserve(sets.total as usize);
            sets.each(|group| self.leap_step(group), |mv| moves.push(mv));
        });
        if moves.is_empty() {
            moves.push(PASS_MOVE);
        }
    }

    #[inline]
    fn calling(&self, mv: Move) -> Option<Move> {
        (mv.from != PASS).then_some(Move { clock: true, ..mv })
    }
}
