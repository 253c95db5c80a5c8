//! The table at its hardest moments: a first question with the guide's note, a check with
//! Cups, twenty-seven cards beside three piles, the High Priestess's spread, a turn of several
//! dice, notes in the journal, a delve's end.

use malice::tarot::card::Card;
use malice::tarot::question::{Answer, Question};
use malice::ui::{App, Message};

use crate::ui_common::keys::tap;
use crate::ui_common::{answer, app, bury, card, create, seat_at_the_table};

use super::state::{ATTRIBUTES, State};

/// The question of a turn's action.
const ACTION: &str = "Take an action, or flip the next card?";

/// At a turn's action, deciding: the question and its answers; where the room is 440 px
/// high or more, the deck's title too (in a lower one the answers take its line).
fn acting(state: State) -> State {
    let mut state = state.deciding("Take an action", ACTION, "answer.");
    state.roomy_whole.push("The deck".into());
    state
}

/// A new app in a new data folder, an adventurer of these `dice` seated at the table with
/// `hand`.
fn seated(name: &str, dice: &str, hand: &[&str]) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(&mut app, name, dice, hand);
    (dir, app)
}

/// Flips `code` as the turn's event.
fn flip(app: &mut App, code: &str) {
    answer(app, Answer::Flip);
    answer(app, Answer::Card(card(code)));
}

/// Answers the check questions that follow a flip (the first attribute offered, no Cups),
/// until `stop` holds.
fn until(app: &mut App, stop: impl Fn(&Question) -> bool) {
    for _ in 0..20 {
        let delve = app.active().expect("a delve").delve();
        let question = delve.question().expect("a question");
        if stop(&question) {
            return;
        }
        let given = match question {
            Question::Cups { .. } => Answer::Cups(0),
            Question::Overcome { .. } => Answer::Skip(true),
            _ => delve.legal_answers()[0],
        };
        answer(app, given);
    }
    panic!("never got there");
}

/// The first question of a first delve, the guide's note beside it.
pub fn table_first() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Ida");
    tap(&mut app, "Enter");
    assert!(app.active().is_some(), "at the table");
    acting(State::new("table-first", dir, app))
}

/// The Emperor with six Cups in hand: a check to skip him, Cups to spend on it, and what
/// each answer loses ("You lose 5 cards").
pub fn table_cups() -> State {
    let (dir, mut app) = seated(
        "Ysolde Marr",
        "3 3 3 6 4 3",
        &["2C", "3C", "4C", "5C", "6C", "7C"],
    );
    flip(&mut app, "M4");
    until(&mut app, |q| matches!(q, Question::Cups { .. }));
    State::new("table-cups", dir, app).deciding("The Emperor", "Spend Cups to raise", "answer.")
}

/// A court card's check (the King of Swords, a first court card: the guide's note beside
/// it): which attribute to test it with, each answer with its odds.
pub fn table_court() -> State {
    let (dir, mut app) = seated("Ysolde Marr", "4 4 4 4 4 2", &["2C", "3C", "4S", "5W"]);
    flip(&mut app, "KS");
    until(&mut app, |q| matches!(q, Question::CheckAttribute { .. }));
    State::new("table-court", dir, app).deciding(
        "King of Swords",
        "Which attribute do you check with?",
        "answer.",
    )
}

/// The High Priestess's spread out beside twenty-seven cards (see [`table_long`]).
pub fn table_spread() -> State {
    table_long(true)
}

/// The table with nine answers beside twenty-seven cards (see [`table_long`]).
pub fn table_27() -> State {
    table_long(false)
}

/// Twenty-six number cards of the four suits and The World in hand beside three piles (the deck, the
/// discard, a corpse pile), at an action; `spread`: then the High Priestess's spread out.
pub fn table_long(spread: bool) -> State {
    let dir = tempfile::tempdir().unwrap();
    let corpse = bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 4",
        &["2C", "3C", "4C", "5C"],
    );
    // Rank by rank, as `scripts/screenshots.sh big` deals them: all four suits in hand.
    let mut numbers: Vec<Card> = Vec::new();
    for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"] {
        for suit in ['C', 'S', 'W', 'P'] {
            numbers.push(card(&format!("{rank}{suit}")));
        }
    }
    let held: Vec<Card> = app.active().unwrap().delve().hand().to_vec();
    let mut flips = numbers
        .into_iter()
        .filter(|c| !corpse.contains(c) && !held.contains(c));
    while app.active().unwrap().delve().hand().len() < 26 {
        let next = flips.next().expect("a number card left");
        flip(&mut app, &next.to_string());
        until(&mut app, |q| matches!(q, Question::Action));
    }
    flip(&mut app, "M21");
    until(&mut app, |q| matches!(q, Question::Action));
    assert_eq!(app.active().unwrap().delve().hand().len(), 27);
    if !spread {
        // In a regular room or larger, the long hand in two lines: The World whole at rest (in
        // one scrolling strip beside a band taller than its words, it was half cut off). In a
        // compact one the strip scrolls.
        let mut state = acting(State::new("table-27", dir, app));
        state.regular_tops.push(("hand.M21", f32::INFINITY));
        return state;
    }
    flip(&mut app, "M2");
    // Choosing the card turned is the moment's task: the hand waits under the cards to pick.
    // The 49 cards may scroll in their own list under the box to type one, which stays in
    // view with the question and at least two rows of the cards.
    let mut state = State::new("table-spread", dir, app)
        .whole(&["The High Priestess"])
        .tops(&[("table.card-typed", f32::INFINITY)]);
    state.scrolled.push("pick.");
    state
}

/// A court card's check failed and re-rolled on Luck: three dice beside what the turn did.
pub fn table_dice() -> State {
    let (dir, mut app) = seated("Ysolde Marr", "4 4 4 4 6 2", &["2C", "3C", "4C", "5C"]);
    flip(&mut app, "KS");
    let mut dice = [6u8, 6, 6, 1].into_iter();
    for _ in 0..20 {
        let delve = app.active().unwrap().delve();
        let given = match delve.question().expect("a question") {
            Question::Cups { .. } => Answer::Cups(0),
            Question::Die { .. } => Answer::Die(dice.next().unwrap_or(1)),
            Question::Reroll { .. } => Answer::Reroll(true),
            Question::Action => break,
            _ => delve.legal_answers()[0],
        };
        answer(&mut app, given);
    }
    acting(State::new("table-dice", dir, app))
}

/// A delve just ended in death (The Magician's check failed, Evocation 2 → 0): its summary,
/// the way home and the sheet with both rows of attributes.
pub fn table_end() -> State {
    let (dir, mut app) = seated("Ysolde Marr", "4 4 4 4 4 2", &["2C", "3C", "4C", "5C"]);
    flip(&mut app, "M1");
    while let Some(q) = app.active().unwrap().delve().question() {
        let given = match q {
            Question::Die { .. } => Answer::Die(6),
            Question::Reroll { .. } => Answer::Reroll(false),
            Question::CheckAttribute { .. } => {
                Answer::Attr(malice::tarot::attributes::Attr::Evocation)
            }
            Question::Cups { .. } => Answer::Cups(0),
            other => panic!("unexpected {other:?}"),
        };
        answer(&mut app, given);
    }
    let mut state = State::new("table-end", dir, app).tops(&[("end.", f32::INFINITY)]);
    state
        .roomy_whole
        .extend(ATTRIBUTES.iter().map(|w| w.to_string()));
    state
}

/// A few notes written in the journal beside the table.
pub fn table_notes() -> State {
    let (dir, mut app) = seated("Ysolde Marr", "4 4 4 4 4 2", &["2C", "3C", "4C", "5C"]);
    for (code, words) in [
        (
            "6C",
            "The stairs were wet and the torch guttered as I went down.",
        ),
        ("7S", "A blade in the dust, still sharp. I took it."),
    ] {
        flip(&mut app, code);
        until(&mut app, |q| matches!(q, Question::Action));
        crate::ui_common::write(&mut app, words);
        let _ = app.update(Message::Table(malice::ui::screen::table::Message::SaveNote));
    }
    acting(State::new("table-notes", dir, app))
}

/// A turn's action with two Wands actions whose checks agree, Cups to raise them: the line
/// said once over them has the check, the raised way and both figures ("Wands actions, each
/// a check with Evocation: Evocation +1 (3 Cups): careful: … bold: …"), as at the real
/// table's fifth turn of seed 11.
pub fn table_wands() -> State {
    let (dir, mut app) = seated(
        "Pia Quell",
        "3 3 2 6 4 3",
        &["2C", "3C", "4C", "AW", "QW", "10P"],
    );
    flip(&mut app, "5S");
    until(&mut app, |q| matches!(q, Question::Action));
    acting(State::new("table-wands", dir, app))
}
