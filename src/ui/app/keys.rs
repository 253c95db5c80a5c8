//! Keys: each is looked up in the one keymap; the command it gives goes to the keyboard's
//! focus (Tab, the arrows), to a question waiting for a yes, to the keyboard sheet, then to
//! the screen on show, then to the app.

use iced::Task;
use iced::keyboard::key::Named;

use crate::ui::focus::{self, Arrow, Dir, Kind};
use crate::ui::keymap::{self, Command, Zoom};
use crate::ui::keys::KeyPress;
use crate::ui::route::Route;
use crate::ui::screen::journal;
use crate::ui::settings::ThemeChoice;

use super::{App, Message, Screen};

impl App {
    /// A key nobody else used: its command on the screen on show, if it has one there.
    /// Enter and Space on a board with the ring act at its square cursor; Enter on a question
    /// says yes.
    pub(super) fn key(&mut self, key: &KeyPress) -> Task<Message> {
        let chain = focus::chain();
        let on_cursor = self
            .focus
            .shown()
            .and_then(|_| self.focus.current(&chain))
            .is_some_and(|stop| stop.kind == Kind::Cursor);
        if key.is(Named::Enter) && self.confirm.is_some() {
            return self.update(Message::Confirmed);
        }
        if on_cursor && (key.is(Named::Enter) || key.is(Named::Space)) {
            return self.command(Command::Pick);
        }
        match keymap::command(key, self.screen.place()) {
            Some(command) => self.command(command),
            None => Task::none(),
        }
    }

    /// Carries out a command of the keymap: the focus's own (Tab, the arrows where the ring
    /// is on a list or a board); `?` and Esc on the sheet and on a question first; then the
    /// screen on show, if it takes the command; else the app's own (Esc back to Home, the
    /// journal's export and search, the theme, the zoom).
    fn command(&mut self, command: Command) -> Task<Message> {
        match command {
            Command::Tab(back) => {
                return match self.focus.step(&focus::chain(), back) {
                    Some(stop) => focus::arrive(&stop),
                    None => Task::none(),
                };
            }
            // Over the sheet, ↑ ↓ scroll it.
            Command::Arrow(dir @ (Dir::Up | Dir::Down)) if self.shortcuts => {
                return self.scroll(focus::Step::Line(dir == Dir::Up));
            }
            Command::Arrow(dir) => match self.focus.arrow(&focus::chain(), dir) {
                Arrow::Moved(stop) => return focus::arrive(&stop),
                Arrow::Cursor => return self.screen_only(Command::Cursor(dir)),
                // ↑ ↓ that move nothing on the screen scroll its page a line.
                Arrow::Pass if matches!(dir, Dir::Up | Dir::Down) => {
                    if let Some(message) = self.screen.command(&command) {
                        return self.update(message);
                    }
                    return self.scroll(focus::Step::Line(dir == Dir::Up));
                }
                Arrow::Pass => {}
            },
            Command::Scroll(step) => return self.scroll(step),
            Command::Shortcuts => {
                self.toggle_shortcuts();
                return Task::none();
            }
            Command::Back if self.confirm.is_some() => {
                self.confirm = None;
                return Task::none();
            }
            Command::Back if self.shortcuts => {
                self.toggle_shortcuts();
                return Task::none();
            }
            // Esc puts away a message before it leaves the screen, as OK does.
            Command::Back if self.banner.is_some() => {
                self.banner = None;
                return Task::none();
            }
            _ => {}
        }
        if let Some(message) = self.screen.command(&command) {
            return self.update(message);
        }
        match command {
            // Back to Home (from the table too: the delve is saved after every answer).
            Command::Back if !matches!(self.screen, Screen::Home(_)) => self.go(Route::Home),
            Command::Export(format) if self.journal_owner().is_some() => self.ask_export(format),
            Command::Search => match self.journal_owner() {
                Some(id) => {
                    let shown = self.go(Route::Journal(id));
                    Task::batch([shown, journal::focus_search()])
                }
                None => Task::none(),
            },
            Command::Theme => {
                self.switch_theme();
                Task::none()
            }
            Command::Zoom(zoom) => {
                self.zoom(zoom);
                Task::none()
            }
            _ => Task::none(),
        }
    }

    /// Scrolls the page on show (the sheet, when it is over the screen) by `step`, then
    /// updates once more ([`Message::Scrolled`]) so that the window is drawn whole.
    fn scroll(&self, step: focus::Step) -> Task<Message> {
        let near = self.focus.at().cloned().filter(|_| !self.shortcuts);
        focus::scroll_page(step, near, self.shortcuts).chain(Task::done(Message::Scrolled))
    }

    /// A command only the screen can take (the board's cursor): nothing if it does not.
    fn screen_only(&mut self, command: Command) -> Task<Message> {
        match self.screen.command(&command) {
            Some(message) => self.update(message),
            None => Task::none(),
        }
    }

    /// Light to dark, dark to light (from "follow the system": away from what it shows now);
    /// kept in the settings.
    fn switch_theme(&mut self) {
        let dark = self
            .theme()
            .is_some_and(|theme| theme.extended_palette().is_dark);
        self.forced_theme = None;
        self.settings.theme = if dark {
            ThemeChoice::Light
        } else {
            ThemeChoice::Dark
        };
        self.settings_changed();
    }

    /// Makes everything bigger or smaller, in the steps Settings offers; kept in the
    /// settings.
    fn zoom(&mut self, zoom: Zoom) {
        self.settings.zoom = match zoom {
            Zoom::In => crate::ui::settings::zoom_step(self.settings.zoom, 1),
            Zoom::Out => crate::ui::settings::zoom_step(self.settings.zoom, -1),
            Zoom::Reset => 100,
        };
        self.settings_changed();
    }

    /// The settings changed outside the settings screen: saved, and shown there if it is on
    /// show.
    fn settings_changed(&mut self) {
        let settings = self.settings.clone();
        if let Screen::Settings(state) = &mut self.screen {
            state.settings = settings.clone();
        }
        let _ = self.settings_request(crate::ui::screen::settings::Request::Save(settings));
    }
}
