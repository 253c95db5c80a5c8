//! What the board shows of a live match: the keyboard's square cursor, and looking back at an
//! earlier position.

use iced::time::Instant;

use super::Live;
use crate::boards::game::Status;
use crate::boards::session::{Entry, Session, Waiting};
use crate::ui::board::{BoardUi, Marks};
use crate::ui::focus::Dir;

/// The square whose cell is nearest the middle of the board.
fn middle<G: BoardUi>(game: &G) -> Option<u8> {
    let grid = game.grid();
    let (mc, mr) = (
        f32::from(grid.cols - 1) / 2.0,
        f32::from(grid.rows - 1) / 2.0,
    );
    (0..grid.cols)
        .flat_map(|c| (0..grid.rows).map(move |r| (c, r)))
        .filter_map(|(c, r)| {
            game.square(c, r).map(|sq| {
                (
                    sq,
                    (f32::from(c) - mc).powi(2) + (f32::from(r) - mr).powi(2),
                )
            })
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(sq, _)| sq)
}

impl<G: BoardUi> Live<G> {
    /// Enter (or Space) on the board: a click at the square cursor (the first press only puts
    /// the cursor on the board). While the clicks so far follow the hinted move's path and
    /// the move is not yet played, the cursor goes on to the path's next square. True when a
    /// move was played.
    pub fn pick_at_cursor(&mut self, now: Instant) -> bool {
        let Some(square) = self.ui.cursor else {
            self.move_cursor(Dir::Up);
            return false;
        };
        let played = self.click(square, now);
        if !played && let Some(next) = self.next_on_hint() {
            self.put_cursor(next);
        }
        played
    }

    /// The hinted path's square after the clicks made so far, when they follow that path.
    /// Counted by clicks, not found by square: a Malaka stack moved on by its second die
    /// comes back to the square where its first part ended.
    pub(super) fn next_on_hint(&self) -> Option<u8> {
        let (path, _) = self.ui.hint.as_ref()?;
        let picks = self.ui.picker.picks();
        path.starts_with(picks)
            .then(|| path.get(picks.len()).copied())
            .flatten()
    }

    /// Puts the square cursor on `square`, and tells what the picked piece's move there would
    /// do as the pointer over it would (its "Careful: …" warning too), so that a player by
    /// keys reads what a player with a mouse reads.
    fn put_cursor(&mut self, square: u8) {
        self.ui.cursor = Some(square);
        self.hover(Some(square));
    }

    /// Moves the keyboard's square cursor one cell the way the arrow points, as the board is
    /// drawn (turned round when flipped), passing over cells that are no square and staying
    /// at the board's edge. The first arrow puts it on the picked piece, else the last move's
    /// square, else the square nearest the board's middle.
    pub fn move_cursor(&mut self, dir: Dir) {
        let game = self.session.game();
        let grid = game.grid();
        let Some(at) = self.ui.cursor else {
            let first = self
                .ui
                .picker
                .picks()
                .last()
                .or(self
                    .ui
                    .played
                    .last()
                    .and_then(|(trail, _)| trail.squares.last()))
                .copied()
                .or_else(|| middle(game));
            if let Some(first) = first {
                self.put_cursor(first);
            }
            return;
        };
        let (dc, dr): (i16, i16) = match dir {
            Dir::Up => (0, 1),
            Dir::Down => (0, -1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        };
        let turn = if self.ui.flipped { -1 } else { 1 };
        let (c, r) = game.cell(at);
        let (mut c, mut r) = (i16::from(c), i16::from(r));
        loop {
            c += dc * turn;
            r += dr * turn;
            if !(0..i16::from(grid.cols)).contains(&c) || !(0..i16::from(grid.rows)).contains(&r) {
                return;
            }
            if let Some(square) = game.square(c as u8, r as u8) {
                self.put_cursor(square);
                return;
            }
        }
    }

    /// Looks at the position after `moves` moves (the latest when it is the last).
    pub fn look_at(&mut self, moves: usize) {
        let s = &self.session;
        if moves >= s.move_count() {
            self.back_to_latest();
            return;
        }
        let shown = s.position_after(moves);
        let marks = match moves.checked_sub(1) {
            Some(before) => {
                let game = s.position_after(before);
                s.entries()
                    .filter_map(|e| match e {
                        Entry::Move { seat, mv } => Some((seat, mv)),
                        Entry::Dice(_) => None,
                    })
                    .nth(before)
                    .map(|(seat, mv)| vec![(game.trail(mv), seat)])
                    .unwrap_or_default()
            }
            None => Vec::new(),
        };
        let better = self
            .ui
            .review
            .as_ref()
            .and_then(|review| review.move_review(moves + 1))
            .filter(|review| review.mark.is_error())
            .and_then(|review| {
                // With dice (Malaka), the better move is one for the roll that came next.
                let mut rolled = shown.clone();
                if matches!(rolled.status(), Status::Chance) {
                    rolled.resolve_chance(roll_after(s, moves)?).ok()?;
                }
                let mv = rolled.parse_move(&review.best).ok()?;
                Some(rolled.path(mv).squares)
            })
            .unwrap_or_default();
        self.ui.picker.clear();
        self.ui.view = Some(moves);
        self.viewed = Some((shown, marks, better));
        self.foresee();
    }

    /// One move back (`back`) or on from the position on show.
    pub fn step(&mut self, back: bool) {
        let count = self.session.move_count();
        let at = self.ui.view.unwrap_or(count);
        let to = if back {
            at.saturating_sub(1)
        } else {
            (at + 1).min(count)
        };
        if to != at {
            self.look_at(to);
        }
    }

    pub(super) fn back_to_latest(&mut self) {
        self.ui.view = None;
        self.viewed = None;
        self.slides.stop();
        self.foresee();
    }

    /// The position on show (the latest, or the one looked back at) and its marks.
    pub fn shown(&self) -> (&G, Marks) {
        let ui = &self.ui;
        if let Some((game, last, better)) = &self.viewed {
            return (
                game,
                Marks {
                    played: last.clone(),
                    hint: better.clone(),
                    flipped: ui.flipped,
                    ..Marks::default()
                },
            );
        }
        let game = self.session.game();
        let lit = if matches!(self.session.waiting(), Waiting::Person(_)) {
            ui.picker.lit(game)
        } else {
            Vec::new()
        };
        (
            game,
            Marks {
                played: ui.played.clone(),
                end: game.end_squares(),
                hint: ui
                    .hint
                    .as_ref()
                    .map(|(sq, _)| sq.clone())
                    .unwrap_or_default(),
                lit,
                flipped: ui.flipped,
                cursor: ui.cursor,
            },
        )
    }
}

/// The roll of the dice that came after the first `moves` moves of a match, if the dice were
/// rolled then (Malaka).
fn roll_after<G: BoardUi>(session: &Session<G>, moves: usize) -> Option<G::Chance> {
    let mut made = 0;
    let mut entries = session.entries();
    while made < moves {
        if let Entry::Move { .. } = entries.next()? {
            made += 1;
        }
    }
    match entries.next()? {
        Entry::Dice(roll) => Some(roll),
        Entry::Move { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::super::super::review::Reviewing;
    use super::Live;
    use crate::boards::analysis::{Analysis, Mark, Review};
    use crate::boards::game::Game;
    use crate::boards::malaka::Malaka;
    use crate::boards::registry::GameKind;
    use crate::boards::session::{Recipe, Session, Sitter};

    /// Malaka's better move, found for the roll that came next, is drawn on the board when
    /// the move before it is looked back at (the position on show waits for that roll).
    #[test]
    fn malakas_better_move_is_drawn_for_the_roll_that_came() {
        let friend = |name: &str| Sitter::Friend(name.into());
        let recipe = Recipe::new(
            GameKind::Malaka,
            toml::Table::new(),
            vec![friend("Ann"), friend("Bo")],
            7,
            None,
        );
        let mut session = Session::<Malaka>::new(recipe).expect("a match");
        session.roll().expect("the dice roll");
        let mut legal = Vec::new();
        session.game().legal_moves(&mut legal);
        assert!(legal.len() >= 2, "two moves to choose from");
        let text = |mv| session.game().move_text(mv);
        let (played, better) = (text(legal[0]), text(legal[legal.len() - 1]));
        session.play_text(&played).expect("the move plays");
        let mut live = Live::new(session, false);
        let review = Review {
            entry: 1,
            seat: 0,
            played,
            best: better,
            mark: Mark::Blunder,
            loss: 1.0,
            advantage: -0.5,
            why: None,
        };
        let analysis = Analysis {
            reviews: vec![review],
            start: 0.0,
        };
        live.ui.review = Some(Reviewing::kept(1, Arc::new(analysis)));
        live.look_at(0);
        let (_, marks) = live.shown();
        assert!(!marks.hint.is_empty(), "the better move is drawn");
    }
}
