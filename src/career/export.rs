//! The whole profile in one archive: every file of the store, and each adventurer's journal
//! rendered as Markdown beside them.

use std::path::Path;

use crate::journal;
use crate::store::Exported;

use super::error::CareerError;
use super::profile::Profile;

/// What [`Profile::export_all`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportedAll {
    /// The archive's files, and the profile's files left out.
    pub exported: Exported,
    /// How many journals went in (one per adventurer).
    pub journals: usize,
}

impl Profile {
    /// Writes the whole profile to the zip archive `out`: every file of the store (records,
    /// quarantine, backups) and `exports/journals/<adventurer>.md` for each adventurer. Each
    /// delve is read and replayed once; a delve that no longer replays is set aside (its raw
    /// file still goes in, from `quarantine/`) and reported in [`Profile::problems`].
    pub fn export_all(&mut self, out: &Path) -> Result<ExportedAll, CareerError> {
        let journals: Vec<(String, String)> = self
            .journal_docs()?
            .iter()
            .map(|(id, doc)| (format!("journals/{id}.md"), journal::markdown(doc)))
            .collect();
        let extras: Vec<(&str, &[u8])> = journals
            .iter()
            .map(|(name, text)| (name.as_str(), text.as_bytes()))
            .collect();
        let exported = self.store.export(out, &extras)?;
        Ok(ExportedAll {
            exported,
            journals: journals.len(),
        })
    }
}
