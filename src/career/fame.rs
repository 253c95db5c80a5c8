//! The hall of fame: every adventurer's deeds, best first, like the rulebook's list of
//! notable characters.

use super::records::{AdventurerRecord, Fate, RunEnd};
use crate::tarot::card::Card;

/// One adventurer's line in the hall of fame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FameRow {
    /// Their name.
    pub name: String,
    /// Alive, dead or retired.
    pub fate: Fate,
    /// Pentacles carried out, over every escape.
    pub total_loot: u32,
    /// Delves finished.
    pub runs: u32,
    /// Dungeons cleared (escapes).
    pub escapes: u32,
    /// Deaths (0 or 1).
    pub deaths: u32,
    /// The best single score.
    pub best_score: u32,
    /// Whether any delve was played with an answer taken back.
    pub assisted: bool,
    /// A card that stands for them: the last card faced in their best escape before The Fool
    /// ([`best_escape_card`]), else the card that killed them.
    pub portrait: Option<Card>,
}

impl FameRow {
    /// The row for one adventurer.
    pub fn of(adventurer: &AdventurerRecord) -> FameRow {
        let escaped = || adventurer.runs.iter().filter(|r| r.end == RunEnd::Escaped);
        FameRow {
            name: adventurer.name.clone(),
            fate: adventurer.fate,
            total_loot: escaped().map(|r| r.score).sum(),
            runs: adventurer.runs.len() as u32,
            escapes: escaped().count() as u32,
            deaths: adventurer
                .runs
                .iter()
                .filter(|r| r.end == RunEnd::Died)
                .count() as u32,
            best_score: escaped().map(|r| r.score).max().unwrap_or(0),
            assisted: adventurer.runs.iter().any(|r| r.assisted),
            portrait: best_escape_card(adventurer)
                .or_else(|| adventurer.runs.iter().rev().find_map(|r| r.killed_by)),
        }
    }
}

/// The card that stands for an adventurer's best escape: the last card they faced before
/// The Fool let them out (every escape ends on The Fool, so it would tell no run from
/// another), else The Fool for an escape that met nothing else.
pub fn best_escape_card(adventurer: &AdventurerRecord) -> Option<Card> {
    let best = adventurer
        .runs
        .iter()
        .filter(|r| r.end == RunEnd::Escaped)
        .max_by_key(|r| r.score)?;
    let mut seen = best.cards_seen.iter().rev();
    seen.clone()
        .find(|c| **c != Card::FOOL)
        .or_else(|| seen.next())
        .copied()
}

/// The hall of fame: most loot first, then most dungeons cleared, best score, fewest runs,
/// then by name. Adventurers who never finished a delve are left out.
pub fn hall_of_fame<'a>(
    adventurers: impl IntoIterator<Item = &'a AdventurerRecord>,
) -> Vec<FameRow> {
    let mut rows: Vec<FameRow> = adventurers
        .into_iter()
        .filter(|a| !a.runs.is_empty())
        .map(FameRow::of)
        .collect();
    rows.sort_by(|a, b| {
        b.total_loot
            .cmp(&a.total_loot)
            .then(b.escapes.cmp(&a.escapes))
            .then(b.best_score.cmp(&a.best_score))
            .then(a.runs.cmp(&b.runs))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    rows
}
