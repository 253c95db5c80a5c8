//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::career::Fate;
use crate::tarot::attributes::Attr;

use crate::boards::registry::GameKind;
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
/// why: what holds it and what to do).
pub fn view<'a>(
    state: &'a State,
    profile: Option<&'a Profile>,
    closed: Option<&'a str>,
) -> Element<'a, Message> {
    let Some(profile) = profile else {
        return column![
            text("Malice").size(32),
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
    let mut top = row![
        text("Malice").font(SERIF).size(size::DISPLAY),
        space().width(Fill)
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);
    if let Some(name) = &in_progress {
        top = top.push(
            button(text(format!("Continue {name}'s delve")).size(size::BODY))
                .on_press(Message::Continue)
                .style(style::button::primary),
        );
    }
    let link = |label: &'static str, message: Message| {
        button(text(label).size(size::BODY))
            .style(style::button::secondary)
            .on_press(message)
    };
    top = top
        .push(link("New adventurer", Message::Go(Route::NewAdventurer)))
        .push(link("Rules and arcana", Message::Go(Route::Rules)))
        .push(link("Hall of fame", Message::Go(Route::Fame)))
        .push(link("Settings", Message::Go(Route::Settings)))
        .push(
            button(text("?").size(size::BODY))
                .style(style::button::quiet)
                .on_press(Message::ToggleShortcuts),
        );

    let mut roster = column![text("Roster").size(size::TITLE)].spacing(8);
    if let Some(name) = &in_progress {
        roster = roster.push(
            text(format!(
                "One delve at a time: {name} is still in the dungeon, and every adventurer \
                 shares one corpse pile. Continue that delve, or abandon it, to send another."
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    let mut any = false;
    for (id, a) in profile.adventurers() {
        any = true;
        let attrs = Attr::ALL
            .iter()
            .map(|x| format!("{} {}", &x.name()[..3], a.attributes.get(*x)))
            .collect::<Vec<_>>()
            .join("  ");
        let mut line = row![
            text(a.name.clone())
                .size(size::LARGE)
                .font(SERIF)
                .width(200),
            text(a.fate.word())
                .size(size::BODY)
                .width(70)
                .style(match a.fate {
                    Fate::Dead => style::text::accent,
                    Fate::Alive => iced::widget::text::base,
                    Fate::Retired => style::text::soft,
                }),
            text(attrs).size(size::BODY).width(Fill),
            text(format!(
                "{} run{}",
                a.runs.len(),
                if a.runs.len() == 1 { "" } else { "s" }
            ))
            .size(size::BODY)
            .width(70),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let alive = a.fate == Fate::Alive;
        if alive && a.delve_in_progress.is_none() && in_progress.is_none() {
            line = line.push(
                button(text("Delve").size(size::BODY))
                    .style(style::button::primary)
                    .on_press(Message::Start(id.clone())),
            );
        }
        if a.delve_in_progress.is_some() {
            line = line.push(
                button(text("Abandon the delve").size(size::BODY))
                    .style(style::button::danger)
                    .on_press(Message::AskAbandon(id.clone())),
            );
        } else if alive {
            line = line.push(link("Retire", Message::AskRetire(id.clone())));
        }
        line = line
            .push(link("Career", Message::Go(Route::Career(id.clone()))))
            .push(link("Journal", Message::Go(Route::Journal(id.clone()))));
        roster = roster.push(
            container(line)
                .padding([6, 10])
                .width(Fill)
                .style(style::container::panel),
        );
    }
    if !any {
        roster = roster.push(
            text(
                "No adventurers yet. Roll one with “New adventurer”, then send them into the \
                 dungeon.",
            )
            .size(size::BODY),
        );
    }
    let games = state.games.view().map(Message::Games);
    column![
        top,
        scrollable(roster.padding(iced::Padding::ZERO.right(4)))
            .spacing(6)
            .height(Fill),
        games
    ]
    .spacing(16)
    .into()
}
