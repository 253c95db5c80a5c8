//! A match of any game behind one object-safe trait, [`MatchSession`], which every
//! [`Session`] of a registered game implements: for callers that do not want to be generic
//! over the game (the command line, the profile, the app's lists). The computer's work is done
//! inside, with the game's own types, so no reply can meet a match of another game.

use std::any::Any;

use crate::boards::ai::Player;
use crate::boards::game::{ChanceText, Outcome, Seat, Seats};
use crate::boards::registry::{GameKind, Registered};

use super::live::Session;
use super::parts::{Ending, SessionError, Sitter, Waiting};

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

/// A match of any registered game. Everything here is what [`Session`] does, in the game's
/// own words (moves and rolls as text).
pub trait MatchSession: AsMatch + std::fmt::Debug + Send {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Who sits in each seat.
    fn sitters(&self) -> &[Sitter];

    /// The seed of the dice and the computer's choices.
    fn seed(&self) -> u64;

    /// The start position text, when the match did not begin at the game's own start.
    fn start_text(&self) -> Option<&str>;

    /// The game's rule options as a table, as the game names them.
    fn options_table(&self) -> Result<toml::Table, String>;

    /// One line on how moves are written.
    fn move_help(&self) -> &'static str;

    /// Every entry's text (moves and rolls), in order.
    fn entry_texts(&self) -> Vec<&str>;

    /// Every entry's note: what a move did in words ("lands on g5"), `None` for a roll or a
    /// move whose text says it all.
    fn entry_notes(&self) -> Vec<Option<&str>>;

    /// The moves alone, each with its seat and its text.
    fn moves(&self) -> Vec<(Seat, &str)>;

    /// How many moves have been played.
    fn move_count(&self) -> usize;

    /// What the match waits for.
    fn waiting(&self) -> Waiting;

    /// The seat to move, while the game waits for a move.
    fn to_move(&self) -> Option<Seat>;

    /// The seats that win together with `seat` (itself, unless the game is played in teams).
    fn side(&self, seat: Seat) -> Seats;

    /// The winners (or a draw), once the match is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Why the match ended, once it is over.
    fn ending(&self) -> Option<Ending>;

    /// The result in words, once the match is over.
    fn result_text(&self) -> Option<String>;

    /// Whether the match is over.
    fn is_over(&self) -> bool;

    /// Whether an undo or a hint was used.
    fn assisted(&self) -> bool;

    /// How many hints were asked for.
    fn hints(&self) -> u32;

    /// The seat that resigned, if one did.
    fn resigned(&self) -> Option<Seat>;

    /// A seat's score.
    fn score(&self, seat: Seat) -> i32;

    /// The latest position drawn in text.
    fn diagram(&self) -> String;

    /// The latest position as position text.
    fn position_text(&self) -> String;

    /// The position after the first `moves` moves, drawn in text.
    fn diagram_after(&self, moves: usize) -> String;

    /// Every legal move of the seat to move, in the game's move text.
    fn legal_move_texts(&self) -> Vec<String>;

    /// Reads a person's move in the game's move text and plays it.
    fn play_text(&mut self, text: &str) -> Result<(), SessionError>;

    /// Rolls the dice of a pending chance event; returns the roll's text.
    fn roll(&mut self) -> Result<String, SessionError>;

    /// The computer thinks here and now and plays its move: who played and the move's text.
    fn play_computer(&mut self) -> Result<(Player, String), SessionError>;

    /// A hint for the person to move, worked out here and now (marks the match assisted):
    /// the move's text, if the computer found one.
    fn hint_text(&mut self) -> Result<Option<String>, SessionError>;

    /// Rolls the dice and plays the computer's moves here and now, until a person is to move
    /// or the match is over.
    fn advance(&mut self) -> Result<(), SessionError>;

    /// Takes back the last move a person made and everything after it (marks assisted).
    fn undo(&mut self) -> Result<(), SessionError>;

    /// Resigns for `seat`.
    fn resign(&mut self, seat: Seat) -> Result<(), SessionError>;

    /// The match as its own type, for a caller that knows the game (tests look at the board
    /// through it).
    fn as_any(&self) -> &dyn Any;

    /// A copy of the match, to try a line on without touching it.
    fn clone_box(&self) -> Box<dyn MatchSession>;
}

impl Clone for Box<dyn MatchSession> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl dyn MatchSession + '_ {
    /// The match as a [`Session`] of game `G`, if it is one.
    pub fn session<G: Registered>(&self) -> Option<&Session<G>> {
        self.as_any().downcast_ref()
    }
}

impl<G: Registered> AsMatch for Session<G> {
    fn as_match(&self) -> &dyn MatchSession {
        self
    }
}

impl<G: Registered> MatchSession for Session<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn sitters(&self) -> &[Sitter] {
        Session::sitters(self)
    }

    fn seed(&self) -> u64 {
        Session::seed(self)
    }

    fn start_text(&self) -> Option<&str> {
        self.setup().start.as_deref()
    }

    fn options_table(&self) -> Result<toml::Table, String> {
        toml::Table::try_from(&self.setup().options).map_err(|e| e.to_string())
    }

    fn move_help(&self) -> &'static str {
        G::MOVE_HELP
    }

    fn entry_texts(&self) -> Vec<&str> {
        Session::entry_texts(self).collect()
    }

    fn entry_notes(&self) -> Vec<Option<&str>> {
        Session::entry_notes(self).collect()
    }

    fn moves(&self) -> Vec<(Seat, &str)> {
        Session::moves(self).collect()
    }

    fn move_count(&self) -> usize {
        Session::move_count(self)
    }

    fn waiting(&self) -> Waiting {
        Session::waiting(self)
    }

    fn to_move(&self) -> Option<Seat> {
        Session::to_move(self)
    }

    fn side(&self, seat: Seat) -> Seats {
        self.game().side(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        Session::outcome(self)
    }

    fn ending(&self) -> Option<Ending> {
        Session::ending(self)
    }

    fn result_text(&self) -> Option<String> {
        Session::result_text(self)
    }

    fn is_over(&self) -> bool {
        Session::is_over(self)
    }

    fn assisted(&self) -> bool {
        Session::assisted(self)
    }

    fn hints(&self) -> u32 {
        Session::hints(self)
    }

    fn resigned(&self) -> Option<Seat> {
        Session::resigned(self)
    }

    fn score(&self, seat: Seat) -> i32 {
        self.game().score(seat)
    }

    fn diagram(&self) -> String {
        self.game().diagram()
    }

    fn position_text(&self) -> String {
        self.game().position_text()
    }

    fn diagram_after(&self, moves: usize) -> String {
        self.position_after(moves).diagram()
    }

    fn legal_move_texts(&self) -> Vec<String> {
        let game = self.game();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves.into_iter().map(|m| game.move_text(m)).collect()
    }

    fn play_text(&mut self, text: &str) -> Result<(), SessionError> {
        Session::play_text(self, text)
    }

    fn roll(&mut self) -> Result<String, SessionError> {
        Session::roll(self).map(|chance| chance.text())
    }

    fn play_computer(&mut self) -> Result<(Player, String), SessionError> {
        let think = self.think().ok_or(SessionError::NotComputersTurn)?;
        let player = think.player();
        let reply = think.run();
        let text = reply
            .mv
            .map(|mv| self.game().move_text(mv))
            .ok_or(SessionError::NoReply)?;
        self.play_reply(reply)?;
        Ok((player, text))
    }

    fn hint_text(&mut self) -> Result<Option<String>, SessionError> {
        let reply = self.hint()?.run();
        Ok(reply.mv.map(|mv| self.game().move_text(mv)))
    }

    fn advance(&mut self) -> Result<(), SessionError> {
        Session::advance(self)
    }

    fn undo(&mut self) -> Result<(), SessionError> {
        Session::undo(self)
    }

    fn resign(&mut self, seat: Seat) -> Result<(), SessionError> {
        Session::resign(self, seat)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn clone_box(&self) -> Box<dyn MatchSession> {
        Box::new(self.clone())
    }
}
