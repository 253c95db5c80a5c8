//! The board part of position texts, shared by the games: rows of cells, top rank first, `/`
//! between ranks, a digit for a run of empty squares.

use super::game::ParseError;

/// Writes a board of `width` files from its cells (rank 1 first, as the games store them),
/// top rank first. `cell` gives a piece's text, or `None` for an empty square.
pub fn write_board<T: Copy>(
    cells: &[Option<T>],
    width: usize,
    cell: impl Fn(T) -> String,
) -> String {
    let ranks: Vec<String> = cells
        .chunks(width)
        .rev()
        .map(|rank| {
            let mut out = String::new();
            let mut empty = 0;
            for c in rank {
                match c {
                    None => empty += 1,
                    Some(piece) => {
                        push_empty(&mut out, empty);
                        empty = 0;
                        out.push_str(&cell(*piece));
                    }
                }
            }
            push_empty(&mut out, empty);
            out
        })
        .collect();
    ranks.join("/")
}

/// Writes a run of empty squares as digits of at most 9 each (`93` for twelve), which
/// [`read_board`] adds up.
fn push_empty(out: &mut String, mut empty: usize) {
    while empty > 0 {
        let run = empty.min(9);
        out.push_str(&run.to_string());
        empty -= run;
    }
}

/// Reads a board written by [`write_board`] into `height × width` cells: the text gives the
/// top rank first (a Malawi position starts with rank 6), the cells come back rank 1 first,
/// as the games store them (a1 at 0). `piece` reads one piece starting at the given
/// character, taking more characters from the iterator if its text is longer.
pub fn read_board<T: Copy>(
    text: &str,
    width: usize,
    height: usize,
    mut piece: impl FnMut(char, &mut std::iter::Peekable<std::str::Chars<'_>>) -> Result<T, ParseError>,
) -> Result<Vec<Option<T>>, ParseError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != height {
        return Err(ParseError(format!(
            "expected {height} ranks, found {}",
            ranks.len()
        )));
    }
    let mut cells = vec![None; width * height];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = height - 1 - i;
        let mut file = 0;
        let mut chars = rank_text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(n) = c.to_digit(10) {
                file += n as usize;
            } else {
                let p = piece(c, &mut chars)?;
                if file >= width {
                    return Err(ParseError(format!("rank {} is too long", rank + 1)));
                }
                cells[rank * width + file] = Some(p);
                file += 1;
            }
        }
        if file != width {
            return Err(ParseError(format!(
                "rank {} must cover {width} files",
                rank + 1
            )));
        }
    }
    Ok(cells)
}

/// The name of the square at 0-based (`file`, `rank`): `a1`, `d8`, `l12`.
pub fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, u16::from(rank) + 1)
}

/// Reads a square's name (either case) on a board `files` wide and `ranks` high, giving its
/// 0-based (file, rank).
pub fn read_square(text: &str, files: u8, ranks: u8) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let file = letter as u8 - b'a';
    let rank = chars.as_str().parse::<u8>().ok()?.checked_sub(1)?;
    (file < files && rank < ranks).then_some((file, rank))
}

/// Reads `a1-b2` / `a1xb2` (or `pass`, giving `None`) with the game's square names;
/// `squares` names their range for refusals (`a1–d8`).
pub fn read_from_to(
    text: &str,
    square: impl Fn(&str) -> Option<u8>,
    squares: &str,
) -> Result<Option<(u8, u8)>, ParseError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pass") {
        return Ok(None);
    }
    let how = "write a move as two squares, from and to, such as a1-b2 (a1xb2 for a capture)";
    if text.is_empty() {
        return Err(ParseError(format!("no move given: {how}")));
    }
    let (a, b) = text
        .split_once(['-', 'x', 'X'])
        .filter(|(a, b)| !a.trim().is_empty() && !b.trim().is_empty())
        .ok_or_else(|| ParseError(format!("`{text}` is not a move: {how}")))?;
    Ok(Some((
        read_named(a, &square, squares)?,
        read_named(b, &square, squares)?,
    )))
}

/// Reads one square's name with the game's reader, or says which names there are.
pub fn read_named(
    text: &str,
    square: impl Fn(&str) -> Option<u8>,
    squares: &str,
) -> Result<u8, ParseError> {
    let text = text.trim();
    square(text).ok_or_else(|| {
        ParseError(format!(
            "`{text}` is not a square: squares run from {squares}"
        ))
    })
}

/// Writes a move from one named square to another, `x` between them for a capture.
pub fn write_from_to(from: &str, to: &str, capture: bool) -> String {
    format!("{from}{}{to}", if capture { 'x' } else { '-' })
}

#[cfg(test)]
mod tests {
    use super::{read_board, read_square, square_name, write_board};

    #[test]
    fn square_names_read_back_and_stay_on_the_board() {
        assert_eq!(square_name(0, 0), "a1");
        assert_eq!(square_name(11, 11), "l12");
        assert_eq!(read_square("l12", 12, 12), Some((11, 11)));
        assert_eq!(read_square("C3", 4, 8), Some((2, 2)));
        for bad in ["e1", "a9", "a0", "a", "1a", "a-1", ""] {
            assert_eq!(read_square(bad, 4, 8), None, "{bad}");
        }
    }

    /// The text's first rank is the top one; the cells come back rank 1 first (a1 at 0).
    #[test]
    fn a_board_text_starts_with_its_top_rank_and_reads_back_rank_1_first() {
        let cells = read_board("x2/1y1", 3, 2, |c, _| Ok(c)).expect("a board");
        assert_eq!(cells, [None, Some('y'), None, Some('x'), None, None]);
        assert_eq!(write_board(&cells, 3, |c| c.to_string()), "x2/1y1");
    }
}
