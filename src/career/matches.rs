//! Board-game matches kept in the profile: the match record (save format 2, migrated from 1),
//! an open match saved after every move (the last-used setups are in [`super::setups`]).
//!
//! A match is saved as its game, options, seats, seed, start position and entries (moves and
//! rolls of the dice): a [`Recipe`], which [`MatchRecord::session`] replays into a live match
//! of any game ([`MatchSession`]), and
//! [`Profile::open_match_with`](super::Profile::open_match_with) into whatever the caller
//! makes of the game's own type. A record that cannot be read, or no longer replays, is set
//! aside in `quarantine/` and reported, never deleted.

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::boards::ai::{MAX_LEVEL, MAX_THINK, Player};
use crate::boards::game::{DICE_WORD, Decision, Seat, SetupError};
use crate::boards::registry::GameKind;
use crate::boards::session::{Clocks, MatchSession, Recipe, SessionError, Sitter};
use crate::store::{Record, RecordId};

use super::records::{check_name_of, seed_field};

mod saved;

/// Who sits in a seat of a saved match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatRecord {
    /// The profile's player.
    Person {
        /// Their name.
        name: String,
    },
    /// A friend at the same screen.
    Friend {
        /// Their name.
        name: String,
    },
    /// The computer at a level (1 easiest).
    Computer {
        /// The level.
        level: u8,
    },
    /// The computer choosing any legal move.
    RandomComputer,
    /// The computer searching for this long a move.
    TimedComputer {
        /// Seconds a move.
        seconds: f64,
    },
}

impl SeatRecord {
    /// The record of a seat.
    pub fn of(sitter: &Sitter) -> SeatRecord {
        match sitter {
            Sitter::Person(name) => SeatRecord::Person { name: name.clone() },
            Sitter::Friend(name) => SeatRecord::Friend { name: name.clone() },
            Sitter::Computer(Player::Level(level)) => SeatRecord::Computer { level: *level },
            Sitter::Computer(Player::Random) => SeatRecord::RandomComputer,
            Sitter::Computer(Player::Timed(time)) => SeatRecord::TimedComputer {
                seconds: time.as_secs_f64(),
            },
        }
    }

    /// The seat for a live match; a level or time out of range is refused.
    pub fn sitter(&self) -> Result<Sitter, String> {
        Ok(match self {
            SeatRecord::Person { name } => {
                check_seat_name(name)?;
                Sitter::Person(name.clone())
            }
            SeatRecord::Friend { name } => {
                check_seat_name(name)?;
                Sitter::Friend(name.clone())
            }
            SeatRecord::Computer { level } if (1..=MAX_LEVEL).contains(level) => {
                Sitter::Computer(Player::Level(*level))
            }
            SeatRecord::Computer { level } => {
                return Err(format!("level {level} is not 1 to {MAX_LEVEL}"));
            }
            SeatRecord::RandomComputer => Sitter::Computer(Player::Random),
            SeatRecord::TimedComputer { seconds } => Duration::try_from_secs_f64(*seconds)
                .ok()
                .filter(|t| !t.is_zero() && *t <= MAX_THINK)
                .map(|t| Sitter::Computer(Player::Timed(t)))
                .ok_or_else(|| {
                    format!(
                        "{seconds} s a move is not more than 0 and at most {} s",
                        MAX_THINK.as_secs()
                    )
                })?,
        })
    }
}

/// Checks a seated person's name: not blank, not too long, no control characters.
fn check_seat_name(name: &str) -> Result<(), String> {
    check_name_of(name, "a person in a seat needs a name")
}

/// A board-game match: `matches/<id>.toml`. Its options, seats, seed, start position and
/// entries replay it; it is saved after every move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The game's id (`malice`, `martian-chess`, `malaka`, `malawi`).
    pub game: String,
    /// When it started (UTC).
    pub started: DateTime<Utc>,
    /// When it was last saved (UTC).
    pub updated: DateTime<Utc>,
    /// When it ended (UTC), once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<DateTime<Utc>>,
    /// The seed of its dice and of the computer's choices.
    #[serde(with = "seed_field::required")]
    pub seed: u64,
    /// Who sits in each seat, in turn order.
    pub seats: Vec<SeatRecord>,
    /// The start position text, when it did not begin at the game's own start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The moves, and for Malaka the rolls of the dice (`dice 4 2`), in order, in the game's
    /// move text.
    #[serde(default)]
    pub moves: Vec<String>,
    /// The seat that resigned, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Seat>,
    /// The result in words, once it is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The seats that won (none for a draw), once it is over.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<Seat>,
    /// Whether a move was taken back or a hint asked for.
    #[serde(default)]
    pub assisted: bool,
    /// How many hints were asked for.
    #[serde(default)]
    pub hints: u32,
    /// The game's rule options, as the game names them.
    #[serde(default)]
    pub options: toml::Table,
    /// A timed match's clocks: its control, each seat's time left when it was last saved,
    /// and the seat whose time ran out, if one's did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
}

impl Record for MatchRecord {
    const KIND: &'static str = "matches";
    const VERSION: u32 = 2;

    /// Version 1 named the seats `players`, with `human` and `computer` kinds; the first
    /// person became the player, any other a friend. It had no end date: a match with a
    /// result is taken as finished when it was last saved.
    fn migrate(from: u32, mut table: toml::Table) -> Result<toml::Table, String> {
        if from != 1 {
            return Err(format!("no step from save format {from}"));
        }
        let players = match table.remove("players") {
            Some(toml::Value::Array(players)) => players,
            Some(_) => return Err("`players` is not a list".into()),
            None => return Err("`players` is missing".into()),
        };
        let mut seen_person = false;
        let mut seats = Vec::with_capacity(players.len());
        for player in players {
            let toml::Value::Table(mut seat) = player else {
                return Err("a player is not a table".into());
            };
            if seat.get("kind").and_then(toml::Value::as_str) == Some("human") {
                let kind = if seen_person { "friend" } else { "person" };
                seen_person = true;
                seat.insert("kind".into(), kind.into());
            }
            seats.push(toml::Value::Table(seat));
        }
        table.insert("seats".into(), toml::Value::Array(seats));
        if table.contains_key("result")
            && let Some(updated) = table.get("updated").cloned()
        {
            table.insert("finished".into(), updated);
        }
        Ok(table)
    }

    fn validate(&self) -> Result<(), String> {
        self.kind()?;
        if self.seats.len() < 2 {
            return Err("a match needs at least two seats".into());
        }
        for seat in &self.seats {
            seat.sitter()?;
        }
        let seats = self.seats.len();
        if let Some(seat) = self.resigned.filter(|&s| usize::from(s) >= seats) {
            return Err(format!("seat {seat} resigned, but there are {seats} seats"));
        }
        if let Some(seat) = self.winners.iter().find(|&&s| usize::from(s) >= seats) {
            return Err(format!("seat {seat} won, but there are {seats} seats"));
        }
        if let Some(clocks) = &self.clocks {
            clocks.check(seats)?;
        }
        Ok(())
    }
}

impl MatchRecord {
    /// The game.
    pub fn kind(&self) -> Result<GameKind, String> {
        GameKind::from_id(&self.game).ok_or_else(|| format!("`{}` is not a board game", self.game))
    }

    /// The record of a live match, started at `started`, saved now.
    pub fn of(session: &dyn MatchSession, started: DateTime<Utc>) -> MatchRecord {
        let now = Utc::now();
        let recipe = session.recipe();
        let finish = session.finish();
        let winners = match finish.as_ref().map(|f| f.outcome) {
            Some(Decision::Win(seats)) => (0..8).filter(|&s| seats.contains(s)).collect(),
            _ => Vec::new(),
        };
        MatchRecord {
            game: recipe.kind.id().to_owned(),
            started,
            updated: now,
            finished: finish.is_some().then_some(now),
            seed: recipe.seed,
            seats: recipe.sitters.iter().map(SeatRecord::of).collect(),
            start: recipe.start.clone(),
            moves: recipe.entries.clone(),
            resigned: recipe.resigned,
            result: finish.as_ref().map(|f| f.said(recipe.kind.about())),
            winners,
            assisted: recipe.marks.0,
            hints: recipe.marks.1,
            options: recipe.options.clone(),
            clocks: recipe.clocks.clone(),
        }
    }

    /// What the record replays: its game, options, seats, seed, start, entries and marks.
    pub fn recipe(&self) -> Result<Recipe, SessionError> {
        let sitters = self
            .seats
            .iter()
            .map(SeatRecord::sitter)
            .collect::<Result<Vec<_>, _>>()
            .map_err(setup_error)?;
        Ok(Recipe {
            kind: self.kind().map_err(setup_error)?,
            options: self.options.clone(),
            sitters,
            seed: self.seed,
            start: self.start.clone(),
            entries: self.moves.clone(),
            marks: (self.assisted, self.hints),
            resigned: self.resigned,
            clocks: self.clocks.clone(),
        })
    }

    /// Replays the record into a live match.
    pub fn session(&self) -> Result<Box<dyn MatchSession>, SessionError> {
        self.recipe()?.open()
    }

    /// Whether the match has ended.
    pub fn is_finished(&self) -> bool {
        self.finished.is_some()
    }

    /// How many moves were played (rolls of the dice not counted).
    pub fn move_count(&self) -> usize {
        self.moves
            .iter()
            .filter(|m| !m.starts_with(DICE_WORD))
            .count()
    }
}

fn setup_error(message: String) -> SessionError {
    SessionError::Setup(SetupError(message))
}

/// A match being played: its record id, when it started, and the live match (a match of any
/// game, or whatever holds one, such as the app's match screen). Save it with
/// [`Profile::save_match_session`](super::Profile::save_match_session) after every change.
#[derive(Debug)]
pub struct OpenMatch<S = Box<dyn MatchSession>> {
    /// The record's id.
    pub id: RecordId,
    /// When the match started (UTC).
    pub started: DateTime<Utc>,
    /// The live match.
    pub session: S,
}

/// A saved match in a list: enough to show it and to open it.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    /// The record's id.
    pub id: RecordId,
    /// The game.
    pub game: GameKind,
    /// When it started and when it was last saved (UTC).
    pub started: DateTime<Utc>,
    /// When it was last saved (UTC).
    pub updated: DateTime<Utc>,
    /// Who sits in each seat, in words.
    pub seats: Vec<String>,
    /// Moves played.
    pub moves: usize,
    /// The result in words, once it is over.
    pub result: Option<String>,
    /// Whether a move was taken back or a hint asked for.
    pub assisted: bool,
}

impl MatchSummary {
    /// The summary of a record (`None` for a game this build does not know).
    pub fn of(id: &RecordId, record: &MatchRecord) -> Option<MatchSummary> {
        Some(MatchSummary {
            id: id.clone(),
            game: record.kind().ok()?,
            started: record.started,
            updated: record.updated,
            seats: record
                .seats
                .iter()
                .map(|s| s.sitter().map_or_else(|e| e, |s| s.describe()))
                .collect(),
            moves: record.move_count(),
            result: record.result.clone(),
            assisted: record.assisted,
        })
    }
}

#[cfg(test)]
mod tests;
