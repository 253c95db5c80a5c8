//! Malaka in text: the position text (docs/positions.md), turns in the seed's move syntax
//! (`c3-c6,c6-c8`, `c3-c6-c8`, `c3-c8`, `3xc3-c6,c1-c4`, `3xc3:2,b5-b7`) and the terminal
//! diagram.

use std::fmt::Write;

use super::board::{Board, Cell};
use super::shape::Shape;
use super::turns::{Dice, Turn, after};
use super::{Malaka, State};
use crate::boards::game::{Game, ParseError, Seat};
use crate::boards::notation::{read_board, write_board};

const LETTERS: [char; 2] = ['O', 'X'];

/// The sides as players read them: the colours the app draws them in, the names the hints
/// and the analysis give them; the terminal's board says which letter is which.
const NAMES: [&str; 2] = ["Blue", "Red"];

fn side_letter(side: Seat) -> char {
    LETTERS[side as usize & 1]
}

fn side_of(c: char) -> Option<Seat> {
    match c.to_ascii_uppercase() {
        'O' => Some(0),
        'X' => Some(1),
        _ => None,
    }
}

/// A point in position text: `O`, or `(3O)` for a stack, `(2Ox)` with a pinned x under it.
fn cell_text(cell: Cell) -> String {
    if cell.count == 1 && !cell.pinned {
        side_letter(cell.owner).to_string()
    } else {
        format!("({})", diagram_cell(cell))
    }
}

fn read_cell(
    first: char,
    rest: &mut std::iter::Peekable<std::str::Chars<'_>>,
) -> Result<Cell, ParseError> {
    if let Some(owner) = side_of(first).filter(|_| first.is_ascii_uppercase()) {
        return Ok(Cell {
            count: 1,
            owner,
            pinned: false,
        });
    }
    if first != '(' {
        return Err(ParseError(format!(
            "`{first}` is not a piece (O, X or a (stack))"
        )));
    }
    let mut inner = String::new();
    for c in rest.by_ref() {
        if c == ')' {
            return read_stack(&inner);
        }
        inner.push(c);
    }
    Err(ParseError(format!("`({inner}` has no closing bracket")))
}

fn read_stack(inner: &str) -> Result<Cell, ParseError> {
    let bad = || ParseError(format!("`({inner})` is not a stack such as (3O) or (2Xo)"));
    let digits: String = inner.chars().take_while(char::is_ascii_digit).collect();
    let count = if digits.is_empty() {
        1
    } else {
        digits.parse::<u8>().map_err(|_| bad())?
    };
    let mut letters = inner[digits.len()..].chars();
    let owner = letters
        .next()
        .filter(char::is_ascii_uppercase)
        .and_then(side_of)
        .ok_or_else(bad)?;
    let pinned = match letters.next() {
        None => false,
        Some(c) if c.is_ascii_lowercase() && side_of(c) == Some(1 - owner) => true,
        Some(_) => return Err(bad()),
    };
    if count == 0 || letters.next().is_some() {
        return Err(bad());
    }
    Ok(Cell {
        count,
        owner,
        pinned,
    })
}

/// The position text of a state.
pub fn position_text(state: &State) -> String {
    let shape = state.board.shape;
    let n = shape.size as usize;
    let cells: Vec<Option<Cell>> = shape
        .cells()
        .map(|c| Some(state.board.cell(c)).filter(|c| c.count > 0))
        .collect();
    let dice = match state.dice {
        None => "-".to_owned(),
        Some(d) => d.values().iter().map(u8::to_string).collect(),
    };
    format!(
        "{} {} {dice} {} {}",
        write_board(&cells, n, cell_text),
        side_letter(state.to_move).to_ascii_lowercase(),
        state.turns,
        state.quiet
    )
}

/// Reads a state written by [`position_text`] on a board of this shape.
pub fn read_state(input: &str, shape: Shape) -> Result<State, ParseError> {
    let fields: Vec<&str> = input.split_whitespace().collect();
    let [board_text, side, dice, turns, quiet] = fields[..] else {
        return Err(ParseError(
            "a Malaka position has five fields: board, side, dice, turns, quiet turns".into(),
        ));
    };
    let n = shape.size as usize;
    let cells = read_board(board_text, n, n, read_cell)?;
    let mut board = Board::empty(shape);
    for (c, cell) in shape.cells().zip(cells) {
        board.set(c, cell.unwrap_or_default());
    }
    let to_move = match side {
        "o" | "O" => 0,
        "x" | "X" => 1,
        other => return Err(ParseError(format!("`{other}`: the side to move is o or x"))),
    };
    let dice = match dice {
        "-" => None,
        text => Some(read_dice(text)?),
    };
    let number = |t: &str, what: &str| {
        t.parse::<u16>()
            .map_err(|_| ParseError(format!("`{t}`: {what} must be a number")))
    };
    Ok(State {
        board,
        to_move,
        dice,
        turns: number(turns, "turns played")?,
        quiet: number(quiet, "quiet turns")?,
        outcome: None,
        end: None,
    })
}

fn read_dice(text: &str) -> Result<Dice, ParseError> {
    let values: Vec<u8> = text
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()
        .ok_or_else(|| ParseError(format!("`{text}`: dice are digits such as 31 or 2222")))?;
    match values[..] {
        [a] => Ok(Dice::from_roll(a, 0)),
        [a, b] if a != b => Ok(Dice::from_roll(a, b)),
        [a, b, c, d] if a == b && b == c && c == d => Ok(Dice::from_roll(a, a)),
        _ => Err(ParseError(format!(
            "`{text}`: one die, two different dice, or four of a double"
        ))),
    }
}

/// A turn in move text: each piece's path with its landing points (`c3-c6-c8`), pieces
/// separated by commas; `pass` when nothing moves.
pub fn turn_text(shape: Shape, turn: &Turn) -> String {
    let subs = turn.subs();
    if subs.is_empty() {
        return "pass".into();
    }
    let mut out = shape.name(subs[0].from);
    for (i, sub) in subs.iter().enumerate() {
        if i > 0 && subs[i - 1].to != sub.from {
            let _ = write!(out, ",{}", shape.name(sub.from));
        }
        let _ = write!(out, "-{}", shape.name(sub.to));
    }
    out
}

/// One thing the move text asks for.
#[derive(Clone, Copy, Debug)]
enum Goal {
    /// A piece from one point to another, by one or more sub-moves.
    Leg(u8, u8),
    /// A piece at a point moved by one die of this many pips.
    Pips(u8, u8),
}

fn read_goals(shape: Shape, input: &str) -> Result<Vec<Goal>, ParseError> {
    let how = "write each piece's path with its landing points, such as c3-c6 or c3-c6,b5-b7";
    if input.trim().is_empty() {
        return Err(ParseError(format!("no move given: {how}")));
    }
    let last = shape.name(shape.size * shape.size - 1);
    let cell = |t: &str| {
        let t = t.trim();
        if t.is_empty() {
            return Err(ParseError(format!("`{input}` is not a move: {how}")));
        }
        shape.parse_cell(t).ok_or_else(|| {
            ParseError(format!(
                "`{t}` is not a point on this board: points run from a1 to {last}"
            ))
        })
    };
    let mut goals = Vec::new();
    for part in input.split(',').map(str::trim) {
        let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
        let (times, rest) = if digits.is_empty() {
            (1, part)
        } else {
            let rest = part[digits.len()..]
                .strip_prefix(['x', 'X'])
                .ok_or_else(|| {
                    ParseError(format!(
                        "`{part}` is not a move: write a repeat such as 3xc3-c6"
                    ))
                })?;
            (digits.parse::<usize>().unwrap_or(0), rest)
        };
        if !(1..=4).contains(&times) {
            return Err(ParseError(format!(
                "`{part}`: a turn moves at most 4 times"
            )));
        }
        let mut once = Vec::new();
        if let Some((at, pips)) = rest.split_once(':') {
            let pips = pips
                .trim()
                .parse::<u8>()
                .map_err(|_| ParseError(format!("`{part}`: pips are a number, as in c3:2")))?;
            once.push(Goal::Pips(cell(at)?, pips));
        } else {
            let names: Vec<&str> = rest.split('-').collect();
            if names.len() < 2 || names.iter().any(|n| n.trim().is_empty()) {
                return Err(ParseError(format!("`{part}` is not a move: {how}")));
            }
            let points: Vec<u8> = names.into_iter().map(cell).collect::<Result<_, _>>()?;
            once.extend(points.windows(2).map(|w| Goal::Leg(w[0], w[1])));
        }
        for _ in 0..times {
            goals.extend_from_slice(&once);
        }
    }
    Ok(goals)
}

/// Every way of playing the goals in order with the dice: (turn, whether each leg was one
/// sub-move).
struct Reader {
    side: Seat,
    goals: Vec<Goal>,
    found: Vec<(Turn, bool)>,
}

impl Reader {
    fn goal(&mut self, board: &mut Board, dice: Dice, next: usize, turn: Turn, exact: bool) {
        let Some(&goal) = self.goals.get(next) else {
            self.found.push((turn, exact));
            return;
        };
        match goal {
            Goal::Pips(from, pips) => {
                let Some(i) = dice.values().iter().position(|&v| v == pips) else {
                    return;
                };
                if !board.cell(from).movable_by(self.side) {
                    return;
                }
                for sub in board.subs_from(self.side, from, pips).into_iter().flatten() {
                    let saved = board.apply(self.side, sub);
                    self.goal(board, dice.without(i), next + 1, turn.with(sub), exact);
                    board.restore(sub, saved);
                }
            }
            Goal::Leg(from, to) => self.leg(board, dice, next, turn, exact, (from, to), true),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn leg(
        &mut self,
        board: &mut Board,
        dice: Dice,
        next: usize,
        turn: Turn,
        exact: bool,
        (at, to): (u8, u8),
        first: bool,
    ) {
        if !board.cell(at).movable_by(self.side) {
            return;
        }
        for i in dice.distinct() {
            let pips = dice.values()[i];
            for sub in board.subs_from(self.side, at, pips).into_iter().flatten() {
                let saved = board.apply(self.side, sub);
                let left = dice.without(i);
                if sub.to == to {
                    self.goal(board, left, next + 1, turn.with(sub), exact && first);
                } else {
                    self.leg(
                        board,
                        left,
                        next,
                        turn.with(sub),
                        exact,
                        (sub.to, to),
                        false,
                    );
                }
                board.restore(sub, saved);
            }
        }
    }
}

/// The dice in words: "the die 3", "dice 4 and 2", "a double 2 (four moves of 2)".
pub(super) fn dice_words(dice: Dice) -> String {
    let v: Vec<String> = dice.values().iter().map(u8::to_string).collect();
    match v.len() {
        1 => format!("the die {}", v[0]),
        2 => format!("dice {} and {}", v[0], v[1]),
        _ => format!("a double {} (four moves of {})", v[0], v[0]),
    }
}

/// Reads a turn in the seed's syntax and finds the legal turn it means.
pub fn parse_turn(game: &Malaka, input: &str) -> Result<Turn, ParseError> {
    let Some(dice) = game.state.dice else {
        return Err(ParseError("roll the dice first".into()));
    };
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let side = game.state.to_move;
    let board = &game.state.board;
    let input = input.trim();
    if input.eq_ignore_ascii_case("pass") {
        return if legal == [Turn::PASS] {
            Ok(Turn::PASS)
        } else {
            Err(ParseError(format!(
                "you can move with {}: passing is not allowed",
                dice_words(dice)
            )))
        };
    }
    let mut reader = Reader {
        side,
        goals: read_goals(board.shape, input)?,
        found: Vec::new(),
    };
    reader.goal(&mut board.clone(), dice, 0, Turn::PASS, true);
    if reader.found.is_empty() {
        return Err(ParseError(format!(
            "`{input}` cannot be played with {}",
            dice_words(dice)
        )));
    }
    let finals: Vec<Board> = legal.iter().map(|t| after(board, side, t)).collect();
    let matching = |exact_only: bool| {
        let mut out: Vec<Turn> = Vec::new();
        for (turn, exact) in &reader.found {
            if exact_only && !exact {
                continue;
            }
            let end = after(board, side, turn);
            if let Some(i) = finals.iter().position(|b| *b == end)
                && !out.contains(&legal[i])
            {
                out.push(legal[i]);
            }
        }
        out
    };
    let all = matching(false);
    let chosen = match all.len() {
        0 => {
            let best = legal.first().map_or(0, Turn::pips);
            return Err(ParseError(format!(
                "a turn must use as many pips as the dice allow ({best} with {}); `{input}` does not",
                dice_words(dice)
            )));
        }
        1 => all.clone(),
        _ => matching(true),
    };
    match chosen[..] {
        [turn] => Ok(turn),
        _ => {
            let options: Vec<String> = all.iter().map(|t| turn_text(board.shape, t)).collect();
            Err(ParseError(format!(
                "`{input}` could mean {}: write the landing points",
                options.join(" or ")
            )))
        }
    }
}

/// Why a turn is not legal here.
pub fn explain(game: &Malaka, turn: Turn) -> String {
    let Some(dice) = game.state.dice else {
        return "roll the dice first".into();
    };
    let side = game.state.to_move;
    let mut board = game.state.board.clone();
    let mut left = dice;
    for &sub in turn.subs() {
        let Some(i) = left.values().iter().position(|&v| v == sub.pips) else {
            return format!("{} does not give a {}", dice_words(dice), sub.pips);
        };
        let allowed = board.cell(sub.from).movable_by(side)
            && board
                .subs_from(side, sub.from, sub.pips)
                .contains(&Some(sub));
        if !allowed {
            let shape = board.shape;
            return format!(
                "{}-{} is not a legal step or jump",
                shape.name(sub.from),
                shape.name(sub.to)
            );
        }
        board.apply(side, sub);
        left = left.without(i);
    }
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let best = legal.first().map_or(0, Turn::pips);
    format!(
        "a turn must use as many pips as the dice allow: {best} with {}",
        dice_words(dice)
    )
}

fn diagram_cell(cell: Cell) -> String {
    if cell.count == 0 {
        return ".".into();
    }
    let mut out = String::new();
    if cell.count > 1 {
        let _ = write!(out, "{}", cell.count);
    }
    out.push(side_letter(cell.owner));
    if cell.pinned {
        out.push(side_letter(1 - cell.owner).to_ascii_lowercase());
    }
    out
}

/// The board for a terminal: walls as `|`, stacks as `2O`, pins as `Ox` (O on a pinned x),
/// then the dice and each side's steps to go (the app's words), each side named as the app
/// draws it with its letter: "Blue (O)", "Red (X)".
pub fn diagram(game: &Malaka) -> String {
    let board = &game.state.board;
    let shape = board.shape;
    let n = shape.size as i8;
    let letters: String = (0..n)
        .map(|f| format!("{:^4}", (b'a' + f as u8) as char))
        .collect();
    let mut out = format!("    {letters}\n");
    for r in (0..n).rev() {
        let _ = write!(out, "{:>3} ", r + 1);
        for f in 0..n {
            let cell = shape.cell(f, r).map(|c| board.cell(c));
            let sep = if shape.wall_right_of(f, r) { '|' } else { ' ' };
            let _ = write!(out, "{:^3}{sep}", diagram_cell(cell.unwrap_or_default()));
        }
        let _ = writeln!(out, "{}", r + 1);
    }
    let _ = writeln!(out, "    {letters}");
    let side = |seat: Seat| format!("{} ({})", NAMES[usize::from(seat & 1)], side_letter(seat));
    let to_move = side(game.state.to_move);
    match game.state.dice {
        Some(d) => {
            let _ = writeln!(out, "{to_move} to play {}.", dice_words(d));
        }
        None => {
            let _ = writeln!(out, "{to_move} to roll.");
        }
    }
    let _ = write!(
        out,
        "Steps to go: {} {}, {} {}",
        side(0),
        game.distance(0),
        side(1),
        game.distance(1)
    );
    out
}
