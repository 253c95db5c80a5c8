//! The app by keyboard alone (issue 29): the focus ring's order and activation, the arrows
//! within lists and on a board, a question's Enter and Esc, the note box's draft that no key
//! loses, the keys of the main paths, and the zoom. Each key goes first through the window's
//! widgets, as the runtime sends it, and reaches the app's keymap only if no widget took it.

use crate::ui_common;

use iced::Event;
use iced::keyboard::key::{Code, Named, Physical};
use iced::keyboard::{self, Key, Modifiers};
use iced::widget::Id;
use iced_test::Simulator;

use malice::boards::registry::GameKind;
use malice::ui::screen::{home, table};
use malice::ui::{App, Message, Screen};
use ui_common::keys::{WINDOW, at, id, key, lay_out, press, shows_whole, tap};
use ui_common::{app, create, fonts, shows, texts};

#[test]
fn tab_goes_through_homes_controls_in_reading_order_and_round() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Ada");
    assert_eq!(at(&app), None, "no ring before a key");
    let mut order = Vec::new();
    for _ in 0..11 {
        lay_out(&app);
        tap(&mut app, "Tab");
        order.push(at(&app).expect("Tab puts the ring somewhere"));
    }
    let expected = [
        "home.new",
        "home.rules",
        "home.fame",
        "home.settings",
        "home.keys",
        "home.today",
        "home.daily",
        "roster.ada.delve",
        "roster.ada.retire",
        "roster.ada.career",
        "roster.ada.journal",
    ];
    assert_eq!(order, expected.map(|e| Id::from(e.to_string())).to_vec());
    assert_eq!(app.focus().shown(), id("roster.ada.journal").as_ref());
    // Shift+Tab goes back; from the first control it goes round to the last.
    press(&mut app, "Tab", Modifiers::SHIFT);
    assert_eq!(at(&app), id("roster.ada.career"));
    let chain = malice::ui::focus::chain();
    assert!(chain.len() > 11, "the games' buttons follow the roster");
    assert!(
        chain.iter().all(|stop| stop.enabled),
        "no disabled control on Home"
    );
}

#[test]
fn enter_and_space_press_the_control_with_the_ring_and_only_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    // On the first run, Tab starts at the welcome's first way in.
    lay_out(&app);
    tap(&mut app, "Tab");
    assert_eq!(at(&app), id("home.first"));
    let mut tabs = 0;
    while at(&app) != id("home.settings") {
        lay_out(&app);
        tap(&mut app, "Tab");
        tabs += 1;
        assert!(tabs < 30, "Settings is reached");
    }
    assert!(tap(&mut app, "Enter"), "the ring takes the Enter");
    assert!(matches!(app.screen(), Screen::Settings(_)));
    // On Settings, Space ticks the check box with the ring (animations are on at first).
    assert_eq!(at(&app), None, "a new screen starts without a ring");
    let mut tabs = 0;
    while at(&app) != id("settings.animations") {
        lay_out(&app);
        tap(&mut app, "Tab");
        tabs += 1;
        assert!(tabs < 30, "the animations box is reached");
    }
    assert!(tap(&mut app, "Space"));
    let Screen::Settings(state) = app.screen() else {
        panic!("still Settings")
    };
    assert!(!state.settings.animations, "Space unticked it");
    // The theme is a row of choices: the arrows move within it, Enter chooses.
    while at(&app) != id("settings.theme.0") {
        lay_out(&app);
        tap(&mut app, "Tab");
    }
    lay_out(&app);
    tap(&mut app, "Right");
    lay_out(&app);
    tap(&mut app, "Right");
    assert_eq!(at(&app), id("settings.theme.2"));
    tap(&mut app, "Enter");
    assert!(
        app.theme().unwrap().extended_palette().is_dark,
        "Dark chosen"
    );
}

#[test]
fn a_new_adventurer_by_keys_alone_and_home_delves_with_the_one_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Bo");
    tap(&mut app, "n");
    assert_eq!(at(&app), id("new.name"), "the name field has the focus");
    // Typed into the field (with its caret), then Enter: created with rolled dice.
    let messages: Vec<Message> = {
        fonts();
        let mut ui = Simulator::with_size(iced::Settings::default(), WINDOW, app.view());
        ui.click(iced_test::selector::id("new.name"))
            .expect("the name field");
        let _ = ui.typewrite("Cy");
        let _ = ui.simulate([Event::Keyboard(keyboard::Event::KeyPressed {
            key: Key::Named(Named::Enter),
            modified_key: Key::Named(Named::Enter),
            physical_key: Physical::Code(Code::Enter),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::empty(),
            text: None,
            repeat: false,
        })]);
        ui.into_messages().collect()
    };
    for message in messages {
        let _ = app.update(message);
    }
    assert!(matches!(app.screen(), Screen::Home(_)), "created");
    assert!(shows(&app, "Cy"));
    // The new adventurer is the one chosen: Enter sends Cy into the dungeon.
    tap(&mut app, "Enter");
    assert_eq!(
        app.active().map(|a| a.record().name.clone()),
        Some("Cy".into())
    );
    tap(&mut app, "Escape");
    // Cy, in the dungeon, comes first on the roster's row: → chooses the next, Bo; Enter on
    // Bo while Cy delves says why not.
    tap(&mut app, "Left");
    let Screen::Home(state) = app.screen() else {
        panic!("Home")
    };
    assert_eq!(
        state.chosen.adventurer.as_ref().map(|id| id.as_str()),
        Some("cy"),
        "← stops at the first"
    );
    tap(&mut app, "Right");
    let Screen::Home(state) = app.screen() else {
        panic!("Home")
    };
    assert_eq!(
        state.chosen.adventurer.as_ref().map(|id| id.as_str()),
        Some("bo")
    );
    tap(&mut app, "Enter");
    assert!(shows(&app, "Cy is still in the dungeon"));
    assert!(app.active().is_none());
    // Esc puts the message away (and stays on Home).
    let message = "Cy is still in the dungeon: continue that delve";
    assert!(shows(&app, message));
    tap(&mut app, "Escape");
    assert!(!shows(&app, message));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

#[test]
fn a_question_takes_enter_and_esc_and_goes_with_the_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Dee");
    let dee = malice::store::RecordId::new("dee").unwrap();
    let _ = app.update(Message::Home(home::Message::AskRetire(dee.clone())));
    assert!(shows(&app, "Retire Dee?"));
    assert_eq!(
        at(&app),
        id("frame.yes"),
        "the ring goes to the question's yes"
    );
    tap(&mut app, "Escape");
    assert!(!shows(&app, "Retire Dee?"), "Esc says no");
    assert!(shows(&app, "alive"));
    let _ = app.update(Message::Home(home::Message::AskRetire(dee.clone())));
    // Only the question can be reached while it waits.
    lay_out(&app);
    let chain = malice::ui::focus::chain();
    assert_eq!(
        chain.iter().map(|s| s.id.clone()).collect::<Vec<_>>(),
        vec![Id::new("frame.yes"), Id::new("frame.cancel")]
    );
    tap(&mut app, "Enter");
    assert!(shows(&app, "retired"), "Enter says yes: {:?}", texts(&app));
    // A question left unanswered goes with its screen.
    create(&mut app, "Eve");
    let eve = malice::store::RecordId::new("eve").unwrap();
    let _ = app.update(Message::Home(home::Message::AskRetire(eve)));
    tap(&mut app, "f");
    tap(&mut app, "Escape");
    assert!(!shows(&app, "Retire Eve?"));
}

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
        let status = ui.simulate([Event::Keyboard(keyboard::Event::KeyPressed {
            key: Key::Named(Named::Escape),
            modified_key: Key::Named(Named::Escape),
            physical_key: Physical::Code(Code::Escape),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::empty(),
            text: None,
            repeat: false,
        })]);
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
        let _ = ui.simulate([Event::Keyboard(keyboard::Event::KeyPressed {
            key: Key::Named(Named::Enter),
            modified_key: Key::Named(Named::Enter),
            physical_key: Physical::Code(Code::Enter),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::CTRL,
            text: None,
            repeat: false,
        })]);
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
fn the_zoom_grows_shrinks_resets_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    assert_eq!(app.scale_factor(), 1.0);
    press(&mut app, "=", Modifiers::CTRL);
    press(&mut app, "=", Modifiers::CTRL);
    assert_eq!(app.scale_factor(), 1.25);
    drop(app);
    let mut app = ui_common::app(&dir);
    assert_eq!(app.scale_factor(), 1.25, "kept in the settings");
    press(&mut app, "0", Modifiers::CTRL);
    assert_eq!(app.scale_factor(), 1.0);
    let _ = app.update(Message::Settings(
        malice::ui::screen::settings::Message::SetZoom(200),
    ));
    assert_eq!(app.scale_factor(), 2.0);
}

#[test]
fn ctrl_t_switches_the_theme_and_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let dark = |app: &App| app.theme().unwrap().extended_palette().is_dark;
    let before = dark(&app);
    press(&mut app, "t", Modifiers::CTRL);
    assert_ne!(dark(&app), before);
    drop(app);
    assert_ne!(dark(&ui_common::app(&dir)), before, "kept");
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

#[test]
fn y_on_home_opens_the_history_of_the_game_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    // → chooses the second game; Y opens its history (as Q starts its quick match).
    tap(&mut app, "Right");
    tap(&mut app, "y");
    assert!(
        matches!(app.screen(), Screen::MatchHistory(_)),
        "{:?}",
        texts(&app)
    );
    assert!(shows(&app, GameKind::ALL[1].name()), "{:?}", texts(&app));
}

#[test]
fn home_arrows_choose_on_the_rosters_row_and_scroll_the_card_into_view() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let names = [
        "Ann", "Ben", "Cal", "Dot", "Eli", "Fay", "Gus", "Hal", "Ivo", "Jem",
    ];
    for name in names {
        create(&mut app, name);
    }
    // The row's order, as drawn.
    let row: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| names.contains(&t.as_str()))
        .collect();
    assert_eq!(row.len(), names.len());
    let chosen = |app: &App| match app.screen() {
        Screen::Home(state) => state.chosen.clone(),
        _ => panic!("Home"),
    };
    let name = |app: &App| {
        chosen(app)
            .adventurer
            .map(|id| id.to_string())
            .unwrap_or_default()
    };
    let lower = |i: usize| row[i].to_lowercase();
    // → goes along the roster; the tenth line is below the fold of a 1024×640 window (the
    // roster is a list there): the last → scrolled it into view.
    let mut work = iced::Task::none();
    for _ in 0..9 {
        work = app.update(Message::Key(key("Right", Modifiers::empty())));
    }
    assert_eq!(name(&app), lower(9));
    let card = format!("roster.card.{}", lower(9));
    let small = iced::Size::new(1024.0, 640.0);
    assert_eq!(shows_whole(&app, small, work, &card), (false, true));
    // ← goes back; ↓ goes down to the games, where ← → choose a game; ↑ comes back up.
    tap(&mut app, "Left");
    tap(&mut app, "Left");
    assert_eq!(name(&app), lower(7));
    tap(&mut app, "Down");
    assert!(
        shows(&app, "← → choose a game"),
        "the title says what the arrows do"
    );
    tap(&mut app, "Right");
    tap(&mut app, "Right");
    assert_eq!(chosen(&app).game, 2);
    assert_eq!(name(&app), lower(7), "the adventurer stays chosen");
    tap(&mut app, "Up");
    assert!(shows(&app, "← → choose an adventurer"));
    tap(&mut app, "Right");
    assert_eq!(name(&app), lower(8));
    assert_eq!(chosen(&app).game, 2, "the game stays chosen");
    // Enter sends the one chosen into the dungeon.
    tap(&mut app, "Enter");
    assert_eq!(
        app.active().map(|a| a.record().name.clone()),
        Some(row[8].clone())
    );
}
