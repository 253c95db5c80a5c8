//! The Daily page: today's delve (its adventurer, how the day's try stands, a way in), the
//! best score and the streaks, the days played; a box to play a deal from a code, or to race
//! the finished delve a friend's code carries; and the race itself, turn by turn.

mod race;

use chrono::NaiveDate;
use iced::widget::{button, column, container, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Fill};

use crate::career::{DailyBook, DayRow, DayState, DayTry, Race};
use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::daily::Daily;
use crate::tarot::deal::DealCode;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, size, style};

use super::navigate;

/// What the Daily page sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Play today's delve (the try on record, or practice once it is played).
    Play,
    /// Put today's deal code on the clipboard.
    CopyToday,
    /// The code box's words changed.
    Code(String),
    /// Play the deal of the code in the box (racing the delve it carries, if any).
    PlayCode,
    /// Set the delve of this profile beside the friend's delve the code carries.
    RaceCode,
    /// Days by the UTC calendar (`true`) or the local one.
    Utc(bool),
    /// Back from a race to the page.
    CloseRace,
}

navigate!(Message);

/// What only the app can do for the Daily page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Start the delve of this date.
    Play(NaiveDate),
    /// Put this text on the clipboard (and say so).
    Copy(String),
    /// Start a delve of this deal for a new adventurer.
    PlayCode(DealCode),
    /// Find this profile's delve of the code's deal and race it.
    Race(DealCode),
    /// Keep the calendar choice.
    Utc(bool),
}

/// What the Daily page asks of the app after a message.
pub type Action = super::Action<Message, Request>;

/// The page's state: today and its deal, the profile's book of days, the code box, and a race
/// on show.
#[derive(Clone, Debug)]
pub struct State {
    /// Today's date, by the calendar chosen.
    pub today: NaiveDate,
    /// Whether days go by the UTC calendar.
    pub utc: bool,
    /// Today's deal.
    pub daily: Daily,
    /// The days played in this profile.
    pub book: DailyBook,
    /// Whose delve is in progress, if any (one at a time).
    pub busy: Option<String>,
    /// Today's deal code.
    pub code_today: String,
    /// The code box's words.
    pub code: String,
    /// Why the code in the box cannot be played, when the player tried.
    pub refused: Option<String>,
    /// A race on show: the delves' names, and the race.
    pub race: Option<(String, Race)>,
}

impl State {
    /// The page for `today`, with the profile's `book`.
    pub fn new(today: NaiveDate, utc: bool, book: DailyBook, busy: Option<String>) -> State {
        let daily = Daily::of(today);
        let code_today = DealCode::of(daily.deal(crate::career::RULES_VERSION)).text();
        State {
            today,
            utc,
            daily,
            book,
            busy,
            code_today,
            code: String::new(),
            refused: None,
            race: None,
        }
    }

    /// The code in the box, read, or why not.
    fn typed(&self) -> Result<DealCode, String> {
        self.code
            .parse::<DealCode>()
            .map_err(|e| sentence(&e.to_string()))
    }
}

impl super::Screen for State {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::Daily
    }

    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) => Action::Go(route),
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::Play => Action::Ask(Request::Play(self.today)),
            Message::CopyToday => Action::Ask(Request::Copy(self.code_today.clone())),
            Message::Code(words) => {
                self.code = words;
                self.refused = None;
                Action::None
            }
            Message::PlayCode => match self.typed() {
                Ok(code) => Action::Ask(Request::PlayCode(code)),
                Err(why) => {
                    self.refused = Some(why);
                    Action::None
                }
            },
            Message::RaceCode => match self.typed() {
                Ok(code) if code.choices.is_some() => Action::Ask(Request::Race(code)),
                Ok(_) => {
                    self.refused = Some(
                        "This code holds a deal but no delve played in it: play it, or ask \
                         your friend for the code shown when their delve ended."
                            .into(),
                    );
                    Action::None
                }
                Err(why) => {
                    self.refused = Some(why);
                    Action::None
                }
            },
            Message::Utc(utc) => Action::Ask(Request::Utc(utc)),
            Message::CloseRace => {
                self.race = None;
                Action::None
            }
        }
    }
}

/// An error's words as a sentence: a capital first, a full stop last.
fn sentence(words: &str) -> String {
    let mut out: String = words.chars().take(1).flat_map(char::to_uppercase).collect();
    out.push_str(&words[words.chars().next().map_or(0, char::len_utf8)..]);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

impl State {
    /// The page: a race when one is on show, else the day, the figures, the code box and
    /// the days played.
    pub fn view(&self) -> Element<'_, Message> {
        if let Some((name, race)) = &self.race {
            return column![
                super::nav("A race".into(), 1.0),
                race::view(name, race).map(|m| m)
            ]
            .spacing(12)
            .into();
        }
        let page = column![
            today(self),
            figures(&self.book),
            code_box(self),
            days(&self.book),
        ]
        .spacing(16)
        .padding(iced::Padding::ZERO.right(14));
        column![
            super::nav("Today's delve".into(), 1.0),
            scrollable(page).height(Fill)
        ]
        .spacing(12)
        .into()
    }
}

/// The six attributes in one short line: "Might 1 · Agility 1 · Luck 5 · …".
pub fn attribute_line(attributes: Attributes) -> String {
    Attr::ALL
        .iter()
        .map(|a| format!("{} {}", a.name(), attributes.get(*a)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// How a try stands, in words.
pub fn state_words(state: DayState) -> String {
    match state {
        DayState::Playing => "still in the dungeon".into(),
        DayState::Escaped { score, turns } => format!("escaped with {score} after {turns} turns"),
        DayState::Died { turns: 1 } => "died on the first turn".into(),
        DayState::Died { turns } => format!("died after {turns} turns"),
        DayState::Unfinished => "abandoned, no result".into(),
    }
}

/// Today: the date, the adventurer and their attributes, how the day's try stands, and the
/// way in.
fn today(state: &State) -> Element<'_, Message> {
    let day = state.book.day(state.today);
    let record = day.and_then(|d| d.record.as_ref());
    let status = match record {
        None => "Not played yet: the first try is the one on record.".to_string(),
        Some(one) => format!(
            "On record: {} {}. Further tries are practice.",
            one.name,
            state_words(one.state)
        ),
    };
    let label = if record.is_some() {
        "Practice today's delve"
    } else {
        "Play today's delve"
    };
    let play = button(text(label).size(size::BODY))
        .style(style::button::primary)
        .on_press_maybe(state.busy.is_none().then_some(Message::Play));
    let mut actions = row![
        focus::ring("daily.play", play),
        focus::ring(
            "daily.copy",
            button(text("Copy the deal code").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::CopyToday)
        ),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    if let Some(name) = &state.busy {
        actions = actions.push(
            text(format!("{name} is in the dungeon: one delve at a time."))
                .size(size::SMALL)
                .style(style::text::soft),
        );
    }
    let calendar = if state.utc {
        ("By the UTC calendar", "Use my local calendar", false)
    } else {
        ("By your local calendar", "Use the UTC calendar", true)
    };
    container(
        column![
            row![
                text(state.today.format("%A %-d %B %Y").to_string())
                    .size(size::SMALL)
                    .style(style::text::soft),
                text(calendar.0).size(size::SMALL).style(style::text::soft),
                focus::ring(
                    "daily.calendar",
                    button(text(calendar.1).size(size::SMALL))
                        .style(style::button::quiet)
                        .on_press(Message::Utc(calendar.2))
                ),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
            text(format!("{}, the adventurer of the day", state.daily.name))
                .font(SERIF)
                .size(size::TITLE),
            text(attribute_line(state.daily.attributes)).size(size::BODY),
            text(status).size(size::BODY),
            text(format!(
                "Everyone who plays today meets this adventurer and this deck, under the \
                 default rules and apart from your corpse pile. Deal code: {}",
                state.code_today
            ))
            .size(size::SMALL)
            .style(style::text::soft),
            actions.wrap().vertical_spacing(6),
        ]
        .spacing(6),
    )
    .padding(14)
    .width(Fill)
    .style(style::container::panel)
    .into()
}

/// The best score and the two streaks.
fn figures(book: &DailyBook) -> Element<'_, Message> {
    let best = match book.best {
        Some((date, score)) => format!("{score} ({})", date.format("%-d %B %Y")),
        None => "no escape yet".into(),
    };
    let tile = |label: &'static str, value: String, note: String| {
        container(
            column![
                text(label).size(size::SMALL).style(style::text::soft),
                text(value).size(size::TITLE),
                text(note).size(size::SMALL).style(style::text::soft),
            ]
            .spacing(2),
        )
        .padding([8, 12])
        .width(230)
        .style(style::container::panel)
    };
    let days = |n: u32| match n {
        1 => "1 day".to_string(),
        n => format!("{n} days"),
    };
    row![
        tile("Best score on record", best, String::new()),
        tile(
            "Days played in a row",
            days(book.played.current),
            format!("longest {}", days(book.played.longest)),
        ),
        tile(
            "Escapes in a row",
            days(book.escapes.current),
            format!("longest {}", days(book.escapes.longest)),
        ),
    ]
    .spacing(10)
    .wrap()
    .vertical_spacing(10)
    .into()
}

/// The code box: play a friend's deal, or race their finished delve.
fn code_box(state: &State) -> Element<'_, Message> {
    let read = (!state.code.trim().is_empty()).then(|| state.typed());
    let about: Element<'_, Message> = match (&state.refused, &read) {
        (Some(why), _) | (None, Some(Err(why))) if state.refused.is_some() || long(state) => {
            text(why.clone())
                .size(size::SMALL)
                .style(style::text::warn)
                .into()
        }
        (_, Some(Ok(code))) => {
            let mut words = format!(
                "A deal for a new adventurer: {}",
                attribute_line(code.deal.attributes)
            );
            if code.choices.is_some() {
                words.push_str(". It carries a finished delve: race it, or play it to race.");
            }
            text(words)
                .size(size::SMALL)
                .style(style::text::soft)
                .into()
        }
        _ => text("Paste or type a code a friend sent; spaces, dashes and case do not matter.")
            .size(size::SMALL)
            .style(style::text::soft)
            .into(),
    };
    let ready = matches!(read, Some(Ok(_)));
    let races = matches!(&read, Some(Ok(code)) if code.choices.is_some());
    let mut buttons = row![focus::ring(
        "daily.play-code",
        button(text("Play this deal").size(size::BODY))
            .style(style::button::secondary)
            .on_press_maybe((ready && state.busy.is_none()).then_some(Message::PlayCode))
    )]
    .spacing(8);
    if races {
        buttons = buttons.push(focus::ring(
            "daily.race",
            button(text("Race it beside my delve").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::RaceCode),
        ));
    }
    container(
        column![
            text("A deal from a friend").size(size::LARGE),
            focus::ring(
                "daily.code",
                text_input("XXXXX-XXXXX-XXXXX-XXXXX", &state.code)
                    .id("daily.code")
                    .on_input(Message::Code)
                    .on_submit(Message::PlayCode)
                    .size(size::BODY),
            )
            .field(),
            about,
            buttons.wrap().vertical_spacing(6),
        ]
        .spacing(6),
    )
    .padding(14)
    .width(Fill)
    .style(style::container::panel)
    .into()
}

/// Whether the box holds as many characters as a code, so that a refusal is worth showing
/// while typing.
fn long(state: &State) -> bool {
    state
        .code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .count()
        >= 20
}

/// The days played, newest first: the try on record and the practice after it.
fn days(book: &DailyBook) -> Element<'_, Message> {
    let mut list = column![text("Days played").size(size::LARGE)].spacing(6);
    if book.days.is_empty() {
        list = list.push(
            text("None yet. Today's delve is a new adventurer and a new deck each day, the same for everyone.")
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    for day in &book.days {
        list = list.push(day_row(day));
    }
    list.into()
}

fn day_row(day: &DayRow) -> Element<'_, Message> {
    let one = |t: &DayTry| {
        let assisted = if t.assisted { " (assisted)" } else { "" };
        format!("{} {}{assisted}", t.name, state_words(t.state))
    };
    let record = day
        .record
        .as_ref()
        .map_or_else(|| "only practice".to_string(), one);
    let practice = match day.practice.len() {
        0 => String::new(),
        n => {
            let best = day
                .practice
                .iter()
                .map(|t| t.state.score())
                .max()
                .unwrap_or(0);
            format!(
                "{n} practice {}, best {best}",
                if n == 1 { "try" } else { "tries" }
            )
        }
    };
    row![
        text(day.date.format("%a %-d %b %Y").to_string())
            .size(size::BODY)
            .width(140),
        text(record).size(size::BODY).width(Fill),
        space().width(8),
        text(practice).size(size::SMALL).style(style::text::soft),
    ]
    .align_y(Alignment::Center)
    .into()
}
