//! The app: the screen on show (each [`Screen`] variant holds that screen's own state), the
//! profile, the settings, and `update`, which only routes. A screen's message goes to that
//! screen, which answers with an [`Action`](super::screen::Action); the app carries it out
//! ([`App::act`]): it goes to another screen, shows the keyboard sheet, runs the screen's work
//! (whose results come back as the screen's own messages), or does what the screen asks of the
//! profile. Only the app talks to the store (through [`Profile`]). Keys come in through the
//! one keymap (`keys.rs`).

mod chosen;
mod daily;
mod delve;
mod drafts;
mod export;
mod folder;
mod frame;
mod keys;
mod matches;
mod message;
mod open;
mod screen;
mod signals;
mod sync;
mod views;
mod window;

use iced::keyboard;
use iced::{Element, Subscription, Task, Theme};

use crate::career::{ActiveDelve, Profile};
use crate::store::{FolderChoice, Home};

use super::focus::{self, Focus};
use super::keys::KeyPress;
use super::repaint::Repaint;
use super::route::Route;
use super::screen::Screen as _;
use super::screen::{Action, home};
use super::screens::{self as table, first, given_or, screens};
use super::settings::{AppSettings, ThemeChoice};
use super::widget::card;

use super::window::WindowChange;
pub use message::Message;
pub use screen::Screen;

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
    /// Why the profile could not be opened (what holds it, what to do), shown on Home.
    closed: Option<String>,
    /// A question waiting for the player's yes (replace a file, retire, abandon).
    confirm: Option<Confirm>,
    shortcuts: bool,
    /// Where the chosen data folder is remembered (`None`: nowhere, as in tests).
    choice: Option<FolderChoice>,
    /// Whether the system's colour scheme is dark (followed when the theme is "system").
    system_dark: bool,
    /// The theme forced by `MALICE_THEME` (light or dark), for screenshots.
    forced_theme: Option<ThemeChoice>,
    /// The zoom forced by `MALICE_ZOOM` (in percent), for screenshots.
    forced_zoom: Option<u16>,
    /// Today's date forced by `MALICE_TODAY` (or by a test), for today's delve.
    forced_today: Option<chrono::NaiveDate>,
    /// The instant and the time zone a test's machine reads today's date from (as another
    /// machine's clock, anywhere in the world, would give them).
    forced_clock: Option<(chrono::DateTime<chrono::Utc>, chrono::FixedOffset)>,
    rng: rand_chacha::ChaCha8Rng,
    /// Makes every update repaint the whole window (see [`Repaint`]).
    repaint: Repaint,
    /// Which control has the keyboard's ring (see [`super::focus`]).
    focus: Focus,
    /// What the arrow keys last chose on Home (kept while Home is not on show).
    home_chosen: home::Chosen,
    /// What is kept of the words typed in text boxes (see `drafts.rs`).
    drafts: drafts::Drafts,
    /// Whether this step put another screen on show (see [`App::show`]).
    arrival: bool,
    /// Where the window is and how big, in the screen's points, once it said (see
    /// `window.rs`); at first, where it was last time.
    window: Option<super::settings::WindowPlace>,
}

impl App {
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

    /// Whether the window's size and place are remembered from an earlier run.
    pub fn remembers_window(&self) -> bool {
        self.settings.window.is_some()
    }

    /// The window's style: the theme's, with the background nudged so that every update
    /// repaints the whole window (see `ui/repaint.rs`: the software renderer's damage
    /// tracking misses moved text).
    pub fn style(&self, theme: &Theme) -> iced::theme::Style {
        self.repaint.style(theme)
    }

    /// Asks the system whether its colour scheme is dark (the answer comes as `SystemDark`).
    pub fn ask_system_theme() -> Task<Message> {
        iced::system::theme().map(|mode| Message::SystemDark(mode == iced::theme::Mode::Dark))
    }

    /// Keys nobody else used, the system's colour scheme, clicks, files dropped on the window,
    /// and frames while something on screen animates (see also [`App::background`]).
    pub fn subscription(&self) -> Subscription<Message> {
        let keys =
            keyboard::listen().filter_map(|event| KeyPress::from_event(event).map(Message::Key));
        let scheme = iced::system::theme_changes()
            .map(|mode| Message::SystemDark(mode == iced::theme::Mode::Dark));
        let close = iced::window::close_requests().map(Message::Close);
        // A click hides the keyboard's ring (it comes back where it was on the next Tab); a
        // file dropped on the window is a match text to import.
        let pointer = iced::event::listen_with(|event, _, _| match event {
            iced::Event::Mouse(iced::mouse::Event::ButtonPressed(_)) => Some(Message::Pointer),
            iced::Event::Window(iced::window::Event::FileDropped(path)) => {
                Some(Message::ImportFrom(Some(path)))
            }
            // Where the window is and how big, to open it there next time.
            iced::Event::Window(iced::window::Event::Resized(size)) => {
                Some(Message::Window(WindowChange::Resized(size)))
            }
            iced::Event::Window(iced::window::Event::Moved(at)) => {
                Some(Message::Window(WindowChange::Moved(at)))
            }
            _ => None,
        });
        // A timed match's clocks tick only while one runs.
        let clock = self.clock_tick().map(|every| {
            iced::time::every(every)
                .map(|at| Message::Game(crate::ui::screen::game::Message::Time(at)))
        });
        let frames = self
            .animating()
            .then(|| iced::window::frames().map(Message::Frame));
        Subscription::batch(
            [keys, scheme, close, pointer]
                .into_iter()
                .chain(clock)
                .chain(frames),
        )
    }

    /// How often the clocks of the timed match on show need a tick, while one runs.
    pub fn clock_tick(&self) -> Option<std::time::Duration> {
        match &self.screen {
            Screen::Match(state) => state.clock_tick(),
            _ => None,
        }
    }

    /// What comes from outside the window's events: the system asking the app to stop, and
    /// a timer while words typed are not yet kept (see `drafts.rs`). Apart from
    /// [`App::subscription`], whose streams each end with the events they are given.
    pub fn background(&self) -> Subscription<Message> {
        Subscription::batch(std::iter::once(signals::stop_requests()).chain(self.draft_timer()))
    }

    /// Whether something on screen is being animated (a flip, a roll, an attribute's glow).
    pub fn animating(&self) -> bool {
        self.screen.animating()
    }

    /// The match on show, if a match is on show.
    pub fn open_match(&self) -> Option<&dyn crate::boards::session::MatchSession> {
        match &self.screen {
            Screen::Match(state) => Some(state.session()),
            Screen::Learn(state) => {
                Some(crate::boards::session::AsMatch::as_match(state.playing()))
            }
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

    /// Which control has the keyboard's focus (see [`super::focus`]).
    pub fn focus(&self) -> &Focus {
        &self.focus
    }

    /// The window: the banner, the shortcuts sheet when asked, and the screen on show.
    pub fn view(&self) -> Element<'_, Message> {
        card::show_faces(self.settings.faces);
        focus::show(self.focus.shown());
        let body = self.screen_view();
        focus::root(frame::frame(
            self.banner.as_deref(),
            self.confirm.as_ref(),
            self.shortcuts,
            body,
        ))
    }

    /// Carries out a message: the app's own, or a screen's, handed to that screen. A question
    /// that comes up takes the keyboard's ring on its yes (Enter says yes, Esc no).
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let asked = self.confirm.is_some();
        let banner_before = self.banner.clone();
        if let Screen::Home(state) = &self.screen {
            self.home_chosen = state.chosen.clone();
        }
        // Frames change no words: the boxes are looked at for every other message.
        let frame = matches!(message, Message::Frame(_));
        let typed = (!frame).then(|| self.before_message());
        let task = self.carry_out(message);
        let left = std::mem::take(&mut self.arrival);
        if let Some(typed) = typed {
            // The words typed are kept, at once if their screen went.
            self.after_message(typed, left);
        }
        if left {
            // A message about the screen left goes with it; one this very step gave stays.
            if self.banner.is_some() && self.banner == banner_before {
                self.banner = None;
            }
            return Task::batch([task, self.arrived()]);
        }
        if !asked && self.confirm.is_some() {
            self.focus.set(frame::YES, self.focus.shown().is_some());
        }
        task
    }

    /// Puts `screen` on show. When it is another screen than the one on show (another route),
    /// the step ends by arriving ([`App::arrived`]), and the words typed on the screen left are
    /// kept at once.
    pub(super) fn show(&mut self, screen: Screen) {
        if screen.route() != self.screen.route() {
            self.arrival = true;
        }
        self.screen = screen;
    }

    /// Another screen is on show: a question left unanswered goes (it was about the screen
    /// left), and the ring starts afresh, on the new screen's first control when the screen
    /// says so (the name field of a new adventurer, with its caret).
    fn arrived(&mut self) -> Task<Message> {
        self.confirm = None;
        let shown = self.focus.shown().is_some();
        self.focus.clear();
        match self.screen.first_control() {
            Some(stop) => {
                self.focus.set(stop.id.clone(), shown);
                focus::arrive(&stop)
            }
            None => Task::none(),
        }
    }

    fn carry_out(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Go(route) => self.go(route),
            Message::Dismiss => {
                self.banner = None;
                self.confirm = None;
                Task::none()
            }
            Message::Confirmed => match self.confirm.take() {
                Some(confirm) => self.update(*confirm.then),
                None => Task::none(),
            },
            Message::Overwrite(format, path) => {
                self.write_export(format, Some(path));
                Task::none()
            }
            Message::ToggleShortcuts => {
                self.toggle_shortcuts();
                Task::none()
            }
            Message::Key(key) => self.key(&key),
            Message::Pointer => {
                self.focus.hide();
                Task::none()
            }
            Message::Scrolled => Task::none(),
            Message::SystemDark(dark) => {
                self.system_dark = dark;
                Task::none()
            }
            Message::Frame(now) => {
                self.screen.tick(now);
                Task::none()
            }
            Message::ExportTo(format, path) => {
                self.export(format, path);
                Task::none()
            }
            Message::ExportClosed(format) => {
                self.export_closed(format);
                Task::none()
            }
            Message::MatchExportClosed => {
                self.banner =
                    Some("The match was not exported: the save dialog was closed.".into());
                Task::none()
            }
            Message::MatchTo(id, path) => {
                self.export_match(&id, path);
                Task::none()
            }
            Message::ImportFrom(path) => self.import_match(path),
            Message::Close(id) => {
                self.stop_work();
                self.keep_drafts();
                // Whether the window is maximised, then it is remembered and the app ends.
                iced::window::is_maximized(id)
                    .map(|maximized| Message::Window(WindowChange::Closing(maximized)))
            }
            Message::Stop => {
                self.stop_work();
                self.keep_drafts();
                // As the close button does: the window remembered, then the app ends.
                iced::window::latest().then(|id| match id {
                    Some(id) => iced::window::is_maximized(id)
                        .map(|maximized| Message::Window(WindowChange::Closing(maximized))),
                    None => iced::exit(),
                })
            }
            Message::KeepDrafts => {
                self.keep_drafts();
                Task::none()
            }
            Message::Window(change) => self.window_changed(change),
            // One of a screen's own messages, for its screen (the table of screens).
            message => self.screen_message(message),
        }
    }

    /// Shows the keyboard shortcuts sheet, or hides it (the `?` key, every screen's `?` button,
    /// the sheet's Close).
    pub(super) fn toggle_shortcuts(&mut self) {
        self.shortcuts = !self.shortcuts;
        if self.shortcuts && self.focus.shown().is_some() {
            self.focus.set(frame::CLOSE, true);
        }
    }

    /// Carries out what a screen asked after one of its messages: `wrap` makes the screen's
    /// messages the app's (for the work it runs), `ask` does what only the app can do.
    fn act<M, R>(
        &mut self,
        action: Action<M, R>,
        wrap: fn(M) -> Message,
        ask: fn(&mut App, R) -> Task<Message>,
    ) -> Task<Message>
    where
        M: Send + 'static,
    {
        match action {
            Action::None => Task::none(),
            Action::Go(route) => self.go(route),
            Action::Shortcuts => {
                self.toggle_shortcuts();
                Task::none()
            }
            Action::Run(work) => work.map(wrap),
            Action::Ask(request) => ask(self, request),
            Action::Focus(id) => self.focus_on(id),
        }
    }

    /// Puts the keyboard's focus on the control `id` (a screen asked): the ring shows there,
    /// a text field gets the caret, and it is scrolled into view.
    fn focus_on(&mut self, id: iced::widget::Id) -> Task<Message> {
        self.focus.set(id.clone(), true);
        focus::enter_field(id.clone()).chain(focus::reveal(id))
    }
}

/// Defines the app's dispatch to the screen on show from the table of screens: its view, and
/// its messages handed to it (see [`crate::ui::screens`]).
macro_rules! define_dispatch {
    ($(
        $(#[$doc:meta])*
        $name:ident $(($arg:ty))? => $state:ty, $variant:ident($message:ty)
            $(, open $open:expr)? $(, go $go:expr)?
            $(, ask $ask:expr)? $(, view $view:expr)? $(, idle $idle:expr)?;
    )*) => {
        impl App {
            /// Goes somewhere: the screen on show stops its work, and the route's screen is
            /// opened as the table says (its `open`, its `go`, or its state's default) and put
            /// on show.
            fn go(&mut self, route: Route) -> Task<Message> {
                self.stop_work();
                let screen = match route {
                    $( Route::$name $((first!(arg, $arg)))? => {
                        // Unused by a screen opened by its state's `Default`.
                        #[allow(unused_variables)]
                        let args = ($(first!(arg, $arg),)?);
                        given_or!($( return table::Opener::call($go, self, args) )?; {
                            let state = given_or!(
                                $( table::open($open, self, args) )?; Some(Default::default())
                            );
                            match state {
                                Some(state) => Screen::$name(state),
                                None => return Task::none(),
                            }
                        })
                    } )*
                };
                self.show(screen);
                Task::none()
            }

            /// The screen on show, drawn.
            fn screen_view(&self) -> Element<'_, Message> {
                match &self.screen {
                    $( Screen::$name(state) => {
                        given_or!($( ($view)(self, state) )?; state.view()).map(Message::$variant)
                    } )*
                }
            }

            /// Hands a screen's message to its screen (or to a stand-in for it, when the
            /// screen is not on show and the table names one), and carries out what it asks.
            /// The app's own messages are not for a screen: they do nothing here.
            fn screen_message(&mut self, message: Message) -> Task<Message> {
                match message {
                    $( Message::$variant(message) => {
                        let action = match &mut self.screen {
                            Screen::$name(state) => state.update(message),
                            _ => given_or!(
                                $( ($idle)(self).update(message) )?; return Task::none()
                            ),
                        };
                        self.act(action, Message::$variant, given_or!($($ask)?; no_request))
                    } )*
                    _ => Task::none(),
                }
            }
        }
    };
}

screens!(define_dispatch);

/// The requests of a screen that asks for nothing.
fn no_request(_: &mut App, nothing: super::screen::Nothing) -> Task<Message> {
    match nothing {}
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}
