//! Keys: each is looked up in the one keymap, and the command it gives goes to the keyboard
//! sheet, then to the screen on show, then to the app.

use iced::Task;

use crate::ui::keymap::{self, Command};
use crate::ui::keys::KeyPress;
use crate::ui::route::{Format, Route};
use crate::ui::screen::journal;

use super::{App, Message, Screen};

impl App {
    /// A key nobody else used: its command on the screen on show, if it has one there.
    pub(super) fn key(&mut self, key: &KeyPress) -> Task<Message> {
        match keymap::command(key, self.screen.place()) {
            Some(command) => self.command(command),
            None => Task::none(),
        }
    }

    /// Carries out a command of the keymap: `?` and Esc on the sheet first; then the screen
    /// on show, if it takes the command; else the app's own (Esc back to Home, Ctrl+E and
    /// Ctrl+F on the journal of the adventurer on screen).
    fn command(&mut self, command: Command) -> Task<Message> {
        match command {
            Command::Shortcuts => {
                self.toggle_shortcuts();
                return Task::none();
            }
            Command::Back if self.shortcuts => {
                self.toggle_shortcuts();
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
            Command::Export if self.journal_owner().is_some() => self.ask_export(Format::Markdown),
            Command::Search => match self.journal_owner() {
                Some(id) => {
                    let shown = self.go(Route::Journal(id));
                    Task::batch([shown, journal::focus_search()])
                }
                None => Task::none(),
            },
            _ => Task::none(),
        }
    }
}
