//! What the new-match form holds of a seat ([`Sit`]), sends ([`Message`]) and asks of the app
//! ([`Request`]).

use std::time::Duration;

use crate::boards::about::Value;
use crate::boards::ai::Player;
use crate::boards::registry::GameKind;
use crate::boards::session::{FRIEND, Recipe, Sitter, TimeControl, YOU};
use crate::ui::route::Route;
use crate::ui::screen;

/// Who sits in a seat, as the form holds it.
#[derive(Clone, Debug, PartialEq)]
pub enum Sit {
    /// You.
    You,
    /// A friend at the same screen, by name.
    Friend(String),
    /// The computer at a level.
    Level(u8),
    /// The computer with this many seconds a move.
    Seconds(u32),
}

impl Sit {
    /// The seat for a live match.
    pub fn sitter(&self) -> Sitter {
        match self {
            Sit::You => Sitter::Person(YOU.into()),
            Sit::Friend(name) if name.trim().is_empty() => Sitter::Friend(FRIEND.into()),
            Sit::Friend(name) => Sitter::Friend(name.trim().to_owned()),
            Sit::Level(level) => Sitter::Computer(Player::Level(*level)),
            Sit::Seconds(s) => {
                Sitter::Computer(Player::Timed(Duration::from_secs(u64::from(*s).max(1))))
            }
        }
    }
}

/// What the form sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Choose the game.
    Game(GameKind),
    /// Set a rule option.
    Set(&'static str, Value),
    /// Who sits in a seat.
    Sit(usize, Sit),
    /// A friend's name in a seat.
    Name(usize, String),
    /// Change who moves first.
    Swap,
    /// A start position typed (optional).
    Position(String),
    /// Time the match for people at one screen (`None`: no clocks).
    Time(Option<TimeControl>),
    /// Show or hide how to play.
    Help,
    /// Start the match.
    Start,
}

crate::ui::screen::navigate!(Message);

/// What the form asks of the app after one of its messages.
pub type Action = screen::Action<Message, Request>;

/// What only the app can do for the form.
#[derive(Debug)]
pub enum Request {
    /// Start this match (and keep it in the profile).
    Start(Recipe),
}
