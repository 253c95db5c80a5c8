//! What the table tells about the turn (issue 31 §2): a die's result is not told before the
//! die settles (not in the question, not in "This turn", not in the attributes, not as a
//! death), with animations off it is told at once, "This turn" never holds two turns, and a card
//! read from the hand gives way to the next card flipped.

use crate::ui_common;

use malice::journal::describe;
use malice::tarot::event::Event;
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::{settings, table};
use malice::ui::{App, Message, ROLL_TIME};
use ui_common::{answer, app, card, checks, click, create_with_dice, next, shows, texts};

/// An adventurer of six 4s at the start of a seeded delve.
fn delving(dir: &tempfile::TempDir, name: &str) -> App {
    let mut app = app(dir);
    create_with_dice(&mut app, name, "4 4 4 4 4 4");
    click(&mut app, "Delve");
    app
}

/// A moment after any roll has settled.
fn later() -> iced::time::Instant {
    iced::time::Instant::now() + ROLL_TIME * 2
}

/// The line "This turn" gives for the latest check of the delve.
fn last_check_line(app: &App) -> Option<String> {
    app.active()?
        .events()
        .iter()
        .rev()
        .find(|e| matches!(e, Event::Check { .. }))
        .and_then(describe)
}

/// Clicks through a seeded delve until an answer throws a die; false if it ends first.
fn until_a_die_is_thrown(app: &mut App) -> bool {
    for _ in 0..2_000 {
        if shows(app, "The delve is over") {
            return false;
        }
        let before = checks(app);
        next(app);
        if checks(app) > before {
            return true;
        }
        let _ = app.update(Message::Frame(later()));
    }
    false
}

#[test]
fn a_dice_result_waits_for_the_die_to_settle_and_shows_at_once_without_animations() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = delving(&dir, "Tumble");
    let mut held = 0;
    for _ in 0..2_000 {
        if held == 5 || shows(&app, "The delve is over") {
            break;
        }
        let before = texts(&app);
        let thrown = checks(&app);
        next(&mut app);
        if checks(&app) == thrown {
            let _ = app.update(Message::Frame(later()));
            continue;
        }
        let line = last_check_line(&app).expect("a check was made");
        assert!(app.animating(), "the die tumbles");
        assert!(!shows(&app, &line), "`{line}` told before the die settled");
        // Nothing new is told while it tumbles (no question, answer, line, attribute or
        // death), only the tumbling die itself.
        for said in texts(&app) {
            assert!(
                before.contains(&said) || said.contains("rolling…"),
                "`{said}` told while the die tumbles"
            );
        }
        let _ = app.update(Message::Frame(later()));
        assert!(shows(&app, &line), "`{line}` told once the die settled");
        held += 1;
    }
    assert!(held > 0, "this career throws a die");

    let _ = app.update(Message::Settings(settings::Message::SetAnimations(false)));
    if until_a_die_is_thrown(&mut app) {
        let line = last_check_line(&app).expect("a check was made");
        assert!(!app.animating());
        assert!(
            shows(&app, &line),
            "without animations `{line}` shows at once"
        );
    }
}

#[test]
fn an_answer_while_the_die_tumbles_only_settles_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = delving(&dir, "Hasty");
    assert!(until_a_die_is_thrown(&mut app), "this career throws a die");
    let answers = app.active().unwrap().record().answers.clone();
    let line = last_check_line(&app).expect("a check was made");
    next(&mut app);
    assert_eq!(
        app.active().unwrap().record().answers,
        answers,
        "the click answered nothing"
    );
    assert!(shows(&app, &line), "and the result is told at once");
}

#[test]
fn this_turn_holds_one_turn() {
    // Table mode; Might 3 and four Swords in hand, for a Swords action on turn 2.
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "3 4 4 4 4 4",
        &["2S", "3S", "4S", "5S"],
    );
    assert!(shows(&app, "Before the first turn"));
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("7C")));
    assert_eq!(
        app.active().unwrap().delve().question(),
        Some(Question::Action),
        "turn 2 begins"
    );
    let flipped = "Flipped Seven of Cups.";
    assert!(
        shows(&app, "Last turn"),
        "turn 1 told until something happens"
    );
    assert!(shows(&app, flipped));
    answer(
        &mut app,
        Answer::Swords(malice::tarot::attributes::Attr::Might),
    );
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "This turn"), "{shown:?}");
    assert!(
        !shown.iter().any(|t| t == flipped),
        "turn 1's flip is not this turn's: {shown:?}"
    );
}

#[test]
fn after_reading_a_hand_card_the_next_flip_shows_the_new_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 4",
        &["2S", "3S", "4S", "5S"],
    );
    // A hand card clicked at the action question is read, not played.
    let _ = app.update(Message::Table(table::Message::Play(card("3S"))));
    assert!(shows(&app, "Back to the card in play"), "the card is read");
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("PW")));
    let shown = texts(&app);
    assert!(
        shown.iter().any(|t| t == "Page of Wands"),
        "the card flipped is shown: {shown:?}"
    );
    assert!(!shown.iter().any(|t| t == "Three of Swords"), "{shown:?}");
    assert!(!shows(&app, "Back to the card in play"));
}

#[test]
fn numbered_card_answers_follow_the_hands_order() {
    // Table mode; an opening hand drawn out of the hand's order (Wands, Cups, Swords, Cups).
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 4",
        &["5W", "3C", "9S", "2C"],
    );
    // The Hanged Man asks for a suit card of the hand (after whatever comes first).
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("M12")));
    for _ in 0..4 {
        let delve = app.active().unwrap().delve();
        if matches!(delve.question(), Some(Question::Discard { .. })) {
            break;
        }
        let first = delve.legal_answers()[0];
        answer(&mut app, first);
    }
    let delve = app.active().unwrap().delve();
    assert!(
        matches!(delve.question(), Some(Question::Discard { .. })),
        "{:?}",
        delve.question()
    );
    let numbered: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| t.len() > 3 && t.as_bytes()[0].is_ascii_digit() && t[1..].starts_with(". "))
        .collect();
    let order: Vec<&str> = numbered
        .iter()
        .filter_map(|t| {
            [
                "Two of Cups",
                "Three of Cups",
                "Nine of Swords",
                "Five of Wands",
            ]
            .into_iter()
            .find(|name| t.contains(name))
        })
        .collect();
    assert_eq!(
        order,
        [
            "Two of Cups",
            "Three of Cups",
            "Nine of Swords",
            "Five of Wands"
        ],
        "{numbered:?}"
    );
    // Key 1 gives the first card shown.
    let first_shown = numbered
        .iter()
        .find(|t| t.contains("Two of Cups"))
        .and_then(|t| t.split('.').next())
        .unwrap()
        .to_string();
    let _ = app.update(Message::Table(table::Message::Digit(
        first_shown.parse().unwrap(),
    )));
    assert!(
        !app.active().unwrap().delve().hand().contains(&card("2C")),
        "the digit shown beside Two of Cups discards it"
    );
}

#[test]
fn the_flip_of_the_card_in_play_is_not_told_again_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 4",
        &["2S", "3S", "4S", "5S"],
    );
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("M1")));
    // The Magician is on show with its question: the journal tells the flip, the band not.
    let told = texts(&app)
        .iter()
        .filter(|t| *t == "Flipped The Magician.")
        .count();
    assert_eq!(told, 1, "{:?}", texts(&app));
}
