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
mod sets;
mod text;

pub use about::ABOUT;

use layout::Layout;
pub use pieces::{Move, Options, PASS, Piece, PieceSet};
use pieces::{PASS_MOVE, PIECES};
use sets::{LEAP_GROUPS, MoveSets};

use super::clock::{CalledClock, ClockRule, read_clock_call, with_clock_call};
use super::effect::Effect;
use super::game::{
    EndReason, Game, MoveError, Outcome, ParseError, Seat, Seats, SetupError, Status, mix,
};
use super::grid::{BitGrid, DIAGONAL, Mover, STRAIGHT, for_each_bit};
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
    outcome: Option<Outcome>,
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

    fn put(&mut self, square: u8, piece: Piece) {
        self.pieces[piece.index()] |= 1 << square;
        self.occupied |= 1 << square;
    }

    /// Empties the squares of `squares`.
    fn clear(&mut self, squares: u64) {
        for bits in &mut self.pieces {
            *bits &= !squares;
        }
        self.occupied &= !squares;
    }

    /// The piece that `moving` and `resting` (both in the zone `zone`) merge into, if they may.
    fn merge(&self, zone: u64, moving: Piece, resting: Piece) -> Option<Piece> {
        if !self.options.field_promotion {
            return None;
        }
        let lacks = |p: Piece| self.pieces[p.index()] & zone == 0;
        match (moving, resting) {
            (Piece::Drone, Piece::Pawn) | (Piece::Pawn, Piece::Drone) if lacks(Piece::Queen) => {
                Some(Piece::Queen)
            }
            (Piece::Pawn, Piece::Pawn) if lacks(Piece::Drone) => Some(Piece::Drone),
            _ => None,
        }
    }

    /// Per piece size, the squares it may land on from the zone `zone`: anything but the
    /// zone's own pieces, except the partners of a field promotion.
    #[inline(always)]
    fn landing(&self, zone: u64) -> [u64; 3] {
        let free = !(self.occupied & zone);
        if !self.options.field_promotion {
            return [free; 3];
        }
        let [pawns, drones, queens] = self.pieces.map(|bits| bits & zone);
        let to_queen = |partners: u64| if queens == 0 { partners } else { 0 };
        let to_drone = if drones == 0 { pawns } else { 0 };
        [
            free | to_queen(drones) | to_drone,
            free | to_queen(pawns),
            free,
        ]
    }

    /// The squares a piece on `from` reaches (the first piece on each line included).
    #[inline]
    fn reach(&self, grid: &BitGrid, piece: Piece, from: u8) -> u64 {
        let s = from as usize;
        match (piece, self.options.pieces) {
            (Piece::Pawn, PieceSet::Standard) => grid.steps[s][1],
            (Piece::Drone, PieceSet::Standard) => {
                grid.slide(s, STRAIGHT, self.occupied) & grid.near2[s]
            }
            (Piece::Pawn, PieceSet::KnightsAndKings) => grid.reach(Mover::King, s, 0),
            (Piece::Drone, PieceSet::KnightsAndKings) => grid.reach(Mover::Knight, s, 0),
            (Piece::Queen, _) => grid.reach(Mover::Queen, s, self.occupied),
        }
    }

    /// Every legal move but a pass, in groups (see [`MoveSets`]). Pawns and drones are moved
    /// a whole bit board at a time; queens, and a piece barred from going straight back, one
    /// by one. The sets are lent to `use_sets` rather than returned, which spares copying them.
    #[inline(always)]
    fn with_move_sets<R>(&self, use_sets: impl FnOnce(&MoveSets) -> R) -> R {
        let layout = self.layout();
        let grid = &layout.grid;
        let zone = layout.zones[self.to_move as usize];
        let [land_pawn, land_drone, land_queen] = self.landing(zone);
        let rejected = self.rejected(layout);
        let alone = rejected.map_or(0, |(from, _)| 1u64 << from);
        let pawns = self.pieces[Piece::Pawn.index()] & zone;
        let drones = self.pieces[Piece::Drone.index()] & zone;
        let queens = self.pieces[Piece::Queen.index()] & zone;
        let (many_pawns, many_drones) = (pawns & !alone, drones & !alone);
        let leap = |d: usize, bits: u64, land: u64| grid.leaps[d].apply(bits) & land;
        // Each arm makes its own sets, so that the standard pieces' empty groups are known to
        // be empty and not counted.
        let mut sets = match self.options.pieces {
            PieceSet::Standard => {
                // Pawns step diagonally; drones go one or two squares straight, the first one
                // empty.
                let mut groups = [0; LEAP_GROUPS];
                for (slot, d) in DIAGONAL.enumerate() {
                    groups[slot] = leap(d, many_pawns, land_pawn);
                }
                for (slot, d) in STRAIGHT.enumerate() {
                    let one = grid.leaps[d].apply(many_drones);
                    groups[4 + slot] = one & land_drone;
                    groups[8 + slot] = leap(d, one & !self.occupied, land_drone);
                }
                MoveSets::new(groups)
            }
            PieceSet::KnightsAndKings => MoveSets::new(std::array::from_fn(|d| {
                if d < 8 {
                    leap(d, many_pawns, land_pawn)
                } else {
                    leap(d, many_drones, land_drone)
                }
            })),
        };
        // The piece under the no-rejection rule (if any) may not go back where it came from;
        // a pawn or drone so barred moves alone, before the queens.
        let barred = rejected.map_or(!0, |(_, back)| !(1u64 << back));
        let square = alone.trailing_zeros() as u8;
        if alone & pawns != 0 {
            let targets = self.reach(grid, Piece::Pawn, square) & land_pawn;
            sets.add_piece(targets & barred, square);
        } else if alone & drones != 0 {
            let targets = self.reach(grid, Piece::Drone, square) & land_drone;
            sets.add_piece(targets & barred, square);
        }
        for_each_bit(queens, |from| {
            let targets = grid.reach(Mover::Queen, from as usize, self.occupied) & land_queen;
            sets.add_piece(targets & if from == square { barred } else { !0 }, from);
        });
        use_sets(&sets)
    }

    /// The step of leap group `group` (see [`MoveSets`]).
    fn leap_step(&self, group: usize) -> i8 {
        let leaps = &self.layout().grid.leaps;
        match (self.options.pieces, group) {
            (PieceSet::KnightsAndKings, _) => leaps[group].step,
            (PieceSet::Standard, 0..4) => leaps[DIAGONAL.start + group].step,
            (PieceSet::Standard, 4..8) => leaps[STRAIGHT.start + group - 4].step,
            (PieceSet::Standard, _) => 2 * leaps[STRAIGHT.start + group % 4].step,
        }
    }

    /// No rejection (two players): the piece the opponent just moved across the canal may not
    /// go straight back. Gives that piece's square and the square it may not reach.
    #[inline(always)]
    fn rejected(&self, layout: &Layout) -> Option<(u8, u8)> {
        let m = self.last?;
        // With two seats the squares of seat 0 tell the zones apart.
        let crossed = || (layout.zones[0] >> m.from ^ layout.zones[0] >> m.to) & 1 != 0;
        (layout.seats == 2 && m.from != PASS && crossed()).then_some((m.to, m.from))
    }

    #[inline(always)]
    fn finish_if_over(&mut self) {
        let layout = self.layout();
        let empty_zone = layout.zones[..layout.seats as usize]
            .iter()
            .any(|zone| self.occupied & zone == 0);
        let clock = self.clock.run_out();
        let passes = self.passes >= layout.seats;
        let cap = PLY_CAP * u16::from(layout.seats) / 2;
        self.end = if empty_zone {
            Some(EndReason::ZoneEmptied)
        } else if clock {
            Some(EndReason::ClockRanOut)
        } else if passes {
            Some(EndReason::AllPassed)
        } else if self.ply >= cap {
            Some(EndReason::MoveCap)
        } else {
            None
        };
        if self.end.is_some() {
            self.outcome = Some(self.result(empty_zone || clock));
        }
    }

    /// Who wins now: the side with the highest score. A tie for the lead goes, when
    /// `tie_to_last_mover`, to the tied side that moved most recently; otherwise it is a draw.
    fn result(&self, tie_to_last_mover: bool) -> Outcome {
        let layout = self.layout();
        let best = (0..layout.seats)
            .map(|s| self.side_score(self.side(s)))
            .max()
            .unwrap_or(0);
        let leaders = (0..layout.seats)
            .filter(|&s| self.side_score(self.side(s)) == best)
            .fold(Seats::default(), |all, s| Seats(all.0 | self.side(s).0));
        let mut seat = self.to_move;
        for _ in 0..layout.seats {
            seat = layout.previous(seat);
            if leaders.contains(seat) {
                if leaders == self.side(seat) || tie_to_last_mover {
                    return Outcome::Win(self.side(seat));
                }
                break;
            }
        }
        Outcome::Draw
    }

    /// The points of the pieces standing in the zones of `side`.
    #[inline]
    pub(in crate::boards) fn material(&self, side: Seats) -> i32 {
        let layout = self.layout();
        let squares = (0..layout.seats)
            .filter(|&s| side.contains(s))
            .fold(0, |all, s| all | layout.zones[s as usize]);
        PIECES
            .iter()
            .map(|p| (self.pieces[p.index()] & squares).count_ones() as i32 * p.value())
            .sum()
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]).
    fn play_unchecked(&mut self, mv: Move) -> Undo {
        let layout = self.layout();
        let seat = self.to_move;
        let mut undo = Undo {
            mv,
            moved: None,
            target: None,
            score: self.scores[seat as usize],
            last: self.last,
            quiet: self.quiet,
            clock: self.clock,
            passes: self.passes,
        };
        self.passes = if mv.from == PASS { self.passes + 1 } else { 0 };
        self.quiet += 1;
        let mut took = false;
        if let Some(moving) = self.piece_at_checked(mv.from) {
            let target = self.piece_at(mv.to);
            let zone = layout.zones[seat as usize];
            let landed = match target {
                Some(resting) if zone & (1 << mv.to) != 0 => {
                    self.merge(zone, moving, resting).unwrap_or(moving)
                }
                Some(captured) => {
                    self.scores[seat as usize] += captured.value();
                    self.quiet = 0;
                    took = true;
                    moving
                }
                None => moving,
            };
            undo.moved = Some(moving);
            undo.target = target;
            self.clear((1 << mv.from) | (1 << mv.to));
            self.put(mv.to, landed);
        }
        self.clock.tick(took, mv.clock);
        self.last = Some(Move { clock: false, ..mv });
        self.ply += 1;
        self.to_move = layout.next(seat);
        self.finish_if_over();
        undo
    }

    /// The piece on a square, `None` for a pass.
    fn piece_at_checked(&self, square: u8) -> Option<Piece> {
        if square == PASS {
            None
        } else {
            self.piece_at(square)
        }
    }

    fn why_illegal(&self, mv: Move) -> String {
        if let Some(why) = mv
            .clock
            .then(|| self.clock.refusal(self.options.clock, mv.from == PASS))
            .flatten()
        {
            return why.into();
        }
        if mv.from == PASS {
            return "you may pass only when no move exists".into();
        }
        let layout = self.layout();
        let name = layout.square_name(mv.from);
        let zone = layout.zones[self.to_move as usize];
        match self.piece_at(mv.from) {
            None => format!("there is no piece on {name}"),
            Some(_) if zone & (1 << mv.from) == 0 => {
                format!("the piece on {name} stands in another player's zone")
            }
            Some(p) => {
                if self.rejected(layout) == Some((mv.from, mv.to)) {
                    return "no rejection: that piece may not go straight back across the canal"
                        .into();
                }
                if let Some(r) = self.piece_at(mv.to)
                    && zone & (1 << mv.to) != 0
                    && self.merge(zone, p, r).is_none()
                {
                    return "that square holds your own piece, and they cannot merge now".into();
                }
                format!(
                    "a {:?} on {name} cannot reach {}",
                    p,
                    layout.square_name(mv.to)
                )
                .to_lowercase()
            }
        }
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
