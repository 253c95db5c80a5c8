//! Each game's Learn path in the app (iced_test, tiny-skia): opened from its tile on Home, every
//! lesson's goal on screen, its solution played by clicking the board's squares (and Confirm in
//! Malaka), the lesson judged done and the way on to the next, the last one leading to a
//! level-1 match, won by clicks alone as a newcomer would play it; a wrong move judged missed with a retry that sets the lesson up again; and
//! the lessons done remembered when the app starts again.

use crate::newcomer::newcomer_move;
use crate::ui_common;

use malice::boards::game::{Decision, Seats, Status};
use malice::boards::lesson::{self, Verdict};
use malice::boards::registry::GameKind;
use malice::boards::session::Sitter;
use malice::ui::board::{BoardUi, sentence};
use malice::ui::screen::game::{learn, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message, Route, Screen};
use ui_common::board::{
    OnBoard, click_move, click_square, clicks_for_move, clicks_to, on_board, session,
};
use ui_common::{app, click, shows, texts};

pub(crate) fn open_learn(app: &mut App, kind: GameKind) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        Route::Learn(kind),
    ))));
    assert!(
        matches!(app.screen(), Screen::Learn(_)),
        "{kind:?}: Learn opened"
    );
}

pub(crate) fn verdict(app: &App) -> Verdict {
    match app.screen() {
        Screen::Learn(state) => state.verdict().clone(),
        _ => panic!("the Learn screen is on show"),
    }
}

/// The squares to click for the move `text` in the position on show: the first sequence of
/// clicks the board takes (each a lit target) that makes a move leading where `text` leads.
fn clicks_for(app: &App, text: &str) -> Vec<u8> {
    struct For<'a>(&'a str);
    impl OnBoard for For<'_> {
        type Out = Vec<u8>;
        fn on<G: BoardUi>(self, game: &G) -> Vec<u8> {
            let mv = game
                .parse_move(self.0)
                .unwrap_or_else(|e| panic!("{} reads: {e}", self.0));
            let mut after = game.clone();
            after.play(mv).expect("the solution is legal");
            clicks_to(game, after.key()).unwrap_or_else(|| panic!("{} can be clicked", self.0))
        }
    }
    on_board(app, For(text))
}

/// Plays a move by clicking its squares, then Confirm where the game waits for it; a move
/// written `clock …` switches on the clock's call first, by its key C (the toggle under the
/// turn names it).
pub(crate) fn play(app: &mut App, text: &str) {
    if let Some(plain) = text.strip_prefix("clock ") {
        assert!(shows(app, "Call the clock"), "{:?}", texts(app));
        ui_common::keys::tap(app, "c");
        click_move(app, &clicks_for(app, plain));
        assert!(
            session(app).position_text().ends_with(" c7"),
            "{text} called the clock: {}",
            session(app).position_text()
        );
        return;
    }
    click_move(app, &clicks_for(app, text));
}

/// The squares to click for the move a newcomer makes in the match on show
/// ([`newcomer_move`]), and the move in words.
fn newcomer_clicks(app: &App) -> (Vec<u8>, String) {
    struct Newcomer;
    impl OnBoard for Newcomer {
        type Out = (Vec<u8>, String);
        fn on<G: BoardUi>(self, game: &G) -> (Vec<u8>, String) {
            let Status::ToMove(seat) = game.status() else {
                panic!("the player is to move")
            };
            let mv = newcomer_move(game, seat).expect("a side to move has a move");
            let text = game.move_text(mv);
            let clicks =
                clicks_for_move(game, mv).unwrap_or_else(|| panic!("{text} can be clicked"));
            (clicks, text)
        }
    }
    on_board(app, Newcomer)
}

/// Plays the match on show to its end as a newcomer would, by clicks alone: each turn the
/// move that looks best a move ahead, its squares clicked (and Confirm, or the pass button
/// when there is no move), the computer answering. Gives the moves played.
fn win_by_clicks(app: &mut App) -> Vec<String> {
    let mut played = Vec::new();
    app.let_the_computer_play();
    while !session(app).is_over() {
        assert!(played.len() < MOST_TURNS, "the match never ended");
        if shows(app, "You cannot move: pass") {
            click(app, "You cannot move: pass");
            played.push("pass".into());
        } else {
            let (clicks, text) = newcomer_clicks(app);
            click_move(app, &clicks);
            played.push(text);
        }
        app.let_the_computer_play();
    }
    played
}

/// More turns than any level-1 match lasts (every game's move cap ends it sooner).
const MOST_TURNS: usize = 600;

/// Learn's whole path by clicks: every lesson, then the level-1 match it leads to, won (the
/// app's dice seeded by `seed`, which also seeds the match and the computer).
fn learn_by_clicks(kind: GameKind, seed: u64) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::at(dir.path()).seed(seed);
    open_learn(&mut app, kind);
    let path = lesson::path(kind).expect("the lessons read");
    for (i, lesson) in path.lessons.iter().enumerate() {
        assert!(
            shows(&app, &lesson.goal),
            "{}: {:?}",
            lesson.id,
            texts(&app)
        );
        assert!(shows(&app, &format!("Lesson {} of", i + 1)));
        assert_eq!(verdict(&app), Verdict::Going);
        for (n, text) in lesson.solution.iter().enumerate() {
            play(&mut app, text);
            if n + 1 < lesson.solution.len() {
                app.let_the_computer_play();
            }
        }
        assert_eq!(verdict(&app), Verdict::Done, "{}", lesson.id);
        assert!(
            shows(&app, "Well done."),
            "{}: {:?}",
            lesson.id,
            texts(&app)
        );
        if i + 1 < path.lessons.len() {
            click(&mut app, "Next lesson");
        }
    }
    // After the last lesson, a level-1 match against the computer.
    click(&mut app, "Play a level-1 match");
    let sitters = session(&app).sitters().to_vec();
    assert!(
        sitters
            .iter()
            .any(|s| matches!(s, Sitter::Computer(malice::boards::ai::Player::Level(1)))),
        "{kind:?}: a level-1 match opened: {sitters:?}"
    );
    let played = win_by_clicks(&mut app);
    assert_eq!(
        session(&app).finish().map(|finish| finish.outcome),
        Some(Decision::Win(Seats::one(0))),
        "{kind:?}: the newcomer won the level-1 match: {played:?}"
    );
    let result = sentence(
        &session(&app)
            .result_text()
            .expect("a finished match has a result"),
    );
    assert!(
        shows(&app, &result),
        "{kind:?}: `{result}` is on screen: {:?}",
        texts(&app)
    );

    // The lessons done are remembered: every one ticked when Learn opens again.
    drop(app);
    let mut again = ui_common::app(&dir);
    open_learn(&mut again, kind);
    for i in 1..=path.lessons.len() {
        assert!(shows(&again, &format!("{i} ✓")), "lesson {i} is ticked");
    }
}

#[test]
fn malice_is_learned_by_clicks_to_a_level_one_match() {
    learn_by_clicks(GameKind::Malice, 5);
}

#[test]
fn martian_chess_is_learned_by_clicks_to_a_level_one_match() {
    learn_by_clicks(GameKind::MartianChess, 5);
}

#[test]
fn malaka_is_learned_by_clicks_to_a_level_one_match() {
    learn_by_clicks(GameKind::Malaka, 6);
}

#[test]
fn malawi_is_learned_by_clicks_to_a_level_one_match() {
    learn_by_clicks(GameKind::Malawi, 5);
}

/// A move that misses the goal is judged in words, the board takes no more moves, and Try
/// again sets the lesson up as it was.
#[test]
fn a_missed_lesson_says_why_and_is_tried_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    open_learn(&mut app, GameKind::Malice);
    // The capture lesson: a step that takes nothing misses it.
    let _ = app.update(Message::Learn(learn::Message::Open(2)));
    assert!(shows(&app, "Taking across the canal"));
    let start = session(&app).position_text();
    play(&mut app, "d1-d2");
    assert!(
        matches!(verdict(&app), Verdict::Missed(_)),
        "{:?}",
        verdict(&app)
    );
    assert!(shows(&app, "Not quite."));
    assert!(shows(&app, "That takes nothing"), "{:?}", texts(&app));
    click(&mut app, "Try again");
    assert_eq!(session(&app).position_text(), start);
    assert_eq!(verdict(&app), Verdict::Going);
}

/// C calls the clock only where the position allows it: in the first lesson (no clock) it
/// changes nothing and the solution is still played by clicks; in "Call the clock" it is
/// the toggle's key, pressed twice it is off again, and the move played after one press
/// calls the clock (the lesson is done).
#[test]
fn c_calls_the_clock_only_where_the_match_allows_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    open_learn(&mut app, GameKind::Malice);
    let path = lesson::path(GameKind::Malice).expect("the lessons read");
    ui_common::keys::tap(&mut app, "c");
    play(&mut app, &path.lessons[0].solution[0]);
    assert_eq!(verdict(&app), Verdict::Done, "{:?}", texts(&app));
    let at = path
        .lessons
        .iter()
        .position(|l| l.solution.iter().any(|m| m.starts_with("clock ")))
        .expect("a lesson calls the clock");
    let _ = app.update(Message::Learn(learn::Message::Open(at)));
    let solution = path.lessons[at].solution[0].clone();
    let plain = solution.trim_start_matches("clock ");
    // On, then off: the move is played without the call and misses the goal.
    ui_common::keys::tap(&mut app, "c");
    ui_common::keys::tap(&mut app, "c");
    let clicks = clicks_for(&app, plain);
    click_move(&mut app, &clicks);
    assert!(
        matches!(verdict(&app), Verdict::Missed(_)),
        "{:?}",
        verdict(&app)
    );
    click(&mut app, "Try again");
    play(&mut app, &solution);
    assert_eq!(verdict(&app), Verdict::Done, "{:?}", texts(&app));
}

/// A whole Malaka turn built by clicks is confirmed with Enter as with its button.
#[test]
fn enter_confirms_a_whole_turn() {
    use iced::keyboard::Key;
    use iced::keyboard::key::{Code, Named};
    use malice::ui::keys::KeyPress;

    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    open_learn(&mut app, GameKind::Malaka);
    for square in clicks_for(&app, "a1-a4") {
        click_square(&mut app, square);
    }
    assert_eq!(session(&app).move_count(), 0, "the turn waits for Confirm");
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Named(Named::Enter),
        Code::Enter,
    )));
    assert_eq!(session(&app).move_count(), 1, "Enter confirmed the turn");
    assert_eq!(verdict(&app), Verdict::Done);
    // Once the lesson is done, Enter goes on to the next.
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Named(Named::Enter),
        Code::Enter,
    )));
    assert!(shows(&app, "Lesson 2 of"), "{:?}", texts(&app));
}

#[test]
fn every_control_of_learn_is_reached_by_tab_in_reading_order() {
    use iced::widget::Id;
    use ui_common::keys::{at, id, lay_out, tap};
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    open_learn(&mut app, GameKind::Malice);
    lay_out(&app);
    let chain: Vec<Id> = malice::ui::focus::chain()
        .into_iter()
        .map(|stop| stop.id)
        .collect();
    let place = |name: &str| {
        chain
            .iter()
            .position(|i| *i == Id::from(name.to_string()))
            .unwrap_or_else(|| panic!("{name} in the chain: {chain:?}"))
    };
    // The header left to right, then the board, then the panel top to bottom.
    let order = [
        "learn.home",
        "learn.match",
        "learn.keys",
        "board",
        "learn.lesson.0",
        "learn.lesson.1",
        "learn.hint",
        "learn.again",
    ];
    let places: Vec<usize> = order.iter().map(|name| place(name)).collect();
    assert!(places.is_sorted(), "{order:?} at {places:?}");
    // Tab to the hint, Enter shows it.
    while at(&app) != id("learn.hint") {
        lay_out(&app);
        tap(&mut app, "Tab");
    }
    let path = lesson::path(GameKind::Malice).expect("the lessons read");
    let hint = path.lessons[0].hint.clone();
    assert!(!shows(&app, &hint));
    tap(&mut app, "Enter");
    assert!(
        shows(&app, &hint),
        "Enter on the ring's Hint shows the hint"
    );
}
