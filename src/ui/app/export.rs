//! The journal: whose it is, building it for the Journal screen, and exporting it.

use std::path::PathBuf;

use iced::Task;

use crate::journal::{self, JournalDoc};
use crate::store::RecordId;

use super::{App, Format, Message, Screen};

impl App {
    /// Whose journal Ctrl+E and Ctrl+F open: the adventurer on screen.
    pub(super) fn journal_owner(&self) -> Option<RecordId> {
        match &self.screen {
            Screen::Journal(id) | Screen::Career(id) => Some(id.clone()),
            Screen::Table => self
                .active
                .as_ref()
                .and_then(|a| RecordId::new(a.record().adventurer.as_str()).ok()),
            _ => None,
        }
    }

    /// The journal of an adventurer, as last built (on opening the Journal screen).
    pub(crate) fn journal_cache(&self, id: &RecordId) -> Result<&JournalDoc, String> {
        match &self.journal_doc {
            Some((owner, Ok(doc))) if owner == id => Ok(doc),
            Some((owner, Err(error))) if owner == id => Err(error.clone()),
            _ => Err("The journal is loading.".into()),
        }
    }

    pub(super) fn refresh_journal(&mut self, id: &RecordId) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let doc = profile.journal_doc(id, None).map_err(|e| e.to_string());
        self.journal_doc = Some((id.clone(), doc));
    }

    pub(super) fn export_name(&self) -> String {
        self.journal_owner()
            .map_or_else(|| "journal".to_string(), |id| id.to_string())
    }

    pub(super) fn export(&mut self, format: Format, path: Option<PathBuf>) {
        let Some(owner) = self.journal_owner() else {
            return;
        };
        let (Some(profile), Some(home)) = (self.profile.as_mut(), self.home.as_ref()) else {
            return;
        };
        let doc = match profile.journal_doc(&owner, None) {
            Ok(doc) => doc,
            Err(error) => {
                self.banner = Some(error.to_string());
                return;
            }
        };
        let text = match format {
            Format::Markdown => journal::markdown(&doc),
            Format::Html => journal::html(&doc),
        };
        // No dialog (no portal running) or cancelled: the data folder's exports/.
        let path = path.unwrap_or_else(|| {
            home.root()
                .join("exports")
                .join(format!("{owner}.{}", format.extension()))
        });
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text));
        match written {
            Ok(()) => self.exported = Some(path),
            Err(error) => {
                self.banner = Some(format!("Could not write {}: {error}", path.display()));
            }
        }
    }

    /// Asks where to export (a save dialog); the answer comes back as `ExportTo`.
    pub(super) fn ask_export(&self, format: Format) -> Task<Message> {
        let name = format!("{}.{}", self.export_name(), format.extension());
        Task::perform(
            async move {
                rfd::AsyncFileDialog::new()
                    .set_file_name(name)
                    .save_file()
                    .await
                    .map(|handle| handle.path().to_path_buf())
            },
            move |path| Message::ExportTo(format, path),
        )
    }
}
