//! The new-match form: the game, every rule option it has (as the game lists them in its
//! [`About`](crate::boards::about::About)), and who sits in each seat (you, a friend at the
//! same screen, or the computer at a level or with a time per move), with who moves first
//! shown and swappable. It gives the match to start as its [`Recipe`] (the app seeds it).

mod message;
mod seats;

use iced::widget::{
    button, column, container, responsive, row, scrollable, space, text, text_input,
};
use iced::{Alignment, Element, Fill};

use crate::boards::about::Choice;
pub use crate::boards::about::Value;
use crate::boards::ai::Player;
use crate::boards::registry::GameKind;
use crate::boards::session::{Recipe, Sitter, TimeControl, YOU};
use crate::career::{FormSetup, QuickMatch};
use crate::ui::board::{SeatInk, sentence};
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::screen::rules::grown;
use crate::ui::theme::{size, style};

pub use message::{Action, Message, Request, Sit};
use seats::{LABEL, clocks, seat_line};

/// The form's state.
#[derive(Clone, Debug)]
pub struct Form {
    kind: GameKind,
    options: toml::Table,
    seats: Vec<Sit>,
    position: String,
    /// The clocks chosen, used while only people sit (no clock against the computer).
    time: Option<TimeControl>,
    help: bool,
    /// Why the last start was refused.
    pub error: Option<String>,
}

impl Form {
    /// The form for a game, filled in as the last match started from it was (`last`: its
    /// options and every seat, friends' names too), else as the last quick match.
    pub fn new(kind: GameKind, quick: &QuickMatch, last: Option<&FormSetup>) -> Form {
        let recipe = last
            .and_then(|setup| {
                let sitters = setup.sitters().ok()?;
                Some(Recipe::new(kind, setup.options.clone(), sitters, 0, None))
            })
            .filter(|recipe| recipe.check().is_ok())
            .unwrap_or_else(|| quick_match(kind, quick));
        let seats = recipe
            .sitters
            .iter()
            .map(|s| match s {
                Sitter::Person(_) => Sit::You,
                Sitter::Friend(name) => Sit::Friend(name.clone()),
                Sitter::Computer(Player::Level(n)) => Sit::Level(*n),
                Sitter::Computer(Player::Timed(t)) => Sit::Seconds(t.as_secs() as u32),
                Sitter::Computer(Player::Random) => Sit::Level(1),
            })
            .collect();
        Form {
            kind,
            options: recipe.options,
            seats,
            position: String::new(),
            time: last.and_then(|setup| setup.time),
            help: false,
            error: None,
        }
    }

    /// Whether only people sit (the player and friends): then the match may be timed.
    fn only_people(&self) -> bool {
        self.seats
            .iter()
            .all(|s| matches!(s, Sit::You | Sit::Friend(_)))
    }

    /// The time control the match would start with: the one chosen, while only people sit.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.time.filter(|_| self.only_people())
    }

    /// The game chosen.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// What is typed in each seat's name box: a friend's name, empty where no friend sits.
    pub fn seat_names(&self) -> Vec<&str> {
        self.seats
            .iter()
            .map(|seat| match seat {
                Sit::Friend(name) => name.as_str(),
                _ => "",
            })
            .collect()
    }

    /// Puts a friend's name begun before (and never started) back in seat `i`: a friend sits
    /// there again, as when the name was typed.
    pub fn restore_friend_name(&mut self, i: usize, name: String) {
        if let Some(seat) = self.seats.get_mut(i) {
            *seat = Sit::Friend(name);
        }
    }

    fn value(&self, choice: &Choice) -> Value {
        choice
            .values
            .iter()
            .map(|(v, _)| *v)
            .find(|v| self.options.get(choice.key) == Some(&v.toml()))
            .unwrap_or(choice.values[0].0)
    }

    fn fit_seats(&mut self) {
        let n = seat_count(self.kind, &self.options);
        while self.seats.len() < n {
            self.seats.push(Sit::Level(2));
        }
        self.seats.truncate(n);
    }

    /// The match the form describes (unseeded: the app seeds it when it starts).
    pub fn recipe(&self) -> Recipe {
        let mut options = self.options.clone();
        // An option that needs more seats (teams need four players) is left out.
        let seats = seat_count(self.kind, &options);
        for choice in self.kind.about().options {
            if !choice.applies(seats) {
                options.remove(choice.key);
            }
        }
        Recipe::new(
            self.kind,
            options,
            self.seats.iter().map(Sit::sitter).collect(),
            0,
            Some(self.position.trim().to_owned()).filter(|p| !p.is_empty()),
        )
        .timed(self.time_control())
    }

    /// The form: in a wide room its words, spacing and column grow as How to play's do
    /// (`rules::grown`), the column centred.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(grown(room.width))).into()
    }

    /// The form, everything `k` times its size, in a scroller.
    fn page(&self, k: f32) -> Element<'_, Message> {
        let plain = size::PLAIN * k;
        let mut games = row![].spacing(8.0 * k);
        for kind in GameKind::ALL {
            games = games.push(
                focus::ring(
                    format!("form.game.{}", kind.id()),
                    button(text(kind.name()).size(plain))
                        .on_press(Message::Game(kind))
                        .style(style::button::choice(kind == self.kind)),
                )
                .group("form.games"),
            );
        }
        let mut rules = column![text("Rules").size(size::LARGE * k)].spacing(8.0 * k);
        let seats = seat_count(self.kind, &self.options);
        for choice in self
            .kind
            .about()
            .options
            .iter()
            .filter(|c| c.applies(seats))
        {
            let now = self.value(choice);
            // The values wrap beside the choice's name, each button's words on one line (in
            // one row "straight only" stood on two at 200 % of 1024×640).
            let mut values = row![].spacing(6.0 * k).align_y(Alignment::Center);
            for (value, words) in choice.values {
                values = values.push(
                    focus::ring(
                        format!("form.{}.{words}", choice.key),
                        button(text(*words).size(plain))
                            .on_press(Message::Set(choice.key, *value))
                            .style(style::button::choice(*value == now)),
                    )
                    .group(choice.key),
                );
            }
            rules = rules.push(
                row![
                    text(choice.label).size(plain).width(LABEL * k),
                    values.width(Fill).wrap().vertical_spacing(6.0 * k),
                ]
                .spacing(6.0 * k)
                .align_y(Alignment::Center),
            );
        }
        let mut seats = column![
            row![
                text("Who plays").size(size::LARGE * k),
                space().width(Fill),
                focus::ring(
                    "form.swap",
                    button(
                        text(if self.seats.len() == 2 {
                            "Swap who moves first"
                        } else {
                            "Turn the seats round"
                        })
                        .size(plain)
                    )
                    .on_press(Message::Swap)
                    .style(style::button::secondary)
                ),
            ]
            .align_y(Alignment::Center)
        ]
        .spacing(8.0 * k);
        let ink = SeatInk::of(self.kind);
        for (i, sit) in self.seats.iter().enumerate() {
            seats = seats.push(seat_line(ink, i, sit, &self.kind.about().ratings, k));
        }
        let position = column![
            text("Start from a position (optional)").size(size::LARGE * k),
            focus::ring(
                "form.position",
                text_input(
                    "A position as text, as a match's export writes it (empty: the usual start)",
                    &self.position
                )
                .id("form.position")
                .size(plain)
                .on_input(Message::Position)
            )
            .field(),
        ]
        .spacing(6.0 * k);
        let mut start = row![
            focus::ring(
                "form.start",
                button(text("Start the match").size(plain))
                    .on_press(Message::Start)
                    .style(style::button::primary)
            ),
            focus::ring(
                "form.help",
                button(
                    text(if self.help {
                        "Hide the rules"
                    } else {
                        "How to play"
                    })
                    .size(plain)
                )
                .on_press(Message::Help)
                .style(style::button::secondary)
            ),
        ]
        .spacing(8.0 * k)
        .align_y(Alignment::Center);
        if let Some(error) = &self.error {
            start = start.push(text(error.clone()).size(plain).style(style::text::accent));
        }
        let mut page = column![
            row![
                crate::ui::screen::home_grown("form.home", k),
                text("New match").size(size::TITLE * k),
                space().width(Fill),
                crate::ui::screen::keys_grown("form.keys", k),
            ]
            .spacing(12.0 * k)
            .align_y(Alignment::Center),
            games,
            rules,
            seats,
            clocks(self.time, self.only_people(), k),
            position,
            start,
        ]
        .spacing(16.0 * k);
        if self.help {
            page = page.push(super::help::view(self.kind, 680.0));
        }
        // A centred column: across a large window "Swap who moves first" stood far from the
        // seats it swaps.
        scrollable(
            container(
                page.max_width(WIDEST * k)
                    .padding(iced::Padding::ZERO.right(12)),
            )
            .center_x(Fill),
        )
        .into()
    }
}

/// The form's column at most across (times what it grows by, [`grown`]): wide enough for a
/// computer's seat (its three choices, five levels and two times) on one line.
const WIDEST: f32 = 1040.0;

impl Screen for Form {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::NewMatch(self.kind())
    }

    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) => return Action::Go(route),
            Message::ToggleShortcuts => return Action::Shortcuts,
            Message::Game(kind) => {
                self.kind = kind;
                self.options.clear();
                self.fit_seats();
            }
            Message::Set(key, value) => {
                self.options.insert(key.into(), value.toml());
                self.fit_seats();
            }
            Message::Sit(i, sit) => {
                if let Some(seat) = self.seats.get_mut(i) {
                    *seat = sit;
                }
            }
            Message::Name(i, name) => {
                if let Some(seat) = self.seats.get_mut(i) {
                    *seat = Sit::Friend(name);
                }
            }
            Message::Swap => self.seats.rotate_right(1),
            Message::Position(text) => self.position = text,
            Message::Time(time) => self.time = time,
            Message::Help => self.help = !self.help,
            Message::Start => {
                let recipe = self.recipe();
                return match recipe.check() {
                    Ok(()) => {
                        self.error = None;
                        Action::Ask(Request::Start(recipe))
                    }
                    Err(error) => {
                        self.error = Some(sentence(&error.to_string()));
                        Action::None
                    }
                };
            }
        }
        self.error = None;
        Action::None
    }
}

/// A quick match (unseeded): you against the computer as last time (level 2 the first time),
/// in the seat you took.
pub fn quick_match(kind: GameKind, quick: &QuickMatch) -> Recipe {
    let opponent = quick
        .opponent
        .sitter()
        .unwrap_or(Sitter::Computer(Player::Level(2)));
    let seats = seat_count(kind, &quick.options);
    let you = usize::from(quick.seat).min(seats - 1);
    let sitters = (0..seats)
        .map(|i| {
            if i == you {
                Sitter::Person(YOU.into())
            } else {
                opponent.clone()
            }
        })
        .collect();
    Recipe::new(kind, quick.options.clone(), sitters, 0, None)
}

/// How many seats a game has under these options (two when the options cannot be played).
pub(super) fn seat_count(kind: GameKind, options: &toml::Table) -> usize {
    Recipe::new(kind, options.clone(), Vec::new(), 0, None)
        .seat_count()
        .unwrap_or(2)
}
