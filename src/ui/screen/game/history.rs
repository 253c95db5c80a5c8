//! A game's history: the record against each computer level (wins, draws, losses), then every
//! finished match with its date, opponent, result and length; a match can be looked at again
//! or exported, and one can be imported from a text file.

use iced::widget::{button, column, responsive, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Fill};

use crate::boards::registry::GameKind;
use crate::career::{GameHistory, Opponent, Tally, Verdict, local_time};
use crate::store::RecordId;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::screen::{self, Screen};
use crate::ui::theme::{size, style};

/// What the history screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Show another game's history.
    Game(GameKind),
    /// Export a match as a text file.
    Export(RecordId),
    /// Import a match from a text file.
    Import,
    /// The import box's path changed.
    Path(String),
    /// Import the match at the path typed in the import box.
    ImportTyped,
}

crate::ui::screen::navigate!(Message);

/// What the history screen asks of the app after one of its messages.
pub type Action = screen::Action<Message, Request>;

/// What only the app can do for the history screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Ask where to export this match, and write its text there.
    Export(RecordId),
    /// Ask for a match text file and import it.
    Import,
    /// Import the match text file at this path (typed, no dialog).
    ImportFile(std::path::PathBuf),
}

/// The history screen's state: the game's history as read when the screen opened.
#[derive(Clone, Debug)]
pub struct History {
    /// The history shown.
    pub history: GameHistory,
    /// The path typed in the import box.
    pub path: String,
}

/// The import box's id (its ring's and the text field's own).
pub const IMPORT_BOX: &str = "history.import-path";

/// The narrowest room the matches show as a table in; narrower, a few lines each.
const WIDE: f32 = 900.0;
/// Below this height the whole page scrolls.
const SHORT: f32 = 520.0;

impl History {
    /// The history screen of a game's history, the import box empty.
    pub fn new(history: GameHistory) -> History {
        History {
            history,
            path: String::new(),
        }
    }
}

fn opponent_words(against: Opponent) -> String {
    match against {
        Opponent::Level(level) => format!("The computer, level {level}"),
        Opponent::Random => "The computer, at random".into(),
        Opponent::Timed => "The computer, timed".into(),
        Opponent::Others => "Friends".into(),
    }
}

fn tally_words(t: &Tally) -> String {
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{}, {}, {}",
        plural(t.wins, "win", "wins"),
        plural(t.draws, "draw", "draws"),
        plural(t.losses, "loss", "losses")
    )
}

impl Screen for History {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::MatchHistory(self.history.game)
    }

    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) => Action::Go(route),
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::Game(kind) => Action::Go(Route::MatchHistory(kind)),
            Message::Export(id) => Action::Ask(Request::Export(id)),
            Message::Import => Action::Ask(Request::Import),
            Message::Path(path) => {
                self.path = path;
                Action::None
            }
            Message::ImportTyped => {
                let path = self.path.trim();
                if path.is_empty() {
                    return Action::None;
                }
                Action::Ask(Request::ImportFile(path.into()))
            }
        }
    }
}

impl History {
    /// The screen: a table of matches where the window is wide; narrower (a small window, a
    /// large zoom) a few lines each, and, short, the whole page scrolls.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(room)).into()
    }

    /// The screen in a room `room` big.
    fn page(&self, room: iced::Size) -> Element<'_, Message> {
        let game = self.history.game;
        let wide = room.width >= WIDE;
        let short = room.height < SHORT;
        let mut games = row![].spacing(8);
        for kind in GameKind::ALL {
            games = games.push(
                focus::ring(
                    format!("history.game.{}", kind.id()),
                    button(text(kind.name()))
                        .on_press(Message::Game(kind))
                        .style(style::button::choice(kind == game)),
                )
                .group("history.games"),
            );
        }
        let mut record = column![text("Your record").size(size::LARGE)].spacing(4);
        let total = self.history.total();
        let lines = self
            .history
            .against
            .iter()
            .map(|(against, tally)| (opponent_words(*against), tally_words(tally)))
            .chain([("Every match".to_string(), tally_words(&total))]);
        for (who, tally) in lines {
            record = record.push(if wide {
                Element::from(row![text(who).width(260), text(tally)].spacing(8))
            } else {
                row![text(who), text(tally).style(style::text::soft)]
                    .spacing(8)
                    .wrap()
                    .into()
            });
        }
        let mut list = column![].spacing(if wide { 4 } else { 10 });
        if wide {
            let head = |words: &'static str| text(words).style(style::text::soft);
            list = list.push(
                row![
                    head("Date").width(150),
                    head("Opponent").width(220),
                    head("You").width(60),
                    head("How it ended").width(Fill),
                    head("Moves").width(60),
                    space().width(190),
                ]
                .spacing(8),
            );
        }
        for r in &self.history.rows {
            let mut result = crate::ui::board::sentence(&r.result);
            if r.assisted {
                result.push_str(" Assisted.");
            }
            // At a column's head ("The computer (level 2)"); within a sentence as it is
            // ("…, against the computer (level 2)", "…, against Ada").
            let opponent = crate::ui::board::sentence(&r.opponent)
                .trim_end_matches('.')
                .to_owned();
            let moves = match r.moves {
                1 => "1 move".to_owned(),
                n => format!("{n} moves"),
            };
            let verdict = match r.verdict {
                Verdict::Won => "Won",
                Verdict::Drew => "Drew",
                Verdict::Lost => "Lost",
            };
            let buttons = row![
                focus::ring(
                    format!("history.{}.look", r.id),
                    button("Look again")
                        .on_press(Message::Go(Route::Match(r.id.clone())))
                        .style(style::button::quiet)
                ),
                focus::ring(
                    format!("history.{}.export", r.id),
                    button("Export")
                        .on_press(Message::Export(r.id.clone()))
                        .style(style::button::quiet)
                ),
            ]
            .spacing(4);
            list = list.push(if wide {
                Element::from(
                    row![
                        text(local_time(r.date)).width(150),
                        text(opponent).width(220),
                        text(verdict).width(60),
                        text(result).width(Fill),
                        text(r.moves.to_string()).width(60),
                        buttons.width(190),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center),
                )
            } else {
                // A few lines: when and against whom, how it ended, the buttons.
                column![
                    text(format!("{}, against {}", local_time(r.date), r.opponent))
                        .size(size::SMALL)
                        .style(style::text::soft),
                    text(format!("{verdict}. {result} {moves}.")),
                    buttons,
                ]
                .spacing(2)
                .into()
            });
        }
        if self.history.rows.is_empty() {
            list = list.push(
                text(format!(
                    "No finished {} match yet: play one from Home.",
                    game.name()
                ))
                .style(style::text::soft),
            );
        }
        let top = row![
            crate::ui::screen::home("history.home"),
            text(format!("{}: history", game.name()))
                .size(if wide { size::TITLE } else { size::LARGE })
                .width(Fill),
            focus::ring(
                "history.import",
                button("Import a match…")
                    .on_press(Message::Import)
                    .style(style::button::secondary)
            ),
            crate::ui::screen::keys("history.keys"),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let page = column![top, games.wrap().vertical_spacing(8)].spacing(16);
        if short {
            // Too short for the list to have a height of its own: the page scrolls, the
            // matches first.
            scrollable(
                page.push(list)
                    .push(record)
                    .push(self.import_box(wide))
                    .padding(iced::Padding::ZERO.right(14)),
            )
            .height(Fill)
            .into()
        } else {
            page.push(record)
                .push(self.import_box(wide))
                .push(scrollable(list).height(Fill))
                .into()
        }
    }

    /// The import box: a match text file's path typed (or pasted), for those without a file
    /// dialog; dropping the file on the window does the same. Not `wide`: the heading over
    /// the box.
    fn import_box(&self, wide: bool) -> Element<'_, Message> {
        let typed = !self.path.trim().is_empty();
        column![
            (!wide).then(|| text("Import a match").size(size::LARGE)),
            row![
                wide.then(|| text("Import a match").size(size::LARGE)),
                focus::ring(
                    IMPORT_BOX,
                    text_input("Path of a match text file (.txt)", &self.path)
                        .id(IMPORT_BOX)
                        .on_input(Message::Path)
                        .on_submit(Message::ImportTyped)
                        .width(Fill)
                ),
                focus::ring(
                    "history.import-typed",
                    button("Import")
                        .on_press_maybe(typed.then_some(Message::ImportTyped))
                        .style(style::button::secondary)
                ),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
            text("Or drop the file on this window, or choose it with Import a match… above.")
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .spacing(4)
        .into()
    }
}
