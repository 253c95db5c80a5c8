//! The one value a match travels as, whatever its game: a [`Recipe`]. The new-match form and a
//! quick match make one; [`Session::new`](super::Session::new) plays it (replaying its
//! entries) and [`Session::recipe`](super::Session::recipe) gives it back as the match stands;
//! the profile saves it and reads it back; a match text is one written out.
//! [`Recipe::open`] makes it a match of any game.

use crate::boards::game::{DICE_WORD, Game, Seat, SetupError};
use crate::boards::registry::GameKind;

use super::clocks::{Clocks, TimeControl};
use super::parts::{SessionError, Sitter};

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
    /// The clocks of a match timed for people at one screen (`None`: untimed), with the
    /// time each seat had left when the match last changed.
    pub clocks: Option<Clocks>,
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
            clocks: None,
        }
    }

    /// This match timed by `control` (`None`: untimed), each seat's clock full.
    pub fn timed(mut self, control: Option<TimeControl>) -> Recipe {
        self.clocks = control.map(|control| Clocks::new(control, self.sitters.len()));
        self
    }

    /// The time control, in a timed match.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clocks.as_ref().map(|clocks| clocks.control)
    }

    /// A new match like this one: the same game, options, seats, start and time control,
    /// seeded by `seed`, with nothing played yet (the clocks full again).
    pub fn again(&self, seed: u64) -> Recipe {
        Recipe::new(
            self.kind,
            self.options.clone(),
            self.sitters.clone(),
            seed,
            self.start.clone(),
        )
        .timed(self.time_control())
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

    /// How many moves were played (rolls of the dice not counted).
    pub fn move_count(&self) -> usize {
        self.entries
            .iter()
            .filter(|e| !e.starts_with(DICE_WORD))
            .count()
    }
}
