//! Today's delve: one deal for every player on a calendar date, worked out from the date
//! alone, so that every machine (in any time zone, for the date its player picks) deals the
//! same deck, the same dice and the same adventurer.
//!
//! The derivation (`docs/daily.md` works one date through):
//! 1. The text `malice-daily-YYYY-MM-DD` (the date in ISO 8601, ASCII).
//! 2. Its SHA-256 hash, 32 bytes.
//! 3. The seed: the hash's first 8 bytes read as a big-endian number (the first 16 hex
//!    digits `sha256sum` prints).
//! 4. The attributes: the first six dice of the seeded generator, in the order Might,
//!    Agility, Luck, Intelligence, Charm, Evocation: the creation dice the seed itself would
//!    roll (`malice delve --seed SEED` rolls the same adventurer).
//! 5. The name: bytes 8–9 (big-endian) pick the given name and bytes 10–11 the byname, each
//!    the number modulo the length of its list in `data/daily-names.toml`.
//! 6. The rules: the defaults of `data/rules.toml`; no corpse pile.

use std::sync::OnceLock;

use chrono::{DateTime, FixedOffset, NaiveDate, Offset, Utc};
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::attributes::Attributes;
use super::chance::SeededChance;
use super::deal::Deal;
use super::rules::RuleOptions;

/// The names file shipped with the app.
pub const NAMES_TOML: &str = include_str!("../../data/daily-names.toml");

/// The adventurer and the deal of one calendar date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Daily {
    /// The date.
    pub date: NaiveDate,
    /// The seed of its dice and deck.
    pub seed: u64,
    /// The adventurer's attributes (the seed's own creation dice).
    pub attributes: Attributes,
    /// The adventurer's name.
    pub name: String,
}

impl Daily {
    /// The delve of a date.
    pub fn of(date: NaiveDate) -> Daily {
        let hash = hash_of(date);
        let mut seed_bytes = [0u8; 8];
        seed_bytes.copy_from_slice(&hash[..8]);
        let seed = u64::from_be_bytes(seed_bytes);
        let mut chance = SeededChance::new(seed);
        let attributes = Attributes(std::array::from_fn(|_| chance.die()));
        Daily {
            date,
            seed,
            attributes,
            name: name_from([hash[8], hash[9]], [hash[10], hash[11]]),
        }
    }

    /// The date's deal under the default rules, with no corpse pile, played under
    /// `rules_version`.
    pub fn deal(&self, rules_version: u32) -> Deal {
        Deal {
            seed: self.seed,
            attributes: self.attributes,
            options: RuleOptions::default(),
            last_score: None,
            corpse: Vec::new(),
            rules_version,
        }
    }
}

/// The calendar date at the instant `now` for a player whose clock is `zone` ahead of UTC
/// (behind, when negative): the date their own calendar shows there, or UTC's date when they
/// count days by UTC (to share a day with friends in other time zones). Today's delve is the
/// delve of this date: two players on the same date get the same deal wherever they are.
pub fn date_at(now: DateTime<Utc>, zone: FixedOffset, utc: bool) -> NaiveDate {
    if utc {
        now.date_naive()
    } else {
        now.with_timezone(&zone).date_naive()
    }
}

/// Today's date by this machine's clock: in its own time zone (the local calendar), or by
/// UTC's calendar.
pub fn today(utc: bool) -> NaiveDate {
    let now = Utc::now();
    let zone = now.with_timezone(&chrono::Local).offset().fix();
    date_at(now, zone, utc)
}

/// A name for the adventurer of any deal, from its seed: the seed's two highest bytes pick
/// the given name and the next two the byname, as the day's hash does for today's delve.
pub fn name_of_seed(seed: u64) -> String {
    let b = seed.to_be_bytes();
    name_from([b[0], b[1]], [b[2], b[3]])
}

/// The given name picked by `given` and the byname by `byname` (big-endian numbers, each
/// modulo its list's length).
fn name_from(given: [u8; 2], byname: [u8; 2]) -> String {
    let pick = |bytes: [u8; 2], list: &[String], fallback: &str| -> String {
        let n = usize::from(u16::from_be_bytes(bytes));
        list.get(n % list.len().max(1))
            .cloned()
            .unwrap_or_else(|| fallback.to_string())
    };
    match names() {
        Some(names) => format!(
            "{} {}",
            pick(given, &names.given, "Wren"),
            pick(byname, &names.byname, "the Grey")
        ),
        None => "Wren the Grey".to_string(),
    }
}

/// The text a date's hash is taken of.
pub fn text_of(date: NaiveDate) -> String {
    format!("malice-daily-{}", date.format("%Y-%m-%d"))
}

/// SHA-256 of [`text_of`] the date.
pub fn hash_of(date: NaiveDate) -> [u8; 32] {
    Sha256::digest(text_of(date).as_bytes()).into()
}

/// The two lists of `data/daily-names.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// Given names.
    pub given: Vec<String>,
    /// Bynames.
    pub byname: Vec<String>,
}

/// The shipped names, read once (`None` if the file were broken; the tests hold it whole).
pub fn names() -> Option<&'static Names> {
    static NAMES: OnceLock<Option<Names>> = OnceLock::new();
    NAMES
        .get_or_init(|| {
            toml::from_str::<Names>(NAMES_TOML)
                .ok()
                .filter(|n| !n.given.is_empty() && !n.byname.is_empty())
        })
        .as_ref()
}
