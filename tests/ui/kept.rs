//! Not one typed word lost (issue 39): the words typed in a text box reach the disk a moment
//! after the last key, with no other key, no leaving and no closing (a kill may come next);
//! the new adventurer's name is kept as the note box's words are. And Home, once "Try again"
//! opens a profile another Malice held, shows what it holds.

use crate::ui_common::{self, click, create, shows, write};

use malice::boards::registry::GameKind;
use malice::ui::screen::game::{form, tiles};
use malice::ui::screen::{home, new_adventurer};
use malice::ui::{App, Message, Screen};

/// The words in the table's note box.
fn note_box(app: &App) -> String {
    match app.screen() {
        Screen::Table(table) => table.draft().text,
        _ => panic!("the table is not on show"),
    }
}

/// What the app would do were it killed now: nothing more (no close, no leaving; the app
/// keeps nothing when dropped, it only lets the profile go, as the system does for a killed
/// process).
fn killed(app: App) {
    drop(app);
}

#[test]
fn words_typed_are_kept_by_the_timer_with_no_other_key_and_no_close() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    create(&mut app, "Fen");
    // Enter on Home sends the new adventurer into the dungeon.
    ui_common::keys::tap(&mut app, "Enter");
    assert!(app.active().is_some(), "the table is on show");
    // One word after another: the timer is on while words are not kept.
    write(&mut app, "The stairs were wet");
    assert!(app.words_unkept(), "words not yet kept set the timer going");
    // The timer's tick keeps them; then it stops.
    let _ = app.update(Message::KeepDrafts);
    assert!(!app.words_unkept(), "nothing left to keep");
    write(&mut app, ", and cold");
    let _ = app.update(Message::KeepDrafts);
    killed(app);
    let mut app = ui_common::app(&dir);
    ui_common::keys::tap(&mut app, "Enter");
    assert_eq!(note_box(&app), "The stairs were wet, and cold");
}

#[test]
fn a_new_adventurers_name_is_kept_as_typed_until_they_are_made() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    click(&mut app, "New adventurer");
    let _ = app.update(Message::NewAdventurer(
        new_adventurer::Message::NameChanged("Gareth the Pale".into()),
    ));
    assert!(app.words_unkept());
    let _ = app.update(Message::KeepDrafts);
    killed(app);
    // Started again, the name is where it was.
    let mut app = ui_common::app(&dir);
    click(&mut app, "New adventurer");
    let Screen::NewAdventurer(state) = app.screen() else {
        panic!("not the new adventurer");
    };
    assert_eq!(state.name, "Gareth the Pale");
    // Made: the name's draft is done with.
    click(&mut app, "Roll 6d6");
    click(&mut app, "Create");
    assert!(shows(&app, "Gareth the Pale"));
    drop(app);
    let mut app = ui_common::app(&dir);
    click(&mut app, "New adventurer");
    let Screen::NewAdventurer(state) = app.screen() else {
        panic!("not the new adventurer");
    };
    assert_eq!(state.name, "");
}

/// Opens the new-match form of Martian Chess, as the tile's New match... button does.
fn open_form(app: &mut App) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        malice::ui::Route::NewMatch(GameKind::MartianChess),
    ))));
}

/// What seat `seat` of the new-match form on show holds as a friend's name.
fn seat_name(app: &App, seat: usize) -> String {
    let Screen::NewMatch(form) = app.screen() else {
        panic!("the new-match form is not on show");
    };
    form.seat_names()[seat].to_owned()
}

#[test]
fn a_friends_name_in_the_match_form_is_kept_as_typed_until_the_match_starts() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    open_form(&mut app);
    assert_eq!(seat_name(&app, 1), "", "the computer sits there at first");
    let _ = app.update(Message::Form(form::Message::Sit(
        1,
        form::Sit::Friend(String::new()),
    )));
    let _ = app.update(Message::Form(form::Message::Name(1, "Ilse Marr".into())));
    assert!(app.words_unkept(), "a name typed sets the timer going");
    let _ = app.update(Message::KeepDrafts);
    killed(app);
    // Started again: the friend sits in the seat with the name typed.
    let mut app = ui_common::app(&dir);
    open_form(&mut app);
    assert_eq!(seat_name(&app, 1), "Ilse Marr");
    // The seat given back to the computer: the name's draft goes with it.
    let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(1))));
    let _ = app.update(Message::KeepDrafts);
    killed(app);
    let mut app = ui_common::app(&dir);
    open_form(&mut app);
    assert_eq!(seat_name(&app, 1), "");
    // Typed again and the match started (the form then remembers the match as it started).
    let _ = app.update(Message::Form(form::Message::Sit(
        1,
        form::Sit::Friend("Ilse".into()),
    )));
    let _ = app.update(Message::KeepDrafts);
    click(&mut app, "Start the match");
    assert!(app.open_match().is_some(), "the match started");
    killed(app);
}

#[test]
fn home_after_try_again_lists_the_unfinished_matches() {
    let dir = tempfile::tempdir().unwrap();
    // An unfinished match, played from the command line.
    ui_common::board::played_in_the_terminal(
        dir.path(),
        &["--game", "malice", "--ai", "1", "--seed", "3"],
        "",
    );
    let home = malice::store::Home::open(dir.path()).unwrap();
    let held = home
        .open_profile(&malice::store::ProfileName::default_profile())
        .unwrap();
    let mut app = App::at(dir.path());
    assert!(shows(&app, "Try again"));
    assert!(!shows(&app, "Continue"));
    drop(held);
    click(&mut app, "Try again");
    assert!(
        shows(&app, "Continue"),
        "Home lists the unfinished match: {:?}",
        ui_common::texts(&app)
    );
}
