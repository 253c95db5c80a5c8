//! The last-used setups of each board game, kept in the profile: the quick match's (options,
//! computer opponent, your seat) and the new-match form's (options and every seat, friends'
//! names too), so that a hot-seat evening starts again as it was left.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::boards::game::Seat;
use crate::boards::registry::GameKind;
use crate::boards::session::{Recipe, Sitter, TimeControl};
use crate::store::{Record, RecordId, StoreError};

use super::error::CareerError;
use super::matches::SeatRecord;
use super::profile::Profile;

/// The last-used quick-match settings of one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuickMatch {
    /// The game's rule options, as the game names them.
    #[serde(default)]
    pub options: toml::Table,
    /// The computer opponent.
    pub opponent: SeatRecord,
    /// The seat the player takes (0 moves first).
    #[serde(default)]
    pub seat: Seat,
}

impl Default for QuickMatch {
    /// The game's default options against level 2, the player moving first.
    fn default() -> Self {
        QuickMatch {
            options: toml::Table::new(),
            opponent: SeatRecord::Computer { level: 2 },
            seat: 0,
        }
    }
}

impl QuickMatch {
    /// What to remember for the next quick match, when `recipe` is you against the computer
    /// from the game's own start.
    pub fn of(recipe: &Recipe) -> Option<QuickMatch> {
        let sitters = &recipe.sitters;
        let you = sitters
            .iter()
            .position(|s| matches!(s, Sitter::Person(_)))?;
        let opponent = sitters.iter().find(|s| !s.is_human())?;
        let people = sitters.iter().filter(|s| s.is_human()).count();
        (people == 1 && recipe.start.is_none()).then(|| QuickMatch {
            options: recipe.options.clone(),
            opponent: SeatRecord::of(opponent),
            seat: you as u8,
        })
    }
}

/// The last-used setups, per game: `quick-match/last-used.toml`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct QuickMatches {
    /// By game id.
    #[serde(default)]
    pub games: BTreeMap<String, QuickMatch>,
    /// The new-match form's last setup, by game id (none before the form first starts one).
    #[serde(default)]
    pub forms: BTreeMap<String, FormSetup>,
}

impl QuickMatches {
    /// The record id of the profile's one set.
    pub const ID: &'static str = "last-used";
}

impl Record for QuickMatches {
    const KIND: &'static str = "quick-match";
    const VERSION: u32 = 1;

    fn validate(&self) -> Result<(), String> {
        for quick in self.games.values() {
            quick.opponent.sitter()?;
        }
        for form in self.forms.values() {
            form.sitters()?;
        }
        Ok(())
    }
}

/// The last match started from the new-match form of one game: its options and who sat in
/// each seat (you, friends by name, the computer).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FormSetup {
    /// The game's rule options, as the game names them.
    #[serde(default)]
    pub options: toml::Table,
    /// Who sat in each seat, in turn order.
    pub seats: Vec<SeatRecord>,
    /// The clocks it was timed by (people at one screen), if it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<TimeControl>,
}

impl FormSetup {
    /// The setup of a match: its options and seats.
    pub fn of(recipe: &Recipe) -> FormSetup {
        FormSetup {
            options: recipe.options.clone(),
            seats: recipe.sitters.iter().map(SeatRecord::of).collect(),
            time: recipe.time_control(),
        }
    }

    /// The seats for a live match; a seat out of range is refused.
    pub fn sitters(&self) -> Result<Vec<Sitter>, String> {
        self.seats.iter().map(SeatRecord::sitter).collect()
    }
}

/// A record id made from text known to be safe.
fn id_of(text: &str) -> Result<RecordId, CareerError> {
    Ok(RecordId::new(text)?)
}

impl Profile {
    /// The last-used quick-match settings of a game (level 2 and the default options the
    /// first time). A settings file that cannot be read is set aside and the defaults used.
    pub fn quick_match(&mut self, kind: GameKind) -> QuickMatch {
        self.quick_matches()
            .games
            .remove(kind.id())
            .unwrap_or_default()
    }

    /// Remembers a game's quick-match settings.
    pub fn set_quick_match(
        &mut self,
        kind: GameKind,
        quick: QuickMatch,
    ) -> Result<(), CareerError> {
        let mut all = self.quick_matches();
        all.games.insert(kind.id().to_owned(), quick);
        let problem = self.store().save(&id_of(QuickMatches::ID)?, &all)?;
        self.note_problems(problem);
        Ok(())
    }

    /// The new-match form's last setup of a game, if the form has started one.
    pub fn form_setup(&mut self, kind: GameKind) -> Option<FormSetup> {
        self.quick_matches().forms.remove(kind.id())
    }

    /// Remembers the setup of a match started from the new-match form.
    pub fn set_form_setup(&mut self, kind: GameKind, setup: FormSetup) -> Result<(), CareerError> {
        let mut all = self.quick_matches();
        all.forms.insert(kind.id().to_owned(), setup);
        let problem = self.store().save(&id_of(QuickMatches::ID)?, &all)?;
        self.note_problems(problem);
        Ok(())
    }

    fn quick_matches(&mut self) -> QuickMatches {
        let Ok(id) = id_of(QuickMatches::ID) else {
            return QuickMatches::default();
        };
        match self.store().load::<QuickMatches>(&id) {
            Ok(all) => all,
            Err(StoreError::SetAside(problem)) => {
                self.note_problems([*problem]);
                QuickMatches::default()
            }
            Err(_) => QuickMatches::default(),
        }
    }
}
