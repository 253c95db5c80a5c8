//! The boards of the four games, as the match screen draws and clicks them. One small trait,
//! [`BoardUi`], says for a game where its squares sit, how its still board and its pieces are
//! drawn, and which clicks make each move; the canvas ([`canvas`]), the click builder
//! ([`pick`]) and the slides ([`slide`]) work for any game that has it.

pub mod canvas;
mod malaka;
mod malawi;
mod martian_chess;
mod paint;
pub mod palette;
pub mod pick;
mod pyramids;
pub mod slide;

use iced::Point;
use iced::widget::canvas::Frame;

use crate::boards::game::Game;

pub use canvas::{BoardCanvas, Geo, Marks};
pub use palette::Palette;
pub use pick::{Click, Mark, Next, Picker};
pub use slide::{Slide, Slides};

/// Where a board's squares sit: `cols × rows` cells, row 0 at the bottom (the first seat's
/// side), with a wider gap after one column where a game has two boards side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Cells across.
    pub cols: u8,
    /// Cells up.
    pub rows: u8,
    /// The column after which a gap of half a cell separates two boards.
    pub gap_after: Option<u8>,
}

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
/// A fifth game costs an implementation of this trait, not a screen.
pub trait BoardUi: Game {
    /// What one square's piece or stack looks like.
    type Look: Copy + PartialEq + std::hash::Hash + std::fmt::Debug;

    /// Whether a move built by clicks waits for a Confirm button (Malaka's turns of several
    /// parts) instead of being played as soon as it is whole.
    const CONFIRM: bool = false;

    /// The game's name for players.
    const NAME: &'static str;

    /// The cells of the drawing.
    fn grid(&self) -> Grid;

    /// The cell (column, row from the bottom) that shows a square.
    fn cell(&self, square: u8) -> (u8, u8);

    /// The square a cell shows, if any.
    fn square(&self, col: u8, row: u8) -> Option<u8>;

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

    /// The squares to highlight for the last move (worked out before it was played).
    fn marks(&self, mv: Self::Move) -> Vec<u8> {
        self.path(mv).squares
    }

    /// The parts of a move clicked so far, if any complete move or longer one goes on from
    /// them; the default reads every legal move's [`BoardUi::path`].
    fn next(&self, picks: &[u8]) -> Next<Self::Move> {
        pick::by_paths(self, picks)
    }

    /// Why clicking `square` (after `picks`) is refused, in plain words.
    fn refusal(&self, picks: &[u8], square: u8) -> String;
}

/// An engine's reason as a sentence: capital first, full stop last.
pub fn sentence(reason: &str) -> String {
    let mut chars = reason.trim().chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}
