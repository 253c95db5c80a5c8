//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

use iced::widget::{Stack, button, column, container, responsive, row, scrollable, space, text};
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

/// The roster, as a row of character cards that grow with the room they have (so a short
/// roster fills the page rather than leaving it half empty) and scroll sideways when many: the
/// delve in progress first, then the living, newest first, then the dead and the retired.
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
    let cards = responsive(move |room| {
        let portrait = portrait_width(room, all.len());
        let cards = row(all
            .iter()
            .map(|&(id, a)| character(state, id, a, busy, portrait)))
        .spacing(CARD_GAP);
        scrollable(container(cards).padding(iced::Padding::ZERO.bottom(SCROLL_ROOM)))
            .direction(scrollable::Direction::Horizontal(
                scrollable::Scrollbar::default(),
            ))
            .width(Fill)
            .into()
    });
    section.push(cards).height(Fill).into()
}

/// The gap between two character cards.
const CARD_GAP: f32 = 12.0;

/// The room kept under the character cards for the sideways scroller.
const SCROLL_ROOM: f32 = 12.0;

/// A character card's padding.
const CARD_PADDING: f32 = 12.0;

/// The width of a character card's words beside the portrait (name, fate, runs, the corpse
/// pile, the attributes in two rows of three, the buttons).
const WORDS_WIDTH: f32 = 300.0;

/// The height those words need with no line about the last run or the corpse pile: a
/// portrait shorter than the words leaves the card as tall as they are.
const WORDS_HEIGHT: f32 = 176.0;

/// The height of one more line of small words.
const LINE_HEIGHT: f32 = 20.0;

/// The narrowest and widest a portrait is drawn.
const PORTRAIT_MIN: f32 = 64.0;
const PORTRAIT_MAX: f32 = 360.0;

/// How wide a character card's portrait is in a roster `room` big holding `count` cards: as
/// tall as the room allows, but narrow enough for every card to fit across when they can,
/// within [`PORTRAIT_MIN`] and [`PORTRAIT_MAX`].
fn portrait_width(room: iced::Size, count: usize) -> f32 {
    let tall = (room.height - 2.0 * CARD_PADDING - SCROLL_ROOM - 2.0) / card::RATIO;
    let n = count.max(1) as f32;
    let across = (room.width - CARD_GAP * (n - 1.0)) / n - WORDS_WIDTH - 2.0 * CARD_PADDING - 10.0;
    tall.min(across).clamp(PORTRAIT_MIN, PORTRAIT_MAX)
}

/// One adventurer's character card: a portrait card `portrait` wide, and beside it the name
/// and fate, the runs with the best and last score, the corpse pile they left, the six
/// attributes and what can be done.
fn character<'a>(
    state: &'a State,
    id: &'a RecordId,
    a: &'a AdventurerRecord,
    busy: bool,
    portrait: f32,
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
    let face: Element<'a, Message> = match portrait_card {
        Some(c) => card::face(c, portrait, false),
        None => card::back(portrait),
    };
    let fate = text(match (a.fate, a.delve_in_progress.is_some()) {
        (_, true) => "in the dungeon",
        (fate, false) => fate.word(),
    })
    .size(size::BODY)
    .style(match a.fate {
        Fate::Dead => style::text::accent,
        Fate::Alive => style::text::good,
        Fate::Retired => style::text::soft,
    });
    let mut attrs = column![].spacing(4);
    for three in Attr::ALL.chunks(3) {
        let mut line = row![].spacing(4);
        for &attr in three {
            let value = a.attributes.get(attr);
            line = line.push(
                container(
                    row![
                        text(attr.name()).size(size::SMALL).style(style::text::soft),
                        space().width(Fill),
                        text(value.to_string())
                            .size(size::LARGE)
                            .style(match value {
                                0 | 1 => style::text::accent,
                                2 => style::text::warn,
                                _ => iced::widget::text::base,
                            }),
                    ]
                    .spacing(4)
                    .align_y(iced::Alignment::Center),
                )
                .padding([1, 8])
                .width(Fill)
                .style(style::container::tray),
            );
        }
        attrs = attrs.push(line);
    }
    // The fate and the runs on one line, then how the last one ended.
    let runs = a.runs.len();
    let mut told = match runs {
        0 => "no runs yet".to_string(),
        1 => "1 run".to_string(),
        n => format!("{n} runs"),
    };
    if let Some(best) = best {
        told.push_str(&format!(", best score {}", best.score));
    }
    let mut words = column![
        text(a.name.clone()).font(SERIF).size(size::TITLE),
        row![fate, text(told).size(size::SMALL)]
            .spacing(8)
            .align_y(iced::Alignment::Center),
    ]
    .spacing(3)
    .width(Fill);
    let mut lines = 0.0;
    if let Some(last) = a.runs.last() {
        lines += 1.0;
        words = words.push(
            text(match last.end {
                RunEnd::Escaped => format!("last escaped with {}", last.score),
                RunEnd::Died => match last.killed_by {
                    Some(card) => format!("last died to {}", card.name()),
                    None => "last died".to_string(),
                },
            })
            .size(size::SMALL),
        );
    }
    if !left.is_empty() {
        lines += 1.6;
        words = words.push(
            row![
                pile::pile(Top::Back, left.len(), 14.0, 0.0),
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
    let needed = WORDS_HEIGHT + lines * LINE_HEIGHT;
    let side = column![words, space().height(Fill), attrs, actions(id, a, busy)]
        .spacing(8)
        .width(WORDS_WIDTH)
        .height(card::height(portrait).max(needed));
    container(row![face, side].spacing(10))
        .padding(CARD_PADDING)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_roster_grows_its_portraits_and_a_long_one_shrinks_them_to_fit() {
        // The roster's room in a 1280×800 window, and in a 1024×640 one.
        let large = iced::Size::new(1256.0, 420.0);
        let small = iced::Size::new(1000.0, 260.0);
        let two = portrait_width(large, 2);
        assert!(two >= 150.0, "two adventurers fill the room: {two}");
        assert!(card::height(two) + 2.0 * CARD_PADDING + SCROLL_ROOM <= large.height);
        assert!(portrait_width(small, 2) < two);
        // Three cards still fit across 1280 px.
        let three = portrait_width(large, 3);
        let across = 3.0 * (three + WORDS_WIDTH + 2.0 * CARD_PADDING + 10.0) + 2.0 * CARD_GAP;
        assert!(
            three < two && across <= large.width + 0.5,
            "{three} {across}"
        );
        // Never smaller than a readable card, however many.
        assert_eq!(portrait_width(large, 40), PORTRAIT_MIN);
    }
}
