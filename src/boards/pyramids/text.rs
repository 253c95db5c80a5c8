//! Malice (pyramids) in words: the position drawn for the terminal, written in one line and
//! read back, and why a move is refused.

use std::fmt::Write;

use super::parts::{Move, Options, Size, side, square_name};
use super::{Pyramids, SQUARES};
use crate::boards::clock::{CalledClock, clock_line, clock_text, read_clock_field};
use crate::boards::game::ParseError;
use crate::boards::notation::{read_board, write_board};

impl Pyramids {
    /// The position drawn in text, for the terminal.
    pub(super) fn board_text(&self) -> String {
        let mut out = String::new();
        for rank in (0..8u8).rev() {
            if rank == 3 {
                out.push_str("   ~~~~~~~~   ~~~~~~~~  canal\n");
            }
            let _ = write!(out, "{} ", rank + 1);
            for board in 0..2u8 {
                for file in 0..4u8 {
                    let sq = board * 32 + rank * 4 + file;
                    let c = self.board[sq as usize].map_or('.', Size::letter);
                    let _ = write!(out, " {c}");
                }
                if board == 0 {
                    out.push_str(" |");
                }
            }
            if rank == 7 {
                let _ = write!(out, "   North: {}", self.scores[1]);
            }
            if rank == 0 {
                let _ = write!(out, "   South: {}", self.scores[0]);
            }
            out.push('\n');
        }
        out.push_str("   a b c d   e f g h\n");
        if let Some(line) = clock_line(self.clock.left()) {
            let _ = writeln!(out, "{line}");
        }
        out
    }

    /// The position in one line (docs/positions.md).
    pub(super) fn written(&self) -> String {
        let halves: Vec<String> = self
            .board
            .chunks(32)
            .map(|half| write_board(half, 4, |p: Size| p.letter().to_string()))
            .collect();
        format!(
            "{} {} {},{} {} {}{}",
            halves.join("|"),
            self.to_move,
            self.scores[0],
            self.scores[1],
            self.quiet,
            self.ply,
            clock_text(self.clock.left())
        )
    }

    /// A position read from its one line.
    pub(super) fn read(text: &str, options: Options) -> Result<Self, ParseError> {
        let mut parts: Vec<&str> = text.split_whitespace().collect();
        let clock = if parts.len() == 6 { parts.pop() } else { None };
        let [boards, side_text, scores, quiet, ply] = parts[..] else {
            return Err(ParseError(
                "a position is: left-board|right-board side scores quiet-plies ply, then c5 once \
                 the clock has been called (see docs/positions.md)"
                    .into(),
            ));
        };
        let clock = CalledClock::new(read_clock_field(clock, options.clock)?);
        let halves: Vec<&str> = boards.split('|').collect();
        if halves.len() != 2 {
            return Err(ParseError("write the two boards separated by |".into()));
        }
        let mut board = [None; SQUARES];
        for (b, half) in halves.iter().enumerate() {
            let cells = read_board(half, 4, 8, |c, _| {
                Size::from_letter(c)
                    .ok_or_else(|| ParseError(format!("`{c}` is not a pyramid (S, M or L)")))
            })?;
            board[b * 32..(b + 1) * 32].copy_from_slice(&cells);
        }
        let to_move = match side_text {
            "0" => 0,
            "1" => 1,
            _ => {
                return Err(ParseError(format!(
                    "`{side_text}`: the side to move is 0 or 1"
                )));
            }
        };
        let number = |t: &str| {
            t.parse::<u16>()
                .map_err(|_| ParseError(format!("`{t}` is not a number")))
        };
        let (s0, s1) = scores
            .split_once(',')
            .ok_or_else(|| ParseError(format!("`{scores}`: scores are written 3,5")))?;
        let mut game = Pyramids {
            options,
            board,
            to_move,
            scores: [number(s0)? as i32, number(s1)? as i32],
            quiet: number(quiet)?,
            clock,
            ply: number(ply)?,
            passes: 0,
            outcome: None,
            end: None,
        };
        game.finish_if_over(None);
        Ok(game)
    }

    pub(super) fn why_illegal(&self, mv: Move) -> String {
        if let Some(why) = self.clock.first_refusal(self.options.clock, mv) {
            return why.into();
        }
        let name = square_name(mv.from);
        match self.board[mv.from as usize] {
            None => format!("there is no pyramid on {name}"),
            Some(_) if side(mv.from) != self.to_move => {
                format!("the pyramid on {name} is on the other player's side")
            }
            Some(_) if mv.from / 32 != mv.to / 32 => {
                "a pyramid never moves from one board to the other (it only teleports)".into()
            }
            Some(_) if self.board[mv.to as usize].is_some() && side(mv.to) == self.to_move => {
                "that square holds a pyramid of your own side".into()
            }
            Some(size) => format!(
                "a {size:?} pyramid on {name} cannot reach {}",
                square_name(mv.to)
            )
            .to_lowercase(),
        }
    }
}
