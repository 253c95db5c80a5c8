//! How to play each game, drawn from the game's own words ([`About::rules`], beside its
//! options), each rule with its small diagrams drawn by the board's own code (a piece picked
//! with its moves lit, or a move marked as played: [`crate::boards::diagram`]), how to play it
//! by clicks, and the way to its Learn path.
//!
//! [`About::rules`]: crate::boards::about::About::rules

use std::sync::LazyLock;

use iced::widget::{Id, button, column, container, row, text};
use iced::{Element, Length};

use crate::boards::diagram::{self, Diagram};
use crate::boards::game::Status;
use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::ui::board::{BoardCanvas, BoardUi, Grid, Marks};
use crate::ui::route::Route;
use crate::ui::screen::{Navigate, Nothing};
use crate::ui::theme::{size, style};

/// The heading the diagrams of how to click go under.
pub const CLICKS: &str = "How to play by clicks";

/// A diagram set up in its game's own type: the position, the squares picked, the marks.
struct Shown<G: BoardUi> {
    game: G,
    picks: Vec<u8>,
    marks: Marks,
}

/// A diagram set up, whatever its game: it draws itself as a still board.
trait Still: Send + Sync {
    /// The diagram, drawn.
    fn view(&self) -> Element<'_, Nothing>;

    /// The board's cells, for the diagram's shape.
    fn grid(&self) -> Grid;
}

impl<G: BoardUi> Still for Shown<G> {
    fn view(&self) -> Element<'_, Nothing> {
        BoardCanvas::still(&self.game, self.marks.clone())
            .picking(&self.picks)
            .view()
    }

    fn grid(&self) -> Grid {
        self.game.grid()
    }
}

/// A diagram set up, in its game's type.
type SetUpDiagram = Box<dyn Still>;

/// Every game's diagrams set up once, in the order of [`GameKind::ALL`]; `None` for one whose
/// position, picks or move do not hold (it is left out of the page, and the tests say so).
static SHOWN: LazyLock<Vec<Vec<Option<SetUpDiagram>>>> = LazyLock::new(|| {
    GameKind::ALL
        .iter()
        .map(|&kind| match diagram::diagrams(kind) {
            Ok(list) => list.iter().map(|d| kind.visit(SetUp(d))).collect(),
            Err(_) => Vec::new(),
        })
        .collect()
});

/// Sets a diagram up, in its game's type.
struct SetUp<'a>(&'a Diagram);

impl Visitor for SetUp<'_> {
    type Output = Option<SetUpDiagram>;
}

impl<G: BoardUi> Visit<G> for SetUp<'_> {
    fn visit(self) -> Self::Output {
        let d = self.0;
        let options: G::Options = d.options.clone().try_into().ok()?;
        let mut game = G::from_position_text(&d.position, options).ok()?;
        let mut marks = Marks::default();
        let mut picks = Vec::new();
        for name in &d.picks {
            let square = game.square_named(name)?;
            // Each pick is one the board lights at that point, as in a match.
            game.next(&picks).mark(square)?;
            picks.push(square);
        }
        if !picks.is_empty() {
            marks.lit = game.next(&picks).targets;
        }
        if let Some(text) = &d.play {
            let Status::ToMove(seat) = game.status() else {
                return None;
            };
            let mv = game.parse_move(text).ok()?;
            let trail = game.trail(mv);
            game.play(mv).ok()?;
            marks.played = vec![(trail, seat)];
            marks.end = game.end_squares();
        }
        Some(Box::new(Shown { game, picks, marks }))
    }
}

/// The id of the `n`-th diagram of `kind`'s page (the tests find them by it).
pub fn diagram_id(kind: GameKind, n: usize) -> Id {
    Id::from(format!("how-to-play.{}.{n}", kind.id()))
}

/// The widest a diagram is drawn, and the narrowest.
const DIAGRAM_WIDTH: (f32, f32) = (440.0, 180.0);
/// The highest a diagram is drawn (Martian Chess's tall board is narrower for it).
const DIAGRAM_HEIGHT: f32 = 400.0;

/// A diagram's width and height where the page is `room` wide, for a board of `grid`'s
/// shape: as wide as the room allows, up to [`DIAGRAM_WIDTH`], and as high as the board's
/// shape asks, up to [`DIAGRAM_HEIGHT`], so that the board fills its box and a square of
/// the pyramids' two boards is large enough to read (a box of a fixed shape left the square
/// board a strip of room on each side, its squares under 30 px in the match panel).
fn diagram_size(room: f32, grid: Grid) -> (f32, f32) {
    let mut width = room.clamp(DIAGRAM_WIDTH.1, DIAGRAM_WIDTH.0);
    let mut height = width * grid.aspect();
    if height > DIAGRAM_HEIGHT {
        height = DIAGRAM_HEIGHT;
        width = height / grid.aspect();
    }
    (width.floor(), height.floor())
}

/// The diagrams of `kind` that go under the heading `rule`, in a row that wraps.
fn diagrams<M: Navigate>(kind: GameKind, rule: &str, room: f32) -> Option<Element<'static, M>> {
    let list = diagram::diagrams(kind).ok()?;
    let shown = GameKind::ALL
        .iter()
        .position(|&k| k == kind)
        .and_then(|i| SHOWN.get(i))?;
    let mut pictures = row![].spacing(16);
    let mut any = false;
    for (n, (d, set_up)) in list.iter().zip(shown).enumerate() {
        if d.rule != rule {
            continue;
        }
        let Some(set_up) = set_up.as_deref() else {
            continue;
        };
        let (width, height) = diagram_size(room, set_up.grid());
        let picture = set_up.view().map(|never| match never {});
        // The words under a narrow board (Martian Chess's) keep the narrowest width.
        let words = width.max(DIAGRAM_WIDTH.1.min(room));
        any = true;
        pictures = pictures.push(
            column![
                container(picture)
                    .id(diagram_id(kind, n))
                    .width(Length::Fixed(width))
                    .height(Length::Fixed(height)),
                text(d.title.as_str()).size(size::BODY),
                text(d.caption.as_str())
                    .size(size::SMALL)
                    .style(style::text::soft),
            ]
            .spacing(4)
            .width(Length::Fixed(words)),
        );
    }
    any.then(|| pictures.wrap().vertical_spacing(12).into())
}

/// The rules of a game as a column of headings and paragraphs, each rule with its diagrams
/// (as large as `room`, the page's width, allows), how to click, and a button to the game's
/// lessons.
pub fn view<'a, M: Navigate + 'a>(kind: GameKind, room: f32) -> Element<'a, M> {
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
        if let Some(pictures) = diagrams(kind, heading, room) {
            page = page.push(pictures);
        }
    }
    page = page
        .push(text(CLICKS).size(size::LARGE))
        .push(text(kind.about().clicks).size(size::BODY));
    if let Some(pictures) = diagrams(kind, CLICKS, room) {
        page = page.push(pictures);
    }
    page.push(
        text("Moves can also be typed in the box, as the move list writes them.")
            .size(size::SMALL)
            .style(style::text::soft),
    )
    .into()
}
