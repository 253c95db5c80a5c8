//! Every screen, once: the table of screens. A screen is its own file (a state type that
//! implements [`Screen`](crate::ui::screen::Screen), with a `view`) plus one entry here. From
//! the table follow the [`Route`](crate::ui::Route) that leads to the screen, the keymap's
//! [`ScreenKind`](crate::ui::keymap::ScreenKind) (where its keys hold), the app's
//! [`Screen`](crate::ui::Screen) variant that holds its state, the app's
//! [`Message`](crate::ui::Message) variant that carries its messages, and the app's dispatch of
//! them: the screen's view, its messages, its keys, its animation. How the app builds the
//! screen from the profile stays the app's (`App::go`, one arm per route: the compiler asks
//! for it).
//!
//! An entry reads
//!
//! ```text
//! /// What the screen is (the doc of its route, its kind and its variant).
//! Name(RouteArgument) => StateType, MessageVariant(MessageType)
//!     , ask App::requests   (what the app does for its requests; without it: it asks nothing)
//!     , view App::viewer    (its view, when it reads the profile or the settings; without
//!                            it: `state.view()`)
//!     , idle App::stand_in; (a state its messages go to when it is not on show, as a
//!                            confirmation's yes asked on another screen; without it they
//!                            are dropped)
//! ```
//!
//! The names are resolved where the table is read: the types in `ui/app/screen.rs` and
//! `ui/app/message.rs`, where `screen` is `crate::ui::screen` (so a new screen's module needs
//! no import anywhere), the route's arguments in `ui/route.rs`, the app's functions in
//! `ui/app.rs`.

/// The table of screens: calls the macro `$then!` with every entry (see the module's
/// documentation).
macro_rules! screens {
    ($then:ident) => {
        $then! {
            /// Home: the roster, the delve in progress, the way to everything else.
            Home => screen::home::State, Home(screen::home::Message),
                ask App::home_request, view App::home_view, idle App::home_idle;
            /// Rolling a new adventurer.
            NewAdventurer => screen::new_adventurer::State,
                NewAdventurer(screen::new_adventurer::Message),
                ask App::new_adventurer_request;
            /// The delve table (the delve in progress).
            Table => Box<screen::table::Table>, Table(screen::table::Message),
                ask App::table_request;
            /// One adventurer's journal.
            Journal(RecordId) => screen::journal::State, Journal(screen::journal::Message),
                ask App::journal_request;
            /// One adventurer's career.
            Career(RecordId) => screen::career::State, Career(screen::career::Message);
            /// The hall of fame.
            Fame => screen::career::Fame, Fame(screen::career::Message);
            /// Today's delve: the day's deal, the days played, deal codes and races.
            Daily => Box<screen::daily::State>, Daily(screen::daily::Message),
                ask App::daily_request;
            /// How to play: the rules and every card.
            Rules => screen::rules::Rules, Rules(screen::rules::Message),
                view App::rules_view;
            /// Settings.
            Settings => screen::settings::State, Settings(screen::settings::Message),
                ask App::settings_request, view App::settings_view, idle App::settings_idle;
            /// About Malice: the credits of the cards and fonts.
            About => screen::about::About, About(screen::rules::Message);
            /// The new-match form, open on a game.
            NewMatch(GameKind) => screen::game::form::Form, Form(screen::game::form::Message),
                ask App::form_request;
            /// A saved match, to continue it (or look at it again).
            Match(RecordId) => Box<screen::game::Match>, Game(screen::game::Message),
                ask App::match_request;
            /// A game's history.
            MatchHistory(GameKind) => screen::game::history::History,
                History(screen::game::history::Message),
                ask App::history_request;
            /// A game's Learn path, at its first lesson not yet done.
            Learn(GameKind) => Box<screen::game::learn::Learn>,
                Learn(screen::game::learn::Message),
                ask App::learn_request;
        }
    };
}
pub(crate) use screens;

/// `given_or!(given; default)`: what an entry of the table gives (an optional clause, passed
/// as `$($clause)?`), or else the default.
macro_rules! given_or {
    (; $($default:tt)*) => {
        $($default)*
    };
    ($given:expr; $($default:tt)*) => {
        $given
    };
}
pub(crate) use given_or;
