//! A match to start from the new-match form or a quick match: the game, its options and who
//! sits where ([`Plan`]), what the profile keeps of it for next time, and the match it opens
//! ([`Plan::recipe`]).

use crate::boards::ai::Player;
use crate::boards::registry::GameKind;
use crate::boards::session::{Recipe, SessionError, Sitter, YOU};
use crate::career::{FormSetup, QuickMatch, SeatRecord};

/// A match to start: the game, its options and who sits where.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The game.
    pub kind: GameKind,
    /// The rule options, as the game names them (missing ones take their default).
    pub options: toml::Table,
    /// Who sits in each seat, in turn order.
    pub sitters: Vec<Sitter>,
    /// A start position in the game's position text, if not the game's own start.
    pub start: Option<String>,
}

impl Plan {
    /// A quick match: you against the computer as last time (level 2 the first time).
    pub fn quick(kind: GameKind, quick: &QuickMatch) -> Plan {
        let opponent = quick
            .opponent
            .sitter()
            .unwrap_or(Sitter::Computer(Player::Level(2)));
        let seats = seat_count(kind, &quick.options);
        let you = usize::from(quick.seat).min(seats - 1);
        let sitters = (0..seats)
            .map(|i| {
                if i == you {
                    Sitter::Person(YOU.into())
                } else {
                    opponent.clone()
                }
            })
            .collect();
        Plan {
            kind,
            options: quick.options.clone(),
            sitters,
            start: None,
        }
    }

    /// What the new-match form remembers of this match: its options and seats.
    pub fn as_form(&self) -> FormSetup {
        FormSetup::of(&self.options, &self.sitters)
    }

    /// What to remember for the next quick match, when this is you against the computer.
    pub fn as_quick(&self) -> Option<QuickMatch> {
        let you = self
            .sitters
            .iter()
            .position(|s| matches!(s, Sitter::Person(_)))?;
        let opponent = self.sitters.iter().find(|s| !s.is_human())?;
        let people = self.sitters.iter().filter(|s| s.is_human()).count();
        (people == 1 && self.start.is_none()).then(|| QuickMatch {
            options: self.options.clone(),
            opponent: SeatRecord::of(opponent),
            seat: you as u8,
        })
    }
}

/// How many seats a game has under these options (two when the options cannot be played).
pub(super) fn seat_count(kind: GameKind, options: &toml::Table) -> usize {
    Recipe::new(kind, options.clone(), Vec::new(), 0, None)
        .seat_count()
        .unwrap_or(2)
}

impl Plan {
    /// The match to start, its dice and computer seeded by `seed`.
    pub fn recipe(&self, seed: u64) -> Recipe {
        Recipe::new(
            self.kind,
            self.options.clone(),
            self.sitters.clone(),
            seed,
            self.start.clone(),
        )
    }

    /// Whether the match can be played: its options, seats and start position hold.
    pub fn check(&self) -> Result<(), SessionError> {
        self.recipe(0).open().map(drop)
    }
}
