//! A new player's whole game of each board game in the app (iced_test, tiny-skia): from a fresh
//! profile, a quick match against the computer played to its end by clicking squares and
//! buttons alone, with the app closed part-way and started again on the same profile, the
//! match continued from Home and finished, its result on screen and in the game's history.

use crate::ui_common;

use iced_test::selector::{Candidate, Text};
use iced_test::simulator::click as mouse_click;

use malice::boards::registry::GameKind;
use malice::ui::App;
use malice::ui::board::{BoardUi, Mark, sentence};
use ui_common::board::{OnBoard, click_square, on_board, session};
use ui_common::{app, click, shows, texts};

/// Moves the player makes before closing the app.
const BEFORE_QUITTING: usize = 6;

/// More moves than any of the four games lasts (their move caps end them sooner).
const MOST_MOVES: usize = 600;

/// The squares a player would click for a move, as the board lights them: a take when one
/// is lit, otherwise the `turn`-th lit square, step by step until a whole move is made.
fn squares_to_click(app: &App, turn: usize) -> Vec<u8> {
    fn pick<G: BoardUi>(game: &G, turn: usize) -> Vec<u8> {
        let mut picks = Vec::new();
        loop {
            let next = game.next(&picks);
            if !next.done.is_empty() && next.targets.is_empty() {
                return picks;
            }
            let choice = next
                .targets
                .iter()
                .find(|(_, mark)| *mark == Mark::Capture)
                .or_else(|| {
                    next.targets
                        .get((turn * 7 + picks.len()) % next.targets.len().max(1))
                });
            let Some(&(sq, _)) = choice else {
                return picks;
            };
            picks.push(sq);
        }
    }
    struct Pick(usize);
    impl OnBoard for Pick {
        type Out = Vec<u8>;
        fn on<G: BoardUi>(self, game: &G) -> Vec<u8> {
            pick(game, self.0)
        }
    }
    on_board(app, Pick(turn))
}

/// Plays the player's move by clicking the board (and the turn's button where the game has
/// one), then lets the computer answer.
fn take_a_turn(app: &mut App, turn: usize) {
    let before = session(app).move_count();
    if shows(app, "You cannot move: pass") {
        click(app, "You cannot move: pass");
    } else {
        for sq in squares_to_click(app, turn) {
            click_square(app, sq);
        }
        if session(app).move_count() == before && shows(app, "Confirm the turn") {
            click(app, "Confirm the turn");
        }
    }
    assert_eq!(
        session(app).move_count(),
        before + 1,
        "turn {turn}: the clicks played a move: {:?}",
        texts(app)
    );
    app.let_the_computer_play();
}

/// Where the text `words` is drawn, each time it is on screen.
fn places(app: &App, words: &str) -> Vec<iced::Rectangle> {
    let mut found = Vec::new();
    let mut ui = ui_common::ui(app);
    let _ = ui.find(|candidate: Candidate<'_>| -> Option<Text> {
        if let Candidate::Text {
            content, bounds, ..
        } = candidate
            && content == words
        {
            found.push(bounds);
        }
        None
    });
    found
}

/// Clicks the Quick match button of `kind`'s tile on Home: the one nearest below its name.
fn quick_match(app: &mut App, kind: GameKind) {
    // The last: Home's own title is "Malice" too, above the tiles.
    let name = *places(app, kind.name())
        .last()
        .expect("the game's tile is on Home");
    let button = places(app, "Quick match")
        .into_iter()
        .filter(|b| b.y > name.y)
        .min_by(|a, b| {
            let far = |r: &iced::Rectangle| (r.x - name.x).abs() + (r.y - name.y);
            far(a).total_cmp(&far(b))
        })
        .expect("the tile has a Quick match button");
    let messages: Vec<_> = {
        let mut ui = ui_common::ui(app);
        ui.point_at(button.center());
        let _ = ui.simulate(mouse_click());
        ui.into_messages().collect()
    };
    for message in messages {
        let _ = app.update(message);
    }
    let on_show = app.open_match().map(|m| m.kind());
    assert_eq!(
        on_show,
        Some(kind),
        "the tile's Quick match opened its game"
    );
}

fn whole_game(kind: GameKind) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick_match(&mut app, kind);
    assert!(app.open_match().is_some(), "{kind:?}: a quick match opened");

    for turn in 0..BEFORE_QUITTING {
        take_a_turn(&mut app, turn);
    }
    let played = session(&app).position_text();
    drop(app);

    let mut app = ui_common::app(&dir);
    click(&mut app, "Continue");
    assert_eq!(
        session(&app).position_text(),
        played,
        "{kind:?}: continued where it was left"
    );
    let mut turn = BEFORE_QUITTING;
    while !session(&app).is_over() {
        assert!(turn < MOST_MOVES, "{kind:?}: the game never ended");
        take_a_turn(&mut app, turn);
        turn += 1;
    }
    let result = sentence(
        &session(&app)
            .result_text()
            .expect("a finished game has a result"),
    );
    assert!(
        shows(&app, &result),
        "{kind:?}: the result `{result}` is on screen: {:?}",
        texts(&app)
    );
    assert!(shows(&app, "saved in your history"));
    click(&mut app, "History");
    assert!(
        shows(&app, "1 win") || shows(&app, "1 draw") || shows(&app, "1 loss"),
        "{kind:?}: the history counts the game: {:?}",
        texts(&app)
    );
}

#[test]
fn malice_played_to_its_end_by_clicks_across_a_restart() {
    whole_game(GameKind::Malice);
}

#[test]
fn martian_chess_played_to_its_end_by_clicks_across_a_restart() {
    whole_game(GameKind::MartianChess);
}

#[test]
fn malaka_played_to_its_end_by_clicks_across_a_restart() {
    whole_game(GameKind::Malaka);
}

#[test]
fn malawi_played_to_its_end_by_clicks_across_a_restart() {
    whole_game(GameKind::Malawi);
}
