//! Martian Chess in text: the position text (docs/positions.md) read and written, and the board
//! drawn for the terminal.

use std::fmt::Write;

use super::super::clock::{CalledClock, clock_line, clock_text, read_clock_field};
use super::super::game::{ParseError, Seat};
use super::super::notation::{read_board, write_board};
use super::MartianChess;
use super::layout::Layout;
use super::pieces::{Move, Options, PASS, Piece};

impl MartianChess {
    /// The board drawn in text, rank 8 at the top, with the canals and the scores.
    pub(super) fn draw(&self) -> String {
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
        if let Some(line) = clock_line(self.clock.left()) {
            let _ = writeln!(out, "{line}");
        }
        out
    }

    /// The position text (docs/positions.md).
    pub(super) fn write_position(&self) -> String {
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
            "{board} {} {} {last} {} {}{}",
            self.to_move,
            scores.join(","),
            self.quiet,
            self.ply,
            clock_text(self.clock.left())
        )
    }

    /// Reads a position text (docs/positions.md) under these options.
    pub(super) fn read_position(text: &str, options: Options) -> Result<Self, ParseError> {
        if let Some(problem) = options.problem() {
            return Err(ParseError(problem));
        }
        let layout = Layout::of(&options);
        let mut parts: Vec<&str> = text.split_whitespace().collect();
        let clock = if parts.len() == 7 { parts.pop() } else { None };
        let [board_text, side, scores, last, quiet, ply] = parts[..] else {
            return Err(ParseError(
                "a position is: board side scores last-move quiet-plies ply, then c5 once the \
                 clock has been called (see docs/positions.md)"
                    .into(),
            ));
        };
        let clock = CalledClock::new(read_clock_field(clock, options.clock)?);
        if let Some(problem) = other_player_count(board_text, layout) {
            return Err(ParseError(problem));
        }
        let cells = read_board(board_text, layout.files(), layout.ranks(), |c, _| {
            Piece::from_letter(c)
                .ok_or_else(|| ParseError(format!("`{c}` is not a piece (P, D or Q)")))
        })?;
        let mut game = MartianChess {
            layout: Layout::of(&options),
            options,
            pieces: [0; 3],
            occupied: 0,
            to_move: 0,
            scores: [0; 4],
            last: None,
            quiet: number(quiet)?,
            clock,
            ply: number(ply)?,
            passes: 0,
            outcome: None,
            end: None,
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
                clock: false,
            })
        };
        Ok(())
    }
}

/// Why a board text is for the other player count, if its top rank has the other layout's
/// width: a four-player text read without `players=4`, or the other way round.
fn other_player_count(board: &str, layout: &Layout) -> Option<String> {
    let top = board.split('/').next()?;
    let width: u32 = top.chars().map(|c| c.to_digit(10).unwrap_or(1)).sum();
    match (width, layout.seats) {
        (8, 2) => Some(
            "this board is 8 files wide, a four-player board: read it with the option players=4"
                .into(),
        ),
        (4, 4) => {
            Some("this board is 4 files wide, a two-player board: read it without players=4".into())
        }
        _ => None,
    }
}

fn number(text: &str) -> Result<u16, ParseError> {
    text.parse::<u16>()
        .map_err(|_| ParseError(format!("`{text}` is not a number")))
}
