//! The journal: whose it is, building it for the Journal screen, and exporting it.

use std::path::PathBuf;

use iced::Task;

use crate::career::CareerError;
use crate::store::RecordId;

use crate::ui::screen::journal;

use super::{App, Message, Screen};
use crate::ui::route::Format;

impl App {
    /// Does what the journal screen asks: its export, the folder it went to.
    pub(super) fn journal_request(&mut self, request: journal::Request) -> Task<Message> {
        match request {
            journal::Request::Export(format) => return self.ask_export(format),
            // The player asked for the data folder's exports/ instead of a dialog.
            journal::Request::ExportToData(format) => self.export(format, None),
            journal::Request::OpenFolder(folder) => self.open_folder(&folder),
            journal::Request::AddPage(title, text) => {
                self.focus.hide();
                self.page_entry(|profile, owner| {
                    profile
                        .add_entry(owner, None, None, &title, &text)
                        .map(|_| ())
                });
            }
            // The oracle's answer: an entry on the page, the words being written left alone.
            journal::Request::OracleEntry(title, text) => self.oracle_page_entry(&title, &text),
            journal::Request::EditEntry(id, title, text) => {
                self.focus.hide();
                self.page_entry(|profile, _| profile.edit_entry(&id, &title, &text));
            }
            // The words are kept by the drafts' timer as they are typed; at once when the
            // caret leaves the box.
            journal::Request::KeepDraft(false) => {}
            journal::Request::KeepDraft(true) => {
                self.focus.hide();
                self.keep_drafts();
            }
            journal::Request::DropDraft => self.drop_page_draft(),
        }
        Task::none()
    }

    /// The entry written on the journal page on show was saved or put away: its draft is
    /// done with.
    fn drop_page_draft(&mut self) {
        if let Screen::Journal(state) = &self.screen {
            let name = super::drafts::page_box(state.owner());
            self.drop_box(&name);
        }
    }

    /// Saves the oracle's answer on the adventurer's page and shows the journal built again,
    /// with whatever is being written on the page where it was; the question is done with.
    fn oracle_page_entry(&mut self, title: &str, text: &str) {
        let (Some(profile), Screen::Journal(state)) = (self.profile.as_mut(), &self.screen) else {
            return;
        };
        let owner = state.owner().clone();
        match profile.add_entry(&owner, None, None, title, text) {
            Ok(_) => {
                self.drop_box(super::drafts::ORACLE);
                self.sync_journal(&owner);
                let Some(profile) = self.profile.as_mut() else {
                    return;
                };
                let doc = profile.journal_doc(&owner, None).map_err(|e| e.to_string());
                if let Screen::Journal(state) = &mut self.screen {
                    state.refresh(doc);
                }
            }
            Err(error) => {
                self.banner = Some(format!("The cards' answer could not be written: {error}"));
            }
        }
    }

    /// Saves an entry of the player's own from the journal page (`save`), then shows the
    /// journal built again; the page's draft is done with.
    fn page_entry(
        &mut self,
        save: impl FnOnce(&mut crate::career::Profile, &RecordId) -> Result<(), CareerError>,
    ) {
        let (Some(profile), Screen::Journal(state)) = (self.profile.as_mut(), &self.screen) else {
            return;
        };
        let owner = state.owner().clone();
        match save(profile, &owner) {
            Ok(()) => {
                self.sync_journal(&owner);
                let Some(profile) = self.profile.as_mut() else {
                    return;
                };
                let doc = profile.journal_doc(&owner, None).map_err(|e| e.to_string());
                self.drop_page_draft();
                if let Screen::Journal(state) = &mut self.screen {
                    state.reload(doc);
                }
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

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
        let delving = self
            .profile
            .as_ref()
            .and_then(|p| p.delve_in_progress())
            .is_some_and(|(adventurer, _)| adventurer == id);
        let mut state = journal::State::new(id.clone(), name, doc).delving(delving);
        // A question begun for the oracle (here or at the table) is back in its box.
        state.restore_question(self.box_draft(super::drafts::ORACLE));
        // Words begun on the adventurer's page before are where they were.
        if let Ok(page) = crate::career::box_draft_id(&super::drafts::page_box(&id))
            && let Some(draft) = self.kept_draft(&page)
        {
            state.restore_draft(draft);
        }
        state
    }

    fn export_name(&self) -> String {
        self.journal_owner()
            .map_or_else(|| "journal".to_string(), |id| id.to_string())
    }

    /// Exports where the save dialog said; with no dialog on this system, into the data
    /// folder's `exports/`, asking first when that file is already there.
    pub(super) fn export(&mut self, format: Format, path: Option<PathBuf>) {
        if path.is_none()
            && let (Some(owner), Some(home)) = (self.journal_owner(), self.home.as_ref())
        {
            let fallback = home
                .exports_dir()
                .join(format!("{owner}.{}", format.extension()));
            if fallback.exists() {
                self.confirm = Some(super::Confirm {
                    question: format!(
                        "{} is already there (from an earlier export). Replace it?",
                        fallback.display()
                    ),
                    yes: "Replace it",
                    then: Box::new(Message::Overwrite(format, fallback)),
                });
                return;
            }
        }
        self.write_export(format, path);
    }

    /// Writes the export at `path` (`None`: the data folder's `exports/`).
    pub(super) fn write_export(&mut self, format: Format, path: Option<PathBuf>) {
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
        // The journal screen's "hide the mechanics" switch holds for its exports too.
        let options = match &self.screen {
            Screen::Journal(state) => state.export_options(),
            _ => crate::journal::ExportOptions::default(),
        };
        let text = match format {
            Format::Markdown => crate::journal::markdown_with(&doc, options),
            Format::Html => crate::journal::html_with(&doc, options),
        };
        // No dialog on this system (or the player asked for it): the data folder's exports/.
        let path = path.unwrap_or_else(|| {
            home.exports_dir()
                .join(format!("{owner}.{}", format.extension()))
        });
        // Through the store's one door for exports: where asked, whole or not at all.
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .map_err(|source| crate::store::StoreError::Folder {
                path: path.clone(),
                source,
            })
            .and_then(|()| home.write_out(&path, text.as_bytes()));
        match written {
            Ok(()) => match &mut self.screen {
                Screen::Journal(state) => {
                    // Whether it went to the data folder rather than a file the player chose.
                    let data = path.parent() == Some(home.exports_dir().as_path());
                    state.exported(path, data);
                }
                _ => {
                    let name = path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    let folder = path.parent().map(|f| f.display().to_string());
                    self.banner = Some(match folder {
                        Some(folder) => {
                            format!("The journal was exported as {name}, in {folder}.")
                        }
                        None => format!("The journal was exported as {name}."),
                    });
                }
            },
            Err(error) => {
                self.banner = Some(format!("The journal was not exported: {error}."));
            }
        }
    }

    /// Opens a folder in the system's file manager (without waiting for it).
    fn open_folder(&mut self, folder: &std::path::Path) {
        let opener = if cfg!(target_os = "macos") {
            "open"
        } else if cfg!(target_os = "windows") {
            "explorer"
        } else {
            "xdg-open"
        };
        match std::process::Command::new(opener).arg(folder).spawn() {
            // Reaped on a thread of its own, so that it leaves no zombie behind.
            Ok(mut child) => {
                std::thread::spawn(move || child.wait());
            }
            Err(error) => {
                self.banner = Some(format!(
                    "The folder could not be opened ({error}); it is {}.",
                    folder.display()
                ));
            }
        }
    }

    /// Asks where to export (a save dialog); the answer comes back as `ExportTo` (with no
    /// dialog on this system, at once, for the data folder's `exports/`), or as
    /// `ExportClosed` when the player closed the dialog.
    pub(super) fn ask_export(&self, format: Format) -> Task<Message> {
        use crate::ui::dialog::{Chosen, save_file};
        let name = format!("{}.{}", self.export_name(), format.extension());
        Task::perform(save_file(name), move |chosen| match chosen {
            Chosen::File(path) => Message::ExportTo(format, Some(path)),
            Chosen::NoDialog => Message::ExportTo(format, None),
            Chosen::Cancelled => Message::ExportClosed(format),
        })
    }

    /// The save dialog was closed without a file: nothing was written, and the page says so
    /// (with the data folder's `exports/` a click away, should no dialog have shown at all).
    pub(super) fn export_closed(&mut self, format: Format) {
        match &mut self.screen {
            Screen::Journal(state) => state.not_exported(format),
            _ => {
                self.banner =
                    Some("The journal was not exported: the save dialog was closed.".into());
            }
        }
    }
}
