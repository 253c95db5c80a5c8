//! The app by keyboard alone while playing (issue 29): at the table, the note box's draft that
//! no key loses and the answers as a list for the arrows; at a board, a quick match by keys,
//! the square cursor and the move box's words. Each key goes first through the window's
//! widgets, as the runtime sends it, and reaches the app's keymap only if no widget took it.

use crate::ui_common;

use iced::keyboard::Modifiers;
use iced_test::Simulator;

use malice::boards::registry::GameKind;
use malice::ui::screen::table;
use malice::ui::{App, Message, Screen};
use ui_common::keys::{WINDOW, at, id, lay_out, tap};
use ui_common::{app, create, fonts, shows, texts};

/// Starts a delve for a new adventurer and opens the table.
fn at_the_table(app: &mut App, name: &str) {
    create(app, name);
    tap(app, "Enter");
    assert!(app.active().is_some(), "Enter on Home starts the delve");
}

/// The words in the table's note box.
fn note_box(app: &App) -> String {
    match app.screen() {
        Screen::Table(table) => table.draft().text,
        _ => panic!("the table is not on show"),
    }
}

#[test]
fn a_draft_survives_esc_leaving_the_table_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    at_the_table(&mut app, "Fen");
    // W puts the ring (and the caret) on the note box.
    tap(&mut app, "w");
    assert_eq!(at(&app), id("table.note"));
    // Typed in the box, then Esc: the box keeps Esc (it only leaves the box).
    let (taken, messages): (bool, Vec<Message>) = {
        fonts();
        let mut ui = Simulator::with_size(iced::Settings::default(), WINDOW, app.view());
        ui.click(iced_test::selector::id("table.note"))
            .expect("the note box");
        let _ = ui.typewrite("The stairs were wet");
        let status = ui.simulate([ui_common::keys::event("Escape", Modifiers::empty())]);
        (
            status[0] == iced::event::Status::Captured,
            ui.into_messages().collect(),
        )
    };
    assert!(taken, "the note box keeps its Esc");
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Table(table::Message::LeftNote))),
        "leaving the box says so"
    );
    for message in messages {
        let _ = app.update(message);
    }
    assert!(
        matches!(app.screen(), Screen::Table(_)),
        "Esc did not leave the table"
    );
    assert_eq!(note_box(&app), "The stairs were wet");
    assert_eq!(
        app.focus().shown(),
        None,
        "the ring goes with the caret, so that Space flips the next card"
    );
    // A second Esc (the caret is out of the box) goes Home; the words are kept.
    tap(&mut app, "Escape");
    assert!(matches!(app.screen(), Screen::Home(_)));
    tap(&mut app, "Enter");
    assert_eq!(note_box(&app), "The stairs were wet", "back at the table");
    // More words, then the app closes and opens again: they are there.
    ui_common::write(&mut app, ", and cold.");
    let _ = app.update(Message::Close(iced::window::Id::unique()));
    drop(app);
    let mut app = ui_common::app(&dir);
    tap(&mut app, "Enter");
    assert_eq!(note_box(&app), "The stairs were wet, and cold.");
    // Saved as a note with Ctrl+Enter in the box, the draft is done with.
    let messages: Vec<Message> = {
        fonts();
        let mut ui = Simulator::with_size(iced::Settings::default(), WINDOW, app.view());
        ui.click(iced_test::selector::id("table.note"))
            .expect("the note box");
        let _ = ui.simulate([ui_common::keys::event("Enter", Modifiers::CTRL)]);
        ui.into_messages().collect()
    };
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Table(table::Message::SaveNote))),
        "Ctrl+Enter in the box saves the note"
    );
    for message in messages {
        let _ = app.update(message);
    }
    assert_eq!(note_box(&app), "");
    assert_eq!(
        app.focus().shown(),
        None,
        "no ring left on the box once saved"
    );
    tap(&mut app, "Escape");
    tap(&mut app, "Enter");
    assert_eq!(note_box(&app), "");
    assert!(shows(&app, "The stairs were wet, and cold."));
}

#[test]
fn the_answers_are_a_list_for_the_arrows_and_tab_starts_there() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    at_the_table(&mut app, "Gil");
    lay_out(&app);
    tap(&mut app, "Tab");
    assert_eq!(at(&app), id("answer.0"), "Tab starts on the first answer");
    let answers = app.active().unwrap().delve().legal_answers().len();
    assert!(answers >= 2, "flip and at least one action");
    lay_out(&app);
    tap(&mut app, "Down");
    assert_eq!(at(&app), id("answer.1"));
    lay_out(&app);
    tap(&mut app, "Up");
    assert_eq!(at(&app), id("answer.0"));
    let first = app.active().unwrap().delve().legal_answers()[0];
    let before = app.active().unwrap().delve().answers().len();
    assert!(tap(&mut app, "Enter"), "the ring answers");
    let answers = app.active().unwrap().delve().answers();
    assert!(answers.len() > before);
    assert_eq!(answers[before], first, "the first answer was given");
}

#[test]
fn a_quick_match_by_keys_the_square_cursor_and_the_move_boxs_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    // → chooses the second game; Q starts its quick match.
    tap(&mut app, "Right");
    tap(&mut app, "q");
    let session = app.open_match().expect("a match is on show");
    assert_eq!(session.kind(), GameKind::ALL[1]);
    lay_out(&app);
    tap(&mut app, "Tab");
    assert_eq!(at(&app), id("board"), "Tab starts on the board");
    // The arrows move the square cursor; Enter picks there.
    lay_out(&app);
    tap(&mut app, "Up");
    lay_out(&app);
    tap(&mut app, "Down");
    let moves = app.open_match().unwrap().move_count();
    lay_out(&app);
    tap(&mut app, "Enter");
    assert_eq!(
        app.open_match().unwrap().move_count(),
        moves,
        "a pick is not a move"
    );
    // The move box takes "hint" as the command line does.
    let _ = app.update(Message::Game(malice::ui::screen::game::Message::Text(
        "hint".into(),
    )));
    let _ = app.update(Message::Game(malice::ui::screen::game::Message::Submit));
    assert!(shows(&app, "looking for a move"), "{:?}", texts(&app));
    // H asks too; U takes back (nothing to take back yet: said so).
    tap(&mut app, "u");
    assert!(shows(&app, "undo") || shows(&app, "Undo"));
    // A hint puts the square cursor on the move's first square: Enter picks there, the cursor
    // follows the move, and Enter again plays it.
    let _ = app.update(Message::Game(malice::ui::screen::game::Message::Deselect));
    app.let_the_computer_hint();
    assert!(shows(&app, "The computer would play"), "{:?}", texts(&app));
    let moves = app.open_match().unwrap().move_count();
    lay_out(&app);
    tap(&mut app, "Enter");
    assert_eq!(app.open_match().unwrap().move_count(), moves, "picked only");
    lay_out(&app);
    tap(&mut app, "Enter");
    assert!(
        app.open_match().unwrap().move_count() > moves,
        "Enter, Enter played the hinted move (and the computer answered)"
    );
}

/// A player by keys reads what the pointer would tell: with a pyramid picked (b3), the square
/// cursor on a target (a3) that lets North win at once shows the move in words and its
/// "Careful: …" warning, as hovering a3 with the mouse does.
#[test]
fn the_square_cursor_on_a_target_tells_its_warning_as_the_pointer_does() {
    use malice::ui::focus::Dir;
    use malice::ui::screen::game::{self, form::Sit};
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::board::from_form(
        &mut app,
        GameKind::Malice,
        Sit::Level(1),
        "4/L3/1SS1/3M/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/2MM/2LL 0 0,0 8 8",
    );
    // Squares: board * 32 + rank * 4 + file (a1 = 0): b3 = 9, a3 = 8.
    let _ = app.update(Message::Game(game::Message::Square(9)));
    let warning = "Careful: North could then win at once with d5xc3.";
    assert!(
        !shows(&app, warning),
        "no warning before a target is chosen"
    );
    // The first arrow puts the cursor on the picked pyramid; ← takes it to a3.
    let _ = app.update(Message::Game(game::Message::MoveCursor(Dir::Left)));
    let _ = app.update(Message::Game(game::Message::MoveCursor(Dir::Left)));
    assert!(shows(&app, "b3-a3: lands on"), "{:?}", texts(&app));
    assert!(shows(&app, warning), "{:?}", texts(&app));
}
