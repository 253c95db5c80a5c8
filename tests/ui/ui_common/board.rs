//! Clicking a board game's squares where the match screen draws them.

use iced::{Point, Size};
use iced_test::selector;
use iced_test::simulator::{Simulator, click as mouse_click};

use malice::boards::registry::{Visit, Visitor};
use malice::boards::session::MatchSession;
use malice::ui::board::{BoardUi, Geo};
use malice::ui::{App, Message};

/// The window the board tests draw in.
pub const WINDOW: Size = Size::new(1280.0, 800.0);

/// The session of the match on show.
pub fn session(app: &App) -> &dyn MatchSession {
    app.open_match().expect("a match is on show")
}

/// Something a test works out from the game of the match on show, with the game's own type.
pub trait OnBoard {
    /// What it works out.
    type Out;
    /// Works it out from the position on show.
    fn on<G: BoardUi>(self, game: &G) -> Self::Out;
}

/// Works out `work` from the game of the match on show, whatever its game.
pub fn on_board<W: OnBoard>(app: &App, work: W) -> W::Out {
    struct Typed<'a, W>(&'a dyn MatchSession, W);
    impl<W: OnBoard> Visitor for Typed<'_, W> {
        type Output = W::Out;
    }
    impl<G: BoardUi, W: OnBoard> Visit<G> for Typed<'_, W> {
        fn visit(self) -> W::Out {
            let session = self.0.session::<G>().expect("the match is of its own kind");
            self.1.on(session.game())
        }
    }
    let session = session(app);
    session.kind().visit(Typed(session, work))
}

/// Where a square's cell is drawn in the window.
pub fn point_of(app: &App, square: u8) -> Point {
    fn at<G: BoardUi>(game: &G, square: u8, bounds: iced::Rectangle) -> Point {
        let (c, r) = game.cell(square);
        let p = Geo::new(bounds.size(), game.grid(), false).center(c, r);
        Point::new(bounds.x + p.x, bounds.y + p.y)
    }
    let mut ui = Simulator::with_size(Default::default(), WINDOW, app.view());
    let bounds = ui
        .find(selector::id("board"))
        .expect("the board is on screen")
        .bounds();
    struct At(u8, iced::Rectangle);
    impl OnBoard for At {
        type Out = Point;
        fn on<G: BoardUi>(self, game: &G) -> Point {
            at(game, self.0, self.1)
        }
    }
    on_board(app, At(square, bounds))
}

/// Clicks the window where `square` is drawn and carries out what the click sends.
pub fn click_square(app: &mut App, square: u8) {
    let at = point_of(app, square);
    let messages: Vec<Message> = {
        let mut ui = Simulator::with_size(Default::default(), WINDOW, app.view());
        ui.point_at(at);
        let _ = ui.simulate(mouse_click());
        ui.into_messages().collect()
    };
    assert!(
        !messages.is_empty(),
        "a click on square {square} sent nothing"
    );
    for message in messages {
        let _ = app.update(message);
    }
}
