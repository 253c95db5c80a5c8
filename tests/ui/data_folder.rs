//! Settings: the data folder shown and changed (by the folder dialog or by typing), the
//! profile reopened there, the choice remembered in a pointer file, and every failure told
//! in plain words with the old folder kept. Temp folders only.

use crate::ui_common;

use malice::store::{FolderChoice, Home, ProfileName};
use malice::ui::screen::settings;
use malice::ui::{App, Message, Route};
use ui_common::{click, create, shows};

fn settings(app: &mut App) {
    let _ = app.update(Message::Go(Route::Settings));
}

#[test]
fn typing_a_folder_opens_a_profile_there_and_remembers_it() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let choice = FolderChoice::at(config.path().join("data-folder.txt"));
    let mut app = App::at(first.path()).seed(5).remembering(choice.clone());
    create(&mut app, "Orla");
    settings(&mut app);
    assert!(shows(&app, &first.path().display().to_string()));
    let _ = app.update(Message::Settings(settings::Message::FolderTyped(
        second.path().display().to_string(),
    )));
    click(&mut app, "Use this folder");
    assert_eq!(app.data_folder(), Some(second.path()));
    assert!(second.path().join("profiles/default").is_dir());
    assert!(shows(&app, "Now using"));
    assert_eq!(choice.read().unwrap().as_deref(), Some(second.path()));
    // The first profile was let go: another Malice could open it now.
    let old = Home::open(first.path()).unwrap();
    assert!(old.open_profile(&ProfileName::default_profile()).is_ok());
    // The new folder has its own roster.
    click(&mut app, "Home");
    assert!(shows(&app, "No adventurers yet"));
    assert!(!shows(&app, "Orla"));
}

#[test]
fn the_folder_dialog_moves_too_and_its_absence_is_explained() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let mut app = App::at(first.path());
    settings(&mut app);
    let _ = app.update(Message::Settings(settings::Message::FolderPicked(None)));
    assert!(shows(&app, "type the folder's path"));
    assert_eq!(app.data_folder(), Some(first.path()));
    let _ = app.update(Message::Settings(settings::Message::FolderPicked(Some(
        second.path().to_path_buf(),
    ))));
    assert_eq!(app.data_folder(), Some(second.path()));
}

#[test]
fn a_folder_that_cannot_be_used_changes_nothing() {
    let first = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    let mut app = App::at(first.path());
    create(&mut app, "Bryn");
    settings(&mut app);
    // A folder inside a file cannot be created.
    let file = other.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let _ = app.update(Message::Settings(settings::Message::FolderTyped(
        file.join("saves").display().to_string(),
    )));
    let _ = app.update(Message::Settings(settings::Message::UseFolder));
    assert!(shows(&app, "That folder cannot be used"));
    assert!(shows(&app, "Still using"));
    assert_eq!(app.data_folder(), Some(first.path()));
    click(&mut app, "Home");
    assert!(shows(&app, "Bryn"), "the old profile is still open");
}

#[test]
fn a_locked_profile_there_is_explained_and_the_old_one_kept() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let held = Home::open(second.path()).unwrap();
    let _lock = held.open_profile(&ProfileName::default_profile()).unwrap();
    let mut app = App::at(first.path());
    settings(&mut app);
    let _ = app.update(Message::Settings(settings::Message::FolderPicked(Some(
        second.path().to_path_buf(),
    ))));
    assert!(shows(&app, "cannot be opened"));
    assert!(shows(&app, "another Malice is using the profile"));
    assert_eq!(app.data_folder(), Some(first.path()));
}

#[test]
fn damaged_files_in_the_new_folder_are_set_aside_and_reported() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let adventurers = second.path().join("profiles/default/adventurers");
    std::fs::create_dir_all(&adventurers).unwrap();
    std::fs::write(adventurers.join("broken.toml"), "this is = = not toml").unwrap();
    let mut app = App::at(first.path());
    settings(&mut app);
    let _ = app.update(Message::Settings(settings::Message::FolderPicked(Some(
        second.path().to_path_buf(),
    ))));
    assert_eq!(app.data_folder(), Some(second.path()));
    assert!(shows(&app, "set aside"));
    assert!(
        second
            .path()
            .join("profiles/default/quarantine/adventurers")
            .is_dir()
    );
}
