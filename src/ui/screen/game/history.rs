//! A game's history: the record against each computer level (wins, draws, losses), then every
//! finished match with its date, opponent, result and length; a match can be looked at again
//! or exported, and one can be imported from a text file.

use iced::widget::{
    button, column, container, responsive, row, scrollable, space, text, text_input,
};
use iced::{Alignment, Element, Fill};

use crate::boards::registry::GameKind;
use crate::career::{GameHistory, Opponent, Tally, Verdict, local_time};
use crate::store::RecordId;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::screen::rules::grown;
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
/// The page's column across (times what it grows by in a wide room, [`grown`]): in a wider
/// room it stands centred.
const COLUMN: f32 = 1100.0;

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

    /// The screen in a room `room` big: in a wide room its words, widths and column grow
    /// `k` times, as How to play's do ([`grown`]).
    fn page(&self, room: iced::Size) -> Element<'_, Message> {
        let game = self.history.game;
        let wide = room.width >= WIDE;
        let short = room.height < SHORT;
        let k = grown(room.width);
        let (small, plain, large) = (size::SMALL * k, size::PLAIN * k, size::LARGE * k);
        let mut games = row![].spacing(8);
        for kind in GameKind::ALL {
            games = games.push(
                focus::ring(
                    format!("history.game.{}", kind.id()),
                    button(text(kind.name()).size(plain))
                        .on_press(Message::Game(kind))
                        .style(style::button::choice(kind == game)),
                )
                .group("history.games"),
            );
        }
        let mut record = column![text("Your record").size(large)].spacing(4.0 * k);
        let total = self.history.total();
        let lines = self
            .history
            .against
            .iter()
            .map(|(against, tally)| (opponent_words(*against), tally_words(tally)))
            .chain([("Every match".to_string(), tally_words(&total))]);
        for (who, tally) in lines {
            record = record.push(if wide {
                Element::from(
                    row![
                        text(who).size(plain).width(260.0 * k),
                        text(tally).size(plain)
                    ]
                    .spacing(8.0 * k),
                )
            } else {
                row![
                    text(who).size(plain),
                    text(tally).size(plain).style(style::text::soft)
                ]
                .spacing(8)
                .wrap()
                .into()
            });
        }
        let mut list = column![].spacing(if wide { 4.0 * k } else { 10.0 });
        // A table's column `w` wide.
        let at = |w: f32| w * k;
        if wide {
            let head = |words: &'static str| text(words).size(plain).style(style::text::soft);
            list = list.push(
                row![
                    head("Date").width(at(150.0)),
                    head("Opponent").width(at(220.0)),
                    head("You").width(at(60.0)),
                    head("How it ended").width(Fill),
                    head("Moves").width(at(60.0)),
                    space().width(at(190.0)),
                ]
                .spacing(8.0 * k),
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
                    button(text("Look again").size(plain))
                        .on_press(Message::Go(Route::Match(r.id.clone())))
                        .style(style::button::quiet)
                ),
                focus::ring(
                    format!("history.{}.export", r.id),
                    button(text("Export").size(plain))
                        .on_press(Message::Export(r.id.clone()))
                        .style(style::button::quiet)
                ),
            ]
            .spacing(4.0 * k);
            list = list.push(if wide {
                Element::from(
                    row![
                        text(local_time(r.date)).size(plain).width(at(150.0)),
                        text(opponent).size(plain).width(at(220.0)),
                        text(verdict).size(plain).width(at(60.0)),
                        text(result).size(plain).width(Fill),
                        text(r.moves.to_string()).size(plain).width(at(60.0)),
                        buttons.width(at(190.0)),
                    ]
                    .spacing(8.0 * k)
                    .align_y(Alignment::Center),
                )
            } else {
                // A few lines: when and against whom, how it ended (its words say who won:
                // "Won. You win: …" said it twice), the buttons.
                column![
                    text(format!("{}, against {}", local_time(r.date), r.opponent))
                        .size(small)
                        .style(style::text::soft),
                    text(format!("{result} {moves}.")).size(plain),
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
                .size(plain)
                .style(style::text::soft),
            );
        }
        let top = row![
            crate::ui::screen::home_grown("history.home", k),
            text(format!("{}: history", game.name()))
                .size(if wide { size::TITLE * k } else { size::LARGE })
                .width(Fill),
            focus::ring(
                "history.import",
                button(text("Import a match…").size(plain))
                    .on_press(Message::Import)
                    .style(style::button::secondary)
            ),
            crate::ui::screen::keys_grown("history.keys", k),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let page = column![games.wrap().vertical_spacing(8)].spacing(16.0 * k);
        if short {
            // Too short for the list to have a height of its own: the page scrolls, the
            // matches first.
            let page = page
                .push(list)
                .push(record)
                .push(self.import_box(wide, k))
                .max_width(COLUMN * k);
            scrollable(
                column![top, container(page).center_x(Fill)]
                    .spacing(16)
                    .padding(iced::Padding::ZERO.right(14)),
            )
            .height(Fill)
            .into()
        } else {
            // Under the top line, a column centred in a wide room.
            let page = page
                .push(record)
                .push(self.import_box(wide, k))
                .push(scrollable(list).height(Fill))
                .max_width(COLUMN * k);
            column![top, container(page).center_x(Fill).height(Fill)]
                .spacing(16)
                .into()
        }
    }

    /// The import box: a match text file's path typed (or pasted), for those without a file
    /// dialog; dropping the file on the window does the same. Not `wide`: the heading over
    /// the box. Its words `k` times their size.
    fn import_box(&self, wide: bool, k: f32) -> Element<'_, Message> {
        let typed = !self.path.trim().is_empty();
        let heading = || text("Import a match").size(size::LARGE * k);
        column![
            (!wide).then(heading),
            row![
                wide.then(heading),
                focus::ring(
                    IMPORT_BOX,
                    text_input("Path of a match text file (.txt)", &self.path)
                        .id(IMPORT_BOX)
                        .on_input(Message::Path)
                        .on_submit(Message::ImportTyped)
                        .size(size::PLAIN * k)
                        .width(Fill)
                ),
                focus::ring(
                    "history.import-typed",
                    button(text("Import").size(size::PLAIN * k))
                        .on_press_maybe(typed.then_some(Message::ImportTyped))
                        .style(style::button::secondary)
                ),
            ]
            .spacing(12.0 * k)
            .align_y(Alignment::Center),
            text("Or drop the file on this window, or choose it with Import a match… above.")
                .size(size::SMALL * k)
                .style(style::text::soft),
        ]
        .spacing(4.0 * k)
        .into()
    }
}
