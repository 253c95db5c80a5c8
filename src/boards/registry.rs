//! Every board game, registered once: one line each at the bottom of this file names the game
//! and its type. From that line come the game's [`GameKind`] (what a saved match, a route and
//! the command line name it by), its place in [`GameKind::ALL`], what players are told about
//! it ([`GameKind::about`]) and the way to reach its type from a kind chosen at run time
//! ([`GameKind::visit`]): the command line, the profile and the app all read the games from
//! here.
//!
//! A caller that needs a game's type (to build its match, to draw its board) writes a
//! [`Visitor`] with one generic [`Visit`] implementation, bounded by what it needs of the game
//! (the app asks for its board drawing); [`GameKind::visit`] calls it with the right type, and
//! the compiler checks that every registered game has what the visitor asks for.

use super::about::About;
use super::ai::Tuning;

/// A game the registry holds: its rules, how the computer plays it, its kind and what players
/// are told about it. Implemented by the registry's list, never by hand.
pub trait Registered: Tuning {
    /// The game's kind.
    const KIND: GameKind;
    /// What players are told about it.
    const ABOUT: &'static About;
}

/// Something to do with a game whose type is chosen at run time, through
/// [`GameKind::visit`]; it does it in a [`Visit`] implementation.
pub trait Visitor {
    /// What it gives back, whatever the game.
    type Output;
}

/// A [`Visitor`]'s work for game `G`.
pub trait Visit<G>: Visitor {
    /// Does the work with the game's type.
    fn visit(self) -> Self::Output;
}

/// The registry: every game's kind and type, in the order they are shown.
macro_rules! register {
    ($($(#[$doc:meta])* $kind:ident => $game:ty, $about:expr;)*) => {
        /// One of the board games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameKind {
            $($(#[$doc])* $kind,)*
        }

        impl GameKind {
            /// Every game, in the order they are shown.
            pub const ALL: [GameKind; [$(GameKind::$kind),*].len()] = [$(GameKind::$kind),*];

            /// Does a visitor's work with this game's type.
            pub fn visit<V: VisitEvery>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$kind => Visit::<$game>::visit(visitor),)*
                }
            }

            /// What players are told about the game.
            pub fn about(self) -> &'static About {
                match self {
                    $(GameKind::$kind => <$game as Registered>::ABOUT,)*
                }
            }

            /// The short stable name used in files and on the command line
            /// ([`Game::ID`](super::game::Game::ID)).
            pub fn id(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$game as super::game::Game>::ID,)*
                }
            }

            /// One line on how moves are written
            /// ([`Game::MOVE_HELP`](super::game::Game::MOVE_HELP)).
            pub fn move_help(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$game as super::game::Game>::MOVE_HELP,)*
                }
            }
        }

        /// A [`Visitor`] that can work with every registered game.
        pub trait VisitEvery: Visitor $(+ Visit<$game>)* {}

        impl<V: Visitor $(+ Visit<$game>)*> VisitEvery for V {}

        $(
            impl Registered for $game {
                const KIND: GameKind = GameKind::$kind;
                const ABOUT: &'static About = &$about;
            }
        )*
    };
}

impl GameKind {
    /// The game from its short name.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// The game's name, for people.
    pub fn name(self) -> &'static str {
        self.about().name
    }
}

register! {
    /// Malice, the pyramid game with teleports.
    Malice => super::pyramids::Pyramids, super::pyramids::ABOUT;
    /// Martian Chess, for two or four.
    MartianChess => super::martian_chess::MartianChess, super::martian_chess::ABOUT;
    /// Malaka, a race with dice.
    Malaka => super::malaka::Malaka, super::malaka::ABOUT;
    /// Malawi, rings on a 6×6 board.
    Malawi => super::malawi::Malawi, super::malawi::ABOUT;
}
