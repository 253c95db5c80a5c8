//! A profile's journal: each delve's entries beside the player's notes, export documents and
//! search.

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
    /// the notes attached to each.
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
        let mut doc = JournalDoc {
            title: name.clone(),
            subtitle: String::new(),
            delves: Vec::new(),
        };
        for (number, (id, record)) in delves.into_iter().enumerate() {
            if only.is_some_and(|only| *only != id) {
                continue;
            }
            let notes = note_views(&notes, &id);
            let active = ActiveDelve::rebuild(id, record)?;
            doc.delves.push(DelveJournal {
                title: format!("Delve {}", number + 1),
                subtitle: subtitle(active.record()),
                outcome: journal::outcome(active.delve().outcome()),
                entries: entries_of(&active),
                notes,
            });
        }
        let runs = doc.delves.len();
        doc.subtitle = format!("{runs} delve{}", if runs == 1 { "" } else { "s" });
        Ok(doc)
    }

    /// Searches every delve's journal and every note of the profile for `query` (case does
    /// not matter). Hits come in delve order, notes last.
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
        for (id, record) in delves {
            let name = record.name.clone();
            let active = match ActiveDelve::rebuild(id.clone(), record) {
                Ok(active) => active,
                Err(_) => continue,
            };
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
                        delve: Some(id.to_string()),
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
