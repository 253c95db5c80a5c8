//! Where a board's cells land in its canvas: the grid of a game's drawing, fitted and centred,
//! turned half a turn when the board is flipped.

use iced::{Point, Rectangle, Size};

/// Room beside the board for the coordinates, in cells.
pub const MARGIN: f32 = 0.5;
/// The gap between two boards side by side, in cells.
const GAP: f32 = 0.4;
/// Room above and to the right of the board, in cells.
const PAD: f32 = 0.12;

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

impl Grid {
    /// The drawing's height for each pixel of its width (coordinates and the gap between two
    /// boards counted): a canvas of this shape holds the board with no room left over.
    pub fn aspect(&self) -> f32 {
        let gap = if self.gap_after.is_some() { GAP } else { 0.0 };
        let across = f32::from(self.cols) + gap + MARGIN + PAD;
        let up = f32::from(self.rows) + MARGIN + PAD;
        up / across
    }
}

/// Where each cell of a grid lands in the canvas.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geo {
    x0: f32,
    y0: f32,
    cell: f32,
    grid: Grid,
    flipped: bool,
}

impl Geo {
    /// The grid fitted and centred in a canvas of `size`, turned half a turn when `flipped`.
    pub fn new(size: Size, grid: Grid, flipped: bool) -> Geo {
        let gap = if grid.gap_after.is_some() { GAP } else { 0.0 };
        let across = f32::from(grid.cols) + gap + MARGIN + PAD;
        let up = f32::from(grid.rows) + MARGIN + PAD;
        let cell = (size.width / across).min(size.height / up).max(1.0);
        Geo {
            x0: (size.width - across * cell) / 2.0 + MARGIN * cell,
            y0: (size.height - up * cell) / 2.0 + PAD * cell,
            cell,
            grid,
            flipped,
        }
    }

    /// A cell's side in pixels.
    pub fn cell(&self) -> f32 {
        self.cell
    }

    /// Whether the board is seen from the other side.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    fn across(&self, col: u8) -> f32 {
        let shown = if self.flipped {
            self.grid.cols - 1 - col
        } else {
            col
        };
        let gap = match self.grid.gap_after {
            Some(g) => {
                let g = if self.flipped {
                    self.grid.cols.saturating_sub(2 + g)
                } else {
                    g
                };
                if shown > g { GAP * self.cell } else { 0.0 }
            }
            None => 0.0,
        };
        self.x0 + f32::from(shown) * self.cell + gap
    }

    fn down(&self, row: u8) -> f32 {
        let shown = if self.flipped {
            row
        } else {
            self.grid.rows - 1 - row
        };
        self.y0 + f32::from(shown) * self.cell
    }

    /// The square area of a cell (column, row from the bottom).
    pub fn rect(&self, col: u8, row: u8) -> Rectangle {
        Rectangle::new(
            Point::new(self.across(col), self.down(row)),
            Size::new(self.cell, self.cell),
        )
    }

    /// The centre of a cell.
    pub fn center(&self, col: u8, row: u8) -> Point {
        self.rect(col, row).center()
    }

    /// Where the edge between column `col` and the next one runs (x).
    pub fn between_cols(&self, col: u8) -> f32 {
        let r = self.rect(col, 0);
        if self.flipped { r.x } else { r.x + self.cell }
    }

    /// Where the edge between row `row` and the one above it runs (y).
    pub fn between_rows(&self, row: u8) -> f32 {
        let r = self.rect(0, row);
        if self.flipped { r.y + self.cell } else { r.y }
    }

    /// The cell under a point, if any.
    pub fn hit(&self, point: Point) -> Option<(u8, u8)> {
        (0..self.grid.cols)
            .flat_map(|c| (0..self.grid.rows).map(move |r| (c, r)))
            .find(|&(c, r)| self.rect(c, r).contains(point))
    }
}
