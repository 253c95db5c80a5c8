//! What the match screen needs from a game to draw its board and turn clicks into moves: the
//! [`BoardUi`] trait, the clicks that make a move ([`ClickPath`]) and where the clicks so far
//! may go on to ([`Next`]).

use iced::Point;
use iced::widget::canvas::Frame;

use super::geo::{Geo, Grid};
use super::palette::Palette;
use super::slide::Slide;
use crate::boards::notation::read_square;
use crate::boards::registry::{GameKind, Registered, Visit, Visitor};

/// The squares a player clicks to make a move, in order; from `any_order_from` on they may
/// be clicked in any order (Malawi's receivers). No squares: a pass.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClickPath {
    /// The squares.
    pub squares: Vec<u8>,
    /// Where the part that may be clicked in any order begins.
    pub any_order_from: usize,
}

impl ClickPath {
    /// Squares clicked one after another.
    pub fn ordered(squares: Vec<u8>) -> ClickPath {
        let any_order_from = squares.len();
        ClickPath {
            squares,
            any_order_from,
        }
    }
}

/// What the match screen needs from a game to draw its board and turn clicks into moves.
/// A fifth game costs an implementation of this trait (its board-drawing file), not a screen:
/// the screen, Home's tile and the form reach it through the registry.
pub trait BoardUi: Registered {
    /// What one square's piece or stack looks like.
    type Look: Copy + PartialEq + std::hash::Hash + std::fmt::Debug;

    /// Whether a move built by clicks waits for a Confirm button (Malaka's turns of several
    /// parts) instead of being played as soon as it is whole.
    const CONFIRM: bool = false;

    /// The seats' colours in words, in seat order, as the board draws them.
    const COLOUR_WORDS: [&'static str; 4] = super::palette::COLOUR_WORDS;

    /// The board's palette, from the theme's: the same, unless the game draws its seats in
    /// colours of its own (Malice's squares use every hue, so its pyramids are dark and
    /// light, never the hue of the square under them).
    fn colours(palette: Palette) -> Palette {
        palette
    }

    /// The cells of the drawing.
    fn grid(&self) -> Grid;

    /// The cell (column, row from the bottom) that shows a square.
    fn cell(&self, square: u8) -> (u8, u8);

    /// The square a cell shows, if any.
    fn square(&self, col: u8, row: u8) -> Option<u8>;

    /// The square at the cell the board's coordinates name (`b4`: the column lettered b, the
    /// row numbered 4, as drawn beside the board and written in moves), if there is one:
    /// how lessons and tests point at squares.
    fn square_named(&self, name: &str) -> Option<u8> {
        let grid = self.grid();
        let (col, row) = read_square(name.trim(), grid.cols, grid.rows)?;
        self.square(col, row)
    }

    /// Draws what never moves: squares, zones, canals and walls, coordinates.
    fn draw_ground(&self, frame: &mut Frame, geo: &Geo, palette: &Palette);

    /// What else the still board depends on (Malaka draws the arrows of the side to move):
    /// the board is drawn again when it changes.
    fn ground_key(&self) -> u64 {
        0
    }

    /// Squares to outline while `picks` are picked (Malice marks the picked piece's dual).
    fn echoes(&self, _picks: &[u8]) -> Vec<u8> {
        Vec::new()
    }

    /// Every square's piece or stack, after the parts of a move already clicked (`picks`:
    /// only Malaka shows a turn partway through).
    fn looks(&self, picks: &[u8]) -> Vec<(u8, Self::Look)>;

    /// Draws one piece or stack centred on `at` in a cell `cell` pixels wide.
    fn draw_look(
        &self,
        look: Self::Look,
        frame: &mut Frame,
        at: Point,
        cell: f32,
        palette: &Palette,
    );

    /// The squares to click for a move.
    fn path(&self, mv: Self::Move) -> ClickPath;

    /// Whether a move takes, pins or strikes (its target is marked as a capture).
    fn is_capture(&self, mv: Self::Move) -> bool;

    /// Whether a move also calls the clock (Martian Chess and Malice with the clock option).
    fn calls_clock(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A seat's standing in a few words: "3 points", "12 rings", "40 steps to go".
    fn tally(&self, seat: crate::boards::game::Seat) -> String {
        let score = self.score(seat);
        format!("{score} point{}", if score == 1 { "" } else { "s" })
    }

    /// The dice of the turn, if the game has dice and they are rolled, each with whether the
    /// parts picked so far use it.
    fn rolled(&self, _picks: &[u8]) -> Option<(Vec<u8>, Vec<bool>)> {
        None
    }

    /// The pieces a move carries, to slide them (worked out before the move is played).
    fn slides(&self, mv: Self::Move) -> Vec<Slide<Self::Look>> {
        let path = self.path(mv).squares;
        let looks = self.looks(&[]);
        match path[..] {
            [from, to, ..] => looks
                .iter()
                .find(|(sq, _)| *sq == from)
                .map(|&(_, look)| Slide {
                    look,
                    from,
                    to,
                    lands: to,
                })
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }

    /// How a move is marked once played (worked out before it was played): its squares, and
    /// the steps drawn between them. By default each square of its path, stepped to in turn
    /// (a path that may be clicked in any order steps from its first square to each).
    fn trail(&self, mv: Self::Move) -> Trail {
        let path = self.path(mv);
        let squares = path.squares;
        let ordered = path.any_order_from.clamp(1, squares.len().max(1));
        let mut steps: Vec<Step> = squares[..ordered.min(squares.len())]
            .windows(2)
            .map(|w| Step::new(w[0], w[1], StepKind::Move))
            .collect();
        if let Some(&from) = squares.get(ordered - 1) {
            steps.extend(
                squares
                    .iter()
                    .skip(ordered)
                    .map(|&to| Step::new(from, to, StepKind::Move)),
            );
        }
        Trail { squares, steps }
    }

    /// What the clicks so far are building, in a sentence for the panel ("Hand out c1's 3
    /// rings: choose 2 more pawns"), or why the move is not whole yet; `None` when the
    /// picked piece says it all.
    fn progress(&self, _picks: &[u8]) -> Option<String> {
        None
    }

    /// What could end the game soon, in a sentence added to the prompt of a match under way
    /// (never to a lesson's set position): Malice names its nearly empty quarters.
    fn near_end(&self) -> Option<String> {
        None
    }

    /// The parts of a move clicked so far, if any complete move or longer one goes on from
    /// them; the default reads every legal move's [`BoardUi::path`].
    fn next(&self, picks: &[u8]) -> Next<Self::Move> {
        by_paths(self, picks)
    }

    /// Why clicking `square` (after `picks`) is refused, in plain words.
    fn refusal(&self, picks: &[u8], square: u8) -> String;
}

/// A game's seat colours, for what is drawn outside its board (the panel's and the form's
/// swatches, the words "Your turn (blue)").
#[derive(Clone, Copy, Debug)]
pub struct SeatInk {
    /// The colours in words, in seat order.
    pub words: [&'static str; 4],
    /// The board's palette from the theme's ([`BoardUi::colours`]).
    pub colours: fn(Palette) -> Palette,
}

impl SeatInk {
    /// The seat colours of game `kind`.
    pub fn of(kind: GameKind) -> SeatInk {
        kind.visit(InkOf)
    }

    /// A seat's colour in a theme.
    pub fn colour(&self, theme: &iced::Theme, seat: usize) -> iced::Color {
        (self.colours)(Palette::of(theme)).seats[seat % 4]
    }

    /// A seat's colour in words.
    pub fn word(&self, seat: usize) -> &'static str {
        self.words[seat % 4]
    }
}

struct InkOf;

impl Visitor for InkOf {
    type Output = SeatInk;
}

impl<G: BoardUi> Visit<G> for InkOf {
    fn visit(self) -> SeatInk {
        SeatInk {
            words: G::COLOUR_WORDS,
            colours: G::colours,
        }
    }
}

/// What kind of step of a played move the board draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// A piece moved (or took) from one square to the other.
    Move,
    /// A pyramid teleported on to its twin square (Malice).
    Teleport,
    /// A pawn struck the pawn on the other square (Malawi): both stayed.
    Strike,
    /// A piece jumped a wall and killed (Malaka).
    Jump,
    /// A ring handed out to the pawn on the other square (Malawi).
    HandOut,
}

/// One step of a played move: from a square to another, of a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Where it starts.
    pub from: u8,
    /// Where it ends.
    pub to: u8,
    /// What it was.
    pub kind: StepKind,
}

impl Step {
    /// A step.
    pub fn new(from: u8, to: u8, kind: StepKind) -> Step {
        Step { from, to, kind }
    }
}

/// A played move as the board marks it: the squares it touched, and its steps.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Trail {
    /// The squares it touched, the one it ended on last.
    pub squares: Vec<u8>,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

/// How a square that a click may go on to is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A piece that may start the move (not lit: every movable piece would be).
    Piece,
    /// A square the move may go to: a small dot.
    Move,
    /// A square where the move takes, pins or strikes: a ring.
    Capture,
}

/// Where the clicks so far may go on to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Next<M> {
    /// The squares the next click may choose, each with its mark.
    pub targets: Vec<(u8, Mark)>,
    /// The whole moves the clicks so far already make.
    pub done: Vec<M>,
}

impl<M> Next<M> {
    /// The mark of a square the next click may choose.
    pub fn mark(&self, square: u8) -> Option<Mark> {
        self.targets
            .iter()
            .find(|(sq, _)| *sq == square)
            .map(|&(_, mark)| mark)
    }

    /// Adds a target, a capture mark winning over a plain one.
    pub fn add(&mut self, square: u8, mark: Mark) {
        match self.targets.iter_mut().find(|(sq, _)| *sq == square) {
            Some((_, old)) if mark == Mark::Capture => *old = mark,
            Some(_) => {}
            None => self.targets.push((square, mark)),
        }
    }
}

impl<M> Default for Next<M> {
    fn default() -> Self {
        Next {
            targets: Vec::new(),
            done: Vec::new(),
        }
    }
}

/// Where `picks` may go on along one move's path: `None` if they leave it, else the squares
/// that may come next (empty when the path is whole).
fn along(path: &ClickPath, picks: &[u8]) -> Option<Vec<u8>> {
    let squares = &path.squares;
    let ordered = path.any_order_from.min(squares.len());
    if picks.len() > squares.len() {
        return None;
    }
    let fixed = picks.len().min(ordered);
    if picks[..fixed] != squares[..fixed] {
        return None;
    }
    if picks.len() < ordered {
        return Some(vec![squares[picks.len()]]);
    }
    let mut left: Vec<u8> = squares[ordered..].to_vec();
    for pick in &picks[ordered..] {
        let i = left.iter().position(|sq| sq == pick)?;
        left.swap_remove(i);
    }
    Some(left)
}

/// [`BoardUi::next`] read from every legal move's path.
pub fn by_paths<G: BoardUi>(game: &G, picks: &[u8]) -> Next<G::Move> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let mut next = Next::default();
    for mv in legal {
        let path = game.path(mv);
        let Some(left) = along(&path, picks) else {
            continue;
        };
        if left.is_empty() {
            if picks.len() == path.squares.len() {
                next.done.push(mv);
            }
            continue;
        }
        for square in left {
            let last = path.squares.len() == picks.len() + 1;
            let mark = if picks.is_empty() {
                Mark::Piece
            } else if last && game.is_capture(mv) {
                Mark::Capture
            } else {
                Mark::Move
            };
            next.add(square, mark);
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::{ClickPath, along};

    #[test]
    fn picks_follow_a_path_in_order_then_in_any_order() {
        let path = ClickPath {
            squares: vec![1, 5, 7, 9],
            any_order_from: 1,
        };
        assert_eq!(along(&path, &[]), Some(vec![1]));
        assert_eq!(along(&path, &[2]), None);
        let mut after_first = along(&path, &[1]).unwrap();
        after_first.sort();
        assert_eq!(after_first, vec![5, 7, 9]);
        let mut after_nine = along(&path, &[1, 9]).unwrap();
        after_nine.sort();
        assert_eq!(after_nine, vec![5, 7]);
        assert_eq!(along(&path, &[1, 9, 9]), None, "a square counts once");
        assert_eq!(along(&path, &[1, 7, 5, 9]), Some(vec![]));
        let plain = ClickPath::ordered(vec![3, 4]);
        assert_eq!(along(&plain, &[4]), None);
        assert_eq!(along(&plain, &[3]), Some(vec![4]));
        assert_eq!(along(&plain, &[3, 4]), Some(vec![]));
        assert_eq!(along(&plain, &[3, 4, 5]), None);
    }
}
