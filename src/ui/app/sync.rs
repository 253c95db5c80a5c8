//! The journal folder, the app's side: after every change to an adventurer's story (an
//! answer, an undo, a note or an entry of the player's own, a delve begun or ended) their
//! Markdown file there is written again, when the setting is on. A copy the player changed
//! outside Malice is kept beside it, and the banner says so; a folder that cannot be
//! written is said once, and the game goes on.

use std::path::Path;

use crate::store::RecordId;

use super::App;

impl App {
    /// Writes the journal of `adventurer` in the journal folder, when one is set.
    pub(super) fn sync_journal(&mut self, adventurer: &RecordId) {
        let Some(folder) = self.settings.journal_folder.clone() else {
            return;
        };
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        if profile.store().is_read_only() {
            return;
        }
        match profile.sync_journal(&folder, adventurer) {
            Ok(synced) => {
                if let Some(kept) = synced.kept {
                    self.banner = Some(kept_words(&synced.file, &kept));
                }
            }
            Err(error) => {
                self.banner = Some(format!(
                    "The journal could not be written to the journal folder: {error}. Your \
                     game is saved as always; check the folder in Settings."
                ));
            }
        }
    }

    /// Writes every adventurer's journal in the journal folder (it was just chosen).
    pub(super) fn sync_all_journals(&mut self) {
        let Some(folder) = self.settings.journal_folder.clone() else {
            return;
        };
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.sync_all(&folder) {
            Ok(all) => {
                let kept: Vec<String> = all
                    .iter()
                    .filter_map(|s| Some(kept_words(&s.file, s.kept.as_ref()?)))
                    .collect();
                if !kept.is_empty() {
                    self.banner = Some(kept.join("\n"));
                }
            }
            Err(error) => {
                self.banner = Some(format!(
                    "The journals could not be written to {}: {error}.",
                    folder.display()
                ));
            }
        }
    }

    /// The adventurer whose story the table tells, if it is on show.
    pub(super) fn table_adventurer(&self) -> Option<RecordId> {
        match &self.screen {
            super::Screen::Table(table) => {
                RecordId::new(table.active().record().adventurer.as_str()).ok()
            }
            _ => None,
        }
    }
}

/// What the banner says when a copy changed outside Malice was kept.
fn kept_words(file: &Path, kept: &Path) -> String {
    let name = |path: &Path| {
        path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        )
    };
    format!(
        "{} had been changed outside Malice since Malice last wrote it: your copy is kept \
         beside it as “{}”, and the journal is written anew.",
        name(file),
        name(kept)
    )
}
