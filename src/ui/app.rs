//! The app's state, messages and update. Only the app talks to the store (through
//! [`Profile`]); the screens draw from the state and send [`Message`]s.

use std::path::PathBuf;

use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::time::{Duration, Instant};
use iced::{Element, Subscription, Task, Theme};
use rand::{Rng, SeedableRng};

use crate::career::{ActiveDelve, Dice, Profile};
use crate::journal::{self, JournalDoc};
use crate::store::location::home_env_set;
use crate::store::{FolderChoice, Home, ProfileName, RecordId, data_root};
use crate::tarot::attributes::Attributes;
use crate::tarot::card::Card;
use crate::tarot::event::Event;
use crate::tarot::question::Answer;

use super::motion::Motion;
use super::rolls::{self, RolledCheck};
use super::screen;
use super::settings::{AppSettings, ThemeChoice};
use super::widget::die::Die;

/// Where the player is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The roster, the delve in progress, the way to everything else.
    Home,
    /// Rolling a new adventurer.
    NewAdventurer,
    /// The delve table.
    Table,
    /// One adventurer's journal.
    Journal(RecordId),
    /// One adventurer's career.
    Career(RecordId),
    /// The hall of fame.
    Fame,
    /// Settings.
    Settings,
}

/// An export format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Markdown.
    Markdown,
    /// One standalone HTML page.
    Html,
}

impl Format {
    fn extension(self) -> &'static str {
        match self {
            Format::Markdown => "md",
            Format::Html => "html",
        }
    }
}

/// Everything the player can do.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go to a screen.
    Go(Screen),
    /// Try to open the profile again (after it was locked).
    Retry,
    /// Hide the message banner.
    Dismiss,
    /// The new adventurer's name.
    NameChanged(String),
    /// Roll six dice for the new adventurer.
    Roll,
    /// The six dice rolled at the table, typed.
    ManualRoll(String),
    /// Create the adventurer.
    Create,
    /// Start a delve for this adventurer.
    Start(RecordId),
    /// Continue the delve in progress.
    Continue,
    /// Answer the delve's question.
    Answer(Answer),
    /// Take back the last answer.
    Undo,
    /// Show a card's description and prompt.
    Select(Option<Card>),
    /// The note being written.
    NoteChanged(String),
    /// Attach the note to the latest journal entry.
    AttachNote,
    /// Table mode: the card code typed.
    CardTyped(String),
    /// The journal search words.
    SearchChanged(String),
    /// Export the journal of the adventurer on screen.
    Export(Format),
    /// Where the save dialog says to write (`None`: no dialog, or cancelled).
    ExportTo(Format, Option<PathBuf>),
    /// A rule option changed in Settings (key, value).
    SetRule(&'static str, String),
    /// Table mode on or off.
    SetTable(bool),
    /// The colour scheme.
    SetTheme(ThemeChoice),
    /// A key nobody else used.
    Key(Key, Modifiers),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Animations on or off.
    SetAnimations(bool),
    /// Table mode: open or close the list of cards still possible.
    TogglePossible,
    /// Settings: open the folder dialog to choose the data folder.
    PickFolder,
    /// The folder the dialog gave (`None`: no dialog available, or cancelled).
    FolderPicked(Option<PathBuf>),
    /// Settings: the data folder's path, typed.
    FolderTyped(String),
    /// Settings: move to the data folder typed.
    UseFolder,
    /// A frame was drawn while something animates.
    Frame(Instant),
}

/// How long a flipped card takes to grow onto the table.
pub const FLIP_TIME: Duration = Duration::from_millis(350);
/// How long rolled dice tumble before they settle.
pub const ROLL_TIME: Duration = Duration::from_millis(600);

/// The app.
pub struct App {
    pub(crate) home: Option<Home>,
    pub(crate) profile: Option<Profile>,
    pub(crate) screen: Screen,
    pub(crate) active: Option<ActiveDelve>,
    pub(crate) settings: AppSettings,
    pub(crate) banner: Option<String>,
    pub(crate) name: String,
    pub(crate) dice: Option<[u8; 6]>,
    pub(crate) manual: String,
    pub(crate) selected: Option<Card>,
    pub(crate) note: String,
    pub(crate) typed_card: String,
    pub(crate) search: String,
    pub(crate) shortcuts: bool,
    /// Table mode: whether the cards still possible are listed.
    pub(crate) show_possible: bool,
    /// Where the chosen data folder is remembered (`None`: nowhere, as in tests).
    pub(crate) choice: Option<FolderChoice>,
    /// Settings: the data folder's path being typed.
    pub(crate) folder_text: String,
    /// Settings: what happened to the last change of data folder.
    pub(crate) folder_note: Option<String>,
    pub(crate) exported: Option<PathBuf>,
    journal: Option<(RecordId, Result<JournalDoc, String>)>,
    /// The flipped card growing onto the table.
    pub(crate) flip: Motion,
    /// The dice of a check (or a new adventurer's six) tumbling.
    pub(crate) roll: Motion,
    /// The checks of the latest answer that threw dice (cleared by a flip or a new turn).
    pub(crate) rolls: Vec<RolledCheck>,
    /// How many of those dice were already on show before the latest answer: only the dice
    /// after them tumble.
    pub(crate) fresh: usize,
    history: Option<(RecordId, Vec<Vec<u8>>)>,
    rng: rand_chacha::ChaCha8Rng,
}

impl App {
    /// Opens the data folder (`MALICE_HOME`, else the one chosen in Settings, else the
    /// platform's) and the default profile.
    pub fn new() -> App {
        let mut app = App::empty();
        app.choice = FolderChoice::platform().ok();
        let home = data_root(app.choice.as_ref()).and_then(Home::open);
        match home {
            Ok(home) => {
                app.home = Some(home);
                app.open_profile();
            }
            Err(error) => app.banner = Some(format!("The data folder cannot be used: {error}")),
        }
        app
    }

    /// Opens the app on the data folder at `root` (tests and portable use).
    pub fn at(root: impl Into<PathBuf>) -> App {
        let mut app = App::empty();
        match Home::open(root) {
            Ok(home) => {
                app.home = Some(home);
                app.open_profile();
            }
            Err(error) => app.banner = Some(format!("The data folder cannot be used: {error}")),
        }
        app
    }

    fn empty() -> App {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(7, |d| d.as_nanos() as u64);
        App {
            home: None,
            profile: None,
            screen: Screen::Home,
            active: None,
            settings: AppSettings::default(),
            banner: None,
            name: String::new(),
            dice: None,
            manual: String::new(),
            selected: None,
            note: String::new(),
            typed_card: String::new(),
            search: String::new(),
            shortcuts: false,
            show_possible: false,
            choice: None,
            folder_text: String::new(),
            folder_note: None,
            exported: None,
            journal: None,
            flip: Motion::new(FLIP_TIME),
            roll: Motion::new(ROLL_TIME),
            rolls: Vec::new(),
            fresh: 0,
            history: None,
            rng: rand_chacha::ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Remembers a data folder chosen in Settings in `choice` (tests and portable use).
    pub fn remembering(mut self, choice: FolderChoice) -> App {
        self.choice = Some(choice);
        self
    }

    /// The data folder in use, if one could be opened.
    pub fn data_folder(&self) -> Option<&std::path::Path> {
        self.home.as_ref().map(Home::root)
    }

    /// Seeds the app's own dice (new adventurers, delve seeds), for tests.
    pub fn seed(mut self, seed: u64) -> App {
        self.rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        self
    }

    fn open_profile(&mut self) {
        let Some(home) = &self.home else { return };
        match Profile::open(home, &ProfileName::default_profile()) {
            Ok(profile) => self.adopt(profile),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    /// Takes an opened profile: its settings, and the files it had to set aside.
    fn adopt(&mut self, mut profile: Profile) {
        match profile.store().load::<AppSettings>(&settings_id()) {
            Ok(settings) => self.settings = settings,
            Err(crate::store::StoreError::NotFound { .. }) => {
                self.settings = AppSettings::default()
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        }
        self.profile = Some(profile);
    }

    /// Moves to the data folder at `root`: opens it and its profile first, and only then
    /// lets go of the current one, so a folder that cannot be used changes nothing.
    fn move_to(&mut self, root: PathBuf) {
        let root = std::path::absolute(&root).unwrap_or(root);
        if self.data_folder() == Some(root.as_path()) && self.profile.is_some() {
            self.folder_note = Some("That is already the data folder.".into());
            return;
        }
        let still = self.data_folder().map_or_else(
            || "Nothing was changed.".to_string(),
            |old| format!("Still using {}.", old.display()),
        );
        let home = match Home::open(&root) {
            Ok(home) => home,
            Err(error) => {
                self.folder_note = Some(format!("That folder cannot be used: {error}. {still}"));
                return;
            }
        };
        let profile = match Profile::open(&home, &ProfileName::default_profile()) {
            Ok(profile) => profile,
            Err(error) => {
                self.folder_note = Some(format!(
                    "The saves in that folder cannot be opened: {error}. {still}"
                ));
                return;
            }
        };
        self.active = None;
        self.rolls.clear();
        self.selected = None;
        self.journal = None;
        self.history = None;
        self.profile = None;
        self.home = Some(home);
        self.adopt(profile);
        self.folder_text = root.display().to_string();
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
        self.folder_note = Some(note);
    }

    /// The delve on the table, if one is open.
    pub fn active(&self) -> Option<&ActiveDelve> {
        self.active.as_ref()
    }

    /// The window title.
    pub fn title(&self) -> String {
        match (&self.screen, &self.active) {
            (Screen::Table, Some(active)) => format!("Malice — {}", active.record().name),
            _ => "Malice".into(),
        }
    }

    /// The theme: as chosen, or `None` to follow the system.
    pub fn theme(&self) -> Option<Theme> {
        match self.settings.theme {
            ThemeChoice::System => None,
            ThemeChoice::Light => Some(Theme::Light),
            ThemeChoice::Dark => Some(Theme::Dark),
        }
    }

    /// Keys nobody else used, and frames while a card flip or a roll animates.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(|event| match event {
            keyboard::Event::KeyPressed { key, modifiers, .. } => {
                Some(Message::Key(key, modifiers))
            }
            _ => None,
        });
        if self.animating() {
            Subscription::batch([keys, iced::window::frames().map(Message::Frame)])
        } else {
            keys
        }
    }

    /// Whether a flip or a roll is being animated.
    pub fn animating(&self) -> bool {
        self.flip.is_moving() || self.roll.is_moving()
    }

    /// The faces the dice on screen show right now: a check's dice on the table, the six
    /// creation dice of a new adventurer. While they tumble these are passing faces; at rest,
    /// the results.
    pub fn dice_on_show(&self) -> Vec<u8> {
        let values: Vec<u8> = match self.screen {
            Screen::Table => self.rolls.iter().flat_map(|c| c.dice.clone()).collect(),
            Screen::NewAdventurer => self.dice.map(Vec::from).unwrap_or_default(),
            _ => Vec::new(),
        };
        let fresh = if self.screen == Screen::Table {
            self.fresh
        } else {
            0
        };
        values
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| Die::new(Some(v), self.settled(i, fresh), i as u8).face())
            .collect()
    }

    /// How far the die at `index` has settled, when the dice before `fresh` were already on
    /// show (they stay still).
    pub(crate) fn settled(&self, index: usize, fresh: usize) -> f32 {
        if index < fresh {
            1.0
        } else {
            self.roll.progress()
        }
    }

    /// The screen on show.
    pub fn view(&self) -> Element<'_, Message> {
        screen::view(self)
    }

    /// Carries out a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Go(screen) => {
                self.exported = None;
                match &screen {
                    Screen::Journal(id) => {
                        self.search.clear();
                        self.refresh_journal(id);
                    }
                    Screen::Career(id) => self.refresh_history(id),
                    Screen::Settings => {
                        self.folder_note = None;
                        self.folder_text = self
                            .data_folder()
                            .map(|root| root.display().to_string())
                            .unwrap_or_default();
                    }
                    _ => {}
                }
                self.screen = screen;
            }
            Message::Retry => {
                self.banner = None;
                self.open_profile();
            }
            Message::Dismiss => self.banner = None,
            Message::NameChanged(name) => self.name = name,
            Message::Roll => {
                self.dice = Some(std::array::from_fn(|_| self.rng.random_range(1..=6)));
                self.manual.clear();
                if self.settings.animations {
                    self.roll.start(Instant::now());
                }
            }
            Message::ManualRoll(text) => {
                self.dice = text.parse::<Attributes>().ok().map(|a| a.0);
                self.manual = text;
                self.roll.stop();
            }
            Message::Create => self.create(),
            Message::Start(id) => self.start(&id),
            Message::Continue => self.resume(),
            Message::Answer(answer) => self.answer(answer),
            Message::Undo => self.undo(),
            Message::Select(card) => self.selected = card,
            Message::NoteChanged(text) => self.note = text,
            Message::AttachNote => self.attach_note(),
            Message::CardTyped(text) => {
                self.typed_card = text;
                let card = self.typed_card.trim().parse::<Card>().ok();
                let legal = card.map(Answer::Card).filter(|a| {
                    self.active
                        .as_ref()
                        .is_some_and(|d| d.delve().legal_answers().contains(a))
                });
                if let Some(answer) = legal {
                    self.typed_card.clear();
                    self.answer(answer);
                }
            }
            Message::SearchChanged(text) => self.search = text,
            Message::Export(format) => {
                let name = format!("{}.{}", self.export_name(), format.extension());
                return Task::perform(
                    async move {
                        rfd::AsyncFileDialog::new()
                            .set_file_name(name)
                            .save_file()
                            .await
                            .map(|handle| handle.path().to_path_buf())
                    },
                    move |path| Message::ExportTo(format, path),
                );
            }
            Message::ExportTo(format, path) => self.export(format, path),
            Message::SetRule(key, value) => {
                let mut options = self.settings.options;
                match options.set(key, &value) {
                    Ok(()) => {
                        self.settings.options = options;
                        self.save_settings();
                    }
                    Err(error) => self.banner = Some(error.to_string()),
                }
            }
            Message::SetTable(on) => {
                self.settings.table_mode = on;
                self.save_settings();
            }
            Message::SetTheme(theme) => {
                self.settings.theme = theme;
                self.save_settings();
            }
            Message::Key(key, modifiers) => return self.key(key, modifiers),
            Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            Message::TogglePossible => self.show_possible = !self.show_possible,
            Message::PickFolder => {
                let start = self.data_folder().map(std::path::Path::to_path_buf);
                return Task::perform(
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
                );
            }
            Message::FolderPicked(Some(path)) => self.move_to(path),
            Message::FolderPicked(None) => {
                self.folder_note = Some(
                    "No folder was chosen (or no folder dialog is available here): \
                     type the folder's path above and press “Use this folder”."
                        .into(),
                );
            }
            Message::FolderTyped(text) => self.folder_text = text,
            Message::UseFolder => {
                let typed = self.folder_text.trim();
                if typed.is_empty() {
                    self.folder_note = Some("Type the path of a folder first.".into());
                } else {
                    self.move_to(PathBuf::from(typed));
                }
            }
            Message::SetAnimations(on) => {
                self.settings.animations = on;
                self.save_settings();
            }
            Message::Frame(now) => {
                self.flip.tick(now);
                self.roll.tick(now);
            }
        }
        Task::none()
    }

    fn key(&mut self, key: Key, modifiers: Modifiers) -> Task<Message> {
        let answers = self
            .active
            .as_ref()
            .filter(|_| self.screen == Screen::Table)
            .map(|a| a.delve().legal_answers())
            .unwrap_or_default();
        match key.as_ref() {
            Key::Character(c) if modifiers.command() => match c {
                "z" => self.undo(),
                "e" if self.journal_owner().is_some() => {
                    return self.update(Message::Export(Format::Markdown));
                }
                "f" => {
                    if let Some(id) = self.journal_owner() {
                        return self.update(Message::Go(Screen::Journal(id)));
                    }
                }
                _ => {}
            },
            Key::Character("?") => self.shortcuts = !self.shortcuts,
            Key::Character(c) => {
                if let Ok(n) = c.parse::<usize>()
                    && (1..=answers.len().min(9)).contains(&n)
                    && answers.len() <= 9
                {
                    self.answer(answers[n - 1]);
                }
            }
            Key::Named(Named::Space) if answers.contains(&Answer::Flip) => {
                self.answer(Answer::Flip)
            }
            Key::Named(Named::Escape) => {
                if self.shortcuts {
                    self.shortcuts = false;
                } else if self.screen != Screen::Table {
                    self.screen = Screen::Home;
                }
            }
            _ => {}
        }
        Task::none()
    }

    /// Whose journal Ctrl+E and Ctrl+F open: the adventurer on screen.
    fn journal_owner(&self) -> Option<RecordId> {
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
        match &self.journal {
            Some((owner, Ok(doc))) if owner == id => Ok(doc),
            Some((owner, Err(error))) if owner == id => Err(error.clone()),
            _ => Err("The journal is loading.".into()),
        }
    }

    fn refresh_journal(&mut self, id: &RecordId) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let doc = profile.journal_doc(id, None).map_err(|e| e.to_string());
        self.journal = Some((id.clone(), doc));
    }

    /// The six attributes after each answer of the adventurer's last delve.
    pub(crate) fn attribute_history(&self, id: &RecordId) -> Option<Vec<Vec<u8>>> {
        match &self.history {
            Some((owner, series)) if owner == id && !series[0].is_empty() => Some(series.clone()),
            _ => None,
        }
    }

    fn refresh_history(&mut self, id: &RecordId) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let series = profile
            .delves_of(id)
            .ok()
            .and_then(|delves| delves.last().map(|(_, d)| history_of(d)))
            .unwrap_or_default();
        self.history = Some((id.clone(), series));
    }

    fn export_name(&self) -> String {
        self.journal_owner()
            .map_or_else(|| "journal".to_string(), |id| id.to_string())
    }

    fn create(&mut self) {
        let Some(dice) = self.dice else {
            self.banner = Some("Roll the six dice first (or type the ones you rolled).".into());
            return;
        };
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.create_adventurer(&self.name, Attributes(dice)) {
            Ok(_) => {
                self.name.clear();
                self.dice = None;
                self.manual.clear();
                self.screen = Screen::Home;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    fn start(&mut self, id: &RecordId) {
        let dice = if self.settings.table_mode {
            Dice::Table
        } else {
            Dice::Seeded(self.rng.random())
        };
        let options = self.settings.options;
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.start_delve(id, options, dice) {
            Ok(active) => {
                self.active = Some(active);
                self.selected = None;
                self.rolls.clear();
                self.screen = Screen::Table;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    fn resume(&mut self) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        if self
            .active
            .as_ref()
            .is_some_and(|a| a.delve().outcome().is_none())
        {
            self.screen = Screen::Table;
            return;
        }
        let Some((adventurer, _)) = profile.delve_in_progress() else {
            return;
        };
        match profile.resume_delve(&adventurer) {
            Ok(active) => {
                self.active = Some(active);
                self.rolls.clear();
                self.screen = Screen::Table;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    fn answer(&mut self, answer: Answer) {
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_mut()) else {
            return;
        };
        match profile.answer(active, answer) {
            Ok(events) => {
                let flipped = events.iter().any(|e| matches!(e, Event::Flipped { .. }));
                let open = self.rolls.last().filter(|c| c.passed.is_none());
                let carried = open.map_or(0, |c| c.dice.len());
                let checks = rolls::after_answer(open, &events, active.delve().question().as_ref());
                let thrown = rolls::dice_count(&checks).saturating_sub(carried);
                if !checks.is_empty() {
                    self.rolls = checks;
                    self.fresh = self.rolls.iter().map(|c| c.dice.len()).sum::<usize>() - thrown;
                } else if flipped || events.iter().any(|e| matches!(e, Event::TurnBegan { .. })) {
                    self.rolls.clear();
                }
                // Dice rolled at the table are already known: only the app's dice tumble.
                let rolled = active.record().seed.is_some() && thrown > 0;
                if self.settings.animations {
                    if flipped {
                        self.flip.start(Instant::now());
                    }
                    if rolled {
                        self.roll.start(Instant::now());
                    }
                }
            }
            Err(error) => self.banner = Some(format!("{error} (nothing was lost; try again)")),
        }
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        }
    }

    fn undo(&mut self) {
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_mut()) else {
            return;
        };
        match profile.undo(active) {
            Ok(()) => self.rolls.clear(),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    fn attach_note(&mut self) {
        let text = self.note.trim().to_string();
        if text.is_empty() {
            return;
        }
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_ref()) else {
            return;
        };
        let entries = journal::entries(active.events(), active.delve().arcana());
        let entry = entries.last().map(|e| e.index);
        let adventurer = RecordId::new(active.record().adventurer.as_str()).ok();
        match profile.add_note(adventurer.as_ref(), Some(active.id()), entry, &text) {
            Ok(_) => {
                self.note.clear();
                self.journal = None;
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    fn export(&mut self, format: Format, path: Option<PathBuf>) {
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

    fn save_settings(&mut self) {
        let Some(profile) = self.profile.as_ref() else {
            return;
        };
        if let Err(error) = profile.store().save(&settings_id(), &self.settings) {
            self.banner = Some(error.to_string());
        }
    }
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}

/// The attributes after every answer of a delve (creation dice left out), one series each.
fn history_of(record: &crate::career::DelveRecord) -> Vec<Vec<u8>> {
    let mut series = vec![Vec::new(); 6];
    let Ok(mut delve) = crate::tarot::delve::Delve::new(record.setup.clone()) else {
        return series;
    };
    for word in record.answer_words() {
        let Some(question) = delve.question() else {
            break;
        };
        let Ok(answer) = Answer::parse(word, &question) else {
            break;
        };
        if delve.answer(answer).is_err() {
            break;
        }
        let attrs = delve.attributes();
        if matches!(
            question,
            crate::tarot::question::Question::CreationDie { .. }
        ) {
            continue;
        }
        for (i, value) in attrs.0.iter().enumerate() {
            series[i].push(*value);
        }
    }
    series
}

fn settings_id() -> RecordId {
    // "app" is a valid record name.
    RecordId::new("app").unwrap_or_else(|_| unreachable!("a fixed valid name"))
}

fn problems_text(problems: &[crate::store::Problem]) -> String {
    let mut text = String::from("Some saved files could not be read and were set aside:\n");
    for problem in problems {
        text.push_str(&format!("• {problem}\n"));
    }
    text
}
