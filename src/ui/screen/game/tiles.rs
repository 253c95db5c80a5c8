//! Home's board-games section: a tile per game with a small drawing of its start, its line,
//! Quick match, New match… and History, and the matches not yet finished with Continue.

use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill, Length};

use crate::boards::game::Game;
use crate::boards::malaka::Malaka;
use crate::boards::malawi::Malawi;
use crate::boards::martian_chess::MartianChess;
use crate::boards::pyramids::Pyramids;
use crate::boards::session::GameKind;
use crate::career::MatchSummary;
use crate::ui::board::{BoardCanvas, BoardUi, Marks};
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

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
    malice: Option<Pyramids>,
    martian: Option<MartianChess>,
    malaka: Option<Box<Malaka>>,
    malawi: Option<Malawi>,
    /// The matches not yet finished, newest first.
    pub unfinished: Vec<MatchSummary>,
}

impl Default for Tiles {
    fn default() -> Self {
        Tiles {
            malice: Pyramids::new(Default::default()).ok(),
            martian: MartianChess::new(Default::default()).ok(),
            malaka: Malaka::new(Default::default()).ok().map(Box::new),
            malawi: Malawi::new(Default::default()).ok(),
            unfinished: Vec::new(),
        }
    }
}

fn drawing<'a, G: BoardUi>(game: Option<&'a G>) -> Element<'a, Message> {
    let picture: Element<'a, Message> = match game {
        Some(game) => BoardCanvas::still(game, Marks::default()).view(),
        None => text("").into(),
    };
    container(picture)
        .width(Length::Fixed(84.0))
        .height(Length::Fixed(84.0))
        .into()
}

impl Tiles {
    /// The section.
    pub fn view(&self) -> Element<'_, Message> {
        let mut tiles = row![].spacing(12);
        for kind in GameKind::ALL {
            let picture = match kind {
                GameKind::Malice => drawing(self.malice.as_ref()),
                GameKind::MartianChess => drawing(self.martian.as_ref()),
                GameKind::Malaka => drawing(self.malaka.as_deref()),
                GameKind::Malawi => drawing(self.malawi.as_ref()),
            };
            let small = |words: &'static str| text(words).size(size::SMALL);
            let mut tile = column![
                row![
                    picture,
                    column![
                        text(kind.name()).size(size::LARGE),
                        button(small("History"))
                            .on_press(Message::Go(Route::MatchHistory(kind)))
                            .style(style::button::quiet),
                    ]
                    .spacing(2),
                ]
                .spacing(8),
                // Three lines' room, so that the tiles keep one height when a line wraps.
                container(text(super::help::tagline(kind)).size(size::SMALL))
                    .height(Length::Fixed(3.0 * 1.3 * size::SMALL)),
                row![
                    button(small("Quick match"))
                        .on_press(Message::Quick(kind))
                        .style(style::button::primary),
                    button(small("New match…"))
                        .on_press(Message::Go(Route::NewMatch(kind)))
                        .style(style::button::secondary),
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
                        button(small("Continue"))
                            .on_press(Message::Go(Route::Match(summary.id.clone())))
                            .style(style::button::primary),
                    ]
                    .spacing(6)
                    .align_y(iced::Alignment::Center),
                );
            }
            tiles = tiles.push(
                container(tile)
                    .padding(10)
                    .width(Fill)
                    .style(style::container::panel),
            );
        }
        column![text("Board games").size(size::LARGE), tiles]
            .spacing(8)
            .into()
    }
}
