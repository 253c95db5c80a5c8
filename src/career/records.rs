//! The record types the career keeps in the store, one TOML file each.
//!
//! When a field changes, raise the kind's `VERSION` and teach its `migrate` the step (the
//! store calls it once per version; see `store::versioned`). Delves are at save format 2 (the
//! rules version was added), notes at 2 (entries of the player's own); match records, at
//! format 2, live in `matches.rs`; the other kinds at 1.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::store::{Record, RecordId};
use crate::tarot::attributes::Attributes;
use crate::tarot::card::Card;
use crate::tarot::delve::DelveSetup;
use crate::tarot::rules::RuleOptions;

/// The version of the rules a delve is played under: the engine and the tables of `data/`.
/// A delve records it; raise it whenever a change would make a saved delve replay differently
/// (`tests/career/replays.rs` replays saved delves and fails on such a change). A delve from
/// newer rules is left alone, one from older rules that no longer replays is set aside.
///
/// - 1: the first rules.
/// - 2: The Fool never goes into the Lovers' backpack (drawn for it, it goes back into the
///   shuffled deck); the deck running out while the opening hand is drawn follows `empty_deck`.
/// - 3: at the table (`DelveSetup::table_mode`, set for delves with physical dice and cards),
///   The High Priestess asks for the card turned, then for the others as they are discarded.
///   Delves of version 2 have no `table_mode` and replay as they were played; a version 2
///   Malice leaves version 3 delves alone instead of failing to replay them.
pub const RULES_VERSION: u32 = 3;

/// The longest adventurer name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 60;

/// What became of an adventurer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// Alive, and may delve again.
    Alive,
    /// Died in the dungeon.
    Dead,
    /// Retired by the player: alive, but delves no more.
    Retired,
}

impl Fate {
    /// The fate in a word.
    pub fn word(self) -> &'static str {
        match self {
            Fate::Alive => "alive",
            Fate::Dead => "dead",
            Fate::Retired => "retired",
        }
    }
}

/// How a finished delve ended, as the career keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunEnd {
    /// Out through The Fool.
    Escaped,
    /// Dead in the dungeon.
    Died,
}

/// One finished delve in an adventurer's career.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    /// The delve record's id.
    pub delve: String,
    /// When it started (UTC).
    pub started: DateTime<Utc>,
    /// When it ended (UTC).
    pub ended: DateTime<Utc>,
    /// The seed of its dice and deck; absent for a delve played with a physical deck.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "seed_field")]
    pub seed: Option<u64>,
    /// The house rules it was played with.
    pub options: RuleOptions,
    /// How it ended.
    pub end: RunEnd,
    /// Its score (0 for a death).
    pub score: u32,
    /// Turns played.
    pub turns: u32,
    /// The cards flipped, in order.
    pub cards_seen: Vec<Card>,
    /// The card that killed the adventurer, when one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killed_by: Option<Card>,
    /// The death in words ("killed by Death (M13)", "lost in the dark").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub death: Option<String>,
    /// Whether an answer was taken back (undo) during the delve.
    #[serde(default)]
    pub assisted: bool,
}

/// An adventurer and their career: `adventurers/<id>.toml`, with backups of the last 5 saves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdventurerRecord {
    /// Their name, as the player wrote it.
    pub name: String,
    /// When they were created (UTC).
    pub created: DateTime<Utc>,
    /// Attributes in order Might, Agility, Luck, Intelligence, Charm, Evocation: as rolled,
    /// then as they left their last delve.
    pub attributes: Attributes,
    /// Alive, dead or retired.
    pub fate: Fate,
    /// The delve in progress, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delve_in_progress: Option<String>,
    /// Every finished delve, oldest first.
    #[serde(default)]
    pub runs: Vec<Run>,
    /// For the adventurer of a day's delve: the day, and whether they played it for practice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<DailyMark>,
}

/// Whose day an adventurer of today's delve is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyMark {
    /// The calendar date of the deal.
    pub date: NaiveDate,
    /// A later try of that day's deal, played for practice (the first try is the record).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub practice: bool,
}

/// How a delve of a deal was started: played apart from the dungeon (the profile's corpse
/// pile neither leaves its deck nor takes its dead's cards), so that everyone who plays the
/// deal meets the same deck.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPlay {
    /// The day, for today's delve (and whether it is practice).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<DailyMark>,
    /// The code of a friend's finished delve of the same deal, raced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
}

impl AdventurerRecord {
    /// The score of their last escape, if their last delve was one (it sets the next
    /// opening hand).
    pub fn last_escape_score(&self) -> Option<u32> {
        match self.runs.last() {
            Some(run) if run.end == RunEnd::Escaped => Some(run.score),
            _ => None,
        }
    }
}

impl Record for AdventurerRecord {
    const KIND: &'static str = "adventurers";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;

    fn validate(&self) -> Result<(), String> {
        check_name(&self.name)?;
        if let Some(delve) = &self.delve_in_progress
            && let Err(error) = RecordId::new(delve.as_str())
        {
            return Err(format!(
                "its delve in progress is not a delve's name: {error}"
            ));
        }
        let alive = self.attributes.are_valid();
        match self.fate {
            Fate::Alive | Fate::Retired if !alive => Err(format!(
                "a living adventurer's attributes must be 1 to 6, not {}",
                self.attributes
            )),
            _ if self.attributes.0.iter().any(|&v| v > 6) => Err(format!(
                "attributes must be 0 to 6, not {}",
                self.attributes
            )),
            _ => Ok(()),
        }
    }
}

/// Checks an adventurer's name: not blank, not too long, no control characters.
pub fn check_name(name: &str) -> Result<(), String> {
    check_name_of(name, "an adventurer needs a name")
}

/// Checks anyone's name: not blank (`blank` says who needs one), not too long, no control
/// characters.
pub(crate) fn check_name_of(name: &str, blank: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err(blank.into());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!(
            "a name may have at most {MAX_NAME_CHARS} characters"
        ));
    }
    if name.chars().any(char::is_control) {
        return Err("a name may not hold control characters".into());
    }
    Ok(())
}

/// Whether the delve's dice and deck come from a seed or from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    /// Simulated from this seed.
    Seeded(u64),
    /// A physical deck and dice: the player enters every card and die.
    Table,
}

/// A delve, in progress or finished: `delves/<id>.toml`. Its setup and answers rebuild it
/// exactly; it is saved after every answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelveRecord {
    /// The adventurer's record id.
    pub adventurer: String,
    /// The adventurer's name when the delve began.
    pub name: String,
    /// When it started (UTC).
    pub started: DateTime<Utc>,
    /// When the last answer was given (UTC).
    pub updated: DateTime<Utc>,
    /// The seed of its dice and deck; absent when played with a physical deck.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "seed_field")]
    pub seed: Option<u64>,
    /// Every answer given, chance included, as its script word, separated by `;`.
    pub answers: String,
    /// Whether it has ended.
    #[serde(default)]
    pub finished: bool,
    /// Whether an answer was taken back.
    #[serde(default)]
    pub assisted: bool,
    /// The version of the rules it is played under ([`RULES_VERSION`] when it began).
    pub rules_version: u32,
    /// Rules, adventurer and corpse pile it started from.
    pub setup: DelveSetup,
    /// Whose cards lay on the corpse pile when it began, oldest first: the ghost The
    /// Hierophant hands over, named in the journal (absent from delves begun before it was
    /// kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ghosts: Vec<String>,
    /// For a delve of a deal (a code, today's delve, a deal played again): how it began. Such
    /// a delve is played apart from the profile's corpse pile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<DealPlay>,
}

impl DelveRecord {
    /// How its dice and deck are chosen.
    pub fn dice(&self) -> Dice {
        self.seed.map_or(Dice::Table, Dice::Seeded)
    }

    /// The answers' words, in order.
    pub fn answer_words(&self) -> impl Iterator<Item = &str> {
        self.answers
            .split(';')
            .map(str::trim)
            .filter(|w| !w.is_empty())
    }
}

impl Record for DelveRecord {
    const KIND: &'static str = "delves";
    const VERSION: u32 = 2;

    /// Format 1 had no rules version: those delves were played under rules version 1.
    fn migrate(from: u32, mut table: toml::Table) -> Result<toml::Table, String> {
        match from {
            1 => {
                table.insert("rules_version".into(), toml::Value::Integer(1));
                Ok(table)
            }
            _ => Err(format!(
                "this version of Malice cannot read save format {from}"
            )),
        }
    }

    fn validate(&self) -> Result<(), String> {
        check_name(&self.name)?;
        if self.rules_version == 0 {
            return Err("its rules version must be 1 or more".into());
        }
        Ok(())
    }
}

/// One card of the corpse pile and where it came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorpseCard {
    /// The card.
    pub card: Card,
    /// Whose hand (or backpack) it was in.
    pub adventurer: String,
    /// That adventurer's record id.
    pub adventurer_id: String,
    /// The delve they died in.
    pub delve: String,
    /// The card that killed them, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killed_by: Option<Card>,
    /// When it was laid there (UTC).
    pub laid: DateTime<Utc>,
}

/// The profile's corpse pile: `corpse/pile.toml`. Its cards are out of every delve's deck
/// until an adventurer recovers them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorpsePile {
    /// The cards, oldest at the bottom (first).
    #[serde(default)]
    pub cards: Vec<CorpseCard>,
}

impl CorpsePile {
    /// The record id of the profile's one pile.
    pub const ID: &'static str = "pile";

    /// The cards alone, bottom first.
    pub fn codes(&self) -> Vec<Card> {
        self.cards.iter().map(|c| c.card).collect()
    }
}

impl Record for CorpsePile {
    const KIND: &'static str = "corpse";
    const VERSION: u32 = 1;
    const KEEP_BACKUPS: bool = true;

    fn validate(&self) -> Result<(), String> {
        let mut seen = std::collections::HashSet::new();
        for entry in &self.cards {
            if !Card::may_lie_on_corpse(entry.card) {
                return Err(format!("{} never stays with a corpse", entry.card));
            }
            if !seen.insert(entry.card) {
                return Err(format!("{} lies in the pile twice", entry.card));
            }
        }
        Ok(())
    }
}

/// What a piece of the player's writing is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// Words under a journal entry (or on a whole delve, or an adventurer).
    #[default]
    Note,
    /// An entry of the player's own, standing in the story: after a journal entry of its
    /// delve (`entry`), before the delve's first (`entry` absent), or, with no delve, on the
    /// adventurer's page, where it stands among the delves by when it was written.
    Entry,
}

impl NoteKind {
    fn is_note(&self) -> bool {
        *self == NoteKind::Note
    }
}

/// A note of the player's, or an entry of their own: `notes/<id>.toml`. Attached to a
/// journal entry, to a whole delve, to an adventurer, or to nothing.
///
/// Save format 2 added entries of the player's own (`kind`, `title`); format 1 files are
/// notes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoteRecord {
    /// The adventurer it is about, by record id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adventurer: Option<String>,
    /// The delve it is about, by record id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delve: Option<String>,
    /// The journal entry (its index in the delve's journal) it is attached to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<usize>,
    /// The player's words, exactly as written.
    pub text: String,
    /// When it was written (UTC).
    pub created: DateTime<Utc>,
    /// When it was last edited (UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edited: Option<DateTime<Utc>>,
    /// A note, or an entry of the player's own.
    #[serde(default, skip_serializing_if = "NoteKind::is_note")]
    pub kind: NoteKind,
    /// An entry's heading, as the player wrote it (empty: none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
}

impl NoteRecord {
    /// Whether it was deleted (its words are left empty; they stay in its backups).
    pub fn is_deleted(&self) -> bool {
        self.text.trim().is_empty() && self.title.trim().is_empty()
    }
}

impl Record for NoteRecord {
    const KIND: &'static str = "notes";
    const VERSION: u32 = 2;
    const KEEP_BACKUPS: bool = true;

    /// Format 1 knew only notes: they read as notes.
    fn migrate(from: u32, table: toml::Table) -> Result<toml::Table, String> {
        match from {
            1 => Ok(table),
            _ => Err(format!(
                "this version of Malice cannot read save format {from}"
            )),
        }
    }
}

/// Seeds are any `u64`, but TOML integers stop at `i64::MAX`: larger seeds are written as
/// text (`seed = "18446744073709551615"`); both forms are read.
pub(super) mod seed_field {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Seed {
        Number(i64),
        Text(String),
    }

    fn to_seed(seed: u64) -> Seed {
        i64::try_from(seed).map_or_else(|_| Seed::Text(seed.to_string()), Seed::Number)
    }

    fn from_seed<E: serde::de::Error>(seed: Seed) -> Result<u64, E> {
        match seed {
            Seed::Number(n) => u64::try_from(n).map_err(|_| E::custom("a seed cannot be negative")),
            Seed::Text(t) => t
                .parse()
                .map_err(|_| E::custom(format!("`{t}` is not a seed"))),
        }
    }

    pub fn serialize<S: Serializer>(seed: &Option<u64>, s: S) -> Result<S::Ok, S::Error> {
        seed.map(to_seed).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        Option::<Seed>::deserialize(d)?.map(from_seed).transpose()
    }

    /// The same for a seed that is always there.
    pub mod required {
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
            super::to_seed(*seed).serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
            super::from_seed(super::Seed::deserialize(d)?)
        }
    }
}
