//! The app's state, messages and update. Only the app talks to the store (through
//! [`Profile`]); each screen draws from the state and sends its own message, which the app
//! wraps in [`Message`]; screens with state of their own update it and return an action the
//! app carries out.

mod delve;
mod export;
mod folder;

use std::path::PathBuf;

use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::time::{Duration, Instant};
use iced::{Element, Subscription, Task, Theme};
use rand::{Rng, SeedableRng};

use crate::career::{ActiveDelve, Profile};
use crate::journal::JournalDoc;
use crate::store::location::resolve_root;
use crate::store::{FolderChoice, Home, RecordId};
use crate::tarot::question::Answer;

use super::motion::Motion;
use super::rolls::RolledCheck;
use super::screen::{self, career, home, journal, new_adventurer, settings, table};
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

/// Everything that can happen: app-wide messages, and each screen's own.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go to a screen.
    Go(Screen),
    /// Hide the message banner.
    Dismiss,
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A key nobody else used.
    Key(Key, Modifiers),
    /// A frame was drawn while something animates.
    Frame(Instant),
    /// Where the save dialog says to write an export (`None`: no dialog, or cancelled).
    ExportTo(Format, Option<PathBuf>),
    /// From Home.
    Home(home::Message),
    /// From the new-adventurer screen.
    NewAdventurer(new_adventurer::Message),
    /// From the delve table.
    Table(table::Message),
    /// From the journal screen.
    Journal(journal::Message),
    /// From the career and hall-of-fame screens.
    Career(career::Message),
    /// From Settings.
    Settings(settings::Message),
}

/// How long a flipped card takes to grow onto the table.
pub const FLIP_TIME: Duration = Duration::from_millis(350);
/// How long rolled dice tumble before they settle.
pub const ROLL_TIME: Duration = Duration::from_millis(600);
/// How long a changed attribute's box glows green or red after an answer.
pub const SHIFT_TIME: Duration = Duration::from_millis(800);

/// The app.
pub struct App {
    pub(crate) home: Option<Home>,
    pub(crate) profile: Option<Profile>,
    pub(crate) screen: Screen,
    pub(crate) active: Option<ActiveDelve>,
    pub(crate) settings: AppSettings,
    pub(crate) banner: Option<String>,
    /// The new-adventurer screen's name and dice.
    pub(crate) new_adventurer: new_adventurer::State,
    /// The table's selected card, note, typed card and list of cards still possible.
    pub(crate) table: table::State,
    /// The journal screen's search words.
    pub(crate) journal: journal::State,
    /// Settings: the data folder being typed and what became of the last change.
    pub(crate) settings_form: settings::State,
    pub(crate) shortcuts: bool,
    /// Where the chosen data folder is remembered (`None`: nowhere, as in tests).
    pub(crate) choice: Option<FolderChoice>,
    pub(crate) exported: Option<PathBuf>,
    journal_doc: Option<(RecordId, Result<JournalDoc, String>)>,
    /// The flipped card growing onto the table.
    pub(crate) flip: Motion,
    /// The dice of a check (or a new adventurer's six) tumbling.
    pub(crate) roll: Motion,
    /// The glow of attributes the last answer changed.
    pub(crate) shift: Motion,
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
        let home = resolve_root(app.choice.as_ref())
            .and_then(|(root, passed_over)| Ok((Home::open(root)?, passed_over)));
        let passed_over = match home {
            Ok((home, passed_over)) => {
                app.home = Some(home);
                app.open_profile();
                passed_over
            }
            Err(error) => {
                app.banner = Some(format!("The data folder cannot be used: {error}"));
                None
            }
        };
        if app.banner.is_none()
            && let Some(error) = passed_over
        {
            app.banner = Some(format!(
                "The data folder you chose could not be looked up ({error}), so the usual one \
                 is open. Choose it again in Settings."
            ));
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
            new_adventurer: new_adventurer::State::default(),
            table: table::State::default(),
            journal: journal::State::default(),
            settings_form: settings::State::default(),
            shortcuts: false,
            choice: None,
            exported: None,
            journal_doc: None,
            flip: Motion::new(FLIP_TIME),
            roll: Motion::new(ROLL_TIME),
            shift: Motion::new(SHIFT_TIME),
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

    /// Whether a flip, a roll or an attribute change is being animated.
    pub fn animating(&self) -> bool {
        self.flip.is_moving() || self.roll.is_moving() || self.shift.is_moving()
    }

    /// The faces the dice on screen show right now: a check's dice on the table, the six
    /// creation dice of a new adventurer. While they tumble these are passing faces; at rest,
    /// the results.
    pub fn dice_on_show(&self) -> Vec<u8> {
        let values: Vec<u8> = match self.screen {
            Screen::Table => self.rolls.iter().flat_map(|c| c.dice.clone()).collect(),
            Screen::NewAdventurer => self.new_adventurer.dice.map(Vec::from).unwrap_or_default(),
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
            Message::Go(screen) => self.go(screen),
            Message::Dismiss => self.banner = None,
            Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            Message::Key(key, modifiers) => return self.key(key, modifiers),
            Message::Frame(now) => {
                self.flip.tick(now);
                self.roll.tick(now);
                self.shift.tick(now);
            }
            Message::ExportTo(format, path) => self.export(format, path),
            Message::Home(message) => match message {
                home::Message::Go(screen) => self.go(screen),
                home::Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                home::Message::Retry => {
                    self.banner = None;
                    self.open_profile();
                }
                home::Message::Start(id) => self.start(&id),
                home::Message::Continue => self.resume(),
            },
            Message::NewAdventurer(message) => {
                match new_adventurer::update(&mut self.new_adventurer, message) {
                    new_adventurer::Action::None => {}
                    new_adventurer::Action::Go(screen) => self.go(screen),
                    new_adventurer::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    new_adventurer::Action::Roll => {
                        self.new_adventurer.dice =
                            Some(std::array::from_fn(|_| self.rng.random_range(1..=6)));
                        if self.settings.animations {
                            self.roll.start(Instant::now());
                        }
                    }
                    new_adventurer::Action::Typed => self.roll.stop(),
                    new_adventurer::Action::Create => self.create(),
                }
            }
            Message::Table(message) => {
                let legal = self
                    .active
                    .as_ref()
                    .map(|a| a.delve().legal_answers())
                    .unwrap_or_default();
                match table::update(&mut self.table, message, &legal) {
                    table::Action::None => {}
                    table::Action::Go(screen) => self.go(screen),
                    table::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    table::Action::Answer(answer) => self.answer(answer),
                    table::Action::Undo => self.undo(),
                    table::Action::AttachNote => self.attach_note(),
                }
            }
            Message::Journal(message) => match journal::update(&mut self.journal, message) {
                journal::Action::None => {}
                journal::Action::Go(screen) => self.go(screen),
                journal::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                journal::Action::Export(format) => return self.ask_export(format),
            },
            Message::Career(message) => match message {
                career::Message::Go(screen) => self.go(screen),
                career::Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            },
            Message::Settings(message) => {
                let action = settings::update(&mut self.settings_form, &mut self.settings, message);
                match action {
                    settings::Action::None => {}
                    settings::Action::Go(screen) => self.go(screen),
                    settings::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    settings::Action::Save => self.save_settings(),
                    settings::Action::Refused(why) => self.banner = Some(why),
                    settings::Action::PickFolder => return self.ask_folder(),
                    settings::Action::MoveTo(path) => self.move_to(path),
                }
            }
        }
        Task::none()
    }

    /// Goes to a screen, preparing what it shows.
    fn go(&mut self, screen: Screen) {
        self.exported = None;
        match &screen {
            Screen::Journal(id) => {
                self.journal.search.clear();
                self.refresh_journal(id);
            }
            Screen::Career(id) => self.refresh_history(id),
            Screen::Settings => {
                self.settings_form.folder_note = None;
                self.settings_form.folder_text = self
                    .data_folder()
                    .map(|root| root.display().to_string())
                    .unwrap_or_default();
            }
            _ => {}
        }
        self.screen = screen;
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
                    return self.ask_export(Format::Markdown);
                }
                "f" => {
                    if let Some(id) = self.journal_owner() {
                        self.go(Screen::Journal(id));
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
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}
