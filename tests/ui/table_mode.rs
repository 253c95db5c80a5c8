//! Table mode: beside the deck, the cards still possible (not seen in this delve's deck),
//! listed by suit on demand, exactly the deck's unknown cards.

use crate::ui_common;

use malice::tarot::card::{Card, CardSet};
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::{settings, table};
use malice::ui::{App, Message};
use ui_common::{app, click, create, shows, texts};

/// Every card whose place the delve knows: in hand, on a pile, on the table, or seen in the
/// deck.
fn known(app: &App) -> CardSet {
    let delve = app.active().expect("a delve is open").delve();
    let mut set = CardSet::EMPTY;
    for card in delve
        .hand()
        .iter()
        .chain(delve.discard())
        .chain(delve.corpse())
        .chain(delve.backpack())
        .chain(delve.spread())
        .chain(delve.table())
        .chain(delve.seen())
        .copied()
        .chain(delve.deck().known_top())
        .chain(delve.deck().known_bottom())
    {
        set.insert(card);
    }
    set
}

/// Gives the first legal card while the delve asks which card was drawn.
fn draw_cards(app: &mut App) {
    while let Some(Question::Draw { .. }) = app.active().and_then(|a| a.delve().question()) {
        let legal = app.active().map(|a| a.delve().legal_answers()).unwrap();
        let _ = app.update(Message::Table(table::Message::Answer(legal[0])));
    }
}

#[test]
fn the_cards_still_possible_are_exactly_the_unseen_ones() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    create(&mut app, "Tam");
    click(&mut app, "Delve");
    draw_cards(&mut app);
    // Flip one card at the table too: the first one still possible.
    let _ = app.update(Message::Table(table::Message::Answer(Answer::Flip)));
    draw_cards(&mut app);

    let seen = known(&app);
    let unknown = app.active().unwrap().delve().deck().unknown();
    assert!(!seen.is_empty());
    assert_eq!(unknown.len(), 78 - seen.len());
    assert!(!seen.intersects(unknown));

    assert!(shows(&app, "Still possible in the deck"));
    assert!(!shows(&app, "not seen in the deck"), "closed until asked");
    click(&mut app, "Show");
    let expected = format!(
        "Still possible ({} of 78 not seen in the deck)",
        unknown.len()
    );
    assert!(shows(&app, &expected));
    // Each suit's row lists the ranks still possible (the majors by name), never codes.
    let on_screen = texts(&app);
    assert!(!matches!(
        app.active().unwrap().delve().question(),
        Some(Question::Draw { .. } | Question::RandomDiscard { .. })
    ));
    let start = on_screen
        .iter()
        .position(|t| t.starts_with("Still possible ("))
        .expect("the list");
    let listed = &on_screen[start..];
    let majors = Card::all().filter(|c| c.is_major());
    for card in majors {
        assert_eq!(
            listed.contains(&card.name()),
            unknown.contains(card),
            "{}",
            card.name()
        );
    }
    let minors = listed
        .iter()
        .filter(|t| Card::all().any(|c| c.is_minor() && malice_index(c) == **t))
        .count();
    let unknown_minors = unknown.iter().filter(|c| c.is_minor()).count();
    assert_eq!(minors, unknown_minors, "one chip per card still possible");
    assert!(
        !listed.iter().any(|t| Card::all().any(|c| c.code() == *t)),
        "no card codes"
    );
    click(&mut app, "Hide");
    assert!(!shows(&app, "not seen in the deck"));
}

#[test]
fn outside_table_mode_nothing_is_listed() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Sol");
    click(&mut app, "Delve");
    assert!(!shows(&app, "Still possible"));
}

/// A minor card's corner index as the table prints it.
fn malice_index(card: Card) -> String {
    malice::ui::widget::card::index(card)
}
