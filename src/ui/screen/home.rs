//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

use iced::widget::{button, column, container, responsive, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::career::Fate;
use crate::tarot::attributes::Attr;

use crate::boards::registry::GameKind;
use crate::career::Profile;
use crate::store::RecordId;
use crate::ui::focus::{self, Dir};
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
    /// Choose the adventurer above or below (↑ ↓), or the game before or after (← →).
    Choose(Dir),
    /// Choose this adventurer (a click on their name).
    ChooseAdventurer(RecordId),
    /// Start or continue the delve of the adventurer chosen (Enter).
    Enter,
    /// A quick match of the game chosen (Q).
    QuickChosen,
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
    /// Choose the adventurer above (`true`) or below the one chosen, in the roster's order.
    Choose(bool),
    /// Start or continue the delve of this adventurer (`None`: the one in progress).
    Enter(Option<RecordId>),
}

/// What Home asks of the app after a message.
pub type Action = super::Action<Message, Request>;

/// Home's own state: the board games' section and what the keys chose (the rest is the
/// profile as it is).
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The board games' tiles and the matches not yet finished.
    pub games: tiles::Tiles,
    /// The adventurer and the game chosen with the arrow keys.
    pub chosen: Chosen,
}

/// What the arrow keys chose on Home: Enter delves with the adventurer, Q and M play the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The adventurer (`None`: the one whose delve is in progress, else the first alive).
    pub adventurer: Option<RecordId>,
    /// The game's place in [`GameKind::ALL`].
    pub game: usize,
}

impl Chosen {
    /// The game chosen.
    pub fn game(&self) -> GameKind {
        GameKind::ALL[self.game.min(GameKind::ALL.len() - 1)]
    }

    /// The adventurer chosen: the one picked with the keys if still in the roster, else the
    /// one whose delve is in progress, else the first alive.
    pub fn adventurer(&self, profile: &Profile) -> Option<RecordId> {
        if let Some(id) = &self.adventurer
            && profile.adventurer(id).is_some()
        {
            return Some(id.clone());
        }
        profile
            .delve_in_progress()
            .map(|(id, _)| id)
            .or_else(|| {
                profile
                    .adventurers()
                    .find(|(_, a)| a.fate == Fate::Alive)
                    .map(|(id, _)| id.clone())
            })
            .or_else(|| profile.adventurers().next().map(|(id, _)| id.clone()))
    }
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
            Message::Choose(Dir::Up) => Action::Ask(Request::Choose(true)),
            Message::Choose(Dir::Down) => Action::Ask(Request::Choose(false)),
            Message::Choose(dir) => {
                let count = GameKind::ALL.len();
                let game = self.chosen.game.min(count - 1);
                self.chosen.game = if dir == Dir::Left {
                    game.saturating_sub(1)
                } else {
                    (game + 1).min(count - 1)
                };
                Action::None
            }
            Message::ChooseAdventurer(id) => {
                self.chosen.adventurer = Some(id);
                Action::None
            }
            Message::Enter => Action::Ask(Request::Enter(self.chosen.adventurer.clone())),
            Message::QuickChosen => Action::Ask(Request::Quick(self.chosen.game())),
        }
    }

    /// Home's keys: Enter starts or continues the chosen adventurer's delve, the arrows
    /// choose the adventurer (↑ ↓) and the game (← →), Q and M play the game, a letter opens
    /// a screen.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Continue => Some(Message::Enter),
            Command::Arrow(dir) => Some(Message::Choose(*dir)),
            Command::Quick => Some(Message::QuickChosen),
            Command::NewMatch => Some(Message::Go(Route::NewMatch(self.chosen.game()))),
            Command::Go(route) => Some(Message::Go(route.clone())),
            _ => None,
        }
    }
}

/// The home screen, drawn from the profile (`None`: it could not be opened, and `closed` says
/// why: what holds it and what to do). On a short window (or a large zoom) the whole page
/// scrolls instead of the roster alone.
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
    responsive(move |size| page(state, profile, size.height < 620.0)).into()
}

fn page<'a>(state: &'a State, profile: &'a Profile, short: bool) -> Element<'a, Message> {
    let in_progress = profile
        .delve_in_progress()
        .and_then(|(id, _)| profile.adventurer(&id).map(|a| a.name.clone()));
    let mut links = row![].spacing(8).align_y(iced::Alignment::Center);
    if let Some(name) = &in_progress {
        links = links.push(focus::tip(
            focus::ring(
                "home.continue",
                button(text(format!("Continue {name}'s delve")).size(size::BODY))
                    .on_press(Message::Continue)
                    .style(style::button::primary),
            ),
            &Command::Continue,
        ));
    }
    let link = |id: &'static str, label: &'static str, message: Message| {
        focus::ring(
            id,
            button(text(label).size(size::BODY))
                .style(style::button::secondary)
                .on_press(message),
        )
    };
    let keyed = |id, label, route: Route| {
        focus::tip(
            link(id, label, Message::Go(route.clone())),
            &Command::Go(route),
        )
    };
    links = links
        .push(keyed("home.new", "New adventurer", Route::NewAdventurer))
        .push(keyed("home.rules", "Rules and arcana", Route::Rules))
        .push(keyed("home.fame", "Hall of fame", Route::Fame))
        .push(keyed("home.settings", "Settings", Route::Settings))
        .push(focus::tip(
            focus::ring(
                "home.keys",
                button(text("?").size(size::BODY))
                    .style(style::button::quiet)
                    .on_press(Message::ToggleShortcuts),
            ),
            &Command::Shortcuts,
        ));
    // The title and the links on one line while they fit, the links wrapping under it when
    // the window is narrow (or the zoom large).
    let top = row![
        text("Malice").font(SERIF).size(size::DISPLAY),
        space().width(Fill),
        links.wrap().align_x(iced::Alignment::End),
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);

    let roster = roster(state, profile, in_progress.as_deref());
    let games = state.games.view(state.chosen.game).map(Message::Games);
    if short {
        return scrollable(
            column![top, roster, games]
                .spacing(16)
                .padding(iced::Padding::ZERO.right(12)),
        )
        .spacing(6)
        .height(Fill)
        .into();
    }
    column![
        top,
        scrollable(roster.padding(iced::Padding::ZERO.right(12)))
            .spacing(6)
            .height(Fill),
        games
    ]
    .spacing(16)
    .into()
}

/// The roster: a line per adventurer (the one chosen with ↑ ↓ outlined), with their buttons.
fn roster<'a>(
    state: &'a State,
    profile: &'a Profile,
    in_progress: Option<&str>,
) -> iced::widget::Column<'a, Message> {
    let mut roster = column![text("Roster").size(size::TITLE)].spacing(8);
    if let Some(name) = in_progress {
        roster = roster.push(
            text(format!(
                "One delve at a time: {name} is still in the dungeon, and every adventurer \
                 shares one corpse pile. Continue that delve, or abandon it, to send another."
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    let chosen = state.chosen.adventurer(profile);
    let link = |id: String, label: &'static str, message: Message| {
        focus::ring(
            id,
            button(text(label).size(size::BODY))
                .style(style::button::secondary)
                .on_press(message),
        )
    };
    let mut any = false;
    for (id, a) in profile.adventurers() {
        any = true;
        let attrs = Attr::ALL
            .iter()
            .map(|x| format!("{} {}", &x.name()[..3], a.attributes.get(*x)))
            .collect::<Vec<_>>()
            .join("  ");
        let who = row![
            button(
                text(a.name.clone())
                    .size(size::LARGE)
                    .font(SERIF)
                    .width(200)
            )
            .padding(0)
            .style(style::button::card)
            .on_press(Message::ChooseAdventurer(id.clone())),
            text(a.fate.word())
                .size(size::BODY)
                .width(70)
                .style(match a.fate {
                    Fate::Dead => style::text::accent,
                    Fate::Alive => iced::widget::text::base,
                    Fate::Retired => style::text::soft,
                }),
            text(format!(
                "{} run{}",
                a.runs.len(),
                if a.runs.len() == 1 { "" } else { "s" }
            ))
            .size(size::BODY)
            .width(70),
            text(attrs).size(size::BODY),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let mut buttons = row![].spacing(8).align_y(iced::Alignment::Center);
        let alive = a.fate == Fate::Alive;
        if alive && a.delve_in_progress.is_none() && in_progress.is_none() {
            buttons = buttons.push(focus::ring(
                format!("roster.{id}.delve"),
                button(text("Delve").size(size::BODY))
                    .style(style::button::primary)
                    .on_press(Message::Start(id.clone())),
            ));
        }
        if a.delve_in_progress.is_some() {
            buttons = buttons.push(focus::ring(
                format!("roster.{id}.abandon"),
                button(text("Abandon the delve").size(size::BODY))
                    .style(style::button::danger)
                    .on_press(Message::AskAbandon(id.clone())),
            ));
        } else if alive {
            buttons = buttons.push(link(
                format!("roster.{id}.retire"),
                "Retire",
                Message::AskRetire(id.clone()),
            ));
        }
        buttons = buttons
            .push(link(
                format!("roster.{id}.career"),
                "Career",
                Message::Go(Route::Career(id.clone())),
            ))
            .push(link(
                format!("roster.{id}.journal"),
                "Journal",
                Message::Go(Route::Journal(id.clone())),
            ));
        // The buttons go under the line when it is too narrow for both.
        let line = row![who, buttons]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .wrap();
        let here = chosen.as_ref() == Some(id);
        roster = roster.push(container(line).padding([6, 10]).width(Fill).style(if here {
            style::container::chosen
        } else {
            style::container::panel
        }));
    }
    if !any {
        roster = roster.push(
            text(
                "No adventurers yet. Roll one with “New adventurer” (or press N), then send \
                 them into the dungeon.",
            )
            .size(size::BODY),
        );
    }
    roster
}
