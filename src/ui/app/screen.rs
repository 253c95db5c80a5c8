//! The screen on show, and the app's dispatch to it, read from the table of screens
//! ([`crate::ui::screens`]): each variant holds that screen's own state. The app asks it where
//! it leads, where the keymap's keys hold, which of them it takes, whether it moves, how it
//! looks, and hands it its messages.

use iced::time::Instant;

use crate::ui::focus;
use crate::ui::keymap::{Command, ScreenKind};
use crate::ui::route::Route;
use crate::ui::screen;
use crate::ui::screen::Screen as _;
use crate::ui::screens::screens;

use super::message::Message;

/// Defines the app's [`Screen`] and its dispatch from the table of screens.
macro_rules! define_screen {
    ($(
        $(#[$doc:meta])*
        $name:ident $(($arg:ty))? => $state:ty, $variant:ident($message:ty)
            $(, $clause:ident $value:expr)*;
    )*) => {
        /// The screen on show, with its own state.
        #[derive(Debug)]
        pub enum Screen {
            $( $(#[$doc])* $name($state), )*
        }

        impl Screen {
            /// The route that leads here.
            pub fn route(&self) -> Route {
                match self {
                    $( Screen::$name(state) => state.route(), )*
                }
            }

            /// Where the keymap's keys hold: which screen this is.
            pub fn place(&self) -> ScreenKind {
                match self {
                    $( Screen::$name(_) => ScreenKind::$name, )*
                }
            }

            /// Where the keyboard's ring goes when this screen comes on show, if somewhere
            /// (the name field of a new adventurer, with its caret).
            pub(super) fn first_control(&self) -> Option<focus::Stop> {
                match self {
                    $( Screen::$name(state) => state.first_control(), )*
                }
            }

            /// The message a command of the keymap sends to this screen, if the screen takes
            /// it.
            pub(super) fn command(&self, command: &Command) -> Option<Message> {
                match self {
                    $( Screen::$name(state) => state.command(command).map(Message::$variant), )*
                }
            }

            /// Whether something on the screen is being animated (a flip, a roll, a glow, a
            /// slide).
            pub(super) fn animating(&self) -> bool {
                match self {
                    $( Screen::$name(state) => state.animating(), )*
                }
            }

            /// Moves the screen's animations on to the frame drawn at `now`.
            pub(super) fn tick(&mut self, now: Instant) {
                match self {
                    $( Screen::$name(state) => state.tick(now), )*
                }
            }
        }

    };
}

screens!(define_screen);
