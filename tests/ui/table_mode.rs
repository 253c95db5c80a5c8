//! Table mode: beside the deck, the cards still possible (not seen in this delve's deck),
//! listed by suit on demand, exactly the deck's unknown cards; a card typed that cannot answer
//! is refused with a sentence saying why, and the box is emptied; The High Priestess asks only
//! which card was turned.

use crate::ui_common;

use malice::tarot::card::{Card, CardSet};
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::{settings, table};
use malice::ui::{App, Message};
use ui_common::{answer, app, card, click, create, seat_at_the_table, shows, texts};

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

    assert!(shows(&app, "Still possible"));
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
    // The list ends where the band does: the character sheet comes next.
    let end = on_screen[start..]
        .iter()
        .position(|t| t == "Might")
        .map_or(on_screen.len(), |n| start + n);
    let listed = &on_screen[start..end];
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

fn last_answer(app: &App) -> Answer {
    *app.active().unwrap().delve().answers().last().unwrap()
}

fn typed(app: &mut App, words: &str) {
    let _ = app.update(Message::Table(table::Message::CardTyped(words.into())));
}

#[test]
fn a_typed_card_that_cannot_be_in_the_deck_is_refused_with_why_and_the_box_cleared() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    create(&mut app, "Tam");
    click(&mut app, "Delve");
    // The first card of the opening hand, then the same card again.
    typed(&mut app, "QS");
    assert!(
        app.active()
            .unwrap()
            .delve()
            .hand()
            .contains(&"QS".parse().unwrap())
    );
    let before = app.active().unwrap().delve().answers().len();
    typed(&mut app, "QS");
    assert_eq!(
        app.active().unwrap().delve().answers().len(),
        before,
        "not taken"
    );
    assert!(
        shows(
            &app,
            "Queen of Swords cannot come off the deck: it is in your hand."
        ),
        "{:?}",
        texts(&app)
    );
    assert!(!texts(&app).iter().any(|t| t == "QS"), "the box is emptied");

    // "M1" may go on to M13: it waits; Enter decides The Magician.
    typed(&mut app, "M1");
    assert_eq!(app.active().unwrap().delve().answers().len(), before);
    typed(&mut app, "M13");
    assert_eq!(app.active().unwrap().delve().answers().len(), before + 1);
    assert_eq!(last_answer(&app), Answer::Card("M13".parse().unwrap()));
    assert!(
        !shows(&app, "cannot come off the deck"),
        "the refusal goes once a card is taken"
    );
    typed(&mut app, "M1");
    let _ = app.update(Message::Table(table::Message::CardSubmitted));
    assert_eq!(app.active().unwrap().delve().answers().len(), before + 2);
    assert_eq!(last_answer(&app), Answer::Card("M1".parse().unwrap()));

    // Words that name no card, on Enter.
    typed(&mut app, "queen of spades");
    let _ = app.update(Message::Table(table::Message::CardSubmitted));
    assert!(shows(&app, "No card is called “queen of spades”"));
}

#[test]
fn a_table_delve_names_the_corpse_piles_cards_to_take_out_of_the_deck() {
    let dir = tempfile::tempdir().unwrap();
    // A weak adventurer who dies with cards in hand leaves a corpse pile.
    let pile = ui_common::bury(dir.path(), "Dee");
    let mut app = app(&dir);
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    create(&mut app, "Tam");
    click(&mut app, "Delve");
    let corpse = app.active().unwrap().delve().corpse().to_vec();
    assert!(!corpse.is_empty(), "the delve has a corpse pile");
    for card in &pile {
        assert!(
            corpse.contains(card),
            "{card:?} of the dead hand is on the pile"
        );
    }
    assert!(shows(&app, "out of your deck before you shuffle"));
    let shown = texts(&app);
    for card in &corpse {
        let chip = if card.is_major() {
            card.name()
        } else {
            malice::ui::widget::card::index(*card)
        };
        assert!(shown.contains(&chip), "{chip} listed: {shown:?}");
    }
    // A minor card's chip carries its suit's sign beside its rank: not told by colour alone.
    let mut ui = ui_common::ui(&app);
    for card in corpse.iter().filter(|c| c.is_minor()) {
        let sign = iced::widget::Id::from(format!("chip.{}.sign", card.code()));
        assert!(ui.find(sign).is_ok(), "{} has its sign", card.name());
    }
    drop(ui);
    // A corpse card typed is refused right under the box, in sight even at 1024×640 (the
    // pile's list, under it, may scroll).
    let before = app.active().unwrap().delve().answers().len();
    let lost = corpse[0];
    let _ = app.update(Message::Table(table::Message::CardTyped(lost.code())));
    let _ = app.update(Message::Table(table::Message::CardSubmitted));
    assert_eq!(app.active().unwrap().delve().answers().len(), before);
    let size = iced::Size::new(1024.0, 640.0);
    let refusal = ui_common::visible(&app, "cannot come off the deck", size)
        .expect("the refusal is in sight");
    assert!(refusal.y + refusal.height <= size.height);
    let note = ui_common::visible(&app, "before you shuffle", size).expect("the pile's note");
    assert!(
        refusal.y < note.y,
        "the refusal comes before the pile's list"
    );
    // Once the first turn is over the note goes; the list of cards still possible keeps the
    // piles on request.
    draw_cards(&mut app);
    let _ = app.update(Message::Table(table::Message::Answer(Answer::Flip)));
    draw_cards(&mut app);
    assert!(!shows(&app, "before you shuffle"));
    click(&mut app, "Show");
    assert!(shows(&app, &format!("The corpse pile {}", corpse.len())));
    assert!(shows(&app, "The discard pile"));
}

#[test]
fn the_header_says_opening_hand_while_it_is_drawn_then_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    create(&mut app, "Sol");
    click(&mut app, "Delve");
    assert!(matches!(
        app.active().and_then(|a| a.delve().question()),
        Some(Question::Draw { .. })
    ));
    assert_eq!(app.active().unwrap().delve().turn(), 0);
    let words = texts(&app);
    assert!(words.iter().any(|t| t == "Opening hand"), "{words:?}");
    assert!(!words.iter().any(|t| t == "Turn 0"), "{words:?}");
    draw_cards(&mut app);
    assert!(texts(&app).iter().any(|t| t == "Turn 1"));
}

#[test]
fn the_high_priestess_asks_only_which_card_was_turned_and_the_journal_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(&mut app, "Tam", "3 3 3 3 3 3", &["AP", "2P", "3P"]);
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("M2")));
    assert!(
        shows(&app, "Which card of the spread did you turn over?"),
        "{:?}",
        texts(&app)
    );
    assert!(!shows(&app, "face-down cards?"), "no position to pick");
    assert!(!shows(&app, "Turn card 1"));
    answer(&mut app, Answer::Card(card("5S")));
    assert!(shows(&app, "Turned over Five of Swords from the spread."));
    assert!(!shows(&app, "A card is laid face down."));
    assert!(shows(
        &app,
        "Which card of the spread, not turned, went to the discard pile?"
    ));
    // Undo takes back the card turned, the player's last step.
    let _ = app.update(Message::Table(table::Message::Undo));
    assert!(shows(&app, "Which card of the spread did you turn over?"));
}
