//! A profile's journal: each delve's entries beside the player's notes, export documents and
//! search.

use std::collections::HashMap;

use chrono::{DateTime, Local, Utc};

use crate::journal::{self, DelveJournal, Entry, JournalDoc, NoteView};
use crate::store::RecordId;
use crate::tarot::arcana::Arcana;

use super::active::ActiveDelve;
use super::error::CareerError;
use super::profile::Profile;
use super::records::{DelveRecord, NoteRecord};

/// A time as the reader sees it: local, to the minute.
pub fn local_time(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// A delve's entries, from its replayed events.
pub fn entries_of(active: &ActiveDelve) -> Vec<Entry> {
    journal::entries(active.events(), active.delve().arcana())
}

fn subtitle(record: &DelveRecord) -> String {
    let mode = match record.seed {
        Some(seed) => format!("seed {seed}"),
        None => "played with a physical deck".to_owned(),
    };
    let assisted = if record.assisted { ", assisted" } else { "" };
    format!("{}, {mode}{assisted}", local_time(record.started))
}

fn note_views(notes: &[(RecordId, NoteRecord)], delve: &RecordId) -> Vec<NoteView> {
    let mut views: Vec<(DateTime<Utc>, NoteView)> = notes
        .iter()
        // A deleted note is left empty (its words stay in its backups).
        .filter(|(_, n)| n.delve.as_deref() == Some(delve.as_str()) && !n.text.trim().is_empty())
        .map(|(_, n)| {
            let when = match n.edited {
                Some(edited) => {
                    format!("{} (edited {})", local_time(n.created), local_time(edited))
                }
                None => local_time(n.created),
            };
            (
                n.created,
                NoteView {
                    entry: n.entry,
                    text: n.text.clone(),
                    when,
                },
            )
        })
        .collect();
    views.sort_by_key(|(created, _)| *created);
    views.into_iter().map(|(_, view)| view).collect()
}

impl Profile {
    /// An adventurer's journal for export: every delve (or only `only`), oldest first, with
    /// the notes attached to each. A delve that no longer replays is set aside and reported
    /// ([`Profile::problems`]) and the journal goes on without it.
    pub fn journal_doc(
        &mut self,
        adventurer: &RecordId,
        only: Option<&RecordId>,
    ) -> Result<JournalDoc, CareerError> {
        let name = self
            .adventurer(adventurer)
            .map(|a| a.name.clone())
            .ok_or_else(|| CareerError::NoSuchAdventurer(adventurer.to_string()))?;
        let delves = self.delves_of(adventurer)?;
        if let Some(only) = only
            && delves.iter().all(|(id, _)| id != only)
        {
            return Err(CareerError::NoSuchDelve(only.to_string()));
        }
        let notes = self.notes()?;
        let numbers = numbers_of(&delves);
        let delves = delves
            .into_iter()
            .filter(|(id, _)| only.is_none_or(|only| only == id))
            .collect();
        let replayed = self.replay_all(delves)?;
        Ok(doc_of(name, &replayed, &numbers, &notes))
    }

    /// Every adventurer's whole journal, by adventurer: as [`Profile::journal_doc`], but each
    /// delve file and note is read and replayed once for them all (for `export-all`).
    pub fn journal_docs(&mut self) -> Result<Vec<(RecordId, JournalDoc)>, CareerError> {
        let mut delves = self.all_delves()?;
        delves.sort_by_key(|(_, d)| d.started);
        let notes = self.notes()?;
        let mut numbers = HashMap::new();
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for (id, record) in &delves {
            let count = counts.entry(record.adventurer.as_str()).or_default();
            *count += 1;
            numbers.insert(id.clone(), *count);
        }
        let replayed = self.replay_all(delves)?;
        let mut by_adventurer: HashMap<String, Vec<ActiveDelve>> = HashMap::new();
        for active in replayed {
            let owner = active.record().adventurer.clone();
            by_adventurer.entry(owner).or_default().push(active);
        }
        Ok(self
            .adventurers()
            .map(|(id, a)| {
                let theirs = by_adventurer.remove(id.as_str()).unwrap_or_default();
                let doc = doc_of(a.name.clone(), &theirs, &numbers, &notes);
                (id.clone(), doc)
            })
            .collect())
    }

    /// Searches every delve's journal and every note of the profile for `query` (case does
    /// not matter). Hits come in delve order, notes last. Delves that no longer replay are
    /// set aside and reported.
    pub fn search(&mut self, query: &str) -> Result<Vec<SearchHit>, CareerError> {
        let needle = query.trim().to_lowercase();
        if needle.is_empty() {
            return Ok(Vec::new());
        }
        let mut hits = Vec::new();
        let mut delves = self.all_delves()?;
        delves.sort_by_key(|(_, d)| d.started);
        let arcana = Arcana::standard()
            .map_err(|e| CareerError::Rule(crate::tarot::delve::RuleError::Data(e.to_string())))?;
        for active in self.replay_all(delves)? {
            let name = &active.record().name;
            for entry in journal::entries(active.events(), arcana) {
                let texts = std::iter::once(&entry.title)
                    .chain(entry.prompt.iter())
                    .chain(entry.lines.iter());
                if let Some(line) = texts
                    .into_iter()
                    .find(|t| t.to_lowercase().contains(&needle))
                {
                    hits.push(SearchHit {
                        adventurer: name.clone(),
                        delve: Some(active.id().to_string()),
                        entry: Some(entry.index),
                        title: entry.title.clone(),
                        text: line.clone(),
                        note: None,
                    });
                }
            }
        }
        for (id, note) in self.notes()? {
            if note.text.to_lowercase().contains(&needle) {
                let adventurer = note
                    .adventurer
                    .as_deref()
                    .and_then(|a| RecordId::new(a).ok())
                    .and_then(|a| self.adventurer(&a).map(|a| a.name.clone()))
                    .unwrap_or_default();
                hits.push(SearchHit {
                    adventurer,
                    delve: note.delve.clone(),
                    entry: note.entry,
                    title: "Note".to_owned(),
                    text: note.text.clone(),
                    note: Some(id.to_string()),
                });
            }
        }
        Ok(hits)
    }
}

/// Each delve's number in its adventurer's career (from 1), for delves given oldest first.
fn numbers_of(delves: &[(RecordId, DelveRecord)]) -> HashMap<RecordId, usize> {
    delves
        .iter()
        .enumerate()
        .map(|(i, (id, _))| (id.clone(), i + 1))
        .collect()
}

/// A journal from an adventurer's replayed delves, oldest first, with their notes; each delve
/// titled by its number in the career.
fn doc_of(
    name: String,
    delves: &[ActiveDelve],
    numbers: &HashMap<RecordId, usize>,
    notes: &[(RecordId, NoteRecord)],
) -> JournalDoc {
    let mut doc = JournalDoc {
        title: name,
        subtitle: String::new(),
        delves: Vec::new(),
    };
    for active in delves {
        let number = numbers.get(active.id()).copied().unwrap_or_default();
        doc.delves.push(DelveJournal {
            title: format!("Delve {number}"),
            subtitle: subtitle(active.record()),
            outcome: journal::outcome(active.delve().outcome()),
            entries: entries_of(active),
            notes: note_views(notes, active.id()),
        });
    }
    let runs = doc.delves.len();
    doc.subtitle = format!("{runs} delve{}", if runs == 1 { "" } else { "s" });
    doc
}

/// One place the search found the words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchHit {
    /// Whose journal.
    pub adventurer: String,
    /// The delve, if the hit belongs to one.
    pub delve: Option<String>,
    /// The entry, if the hit belongs to one.
    pub entry: Option<usize>,
    /// The entry's title, or "Note".
    pub title: String,
    /// The line (or note) that matched.
    pub text: String,
    /// The note's id, for a note.
    pub note: Option<String>,
}
