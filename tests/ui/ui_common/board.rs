//! Clicking a board game's squares where the match screen draws them.

use iced::{Point, Size};
use iced_test::selector;
use iced_test::simulator::{Simulator, click as mouse_click};

use malice::boards::registry::GameKind;
use malice::boards::registry::{Visit, Visitor};
use malice::boards::session::{MatchSession, Session};
use malice::ui::board::{BoardUi, Geo};
use malice::ui::screen::game::form::{self, Sit};
use malice::ui::screen::game::tiles;
use malice::ui::screen::home;
use malice::ui::{App, Message, Route};

/// The window the board tests draw in.
pub const WINDOW: Size = Size::new(1280.0, 800.0);

/// Starts a match of `kind` from the new-match form: you moving first against `other`, at
/// `position` (the form's own when empty).
pub fn from_form(app: &mut App, kind: GameKind, other: Sit, position: &str) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        Route::NewMatch(kind),
    ))));
    let _ = app.update(Message::Form(form::Message::Sit(0, Sit::You)));
    let _ = app.update(Message::Form(form::Message::Sit(1, other)));
    if !position.is_empty() {
        let _ = app.update(Message::Form(form::Message::Position(position.into())));
    }
    super::click(app, "Start the match");
    assert!(app.open_match().is_some(), "{kind:?}: the match started");
}

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
            // The match in its game's own type: its recipe played again.
            let session = Session::<G>::new(self.0.recipe().clone()).expect("the match replays");
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

/// The squares to click, each a lit target in turn, for the move `mv`: the move's own path
/// when the board takes it as it is, else the first sequence of at most six lit targets that
/// leads where `mv` leads.
pub fn clicks_for_move<G: BoardUi>(game: &G, mv: G::Move) -> Option<Vec<u8>> {
    let mut after = game.clone();
    after.play(mv).ok()?;
    let goal = after.key();
    let path = game.path(mv).squares;
    let lit = (0..path.len()).all(|n| {
        game.next(&path[..n])
            .targets
            .iter()
            .any(|(square, _)| *square == path[n])
    });
    if lit && game.next(&path).done.contains(&mv) {
        return Some(path);
    }
    clicks_to(game, goal)
}

/// The squares to click, each a lit target in turn, for a move from `game` to the position
/// keyed `goal`: the first such sequence the board takes (at most six clicks), if any.
pub fn clicks_to<G: BoardUi>(game: &G, goal: u64) -> Option<Vec<u8>> {
    fn search<G: BoardUi>(game: &G, goal: u64, picks: &mut Vec<u8>) -> bool {
        let next = game.next(picks);
        let reaches = |mv: &G::Move| {
            let mut after = game.clone();
            after.play(*mv).is_ok() && after.key() == goal
        };
        if next.done.iter().any(reaches) {
            return true;
        }
        // Without Confirm, a click that makes a whole move plays it at once.
        if (!G::CONFIRM && !next.done.is_empty()) || picks.len() >= 6 {
            return false;
        }
        for (square, _) in next.targets {
            picks.push(square);
            if search(game, goal, picks) {
                return true;
            }
            picks.pop();
        }
        false
    }
    let mut picks = Vec::new();
    search(game, goal, &mut picks).then_some(picks)
}

/// Plays a move by clicking `squares` in turn, then Confirm where the game waits for it;
/// asserts that one move was played.
pub fn click_move(app: &mut App, squares: &[u8]) {
    let before = session(app).move_count();
    for &square in squares {
        click_square(app, square);
    }
    if session(app).move_count() == before {
        super::click(app, "Confirm the turn");
    }
    assert_eq!(
        session(app).move_count(),
        before + 1,
        "the clicks on {squares:?} played a move"
    );
}

/// Plays in the terminal (`malice game play`, `args` after `play`) in the data folder `dir`,
/// `input` typed (empty: the player leaves at once), and checks that it ran: the match is
/// left there, unfinished, for the app to find.
pub fn played_in_the_terminal(dir: &std::path::Path, args: &[&str], input: &str) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let played = Command::new(env!("CARGO_BIN_EXE_malice"))
        .args(["game", "play"])
        .args(args)
        .env("MALICE_HOME", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .and_then(|mut child| {
            if let Some(mut typed) = child.stdin.take() {
                typed.write_all(input.as_bytes())?;
            }
            child.wait_with_output()
        })
        .unwrap();
    assert!(played.status.success(), "{played:?}");
}
