//! How to play each game, drawn from the game's own words ([`About::rules`], beside its
//! options), each rule with its small diagrams drawn by the board's own code (a piece picked
//! with its moves lit, or a move marked as played: [`crate::boards::diagram`]), how to play it
//! by clicks, and the way to its Learn path.
//!
//! [`About::rules`]: crate::boards::about::About::rules

use std::any::Any;
use std::marker::PhantomData;
use std::sync::LazyLock;

use iced::widget::{Id, button, column, container, row, text};
use iced::{Element, Length};

use crate::boards::diagram::{self, Diagram};
use crate::boards::game::Status;
use crate::boards::registry::{GameKind, Visit, Visitor};
use crate::ui::board::{BoardCanvas, BoardUi, Marks};
use crate::ui::route::Route;
use crate::ui::screen::Navigate;
use crate::ui::theme::{size, style};

/// The heading the diagrams of how to click go under.
pub const CLICKS: &str = "How to play by clicks";

/// A diagram set up in its game's own type: the position, the squares picked, the marks.
struct Shown<G: BoardUi> {
    game: G,
    picks: Vec<u8>,
    marks: Marks,
}

/// A diagram set up, in its game's type (drawn by [`Draw`]).
type SetUpDiagram = Box<dyn Any + Send + Sync>;

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

/// Draws a diagram set up by [`SetUp`], still.
struct Draw<M>(&'static (dyn Any + Send + Sync), PhantomData<M>);

impl<M> Visitor for Draw<M> {
    type Output = Option<Element<'static, M>>;
}

impl<G: BoardUi, M: Clone + 'static> Visit<G> for Draw<M> {
    fn visit(self) -> Self::Output {
        let shown = self.0.downcast_ref::<Shown<G>>()?;
        Some(
            BoardCanvas::still(&shown.game, shown.marks.clone())
                .picking(&shown.picks)
                .view(),
        )
    }
}

/// The id of the `n`-th diagram of `kind`'s page (the tests find them by it).
pub fn diagram_id(kind: GameKind, n: usize) -> Id {
    Id::from(format!("how-to-play.{}.{n}", kind.id()))
}

/// The diagrams of `kind` that go under the heading `rule`, in a row that wraps.
fn diagrams<M: Navigate>(kind: GameKind, rule: &str) -> Option<Element<'static, M>> {
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
        let Some(picture) = set_up
            .as_deref()
            .and_then(|s| kind.visit(Draw::<M>(s, PhantomData)))
        else {
            continue;
        };
        any = true;
        pictures = pictures.push(
            column![
                container(picture)
                    .id(diagram_id(kind, n))
                    .width(Length::Fixed(200.0))
                    .height(Length::Fixed(150.0)),
                text(d.title.as_str()).size(size::BODY),
                text(d.caption.as_str())
                    .size(size::SMALL)
                    .style(style::text::soft),
            ]
            .spacing(4)
            .width(Length::Fixed(200.0)),
        );
    }
    any.then(|| pictures.wrap().vertical_spacing(12).into())
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

/// The rules of a game as a column of headings and paragraphs, each rule with its diagrams,
/// how to click, and a button to the game's lessons.
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
        if let Some(pictures) = diagrams(kind, heading) {
            page = page.push(pictures);
        }
    }
    page = page
        .push(text(CLICKS).size(size::LARGE))
        .push(text(clicks(kind)).size(size::BODY));
    if let Some(pictures) = diagrams(kind, CLICKS) {
        page = page.push(pictures);
    }
    page.push(
        text("Moves can also be typed in the box, as the move list writes them.")
            .size(size::SMALL)
            .style(style::text::soft),
    )
    .into()
}
