//! Settings: the house rules for new delves, table mode, the theme, the journal folder, the
//! data folder.

pub mod journal_folder;
mod page;

use iced::Element;

use crate::store::FolderChoice;

use std::path::{Path, PathBuf};

use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::settings::{AppSettings, ThemeChoice};
use crate::ui::widget::card::Faces;

/// What the settings screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A rule option changed (key, value).
    SetRule(&'static str, String),
    /// Table mode on or off.
    SetTable(bool),
    /// The colour scheme.
    SetTheme(ThemeChoice),
    /// Animations on or off.
    SetAnimations(bool),
    /// Each answer's chance to escape on the table, on or off.
    SetChances(bool),
    /// The cards' faces.
    SetFaces(Faces),
    /// The first-delve guide on or off.
    SetGuide(bool),
    /// Show every note of the guide again (and turn it on).
    ResetGuide,
    /// How big everything is drawn, in percent.
    SetZoom(u16),
    /// Open the folder dialog to choose the data folder.
    PickFolder,
    /// The folder the dialog gave (`None`: no dialog available, or cancelled).
    FolderPicked(Option<PathBuf>),
    /// The data folder's path, typed.
    FolderTyped(String),
    /// Move to the data folder typed.
    UseFolder,
    /// The journal folder kept in sync.
    JournalFolder(journal_folder::Message),
}

super::navigate!(Message);

/// The settings screen's own state: the settings as they stand, the data folder in use and
/// the one being typed, and what became of the last change.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The settings as they stand (the app keeps and saves them).
    pub settings: AppSettings,
    /// The data folder in use (where the folder dialog opens).
    pub folder: Option<PathBuf>,
    /// The data folder's path being typed.
    pub folder_text: String,
    /// What happened to the last change of data folder, in words.
    pub folder_note: Option<String>,
    /// The journal folder's section.
    pub journal: journal_folder::State,
}

impl State {
    /// The settings screen on these settings, with the data folder in use (if any) in the
    /// folder box.
    pub fn at(folder: Option<&Path>, settings: AppSettings) -> State {
        let journal = journal_folder::State::at(settings.journal_folder.as_deref());
        State {
            settings,
            folder: folder.map(Path::to_path_buf),
            folder_text: folder.map(|f| f.display().to_string()).unwrap_or_default(),
            folder_note: None,
            journal,
        }
    }
}

/// Where the saves are: the data folder in use, and where a chosen folder is remembered.
#[derive(Clone, Copy, Debug)]
pub struct Folder<'a> {
    /// The data folder in use, if one could be opened.
    pub now: Option<&'a Path>,
    /// Where the chosen folder is remembered (`None`: nowhere, as in tests).
    pub choice: Option<&'a FolderChoice>,
}

/// What only the app can do for the settings screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Take these settings (changed) and save them.
    Save(AppSettings),
    /// Tell the player why a setting was refused.
    Refused(String),
    /// Move to this data folder.
    MoveTo(PathBuf),
}

/// What the settings screen asks of the app after a message.
pub type Action = super::Action<Message, Request>;

impl Screen for State {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::Settings
    }

    /// Takes a message: changes the settings or the folder being typed, and says what the app
    /// must do. The folder dialog is the screen's own work: its answer comes back as
    /// `FolderPicked`.
    fn update(&mut self, message: Message) -> Action {
        let settings = &mut self.settings;
        match message {
            Message::Go(screen) => return Action::Go(screen),
            Message::ToggleShortcuts => return Action::Shortcuts,
            Message::SetRule(key, value) => {
                let mut options = settings.options;
                if let Err(error) = options.set(key, &value) {
                    return Action::Ask(Request::Refused(error.to_string()));
                }
                settings.options = options;
            }
            Message::SetTable(on) => settings.table_mode = on,
            Message::SetTheme(theme) => settings.theme = theme,
            Message::SetAnimations(on) => settings.animations = on,
            Message::SetChances(on) => settings.chances = on,
            Message::SetFaces(faces) => settings.faces = faces,
            Message::SetGuide(on) => settings.guide.on = on,
            Message::ResetGuide => {
                settings.guide.on = true;
                settings.guide.seen.clear();
            }
            Message::SetZoom(zoom) => settings.zoom = zoom,
            Message::PickFolder => return Action::Run(pick_folder(self.folder.clone())),
            Message::FolderPicked(Some(path)) => return Action::Ask(Request::MoveTo(path)),
            Message::FolderPicked(None) => {
                self.folder_note = Some(
                    "No folder was chosen (or no folder dialog is available here): type the \
                     folder's path above and press “Use this folder”."
                        .into(),
                );
                return Action::None;
            }
            Message::FolderTyped(text) => {
                self.folder_text = text;
                return Action::None;
            }
            Message::UseFolder => {
                let typed = self.folder_text.trim();
                if typed.is_empty() {
                    self.folder_note = Some("Type the path of a folder first.".into());
                    return Action::None;
                }
                return Action::Ask(Request::MoveTo(PathBuf::from(typed)));
            }
            Message::JournalFolder(message) => {
                match self
                    .journal
                    .update(message, settings.journal_folder.as_deref())
                {
                    journal_folder::FolderAction::None => return Action::None,
                    journal_folder::FolderAction::Run(work) => {
                        return Action::Run(work.map(Message::JournalFolder));
                    }
                    journal_folder::FolderAction::Set(folder) => settings.journal_folder = folder,
                }
            }
        }
        Action::Ask(Request::Save(self.settings.clone()))
    }
}

/// Asks for a folder (a folder dialog opened at `start`); the answer comes back as
/// `FolderPicked`.
fn pick_folder(start: Option<PathBuf>) -> iced::Task<Message> {
    iced::Task::perform(
        async move {
            let mut dialog = rfd::AsyncFileDialog::new();
            if let Some(start) = start {
                dialog = dialog.set_directory(start);
            }
            dialog
                .pick_folder()
                .await
                .map(|handle| handle.path().to_path_buf())
        },
        Message::FolderPicked,
    )
}

impl std::fmt::Display for ThemeChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ThemeChoice::System => "Follow the system",
            ThemeChoice::Light => "Light",
            ThemeChoice::Dark => "Dark",
        })
    }
}

impl State {
    /// The settings screen, with where the saves are.
    pub fn view<'a>(&'a self, folder: Folder<'a>) -> Element<'a, Message> {
        page::view(self, folder)
    }
}
