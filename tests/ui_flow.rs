//! The desktop app, headless (iced_test on the tiny-skia renderer): a whole career played by
//! clicking, notes, the roster and hall of fame updated, export, keyboard shortcuts, and
//! snapshots of the main screens.

use iced::keyboard::{Key, Modifiers};
use iced::{Element, Theme};
use iced_test::selector::{Candidate, Text};
use iced_test::simulator;

use malice::store::RecordId;
use malice::ui::{App, Format, Message, Screen};

fn app(dir: &tempfile::TempDir) -> App {
    App::at(dir.path()).seed(5)
}

/// Selects the first text that holds `part`.
fn containing(part: &str) -> impl FnMut(Candidate<'_>) -> Option<Text> + Send + '_ {
    move |candidate| match candidate {
        Candidate::Text {
            id,
            bounds,
            visible_bounds,
            content,
        } if content.contains(part) => Some(Text::Raw {
            id: id.cloned(),
            bounds,
            visible_bounds,
        }),
        _ => None,
    }
}

/// Clicks the first widget whose text holds `label` and feeds the messages back into the app.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(containing(label))
            .unwrap_or_else(|e| panic!("no `{label}` on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking `{label}` did nothing");
    for message in messages {
        let _ = app.update(message);
    }
}

/// Whether a text holding `label` is on screen.
fn shows(app: &App, label: &str) -> bool {
    let mut ui = simulator(app.view());
    ui.find(containing(label)).is_ok()
}

fn create(app: &mut App, name: &str) {
    click(app, "New adventurer");
    let _ = app.update(Message::NameChanged(name.into()));
    click(app, "Roll 6d6");
    click(app, "Create");
    assert!(shows(app, name), "{name} is on the roster");
}

/// Answers with the first answer shown, by clicking it, until the delve ends.
fn play_to_the_end(app: &mut App) -> usize {
    let mut clicks = 0;
    while !shows(app, "The delve is over") {
        assert!(clicks < 2_000, "the delve never ended");
        // The numbered answers are "1. ...": click the first.
        click(app, "1. ");
        clicks += 1;
    }
    clicks
}

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
    let _ = app.update(Message::NoteChanged("Cold air from below.".into()));
    click(&mut app, "Attach note");
    let clicks = play_to_the_end(&mut app);
    assert!(clicks > 0);
    click(&mut app, "Home");
    assert!(shows(&app, "1 run"), "the roster shows the finished run");
    click(&mut app, "Hall of fame");
    assert!(shows(&app, "Wren"));
    // The note is in the journal.
    let id = RecordId::new("wren").unwrap();
    let _ = app.update(Message::Go(Screen::Journal(id.clone())));
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
    assert!(shows(&app, "Exported to"));
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
    let _ = app.update(Message::Key(
        Key::Character("1".into()),
        Modifiers::default(),
    ));
    let _ = app.update(Message::Key(Key::Character("z".into()), Modifiers::CTRL));
    assert!(shows(&app, "assisted"), "undo marks the delve");
    let _ = app.update(Message::Key(Key::Character("?".into()), Modifiers::SHIFT));
    assert!(shows(&app, "Keyboard shortcuts"));
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
    assert!(shows(&app, "another Malice is using the profile"));
}

fn snapshot(view: Element<'_, Message>, name: &str) {
    let mut ui = simulator(view);
    let snap = ui.snapshot(&Theme::Light).unwrap();
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
    let _ = app.update(Message::NameChanged("Snap".into()));
    let _ = app.update(Message::ManualRoll("3 4 5 4 3 4".into()));
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
    let _ = app.update(Message::SetAnimations(false));
    if !shows(&app, "The delve is over") {
        click(&mut app, "1. ");
        assert!(!app.animating(), "no animation when switched off");
    }
}
