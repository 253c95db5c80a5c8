//! The four board games in the app (iced_test, tiny-skia): a quick match from Home, moves made
//! by clicking squares on the board, the computer's reply, a refused click explained and
//! changing nothing, undo marking the match assisted, a match continued after the app starts
//! again, a game set up near its end finishing with its result and saved record, and the
//! computer's work and hints coming back from their threads to the match that asked.

use crate::ui_common;

use iced::keyboard::key::{Code, Named};
use iced::keyboard::{Key, Modifiers};

use malice::boards::registry::GameKind;
use malice::ui::board::{BoardUi, SeatInk};
use malice::ui::keys::KeyPress;
use malice::ui::screen::game::{self as screen, form, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message};
use ui_common::board::{OnBoard, click_square, on_board, session};
use ui_common::{app, click, shows, texts};

pub(crate) fn quick(app: &mut App, kind: GameKind) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
        kind,
    ))));
    assert!(app.open_match().is_some(), "{kind:?}: a quick match opened");
}

fn moves(app: &App) -> usize {
    session(app).move_count()
}

fn position(app: &App) -> String {
    session(app).position_text()
}

/// The first legal move of the player as the squares to click (for Malaka, each part).
pub(crate) fn some_move(app: &App) -> Vec<u8> {
    fn first<G: BoardUi>(game: &G) -> Vec<u8> {
        let mut picks = Vec::new();
        // Follow the first target at each step until a whole move is made.
        loop {
            let next = game.next(&picks);
            if !next.done.is_empty() && next.targets.is_empty() {
                return picks;
            }
            let Some(&(sq, _)) = next.targets.first() else {
                return picks;
            };
            picks.push(sq);
        }
    }
    struct First;
    impl OnBoard for First {
        type Out = Vec<u8>;
        fn on<G: BoardUi>(self, game: &G) -> Vec<u8> {
            first(game)
        }
    }
    on_board(app, First)
}

/// A square holding a piece the player may not move: the computer's, on the far side (the
/// highest squares).
fn not_mine(app: &App) -> u8 {
    fn other<G: BoardUi>(game: &G) -> u8 {
        let movable = game.next(&[]);
        game.looks(&[])
            .into_iter()
            .map(|(sq, _)| sq)
            .rfind(|sq| movable.mark(*sq).is_none())
            .expect("some piece is not the player's")
    }
    struct Other;
    impl OnBoard for Other {
        type Out = u8;
        fn on<G: BoardUi>(self, game: &G) -> u8 {
            other(game)
        }
    }
    on_board(app, Other)
}

/// Plays the player's first legal move by clicks (confirming a Malaka turn).
fn play_by_clicks(app: &mut App) {
    let before = moves(app);
    let squares = some_move(app);
    assert!(!squares.is_empty(), "the player has a move to click");
    for sq in squares {
        click_square(app, sq);
    }
    if moves(app) == before {
        click(app, "Confirm the turn");
    }
    assert_eq!(moves(app), before + 1, "the clicks played a move");
}

fn every_step(kind: GameKind) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick(&mut app, kind);
    // The first seat's colour as the board draws it: blue, or dark for Malice's pyramids.
    let first = format!("Your turn ({})", SeatInk::of(kind).word(0));
    assert!(shows(&app, &first), "{:?}", texts(&app));
    assert!(
        shows(&app, "level 2"),
        "the first quick match is against level 2"
    );

    // A refused click: the reason on screen, nothing changed.
    let (count, text) = (moves(&app), position(&app));
    let theirs = not_mine(&app);
    click_square(&mut app, theirs);
    assert_eq!((moves(&app), position(&app)), (count, text.clone()));
    let said = texts(&app);
    assert!(
        said.iter()
            .any(|t| t.contains("not yours") || t.contains("other side") || t.contains("zone")),
        "{kind:?}: the refusal is explained: {said:?}"
    );

    // A move by clicking, then the computer's reply.
    play_by_clicks(&mut app);
    app.let_the_computer_play();
    assert_eq!(moves(&app), 2, "{kind:?}: the computer replied");
    assert!(shows(&app, "Your turn"));

    // Undo takes back the player's move and the reply, and marks the match assisted.
    let _ = app.update(Message::Key(KeyPress {
        modifiers: Modifiers::CTRL,
        ..KeyPress::plain(Key::Character("z".into()), Code::KeyZ)
    }));
    assert_eq!(moves(&app), 0);
    assert!(shows(&app, "assisted"));
    assert!(session(&app).recipe().marks.0);

    // Play again and leave: the match is saved, and continues after the app starts again.
    play_by_clicks(&mut app);
    app.let_the_computer_play();
    let saved = position(&app);
    click(&mut app, "Home");
    drop(app);
    let mut again = ui_common::app(&dir);
    assert!(shows(&again, "Continue"), "Home lists the unfinished match");
    click(&mut again, "Continue");
    assert_eq!(position(&again), saved, "{kind:?}: continued exactly");
    assert_eq!(moves(&again), 2);
    assert!(
        session(&again).recipe().marks.0,
        "the assisted mark is kept"
    );
}

#[test]
fn malice_quick_match_clicks_replies_refusals_undo_and_resume() {
    every_step(GameKind::Malice);
}

#[test]
fn martian_chess_quick_match_clicks_replies_refusals_undo_and_resume() {
    every_step(GameKind::MartianChess);
}

#[test]
fn malaka_quick_match_clicks_replies_refusals_undo_and_resume() {
    every_step(GameKind::Malaka);
}

#[test]
fn malawi_quick_match_clicks_replies_refusals_undo_and_resume() {
    every_step(GameKind::Malawi);
}

fn square(app: &App, name: &str) -> u8 {
    struct Named<'a>(&'a str);
    impl OnBoard for Named<'_> {
        type Out = Option<u8>;
        fn on<G: BoardUi>(self, game: &G) -> Option<u8> {
            game.square_named(self.0)
        }
    }
    on_board(app, Named(name)).unwrap()
}

fn finishes(kind: GameKind, position: &str, clicks: &[&str], result: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::board::from_form(&mut app, kind, form::Sit::Level(1), position);
    for name in clicks {
        let sq = square(&app, name);
        click_square(&mut app, sq);
    }
    if kind == GameKind::Malaka {
        click(&mut app, "Confirm the turn");
    }
    assert!(session(&app).is_over(), "{kind:?}: the game is over");
    assert!(shows(&app, result), "{kind:?}: {:?}", texts(&app));
    assert!(shows(&app, "saved in your history"));
    click(&mut app, "History");
    assert!(shows(&app, "Won"), "{kind:?}: {:?}", texts(&app));
    assert!(shows(&app, "1 win, 0 draws, 0 losses"));
    let _ = app.update(Message::Go(malice::ui::Route::Fame));
    assert!(shows(&app, "Best level beaten"));
    assert!(shows(
        &app,
        "Best level beaten is the strongest computer player won against"
    ));
    assert!(shows(&app, "Fewest moves is the shortest of those wins"));
    assert!(shows(&app, kind.name()), "{kind:?} is in the hall of fame");
}

#[test]
fn malice_near_its_end_finishes_with_result_and_record() {
    finishes(
        GameKind::Malice,
        "4/4/4/1S2/1S2/4/4/4|L3/4/4/4/4/4/4/3L 0 0,0 0 0",
        &["b4", "b5"],
        "You win",
    );
}

#[test]
fn martian_chess_near_its_end_finishes_with_result_and_record() {
    finishes(
        GameKind::MartianChess,
        "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0",
        &["b4", "c5"],
        "You win",
    );
}

#[test]
fn malaka_near_its_end_finishes_with_result_and_record() {
    finishes(
        GameKind::Malaka,
        "9/9/7O1/9/X8/9/9/9/9 o 21 5 0",
        &["h7", "h9"],
        "You win",
    );
}

#[test]
fn malawi_near_its_end_finishes_with_result_and_record() {
    finishes(
        GameKind::Malawi,
        "6/6/2b13/2w13/6/6 0 0",
        &["c3", "c4"],
        "You win",
    );
}

#[test]
fn looking_back_shows_an_earlier_position_and_moves_wait_for_the_latest() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick(&mut app, GameKind::MartianChess);
    play_by_clicks(&mut app);
    app.let_the_computer_play();
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Named(Named::ArrowLeft),
        Code::ArrowLeft,
    )));
    assert!(shows(&app, "Viewing 1. (1 of 2)"), "{:?}", texts(&app));
    let count = moves(&app);
    let sq = some_move(&app)[0];
    click_square(&mut app, sq);
    assert_eq!(moves(&app), count, "no move while looking back");
    assert!(shows(&app, "looking back"));
    let _ = app.update(Message::Game(screen::Message::Forward));
    assert!(shows(&app, "2 moves"));
}

#[test]
fn a_called_clock_shows_how_many_quiet_moves_are_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        malice::ui::Route::NewMatch(GameKind::MartianChess),
    ))));
    let _ = app.update(Message::Form(form::Message::Set(
        "clock",
        form::Value::Bool(true),
    )));
    let _ = app.update(Message::Form(form::Message::Sit(0, form::Sit::You)));
    let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(1))));
    click(&mut app, "Start the match");
    assert!(!shows(&app, "The clock is called"));
    let _ = app.update(Message::Game(screen::Message::Clock(true)));
    let from = square(&app, "d3");
    click_square(&mut app, from);
    let to = square(&app, "d4");
    click_square(&mut app, to);
    assert_eq!(moves(&app), 1, "{:?}", texts(&app));
    assert!(
        session(&app).position_text().ends_with(" c7"),
        "the move called the clock: {}",
        session(&app).position_text()
    );
    assert!(
        shows(
            &app,
            "The clock is called: the game ends after 7 more moves without a capture"
        ),
        "{:?}",
        texts(&app)
    );
}

/// Runs a task the app gave to its end (the computer's work, on a thread of its own) and
/// gives back the messages it sends.
fn run_to_end(task: iced::Task<Message>) -> Vec<Message> {
    use iced::futures::StreamExt;
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return Vec::new();
    };
    iced::futures::executor::block_on(
        stream
            .filter_map(|action| async move {
                match action {
                    iced_runtime::Action::Output(message) => Some(message),
                    _ => None,
                }
            })
            .collect(),
    )
}

#[test]
fn the_computers_reply_and_a_hint_come_back_from_their_thread_to_their_own_match() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick(&mut app, GameKind::Malawi);
    // The player's move starts the computer's work: its task runs it on a thread, and the
    // answer it sends is played.
    let mut tasks = Vec::new();
    for sq in some_move(&app) {
        tasks.push(app.update(Message::Game(screen::Message::Square(sq))));
    }
    assert_eq!(moves(&app), 1);
    assert!(shows(&app, "The computer is thinking"), "{:?}", texts(&app));
    let answers: Vec<Message> = tasks.into_iter().flat_map(run_to_end).collect();
    assert_eq!(answers.len(), 1, "one answer: {answers:?}");
    // An answer for work the match never started (or has since stopped) changes nothing.
    let _ = app.update(Message::Game(screen::Message::Answered(u64::MAX)));
    assert_eq!(moves(&app), 1);
    for answer in answers {
        let _ = app.update(answer);
    }
    assert_eq!(moves(&app), 2, "the computer's reply was played");
    assert!(shows(&app, "Your turn"), "{:?}", texts(&app));

    // A hint: worked out on its thread, shown on the board, the match marked assisted.
    let task = app.update(Message::Game(screen::Message::Hint));
    assert!(shows(&app, "looking for a move"), "{:?}", texts(&app));
    assert!(
        session(&app).recipe().marks.0,
        "asking marks the match assisted"
    );
    for answer in run_to_end(task) {
        let _ = app.update(answer);
    }
    let hint = texts(&app)
        .into_iter()
        .find(|t| t.starts_with("The computer would play "))
        .unwrap_or_else(|| panic!("{:?}", texts(&app)));
    // The move, then why in a sentence of its own ("... a1-a3. It keeps Red from ...").
    assert!(hint.contains(". It "), "{hint}");
    assert_eq!(moves(&app), 2, "a hint plays nothing");

    // Work stopped by an undo answers nothing: the reply that comes back is dropped.
    let mut tasks = Vec::new();
    for sq in some_move(&app) {
        tasks.push(app.update(Message::Game(screen::Message::Square(sq))));
    }
    assert_eq!(moves(&app), 3);
    let _ = app.update(Message::Game(screen::Message::Undo));
    assert_eq!(moves(&app), 2);
    for answer in tasks.into_iter().flat_map(run_to_end) {
        let _ = app.update(answer);
    }
    assert_eq!(moves(&app), 2, "the stopped work's answer was dropped");
}

#[test]
fn a_match_exported_with_no_dialog_goes_to_the_data_folders_exports() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick(&mut app, GameKind::Malawi);
    let malice::ui::Route::Match(id) = app.screen().route() else {
        panic!("a match is on show");
    };
    // The save dialog closed without a file: nothing written.
    let _ = app.update(Message::MatchExportClosed);
    assert!(shows(
        &app,
        "The match was not exported: the save dialog was closed."
    ));
    assert!(!dir.path().join("exports").exists());
    // No dialog on this system: the data folder's exports/, as for journals.
    let _ = app.update(Message::MatchTo(id.clone(), None));
    let path = dir.path().join("exports").join(format!("{id}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert!(text.contains("game: malawi"), "{text}");
    assert!(shows(&app, "The match was exported to"));
    // The message was about the match: it does not follow the player Home.
    let _ = app.update(Message::Go(malice::ui::Route::Home));
    assert!(!shows(&app, "The match was exported to"));
}

/// The new-match form as it opens for `kind`: the match it would start.
fn form_recipe(app: &mut App, kind: GameKind) -> malice::boards::session::Recipe {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        malice::ui::Route::NewMatch(kind),
    ))));
    match app.screen() {
        malice::ui::Screen::NewMatch(state) => state.recipe(),
        _ => panic!("the new-match form is on show"),
    }
}

/// A hot-seat evening starts again as it was left: the form remembers the last match started
/// from it (options, every seat, a friend's name) in the profile, across a restart, while a
/// quick match keeps its own setup against the computer.
#[test]
fn the_form_remembers_the_last_hot_seat_setup_across_a_restart() {
    use malice::boards::ai::Player;
    use malice::boards::session::{Sitter, YOU};

    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let fresh = form_recipe(&mut app, GameKind::MartianChess);
    assert!(matches!(fresh.sitters[1], Sitter::Computer(_)), "{fresh:?}");
    let _ = app.update(Message::Form(form::Message::Set(
        "clock",
        form::Value::Bool(true),
    )));
    let _ = app.update(Message::Form(form::Message::Sit(0, form::Sit::You)));
    let _ = app.update(Message::Form(form::Message::Name(1, "Bea".into())));
    click(&mut app, "Start the match");
    assert_eq!(session(&app).sitters()[1], Sitter::Friend("Bea".into()));
    drop(app);

    let mut again = ui_common::app(&dir);
    let remembered = form_recipe(&mut again, GameKind::MartianChess);
    assert_eq!(
        remembered.sitters,
        vec![Sitter::Person(YOU.into()), Sitter::Friend("Bea".into())]
    );
    assert_eq!(
        remembered.options.get("clock"),
        Some(&toml::Value::Boolean(true))
    );
    // Another game's form is as fresh as before; a quick match is still against the computer.
    let other = form_recipe(&mut again, GameKind::Malawi);
    assert!(matches!(other.sitters[1], Sitter::Computer(_)), "{other:?}");
    quick(&mut again, GameKind::MartianChess);
    assert_eq!(
        session(&again).sitters()[1],
        Sitter::Computer(Player::Level(2))
    );
}

/// Home's list of unfinished matches says how far each went in words: "no move yet" for one
/// left before its first move (it said "move 0").
#[test]
fn an_unfinished_match_on_home_says_how_far_it_went() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick(&mut app, GameKind::Malice);
    let _ = app.update(Message::Go(malice::ui::Route::Home));
    assert!(shows(&app, "no move yet"), "{:?}", texts(&app));
    assert!(!shows(&app, "move 0"), "{:?}", texts(&app));
}
