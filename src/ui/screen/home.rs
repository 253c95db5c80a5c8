//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

use iced::widget::{Stack, button, column, container, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::boards::registry::GameKind;
use crate::career::{AdventurerRecord, CorpseCard, Fate, RunEnd};
use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::ui::widget::card;
use crate::ui::widget::pile::{self, Top};

use crate::career::Profile;
use crate::store::RecordId;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::screen::game::tiles;
use crate::ui::theme::{SERIF, size, style};

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
}

/// What Home asks of the app after a message.
pub type Action = super::Action<Message, Request>;

/// Home's own state: the board games' section (the rest is the profile as it is).
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The board games' tiles and the matches not yet finished.
    pub games: tiles::Tiles,
    /// The corpse pile's cards, with whose they were.
    pub pile: Vec<CorpseCard>,
}

impl Screen for State {
    type Message = Message;
    type Request = Request;

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
        }
    }

    /// Home's keys: Enter continues the delve in progress, a letter opens a screen.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Continue => Some(Message::Continue),
            Command::Go(route) => Some(Message::Go(route.clone())),
            _ => None,
        }
    }
}

/// The home screen, drawn from the profile (`None`: it could not be opened, and `closed` says
/// why: what holds it and what to do): a welcome on the first run, else the roster as a row
/// of character cards (the delve in progress first, then the living, newest first), and the
/// board games' tiles at the foot.
fn page<'a>(
    state: &'a State,
    profile: Option<&'a Profile>,
    closed: Option<&'a str>,
) -> Element<'a, Message> {
    let Some(profile) = profile else {
        return column![
            text("Malice").font(SERIF).size(size::DISPLAY),
            text("The saves could not be opened."),
            text(closed.unwrap_or("The data folder cannot be used.")),
            row![
                button("Try again").on_press(Message::Retry),
                button("Choose another data folder").on_press(Message::Go(Route::Settings)),
            ]
            .spacing(8),
        ]
        .spacing(12)
        .into();
    };
    let in_progress = profile
        .delve_in_progress()
        .and_then(|(id, _)| profile.adventurer(&id).map(|a| a.name.clone()));
    let middle: Element<'a, Message> = if profile.adventurers().next().is_none() {
        column![text("Roster").size(size::TITLE), welcome()]
            .spacing(6)
            .into()
    } else {
        roster(state, profile, in_progress.as_deref())
    };
    let games = state.games.view().map(Message::Games);
    column![top_bar(in_progress.as_deref()), middle, games]
        .spacing(14)
        .into()
}

/// A button that leads somewhere, in the quiet style of the top bar.
fn link<'a>(label: &'a str, message: Message) -> Element<'a, Message> {
    button(text(label).size(size::BODY))
        .style(style::button::secondary)
        .on_press(message)
        .into()
}

/// The app's name and the way to everything else; Continue first when a delve waits.
fn top_bar<'a>(in_progress: Option<&str>) -> Element<'a, Message> {
    let mut top = row![
        text("Malice").font(SERIF).size(size::DISPLAY),
        space().width(Fill)
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);
    if let Some(name) = in_progress {
        top = top.push(
            button(text(format!("Continue {name}'s delve")).size(size::BODY))
                .on_press(Message::Continue)
                .style(style::button::primary),
        );
    }
    top.push(link("New adventurer", Message::Go(Route::NewAdventurer)))
        .push(link("Rules and arcana", Message::Go(Route::Rules)))
        .push(link("Hall of fame", Message::Go(Route::Fame)))
        .push(link("Settings", Message::Go(Route::Settings)))
        .push(
            button(text("?").size(size::BODY))
                .style(style::button::quiet)
                .on_press(Message::ToggleShortcuts),
        )
        .into()
}

/// The first run: what Malice is, and three ways in.
fn welcome<'a>() -> Element<'a, Message> {
    // A few cards spread on the table, overlapping.
    let (width, step) = (112.0, 52.0);
    let mut spread = Stack::new()
        .width(4.0 * step + width)
        .height(card::height(width) + 20.0);
    for (i, n) in [0u8, 1, 2, 16, 13].into_iter().enumerate() {
        let lift = if i % 2 == 0 { 0.0 } else { 20.0 };
        spread = spread.push(
            container(card::face(Card::major(n), width, false))
                .padding(iced::Padding::ZERO.left(i as f32 * step).top(lift)),
        );
    }
    let words = column![
        text("Welcome to the dungeon").font(SERIF).size(size::TITLE),
        text(
            "Malice is a solo journaling game played with a tarot deck and a die: your \
             adventurer goes down into the dark, flips a card each turn and faces what it \
             brings, hoarding Pentacles until The Fool shows the way out. The app keeps the \
             deck, the dice, the odds and your journal, and remembers every adventurer who \
             died down there."
        )
        .font(SERIF)
        .size(size::LARGE),
        text("No adventurers yet: roll your first, and send them down.")
            .size(size::BODY)
            .style(style::text::soft),
        row![
            button(text("Roll your first adventurer").size(size::BODY))
                .style(style::button::primary)
                .on_press(Message::Go(Route::NewAdventurer)),
            link("Read how to play", Message::Go(Route::Rules)),
            link(
                "Try a quick board game",
                Message::Games(tiles::Message::Quick(GameKind::Malice))
            ),
        ]
        .spacing(10)
        .wrap()
        .vertical_spacing(8),
    ]
    .spacing(14)
    .max_width(560);
    container(
        row![spread, words]
            .spacing(32)
            .align_y(iced::Alignment::Center),
    )
    .padding(24)
    .width(Fill)
    .height(Fill)
    .center_x(Fill)
    .center_y(Fill)
    .style(style::container::panel)
    .into()
}

/// The roster, as a row of character cards that scrolls sideways when long: the delve in
/// progress first, then the living, newest first, then the dead and the retired.
fn roster<'a>(
    state: &'a State,
    profile: &'a Profile,
    in_progress: Option<&str>,
) -> Element<'a, Message> {
    let mut all: Vec<(&RecordId, &AdventurerRecord)> = profile.adventurers().collect();
    all.sort_by_key(|(_, a)| {
        (
            a.delve_in_progress.is_none(),
            a.fate != Fate::Alive,
            std::cmp::Reverse(a.created),
        )
    });
    let busy = in_progress.is_some();
    let cards = row(all.into_iter().map(|(id, a)| character(state, id, a, busy))).spacing(12);
    let mut section = column![text("Roster").size(size::TITLE)].spacing(6);
    if let Some(name) = in_progress {
        section = section.push(
            text(format!(
                "One delve at a time: {name} is still in the dungeon, and every adventurer \
                 shares one corpse pile. Continue that delve, or abandon it, to send another."
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    section
        .push(
            scrollable(container(cards).padding(iced::Padding::ZERO.bottom(12)))
                .direction(scrollable::Direction::Horizontal(
                    scrollable::Scrollbar::default(),
                ))
                .width(Fill),
        )
        .height(Fill)
        .into()
}

/// One adventurer's character card: a portrait card, the name and fate, the six attributes,
/// the runs with the best and last score, the corpse pile they left, and what can be done.
fn character<'a>(
    state: &'a State,
    id: &'a RecordId,
    a: &'a AdventurerRecord,
    busy: bool,
) -> Element<'a, Message> {
    let left: Vec<Card> = state
        .pile
        .iter()
        .filter(|c| c.adventurer_id == id.as_str())
        .map(|c| c.card)
        .collect();
    // The portrait: the card that killed them, the last card of their best escape, or the
    // card back for one who has not yet delved.
    let best = a
        .runs
        .iter()
        .filter(|r| r.end == RunEnd::Escaped)
        .max_by_key(|r| r.score);
    let portrait_card = a
        .runs
        .last()
        .and_then(|r| r.killed_by)
        .filter(|_| a.fate == Fate::Dead)
        .or_else(|| best.and_then(|r| r.cards_seen.last().copied()));
    let portrait: Element<'a, Message> = match portrait_card {
        Some(c) => card::face(c, PORTRAIT, false),
        None => card::back(PORTRAIT),
    };
    let fate = text(match (a.fate, a.delve_in_progress.is_some()) {
        (_, true) => "in the dungeon",
        (fate, false) => fate.word(),
    })
    .size(size::SMALL)
    .style(match a.fate {
        Fate::Dead => style::text::accent,
        Fate::Alive => style::text::good,
        Fate::Retired => style::text::soft,
    });
    let mut attrs = iced::widget::Row::new().spacing(4);
    for attr in Attr::ALL {
        let value = a.attributes.get(attr);
        attrs = attrs.push(
            container(
                column![
                    text(&attr.name()[..3])
                        .size(size::SMALL)
                        .style(style::text::soft),
                    text(value.to_string())
                        .size(size::LARGE)
                        .style(match value {
                            0 | 1 => style::text::accent,
                            2 => style::text::warn,
                            _ => iced::widget::text::base,
                        }),
                ]
                .align_x(iced::Alignment::Center),
            )
            .padding([2, 4])
            .width(Fill)
            .style(style::container::tray),
        );
    }
    let runs = a.runs.len();
    let record = format!(
        "{runs} run{}{}{}",
        if runs == 1 { "" } else { "s" },
        best.map(|r| format!(", best score {}", r.score))
            .unwrap_or_default(),
        a.runs
            .last()
            .map(|r| match r.end {
                RunEnd::Escaped => format!(", last escaped with {}", r.score),
                RunEnd::Died => ", last died".to_string(),
            })
            .unwrap_or_default()
    );
    let mut words = column![
        text(a.name.clone()).font(SERIF).size(size::TITLE),
        fate,
        text(record).size(size::SMALL),
    ]
    .spacing(3)
    .width(Fill);
    if !left.is_empty() {
        words = words.push(
            row![
                pile::pile(Top::Back, left.len(), 18.0, 0.0),
                text(format!(
                    "left {} card{} in the corpse pile",
                    left.len(),
                    if left.len() == 1 { "" } else { "s" }
                ))
                .size(size::SMALL)
                .style(style::text::soft),
            ]
            .spacing(6)
            .align_y(iced::Alignment::End),
        );
    }
    let body = column![
        row![portrait, words].spacing(10),
        attrs,
        actions(id, a, busy)
    ]
    .spacing(8);
    container(body)
        .padding(12)
        .width(CHARACTER_WIDTH)
        .style(style::container::panel)
        .into()
}

/// A character card's buttons, built in one place.
fn actions<'a>(id: &'a RecordId, a: &'a AdventurerRecord, busy: bool) -> Element<'a, Message> {
    let alive = a.fate == Fate::Alive;
    let mut line = row![].spacing(6);
    if a.delve_in_progress.is_some() {
        line = line.push(
            button(text("Continue").size(size::SMALL))
                .style(style::button::primary)
                .on_press(Message::Continue),
        );
        line = line.push(
            button(text("Abandon").size(size::SMALL))
                .style(style::button::danger)
                .on_press(Message::AskAbandon(id.clone())),
        );
    } else if alive {
        if !busy {
            line = line.push(
                button(text("Delve").size(size::SMALL))
                    .style(style::button::primary)
                    .on_press(Message::Start(id.clone())),
            );
        }
        line = line.push(small_link("Retire", Message::AskRetire(id.clone())));
    }
    line.push(small_link("Career", Message::Go(Route::Career(id.clone()))))
        .push(small_link(
            "Journal",
            Message::Go(Route::Journal(id.clone())),
        ))
        .into()
}

fn small_link<'a>(label: &'a str, message: Message) -> Element<'a, Message> {
    button(text(label).size(size::SMALL))
        .style(style::button::secondary)
        .on_press(message)
        .into()
}

/// How wide a character card is.
const CHARACTER_WIDTH: f32 = 320.0;

/// How wide a character card's portrait is.
const PORTRAIT: f32 = 64.0;

impl State {
    /// Home, drawn from the profile (`None`: it could not be opened, and `closed` says why).
    pub fn view<'a>(
        &'a self,
        profile: Option<&'a Profile>,
        closed: Option<&'a str>,
    ) -> Element<'a, Message> {
        page(self, profile, closed)
    }
}
