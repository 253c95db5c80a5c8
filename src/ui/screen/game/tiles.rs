//! Home's board-games section: a tile per game with a small drawing of its start, its line,
//! Quick match, New match… and History, and the matches not yet finished with Continue.

use std::sync::Arc;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill, Length};

use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::career::MatchSummary;
use crate::ui::board::{BoardCanvas, BoardUi, Marks};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

/// A tile's narrowest width: four in a row from 1024 px; they wrap when the window is
/// narrower.
const TILE: f32 = 232.0;

/// What the board-games section sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere (a new-match form, a history, a match to continue).
    Go(Route),
    /// Start a quick match of this game.
    Quick(GameKind),
}

/// The section's state: each game's start position to draw, and the unfinished matches.
#[derive(Clone, Debug)]
pub struct Tiles {
    /// Each game's start, in the order of [`GameKind::ALL`] (`None` if it cannot be set up).
    starts: Vec<Option<Arc<dyn Picture>>>,
    /// The matches not yet finished, newest first.
    pub unfinished: Vec<MatchSummary>,
}

impl Default for Tiles {
    fn default() -> Self {
        Tiles {
            starts: GameKind::ALL.map(|kind| kind.visit(Start)).into(),
            unfinished: Vec::new(),
        }
    }
}

/// A game's board drawn as a still picture.
trait Picture: std::fmt::Debug + Send + Sync {
    /// The picture.
    fn view(&self) -> Element<'_, Message>;
}

impl<G: BoardUi> Picture for G {
    fn view(&self) -> Element<'_, Message> {
        BoardCanvas::still(self, Marks::default()).view()
    }
}

/// Sets up a game's start with its default options, to draw it.
struct Start;

impl Visitor for Start {
    type Output = Option<Arc<dyn Picture>>;
}

impl<G: BoardUi> Visit<G> for Start {
    fn visit(self) -> Self::Output {
        G::new(Default::default())
            .ok()
            .map(|game| Arc::new(game) as Arc<dyn Picture>)
    }
}

fn drawing(start: Option<&dyn Picture>) -> Element<'_, Message> {
    let picture: Element<'_, Message> = match start {
        Some(start) => start.view(),
        None => text("").into(),
    };
    container(picture)
        .width(Length::Fixed(84.0))
        .height(Length::Fixed(84.0))
        .into()
}

impl Tiles {
    /// The section, the game at place `chosen` of [`GameKind::ALL`] outlined (Home's ← →
    /// choose it; Q and M play it). The four tiles share `width` across; they wrap onto more
    /// lines when the window is narrow (or the zoom large).
    pub fn view(&self, chosen: usize, width: f32) -> Element<'_, Message> {
        let count = GameKind::ALL.len() as f32;
        let across = ((width - 12.0 * (count - 1.0)) / count).floor().max(TILE);
        let mut tiles = row![].spacing(12);
        for (i, (kind, start)) in GameKind::ALL.into_iter().zip(&self.starts).enumerate() {
            let picture = drawing(start.as_deref());
            let small = |words: &'static str| text(words).size(size::SMALL);
            let mut tile = column![
                row![
                    picture,
                    column![
                        text(kind.name()).size(size::LARGE),
                        focus::ring(
                            format!("games.{}.history", kind.id()),
                            button(small("History"))
                                .on_press(Message::Go(Route::MatchHistory(kind)))
                                .style(style::button::quiet)
                        ),
                    ]
                    .spacing(2),
                ]
                .spacing(8),
                // Three lines' room, so that the tiles keep one height when a line wraps.
                container(text(kind.about().tagline).size(size::SMALL))
                    .height(Length::Fixed(3.0 * 1.3 * size::SMALL)),
                row![
                    focus::tip(
                        focus::ring(
                            format!("games.{}.quick", kind.id()),
                            button(small("Quick match"))
                                .on_press(Message::Quick(kind))
                                .style(style::button::primary)
                        ),
                        &Command::Quick
                    ),
                    focus::tip(
                        focus::ring(
                            format!("games.{}.new", kind.id()),
                            button(small("New match…"))
                                .on_press(Message::Go(Route::NewMatch(kind)))
                                .style(style::button::secondary)
                        ),
                        &Command::NewMatch
                    ),
                ]
                .spacing(6),
            ]
            .spacing(6);
            for summary in self.unfinished.iter().filter(|m| m.game == kind).take(2) {
                let against = summary
                    .seats
                    .iter()
                    .filter(|s| s.as_str() != crate::boards::session::YOU)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ");
                tile = tile.push(
                    row![
                        text(format!("Against {against}, move {}", summary.moves))
                            .size(size::SMALL)
                            .width(Fill),
                        focus::ring(
                            format!("games.{}.continue", summary.id),
                            button(small("Continue"))
                                .on_press(Message::Go(Route::Match(summary.id.clone())))
                                .style(style::button::primary)
                        ),
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                );
            }
            tiles = tiles.push(
                container(tile)
                    .padding(10)
                    .width(Length::Fixed(across))
                    .style(if i == chosen {
                        style::container::chosen
                    } else {
                        style::container::panel
                    }),
            );
        }
        column![text("Board games").size(size::LARGE), tiles.wrap()]
            .spacing(8)
            .into()
    }
}
