//! The screen on show: each variant holds that screen's own state. The app asks it where it
//! leads, where the keymap's keys hold, which of them it takes, and whether it moves.

use iced::time::Instant;

use crate::ui::focus;
use crate::ui::keymap::{Command, ScreenKind};
use crate::ui::route::Route;
use crate::ui::screen::Screen as _;
use crate::ui::screen::game::{self, form, history, learn};
use crate::ui::screen::{career, daily, home, journal, new_adventurer, rules, settings, table};

use super::message::Message;

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
    /// Today's delve: the Daily page (or a race on it).
    Daily(Box<daily::State>),
    /// How to play: the rules and every card.
    Rules(rules::Rules),
    /// About Malice.
    About,
    /// Settings: the settings, the data folder being typed and what became of the last change.
    Settings(settings::State),
    /// A board-game match.
    Match(Box<game::Match>),
    /// The new-match form.
    NewMatch(form::Form),
    /// A game's history.
    History(history::History),
    /// A game's Learn path.
    Learn(Box<learn::Learn>),
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
            Screen::Daily(_) => Route::Daily,
            Screen::Rules(_) => Route::Rules,
            Screen::About => Route::About,
            Screen::Settings(_) => Route::Settings,
            Screen::Match(state) => Route::Match(state.open().id.clone()),
            Screen::NewMatch(state) => Route::NewMatch(state.kind()),
            Screen::History(state) => Route::MatchHistory(state.history.game),
            Screen::Learn(state) => Route::Learn(state.kind()),
        }
    }

    /// Where the keymap's keys hold: which screen this is.
    pub fn place(&self) -> ScreenKind {
        match self {
            Screen::Home(_) => ScreenKind::Home,
            Screen::NewAdventurer(_) => ScreenKind::NewAdventurer,
            Screen::Table(_) => ScreenKind::Table,
            Screen::Journal(_) => ScreenKind::Journal,
            Screen::Career(_) => ScreenKind::Career,
            Screen::Fame(_) => ScreenKind::Fame,
            Screen::Daily(_) => ScreenKind::Daily,
            Screen::Rules(_) => ScreenKind::Rules,
            Screen::About => ScreenKind::About,
            Screen::Settings(_) => ScreenKind::Settings,
            Screen::Match(_) => ScreenKind::Match,
            Screen::NewMatch(_) => ScreenKind::NewMatch,
            Screen::History(_) => ScreenKind::History,
            // A lesson is played on the match screen's board, with its keys.
            Screen::Learn(_) => ScreenKind::Match,
        }
    }

    /// Where the keyboard's ring goes when this screen comes on show, if somewhere: the name
    /// field of a new adventurer (with its caret).
    pub(super) fn first_control(&self) -> Option<focus::Stop> {
        match self {
            Screen::NewAdventurer(_) => Some(new_adventurer::name_field()),
            _ => None,
        }
    }

    /// The message a command of the keymap sends to this screen, if the screen takes it.
    pub(super) fn command(&self, command: &Command) -> Option<Message> {
        match self {
            Screen::Home(state) => state.command(command).map(Message::Home),
            Screen::NewAdventurer(state) => state.command(command).map(Message::NewAdventurer),
            Screen::Rules(state) => state.command(command).map(Message::Rules),
            Screen::Table(table) => table.command(command).map(Message::Table),
            Screen::Journal(state) => state.command(command).map(Message::Journal),
            Screen::Match(state) => state.command(command).map(Message::Game),
            Screen::Learn(state) => state.command(command).map(Message::Learn),
            _ => None,
        }
    }

    /// Whether something on the screen is being animated (a flip, a roll, a glow, a slide).
    pub(super) fn animating(&self) -> bool {
        match self {
            Screen::Table(table) => table.animating(),
            Screen::NewAdventurer(state) => state.animating(),
            Screen::Match(state) => state.animating(),
            Screen::Learn(state) => state.animating(),
            _ => false,
        }
    }

    /// Moves the screen's animations on to the frame drawn at `now`.
    pub(super) fn tick(&mut self, now: Instant) {
        match self {
            Screen::Table(table) => table.tick(now),
            Screen::NewAdventurer(state) => state.tick(now),
            Screen::Match(state) => state.tick(now),
            Screen::Learn(state) => state.tick(now),
            _ => {}
        }
    }
}
