//! A match of a game chosen at run time, as text and tables: what a saved record, a match text
//! or the new-match form hold. [`Recipe::replay`] makes it a [`Session`] of the game's type
//! (for a caller that knows it, through the registry's [`Visit`]); [`Recipe::open`] makes it a
//! match of any game.

use crate::boards::game::{Game, Seat, SetupError};
use crate::boards::registry::{GameKind, Registered, Visit, Visitor};

use super::live::Session;
use super::object::MatchSession;
use super::parts::{SessionError, Setup, Sitter};

/// Everything a match is made of, with its game's options as a table (as the game names
/// them; missing ones take their default) and its entries as text.
#[derive(Clone, Debug, PartialEq)]
pub struct Recipe {
    /// The game.
    pub kind: GameKind,
    /// The rule options.
    pub options: toml::Table,
    /// Who sits in each seat, in turn order.
    pub sitters: Vec<Sitter>,
    /// The seed of the dice and of the computer's choices.
    pub seed: u64,
    /// A start position in the game's position text; `None` for the game's own start.
    pub start: Option<String>,
    /// The moves and rolls played, in the game's move text.
    pub entries: Vec<String>,
    /// Whether an undo or a hint was used, and how many hints.
    pub marks: (bool, u32),
    /// The seat that resigned, if one did.
    pub resigned: Option<Seat>,
}

impl Recipe {
    /// A new match: no entries yet, nothing used, nobody resigned.
    pub fn new(
        kind: GameKind,
        options: toml::Table,
        sitters: Vec<Sitter>,
        seed: u64,
        start: Option<String>,
    ) -> Recipe {
        Recipe {
            kind,
            options,
            sitters,
            seed,
            start,
            entries: Vec::new(),
            marks: (false, 0),
            resigned: None,
        }
    }

    /// The game's options read from the table.
    pub fn options<G: Game>(&self) -> Result<G::Options, SessionError> {
        self.options
            .clone()
            .try_into()
            .map_err(|e: toml::de::Error| {
                SessionError::Setup(SetupError(format!("bad option: {}", e.message())))
            })
    }

    /// The match replayed as a session of game `G` (which must be the recipe's game: the
    /// registry's [`Visit`] gives it so), with its marks and resignation.
    pub fn replay<G: Registered>(&self) -> Result<Session<G>, SessionError> {
        let setup = Setup {
            options: self.options::<G>()?,
            sitters: self.sitters.clone(),
            seed: self.seed,
            start: self.start.clone(),
        };
        let mut session = Session::replay(setup, &self.entries)?;
        session.restore_marks(self.marks.0, self.marks.1);
        if let Some(seat) = self.resigned {
            session.resign(seat)?;
        }
        Ok(session)
    }

    /// The match replayed, as a match of any game.
    pub fn open(&self) -> Result<Box<dyn MatchSession>, SessionError> {
        self.kind.visit(Open(self))
    }

    /// How many seats the game has under these options (from the start position, when there
    /// is one).
    pub fn seat_count(&self) -> Result<usize, SessionError> {
        self.kind.visit(Seats(self))
    }
}

/// Replays a recipe as a match of any game.
struct Open<'a>(&'a Recipe);

impl Visitor for Open<'_> {
    type Output = Result<Box<dyn MatchSession>, SessionError>;
}

impl<G: Registered> Visit<G> for Open<'_> {
    fn visit(self) -> Self::Output {
        Ok(Box::new(self.0.replay::<G>()?))
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
