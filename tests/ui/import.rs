//! Importing a match without a file dialog (iced_test, tiny-skia): its text file's path typed in
//! the import box of a game's History opens it to play on; a file dropped on the window does
//! the same; a path that leads nowhere is reported and changes nothing.

use crate::ui_common;

use iced::Size;
use iced::keyboard::Modifiers;
use iced_test::simulator::Simulator;

use malice::boards::registry::GameKind;
use malice::ui::screen::game::{self as screen, history, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message, Route, Screen};
use ui_common::board::session;
use ui_common::{app, fonts, shows, texts, window_event};

/// A Malawi match with one move played, exported to a text file: the file and the match's id.
fn exported(app: &mut App, dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
        GameKind::Malawi,
    ))));
    let _ = app.update(Message::Game(screen::Message::Text("a1-a3".into())));
    let _ = app.update(Message::Game(screen::Message::Submit));
    assert_eq!(session(app).move_count(), 1, "{:?}", texts(app));
    let Screen::Match(state) = app.screen() else {
        panic!("the match is on show");
    };
    let id = state.open().id.clone();
    let file = dir.join("a match.txt");
    let _ = app.update(Message::MatchTo(id.clone(), Some(file.clone())));
    assert!(file.exists(), "the match was exported");
    (file, id.to_string())
}

/// Types `words` in the import box and presses Enter, as a player would.
fn type_in_the_import_box(app: &mut App, words: &str) {
    let messages: Vec<Message> = {
        fonts();
        let mut ui = Simulator::with_size(
            iced::Settings::default(),
            Size::new(1280.0, 800.0),
            app.view(),
        );
        ui.click(iced_test::selector::id(history::IMPORT_BOX))
            .expect("the import box is on screen");
        let _ = ui.typewrite(words);
        let _ = ui.simulate([ui_common::keys::event("Enter", Modifiers::empty())]);
        ui.into_messages().collect()
    };
    for message in messages {
        let _ = app.update(message);
    }
}

#[test]
fn a_match_is_imported_from_a_typed_path() {
    let dir = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let (file, id) = exported(&mut app, files.path());
    let position = session(&app).position_text();

    // A path that leads nowhere: said, and the History stays.
    let _ = app.update(Message::Go(Route::MatchHistory(GameKind::Malawi)));
    assert!(shows(&app, "Import a match"));
    type_in_the_import_box(&mut app, "/no/such/match.txt");
    assert!(matches!(app.screen(), Screen::MatchHistory(_)));
    assert!(shows(&app, "Could not read"), "{:?}", texts(&app));

    // The right path: the match opens, a new one with the same moves, to play on.
    let _ = app.update(Message::Go(Route::MatchHistory(GameKind::Malawi)));
    type_in_the_import_box(&mut app, &file.display().to_string());
    let Screen::Match(state) = app.screen() else {
        panic!("the imported match is on show: {:?}", texts(&app));
    };
    assert_ne!(
        state.open().id.to_string(),
        id,
        "imported as a match of its own"
    );
    assert_eq!(session(&app).move_count(), 1);
    assert_eq!(session(&app).position_text(), position);
}

#[test]
fn a_match_file_dropped_on_the_window_is_imported() {
    let dir = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let (file, id) = exported(&mut app, files.path());
    let _ = app.update(Message::Go(Route::Home));
    // The window's own event, as the system sends it when a file is dropped on it.
    window_event(
        &mut app,
        iced::Event::Window(iced::window::Event::FileDropped(file)),
    );
    let Screen::Match(state) = app.screen() else {
        panic!("the dropped match is on show: {:?}", texts(&app));
    };
    assert_ne!(state.open().id.to_string(), id);
    assert_eq!(session(&app).move_count(), 1);
}
