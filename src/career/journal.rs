//! A profile's journal: each delve's entries beside the player's notes, export documents and
//! search.

use std::collections::HashMap;

use chrono::{DateTime, Local, Utc};

use crate::journal::{self, DelveJournal, Entry, JournalDoc, NoteView, OwnEntry, PageEntry};
use crate::store::RecordId;

use super::active::ActiveDelve;
use super::error::CareerError;
use super::profile::Profile;
use super::records::{CorpseCard, DelveRecord, NoteKind, NoteRecord};

/// A time as the reader sees it: local, to the minute.
pub fn local_time(time: DateTime<Utc>) -> String {
    time.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// A delve's entries, from its replayed events and its record (whose ghost, which prompts).
pub fn entries_of(active: &ActiveDelve) -> Vec<Entry> {
    entries_with(active, &[])
}

/// A delve's entries, the ghost named from `pile` when its record does not name it (a delve
/// begun before records kept it: the cards it began with that still lie on the pile say
/// whose they are).
fn entries_with(active: &ActiveDelve, pile: &[CorpseCard]) -> Vec<Entry> {
    let record = active.record();
    let mut ghosts = record.ghosts.clone();
    if ghosts.is_empty() {
        for card in pile
            .iter()
            .filter(|c| record.setup.corpse.contains(&c.card))
        {
            if !ghosts.contains(&card.adventurer) {
                ghosts.push(card.adventurer.clone());
            }
        }
    }
    let context = journal::Context {
        ghosts,
        salt: salt_of(record),
    };
    journal::entries_in(active.events(), active.delve().arcana(), &context)
}

/// What picks a delve's prompts: its seed, or (at the table) when it began.
pub fn salt_of(record: &DelveRecord) -> u64 {
    record
        .seed
        .unwrap_or_else(|| record.started.timestamp_micros() as u64)
}

fn subtitle(record: &DelveRecord) -> String {
    let mode = match record.seed {
        Some(seed) => format!("seed {seed}"),
        None => "played with a physical deck".to_owned(),
    };
    let assisted = if record.assisted { ", assisted" } else { "" };
    format!("{}, {mode}{assisted}", local_time(record.started))
}

/// When a note or entry was written (and last edited), as the reader sees it.
fn when_of(note: &NoteRecord) -> String {
    match note.edited {
        Some(edited) => format!(
            "{} (edited {})",
            local_time(note.created),
            local_time(edited)
        ),
        None => local_time(note.created),
    }
}

/// The notes on a delve whose journal has `count` entries, oldest first; a note on an entry
/// no longer there (an answer taken back) goes under the last.
fn note_views(notes: &[(RecordId, NoteRecord)], delve: &RecordId, count: usize) -> Vec<NoteView> {
    let mut views: Vec<(DateTime<Utc>, NoteView)> = notes
        .iter()
        // A deleted note is left empty (its words stay in its backups).
        .filter(|(_, n)| {
            n.kind == NoteKind::Note
                && n.delve.as_deref() == Some(delve.as_str())
                && !n.is_deleted()
        })
        .map(|(_, n)| {
            (
                n.created,
                NoteView {
                    entry: n.entry.map(|e| e.min(count.saturating_sub(1))),
                    text: n.text.clone(),
                    when: when_of(n),
                },
            )
        })
        .collect();
    views.sort_by_key(|(created, _)| *created);
    views.into_iter().map(|(_, view)| view).collect()
}

/// An entry of the player's own, as exported.
fn own_view(id: &RecordId, note: &NoteRecord) -> OwnEntry {
    OwnEntry {
        id: id.to_string(),
        after: note.entry,
        title: note.title.clone(),
        text: note.text.clone(),
        when: when_of(note),
    }
}

/// The player's own entries in a delve, oldest first.
fn own_views(notes: &[(RecordId, NoteRecord)], delve: &RecordId) -> Vec<OwnEntry> {
    let mut own: Vec<&(RecordId, NoteRecord)> = notes
        .iter()
        .filter(|(_, n)| {
            n.kind == NoteKind::Entry
                && n.delve.as_deref() == Some(delve.as_str())
                && !n.is_deleted()
        })
        .collect();
    own.sort_by_key(|(_, n)| n.created);
    own.into_iter().map(|(id, n)| own_view(id, n)).collect()
}

/// The entries on an adventurer's page, each before the first delve begun after it was
/// written.
fn page_views(
    notes: &[(RecordId, NoteRecord)],
    owner: &RecordId,
    delves: &[ActiveDelve],
) -> Vec<PageEntry> {
    let mut pages: Vec<&(RecordId, NoteRecord)> = notes
        .iter()
        .filter(|(_, n)| {
            n.kind == NoteKind::Entry
                && n.delve.is_none()
                && n.adventurer.as_deref() == Some(owner.as_str())
                && !n.is_deleted()
        })
        .collect();
    pages.sort_by_key(|(_, n)| n.created);
    pages
        .into_iter()
        .map(|(id, n)| PageEntry {
            before: delves
                .iter()
                .position(|d| d.record().started > n.created)
                .unwrap_or(delves.len()),
            entry: own_view(id, n),
        })
        .collect()
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
        let pile = self.corpse_pile()?.cards;
        Ok(doc_of(
            (adventurer, name),
            &replayed,
            &numbers,
            &notes,
            &pile,
        ))
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
        let pile = self.corpse_pile()?.cards;
        let mut by_adventurer: HashMap<String, Vec<ActiveDelve>> = HashMap::new();
        for active in replayed {
            let owner = active.record().adventurer.clone();
            by_adventurer.entry(owner).or_default().push(active);
        }
        Ok(self
            .adventurers()
            .map(|(id, a)| {
                let theirs = by_adventurer.remove(id.as_str()).unwrap_or_default();
                let doc = doc_of((id, a.name.clone()), &theirs, &numbers, &notes, &pile);
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
        let pile = self.corpse_pile()?.cards;
        for active in self.replay_all(delves)? {
            let name = &active.record().name;
            for entry in entries_with(&active, &pile) {
                let texts = std::iter::once(&entry.title)
                    .chain(entry.lines.iter())
                    .chain(entry.aftermath.iter());
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
            let words = format!("{}\n{}", note.title, note.text);
            if !note.is_deleted() && words.to_lowercase().contains(&needle) {
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
                    title: match note.kind {
                        NoteKind::Note => "Note".to_owned(),
                        NoteKind::Entry if note.title.trim().is_empty() => "Your entry".to_owned(),
                        NoteKind::Entry => note.title.trim().to_owned(),
                    },
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
    (owner, name): (&RecordId, String),
    delves: &[ActiveDelve],
    numbers: &HashMap<RecordId, usize>,
    notes: &[(RecordId, NoteRecord)],
    pile: &[CorpseCard],
) -> JournalDoc {
    let mut doc = JournalDoc {
        title: name,
        subtitle: String::new(),
        delves: Vec::new(),
        pages: page_views(notes, owner, delves),
    };
    for active in delves {
        let number = numbers.get(active.id()).copied().unwrap_or_default();
        let entries = entries_with(active, pile);
        doc.delves.push(DelveJournal {
            title: format!("Delve {number}"),
            subtitle: subtitle(active.record()),
            outcome: journal::outcome(active.delve().outcome()),
            notes: note_views(notes, active.id(), entries.len()),
            own: own_views(notes, active.id()),
            entries,
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
