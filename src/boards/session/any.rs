//! A match of any of the four games, for callers that do not want to be generic over
//! [`Game`]: the command line, the profile, and the app's lists.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::boards::ai::Player;
use crate::boards::game::{Game, Outcome, Seat, Seats};
use crate::boards::malaka::Malaka;
use crate::boards::malawi::Malawi;
use crate::boards::martian_chess::MartianChess;
use crate::boards::pyramids::Pyramids;

use super::live::Session;
use super::parts::{ChanceText, Ending, SessionError, Sitter, Waiting};
use super::think::{Reply, Think};

/// The four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    /// Malice, the pyramid game with teleports.
    Malice,
    /// Martian Chess, for two or four.
    MartianChess,
    /// Malaka, a race with dice.
    Malaka,
    /// Malawi, rings on a 6×6 board.
    Malawi,
}

impl GameKind {
    /// Every game, in the order they are shown.
    pub const ALL: [GameKind; 4] = [
        GameKind::Malice,
        GameKind::MartianChess,
        GameKind::Malaka,
        GameKind::Malawi,
    ];

    /// The short stable name used in files and on the command line ([`Game::ID`]).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Malice => Pyramids::ID,
            GameKind::MartianChess => MartianChess::ID,
            GameKind::Malaka => Malaka::ID,
            GameKind::Malawi => Malawi::ID,
        }
    }

    /// The game from its short name.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// The game's name, for people.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Malice => "Malice",
            GameKind::MartianChess => "Martian Chess",
            GameKind::Malaka => "Malaka",
            GameKind::Malawi => "Malawi",
        }
    }
}

/// Builds a match of a game chosen at run time: [`AnySession::build`] calls `build` with the
/// game's type.
pub trait BuildSession {
    /// Why the match could not be built.
    type Error;
    /// Builds the match of game `G`.
    fn build<G: Game>(self) -> Result<Session<G>, Self::Error>
    where
        G::Chance: ChanceText;
}

/// A match of one of the four games (boxed: Malaka's board is much larger than the others').
#[derive(Clone, Debug)]
pub enum AnySession {
    /// Malice (pyramids).
    Malice(Box<Session<Pyramids>>),
    /// Martian Chess.
    MartianChess(Box<Session<MartianChess>>),
    /// Malaka.
    Malaka(Box<Session<Malaka>>),
    /// Malawi.
    Malawi(Box<Session<Malawi>>),
}

/// The computer's work for a match of any game (see [`Think`]).
#[derive(Clone, Debug)]
pub enum AnyThink {
    /// Malice (pyramids).
    Malice(Box<Think<Pyramids>>),
    /// Martian Chess.
    MartianChess(Box<Think<MartianChess>>),
    /// Malaka.
    Malaka(Box<Think<Malaka>>),
    /// Malawi.
    Malawi(Box<Think<Malawi>>),
}

/// The computer's answer for a match of any game (see [`Reply`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyReply {
    /// Malice (pyramids).
    Malice(Reply<Pyramids>),
    /// Martian Chess.
    MartianChess(Reply<MartianChess>),
    /// Malaka.
    Malaka(Reply<Malaka>),
    /// Malawi.
    Malawi(Reply<Malawi>),
}

/// Runs `$body` with `$s` bound to the session inside any variant of `$value`.
macro_rules! each {
    ($enum:ident, $value:expr, $s:ident => $body:expr) => {
        match $value {
            $enum::Malice($s) => $body,
            $enum::MartianChess($s) => $body,
            $enum::Malaka($s) => $body,
            $enum::Malawi($s) => $body,
        }
    };
}

/// Runs `$body` with `$s` bound to the inner value, wrapping its result back in the variant.
macro_rules! map_each {
    ($from:ident => $to:ident, $value:expr, $s:ident => $body:expr) => {
        match $value {
            $from::Malice($s) => $to::Malice($body.into()),
            $from::MartianChess($s) => $to::MartianChess($body.into()),
            $from::Malaka($s) => $to::Malaka($body.into()),
            $from::Malawi($s) => $to::Malawi($body.into()),
        }
    };
}

impl AnySession {
    /// Builds a match of `kind` by calling `builder` with the game's type.
    pub fn build<B: BuildSession>(kind: GameKind, builder: B) -> Result<AnySession, B::Error> {
        Ok(match kind {
            GameKind::Malice => AnySession::Malice(Box::new(builder.build()?)),
            GameKind::MartianChess => AnySession::MartianChess(Box::new(builder.build()?)),
            GameKind::Malaka => AnySession::Malaka(Box::new(builder.build()?)),
            GameKind::Malawi => AnySession::Malawi(Box::new(builder.build()?)),
        })
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnySession::Malice(_) => GameKind::Malice,
            AnySession::MartianChess(_) => GameKind::MartianChess,
            AnySession::Malaka(_) => GameKind::Malaka,
            AnySession::Malawi(_) => GameKind::Malawi,
        }
    }

    /// Who sits in each seat.
    pub fn sitters(&self) -> &[Sitter] {
        each!(AnySession, self, s => s.sitters())
    }

    /// The seed of the dice and the computer's choices.
    pub fn seed(&self) -> u64 {
        each!(AnySession, self, s => s.seed())
    }

    /// The start position text, when the match did not begin at the game's own start.
    pub fn start_text(&self) -> Option<&str> {
        each!(AnySession, self, s => s.setup().start.as_deref())
    }

    /// One line on how moves are written.
    pub fn move_help(&self) -> &'static str {
        fn help<G: Game>(_: &Session<G>) -> &'static str {
            G::MOVE_HELP
        }
        each!(AnySession, self, s => help(s))
    }

    /// Every entry's text (moves and rolls), in order.
    pub fn entry_texts(&self) -> Vec<&str> {
        each!(AnySession, self, s => s.entry_texts().collect())
    }

    /// The moves alone, each with its seat and its text.
    pub fn moves(&self) -> Vec<(Seat, &str)> {
        each!(AnySession, self, s => s.moves().collect())
    }

    /// How many moves have been played.
    pub fn move_count(&self) -> usize {
        each!(AnySession, self, s => s.move_count())
    }

    /// What the match waits for.
    pub fn waiting(&self) -> Waiting {
        each!(AnySession, self, s => s.waiting())
    }

    /// The seat to move, while the game waits for a move.
    pub fn to_move(&self) -> Option<Seat> {
        each!(AnySession, self, s => s.to_move())
    }

    /// The seats that win together with `seat` (itself, unless the game is played in teams).
    pub fn side(&self, seat: Seat) -> Seats {
        each!(AnySession, self, s => s.game().side(seat))
    }

    /// The winners (or a draw), once the match is over.
    pub fn outcome(&self) -> Option<Outcome> {
        each!(AnySession, self, s => s.outcome())
    }

    /// Why the match ended, once it is over.
    pub fn ending(&self) -> Option<Ending> {
        each!(AnySession, self, s => s.ending())
    }

    /// The result in words, once the match is over.
    pub fn result_text(&self) -> Option<String> {
        each!(AnySession, self, s => s.result_text())
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        each!(AnySession, self, s => s.is_over())
    }

    /// Whether an undo or a hint was used.
    pub fn assisted(&self) -> bool {
        each!(AnySession, self, s => s.assisted())
    }

    /// How many hints were asked for.
    pub fn hints(&self) -> u32 {
        each!(AnySession, self, s => s.hints())
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<Seat> {
        each!(AnySession, self, s => s.resigned())
    }

    /// Sets the assisted mark and hint count (when a saved match is loaded).
    pub fn restore_marks(&mut self, assisted: bool, hints: u32) {
        each!(AnySession, self, s => s.restore_marks(assisted, hints))
    }

    /// A seat's score.
    pub fn score(&self, seat: Seat) -> i32 {
        each!(AnySession, self, s => s.game().score(seat))
    }

    /// The latest position drawn in text.
    pub fn diagram(&self) -> String {
        each!(AnySession, self, s => s.game().diagram())
    }

    /// The latest position as position text.
    pub fn position_text(&self) -> String {
        each!(AnySession, self, s => s.game().position_text())
    }

    /// The position after the first `moves` moves, drawn in text.
    pub fn diagram_after(&self, moves: usize) -> String {
        each!(AnySession, self, s => s.position_after(moves).diagram())
    }

    /// Every legal move of the seat to move, in the game's move text.
    pub fn legal_move_texts(&self) -> Vec<String> {
        fn texts<G: Game>(game: &G) -> Vec<String> {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            moves.into_iter().map(|m| game.move_text(m)).collect()
        }
        each!(AnySession, self, s => texts(s.game()))
    }

    /// Reads a person's move in the game's move text and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<(), SessionError> {
        each!(AnySession, self, s => s.play_text(text))
    }

    /// Rolls the dice of a pending chance event; returns the roll's text.
    pub fn roll(&mut self) -> Result<String, SessionError> {
        each!(AnySession, self, s => s.roll().map(|c| c.text()))
    }

    /// The computer's work, when the computer is to move.
    pub fn think(&self) -> Option<AnyThink> {
        Some(map_each!(AnySession => AnyThink, self, s => s.think()?))
    }

    /// A hint for the person to move (marks the match assisted).
    pub fn hint(&mut self) -> Result<AnyThink, SessionError> {
        Ok(map_each!(AnySession => AnyThink, self, s => s.hint()?))
    }

    /// Plays the computer's reply; a reply for another game or an earlier position is
    /// refused.
    pub fn play_reply(&mut self, reply: AnyReply) -> Result<(), SessionError> {
        match (self, reply) {
            (AnySession::Malice(s), AnyReply::Malice(r)) => s.play_reply(r),
            (AnySession::MartianChess(s), AnyReply::MartianChess(r)) => s.play_reply(r),
            (AnySession::Malaka(s), AnyReply::Malaka(r)) => s.play_reply(r),
            (AnySession::Malawi(s), AnyReply::Malawi(r)) => s.play_reply(r),
            _ => Err(SessionError::Stale),
        }
    }

    /// The move a reply holds, in the game's move text as played in the latest position
    /// (for showing a hint).
    pub fn reply_text(&self, reply: &AnyReply) -> Option<String> {
        match (self, reply) {
            (AnySession::Malice(s), AnyReply::Malice(r)) => r.mv.map(|m| s.game().move_text(m)),
            (AnySession::MartianChess(s), AnyReply::MartianChess(r)) => {
                r.mv.map(|m| s.game().move_text(m))
            }
            (AnySession::Malaka(s), AnyReply::Malaka(r)) => r.mv.map(|m| s.game().move_text(m)),
            (AnySession::Malawi(s), AnyReply::Malawi(r)) => r.mv.map(|m| s.game().move_text(m)),
            _ => None,
        }
    }

    /// Rolls the dice and plays the computer's moves here and now, until a person is to move
    /// or the match is over.
    pub fn advance(&mut self) -> Result<(), SessionError> {
        each!(AnySession, self, s => s.advance())
    }

    /// Takes back the last move a person made and everything after it (marks assisted).
    pub fn undo(&mut self) -> Result<(), SessionError> {
        each!(AnySession, self, s => s.undo())
    }

    /// Resigns for `seat`.
    pub fn resign(&mut self, seat: Seat) -> Result<(), SessionError> {
        each!(AnySession, self, s => s.resign(seat))
    }
}

impl AnyThink {
    /// The flag that stops this work (see [`Think::stopper`]).
    pub fn stopper(&self) -> Arc<AtomicBool> {
        each!(AnyThink, self, t => t.stopper())
    }

    /// Who is thinking.
    pub fn player(&self) -> Player {
        each!(AnyThink, self, t => t.player())
    }

    /// Works out the move (see [`Think::run`]); run it off the UI thread.
    pub fn run(self) -> AnyReply {
        map_each!(AnyThink => AnyReply, self, t => t.run())
    }
}
