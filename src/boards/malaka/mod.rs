//! Malaka: a race on a 9×9 board of nine areas, each with its own forward direction, played with
//! dice. Pieces stack, pin lone enemy pieces by landing on them and kill them by jumping a wall;
//! a side wins by joining all its pieces to its goal edge (board-rulings.md).
//!
//! Side 0 is O (moves first, opening with one die), side 1 is X.

mod about;
mod board;
mod ending;
mod options;
mod parts;
mod random;
mod setup;
mod shape;
mod text;
mod turns;

pub use about::ABOUT;
pub use board::{Board, Cell, Saved};
pub use options::{DiceSize, Options};
pub use shape::{MAX_CELLS, Shape, Sub};
pub use turns::{Dice, Turn};

use super::effect::Effect;
use super::game::{
    Decision, EndReason, Game, MoveError, ParseError, Seat, SetupError, Status, mix,
};

/// Turns after which a game stops and is decided by distance to connection.
pub const TURN_CAP: u16 = 1000;
/// Turns in a row in which nobody could move that end a game the same way.
pub const QUIET_CAP: u16 = 40;
/// Pieces in each starting stack.
const STACK: u8 = 2;
/// Most pieces a side may have in a position read from text (the largest start has 24).
const MAX_PIECES: u32 = 60;

/// Everything a turn changes (and [`Game::undo`] restores).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    board: Board,
    to_move: Seat,
    /// The dice rolled for this turn; `None` while they wait to be rolled.
    dice: Option<Dice>,
    /// Turns played so far (the opening turn is turn 0).
    turns: u16,
    /// Turns in a row with no sub-move.
    quiet: u16,
    outcome: Option<Decision>,
    /// Why the game ended, once it has.
    end: Option<EndReason>,
}

/// A Malaka position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malaka {
    options: Options,
    /// Each cell's distance to each side's goal edge.
    distances: [[u8; MAX_CELLS]; 2],
    state: State,
}

impl Malaka {
    fn with_state(options: Options, state: State) -> Malaka {
        let shape = state.board.shape;
        Malaka {
            options,
            distances: [shape.distances(0), shape.distances(1)],
            state,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// The dice still to play this turn, once rolled.
    pub fn dice(&self) -> Option<Dice> {
        self.state.dice
    }

    /// A side's distance to connection (shown under the board): the forward steps to the
    /// goal edge of its pieces not yet in a group joined to it; 228 each at the start, 0 once
    /// connected.
    pub fn distance(&self, side: Seat) -> u32 {
        self.state
            .board
            .distance(side, &self.distances[side as usize & 1])
    }

    /// The lone pieces of `side` the other side could pin or kill with one die of its next
    /// roll.
    pub fn open_pieces(&self, side: Seat) -> u32 {
        self.state.board.open_pieces(side, self.options.faces())
    }

    /// The share of the other side's next rolls (0 to 1) with which it could pin one of
    /// `side`'s lone pieces on `side`'s home edge and win ([`Board::home_pin_in_reach`]); 0
    /// unless the dice are still to roll.
    pub fn home_pin_rolls(&self, side: Seat) -> f64 {
        if !self.state.board.lone_on_home(side) {
            return 0.0;
        }
        let mut rolls = Vec::new();
        self.chance_outcomes(&mut rolls);
        rolls
            .into_iter()
            .filter(|&((a, b), _)| {
                let dice: Vec<u8> = match (a, b) {
                    (d, 0) => vec![d],
                    (a, b) if a == b => vec![a; 4],
                    (a, b) => vec![a, b],
                };
                self.state.board.home_pin_in_reach(side, &dice)
            })
            .map(|(_, p)| p)
            .sum()
    }

    /// Whether the next roll is the opening one (O rolls a single die).
    fn opening(&self) -> bool {
        self.state.turns == 0 && self.state.to_move == 0
    }
}

impl Game for Malaka {
    type Move = Turn;
    type Chance = (u8, u8);
    type Undo = State;
    type Options = Options;

    const ID: &'static str = "malaka";
    const MOVE_HELP: &'static str = "Each piece's path with its landing points, pieces apart by \
        commas: c3-c6-c8,b5-b7 (c3-c8 if it is clear), 3xc3-c6 for three pieces, 3xc3:2 for \
        three pieces two pips each; pass when nothing can move. The dice are rolled for you.";

    fn new(options: Options) -> Result<Malaka, SetupError> {
        let board = Malaka::start_board(&options);
        Ok(Malaka::with_state(
            options,
            State {
                board,
                to_move: 0,
                dice: None,
                turns: 0,
                quiet: 0,
                outcome: None,
                end: None,
            },
        ))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        match (self.state.outcome, self.state.dice) {
            (Some(outcome), _) => Status::Over(outcome),
            (None, None) => Status::Chance,
            (None, Some(_)) => Status::ToMove(self.state.to_move),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Turn>) {
        moves.clear();
        if let (None, Some(dice)) = (self.state.outcome, self.state.dice) {
            turns::legal_turns(&self.state.board, self.state.to_move, dice, moves);
        }
    }

    /// A random turn built part by part (see `random::random_turn`), without listing every
    /// turn: random playouts spend most of their time here.
    fn random_legal_move(
        &self,
        _moves: &mut Vec<Turn>,
        draw: &mut impl FnMut(usize) -> usize,
    ) -> Option<Turn> {
        match (self.state.outcome, self.state.dice) {
            (None, Some(dice)) => Some(random::random_turn(
                &self.state.board,
                self.state.to_move,
                dice,
                draw,
            )),
            _ => None,
        }
    }

    /// A listed turn, or its parts played in another legal order to the same position (as
    /// [`Game::random_legal_move`] may give).
    fn accepts(&self, turn: &Turn, legal: &[Turn]) -> bool {
        legal.contains(turn) || self.same_as_legal(turn, legal)
    }

    fn play_legal(&mut self, turn: Turn) -> Result<State, MoveError> {
        if self.state.dice.is_none() {
            return Err(MoveError::ChancePending);
        }
        let before = self.state.clone();
        let side = self.state.to_move;
        for &sub in turn.subs() {
            self.state.board.apply(side, sub);
        }
        self.state.turns += 1;
        self.state.quiet = if turn.subs().is_empty() {
            self.state.quiet + 1
        } else {
            0
        };
        self.state.dice = None;
        self.state.to_move = 1 - side;
        self.settle(side);
        Ok(before)
    }

    fn explain(&self, turn: Turn) -> String {
        text::explain(self, turn)
    }

    fn undo(&mut self, undo: State) {
        self.state = undo;
    }

    fn chance_outcomes(&self, out: &mut Vec<((u8, u8), f64)>) {
        out.clear();
        if self.state.outcome.is_some() || self.state.dice.is_some() {
            return;
        }
        let faces = self.options.faces();
        let f = f64::from(faces);
        if self.opening() {
            out.extend((1..=faces).map(|d| ((d, 0), 1.0 / f)));
            return;
        }
        for a in 1..=faces {
            for b in a..=faces {
                let p = if a == b { 1.0 } else { 2.0 } / (f * f);
                out.push(((b, a), p));
            }
        }
    }

    fn resolve_chance(&mut self, (first, second): (u8, u8)) -> Result<State, MoveError> {
        if self.state.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        if self.state.dice.is_some() {
            return Err(MoveError::NoChancePending);
        }
        let faces = self.options.faces();
        let opening = self.opening();
        let fits = |d: u8| (1..=faces).contains(&d);
        if !fits(first) || (opening && second != 0) || (!opening && !fits(second)) {
            return Err(MoveError::Illegal(if opening {
                format!("the opening roll is one die, 1 to {faces}")
            } else {
                format!("a roll is two dice, each 1 to {faces}")
            }));
        }
        let before = self.state.clone();
        self.state.dice = Some(Dice::from_roll(first, second));
        Ok(before)
    }

    fn key(&self) -> u64 {
        let state = &self.state;
        let dice = state.dice.map_or(0, |d| {
            d.values().iter().fold(1, |all, &v| all << 4 | u64::from(v))
        });
        let opening = u64::from(self.opening());
        mix(state.board.key() ^ (u64::from(state.to_move) | opening << 1 | dice << 2))
    }

    fn end_reason(&self) -> Option<EndReason> {
        self.state.end
    }

    fn score(&self, _seat: Seat) -> i32 {
        // Malaka keeps no score; a win is all.
        0
    }

    fn move_text(&self, turn: Turn) -> String {
        text::turn_text(self.state.board.shape, &turn)
    }

    /// Each jump over a wall kills a lone piece; a part that lands on a lone enemy piece pins
    /// it, told only when the pin still holds at the end of the turn (a later part of the
    /// same turn may move the pinning piece off again).
    fn effects(&self, turn: Turn) -> Vec<Effect> {
        let side = self.state.to_move;
        let mut board = self.state.board.clone();
        let mut effects = Vec::new();
        for &sub in turn.subs() {
            let pin = Effect::Pins { square: sub.to };
            if sub.jump {
                effects.push(Effect::Kills { square: sub.to });
            } else if board.lone_enemy(side, sub.to) && !effects.contains(&pin) {
                effects.push(pin);
            }
            board.apply(side, sub);
        }
        effects.retain(|effect| match *effect {
            Effect::Pins { square } => {
                let cell = board.cell(square);
                cell.pinned && cell.owner == side && cell.count > 0
            }
            _ => true,
        });
        effects
    }

    fn square_name(&self, square: u8) -> String {
        self.state.board.shape.name(square)
    }

    /// The winner's joined chain, or the piece pinned on its own home edge.
    fn end_squares(&self) -> Vec<u8> {
        let Some(Decision::Win(winners)) = self.state.outcome else {
            return Vec::new();
        };
        let winner: Seat = if winners.contains(0) { 0 } else { 1 };
        let board = &self.state.board;
        let shape = board.shape;
        match self.state.end {
            Some(EndReason::Connected) => shape
                .cells()
                .filter(|&c| board.cell(c).pieces_of(winner) > 0)
                .collect(),
            Some(EndReason::PinnedOnHome) => shape
                .cells()
                .filter(|&c| {
                    let cell = board.cell(c);
                    shape.on_home(1 - winner, c) && cell.owner == winner && cell.pinned
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn parse_move(&self, input: &str) -> Result<Turn, ParseError> {
        text::parse_turn(self, input)
    }

    fn diagram(&self) -> String {
        text::diagram(self)
    }

    fn position_text(&self) -> String {
        text::position_text(&self.state)
    }

    fn from_position_text(input: &str, options: Options) -> Result<Malaka, ParseError> {
        let state = text::read_state(input, options.shape())?;
        let mut game = Malaka::with_state(options, state);
        game.validate().map_err(|e| ParseError(e.to_string()))?;
        if game.state.turns > 0 {
            game.settle(1 - game.state.to_move);
        }
        Ok(game)
    }
}
