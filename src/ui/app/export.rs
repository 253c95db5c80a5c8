//! The journal: whose it is, building it for the Journal screen, and exporting it.

use std::path::PathBuf;

use iced::Task;

use crate::store::RecordId;

use crate::ui::screen::journal;

use super::{App, Message, Screen};
use crate::ui::route::Format;

impl App {
    /// Whose journal Ctrl+E and Ctrl+F open: the adventurer on screen.
    pub(super) fn journal_owner(&self) -> Option<RecordId> {
        match &self.screen {
            Screen::Journal(state) => Some(state.owner().clone()),
            Screen::Career(state) => Some(state.owner().clone()),
            Screen::Table(table) => RecordId::new(table.active().record().adventurer.as_str()).ok(),
            _ => None,
        }
    }

    /// The journal screen of an adventurer, its journal built from the saved delves.
    pub(super) fn journal_screen(&mut self, id: RecordId) -> journal::State {
        let name = self
            .profile
            .as_ref()
            .and_then(|p| p.adventurer(&id))
            .map_or_else(|| id.to_string(), |a| a.name.clone());
        let doc = match self.profile.as_mut() {
            Some(profile) => profile.journal_doc(&id, None).map_err(|e| e.to_string()),
            None => Err("No profile is open.".into()),
        };
        journal::State::new(id, name, doc)
    }

    fn export_name(&self) -> String {
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
            Format::Markdown => crate::journal::markdown(&doc),
            Format::Html => crate::journal::html(&doc),
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
            Ok(()) => match &mut self.screen {
                Screen::Journal(state) => state.exported(path),
                _ => self.banner = Some(format!("The journal was exported to {}.", path.display())),
            },
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
