//! The app by keyboard alone (issue 29): the focus ring's order and activation, the arrows
//! on Home, a question's Enter and Esc, the keys of the main paths, and the zoom and theme
//! (playing by keys, at the table and at a board, is in `keyboard_play.rs`). Each key goes
//! first through the window's widgets, as the runtime sends it, and reaches the app's keymap
//! only if no widget took it.

use crate::ui_common;

use iced::keyboard::Modifiers;
use iced::widget::Id;
use iced_test::Simulator;

use malice::boards::registry::GameKind;
use malice::ui::screen::home;
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
        let _ = ui.simulate([ui_common::keys::event("Enter", Modifiers::empty())]);
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

/// After ↓, Enter on Home goes on with the chosen game's match left unfinished (the defects'
/// screenshots counted Tabs to its Continue, which moved with the room), and starts a quick
/// match of a game with none.
#[test]
fn enter_on_the_games_goes_on_with_the_chosen_games_unfinished_match() {
    let dir = tempfile::tempdir().unwrap();
    // A Martian Chess match against level 1 (a quick match is against level 2), left from
    // the command line.
    ui_common::board::played_in_the_terminal(
        dir.path(),
        &["--game", "martian-chess", "--ai", "1", "--seed", "3"],
        "",
    );
    let mut app = app(&dir);
    tap(&mut app, "Down");
    tap(&mut app, "Right");
    tap(&mut app, "Enter");
    let session = app.open_match().expect("Enter opened a match");
    assert_eq!(session.kind(), GameKind::ALL[1]);
    assert!(
        shows(&app, "level 1"),
        "the match left, not a new quick one: {:?}",
        texts(&app)
    );
    // Malice has none: Enter starts its quick match.
    let _ = app.update(Message::Go(malice::ui::Route::Home));
    tap(&mut app, "Down");
    tap(&mut app, "Left");
    tap(&mut app, "Enter");
    let session = app.open_match().expect("Enter started a quick match");
    assert_eq!(session.kind(), GameKind::ALL[0]);
    assert!(shows(&app, "level 2"), "{:?}", texts(&app));
}

/// C and J on Home open the career and the journal of the adventurer chosen with ← → (the
/// screenshots reached them by Tabs, which counted wrong once the roster's row moved); with
/// nobody on the roster they do nothing.
#[test]
fn c_and_j_on_home_open_the_chosen_adventurers_career_and_journal() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    tap(&mut app, "c");
    assert!(matches!(app.screen(), Screen::Home(_)), "nobody to show");
    for name in ["Anselm", "Brunhild"] {
        create(&mut app, name);
    }
    let row: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| t == "Anselm" || t == "Brunhild")
        .collect();
    assert_eq!(row.len(), 2);
    // The first of the row is chosen until → chooses the second.
    tap(&mut app, "c");
    assert!(
        matches!(app.screen(), Screen::Career(_)),
        "{:?}",
        texts(&app)
    );
    assert!(shows(&app, &row[0]) && !shows(&app, &row[1]));
    tap(&mut app, "Escape");
    tap(&mut app, "Right");
    tap(&mut app, "j");
    assert!(
        matches!(app.screen(), Screen::Journal(_)),
        "{:?}",
        texts(&app)
    );
    assert!(
        shows(&app, &row[1]) && !shows(&app, &row[0]),
        "{:?}",
        texts(&app)
    );
    tap(&mut app, "Escape");
    tap(&mut app, "c");
    assert!(matches!(app.screen(), Screen::Career(_)));
    assert!(shows(&app, &row[1]), "the choice stays: {:?}", texts(&app));
}
