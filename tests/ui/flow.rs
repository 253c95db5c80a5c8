//! The desktop app, headless (iced_test on the tiny-skia renderer): a whole career played by
//! clicking, notes, the roster and hall of fame updated, export, keyboard shortcuts, and
//! snapshots of the main screens.

use crate::ui_common;

use iced::keyboard::key::Code;
use iced::keyboard::{Key, Modifiers};
use iced::{Element, Size};
use iced_test::{Simulator, simulator};

use malice::store::RecordId;
use malice::ui::keys::KeyPress;
use malice::ui::screen::{new_adventurer, settings};
use malice::ui::{App, Format, Message, Route};
use ui_common::{app, click, create, next, play_to_the_end, shows, write};

#[test]
fn a_career_played_by_clicking() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    assert!(shows(&app, "No adventurers yet"));
    create(&mut app, "Wren");
    click(&mut app, "Delve");
    assert!(shows(&app, "Journal"), "the table with its journal");
    // The first question of the turn: act or flip.
    assert!(shows(&app, "1. Flip the next card"));
    // A note on the latest entry.
    write(&mut app, "Cold air from below.");
    click(&mut app, "Save the note");
    let clicks = play_to_the_end(&mut app);
    assert!(clicks > 0);
    click(&mut app, "Home");
    assert!(shows(&app, "1 run"), "the roster shows the finished run");
    click(&mut app, "Hall of fame");
    assert!(shows(&app, "Wren"));
    assert!(shows(&app, "survival rate"));
    assert!(shows(&app, "deadliest cards"));
    // The page's words are said in plain words beside them: a run, an escape, the score, loot.
    let explained = [
        "A run is one delve",
        "An escape is a way out",
        "The score of an escape is what was carried out",
        "The survival rate is the share of runs that escaped",
        "Loot is every escape's score added up",
    ];
    for words in explained {
        assert!(shows(&app, words), "the hall of fame says: {words}");
    }
    let id = RecordId::new("wren").unwrap();
    let _ = app.update(Message::Go(Route::Career(id.clone())));
    for words in &explained[..4] {
        assert!(shows(&app, words), "the career page says: {words}");
    }
    assert!(!shows(&app, "Loot"), "no loot on one adventurer's page");
    // The note is in the journal.
    let _ = app.update(Message::Go(Route::Journal(id.clone())));
    assert!(shows(&app, "Cold air from below."));
    // Export with no dialog available: the data folder's exports/.
    let _ = app.update(Message::ExportTo(Format::Markdown, None));
    let md = std::fs::read_to_string(dir.path().join("exports/wren.md")).unwrap();
    assert!(md.starts_with("# Wren"));
    assert!(md.contains("Cold air from below."));
    let html_path = dir.path().join("wren-journal.html");
    let _ = app.update(Message::ExportTo(Format::Html, Some(html_path.clone())));
    assert!(
        std::fs::read_to_string(html_path)
            .unwrap()
            .contains("Cold air from below.")
    );
    // The banner names the file, not its whole path, with a button to its folder.
    assert!(shows(&app, "Exported as wren-journal.html"));
    assert!(!shows(&app, &dir.path().display().to_string()));
    assert!(shows(&app, "Open its folder"));
    // With the mechanics hidden on the journal screen, the export leaves them out too.
    let _ = app.update(Message::Journal(
        malice::ui::screen::journal::Message::HideMechanics(true),
    ));
    let bare_path = dir.path().join("wren-bare.md");
    let _ = app.update(Message::ExportTo(Format::Markdown, Some(bare_path.clone())));
    let bare = std::fs::read_to_string(bare_path).unwrap();
    assert!(
        bare.contains("Cold air from below."),
        "the player's words stay"
    );
    assert!(bare.len() < md.len() / 2, "the mechanics are left out");
}

#[test]
fn quitting_mid_delve_and_reopening_continues_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let (answers, question) = {
        let mut app = app(&dir);
        create(&mut app, "Ash");
        click(&mut app, "Delve");
        click(&mut app, "1. Flip the next card");
        let active = app.active().expect("a delve is open");
        assert!(
            active.delve().outcome().is_none(),
            "pick a seed that survives one flip"
        );
        (active.record().answers.clone(), active.delve().question())
    };
    // A new app on the same folder: Home offers to continue, one click.
    let mut app = app(&dir);
    click(&mut app, "Continue Ash's delve");
    let active = app.active().expect("the delve is open again");
    assert_eq!(active.record().answers, answers);
    assert_eq!(active.delve().question(), question);
}

#[test]
fn keyboard_numbers_answer_and_undo_marks_the_delve_assisted() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Kit");
    click(&mut app, "Delve");
    assert!(!shows(&app, "assisted"));
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Character("1".into()),
        Code::Digit1,
    )));
    let _ = app.update(Message::Key(KeyPress {
        modifiers: Modifiers::CTRL,
        ..KeyPress::plain(Key::Character("z".into()), Code::KeyZ)
    }));
    assert!(shows(&app, "assisted"), "undo marks the delve");
    let _ = app.update(Message::Key(KeyPress {
        modified: Key::Character("?".into()),
        modifiers: Modifiers::SHIFT,
        ..KeyPress::plain(Key::Character("/".into()), Code::Slash)
    }));
    assert!(shows(&app, "Keyboard shortcuts"));
}

#[test]
fn home_letters_open_the_screens_and_only_on_home() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let letter = |c: &str, code| Message::Key(KeyPress::plain(Key::Character(c.into()), code));
    let _ = app.update(letter("f", Code::KeyF));
    assert!(
        shows(&app, "No delve has ended yet"),
        "F opens the hall of fame"
    );
    // Away from Home a letter does nothing: R here does not open the rules.
    let _ = app.update(letter("r", Code::KeyR));
    assert!(!shows(&app, "How to play"));
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Named(iced::keyboard::key::Named::Escape),
        Code::Escape,
    )));
    let _ = app.update(letter("n", Code::KeyN));
    assert!(shows(&app, "Roll"), "N opens the new adventurer");
    // Ctrl+N is not N.
    let _ = app.update(Message::Key(KeyPress::plain(
        Key::Named(iced::keyboard::key::Named::Escape),
        Code::Escape,
    )));
    let _ = app.update(Message::Key(KeyPress {
        modifiers: Modifiers::CTRL,
        ..KeyPress::plain(Key::Character("s".into()), Code::KeyS)
    }));
    assert!(shows(&app, "Roster"), "Ctrl+S stays on Home");
}

#[test]
fn a_locked_profile_is_explained_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let home = malice::store::Home::open(dir.path()).unwrap();
    let _held = home
        .open_profile(&malice::store::ProfileName::default_profile())
        .unwrap();
    let app = App::at(dir.path());
    assert!(shows(&app, "Try again"));
    assert!(shows(&app, "Another Malice is using the profile"));
}

#[test]
fn a_profile_held_by_the_command_line_says_which_command_and_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let home = malice::store::Home::open(dir.path()).unwrap();
    let held = home
        .open_profile(&malice::store::ProfileName::default_profile())
        .unwrap();
    // The holder file says what holds it; here, as `malice game play` writes it.
    let lock = held.paths().holder_file();
    let holder = malice::store::LockHolder {
        pid: std::process::id(),
        since: chrono::Utc::now(),
        role: Some(malice::store::Role::Command("game play".into())),
        looking: false,
    };
    std::fs::write(&lock, holder.to_text()).unwrap();
    let app = App::at(dir.path());
    assert!(shows(
        &app,
        "The command line is using the profile \"default\" (`malice game play`, since"
    ));
    assert!(shows(
        &app,
        "let that command finish, or stop it, then try again."
    ));
    assert!(!shows(&app, "Close the other Malice window"));
    assert!(!shows(&app, "process"));
    assert!(shows(&app, "Try again"));
}

fn snapshot(view: Element<'_, Message>, name: &str) {
    ui_common::fonts();
    let mut ui = simulator(view);
    let snap = ui.snapshot(&malice::ui::theme::theme(false)).unwrap();
    assert!(
        snap.matches_hash(format!("tests/snapshots/{name}"))
            .unwrap(),
        "the {name} screen changed; delete its snapshot file if the change is wanted"
    );
}

#[test]
fn snapshots_of_the_main_screens() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    snapshot(app.view(), "home-empty");
    click(&mut app, "New adventurer");
    snapshot(app.view(), "new-adventurer");
    let _ = app.update(Message::NewAdventurer(
        new_adventurer::Message::NameChanged("Snap".into()),
    ));
    let _ = app.update(Message::NewAdventurer(new_adventurer::Message::ManualRoll(
        "3 4 5 4 3 4".into(),
    )));
    click(&mut app, "Create");
    snapshot(app.view(), "home-roster");
    click(&mut app, "Delve");
    snapshot(app.view(), "table");
    click(&mut app, "Home");
    click(&mut app, "Hall of fame");
    snapshot(app.view(), "fame");
}

#[test]
fn a_flip_animates_only_when_animations_are_on_and_ends() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Fen");
    click(&mut app, "Delve");
    click(&mut app, "1. Flip the next card");
    assert!(app.animating(), "the flipped card grows in");
    let later = iced::time::Instant::now() + malice::ui::FLIP_TIME * 2;
    let _ = app.update(Message::Frame(later));
    assert!(!app.animating(), "and stops");
    let _ = app.update(Message::Settings(settings::Message::SetAnimations(false)));
    if !shows(&app, "The delve is over") {
        next(&mut app);
        assert!(!app.animating(), "no animation when switched off");
    }
}

#[test]
fn the_card_faces_setting_reaches_every_card_and_is_kept() {
    use malice::ui::widget::card::{self, Faces};
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    card::show_faces(Faces::Drawn);
    let _ = app.view();
    assert_eq!(card::faces(), Faces::Deck1909, "the 1909 deck by default");
    let _ = app.update(Message::Go(Route::Settings));
    assert!(shows(&app, "Card faces"));
    let _ = app.update(Message::Settings(settings::Message::SetFaces(Faces::Drawn)));
    let _ = app.view();
    assert_eq!(card::faces(), Faces::Drawn, "the next view draws our faces");
    drop(app);
    card::show_faces(Faces::Deck1909);
    let again = App::at(dir.path());
    let _ = again.view();
    assert_eq!(
        card::faces(),
        Faces::Drawn,
        "the choice is saved with the settings"
    );
}

#[test]
fn the_about_page_credits_the_deck_from_settings_and_the_shortcuts_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Go(Route::Settings));
    click(&mut app, "About Malice and its cards");
    assert!(shows(&app, "Pamela Colman Smith"));
    assert!(shows(&app, "public domain"));
    let _ = app.update(Message::Go(Route::Home));
    let _ = app.update(Message::ToggleShortcuts);
    click(&mut app, "About Malice and its cards");
    assert!(shows(&app, "Pamela Colman Smith"));
    assert!(
        !shows(&app, "Keyboard shortcuts"),
        "the sheet closes on the way"
    );
}

#[test]
fn the_roster_shows_the_delve_in_progress_then_the_living_then_the_dead_newest_first() {
    use malice::career::{Dice, Profile};
    use malice::store::{Home, ProfileName};
    use malice::tarot::attributes::Attributes;
    use malice::tarot::rules::RuleOptions;

    let dir = tempfile::tempdir().unwrap();
    // Each made in turn, oldest first; the names run backwards so that an order by name (or
    // by creation, oldest first) cannot pass.
    let living = |name: &str| {
        let home = Home::open(dir.path()).unwrap();
        let mut profile = Profile::open(&home, &ProfileName::default_profile()).unwrap();
        let id = profile
            .create_adventurer(name, Attributes([4, 4, 4, 4, 4, 4]))
            .unwrap();
        (profile, id)
    };
    let (profile, zed) = living("Zed");
    drop(profile);
    ui_common::bury(dir.path(), "Yann");
    drop(living("Xia"));
    drop(living("Uma"));
    ui_common::bury(dir.path(), "Wil");
    let (mut profile, _) = living("Vera");
    // Zed, the oldest, is down in the dungeon: first whatever their age.
    drop(profile.start_delve(&zed, RuleOptions::default(), Dice::Seeded(1)));
    drop(profile);
    let app = app(&dir);
    let shown = ui_common::texts(&app);
    let at = |name: &str| shown.iter().position(|t| t == name).expect(name);
    let order = ["Zed", "Vera", "Uma", "Xia", "Wil", "Yann"];
    for pair in order.windows(2) {
        assert!(
            at(pair[0]) < at(pair[1]),
            "{} before {}: {shown:?}",
            pair[0],
            pair[1]
        );
    }
}

#[test]
fn the_welcome_grows_on_a_large_window() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    ui_common::fonts();
    // How tall the welcome's title and its first line of words are in a window of `size`.
    let heights = |size: Size| {
        let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
        ["Welcome to the dungeon", "Roll your first adventurer"].map(|part| {
            ui.find(ui_common::containing(part))
                .unwrap_or_else(|_| panic!("{part} at {size:?}"))
                .bounds()
                .height
        })
    };
    let normal = heights(Size::new(1280.0, 800.0));
    let large = heights(Size::new(1920.0, 1080.0));
    for (n, l) in normal.iter().zip(&large) {
        assert!(
            *l > n * 1.15,
            "larger type at 1920×1080: {large:?} vs {normal:?}"
        );
    }
}
