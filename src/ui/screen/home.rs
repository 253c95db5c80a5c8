//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

mod roster;
pub mod today;

use iced::widget::{Stack, button, column, container, responsive, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::boards::registry::GameKind;
use crate::career::{AdventurerRecord, CorpseCard, Fate, Profile};
use crate::store::RecordId;
use crate::tarot::card::Card;
use crate::ui::focus::{self, Dir};
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::screen::game::tiles;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

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
    /// Start or continue the delve of the adventurer chosen (Enter).
    Enter,
    /// A quick match of the game chosen (Q).
    QuickChosen,
    /// Play today's delve (the try on record, or practice after it).
    PlayToday,
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

/// What the arrow keys chose on Home: Enter delves with the adventurer, Q and M play the game.
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
            Message::Enter => Action::Ask(Request::Enter(self.chosen.adventurer.clone())),
            Message::QuickChosen => Action::Ask(Request::Quick(self.chosen.game())),
            Message::PlayToday => Action::Ask(Request::PlayToday),
        }
    }

    /// Home's keys: Enter starts or continues the chosen adventurer's delve, ← → choose the
    /// adventurer on the roster's row (or the game, after ↓; ↑ goes back up), Q and M play the
    /// game, L and Y open its lessons and its history, a letter opens a screen.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Continue => Some(Message::Enter),
            Command::Arrow(dir) => Some(Message::Choose(*dir)),
            Command::Quick => Some(Message::QuickChosen),
            Command::NewMatch => Some(Message::Go(Route::NewMatch(self.chosen.game()))),
            Command::Learn => Some(Message::Go(Route::Learn(self.chosen.game()))),
            Command::History => Some(Message::Go(Route::MatchHistory(self.chosen.game()))),
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
        let welcome = welcome(Scale::of(size), size.width < 720.0);
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
    let mut page = column![top_bar(in_progress.as_deref(), size.width < 720.0)].spacing(14);
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

/// A [`link`] whose label is `text_size` high.
fn sized_link<'a>(
    id: &'static str,
    label: &'a str,
    message: Message,
    text_size: f32,
) -> Element<'a, Message> {
    focus::ring(
        id,
        button(text(label).size(text_size))
            .style(style::button::secondary)
            .on_press(message),
    )
    .into()
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

/// How large the welcome is drawn for the window.
#[derive(Clone, Copy, PartialEq)]
enum Scale {
    /// A window under 700 px high: smaller type and spread, so that the buttons stay in view.
    Compact,
    /// The default window and its like.
    Normal,
    /// A large window (1500×950 and up): larger cards and type, so that the welcome fills
    /// the page rather than floating small in its middle.
    Large,
}

impl Scale {
    fn of(size: iced::Size) -> Scale {
        if size.height < 700.0 {
            Scale::Compact
        } else if size.height >= 950.0 && size.width >= 1500.0 {
            Scale::Large
        } else {
            Scale::Normal
        }
    }
}

/// The first run: what Malice is, and three ways in, drawn at `scale`; `narrow` (under
/// 720 px across, as at a large zoom) without the spread, so that the words keep the width.
fn welcome<'a>(scale: Scale, narrow: bool) -> Element<'a, Message> {
    // A few cards spread on the table, overlapping.
    let (width, step, lift) = match scale {
        Scale::Compact => (96.0, 44.0, 16.0),
        Scale::Normal => (112.0, 52.0, 20.0),
        Scale::Large => (160.0, 74.0, 28.0),
    };
    // The type: the title, the words, the note and the buttons' labels.
    let (title, body, note, label) = match scale {
        Scale::Compact => (size::TITLE, size::BODY, size::BODY, size::BODY),
        Scale::Normal => (size::TITLE, size::LARGE, size::BODY, size::BODY),
        Scale::Large => (size::DISPLAY, size::TITLE, size::LARGE, size::LARGE),
    };
    let mut spread = Stack::new()
        .width(4.0 * step + width)
        .height(card::height(width) + lift);
    for (i, n) in [0u8, 1, 2, 16, 13].into_iter().enumerate() {
        let top = if i % 2 == 0 { 0.0 } else { lift };
        spread = spread.push(
            container(card::face(Card::major(n), width, false))
                .padding(iced::Padding::ZERO.left(i as f32 * step).top(top)),
        );
    }
    let first: Element<'a, Message> = focus::ring(
        "home.first",
        button(text("Roll your first adventurer").size(label))
            .style(style::button::primary)
            .on_press(Message::Go(Route::NewAdventurer)),
    )
    .first()
    .into();
    let buttons = row![
        // Narrow, the buttons wrap and the key's tooltip would cover the one under it.
        if narrow {
            first
        } else {
            focus::tip(first, &Command::Go(Route::NewAdventurer))
        },
        sized_link(
            "home.how",
            "Read how to play",
            Message::Go(Route::Rules),
            label
        ),
        sized_link(
            "home.try",
            "Try a quick board game",
            Message::Games(tiles::Message::Quick(GameKind::Malice)),
            label
        ),
    ]
    .spacing(10)
    .wrap()
    .vertical_spacing(8);
    let heading = text("Welcome to the dungeon").font(SERIF).size(title);
    // Narrow (a large zoom), the ways in come first, under the heading, so that they show
    // without scrolling; the words follow.
    let (first, last) = if narrow {
        (Some(buttons), None)
    } else {
        (None, Some(buttons))
    };
    let mut words = column![heading];
    if let Some(buttons) = first {
        words = words.push(buttons);
    }
    words = words.push(
        text(
            "Malice is a solo journaling game played with a tarot deck and a die: your \
             adventurer goes down into the dark, flips a card each turn and faces what it \
             brings, hoarding Pentacles until The Fool shows the way out. The app keeps the \
             deck, the dice, the odds and your journal, and remembers every adventurer who \
             died down there.",
        )
        .font(SERIF)
        .size(body),
    );
    words = words.push(
        text("No adventurers yet: roll your first, and send them down.")
            .size(note)
            .style(style::text::soft),
    );
    if let Some(buttons) = last {
        words = words.push(buttons);
    }
    let words = words
        .spacing(match scale {
            Scale::Compact => 8,
            Scale::Normal => 14,
            Scale::Large => 20,
        })
        .max_width(if scale == Scale::Large { 760 } else { 560 });
    let compact = scale == Scale::Compact;
    let inside: Element<'a, Message> = if narrow {
        words.into()
    } else {
        row![spread, words]
            .spacing(32)
            .align_y(iced::Alignment::Center)
            .into()
    };
    container(inside)
        .padding(if compact { 12 } else { 24 })
        .width(Fill)
        .height(Fill)
        .center_x(Fill)
        // Narrow, at the top: the buttons first in view.
        .align_y(if narrow {
            iced::Alignment::Start
        } else {
            iced::Alignment::Center
        })
        .style(style::container::panel)
        .into()
}
