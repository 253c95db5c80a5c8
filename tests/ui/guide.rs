//! The first-delve guide (issue 30, item 2): a note beside the question the first time each
//! kind of moment comes, seen once per profile (kept in its settings), and turned off and on
//! in Settings.

use crate::ui_common;

use malice::tarot::question::Answer;
use malice::ui::screen::settings;
use malice::ui::{App, Message};
use ui_common::{answer, app, card, click, seat_at_the_table, shows};

/// A table-mode delve for an adventurer with these dice, at its first action.
fn delve(app: &mut App, dice: &str) {
    let hand = ["2C", "3C", "4C", "5C", "2W", "3W"];
    seat_at_the_table(app, "Ysolde Marr", dice, &hand);
}

#[test]
fn each_note_shows_once_per_profile_and_settings_turn_the_guide_off_and_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    delve(&mut app, "4 4 4 4 4 2");
    assert!(shows(&app, "Guide · Your opening hand"), "on by default");
    // A number card: the opening hand's note is seen, the number card's comes.
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("7C")));
    assert!(!shows(&app, "Your opening hand"));
    assert!(shows(&app, "Guide · A number card"));
    // The next flip: a court card, whose note stays until its check is answered.
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("PP")));
    assert!(shows(&app, "Guide · A court card"));
    // Turned off in Settings: no note at the table.
    let _ = app.update(Message::Settings(settings::Message::SetGuide(false)));
    click(&mut app, "Home");
    click(&mut app, "Continue");
    assert!(!shows(&app, "Guide ·"), "the guide is off");
    // On again: the court card's note was never answered, so it is still to see.
    let _ = app.update(Message::Settings(settings::Message::SetGuide(true)));
    click(&mut app, "Home");
    click(&mut app, "Continue");
    assert!(shows(&app, "Guide · A court card"));

    // Another window on the same profile: what was seen stays seen.
    drop(app);
    let mut again = ui_common::app(&dir);
    click(&mut again, "Continue");
    assert!(shows(&again, "Guide · A court card"));
    let _ = again.update(Message::Settings(settings::Message::ResetGuide));
    click(&mut again, "Home");
    click(&mut again, "Continue");
    assert!(shows(&again, "Guide · A court card"));
    // The note's own button turns the guide off, and the profile keeps it off.
    click(&mut again, "Turn the guide off");
    assert!(!shows(&again, "Guide ·"));
    drop(again);
    let mut third = ui_common::app(&dir);
    click(&mut third, "Continue");
    assert!(!shows(&third, "Guide ·"), "turned off from the note");
    let _ = third.update(Message::Settings(settings::Message::SetGuide(true)));
    click(&mut third, "Home");
    click(&mut third, "Continue");
    assert!(shows(&third, "Guide · A court card"));
}

#[test]
fn the_settings_file_keeps_what_was_seen_by_word() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    delve(&mut app, "4 4 4 4 4 2");
    answer(&mut app, Answer::Flip);
    let file = std::fs::read_to_string(dir.path().join("default/settings/app.toml"))
        .or_else(|_| {
            // Wherever the profile keeps it: find it.
            let found = walk(dir.path())
                .into_iter()
                .find(|p| p.ends_with("settings/app.toml"))
                .expect("a settings file");
            std::fs::read_to_string(found)
        })
        .expect("the settings file");
    assert!(file.contains("opening_hand"), "{file}");
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn a_corpse_pile_in_the_dungeon_gets_its_note() {
    let dir = tempfile::tempdir().unwrap();
    ui_common::bury(dir.path(), "Dee Vane");
    let mut app = app(&dir);
    ui_common::create(&mut app, "Tam");
    click(&mut app, "Delve");
    let pile = |app: &App| app.active().map_or(0, |a| a.delve().corpse().len());
    assert!(pile(&app) > 0, "Dee's pile lies in the dungeon");
    // The other notes of each moment come first; the pile's comes while it lies there.
    let mut answers = 0;
    while !shows(&app, "Guide · The corpse pile") {
        assert!(pile(&app) > 0 && answers < 40, "no note on the corpse pile");
        ui_common::next(&mut app);
        answers += 1;
    }
    assert!(shows(
        &app,
        "Dee Vane died in this dungeon: what they held lies here as the corpse pile"
    ));
}
