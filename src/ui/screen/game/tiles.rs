//! Home's board-games section: a tile per game with a small drawing of its start, its line,
//! History and Learn, Quick match (with the level and rules it will use) and New match…, and
//! the matches not yet finished with Continue, in room kept for two of them so that every
//! tile keeps one height and its buttons in place.

use std::sync::Arc;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill, Length};

use crate::boards::ai::Player;
use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::boards::session::{FRIEND, Recipe, Sitter, YOU};
use crate::career::{MatchSummary, QuickMatch};
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

/// The section's state: each game's start position to draw, the unfinished matches, and
/// what a quick match of each game will be.
#[derive(Clone, Debug)]
pub struct Tiles {
    /// Each game's start, in the order of [`GameKind::ALL`] (`None` if it cannot be set up).
    starts: Vec<Option<Arc<dyn Picture>>>,
    /// The matches not yet finished, newest first.
    pub unfinished: Vec<MatchSummary>,
    /// What each game's quick match will be, in the order of [`GameKind::ALL`]: the
    /// computer's level and the rules ([`quick_words`]).
    pub quick: Vec<String>,
}

impl Default for Tiles {
    fn default() -> Self {
        Tiles {
            starts: GameKind::ALL.map(|kind| kind.visit(Start)).into(),
            unfinished: Vec::new(),
            quick: GameKind::ALL
                .map(|kind| quick_words(kind, &QuickMatch::default()))
                .into(),
        }
    }
}

/// What a quick match of `kind` will be, in a few words: "Level 2, usual rules", "Level 3,
/// 24 pyramids, clock".
pub fn quick_words(kind: GameKind, quick: &QuickMatch) -> String {
    let opponent = match quick.opponent.sitter() {
        Ok(Sitter::Computer(Player::Level(level))) => format!("Level {level}"),
        Ok(Sitter::Computer(Player::Random)) => "A random computer".into(),
        Ok(Sitter::Computer(Player::Timed(t))) => format!("{} s a move", t.as_secs().max(1)),
        _ => "Level 2".into(),
    };
    let seats = Recipe::new(kind, quick.options.clone(), Vec::new(), 0, None)
        .seat_count()
        .unwrap_or(2);
    let changed = kind.about().tags(&quick.options, seats, true);
    let mut words = if changed.is_empty() {
        format!("{opponent}, usual rules")
    } else {
        format!("{opponent}, {}", changed.join(", "))
    };
    if quick.seat != 0 {
        words.push_str(", you move second");
    }
    words
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
    /// choose it once ↓ went down to the games, `arrows`, which the title then says; Q and M
    /// play it). The four tiles share `width` across; they wrap onto more lines when the
    /// window is narrow (or the zoom large).
    pub fn view(&self, chosen: usize, arrows: bool, width: f32) -> Element<'_, Message> {
        let count = GameKind::ALL.len() as f32;
        let across = ((width - 12.0 * (count - 1.0)) / count).floor().max(TILE);
        let mut tiles = row![].spacing(12);
        for (i, ((kind, start), quick)) in GameKind::ALL
            .into_iter()
            .zip(&self.starts)
            .zip(&self.quick)
            .enumerate()
        {
            let picture = drawing(start.as_deref());
            let small = |words: &'static str| text(words).size(size::SMALL);
            let link = |words: &'static str, route: Route| {
                button(small(words))
                    .on_press(Message::Go(route))
                    .style(style::button::quiet)
            };
            let tile = column![
                row![
                    picture,
                    column![
                        text(kind.name()).size(size::LARGE),
                        row![
                            focus::tip(
                                focus::ring(
                                    format!("games.{}.learn", kind.id()),
                                    link("Learn", Route::Learn(kind)),
                                ),
                                &Command::Learn
                            ),
                            focus::tip(
                                focus::ring(
                                    format!("games.{}.history", kind.id()),
                                    link("History", Route::MatchHistory(kind)),
                                ),
                                &Command::History
                            ),
                        ],
                    ]
                    .spacing(2),
                ]
                .spacing(8),
                // Three lines' room, so that the tiles keep one height when a line wraps.
                container(text(kind.about().tagline).size(size::SMALL))
                    .height(Length::Fixed(3.0 * 1.3 * size::SMALL)),
                // The keys' tooltips keep off the words around the buttons (the tagline over
                // them, what a quick match is under them): in the tile's margin and beside.
                row![
                    focus::tip_at(
                        focus::ring(
                            format!("games.{}.quick", kind.id()),
                            button(small("Quick match"))
                                .on_press(Message::Quick(kind))
                                .style(style::button::primary)
                        ),
                        &Command::Quick,
                        focus::Side::Left
                    ),
                    focus::tip_at(
                        focus::ring(
                            format!("games.{}.new", kind.id()),
                            button(small("New match…"))
                                .on_press(Message::Go(Route::NewMatch(kind)))
                                .style(style::button::secondary)
                        ),
                        &Command::NewMatch,
                        focus::Side::Right
                    ),
                ]
                .spacing(6),
                container(
                    text(format!("Quick match: {quick}"))
                        .size(size::SMALL)
                        .style(style::text::soft)
                )
                .height(Length::Fixed(1.3 * size::SMALL)),
                self.continues(kind),
            ]
            .spacing(6);
            tiles = tiles.push(
                container(tile)
                    .padding(10)
                    .width(Length::Fixed(across))
                    .style(style::container::panel_or_chosen(i == chosen)),
            );
        }
        column![
            row![
                text("Board games").size(size::LARGE),
                focus::hint(
                    arrows.then_some("← → choose a game · ↑ the roster · Enter, Q or M plays it")
                )
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
            tiles.wrap()
        ]
        .spacing(8)
        .into()
    }

    /// The matches of `kind` not yet finished, two at most, in room kept for two while any
    /// game has one (so the tiles keep one height), and no room at all when none has, so that
    /// Home's roster keeps its room on a 1024×640 window.
    fn continues(&self, kind: GameKind) -> Element<'_, Message> {
        let small = |words: &'static str| text(words).size(size::SMALL);
        let mut list = column![].spacing(4);
        for summary in self.unfinished.iter().filter(|m| m.game == kind).take(2) {
            let against = summary
                .seats
                .iter()
                .filter(|s| s.as_str() != YOU)
                .map(|s| {
                    if s == FRIEND {
                        "your friend"
                    } else {
                        s.as_str()
                    }
                })
                .collect::<Vec<_>>()
                .join(", ");
            // Whom against on a line of its own (a tile is 16 ems across: beside the button
            // the words would wrap one or two to a line), the move by the button.
            list = list.push(text(format!("Against {against}")).size(size::SMALL));
            list = list.push(
                row![
                    text(match summary.moves {
                        0 => "no move yet".to_owned(),
                        1 => "1 move played".to_owned(),
                        n => format!("{n} moves played"),
                    })
                    .size(size::SMALL)
                    .style(style::text::soft)
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
        let room = if self.unfinished.is_empty() {
            0.0
        } else {
            2.0 * (1.3 * size::SMALL + 31.0) + 3.0 * 4.0
        };
        container(list).height(Length::Fixed(room)).into()
    }
}
