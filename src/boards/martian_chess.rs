//! Martian Chess for two or four players (board-rulings.md): pieces that belong to whoever's
//! zone they stand in, captures scored Queen 3, Drone 2, Pawn 1, and the game over as soon as a
//! zone is empty.
//!
//! Two players use a 4×8 board split by one canal: seat 0 (South, moves first) owns ranks 1–4,
//! seat 1 (North) ranks 5–8. Four players use an 8×8 board split by canals between files d|e
//! and ranks 4|5; play passes clockwise: seat 0 south-west, 1 north-west, 2 north-east,
//! 3 south-east. Squares are numbered `rank * files + file` from a1 = 0, and the position is
//! kept as one bit board per piece size (bit `n` is square `n`).

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::game::{Game, MoveError, Outcome, ParseError, Seat, Seats, SetupError, Status};
use super::grid::{ALL, BitGrid, STRAIGHT, for_each_bit};
use super::notation::{self, read_board, read_from_to, write_board, write_from_to};

/// Plies after which a two-player game stops, scored as it stands (no real game comes near
/// it); a four-player game stops after twice as many.
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

/// The pieces in the order of [`MartianChess`]'s bit boards.
const PIECES: [Piece; 3] = [Piece::Pawn, Piece::Drone, Piece::Queen];

impl Piece {
    /// Points for capturing it.
    pub fn value(self) -> i32 {
        self as i32
    }

    /// Index of its bit board.
    fn index(self) -> usize {
        self as usize - 1
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
    /// How many play: 2 (a 4×8 board) or 4 (8×8).
    pub players: u8,
    /// Four players only: opposite corners (seats 0 and 2, seats 1 and 3) add up their scores
    /// and win together.
    pub teams: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            field_promotion: true,
            clock: false,
            pieces: PieceSet::Standard,
            players: 2,
            teams: false,
        }
    }
}

impl Options {
    /// Why these options cannot be played, if they cannot.
    fn problem(&self) -> Option<String> {
        match (self.players, self.teams) {
            (2, false) | (4, _) => None,
            (2, true) => Some("teams need four players".into()),
            (n, _) => Some(format!("Martian Chess is for 2 or 4 players, not {n}")),
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

const PASS_MOVE: Move = Move {
    from: PASS,
    to: PASS,
};

/// What [`Game::undo`] needs to take a move back.
#[derive(Clone, Debug)]
pub struct Undo {
    mv: Move,
    moved: Option<Piece>,
    target: Option<Piece>,
    score: i32,
    last: Option<Move>,
    quiet: u16,
    passes: u8,
}

/// The moves of one position without a list: each moving piece's square and the squares it
/// reaches, in [`Game::legal_moves`] order (pawns, drones, queens; squares rising).
struct Reaches {
    from: [u8; 16],
    to: [u64; 16],
    /// How many squares each `to` holds.
    counts: [u8; 16],
    len: usize,
    /// How many moves in all.
    total: u32,
}

impl Reaches {
    /// Adds the squares a piece on `from` reaches.
    fn add(&mut self, from: u8, to: u64) {
        if to != 0 && self.len < self.from.len() {
            let n = to.count_ones();
            self.from[self.len] = from;
            self.to[self.len] = to;
            self.counts[self.len] = n as u8;
            self.len += 1;
            self.total += n;
        }
    }

    /// The move numbered `index`.
    fn nth(&self, mut index: u32) -> Option<Move> {
        for i in 0..self.len {
            let (from, targets, n) = (self.from[i], self.to[i], u32::from(self.counts[i]));
            if index < n {
                let mut rest = targets;
                for _ in 0..index {
                    rest &= rest - 1;
                }
                return Some(Move {
                    from,
                    to: rest.trailing_zeros() as u8,
                });
            }
            index -= n;
        }
        None
    }
}

/// The board and zones of one player count.
struct Layout {
    grid: BitGrid,
    seats: u8,
    /// The squares of each seat's zone.
    zones: [u64; 4],
    /// The start position's board.
    start: &'static str,
    /// The seats' names, in turn order.
    names: [&'static str; 4],
}

static TWO: Layout = Layout {
    grid: BitGrid::new(4, 8),
    seats: 2,
    zones: [0xFFFF, 0xFFFF_0000, 0, 0],
    start: "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ",
    names: ["South", "North", "", ""],
};

static FOUR: Layout = Layout {
    grid: BitGrid::new(8, 8),
    seats: 4,
    zones: [
        0x0F0F_0F0F,
        0x0F0F_0F0F << 32,
        0xF0F0_F0F0 << 32,
        0xF0F0_F0F0,
    ],
    start: "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ",
    names: ["South-west", "North-west", "North-east", "South-east"],
};

impl Layout {
    fn of(options: &Options) -> &'static Layout {
        if options.players == 4 { &FOUR } else { &TWO }
    }

    fn files(&self) -> usize {
        self.grid.files as usize
    }

    fn ranks(&self) -> usize {
        self.grid.ranks as usize
    }

    /// The seat whose zone holds the square.
    fn zone(&self, square: u8) -> Seat {
        let bit = 1u64 << square;
        (0..self.seats)
            .find(|&s| self.zones[s as usize] & bit != 0)
            .unwrap_or(0)
    }

    fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats
    }

    fn previous(&self, seat: Seat) -> Seat {
        (seat + self.seats - 1) % self.seats
    }

    fn square_name(&self, square: u8) -> String {
        let files = self.grid.files as u8;
        notation::square_name(square % files, square / files)
    }

    fn parse_square(&self, text: &str) -> Option<u8> {
        let files = self.files() as u8;
        notation::read_square(text, files, self.ranks() as u8).map(|(f, r)| r * files + f)
    }

    fn last_square(&self) -> String {
        self.square_name((self.files() * self.ranks() - 1) as u8)
    }
}

/// A Martian Chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MartianChess {
    options: Options,
    /// The squares of the pawns, drones and queens (see [`Piece::index`]).
    pieces: [u64; 3],
    /// Every occupied square.
    occupied: u64,
    to_move: Seat,
    scores: [i32; 4],
    /// The last move, for the no-rejection rule.
    last: Option<Move>,
    /// Plies since the last capture.
    quiet: u16,
    ply: u16,
    passes: u8,
    outcome: Option<Outcome>,
}

impl MartianChess {
    fn layout(&self) -> &'static Layout {
        Layout::of(&self.options)
    }

    /// A square's name in this game (`a1` to `d8` for two players, to `h8` for four).
    pub fn square_name(&self, square: u8) -> String {
        self.layout().square_name(square)
    }

    /// The combined score of the seats in `side`.
    fn side_score(&self, side: Seats) -> i32 {
        (0..self.layout().seats)
            .filter(|&s| side.contains(s))
            .map(|s| self.scores[s as usize])
            .sum()
    }

    fn piece_at(&self, square: u8) -> Option<Piece> {
        let bit = 1u64 << square;
        PIECES
            .into_iter()
            .find(|p| self.pieces[p.index()] & bit != 0)
    }

    fn put(&mut self, square: u8, piece: Piece) {
        self.pieces[piece.index()] |= 1 << square;
        self.occupied |= 1 << square;
    }

    fn clear(&mut self, square: u8) {
        let keep = !(1u64 << square);
        for bits in &mut self.pieces {
            *bits &= keep;
        }
        self.occupied &= keep;
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
            (Piece::Pawn, PieceSet::KnightsAndKings) => grid.steps[s][0] | grid.steps[s][1],
            (Piece::Drone, PieceSet::Standard) => {
                grid.slide(s, STRAIGHT, self.occupied) & grid.near2[s]
            }
            (Piece::Drone, PieceSet::KnightsAndKings) => grid.knight[s],
            (Piece::Queen, _) => grid.slide(s, ALL, self.occupied),
        }
    }

    /// Every legal move but a pass: where each piece of the mover's zone may go.
    #[inline(always)]
    fn reaches(&self) -> Reaches {
        let layout = self.layout();
        let zone = layout.zones[self.to_move as usize];
        let landing = self.landing(zone);
        let (rejected_from, rejected_to) = self.rejected(layout).unwrap_or((PASS, PASS));
        let mut reach = Reaches {
            from: [0; 16],
            to: [0; 16],
            counts: [0; 16],
            len: 0,
            total: 0,
        };
        for (piece, (bits, landing)) in PIECES.into_iter().zip(self.pieces.iter().zip(landing)) {
            for_each_bit(bits & zone, |from| {
                let mut targets = self.reach(&layout.grid, piece, from) & landing;
                if from == rejected_from {
                    targets &= !(1u64 << rejected_to);
                }
                reach.add(from, targets);
            });
        }
        reach
    }

    /// No rejection (two players): the piece the opponent just moved across the canal may not
    /// go straight back. Gives that piece's square and the square it may not reach.
    fn rejected(&self, layout: &Layout) -> Option<(u8, u8)> {
        let m = self.last?;
        (layout.seats == 2 && m.from != PASS && layout.zone(m.from) != layout.zone(m.to))
            .then_some((m.to, m.from))
    }

    fn finish_if_over(&mut self) {
        let layout = self.layout();
        let empty_zone = layout.zones[..layout.seats as usize]
            .iter()
            .any(|zone| self.occupied & zone == 0);
        let clock = self.options.clock && self.quiet >= CLOCK_PLIES;
        let passes = self.passes >= layout.seats;
        let cap = PLY_CAP * u16::from(layout.seats) / 2;
        if empty_zone || clock || passes || self.ply >= cap {
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
    fn material(&self, side: Seats) -> i32 {
        let layout = self.layout();
        let squares = (0..layout.seats)
            .filter(|&s| side.contains(s))
            .fold(0, |all, s| all | layout.zones[s as usize]);
        PIECES
            .iter()
            .map(|p| (self.pieces[p.index()] & squares).count_ones() as i32 * p.value())
            .sum()
    }

    /// The board drawn in text, rank 8 at the top, with the canals and the scores.
    fn draw(&self) -> String {
        let layout = self.layout();
        let files = layout.files();
        let mut out = String::new();
        for r in (0..layout.ranks()).rev() {
            if r == 3 {
                let _ = writeln!(out, "   {} canal", "~".repeat(files * 2 + files / 8 * 2));
            }
            let _ = write!(out, "{} ", r + 1);
            for f in 0..files {
                if f == 4 {
                    out.push_str(" |");
                }
                let c = self
                    .piece_at((r * files + f) as u8)
                    .map_or('.', Piece::letter);
                let _ = write!(out, " {c}");
            }
            out.push('\n');
        }
        let letters: Vec<String> = (0..files)
            .map(|f| ((b'a' + f as u8) as char).to_string())
            .collect();
        let _ = writeln!(out, "   {}", letters.join(" "));
        for s in 0..layout.seats {
            let _ = writeln!(
                out,
                "{} (seat {s}): {}",
                layout.names[s as usize], self.scores[s as usize]
            );
        }
        out
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
            passes: self.passes,
        };
        self.passes = if mv.from == PASS { self.passes + 1 } else { 0 };
        self.quiet += 1;
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
                    moving
                }
                None => moving,
            };
            undo.moved = Some(moving);
            undo.target = target;
            self.clear(mv.from);
            self.clear(mv.to);
            self.put(mv.to, landed);
        }
        self.last = Some(mv);
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

    /// Reads the side-to-move, scores and last-move fields of a position text.
    fn read_state(&mut self, side: &str, scores: &str, last: &str) -> Result<(), ParseError> {
        let layout = self.layout();
        let seats = layout.seats;
        self.to_move = side
            .parse::<Seat>()
            .ok()
            .filter(|&s| s < seats)
            .ok_or_else(|| {
                ParseError(format!("`{side}`: the side to move is 0 to {}", seats - 1))
            })?;
        let values: Vec<&str> = scores.split(',').collect();
        if values.len() != seats as usize {
            return Err(ParseError(format!(
                "`{scores}`: write {seats} scores, separated by commas"
            )));
        }
        for (slot, text) in self.scores.iter_mut().zip(values) {
            *slot = i32::from(number(text)?);
        }
        self.last = if last == "-" {
            None
        } else {
            let (a, b) = last.split_once('-').ok_or_else(|| {
                ParseError(format!("`{last}`: the last move is written a4-a5 or -"))
            })?;
            let square = |t: &str| {
                layout
                    .parse_square(t)
                    .ok_or_else(|| ParseError(format!("`{t}` is not a square")))
            };
            Some(Move {
                from: square(a)?,
                to: square(b)?,
            })
        };
        Ok(())
    }
}

fn number(text: &str) -> Result<u16, ParseError> {
    text.parse::<u16>()
        .map_err(|_| ParseError(format!("`{text}` is not a number")))
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

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        let reach = self.reaches();
        moves.reserve(reach.total as usize);
        for (&from, &targets) in reach.from.iter().zip(&reach.to).take(reach.len) {
            for_each_bit(targets, |to| moves.push(Move { from, to }));
        }
        if moves.is_empty() {
            moves.push(PASS_MOVE);
        }
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
        let reach = self.reaches();
        match reach.total {
            0 => Some(PASS_MOVE),
            n => reach.nth(pick(n as usize) as u32),
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
        let layout = self.layout();
        let mv = undo.mv;
        if let Some(moved) = undo.moved {
            self.clear(mv.to);
            self.put(mv.from, moved);
            if let Some(target) = undo.target {
                self.put(mv.to, target);
            }
        }
        self.to_move = layout.previous(self.to_move);
        self.scores[self.to_move as usize] = undo.score;
        self.last = undo.last;
        self.quiet = undo.quiet;
        self.passes = undo.passes;
        self.outcome = None;
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

    fn evaluate(&self, seat: Seat) -> i32 {
        // The side's score against its strongest rival first; then material: the pieces in a
        // side's zones are the ones it moves (and the ones the others aim at).
        let ours = self.side(seat);
        let rivals: Vec<Seats> = (0..self.layout().seats)
            .filter(|&s| !ours.contains(s) && self.side(s).0.trailing_zeros() == u32::from(s))
            .map(|s| self.side(s))
            .collect();
        let best_rival = rivals
            .iter()
            .map(|&r| self.side_score(r))
            .max()
            .unwrap_or(0);
        let rival_material: i32 = rivals.iter().map(|&r| self.material(r)).sum();
        let rival_count = (rivals.len() as i32).max(1);
        100 * (self.side_score(ours) - best_rival)
            + 5 * (self.material(ours) - rival_material / rival_count)
    }

    fn move_text(&self, mv: Move) -> String {
        if mv.from == PASS {
            return "pass".into();
        }
        let layout = self.layout();
        let capture =
            self.occupied & (1 << mv.to) != 0 && layout.zone(mv.to) != layout.zone(mv.from);
        write_from_to(
            &layout.square_name(mv.from),
            &layout.square_name(mv.to),
            capture,
        )
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let layout = self.layout();
        let squares = format!("a1–{}", layout.last_square());
        Ok(
            match read_from_to(text, |t| layout.parse_square(t), &squares)? {
                Some((from, to)) => Move { from, to },
                None => PASS_MOVE,
            },
        )
    }

    fn diagram(&self) -> String {
        self.draw()
    }

    fn position_text(&self) -> String {
        let layout = self.layout();
        let cells: Vec<Option<Piece>> = (0..layout.files() * layout.ranks())
            .map(|sq| self.piece_at(sq as u8))
            .collect();
        let board = write_board(&cells, layout.files(), |p| p.letter().to_string());
        let scores: Vec<String> = self.scores[..layout.seats as usize]
            .iter()
            .map(i32::to_string)
            .collect();
        let last = match self.last {
            Some(m) if m.from != PASS => format!(
                "{}-{}",
                layout.square_name(m.from),
                layout.square_name(m.to)
            ),
            _ => "-".into(),
        };
        format!(
            "{board} {} {} {last} {} {}",
            self.to_move,
            scores.join(","),
            self.quiet,
            self.ply
        )
    }

    fn from_position_text(text: &str, options: Options) -> Result<Self, ParseError> {
        if let Some(problem) = options.problem() {
            return Err(ParseError(problem));
        }
        let layout = Layout::of(&options);
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [board_text, side, scores, last, quiet, ply] = parts[..] else {
            return Err(ParseError(
                "a position is: board side scores last-move quiet-plies ply (see docs/positions.md)".into(),
            ));
        };
        let cells = read_board(board_text, layout.files(), layout.ranks(), |c, _| {
            Piece::from_letter(c)
                .ok_or_else(|| ParseError(format!("`{c}` is not a piece (P, D or Q)")))
        })?;
        let mut game = MartianChess {
            options,
            pieces: [0; 3],
            occupied: 0,
            to_move: 0,
            scores: [0; 4],
            last: None,
            quiet: number(quiet)?,
            ply: number(ply)?,
            passes: 0,
            outcome: None,
        };
        for (square, piece) in cells.into_iter().enumerate() {
            if let Some(piece) = piece {
                game.put(square as u8, piece);
            }
        }
        game.read_state(side, scores, last)?;
        game.finish_if_over();
        Ok(game)
    }
}
