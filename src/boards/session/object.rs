//! A match of any game behind one object-safe trait, [`MatchSession`], which every
//! [`Session`] of a registered game implements: for callers that do not want to be generic
//! over the game (the command line, the profile, the app's lists). It is narrow: what a match
//! is made of comes out as one value, its [`Recipe`]; the rest is what it waits for, how it
//! ended, its positions in text, and the few things a player does. The computer's work is
//! done inside, with the game's own types, so no reply can meet a match of another game.
//! A caller that needs the game's own type plays the recipe as a [`Session`] of that game;
//! [`Recipe::open`] plays it as a match of any game.

use crate::boards::game::{ChanceText, Seat};
use crate::boards::registry::{GameKind, Registered, Visit, Visitor};

use super::live::Session;
use super::parts::{Finish, SessionError, Sitter, Step, Waiting};
use super::recipe::Recipe;

/// Something that holds a match of any game (the match itself, or a screen that shows it).
pub trait AsMatch {
    /// The match held.
    fn as_match(&self) -> &dyn MatchSession;
}

impl<T: AsMatch + ?Sized> AsMatch for Box<T> {
    fn as_match(&self) -> &dyn MatchSession {
        (**self).as_match()
    }
}

/// A match of any registered game, in the game's own words (moves and rolls as text).
pub trait MatchSession: AsMatch + std::fmt::Debug + Send {
    /// What the match is made of, as it stands (what the profile saves, what a match like it
    /// starts from).
    fn recipe(&self) -> &Recipe;

    /// What the match waits for.
    fn waiting(&self) -> Waiting;

    /// How it ended, once it is over.
    fn finish(&self) -> Option<Finish>;

    /// Every entry's note: what a move did in words ("lands on g5"), `None` for a roll or a
    /// move whose text says it all.
    fn notes(&self) -> Vec<Option<&str>>;

    /// The position after the first `moves` moves (`None`: the latest), drawn in text.
    fn diagram(&self, moves: Option<usize>) -> String;

    /// The latest position as position text.
    fn position_text(&self) -> String;

    /// Every legal move of the seat to move, in the game's move text.
    fn legal_moves(&self) -> Vec<String>;

    /// Reads a person's move in the game's move text and plays it.
    fn play_text(&mut self, text: &str) -> Result<(), SessionError>;

    /// Does, here and now, what the match waits for when no person is to move: rolls the
    /// dice, or lets the computer think and play. `None` when a person is to move or the
    /// match is over.
    fn step(&mut self) -> Result<Option<Step>, SessionError>;

    /// A hint for the person to move, worked out here and now (marks the match assisted):
    /// the move's text, if the computer found one.
    fn hint(&mut self) -> Result<Option<String>, SessionError>;

    /// Takes back the last move a person made and everything after it (marks assisted).
    fn undo(&mut self) -> Result<(), SessionError>;

    /// Gives again the move last taken back, with the replies and dice that followed it
    /// (marks assisted), until a person moves anew.
    fn redo(&mut self) -> Result<(), SessionError>;

    /// Whether there is a move taken back to give again.
    fn can_redo(&self) -> bool;

    /// Resigns for `seat`.
    fn resign(&mut self, seat: Seat) -> Result<(), SessionError>;
}

impl dyn MatchSession + '_ {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        self.recipe().kind
    }

    /// Who sits in each seat.
    pub fn sitters(&self) -> &[Sitter] {
        &self.recipe().sitters
    }

    /// How many moves have been played (rolls not counted).
    pub fn move_count(&self) -> usize {
        self.recipe().move_count()
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        matches!(self.waiting(), Waiting::Over(_))
    }

    /// The seat to move, while the game waits for a move.
    pub fn to_move(&self) -> Option<Seat> {
        match self.waiting() {
            Waiting::Person(seat) | Waiting::Computer(seat) => Some(seat),
            Waiting::Dice | Waiting::Over(_) => None,
        }
    }

    /// The result in words, once the match is over.
    pub fn result_text(&self) -> Option<String> {
        self.finish().map(|finish| finish.words)
    }

    /// Rolls the dice and plays the computer's moves here and now, until a person is to move
    /// or the match is over.
    pub fn advance(&mut self) -> Result<(), SessionError> {
        while self.step()?.is_some() {}
        Ok(())
    }
}

impl<G: Registered> AsMatch for Session<G> {
    fn as_match(&self) -> &dyn MatchSession {
        self
    }
}

impl<G: Registered> MatchSession for Session<G> {
    fn recipe(&self) -> &Recipe {
        Session::recipe(self)
    }

    fn waiting(&self) -> Waiting {
        Session::waiting(self)
    }

    fn finish(&self) -> Option<Finish> {
        Some(Finish {
            outcome: self.outcome()?,
            ending: self.ending(),
            words: self.result_text()?,
            scores: (0..self.game().seats() as Seat)
                .map(|seat| self.game().score(seat))
                .collect(),
        })
    }

    fn notes(&self) -> Vec<Option<&str>> {
        self.entry_notes().collect()
    }

    fn diagram(&self, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => self.position_after(moves).diagram(),
            None => self.game().diagram(),
        }
    }

    fn position_text(&self) -> String {
        self.game().position_text()
    }

    fn legal_moves(&self) -> Vec<String> {
        let game = self.game();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves.into_iter().map(|m| game.move_text(m)).collect()
    }

    fn play_text(&mut self, text: &str) -> Result<(), SessionError> {
        Session::play_text(self, text)
    }

    fn step(&mut self) -> Result<Option<Step>, SessionError> {
        match Session::waiting(self) {
            Waiting::Dice => Ok(Some(Step::Rolled(self.roll()?.text()))),
            Waiting::Computer(_) => {
                let think = self.think().ok_or(SessionError::NotComputersTurn)?;
                let player = think.player();
                let reply = think.run();
                let text = reply
                    .mv
                    .map(|mv| self.game().move_text(mv))
                    .ok_or(SessionError::NoReply)?;
                self.play_reply(reply)?;
                Ok(Some(Step::Played(player, text)))
            }
            Waiting::Person(_) | Waiting::Over(_) => Ok(None),
        }
    }

    fn hint(&mut self) -> Result<Option<String>, SessionError> {
        let reply = Session::hint(self)?.run();
        Ok(reply.mv.map(|mv| self.game().move_text(mv)))
    }

    fn undo(&mut self) -> Result<(), SessionError> {
        Session::undo(self)
    }

    fn redo(&mut self) -> Result<(), SessionError> {
        Session::redo(self)
    }

    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }

    fn resign(&mut self, seat: Seat) -> Result<(), SessionError> {
        Session::resign(self, seat)
    }
}

impl Recipe {
    /// The match played, as a match of any game.
    pub fn open(&self) -> Result<Box<dyn MatchSession>, SessionError> {
        self.kind.visit(Open(self))
    }

    /// Whether the match can be played: its options, seats, start and entries hold.
    pub fn check(&self) -> Result<(), SessionError> {
        self.open().map(drop)
    }

    /// How many seats the game has under these options (from the start position, when there
    /// is one).
    pub fn seat_count(&self) -> Result<usize, SessionError> {
        self.kind.visit(Seats(self))
    }
}

/// Plays a recipe as a match of any game.
struct Open<'a>(&'a Recipe);

impl Visitor for Open<'_> {
    type Output = Result<Box<dyn MatchSession>, SessionError>;
}

impl<G: Registered> Visit<G> for Open<'_> {
    fn visit(self) -> Self::Output {
        Ok(Box::new(Session::<G>::new(self.0.clone())?))
    }
}

/// Counts a recipe's seats.
struct Seats<'a>(&'a Recipe);

impl Visitor for Seats<'_> {
    type Output = Result<usize, SessionError>;
}

impl<G: Registered> Visit<G> for Seats<'_> {
    fn visit(self) -> Self::Output {
        let options = self.0.options::<G>()?;
        let game = match &self.0.start {
            Some(text) => G::from_position_text(text, options)?,
            None => G::new(options)?,
        };
        Ok(game.seats())
    }
}
