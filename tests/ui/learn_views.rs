//! What Learn shows around its lessons (iced_test, tiny-skia): Learn offered before a first quick
//! match of a game never played, the nearly empty quarters named in a match but not in a lesson,
//! who leads a lesson and by how much, nine ticked lessons' labels on one line each, and a
//! lesson's board kept whole in a narrow room.

use crate::learn::{open_learn, play, verdict};
use crate::ui_common;

use malice::boards::lesson::{self, Verdict};
use malice::boards::registry::GameKind;
use malice::ui::screen::game::{learn, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message, Route, Screen};
use ui_common::{app, click, seen_exactly, shows, texts};

/// A first quick match of a game never played offers Learn before the first move; the match
/// waits on Home meanwhile and offers it again when continued, and a game played before
/// offers nothing.
#[test]
fn a_first_quick_match_of_a_game_never_played_offers_learn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let quick = |app: &mut App| {
        let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
            GameKind::Malice,
        ))));
        assert!(app.open_match().is_some(), "a quick match opened");
    };
    quick(&mut app);
    let lessons = lesson::path(GameKind::Malice)
        .expect("the lessons read")
        .lessons
        .len();
    assert!(
        shows(
            &app,
            &format!(
                "New to {}? Its {lessons} short lessons",
                GameKind::Malice.name()
            )
        ),
        "{:?}",
        texts(&app)
    );
    click(&mut app, "Learn it first");
    assert!(
        matches!(app.screen(), Screen::Learn(_)),
        "Learn opened at its first lesson"
    );
    // The match waits on Home; continued with nothing played and no lesson done, it offers
    // Learn again (the offer once went with the first showing of the match).
    let _ = app.update(Message::Go(Route::Home));
    click(&mut app, "Continue");
    assert!(app.open_match().is_some(), "the waiting match opened");
    assert!(shows(&app, "Learn it first"), "{:?}", texts(&app));
    // Another match of the game is kept: the next quick match offers nothing.
    let _ = app.update(Message::Go(Route::Home));
    quick(&mut app);
    assert!(!shows(&app, "Learn it first"), "{:?}", texts(&app));
}

/// Malice's prompt names a quarter down to its last two pyramids once a match is under way
/// ("Empty any quarter, yours too, and the game ends": a newcomer's loss came from emptying
/// their own), and says nothing of the kind in a lesson, whose small set positions have few
/// pyramids everywhere.
#[test]
fn a_malice_match_names_its_nearly_empty_quarters_and_a_lesson_does_not() {
    let dir = tempfile::tempdir().unwrap();
    // North's quarter of the left board starts with two smalls; South plays d3-d2 (it stays:
    // e7 is taken) and the computer answers a6-a7 (it stays too).
    ui_common::board::played_in_the_terminal(
        dir.path(),
        &[
            "--game",
            "malice",
            "--ai",
            "1",
            "--seed",
            "3",
            "--position",
            "4/4/SS2/4/4/1SSS/4/4|LLL1/MMM1/4/4/4/4/1MMM/1LLL 0 0,0 0 0",
        ],
        "d3-d2\nquit\n",
    );
    let mut app = App::at(dir.path());
    click(&mut app, "Continue");
    assert!(app.open_match().is_some(), "the match opened");
    assert!(
        shows(
            &app,
            "Mind the quarters: 2 pyramids in North's quarter of the left board. Empty any \
             quarter, yours too, and the game ends."
        ),
        "{:?}",
        texts(&app)
    );
    // No lesson of Malice says it, though each has two pyramids or fewer in every quarter.
    for n in 0..lesson::path(GameKind::Malice).unwrap().lessons.len() {
        let _ = app.update(Message::Go(Route::Learn(GameKind::Malice)));
        let _ = app.update(Message::Learn(learn::Message::Open(n)));
        assert!(matches!(app.screen(), Screen::Learn(_)));
        assert!(
            !shows(&app, "Mind the quarters"),
            "lesson {n}: {:?}",
            texts(&app)
        );
    }
}

/// A lesson shows the score beside its goal, who leads and by how much, as the position on
/// its board stands (a newcomer read "you lead 3 to 2" in a goal and found no score on
/// screen), and the figures move with a capture.
#[test]
fn a_lesson_shows_who_leads_and_by_how_much() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    open_learn(&mut app, GameKind::Malice);
    assert!(
        shows(&app, "The scores are level, 0 each."),
        "{:?}",
        texts(&app)
    );
    let open = |app: &mut App, id: &str| {
        let at = lesson::path(GameKind::Malice)
            .unwrap()
            .lessons
            .iter()
            .position(|l| l.id == id)
            .unwrap();
        let _ = app.update(Message::Learn(learn::Message::Open(at)));
    };
    // North leads 1 to 0 until the large takes the medium for 2.
    open(&mut app, "empty-a-quarter");
    assert!(shows(&app, "North leads by 1 point."), "{:?}", texts(&app));
    assert!(shows(&app, "1 point"), "North's tally: {:?}", texts(&app));
    play(&mut app, "c2-c6");
    assert_eq!(verdict(&app), Verdict::Done);
    assert!(shows(&app, "You lead by 1 point."), "{:?}", texts(&app));
    assert!(shows(&app, "2 points"), "your tally: {:?}", texts(&app));
    open(&mut app, "own-quarter");
    assert!(shows(&app, "You lead by 1 point."), "{:?}", texts(&app));
    assert!(shows(&app, "3 points"), "{:?}", texts(&app));
    // A game without points shows each side's standing and no lead in points.
    open_learn(&mut app, GameKind::Malaka);
    assert!(shows(&app, "steps to go"), "{:?}", texts(&app));
    assert!(
        !texts(&app).iter().any(|t| t.contains(" lead")),
        "{:?}",
        texts(&app)
    );
}

/// Nine ticked lesson buttons overflowed the panel's row: at 1280×800 the last one squeezed
/// its "9 ✓" onto two lines (seen in a newcomer's play of Malice, session 8). They wrap onto a
/// second row instead, every label on one line, at 1280×800 and 1024×640.
#[test]
fn nine_ticked_lessons_keep_each_label_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::at(dir.path());
    open_learn(&mut app, GameKind::Malice);
    let path = lesson::path(GameKind::Malice).expect("the lessons read");
    for (i, lesson) in path.lessons.iter().enumerate() {
        for (n, text) in lesson.solution.iter().enumerate() {
            play(&mut app, text);
            if n + 1 < lesson.solution.len() {
                app.let_the_computer_play();
            }
        }
        assert_eq!(verdict(&app), Verdict::Done, "{}", lesson.id);
        if i + 1 < path.lessons.len() {
            click(&mut app, "Next lesson");
        }
    }
    for size in [
        iced::Size::new(1280.0, 800.0),
        iced::Size::new(1024.0, 640.0),
    ] {
        let one = seen_exactly(&app, "1 ✓", size).expect("lesson 1's button");
        for i in 2..=path.lessons.len() {
            let label = format!("{i} ✓");
            let seen = seen_exactly(&app, &label, size)
                .unwrap_or_else(|| panic!("{label} drawn at {size:?}"));
            assert!(
                (seen.height - one.height).abs() < 1.0,
                "{label} at {size:?} is {seen:?}, lesson 1's {one:?}"
            );
        }
    }
}

/// At 200 % of 1024×640 (512×320 across) the lesson's panel kept its 420 px and left the board
/// 76 px across, too small to read or click (seen in session 8). The panel narrows as the
/// match's does, and the board keeps over a third of the room.
#[test]
fn a_lesson_keeps_its_board_on_a_narrow_room() {
    let room = iced::Size::new(512.0, 320.0);
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::at(dir.path());
    open_learn(&mut app, GameKind::Malice);
    ui_common::fonts();
    let mut ui = iced_test::Simulator::with_size(iced::Settings::default(), room, app.view());
    let board = ui
        .find(iced_test::selector::id("board"))
        .expect("the board")
        .bounds();
    assert!(
        board.width >= 0.35 * room.width,
        "the board keeps room beside the panel: {board:?}"
    );
}
