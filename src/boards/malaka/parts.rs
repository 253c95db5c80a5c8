//! A turn built one part (sub-move) at a time, as a player builds it by clicking: the parts
//! that may come next (those after which the turn can still use the most pips the dice allow),
//! why another part is refused, and the legal turn a finished build amounts to.

use rustc_hash::FxHashMap;

use super::text::dice_words;
use super::turns::{after, sub_moves};
use super::{Board, Dice, Malaka, Sub, Turn};
use crate::boards::game::{Game, Seat};

impl Malaka {
    /// The side whose turn it is (about to roll, or to move).
    pub fn to_move(&self) -> Seat {
        self.state.to_move
    }

    /// Plays the parts of `partial` on a copy of the board, checking each: the board and the
    /// dice left, or why a part does not fit.
    fn replay_parts(&self, partial: &Turn) -> Result<(Board, Dice), String> {
        if self.state.outcome.is_some() {
            return Err("the game is over".into());
        }
        let Some(dice) = self.state.dice else {
            return Err("roll the dice first".into());
        };
        let side = self.state.to_move;
        let mut board = self.state.board.clone();
        let mut left = dice;
        for &sub in partial.subs() {
            let Some(i) = left.values().iter().position(|&v| v == sub.pips) else {
                return Err(format!("no die left shows {}", sub.pips));
            };
            if !board.cell(sub.from).movable_by(side)
                || !board
                    .subs_from(side, sub.from, sub.pips)
                    .contains(&Some(sub))
            {
                let shape = board.shape;
                return Err(format!(
                    "{}-{} is not a legal step or jump",
                    shape.name(sub.from),
                    shape.name(sub.to)
                ));
            }
            board.apply(side, sub);
            left = left.without(i);
        }
        Ok((board, left))
    }

    /// The board partway through a turn, after the parts of `partial` (the board as it stands
    /// if they do not fit).
    pub fn board_after_parts(&self, partial: &Turn) -> Board {
        self.replay_parts(partial)
            .map_or_else(|_| self.state.board.clone(), |(board, _)| board)
    }

    /// The dice not yet used after the parts of `partial` (`None` before the roll or if the
    /// parts do not fit).
    pub fn dice_after_parts(&self, partial: &Turn) -> Option<Dice> {
        self.replay_parts(partial).ok().map(|(_, left)| left)
    }

    /// The parts that may follow `partial`: after each, the turn can still use as many pips
    /// as the dice allow. Empty when the turn is finished (or `partial` does not fit).
    pub fn next_parts(&self, partial: &Turn) -> Vec<Sub> {
        let Ok((mut board, left)) = self.replay_parts(partial) else {
            return Vec::new();
        };
        let side = self.state.to_move;
        let best = self.best_pips();
        let used = partial.pips();
        let mut memo = FxHashMap::default();
        let mut out = Vec::new();
        for (i, sub) in parts(&board, side, left) {
            let saved = board.apply(side, sub);
            let more = most(&mut board, side, left.without(i), &mut memo);
            board.restore(sub, saved);
            if used + u32::from(sub.pips) + more == best {
                out.push(sub);
            }
        }
        out
    }

    /// Why the piece on `from` may not go to `to` as the next part after `partial`, in plain
    /// words; `None` when it may.
    pub fn refuse_part(&self, partial: &Turn, from: u8, to: u8) -> Option<String> {
        let (board, left) = match self.replay_parts(partial) {
            Ok(found) => found,
            Err(why) => return Some(why),
        };
        let side = self.state.to_move;
        let shape = board.shape;
        let cell = board.cell(from);
        let (name, there) = (shape.name(from), shape.name(to));
        if cell.count == 0 {
            return Some(format!("there is no piece on {name}"));
        }
        if !cell.movable_by(side) {
            return Some(if cell.pieces_of(side) > 0 {
                format!("your piece on {name} is pinned: it cannot move until it is freed")
            } else {
                format!("the pieces on {name} are not yours")
            });
        }
        if left.values().is_empty() {
            return Some("every die is used: confirm the turn".into());
        }
        let Some(sub) = parts(&board, side, left)
            .into_iter()
            .map(|(_, sub)| sub)
            .find(|s| s.from == from && s.to == to)
        else {
            return Some(format!(
                "with {} the piece on {name} cannot reach {there}: a piece steps forward the \
                 exact number of pips, or jumps one wall onto a lone enemy piece",
                dice_words(left)
            ));
        };
        if self.next_parts(partial).contains(&sub) {
            return None;
        }
        Some(format!(
            "a turn must use as many pips as the dice allow ({}): after {name}-{there} too \
             few could still be used",
            self.best_pips()
        ))
    }

    /// The legal turn `partial` amounts to once it uses every pip it can; `None` while more
    /// can be used or if it does not fit. A turn with no part is a pass when nothing can move.
    pub fn finished_turn(&self, partial: &Turn) -> Option<Turn> {
        let (board, _) = self.replay_parts(partial).ok()?;
        if partial.pips() != self.best_pips() {
            return None;
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let side = self.state.to_move;
        legal
            .into_iter()
            .find(|turn| after(&self.state.board, side, turn) == board)
    }

    /// Whether `turn`'s parts fit in order and lead where one of the `legal` turns leads.
    pub(super) fn same_as_legal(&self, turn: &Turn, legal: &[Turn]) -> bool {
        let Ok((board, _)) = self.replay_parts(turn) else {
            return false;
        };
        let side = self.state.to_move;
        legal
            .iter()
            .any(|t| t.pips() == turn.pips() && after(&self.state.board, side, t) == board)
    }

    /// The most pips this turn can use (every legal turn uses that many).
    fn best_pips(&self) -> u32 {
        let Some(dice) = self.state.dice else {
            return 0;
        };
        let mut board = self.state.board.clone();
        most(
            &mut board,
            self.state.to_move,
            dice,
            &mut FxHashMap::default(),
        )
    }
}

/// Every part `side` could play now with one of `dice`, with the index of the die it uses.
fn parts(board: &Board, side: Seat, dice: Dice) -> Vec<(usize, Sub)> {
    let mut out = Vec::new();
    sub_moves(board, side, dice, &mut out);
    out
}

/// The most pips `side` can still use from this board with these dice (each position met
/// once, remembered in `memo`).
pub(super) fn most(
    board: &mut Board,
    side: Seat,
    dice: Dice,
    memo: &mut FxHashMap<(u64, Dice), u32>,
) -> u32 {
    let all: u32 = dice.values().iter().map(|&v| u32::from(v)).sum();
    if all == 0 {
        return 0;
    }
    if let Some(&known) = memo.get(&(board.key(), dice)) {
        return known;
    }
    let mut best = 0;
    for (i, sub) in parts(board, side, dice) {
        let saved = board.apply(side, sub);
        let got = u32::from(sub.pips) + most(board, side, dice.without(i), memo);
        board.restore(sub, saved);
        best = best.max(got);
        if best == all {
            break;
        }
    }
    memo.insert((board.key(), dice), best);
    best
}
