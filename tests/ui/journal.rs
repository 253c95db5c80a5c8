//! The journal screen (issue 31 §2): a search says how many entries it finds, "no matches"
//! when none, and marks the hits; hiding the mechanics leaves only what the player wrote; the
//! way back to the delve in progress; Esc in the search box gives the search up.

use crate::ui_common;

use malice::store::RecordId;
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::{journal, settings, table};
use malice::ui::{App, Message, Route};
use ui_common::{app, click, create, shows, texts};

fn search(app: &mut App, words: &str) {
    let _ = app.update(Message::Journal(journal::Message::SearchChanged(
        words.into(),
    )));
}

#[test]
fn search_counts_its_hits_says_no_matches_and_hiding_the_mechanics_keeps_the_notes() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Wren");
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    click(&mut app, "Delve");
    while let Some(Question::Draw { .. }) = app.active().unwrap().delve().question() {
        let first = app.active().unwrap().delve().legal_answers()[0];
        let _ = app.update(Message::Table(table::Message::Answer(first)));
    }
    let _ = app.update(Message::Table(table::Message::Edit(
        iced::widget::text_editor::Action::Edit(iced::widget::text_editor::Edit::Paste(
            std::sync::Arc::new("Cold air from below.".into()),
        )),
    )));
    click(&mut app, "Save the note");
    // The Tower flipped: its entry has a prompt and no note.
    let _ = app.update(Message::Table(table::Message::Answer(Answer::Flip)));
    let _ = app.update(Message::Table(table::Message::Answer(Answer::Card(
        "M16".parse().unwrap(),
    ))));
    let active = app.active().expect("the delve goes on");
    let entries = malice::journal::entries(active.events(), active.delve().arcana());
    let prompted = entries
        .iter()
        .find(|e| e.prompt.is_some())
        .expect("The Tower's entry has a prompt")
        .title
        .clone();
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("wren").unwrap())));
    assert!(shows(&app, "Cold air from below."));
    assert!(!shows(&app, "No matches"));

    search(&mut app, "COLD AIR");
    assert!(
        shows(&app, "1 entry holds “COLD AIR”."),
        "{:?}",
        texts(&app)
    );
    search(&mut app, "rolled");
    assert!(shows(&app, "entries hold “rolled”.") || shows(&app, "1 entry holds"));
    search(&mut app, "no such words anywhere");
    assert!(shows(
        &app,
        "No matches: no entry or note holds “no such words anywhere”."
    ));
    search(&mut app, "");
    assert!(!shows(&app, "No matches"));

    // The adventurer's entry and the arcanum's hold no note: with the mechanics hidden they
    // go, the prompt alone being nothing the player wrote.
    assert!(texts(&app).iter().any(|t| t == "The adventurer"));
    assert!(texts(&app).contains(&prompted));
    let _ = app.update(Message::Journal(journal::Message::HideMechanics(true)));
    assert!(
        !texts(&app).iter().any(|t| t == "The adventurer"),
        "{:?}",
        texts(&app)
    );
    assert!(!texts(&app).contains(&prompted), "{:?}", texts(&app));
    assert!(shows(&app, "Cold air from below."));
}

#[test]
fn the_journal_of_an_adventurer_in_a_delve_leads_back_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Wren");
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("wren").unwrap())));
    assert!(!shows(&app, "Back to the delve"), "no delve in progress");
    click(&mut app, "Home");
    click(&mut app, "Delve");
    assert!(app.active().is_some());
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("wren").unwrap())));
    assert!(app.active().is_none(), "the journal replaces the table");
    click(&mut app, "Back to the delve");
    assert!(app.active().is_some(), "back at the table");
}

#[test]
fn esc_in_the_search_box_gives_the_search_up() {
    use iced::keyboard::Modifiers;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Wren");
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("wren").unwrap())));
    search(&mut app, "lantern");
    assert!(shows(&app, "No matches"));
    let (taken, messages): (bool, Vec<Message>) = {
        let mut ui = ui_common::ui(&app);
        ui.click(iced_test::selector::id("journal-search"))
            .expect("the search box");
        let status = ui.simulate([ui_common::keys::event("Escape", Modifiers::empty())]);
        (
            status[0] == iced::event::Status::Captured,
            ui.into_messages().collect(),
        )
    };
    assert!(taken, "the box keeps its Esc: the journal stays on show");
    for message in messages {
        let _ = app.update(message);
    }
    assert!(!shows(&app, "No matches"), "{:?}", texts(&app));
    assert!(shows(&app, "Wren's journal"));
}

#[test]
fn a_closed_save_dialog_exports_nothing_and_offers_the_exports_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Wren");
    let id = RecordId::new("wren").unwrap();
    let _ = app.update(Message::Go(Route::Journal(id)));
    let exports = dir.path().join("exports");
    // The player closed the dialog: not one file written, and the page says so.
    let _ = app.update(Message::ExportClosed(malice::ui::Format::Markdown));
    assert!(
        shows(&app, "Nothing was exported: the save dialog was closed."),
        "{:?}",
        texts(&app)
    );
    let files = |dir: &std::path::Path| std::fs::read_dir(dir).map_or(0, |d| d.count());
    assert_eq!(files(&exports), 0, "nothing went to exports/");
    // Asked for it, the data folder's exports/ takes it, and the page says where that is.
    click(&mut app, "Export into Malice's exports folder");
    assert!(exports.join("wren.md").is_file());
    assert!(shows(
        &app,
        "Exported as wren.md, in Malice's exports folder."
    ));
    assert!(shows(
        &app,
        &format!("That folder is {}.", exports.display())
    ));
    assert!(shows(&app, "Open its folder"));
}

/// In a short room (200 % of 1024×640) the search, the two views and the exports fold behind
/// one button, so that the story starts on the first screen (they filled it); the button
/// shows them and folds them again, and Ctrl+F shows them too.
#[test]
fn in_a_short_room_the_tools_fold_behind_one_button_and_ctrl_f_shows_them() {
    use iced::Size;
    use iced::keyboard::Modifiers;
    use ui_common::keys::press_in;
    use ui_common::visible;
    let room = Size::new(512.0, 320.0);
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Wren");
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("wren").unwrap())));
    let press = |app: &mut App, label: &str| {
        let messages: Vec<Message> = {
            let mut ui =
                iced_test::Simulator::with_size(iced::Settings::default(), room, app.view());
            ui.click(ui_common::containing(label))
                .unwrap_or_else(|_| panic!("{label}"));
            ui.into_messages().collect()
        };
        for message in messages {
            let _ = app.update(message);
        }
    };
    assert!(visible(&app, "Write an entry", room).is_some());
    assert!(visible(&app, "Ask the cards", room).is_some());
    assert!(
        visible(&app, "Hide the mechanics", room).is_none(),
        "folded"
    );
    press(&mut app, "Search, export");
    assert!(visible(&app, "Hide the mechanics", room).is_some());
    assert!(visible(&app, "Export HTML", room).is_some());
    press(&mut app, "Fewer tools");
    assert!(
        visible(&app, "Hide the mechanics", room).is_none(),
        "folded again"
    );
    press_in(&mut app, room, "f", Modifiers::CTRL);
    assert!(
        visible(&app, "Hide the mechanics", room).is_some(),
        "Ctrl+F"
    );
}
