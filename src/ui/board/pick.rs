//! A move built by clicks: the squares clicked so far, what they may go on to, and what a new
//! click does (picks a piece, adds a square, plays the move, or is refused with a reason).

use super::{BoardUi, ClickPath};
use crate::boards::game::Status;

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

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click<M> {
    /// Nothing: it is not the player's turn.
    Nothing,
    /// A piece or square was picked, or a pick taken back.
    Picked,
    /// The clicks make this whole move: play it.
    Play(M),
    /// The clicks make this whole move; it waits for Confirm.
    Ready(M),
    /// The click was refused, for this reason (in plain words).
    Refused(String),
}

/// The squares clicked so far toward a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    picks: Vec<u8>,
}

impl Picker {
    /// The squares clicked so far.
    pub fn picks(&self) -> &[u8] {
        &self.picks
    }

    /// Forgets every pick (Esc, Reset, or a new position).
    pub fn clear(&mut self) {
        self.picks.clear();
    }

    /// Takes back the last pick; false when there was none.
    pub fn back(&mut self) -> bool {
        self.picks.pop().is_some()
    }

    /// A click on `square`.
    pub fn click<G: BoardUi>(&mut self, game: &G, square: u8) -> Click<G::Move> {
        if !matches!(game.status(), Status::ToMove(_)) {
            return Click::Nothing;
        }
        if game.next(&self.picks).mark(square).is_some() {
            self.picks.push(square);
            let next = game.next(&self.picks);
            return match next.done.first() {
                Some(&mv) if G::CONFIRM && next.targets.is_empty() => Click::Ready(mv),
                Some(&mv) if !G::CONFIRM => {
                    self.picks.clear();
                    Click::Play(mv)
                }
                _ => Click::Picked,
            };
        }
        if self.picks.last() == Some(&square) {
            self.picks.pop();
            return Click::Picked;
        }
        if !G::CONFIRM && self.picks.first() == Some(&square) {
            self.picks.clear();
            return Click::Picked;
        }
        if let Some((_, before)) = self.picks.split_last()
            && game.next(before).mark(square) == Some(Mark::Piece)
        {
            let last = self.picks.len() - 1;
            self.picks[last] = square;
            return Click::Picked;
        }
        Click::Refused(game.refusal(&self.picks, square))
    }

    /// The whole move the picks make, if they make one.
    pub fn ready<G: BoardUi>(&self, game: &G) -> Option<G::Move> {
        game.next(&self.picks).done.first().copied()
    }

    /// The squares to light: where the picked piece may go (nothing before a piece is picked).
    pub fn lit<G: BoardUi>(&self, game: &G) -> Vec<(u8, Mark)> {
        if self.picks.is_empty() || !matches!(game.status(), Status::ToMove(_)) {
            return Vec::new();
        }
        game.next(&self.picks)
            .targets
            .into_iter()
            .filter(|(_, mark)| *mark != Mark::Piece)
            .collect()
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
