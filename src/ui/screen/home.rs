//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

mod roster;
pub mod today;
mod welcome;

use iced::widget::{button, column, responsive, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::boards::registry::GameKind;
use crate::career::{AdventurerRecord, CorpseCard, Fate, Profile};
use crate::store::RecordId;
use crate::ui::focus::{self, Dir};
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::screen::game::tiles;
use crate::ui::theme::{SERIF, size, style};

use welcome::{Scale, Ways, sized_link, welcome};

/// What Home sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Try to open the profile again (after it was locked).
    Retry,
    /// Start a delve for this adventurer.
    Start(RecordId),
    /// Continue the delve in progress.
    Continue,
    /// Ask whether to retire this adventurer.
    AskRetire(RecordId),
    /// Retire this adventurer (the player said yes).
    Retire(RecordId),
    /// Ask whether to abandon this adventurer's delve in progress.
    AskAbandon(RecordId),
    /// Abandon it (the player said yes).
    Abandon(RecordId),
    /// From the board games' section.
    Games(tiles::Message),
    /// ← → choose the adventurer (or, once ↓ went down to them, the game) before or after;
    /// ↑ and ↓ go between the roster and the board games.
    Choose(Dir),
    /// Choose this adventurer (a click on their name).
    ChooseAdventurer(RecordId),
    /// Start or continue the delve of the adventurer chosen (Enter); once ↓ went down to the
    /// board games, continue the chosen game's match left unfinished (a quick match if none).
    Enter,
    /// A quick match of the game chosen (Q).
    QuickChosen,
    /// Play today's delve (the try on record, or practice after it).
    PlayToday,
    /// Open this page of the adventurer chosen (C, J).
    OpenChosen(Page),
}

/// A page of an adventurer's that a key opens from Home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// Their career: runs, attributes, deaths.
    Career,
    /// Their journal.
    Journal,
}

/// What only the app can do for Home: each needs the profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Open the profile again (after it was locked).
    Retry,
    /// Start a delve for this adventurer.
    Start(RecordId),
    /// Continue the delve in progress.
    Continue,
    /// Ask whether to retire this adventurer.
    AskRetire(RecordId),
    /// Retire this adventurer.
    Retire(RecordId),
    /// Ask whether to abandon this adventurer's delve in progress.
    AskAbandon(RecordId),
    /// Abandon it.
    Abandon(RecordId),
    /// Start a quick match of this game.
    Quick(GameKind),
    /// Choose the adventurer before (`true`) or after the one chosen, in the roster's order
    /// (the game, when there is nobody to choose), and scroll their card into view.
    Choose(bool),
    /// Start or continue the delve of this adventurer (`None`: the one in progress).
    Enter(Option<RecordId>),
    /// Start today's delve.
    PlayToday,
    /// Open this page of this adventurer (`None`: the first of the roster, the one in the
    /// dungeon if any).
    OpenChosen(Option<RecordId>, Page),
}

/// What Home asks of the app after a message.
pub type Action = super::Action<Message, Request>;

/// Home's own state: the board games' section, the corpse pile and what the keys chose (the
/// rest is the profile as it is).
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The board games' tiles and the matches not yet finished.
    pub games: tiles::Tiles,
    /// The corpse pile's cards, with whose they were.
    pub pile: Vec<CorpseCard>,
    /// The adventurer and the game chosen with the arrow keys.
    pub chosen: Chosen,
    /// Today's delve, as it stands in the profile.
    pub today: Option<today::Today>,
}

/// What the arrow keys chose on Home: Enter delves with the adventurer (or, on the games,
/// continues the game's unfinished match), Q and M play the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The adventurer (`None`: the first of the roster, the one in the dungeon if any).
    pub adventurer: Option<RecordId>,
    /// The game's place in [`GameKind::ALL`].
    pub game: usize,
    /// Whether ← → choose among the board games (↓ went down to them) rather than the roster.
    pub on_games: bool,
}

impl Chosen {
    /// The game chosen.
    pub fn game(&self) -> GameKind {
        GameKind::ALL[self.game.min(GameKind::ALL.len() - 1)]
    }

    /// Chooses the game before (`back`) or after the one chosen, stopping at the ends.
    pub fn step_game(&mut self, back: bool) {
        let last = GameKind::ALL.len() - 1;
        let game = self.game.min(last);
        self.game = if back {
            game.saturating_sub(1)
        } else {
            (game + 1).min(last)
        };
    }

    /// The adventurer chosen: the one picked with the keys if still in the roster, else the
    /// first of the roster (the one whose delve is in progress, else the newest alive).
    pub fn adventurer(&self, profile: &Profile) -> Option<RecordId> {
        if let Some(id) = &self.adventurer
            && profile.adventurer(id).is_some()
        {
            return Some(id.clone());
        }
        roster_order(profile).first().map(|(id, _)| (*id).clone())
    }
}

/// The id of an adventurer's character card, to scroll it into view when ← → choose them.
pub fn card_id(id: &RecordId) -> iced::widget::Id {
    iced::widget::Id::from(format!("roster.card.{id}"))
}

/// The roster in the order Home shows it: the delve in progress first, then the living,
/// newest first, then the dead and the retired.
pub fn roster_order(profile: &Profile) -> Vec<(&RecordId, &AdventurerRecord)> {
    let mut all: Vec<(&RecordId, &AdventurerRecord)> = profile.adventurers().collect();
    all.sort_by_key(|(_, a)| {
        (
            a.delve_in_progress.is_none(),
            a.fate != Fate::Alive,
            std::cmp::Reverse(a.created),
        )
    });
    all
}

impl Screen for State {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::Home
    }

    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) | Message::Games(tiles::Message::Go(route)) => Action::Go(route),
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::Retry => Action::Ask(Request::Retry),
            Message::Start(id) => Action::Ask(Request::Start(id)),
            Message::Continue => Action::Ask(Request::Continue),
            Message::AskRetire(id) => Action::Ask(Request::AskRetire(id)),
            Message::Retire(id) => Action::Ask(Request::Retire(id)),
            Message::AskAbandon(id) => Action::Ask(Request::AskAbandon(id)),
            Message::Abandon(id) => Action::Ask(Request::Abandon(id)),
            Message::Games(tiles::Message::Quick(kind)) => Action::Ask(Request::Quick(kind)),
            Message::Choose(Dir::Up) => {
                self.chosen.on_games = false;
                Action::None
            }
            Message::Choose(Dir::Down) => {
                self.chosen.on_games = true;
                Action::None
            }
            Message::Choose(dir) if self.chosen.on_games => {
                self.chosen.step_game(dir == Dir::Left);
                Action::None
            }
            Message::Choose(dir) => Action::Ask(Request::Choose(dir == Dir::Left)),
            Message::ChooseAdventurer(id) => {
                self.chosen.adventurer = Some(id);
                Action::None
            }
            // (The tiles list the unfinished matches newest first.)
            Message::Enter if self.chosen.on_games => {
                let kind = self.chosen.game();
                match self.games.unfinished.iter().find(|m| m.game == kind) {
                    Some(open) => Action::Go(Route::Match(open.id.clone())),
                    None => Action::Ask(Request::Quick(kind)),
                }
            }
            Message::Enter => Action::Ask(Request::Enter(self.chosen.adventurer.clone())),
            Message::QuickChosen => Action::Ask(Request::Quick(self.chosen.game())),
            Message::PlayToday => Action::Ask(Request::PlayToday),
            Message::OpenChosen(page) => {
                Action::Ask(Request::OpenChosen(self.chosen.adventurer.clone(), page))
            }
        }
    }

    /// Home's keys: Enter starts or continues the chosen adventurer's delve (after ↓, the
    /// chosen game's unfinished match, or a quick match), ← → choose the
    /// adventurer on the roster's row (or the game, after ↓; ↑ goes back up), Q and M play the
    /// game, L and Y open its lessons and its history, C and J the chosen adventurer's career
    /// and journal, a letter opens a screen.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Continue => Some(Message::Enter),
            Command::Arrow(dir) => Some(Message::Choose(*dir)),
            Command::Quick => Some(Message::QuickChosen),
            Command::NewMatch => Some(Message::Go(Route::NewMatch(self.chosen.game()))),
            Command::Learn => Some(Message::Go(Route::Learn(self.chosen.game()))),
            Command::History => Some(Message::Go(Route::MatchHistory(self.chosen.game()))),
            Command::Career => Some(Message::OpenChosen(Page::Career)),
            Command::Journal => Some(Message::OpenChosen(Page::Journal)),
            Command::Go(route) => Some(Message::Go(route.clone())),
            _ => None,
        }
    }
}

impl State {
    /// Home, drawn from the profile (`None`: it could not be opened, and `closed` says why:
    /// what holds it and what to do): a welcome on the first run, else the roster as a row of
    /// character cards (the one chosen with ← → outlined), and the board games' tiles at the
    /// foot. On a short window (or a large zoom) the whole page scrolls.
    pub fn view<'a>(
        &'a self,
        profile: Option<&'a Profile>,
        closed: Option<&'a str>,
    ) -> Element<'a, Message> {
        let Some(profile) = profile else {
            return column![
                text("Malice").font(SERIF).size(size::DISPLAY),
                text("The saves could not be opened."),
                text(closed.unwrap_or("The data folder cannot be used.")),
                row![
                    focus::ring("home.retry", button("Try again").on_press(Message::Retry)),
                    focus::ring(
                        "home.folder",
                        button("Choose another data folder").on_press(Message::Go(Route::Settings))
                    ),
                ]
                .spacing(8),
            ]
            .spacing(12)
            .into();
        };
        responsive(move |size| page(self, profile, size)).into()
    }
}

/// Home in a window `size` big: below 590 px high (a 1024×640 window still shows it whole)
/// the whole page scrolls.
fn page<'a>(state: &'a State, profile: &'a Profile, size: iced::Size) -> Element<'a, Message> {
    let welcome_shown = profile.adventurers().next().is_none();
    // Today's delve takes a line of its own above the roster. The welcome fills what the
    // rest leaves; once the tiles list unfinished matches that is too little for its words
    // and ways in (at 1280×800), so the page scrolls and the welcome keeps its own height.
    let short = size.height < if state.today.is_some() { 650.0 } else { 590.0 }
        || (welcome_shown && !state.games.unfinished.is_empty());
    // Very short (200 % of 1024×640): today's delve without its attributes, the welcome
    // without the roster's heading, so that the first adventurer's buttons (or the three
    // ways in) show without scrolling.
    let tight = size.height < TIGHT;
    let in_progress = profile
        .delve_in_progress()
        .and_then(|(id, _)| profile.adventurer(&id).map(|a| a.name.clone()));
    let middle: Element<'a, Message> = if welcome_shown {
        let ways = Ways {
            first: Message::Go(Route::NewAdventurer),
            how: Message::Go(Route::Rules),
            try_game: Message::Games(tiles::Message::Quick(GameKind::Malice)),
        };
        let welcome = welcome(Scale::of(size), size.width < 720.0, ways);
        if tight {
            welcome
        } else {
            column![text("Roster").size(size::TITLE), welcome]
                .spacing(6)
                .into()
        }
    } else {
        roster::roster(
            state,
            profile,
            in_progress.as_deref(),
            // The page's width less the scroller's room.
            short.then_some(size.width - SCROLL_ROOM),
        )
    };
    // The tiles share the page's width less the scroller's room, kept whether or not the
    // page scrolls.
    let across = size.width - SCROLL_ROOM;
    let games = state
        .games
        .view(state.chosen.game, state.chosen.on_games, across)
        .map(Message::Games);
    // A page that scrolls keeps its parts closer, so that on a 1024×640 window an unfinished
    // match's Continue stands whole above the fold (fit state home-roster).
    let mut page = column![top_bar(in_progress.as_deref(), size.width < 720.0)].spacing(if short {
        10
    } else {
        14
    });
    if let Some(today) = &state.today {
        page = page.push(today::band(
            today,
            in_progress.is_some(),
            !tight,
            Message::PlayToday,
            Message::Go(Route::Daily),
        ));
    }
    // The page keeps a right margin for the scrollbar, which floats over it when the page
    // scrolls: nothing moves when it comes (test `ui fit::jump`).
    let page = page
        .push(middle)
        .push(games)
        .padding(iced::Padding::ZERO.right(SCROLL_ROOM));
    if short {
        return scrollable(page).height(Fill).into();
    }
    page.into()
}

/// The page's right margin, which its scrollbar (10 px, floating) covers when it comes.
const SCROLL_ROOM: f32 = 12.0;

/// Below this height Home is tight: see [`page`].
const TIGHT: f32 = 360.0;

/// A button that leads somewhere, in the quiet style of the top bar, that the ring reaches.
fn link<'a>(id: &'static str, label: &'a str, message: Message) -> Element<'a, Message> {
    sized_link(id, label, message, size::BODY)
}

/// The app's name and the way to everything else, each with its key as a tooltip; Continue
/// first when a delve waits. The links wrap under the name when the window is `narrow` (or the
/// zoom large): then without the tooltips, which would cover the line under them (the keys
/// are on the `?` sheet).
fn top_bar<'a>(in_progress: Option<&str>, narrow: bool) -> Element<'a, Message> {
    let tip = |control: Element<'a, Message>, command: &Command| {
        if narrow {
            control
        } else {
            focus::tip(control, command)
        }
    };
    let mut links = row![].spacing(8).align_y(iced::Alignment::Center);
    if let Some(name) = in_progress {
        links = links.push(tip(
            focus::ring(
                "home.continue",
                button(text(format!("Continue {name}'s delve")).size(size::BODY))
                    .on_press(Message::Continue)
                    .style(style::button::primary),
            )
            .into(),
            &Command::Continue,
        ));
    }
    let keyed = |id, label, route: Route| {
        tip(
            link(id, label, Message::Go(route.clone())),
            &Command::Go(route),
        )
    };
    links = links
        .push(keyed("home.new", "New adventurer", Route::NewAdventurer))
        .push(keyed("home.rules", "How to play", Route::Rules))
        .push(keyed("home.fame", "Hall of fame", Route::Fame))
        .push(keyed("home.settings", "Settings", Route::Settings))
        .push(tip(
            focus::ring(
                "home.keys",
                button(text("?").size(size::BODY))
                    .style(style::button::quiet)
                    .on_press(Message::ToggleShortcuts),
            )
            .into(),
            &Command::Shortcuts,
        ));
    row![
        text("Malice").font(SERIF).size(size::DISPLAY),
        space().width(Fill),
        links.wrap().align_x(iced::Alignment::End),
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}
