//! The data folder and the profile in it: opening, moving to another folder, saving the
//! app's settings.

use std::path::PathBuf;

use crate::career::Profile;
use crate::store::location::home_env_set;
use crate::store::{Home, ProfileName, RecordId};
use crate::ui::settings::AppSettings;

use iced::Task;

use crate::ui::screen::settings;

use super::{App, Message, Screen};

impl App {
    /// Does what the settings screen asks: the settings kept and saved (and the table told
    /// when the escape estimate is turned on or off), a refusal told, another data folder.
    pub(super) fn settings_request(&mut self, request: settings::Request) -> Task<Message> {
        match request {
            settings::Request::Save(settings) => {
                let chosen = settings.journal_folder != self.settings.journal_folder;
                self.settings = settings;
                self.save_settings();
                if chosen {
                    self.sync_all_journals();
                }
                if let Screen::Table(table) = &mut self.screen {
                    return table
                        .set_estimating(self.settings.chances)
                        .map(Message::Table);
                }
            }
            settings::Request::Refused(why) => self.banner = Some(why),
            settings::Request::MoveTo(path) => self.move_to(path),
        }
        Task::none()
    }

    pub(super) fn open_profile(&mut self) {
        let Some(home) = &self.home else { return };
        match Profile::open(home, &ProfileName::default_profile()) {
            Ok(profile) => self.adopt(profile),
            Err(error) => self.closed = Some(sentence(&error.to_string())),
        }
    }

    /// Takes an opened profile: its settings, and the files it had to set aside.
    pub(super) fn adopt(&mut self, mut profile: Profile) {
        self.closed = None;
        // The table shows a check's odds before its die: the die waits for "Roll".
        profile.pause_before_checks(true);
        match profile.store().load::<AppSettings>(&settings_id()) {
            Ok(settings) => self.settings = settings,
            Err(crate::store::StoreError::NotFound { .. }) => {
                self.settings = AppSettings::default()
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
        // The window opens where it was last time (the profile is read before it opens).
        if self.window.is_none() {
            self.window = self
                .settings
                .window
                .and_then(crate::ui::settings::WindowPlace::sane);
        }
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        } else if profile.store().is_read_only() {
            self.banner = Some(
                "These saves can be read but not written (this account may not write to the \
                 data folder): you can look at everything, but nothing you play will be kept. \
                 Choose another data folder in Settings to play."
                    .into(),
            );
        }
        self.profile = Some(profile);
    }

    /// Moves to the data folder at `root`: opens it and its profile first, and only then
    /// lets go of the current one, so a folder that cannot be used changes nothing.
    fn move_to(&mut self, root: PathBuf) {
        let root = std::path::absolute(&root).unwrap_or(root);
        if self.data_folder() == Some(root.as_path()) && self.profile.is_some() {
            self.folder_note("That is already the data folder.".into());
            return;
        }
        let still = self.data_folder().map_or_else(
            || "Nothing was changed.".to_string(),
            |old| format!("Still using {}.", old.display()),
        );
        let home = match Home::open(&root) {
            Ok(home) => home,
            Err(error) => {
                self.folder_note(format!("That folder cannot be used: {error}. {still}"));
                return;
            }
        };
        let profile = match Profile::open(&home, &ProfileName::default_profile()) {
            Ok(profile) => profile,
            Err(error) => {
                self.folder_note(format!(
                    "The saves in that folder cannot be opened: {error}. {still}"
                ));
                return;
            }
        };
        self.profile = None;
        self.home = Some(home);
        self.adopt(profile);
        self.show(Screen::Settings(settings::State::at(
            Some(&root),
            self.settings.clone(),
        )));
        let mut note = format!("Now using {}.", root.display());
        if let Some(choice) = &self.choice {
            match choice.remember(&root) {
                Ok(()) if home_env_set() => note.push_str(
                    " MALICE_HOME is set, so the next start will still use the folder it names.",
                ),
                Ok(()) => note.push_str(" Malice will open it next time too."),
                Err(error) => note.push_str(&format!(
                    " But the choice could not be remembered for next time: {error}."
                )),
            }
        }
        self.folder_note(note);
    }

    /// Shows what became of a change of data folder on the settings screen.
    fn folder_note(&mut self, note: String) {
        if let Screen::Settings(state) = &mut self.screen {
            state.folder_note = Some(note);
        }
    }

    pub(super) fn save_settings(&mut self) {
        let Some(profile) = self.profile.as_ref() else {
            return;
        };
        if let Err(error) = profile.store().save(&settings_id(), &self.settings) {
            self.banner = Some(error.to_string());
        }
    }
}

pub(super) fn settings_id() -> RecordId {
    // "app" is a valid record name.
    RecordId::new("app").unwrap_or_else(|_| unreachable!("a fixed valid name"))
}

pub(super) fn problems_text(problems: &[crate::store::Problem]) -> String {
    let mut text = String::from("Some saved files could not be read and were set aside:\n");
    for problem in problems {
        text.push_str(&format!("• {problem}\n"));
    }
    text
}

/// A message as a sentence of its own: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut out: String = chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}
