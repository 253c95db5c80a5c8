//! Settings: the house rules for new delves, table mode, the theme, the journal folder, the
//! data folder.

pub mod journal_folder;

use iced::widget::{button, checkbox, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::store::FolderChoice;
use crate::store::location::home_env_set;
use crate::tarot::rules::{EmptyDeck, RuleBook};

use std::path::{Path, PathBuf};

use crate::ui::focus;
use crate::ui::keymap::{Command, Zoom};
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::settings::{AppSettings, ThemeChoice, ZOOMS};
use crate::ui::theme::{size, style};
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

/// A row of choices, one chosen (sunk, with a 2 px border): the arrow keys move within it.
fn choices<'a, T: Copy + PartialEq + 'a>(
    group: &'static str,
    options: impl IntoIterator<Item = (T, String)>,
    chosen: T,
    send: impl Fn(T) -> Message + 'a,
) -> iced::widget::Row<'a, Message> {
    let mut line = row![].spacing(6).align_y(iced::Alignment::Center);
    for (i, (option, words)) in options.into_iter().enumerate() {
        line = line.push(
            focus::ring(
                format!("{group}.{i}"),
                button(text(words).size(size::BODY))
                    .style(style::button::choice(option == chosen))
                    .on_press(send(option)),
            )
            .group(group),
        );
    }
    line
}

/// A check box that the keyboard's ring reaches.
fn check<'a>(
    id: &'static str,
    on: bool,
    label: impl text::IntoFragment<'a>,
    send: impl Fn(bool) -> Message + 'a,
) -> Element<'a, Message> {
    focus::ring(id, checkbox(on).label(label).on_toggle(send)).into()
}

/// The settings screen (it scrolls when the window is short, or the zoom large).
fn page<'a>(state: &'a State, folder: Folder<'a>) -> Element<'a, Message> {
    let settings = &state.settings;
    let o = settings.options;
    let summary = |key: &str| {
        RuleBook::standard()
            .ok()
            .and_then(|book| book.options.iter().find(|i| i.key == key))
            .map(|i| i.summary.clone())
            .unwrap_or_default()
    };
    let court = format!(
        "{},{},{},{}",
        o.court_difficulty.page,
        o.court_difficulty.knight,
        o.court_difficulty.queen,
        o.court_difficulty.king
    );
    let page = column![
        text("House rules for new delves (each delve keeps the rules it began with)")
            .size(size::LARGE),
        check(
            "settings.empty-deck",
            o.empty_deck == EmptyDeck::Lost,
            "An empty deck means the adventurer is lost in the dark",
            |on| Message::SetRule("empty_deck", if on { "lost" } else { "reshuffle" }.into())
        ),
        text(
            "Off: the discard pile is shuffled into a new deck. On: the adventurer is lost in \
             the dark and dies."
        )
        .size(size::SMALL),
        check(
            "settings.luck",
            o.luck_wildcard,
            "Luck may stand in for any attribute",
            |on| Message::SetRule("luck_wildcard", on.to_string())
        ),
        text(summary("luck_wildcard")).size(size::SMALL),
        check(
            "settings.refill",
            o.refill_opening_hand,
            "Refill the opening hand until it holds only minor cards",
            |on| Message::SetRule("refill_opening_hand", on.to_string())
        ),
        check(
            "settings.min-damage",
            o.min_failure_damage == 1,
            "Every failed check costs at least 1",
            |on| Message::SetRule("min_failure_damage", if on { "1" } else { "0" }.into())
        ),
        row![
            text("Court difficulty (Page, Knight, Queen, King)"),
            focus::ring(
                "settings.court",
                text_input("1,2,3,4", &court)
                    .id("settings.court")
                    .on_input(|v| Message::SetRule("court_difficulty", v))
                    .width(120),
            )
            .field(),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        text("Play").size(size::LARGE),
        check(
            "settings.table-mode",
            settings.table_mode,
            "Table mode: I flip my own deck and roll my own dice",
            Message::SetTable
        ),
        check(
            "settings.animations",
            settings.animations,
            "Animate card flips and dice rolls",
            Message::SetAnimations
        ),
        guide(settings),
        check(
            "settings.chances",
            settings.chances,
            "Show each answer's chance to escape, and the ★ on the best (a careful automatic \
             player plays 2,000 delves on from where each answer leads, beside the game)",
            Message::SetChances
        ),
        text("Look").size(size::LARGE),
        row![
            text("Theme").width(110),
            focus::tip_at(
                choices(
                    "settings.theme",
                    [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark]
                        .map(|t| (t, t.to_string())),
                    settings.theme,
                    Message::SetTheme,
                ),
                &Command::Theme,
                // Beside the choices: under them are the text sizes.
                focus::Side::Right
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        row![
            text("Text size").width(110),
            focus::tip_at(
                choices(
                    "settings.zoom",
                    ZOOMS.map(|z| (z, format!("{z}%"))),
                    settings.zoom,
                    Message::SetZoom,
                )
                .wrap()
                .vertical_spacing(6),
                &Command::Zoom(Zoom::In),
                focus::Side::Right
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        row![
            text("Card faces").width(110),
            choices(
                "settings.faces",
                Faces::ALL.map(|f| (f, capitalized(&f.to_string()))),
                settings.faces,
                Message::SetFaces,
            ),
            focus::ring(
                "settings.about",
                button(text("About Malice and its cards").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::About))
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(6),
        state
            .journal
            .view(settings.journal_folder.as_deref())
            .map(Message::JournalFolder),
        data_folder(state, folder),
    ]
    .spacing(8);
    // A column of readable lines, centred: across a large window the options' words ran the
    // whole width (a line of some 250 letters at 1920×1080). The scrollbar floats over the
    // page's right margin, so that nothing moves when it comes (embedded, it took 16 px and
    // the centred column moved 8: test `ui fit::jump`).
    column![
        super::nav("Settings".into()),
        scrollable(
            container(page.max_width(960).padding(iced::Padding::ZERO.right(12))).center_x(Fill)
        )
        .height(Fill),
    ]
    .spacing(10)
    .into()
}

/// The first-delve guide: on or off, and its notes shown again.
fn guide<'a>(settings: &AppSettings) -> Element<'a, Message> {
    let seen = settings.guide.seen.len();
    let mut line = row![check(
        "settings.guide",
        settings.guide.on,
        "First-delve guide: a short note beside the question the first time each kind of \
             moment comes",
        Message::SetGuide
    )]
    .spacing(12)
    .align_y(iced::Alignment::Center);
    if seen > 0 {
        line = line.push(focus::ring(
            "settings.guide-again",
            button(text(format!("Show all its notes again ({seen} seen)")).size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::ResetGuide),
        ));
    }
    line.into()
}

/// Words with their first letter in capitals ("the 1909 deck" → "The 1909 deck").
fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Where the saves are, and how to move them elsewhere.
fn data_folder<'a>(state: &'a State, folder: Folder<'a>) -> Element<'a, Message> {
    let now = folder.now.map_or_else(
        || "none could be opened".to_string(),
        |root| root.display().to_string(),
    );
    let remembered = match folder.choice {
        Some(choice) if home_env_set() => format!(
            "MALICE_HOME is set, so it decides the folder each time Malice starts; a folder \
             chosen here is used now and remembered in {} for when it is not set.",
            choice.file().display()
        ),
        Some(choice) => format!(
            "The choice is remembered in {}; the MALICE_HOME environment variable, when set, \
             wins over it.",
            choice.file().display()
        ),
        None => "This window was opened on a given folder: the choice lasts until it closes."
            .to_string(),
    };
    let mut section = column![
        text("Data folder").size(size::LARGE),
        text(format!("Your saves are in {now}")),
        journal_folder::folder_row(
            ["settings.folder", "settings.choose", "settings.use"],
            "The folder for your saves",
            &state.folder_text,
            Message::FolderTyped,
            (Message::PickFolder, Message::UseFolder),
            "Use this folder",
        ),
        text(format!(
            "Malice opens the saves in the folder you choose (starting fresh if it holds none). \
             {remembered}"
        ))
        .size(size::SMALL),
    ]
    .spacing(6);
    if let Some(note) = &state.folder_note {
        section = section.push(
            container(text(note.clone()))
                .padding(8)
                .width(Fill)
                .style(crate::ui::theme::style::container::panel),
        );
    }
    section.into()
}

impl State {
    /// The settings screen, with where the saves are.
    pub fn view<'a>(&'a self, folder: Folder<'a>) -> Element<'a, Message> {
        page(self, folder)
    }
}
