//! How to play each game, drawn from the game's own words ([`About::rules`], beside its
//! options), with how to play it by clicks, the way to its Learn path, and each lesson's
//! position drawn small by the board's own code, one rule at a glance apiece.
//!
//! [`About::rules`]: crate::boards::about::About::rules

use std::any::Any;
use std::marker::PhantomData;
use std::sync::LazyLock;

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length};

use crate::boards::lesson::{self, Lesson};
use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::ui::board::{BoardCanvas, BoardUi, Marks};
use crate::ui::route::Route;
use crate::ui::screen::Navigate;
use crate::ui::theme::{size, style};

/// A lesson's position, in its game's own type (drawn by [`Draw`]).
type Position = Box<dyn Any + Send + Sync>;

/// Every game's lessons' positions, in the order of [`GameKind::ALL`], set up once.
static POSITIONS: LazyLock<Vec<Vec<Option<Position>>>> = LazyLock::new(|| {
    GameKind::ALL
        .iter()
        .map(|&kind| match lesson::path(kind) {
            Ok(path) => path
                .lessons
                .iter()
                .map(|lesson| kind.visit(SetUp(lesson)))
                .collect(),
            Err(_) => Vec::new(),
        })
        .collect()
});

/// Sets a lesson's position up, in its game's type.
struct SetUp<'a>(&'a Lesson);

impl Visitor for SetUp<'_> {
    type Output = Option<Position>;
}

impl<G: BoardUi> Visit<G> for SetUp<'_> {
    fn visit(self) -> Self::Output {
        let session = lesson::session::<G>(self.0, 0).ok()?;
        Some(Box::new(session.game().clone()))
    }
}

/// Draws a position set up by [`SetUp`], still.
struct Draw<M>(&'static (dyn Any + Send + Sync), PhantomData<M>);

impl<M> Visitor for Draw<M> {
    type Output = Element<'static, M>;
}

impl<G: BoardUi, M: Clone + 'static> Visit<G> for Draw<M> {
    fn visit(self) -> Self::Output {
        match self.0.downcast_ref::<G>() {
            Some(game) => BoardCanvas::still(game, Marks::default()).view(),
            None => text("").into(),
        }
    }
}

/// Each lesson of `kind` as a small diagram of its position, its title and its goal.
fn diagrams<M: Navigate>(kind: GameKind) -> Element<'static, M> {
    let mut list = column![].spacing(10);
    let (Ok(path), Some(positions)) = (
        lesson::path(kind),
        GameKind::ALL
            .iter()
            .position(|&k| k == kind)
            .and_then(|i| POSITIONS.get(i)),
    ) else {
        return list.into();
    };
    for (i, (lesson, position)) in path.lessons.iter().zip(positions).enumerate() {
        let picture: Element<'static, M> = match position {
            Some(position) => kind.visit(Draw(position.as_ref(), PhantomData)),
            None => text("").into(),
        };
        list = list.push(
            row![
                container(picture)
                    .width(Length::Fixed(110.0))
                    .height(Length::Fixed(110.0)),
                column![
                    text(format!("{}. {}", i + 1, lesson.title)).size(size::BODY),
                    text(lesson.goal.as_str())
                        .size(size::SMALL)
                        .style(style::text::soft),
                ]
                .spacing(2),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
    }
    list.into()
}

/// How to make a move of `kind` with the mouse.
pub fn clicks(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Malice => {
            "Click one of the pyramids on your side of the canal: dots mark where it can go, \
             and a faded pyramid shows where each move lands after its jump to the twin square \
             (a small square instead: the twin is taken, and it stays). Point at a dot to read \
             the move and what North could answer; click it to play. Click the pyramid again \
             to put it down."
        }
        GameKind::MartianChess => {
            "Click one of the pieces in your zone: dots mark where it can go, and rings the \
             pieces it can take. Point at a target to read what the move does (a capture's \
             points, a field promotion); click it to play. Click the piece again to put it \
             down."
        }
        GameKind::Malaka => {
            "Click a piece, then the point a die takes it to; then the same for the next die. \
             The dice used shrink. When every die is played (or none can be), press Confirm \
             the turn; Reset starts the turn again. If Confirm stays grey, the line under the \
             dice says why."
        }
        GameKind::Malawi => {
            "Click one of your pawns: dots mark where it can go and rings the pawns it can \
             strike; click one to play. To hand its rings out instead, click your own pawns \
             that are to take them, one for each ring: the panel counts them down, and Cancel \
             starts again."
        }
    }
}

/// The rules of a game as a column of headings and paragraphs, how to click, and a button
/// to the game's lessons.
pub fn view<'a, M: Navigate + 'a>(kind: GameKind) -> Element<'a, M> {
    let mut page =
        column![text(format!("How to play {}", kind.name())).size(size::TITLE)].spacing(8);
    page = page.push(crate::ui::focus::ring(
        "help.learn",
        button(text(format!("Learn {} by playing it", kind.name())))
            .on_press(M::go(Route::Learn(kind)))
            .style(style::button::primary),
    ));
    for (heading, body) in kind.about().rules {
        page = page
            .push(text(*heading).size(size::LARGE))
            .push(text(*body).size(size::BODY));
    }
    page.push(text("How to play by clicks").size(size::LARGE))
        .push(text(clicks(kind)).size(size::BODY))
        .push(text("The lessons, one rule apiece").size(size::LARGE))
        .push(diagrams(kind))
        .push(
            text("Moves can also be typed in the box, as the move list writes them.")
                .size(size::SMALL)
                .style(style::text::soft),
        )
        .into()
}
