//! The screens at a large zoom on a small window: 200% on a 1024×640 window leaves 512×320 of
//! room, which the screens must share out so that nothing becomes a sliver (issue 29).

use crate::ui_common;

use iced::Size;
use iced_test::Simulator;
use iced_test::selector::{self, Text};

use iced::keyboard::Modifiers;
use malice::ui::{App, Message};
use ui_common::keys::{at, id, key, lay_out, press_in, quick_match_by_q, shows_whole, tap};
use ui_common::{app, containing, create, fonts, visible};

/// A 1024×640 window at 200%.
const ROOM: Size = Size::new(512.0, 320.0);

/// The bounds of the first text holding `part`, laid out in `room`.
fn text_bounds(app: &App, part: &str) -> iced::Rectangle {
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), ROOM, app.view());
    match ui.find(containing(part)) {
        Ok(Text::Raw { bounds, .. }) => bounds,
        other => panic!("no text holding {part}: {other:?}"),
    }
}

#[test]
fn the_welcome_keeps_its_words_wide_on_a_narrow_room() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let words = text_bounds(&app, "Malice is a solo journaling game");
    assert!(
        words.width >= 360.0,
        "the words take the width, the spread of cards gives way: {words:?}"
    );
}

#[test]
fn a_match_keeps_its_board_and_its_buttons_words_on_a_narrow_room() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick_match_by_q(&mut app);
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), ROOM, app.view());
    let board = ui.find(selector::id("board")).expect("the board").bounds();
    assert!(
        board.width >= 0.35 * ROOM.width,
        "the board keeps room beside the panel: {board:?}"
    );
    let help = text_bounds(&app, "How to play");
    let title = text_bounds(&app, "Malice");
    assert!(
        help.height < title.height.min(30.0),
        "How to play keeps one line, the title (the game's name alone) too: {help:?} {title:?}"
    );
}

#[test]
fn tab_scrolls_the_first_answer_into_view_on_a_narrow_room() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Ida");
    tap(&mut app, "Enter");
    assert!(app.active().is_some(), "at the table");
    lay_out(&app);
    let work = app.update(Message::Key(key("Tab", Modifiers::empty())));
    assert_eq!(at(&app), id("answer.0"));
    // The answers scroll inside the question block, and the table's page around it: the
    // page no further than the block needs.
    let (_, after) = shows_whole(&app, ROOM, work, "answer.0");
    assert!(
        after,
        "the first answer shows whole once Tab brought the ring to it"
    );
}

#[test]
fn a_match_panel_scrolls_its_resign_button_into_view_at_150_and_200_percent() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick_match_by_q(&mut app);
    lay_out(&app);
    // Tab on to the button before Resign, as a player at the keyboard would.
    for _ in 0..40 {
        if at(&app) == id("match.flip") {
            break;
        }
        let _ = app.update(Message::Key(key("Tab", Modifiers::empty())));
    }
    assert_eq!(at(&app), id("match.flip"));
    // 1024×640 at 150%, then at 200%: the Tab on to Resign scrolls it whole into view.
    for room in [Size::new(1024.0 / 1.5, 640.0 / 1.5), ROOM] {
        let onto = app.update(Message::Key(key("Tab", Modifiers::empty())));
        assert_eq!(at(&app), id("match.resign"));
        let (_, whole) = shows_whole(&app, room, onto, "match.resign");
        assert!(
            whole,
            "Resign shows whole once the ring is on it at {room:?}"
        );
        let _ = app.update(Message::Key(key("Tab", Modifiers::SHIFT)));
    }
}

/// The words in the table's note box.
fn note_box(app: &App) -> String {
    match app.screen() {
        malice::ui::Screen::Table(table) => table.draft().text,
        _ => panic!("the table is not on show"),
    }
}

#[test]
fn on_a_narrow_room_the_journal_is_a_button_away_and_keeps_the_draft() {
    // A 1280×800 window at 200%.
    let room = Size::new(640.0, 400.0);
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Ida");
    tap(&mut app, "Enter");
    assert!(app.active().is_some(), "at the table");
    // The table takes the whole width: its question, and no journal squeezed beside it.
    assert!(visible(&app, "1. ", room).is_some(), "the answers");
    assert!(visible(&app, "Save the note", room).is_none());
    // Tab reaches the header's Journal button; Enter shows the journal in the table's place.
    let _ = Simulator::with_size(iced::Settings::default(), room, app.view());
    let mut tabs = 0;
    while at(&app) != id("table.journal") {
        assert!(tabs < 40, "Tab never reached the Journal button");
        press_in(&mut app, room, "Tab", Modifiers::empty());
        tabs += 1;
    }
    press_in(&mut app, room, "Enter", Modifiers::empty());
    let save = visible(&app, "Save the note", room).expect("the note box's Save");
    assert!(save.height < 30.0, "Save the note on one line: {save:?}");
    assert!(
        visible(&app, "1. ", room).is_none(),
        "the journal in the table's place"
    );
    // A draft, then back to the table (the same button, now Table) and to the journal: kept.
    ui_common::write(&mut app, "The stairs were wet");
    assert!(visible(&app, "Table", room).is_some());
    press_in(&mut app, room, "Enter", Modifiers::empty());
    assert!(visible(&app, "1. ", room).is_some(), "the table again");
    assert_eq!(note_box(&app), "The stairs were wet");
    // W opens the journal with the caret in the note box, the draft in it.
    tap(&mut app, "w");
    assert!(visible(&app, "Save the note", room).is_some());
    assert_eq!(at(&app), id("table.note"));
    assert_eq!(note_box(&app), "The stairs were wet");
}
