//! A journal folder kept in sync (a setting, off by default): each adventurer is one
//! Markdown file there (an Obsidian vault, say), its front matter in YAML (attributes, runs,
//! score), a heading per delve and turn, the player's words as written. It is rewritten
//! atomically after every change, through the store's door for exports. What Malice wrote
//! last is remembered (a hash, in the profile's `sync/` records): a file changed outside
//! Malice since is kept beside the new one under a name of its own, and said so, so nothing
//! the player wrote anywhere is lost.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use chrono::Local;
use serde::{Deserialize, Serialize};

use crate::journal::{self, JournalDoc};
use crate::store::{Record, RecordId, StoreError};
use crate::tarot::attributes::Attr;

use super::error::CareerError;
use super::fame::FameRow;
use super::profile::Profile;
use super::records::{AdventurerRecord, RunEnd};

/// What Malice last wrote in the journal folder for one adventurer: `sync/<id>.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SyncRecord {
    /// The file's name in the folder.
    pub file: String,
    /// A hash of the bytes written (FNV-1a, 64 bits, in hex).
    pub hash: String,
}

impl Record for SyncRecord {
    const KIND: &'static str = "sync";
    const VERSION: u32 = 1;
}

/// What one sync did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Synced {
    /// The adventurer's file.
    pub file: PathBuf,
    /// Whether it was written (else it already held the journal).
    pub written: bool,
    /// Where the copy edited outside Malice was kept, if it had been.
    pub kept: Option<PathBuf>,
}

/// The hash remembered for what Malice wrote: FNV-1a over the bytes, in hex.
pub fn hash_of(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in bytes {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The file name of an adventurer's journal in the folder: their name where it makes a
/// safe file name ("Mara Vell.md"), else their record id.
pub fn file_name(id: &RecordId, adventurer: &AdventurerRecord) -> String {
    let name: String = adventurer
        .name
        .trim()
        .chars()
        .map(|c| if "/\\:*?\"<>|".contains(c) { '-' } else { c })
        .collect();
    match RecordId::new(name.as_str()) {
        Ok(_) => format!("{name}.md"),
        Err(_) => format!("{id}.md"),
    }
}

/// A YAML double-quoted scalar (JSON's escapes are YAML's too).
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_string())
}

/// The front matter, as Obsidian reads properties (flat names, each once; numbers bare; a
/// date as YYYY-MM-DD; `tags` a list): who, how they fare, their attributes, runs and score.
pub fn front_matter(adventurer: &AdventurerRecord) -> String {
    let fame = FameRow::of(adventurer);
    let mut out = String::from("---\n");
    let _ = writeln!(out, "name: {}", quoted(&adventurer.name));
    let _ = writeln!(out, "fate: {}", adventurer.fate.word());
    let _ = writeln!(
        out,
        "created: {}",
        adventurer.created.with_timezone(&Local).format("%Y-%m-%d")
    );
    // One property per attribute: Obsidian shows flat properties, not nested ones.
    for attr in Attr::ALL {
        let _ = writeln!(
            out,
            "{}: {}",
            attr.name().to_lowercase(),
            adventurer.attributes.get(attr)
        );
    }
    let _ = writeln!(out, "runs: {}", fame.runs);
    let _ = writeln!(out, "escapes: {}", fame.escapes);
    let _ = writeln!(out, "deaths: {}", fame.deaths);
    let _ = writeln!(out, "score: {}", fame.total_loot);
    let _ = writeln!(out, "best_score: {}", fame.best_score);
    if let Some(last) = adventurer.runs.last() {
        let end = match last.end {
            RunEnd::Escaped => "escaped",
            RunEnd::Died => "died",
        };
        let _ = writeln!(out, "last_delve: {end}");
    }
    // A list, as Obsidian writes its `tags` property.
    out.push_str("tags:\n  - malice\n---\n\n");
    out
}

/// The whole file: the front matter, then the journal (every prompt the player answered,
/// the mechanics, their notes and their own entries as they wrote them).
pub fn synced_markdown(adventurer: &AdventurerRecord, doc: &JournalDoc) -> String {
    let mut out = front_matter(adventurer);
    out.push_str(&journal::markdown(doc));
    out
}

impl Profile {
    /// Writes the journal of `adventurer` into `folder` (made if missing) if it changed: its
    /// file is replaced atomically, and a copy changed outside Malice since Malice last
    /// wrote it is first kept beside it (see [`Synced::kept`]).
    pub fn sync_journal(
        &mut self,
        folder: &Path,
        adventurer: &RecordId,
    ) -> Result<Synced, CareerError> {
        let record = self.get(adventurer)?.clone();
        let doc = self.journal_doc(adventurer, None)?;
        let text = synced_markdown(&record, &doc);
        let last = match self.store.load::<SyncRecord>(adventurer) {
            Ok(last) => Some(last),
            Err(StoreError::NotFound { .. }) => None,
            Err(StoreError::SetAside(problem)) => {
                self.problems.push(*problem);
                None
            }
            Err(error) => return Err(error.into()),
        };
        let name = file_name(adventurer, &record);
        let file = folder.join(&name);
        std::fs::create_dir_all(folder).map_err(|source| CareerError::Folder {
            path: folder.to_path_buf(),
            source,
        })?;
        let on_disk = match std::fs::read(&file) {
            Ok(bytes) => Some(bytes),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
            Err(source) => return Err(CareerError::Folder { path: file, source }),
        };
        if on_disk.as_deref() == Some(text.as_bytes()) {
            self.remember(adventurer, &name, &text)?;
            return Ok(Synced {
                file,
                written: false,
                kept: None,
            });
        }
        // Changed since Malice wrote it (or there before Malice ever did): kept beside it.
        let mine = last
            .as_ref()
            .filter(|last| last.file == name)
            .map(|last| last.hash.as_str());
        let kept = match &on_disk {
            Some(bytes) if mine != Some(hash_of(bytes).as_str()) => {
                Some(keep_aside(folder, &name, bytes)?)
            }
            _ => None,
        };
        // Through the store's one door for exports: whole or not at all, a link followed, and
        // never into a profile's own folder.
        crate::store::out::write_out(self.store.paths().root(), &file, text.as_bytes())?;
        self.remember(adventurer, &name, &text)?;
        Ok(Synced {
            file,
            written: true,
            kept,
        })
    }

    /// Remembers what Malice wrote for an adventurer.
    fn remember(
        &mut self,
        adventurer: &RecordId,
        name: &str,
        text: &str,
    ) -> Result<(), CareerError> {
        let record = SyncRecord {
            file: name.to_string(),
            hash: hash_of(text.as_bytes()),
        };
        let unchanged = matches!(
            self.store.load::<SyncRecord>(adventurer),
            Ok(last) if last == record
        );
        if !unchanged {
            let problem = self.store.save(adventurer, &record)?;
            self.problems.extend(problem);
        }
        Ok(())
    }

    /// Writes every adventurer's journal into `folder` (the setting was just turned on).
    pub fn sync_all(&mut self, folder: &Path) -> Result<Vec<Synced>, CareerError> {
        let ids: Vec<RecordId> = self.adventurers().map(|(id, _)| id.clone()).collect();
        ids.iter().map(|id| self.sync_journal(folder, id)).collect()
    }
}

/// Keeps a copy changed outside Malice beside the journal: "Mara Vell (edited outside
/// Malice 2026-11-29 1022).md", numbered if that is taken. Never overwrites a file.
fn keep_aside(folder: &Path, name: &str, bytes: &[u8]) -> Result<PathBuf, CareerError> {
    let stem = name.strip_suffix(".md").unwrap_or(name);
    let stamp = Local::now().format("%Y-%m-%d %H%M");
    for n in 1..1000 {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!(" {n}")
        };
        let path = folder.join(format!("{stem} (edited outside Malice {stamp}{suffix}).md"));
        let created = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        match created {
            Ok(mut file) => {
                use std::io::Write;
                file.write_all(bytes)
                    .and_then(|()| file.sync_all())
                    .map_err(|source| CareerError::Folder {
                        path: path.clone(),
                        source,
                    })?;
                return Ok(path);
            }
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(source) => return Err(CareerError::Folder { path, source }),
        }
    }
    Err(CareerError::Folder {
        path: folder.join(name),
        source: std::io::Error::other("too many copies kept beside it already"),
    })
}
