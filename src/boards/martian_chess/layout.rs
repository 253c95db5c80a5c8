//! The two boards: 4×8 for two players, 8×8 for four, with their zones and start positions.

use super::super::game::Seat;
use super::super::grid::BitGrid;
use super::super::notation;
use super::pieces::Options;

/// The board and zones of one player count.
#[derive(Debug)]
pub(super) struct Layout {
    pub(super) grid: BitGrid,
    pub(super) seats: u8,
    /// The squares of each seat's zone.
    pub(super) zones: [u64; 4],
    /// The start position's board.
    pub(super) start: &'static str,
    /// The seats' names, in turn order.
    pub(super) names: [&'static str; 4],
}

pub(super) static TWO: Layout = Layout {
    grid: BitGrid::new(4, 8),
    seats: 2,
    zones: [0xFFFF, 0xFFFF_0000, 0, 0],
    start: "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ",
    names: ["South", "North", "", ""],
};

pub(super) static FOUR: Layout = Layout {
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

/// There are two layouts, each a `static`: the same layout is the same one.
impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Layout {}

impl Layout {
    pub(super) fn of(options: &Options) -> &'static Layout {
        if options.players == 4 { &FOUR } else { &TWO }
    }

    pub(super) fn files(&self) -> usize {
        self.grid.files as usize
    }

    pub(super) fn ranks(&self) -> usize {
        self.grid.ranks as usize
    }

    /// The seat whose zone holds the square.
    pub(super) fn zone(&self, square: u8) -> Seat {
        let bit = 1u64 << square;
        (0..self.seats)
            .find(|&s| self.zones[s as usize] & bit != 0)
            .unwrap_or(0)
    }

    pub(super) fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats
    }

    pub(super) fn previous(&self, seat: Seat) -> Seat {
        (seat + self.seats - 1) % self.seats
    }

    pub(super) fn square_name(&self, square: u8) -> String {
        let files = self.grid.files as u8;
        notation::square_name(square % files, square / files)
    }

    pub(super) fn parse_square(&self, text: &str) -> Option<u8> {
        let files = self.files() as u8;
        notation::read_square(text, files, self.ranks() as u8).map(|(f, r)| r * files + f)
    }

    pub(super) fn last_square(&self) -> String {
        self.square_name((self.files() * self.ranks() - 1) as u8)
    }
}
