//! Every screen, once: the table of screens. A screen is its own file (a state type that
//! implements [`Screen`](crate::ui::screen::Screen), with a `view`) plus one entry here. From
//! the table follow the [`Route`](crate::ui::Route) that leads to the screen, the keymap's
//! [`ScreenKind`](crate::ui::keymap::ScreenKind) (where its keys hold), the app's
//! [`Screen`](crate::ui::Screen) variant that holds its state, the app's
//! [`Message`](crate::ui::Message) variant that carries its messages, and the app's dispatch of
//! them: how the app opens the screen when its route is asked for (`App::go`), its view, its
//! messages, its keys, its animation.
//!
//! An entry reads
//!
//! ```text
//! /// What the screen is (the doc of its route, its kind and its variant).
//! Name(RouteArgument) => StateType, MessageVariant(MessageType)
//!     , open App::opener    (how the app builds its state, given the route's argument if it
//!                            has one: the state, or `None` to stay where it is; without it:
//!                            the state's `Default`)
//!     , go App::goer        (instead of `open`: the app opens it all itself, given the
//!                            route's argument, and gives the work that follows)
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
                open App::home_state, ask App::home_request, view App::home_view,
                idle App::home_idle;
            /// Rolling a new adventurer.
            NewAdventurer => screen::new_adventurer::State,
                NewAdventurer(screen::new_adventurer::Message),
                open App::new_adventurer_state, ask App::new_adventurer_request;
            /// The delve table (the delve in progress).
            Table => Box<screen::table::Table>, Table(screen::table::Message),
                go App::resume, ask App::table_request;
            /// One adventurer's journal.
            Journal(RecordId) => screen::journal::State, Journal(screen::journal::Message),
                open App::journal_screen, ask App::journal_request;
            /// One adventurer's career.
            Career(RecordId) => screen::career::State, Career(screen::career::Message),
                open App::career_screen;
            /// The hall of fame.
            Fame => screen::career::Fame, Fame(screen::career::Message),
                open App::fame_screen;
            /// Today's delve: the day's deal, the days played, deal codes and races.
            Daily => Box<screen::daily::State>, Daily(screen::daily::Message),
                open App::daily_opened, ask App::daily_request;
            /// How to play: the rules and every card.
            Rules => screen::rules::Rules, Rules(screen::rules::Message),
                open App::rules_screen, view App::rules_view;
            /// Settings.
            Settings => screen::settings::State, Settings(screen::settings::Message),
                open App::settings_screen, ask App::settings_request, view App::settings_view,
                idle App::settings_idle;
            /// About Malice: the credits of the cards and fonts.
            About => screen::about::About, About(screen::rules::Message),
                open App::about_screen;
            /// The new-match form, open on a game.
            NewMatch(GameKind) => screen::game::form::Form, Form(screen::game::form::Message),
                open App::match_form, ask App::form_request;
            /// A saved match, to continue it (or look at it again).
            Match(RecordId) => Box<screen::game::Match>, Game(screen::game::Message),
                go App::continue_match, ask App::match_request;
            /// A game's history.
            MatchHistory(GameKind) => screen::game::history::History,
                History(screen::game::history::Message),
                open App::history_screen, ask App::history_request;
            /// A game's Learn path, at its first lesson not yet done.
            Learn(GameKind) => Box<screen::game::learn::Learn>,
                Learn(screen::game::learn::Message),
                go App::learn, ask App::learn_request;
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

/// `first!(token, ...)`: the first token alone. Lets a macro reading the table write a name of
/// its own where a route has an argument (`Route::Journal(first!(arg, $arg))`).
macro_rules! first {
    ($first:tt, $($rest:tt)*) => {
        $first
    };
}
pub(crate) use first;

/// An opener of the table (`open`, `go`): a function of the app, and of the route's argument
/// if the route has one, called with that argument as a tuple (`()` or `(argument,)`).
/// Implemented for every such function: call it by its path, never import it.
pub(crate) trait Opener<App, Args, Gives> {
    /// Calls the opener.
    fn call(self, app: &mut App, args: Args) -> Gives;
}

impl<App, Gives, F: FnOnce(&mut App) -> Gives> Opener<App, (), Gives> for F {
    fn call(self, app: &mut App, (): ()) -> Gives {
        self(app)
    }
}

impl<App, Arg, Gives, F: FnOnce(&mut App, Arg) -> Gives> Opener<App, (Arg,), Gives> for F {
    fn call(self, app: &mut App, (arg,): (Arg,)) -> Gives {
        self(app, arg)
    }
}

/// What an `open` clause gives: the state to show, or (`None`) nothing to show. Implemented
/// for every type: call it by its path, never import it.
pub(crate) trait Shown<State> {
    /// The state to show, if any.
    fn to_show(self) -> Option<State>;
}

impl<State> Shown<State> for State {
    fn to_show(self) -> Option<State> {
        Some(self)
    }
}

impl<State> Shown<State> for Option<State> {
    fn to_show(self) -> Option<State> {
        self
    }
}

/// Calls an `open` clause's opener with the route's argument: the state to show, if any.
pub(crate) fn open<App, Args, Gives: Shown<State>, State>(
    opener: impl Opener<App, Args, Gives>,
    app: &mut App,
    args: Args,
) -> Option<State> {
    Shown::to_show(Opener::call(opener, app, args))
}
