//! The app: the screen on show (each [`Screen`] variant holds that screen's own state), the
//! profile, the settings, and `update`. Only the app talks to the store (through
//! [`Profile`]); each screen draws from its own state (and the little it reads from the
//! profile), sends its own message, which the app wraps in [`Message`], and turns messages
//! into an action the app carries out.

mod delve;
mod export;
mod folder;
mod frame;
mod matches;

use std::path::PathBuf;

use iced::keyboard::{self, key::Named};
use iced::time::Instant;
use iced::{Element, Subscription, Task, Theme};
use rand::{Rng, SeedableRng};

use crate::career::{ActiveDelve, Profile};
use crate::store::location::resolve_root;
use crate::store::{FolderChoice, Home, RecordId};

use super::keys::KeyPress;
use super::repaint::Repaint;
use super::route::{Format, Route};
use super::screen::game::{self, form, history};
use super::screen::{about, career, home, journal, new_adventurer, rules, settings, table};
use super::settings::{AppSettings, ThemeChoice};
use super::widget::card;

/// The screen on show, with its own state.
#[derive(Debug)]
pub enum Screen {
    /// Home.
    Home(home::State),
    /// Rolling a new adventurer: the name and dice so far.
    NewAdventurer(new_adventurer::State),
    /// The delve table: the open delve and everything the table shows of it.
    Table(Box<table::Table>),
    /// One adventurer's journal, as built when the screen opened.
    Journal(journal::State),
    /// One adventurer's career.
    Career(career::State),
    /// The hall of fame.
    Fame(career::Fame),
    /// The rules and arcana reference.
    Rules,
    /// About Malice.
    About,
    /// Settings: the data folder being typed and what became of the last change.
    Settings(settings::State),
    /// A board-game match.
    Match(Box<game::Match>),
    /// The new-match form.
    NewMatch(form::Form),
    /// A game's history.
    History(history::History),
}

impl Screen {
    /// The route that leads here.
    pub fn route(&self) -> Route {
        match self {
            Screen::Home(_) => Route::Home,
            Screen::NewAdventurer(_) => Route::NewAdventurer,
            Screen::Table(_) => Route::Table,
            Screen::Journal(state) => Route::Journal(state.owner().clone()),
            Screen::Career(state) => Route::Career(state.owner().clone()),
            Screen::Fame(_) => Route::Fame,
            Screen::Rules => Route::Rules,
            Screen::About => Route::About,
            Screen::Settings(_) => Route::Settings,
            Screen::Match(state) => Route::Match(state.open().id.clone()),
            Screen::NewMatch(state) => Route::NewMatch(state.kind()),
            Screen::History(state) => Route::MatchHistory(state.history.game),
        }
    }
}

/// Everything that can happen: app-wide messages, and each screen's own.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Hide the message banner.
    Dismiss,
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// A key nobody else used.
    Key(KeyPress),
    /// The system's colour scheme is dark (or not).
    SystemDark(bool),
    /// The chance to escape, worked out for the delve after this many answers.
    Estimated(usize, crate::tarot::outlook::EscapeEstimate),
    /// A frame was drawn while something animates.
    Frame(Instant),
    /// Where the save dialog says to write an export (`None`: no dialog, or cancelled).
    ExportTo(Format, Option<PathBuf>),
    /// Write the export over the file already at this path (the player said so).
    Overwrite(Format, PathBuf),
    /// The player confirmed what they were asked.
    Confirmed,
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
    /// From the rules reference.
    Rules(rules::Message),
    /// From the match screen.
    Game(game::Message),
    /// From the new-match form.
    Form(form::Message),
    /// From a game's history.
    History(history::Message),
    /// Where the save dialog says to write a match's text (`None`: no dialog, or cancelled).
    MatchTo(RecordId, Option<PathBuf>),
    /// The match text file to import (`None`: no dialog, or cancelled).
    ImportFrom(Option<PathBuf>),
    /// The window is asked to close: the computer's work stops first.
    Close(iced::window::Id),
}

/// A question for the player, with what a yes does.
#[derive(Debug)]
pub struct Confirm {
    /// The question, saying what the yes means.
    pub question: String,
    /// The yes button's words.
    pub yes: &'static str,
    /// What a yes does.
    pub then: Box<Message>,
}

/// The app.
pub struct App {
    home: Option<Home>,
    profile: Option<Profile>,
    screen: Screen,
    settings: AppSettings,
    banner: Option<String>,
    /// A question waiting for the player's yes (replace a file, retire, abandon).
    confirm: Option<Confirm>,
    shortcuts: bool,
    /// Where the chosen data folder is remembered (`None`: nowhere, as in tests).
    choice: Option<FolderChoice>,
    /// Whether the system's colour scheme is dark (followed when the theme is "system").
    system_dark: bool,
    /// The theme forced by `MALICE_THEME` (light or dark), for screenshots.
    forced_theme: Option<ThemeChoice>,
    rng: rand_chacha::ChaCha8Rng,
    /// Makes every update repaint the whole window (see [`Repaint`]).
    repaint: Repaint,
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
        app.screen = Screen::Home(app.home_state());
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
        app.screen = Screen::Home(app.home_state());
        app
    }

    fn empty() -> App {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(7, |d| d.as_nanos() as u64);
        App {
            home: None,
            profile: None,
            screen: Screen::Home(home::State::default()),
            settings: AppSettings::default(),
            banner: None,
            confirm: None,
            shortcuts: false,
            choice: None,
            system_dark: false,
            forced_theme: match std::env::var("MALICE_THEME").as_deref() {
                Ok("light") => Some(ThemeChoice::Light),
                Ok("dark") => Some(ThemeChoice::Dark),
                _ => None,
            },
            rng: rand_chacha::ChaCha8Rng::seed_from_u64(seed),
            repaint: Repaint::default(),
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

    /// The screen on show.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The delve on the table, if the table is on show.
    pub fn active(&self) -> Option<&ActiveDelve> {
        match &self.screen {
            Screen::Table(table) => Some(table.active()),
            _ => None,
        }
    }

    /// The window title.
    pub fn title(&self) -> String {
        match self.active() {
            Some(active) => format!("Malice — {}", active.record().name),
            None => "Malice".into(),
        }
    }

    /// The theme: our paper (light) or candlelight (dark) one, as chosen in Settings (or by
    /// `MALICE_THEME`), following the system's scheme when the choice is "system".
    pub fn theme(&self) -> Option<Theme> {
        let dark = match self.forced_theme.unwrap_or(self.settings.theme) {
            ThemeChoice::System => self.system_dark,
            ThemeChoice::Light => false,
            ThemeChoice::Dark => true,
        };
        Some(super::theme::theme(dark))
    }

    /// The window's style: the theme's, with the background nudged so that every update
    /// repaints the whole window (see [`Repaint`]).
    pub fn style(&self, theme: &Theme) -> iced::theme::Style {
        self.repaint.style(theme)
    }

    /// Asks the system whether its colour scheme is dark (the answer comes as `SystemDark`).
    pub fn ask_system_theme() -> Task<Message> {
        iced::system::theme().map(|mode| Message::SystemDark(mode == iced::theme::Mode::Dark))
    }

    /// When the escape estimate is on: plays on from the delve on the table on a thread of its
    /// own (a turn never waits for it), and reports as `Estimated`.
    fn estimate(&self) -> Task<Message> {
        let Screen::Table(table) = &self.screen else {
            return Task::none();
        };
        let delve = table.active().delve();
        if !self.settings.escape_estimate || delve.outcome().is_some() {
            return Task::none();
        }
        let moment = table.moment();
        let delve = delve.clone();
        Task::future(async move {
            let (send, receive) = iced::futures::channel::oneshot::channel();
            std::thread::spawn(move || {
                let estimate = crate::tarot::outlook::escape_estimate(
                    &delve,
                    crate::tarot::policy::PolicyKind::Cautious,
                    400,
                    moment as u64,
                );
                let _ = send.send(estimate);
            });
            receive.await.ok()
        })
        .and_then(move |estimate| Task::done(Message::Estimated(moment, estimate)))
    }

    /// Keys nobody else used, the system's colour scheme, and frames while something on
    /// screen animates.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys =
            keyboard::listen().filter_map(|event| KeyPress::from_event(event).map(Message::Key));
        let scheme = iced::system::theme_changes()
            .map(|mode| Message::SystemDark(mode == iced::theme::Mode::Dark));
        let close = iced::window::close_requests().map(Message::Close);
        if self.animating() {
            Subscription::batch([
                keys,
                scheme,
                close,
                iced::window::frames().map(Message::Frame),
            ])
        } else {
            Subscription::batch([keys, scheme, close])
        }
    }

    /// Whether something on screen is being animated (a flip, a roll, an attribute's glow).
    pub fn animating(&self) -> bool {
        match &self.screen {
            Screen::Table(table) => table.animating(),
            Screen::NewAdventurer(state) => state.animating(),
            Screen::Match(state) => state.animating(),
            _ => false,
        }
    }

    /// The match on show, if a match is on show.
    pub fn open_match(&self) -> Option<&dyn crate::boards::session::MatchSession> {
        match &self.screen {
            Screen::Match(state) => Some(state.session()),
            _ => None,
        }
    }

    /// The faces the dice on screen show right now: a check's dice on the table, the six
    /// creation dice of a new adventurer. While they tumble these are passing faces; at rest,
    /// the results.
    pub fn dice_on_show(&self) -> Vec<u8> {
        match &self.screen {
            Screen::Table(table) => table.dice_on_show(),
            Screen::NewAdventurer(state) => state.dice_on_show(),
            _ => Vec::new(),
        }
    }

    /// The window: the banner, the shortcuts sheet when asked, and the screen on show.
    pub fn view(&self) -> Element<'_, Message> {
        let profile = self.profile.as_ref();
        card::show_faces(self.settings.faces);
        let body = match &self.screen {
            Screen::Home(state) => home::view(state, profile).map(Message::Home),
            Screen::NewAdventurer(state) => new_adventurer::view(state).map(Message::NewAdventurer),
            Screen::Table(table) => table.view().map(Message::Table),
            Screen::Journal(state) => journal::view(state).map(Message::Journal),
            Screen::Career(state) => career::view(state).map(Message::Career),
            Screen::Fame(fame) => career::fame(fame).map(Message::Career),
            Screen::Rules => rules::view(self.settings.options).map(Message::Rules),
            Screen::About => about::view().map(Message::Rules),
            Screen::Settings(state) => {
                let folder = settings::Folder {
                    now: self.data_folder(),
                    choice: self.choice.as_ref(),
                };
                settings::view(state, &self.settings, folder).map(Message::Settings)
            }
            Screen::Match(state) => state.view().map(Message::Game),
            Screen::NewMatch(state) => state.view().map(Message::Form),
            Screen::History(state) => state.view().map(Message::History),
        };
        frame::frame(
            self.banner.as_deref(),
            self.confirm.as_ref(),
            self.shortcuts,
            body,
        )
    }

    /// Carries out a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Go(route) => return self.go(route),
            Message::Dismiss => {
                self.banner = None;
                self.confirm = None;
            }
            Message::Confirmed => {
                if let Some(confirm) = self.confirm.take() {
                    return self.update(*confirm.then);
                }
            }
            Message::Overwrite(format, path) => self.write_export(format, Some(path)),
            Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            Message::Key(key) => return self.key(&key),
            Message::SystemDark(dark) => self.system_dark = dark,
            Message::Estimated(moment, estimate) => {
                if let Screen::Table(table) = &mut self.screen {
                    table.estimated(moment, estimate);
                }
            }
            Message::Frame(now) => match &mut self.screen {
                Screen::Table(table) => table.tick(now),
                Screen::NewAdventurer(state) => state.tick(now),
                Screen::Match(state) => state.tick(now),
                _ => {}
            },
            Message::ExportTo(format, path) => self.export(format, path),
            Message::Game(message) => return self.match_message(message),
            Message::Form(message) => return self.form_message(message),
            Message::History(message) => return self.history_message(message),
            Message::MatchTo(id, path) => self.export_match(&id, path),
            Message::ImportFrom(path) => return self.import_match(path),
            Message::Close(_) => {
                if let Screen::Match(state) = &mut self.screen {
                    state.stop();
                }
                return iced::exit();
            }
            Message::Home(message) => match message {
                home::Message::Go(route) => return self.go(route),
                home::Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                home::Message::Retry => {
                    self.banner = None;
                    self.open_profile();
                }
                home::Message::Start(id) => {
                    self.start(&id);
                    return self.estimate();
                }
                home::Message::Continue => {
                    self.resume();
                    return self.estimate();
                }
                home::Message::AskRetire(id) => self.ask_retire(id),
                home::Message::Retire(id) => self.retire(&id),
                home::Message::AskAbandon(id) => self.ask_abandon(id),
                home::Message::Abandon(id) => self.abandon(&id),
                home::Message::Games(game::tiles::Message::Go(route)) => return self.go(route),
                home::Message::Games(game::tiles::Message::Quick(kind)) => {
                    return self.quick_match(kind);
                }
            },
            Message::Rules(message) => match message {
                rules::Message::Go(route) => return self.go(route),
                rules::Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            },
            Message::NewAdventurer(message) => {
                let Screen::NewAdventurer(state) = &mut self.screen else {
                    return Task::none();
                };
                match new_adventurer::update(state, message) {
                    new_adventurer::Action::None => {}
                    new_adventurer::Action::Go(route) => return self.go(route),
                    new_adventurer::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    new_adventurer::Action::Roll => {
                        let dice = std::array::from_fn(|_| self.rng.random_range(1..=6));
                        state.rolled(dice, self.settings.animations.then(Instant::now));
                    }
                    new_adventurer::Action::Create => self.create(),
                }
            }
            Message::Table(message) => {
                let Screen::Table(table) = &mut self.screen else {
                    return Task::none();
                };
                match table.update(message) {
                    table::Action::None => {}
                    table::Action::Go(route) => return self.go(route),
                    table::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    table::Action::Answer(answer) => {
                        self.answer(answer);
                        return self.estimate();
                    }
                    table::Action::Roll => {
                        self.roll();
                        return self.estimate();
                    }
                    table::Action::Undo => {
                        self.undo();
                        return self.estimate();
                    }
                    table::Action::AddNote(entry, text) => self.add_note(entry, &text),
                    table::Action::EditNote(id, text) => self.edit_note(&id, &text),
                }
            }
            Message::Journal(message) => {
                let Screen::Journal(state) = &mut self.screen else {
                    return Task::none();
                };
                match journal::update(state, message) {
                    journal::Action::None => {}
                    journal::Action::Go(route) => return self.go(route),
                    journal::Action::ToggleShortcuts => self.shortcuts = !self.shortcuts,
                    journal::Action::Export(format) => return self.ask_export(format),
                    journal::Action::OpenFolder(folder) => self.open_folder(&folder),
                }
            }
            Message::Career(message) => match message {
                career::Message::Go(route) => return self.go(route),
                career::Message::ToggleShortcuts => self.shortcuts = !self.shortcuts,
            },
            Message::Settings(message) => {
                // A setting changes wherever it is asked for; the folder box lives on the
                // settings screen (elsewhere it is a scratch one).
                let mut scratch = settings::State::default();
                let state = match &mut self.screen {
                    Screen::Settings(state) => state,
                    _ => &mut scratch,
                };
                match settings::update(state, &mut self.settings, message) {
                    settings::Action::None => {}
                    settings::Action::Go(route) => return self.go(route),
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

    /// Goes somewhere, building the state of the screen that shows it.
    fn go(&mut self, route: Route) -> Task<Message> {
        if let Screen::Match(state) = &mut self.screen {
            state.stop();
        }
        let screen = match route {
            Route::Home => Screen::Home(self.home_state()),
            Route::NewAdventurer => Screen::NewAdventurer(new_adventurer::State::default()),
            Route::Table => {
                self.resume();
                return Task::none();
            }
            Route::Journal(id) => Screen::Journal(self.journal_screen(id)),
            Route::Career(id) => match self.career_screen(&id) {
                Some(state) => Screen::Career(state),
                None => return Task::none(),
            },
            Route::Fame => {
                let rows = self.profile.as_ref().map(Profile::fame).unwrap_or_default();
                let stats = self
                    .profile
                    .as_ref()
                    .map(|p| career::Stats::of(p.adventurers().flat_map(|(_, a)| &a.runs)))
                    .unwrap_or_default();
                let boards = match self.profile.as_mut().map(Profile::board_fame) {
                    Some(Ok(boards)) => boards,
                    Some(Err(error)) => {
                        self.banner = Some(error.to_string());
                        Vec::new()
                    }
                    None => Vec::new(),
                };
                Screen::Fame(career::Fame::new(rows, stats).with_boards(boards))
            }
            Route::Settings => Screen::Settings(settings::State::at(self.data_folder())),
            Route::Rules => Screen::Rules,
            Route::About => {
                self.shortcuts = false;
                Screen::About
            }
            Route::NewMatch(kind) => match self.match_form(kind) {
                Some(state) => Screen::NewMatch(state),
                None => return Task::none(),
            },
            Route::Match(id) => return self.continue_match(&id),
            Route::MatchHistory(kind) => match self.history_screen(kind) {
                Some(state) => Screen::History(state),
                None => return Task::none(),
            },
        };
        self.screen = screen;
        Task::none()
    }

    fn key(&mut self, key: &KeyPress) -> Task<Message> {
        if !self.shortcuts
            && let Screen::Match(state) = &self.screen
            && let Some(message) = state.key(key)
        {
            return self.match_message(message);
        }
        if key.command("z") {
            if matches!(self.screen, Screen::Table(_)) {
                self.undo();
            }
        } else if key.command("e") {
            if self.journal_owner().is_some() {
                return self.ask_export(Format::Markdown);
            }
        } else if key.command("f") {
            if let Some(id) = self.journal_owner() {
                let _ = self.go(Route::Journal(id));
                return journal::focus_search();
            }
        } else if key.is_question_mark() {
            self.shortcuts = !self.shortcuts;
        } else if key.is(Named::Escape) {
            // Esc closes the sheet; else it goes back to Home (from the table too: the delve
            // is saved after every answer).
            if self.shortcuts {
                self.shortcuts = false;
            } else if !matches!(self.screen, Screen::Home(_)) {
                return self.go(Route::Home);
            }
        } else if matches!(self.screen, Screen::Home(_))
            && let Some(route) = home_letter(key)
        {
            return self.go(route);
        } else if key.is(Named::Enter) && matches!(self.screen, Screen::Home(_)) {
            // Enter on Home continues the delve in progress.
            self.resume();
            return self.estimate();
        } else if let Screen::Table(table) = &mut self.screen
            && let Some(message) = table.key(key)
        {
            return self.update(Message::Table(message));
        }
        Task::none()
    }
}

/// Home's letters: N a new adventurer, R the rules and arcana, F the hall of fame, S settings.
fn home_letter(key: &KeyPress) -> Option<Route> {
    [
        ("n", Route::NewAdventurer),
        ("r", Route::Rules),
        ("f", Route::Fame),
        ("s", Route::Settings),
    ]
    .into_iter()
    .find_map(|(letter, route)| key.letter(letter).then_some(route))
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}
