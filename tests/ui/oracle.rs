//! The cards as an oracle (issue 41): O on the table opens "Ask the cards"; a draw from the
//! oracle's own deck answers the question typed, shows the card and what it says, and goes
//! into the journal as an entry of the player's own (in the exports too), while the delve's
//! deck, dice and answers stay exactly as they were and the words in the note box stay put.

use crate::ui_common;

use malice::store::RecordId;
use malice::ui::screen::table;
use malice::ui::{Message, Route, Screen};
use ui_common::keys::tap;
use ui_common::{click, create, shows, texts, write};

#[test]
fn o_asks_the_cards_and_the_draw_is_written_without_touching_the_delve() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    create(&mut app, "Iris");
    click(&mut app, "Delve");
    write(&mut app, "Half a thought");
    let before = format!("{:?}", app.active().expect("a delve").delve());
    let events = app.active().expect("a delve").events().len();

    assert!(shows(&app, "Ask the cards"), "{:?}", texts(&app));
    tap(&mut app, "o");
    assert!(
        shows(&app, "Draw a card"),
        "O opens the oracle: {:?}",
        texts(&app)
    );
    let _ = app.update(Message::Table(table::Message::Question(
        "Is the ferryman honest?".into(),
    )));
    click(&mut app, "Draw a card");

    // The answer: the card's name and what it says, and the entry in the journal column.
    assert!(shows(&app, "You asked: Is the ferryman honest?"));
    assert!(shows(&app, "Asked the cards: Is the ferryman honest?"));
    assert!(shows(&app, "Written in your journal."));
    // The delve is as it was: not one card, die or answer more.
    let active = app.active().expect("the delve goes on");
    assert_eq!(format!("{:?}", active.delve()), before);
    assert_eq!(active.events().len(), events);
    // What the player was writing is still in the note box.
    match app.screen() {
        Screen::Table(table) => assert_eq!(table.draft().text.trim(), "Half a thought"),
        _ => panic!("the table is on show"),
    }

    // A second question draws another card: two entries, two different cards.
    let _ = app.update(Message::Table(table::Message::Question(
        "Who waits on the far bank?".into(),
    )));
    click(&mut app, "Draw a card");
    assert!(shows(&app, "Asked the cards: Who waits on the far bank?"));
    click(&mut app, "Close");
    assert!(!shows(&app, "Draw a card"));

    // The adventurer's journal holds both, the card named in words.
    let _ = app.update(Message::Go(Route::Journal(RecordId::new("iris").unwrap())));
    assert!(shows(&app, "Asked the cards: Is the ferryman honest?"));
    assert!(shows(&app, "Asked the cards: Who waits on the far bank?"));
    // Each drawn card is named in words, with what it says, on the page.
    let drawn: Vec<String> = texts(&app)
        .into_iter()
        .filter(|line| {
            malice::tarot::card::Card::all().any(|card| {
                line.starts_with(&format!("{}: ", card.name()))
                    || line.starts_with(&format!("{}, reversed: ", card.name()))
            })
        })
        .collect();
    assert_eq!(drawn.len(), 2, "{:?}", texts(&app));
    assert_ne!(drawn[0], drawn[1]);
}

#[test]
fn a_question_half_typed_is_kept_like_any_words_and_done_with_once_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    create(&mut app, "Joss");
    tap(&mut app, "Enter");
    tap(&mut app, "o");
    let _ = app.update(Message::Table(table::Message::Question(
        "Does the lamp".into(),
    )));
    assert!(app.words_unkept(), "the question is words to keep");
    let _ = app.update(Message::KeepDrafts);
    drop(app);
    // Started again, the delve opens with the oracle's box open and the question in it.
    let mut app = ui_common::app(&dir);
    tap(&mut app, "Enter");
    let Screen::Table(table) = app.screen() else {
        panic!("the table is on show");
    };
    assert_eq!(table.question(), "Does the lamp");
    assert!(shows(&app, "Draw a card"));
    click(&mut app, "Draw a card");
    assert!(shows(&app, "Asked the cards: Does the lamp"));
    drop(app);
    // Drawn, the question is done with.
    let mut app = ui_common::app(&dir);
    tap(&mut app, "Enter");
    let Screen::Table(table) = app.screen() else {
        panic!("the table is on show");
    };
    assert_eq!(table.question(), "");
    assert!(!shows(&app, "Draw a card"));
}

#[test]
fn the_cards_are_asked_on_the_journal_page_too_and_the_entry_being_written_stays() {
    use malice::ui::screen::journal::{self, own};
    use malice::ui::widget::oracle;
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    create(&mut app, "Iris");
    click(&mut app, "Delve");
    let before = format!("{:?}", app.active().expect("a delve").delve());
    let id = RecordId::new("iris").unwrap();
    let _ = app.update(Message::Go(Route::Journal(id.clone())));
    // An entry begun on the page.
    click(&mut app, "Write an entry");
    let _ = app.update(Message::Journal(journal::Message::Own(
        own::Message::Title("A vow".into()),
    )));

    assert!(shows(&app, "Ask the cards"), "{:?}", texts(&app));
    tap(&mut app, "o");
    assert!(
        shows(&app, "Draw a card"),
        "O opens the oracle on the journal page: {:?}",
        texts(&app)
    );
    let _ = app.update(Message::Journal(journal::Message::Oracle(
        oracle::Message::Question("Where did the ferryman go?".into()),
    )));
    click(&mut app, "Draw a card");
    assert!(shows(&app, "You asked: Where did the ferryman go?"));
    assert!(shows(&app, "Written in your journal."));
    // The entry is in the story on the page, the card named in words.
    assert!(shows(&app, "Asked the cards: Where did the ferryman go?"));
    let drawn = texts(&app)
        .into_iter()
        .any(|line| malice::tarot::card::Card::all().any(|card| line.starts_with(&card.name())));
    assert!(drawn, "{:?}", texts(&app));
    // The words being written on the page are where they were.
    let Screen::Journal(state) = app.screen() else {
        panic!("the journal is on show");
    };
    assert_eq!(state.draft().map(|d| d.title), Some("A vow".to_string()));
    assert_eq!(state.question(), "");
    // The delve in progress is exactly as it was.
    let _ = app.update(Message::Go(Route::Table));
    assert_eq!(
        format!("{:?}", app.active().expect("the delve goes on").delve()),
        before
    );
    // And its exports hold the draw.
    let _ = app.update(Message::Go(Route::Journal(id)));
    let _ = app.update(Message::ExportTo(malice::ui::Format::Markdown, None));
    let md = std::fs::read_to_string(dir.path().join("exports/iris.md")).unwrap();
    assert!(
        md.contains("Asked the cards: Where did the ferryman go?"),
        "{md}"
    );
}
