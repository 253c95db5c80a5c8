//! The delve table as a player meets it (iced_test, tiny-skia): the odds count a card's own
//! cost of failing, a note goes under the turn just played and can be edited and deleted,
//! keys work by their place on AZERTY, the card in play and its question sit above the fold
//! at 1280×800 and 1024×640, a card just drawn says so in a word, and death and escape are
//! summed up.
//!
//! Delves here are played with a physical deck (table mode), so every card and die is chosen.

use crate::ui_common;

use iced::Size;
use iced::keyboard::key::{Code, Physical};
use iced::keyboard::{Key, Modifiers};
use iced::widget::text_editor::{Action, Edit};

use malice::tarot::attributes::Attr;
use malice::tarot::outlook::{check_outlook, percent};
use malice::tarot::question::{Answer, Question};
use malice::ui::keys::KeyPress;
use malice::ui::screen::{settings, table};
use malice::ui::{App, Message};
use ui_common::{answer, app, card, click, shows, visible};

/// An adventurer with these six dice, in table mode, at the first action of their delve
/// (the opening hand: Twos to Fives of Cups and Wands, as many as Intelligence).
fn at_the_table(dice: &str) -> (tempfile::TempDir, App) {
    seated("Ysolde Marr", dice)
}

/// As [`at_the_table`], for an adventurer of this name.
fn seated(name: &str, dice: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let hand = ["2C", "3C", "4C", "5C", "2W", "3W"];
    ui_common::seat_at_the_table(&mut app, name, dice, &hand);
    assert_eq!(
        app.active().unwrap().delve().question(),
        Some(Question::Action)
    );
    (dir, app)
}

/// Flips this card as the turn's event.
fn flip(app: &mut App, code: &str) {
    answer(app, Answer::Flip);
    answer(app, Answer::Card(card(code)));
}

#[test]
fn the_odds_count_the_magicians_own_cost_of_failing() {
    // Evocation 2: a failed roll costs 2 Evocation, which kills.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 2");
    flip(&mut app, "M1");
    // Rolled with Evocation (Luck could stand in, and would be the better way).
    if let Some(Question::CheckAttribute { .. }) = app.active().unwrap().delve().question() {
        answer(&mut app, Answer::Attr(Attr::Evocation));
    }
    let outlook = check_outlook(app.active().unwrap().delve()).expect("odds before the roll");
    let evocation = outlook
        .rows
        .iter()
        .find(|r| r.attr.name() == "Evocation")
        .expect("an Evocation row");
    assert!(
        evocation.one_die.death > 0.3,
        "a failure kills: {}",
        evocation.one_die.death
    );
    assert!(shows(&app, malice::journal::odds::lines_sentence()));
    assert!(shows(&app, &percent(evocation.careful.death)));
    assert_ne!(percent(evocation.careful.death), "0%");
}

#[test]
fn a_note_goes_under_the_turn_just_played_and_can_be_edited_and_deleted() {
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    flip(&mut app, "7C");
    // Turn 2 has begun (its card is not flipped yet): the note is about turn 1.
    assert_eq!(app.active().unwrap().delve().turn(), 2);
    ui_common::write(&mut app, "The cup was still warm.");
    click(&mut app, "Save the note");
    assert!(shows(&app, "The cup was still warm."), "shown at once");
    let texts = ui_common::texts(&app);
    let turn1 = texts.iter().position(|t| t.starts_with("Turn 1")).unwrap();
    let note = texts
        .iter()
        .position(|t| t == "The cup was still warm.")
        .unwrap();
    let turn2 = texts.iter().rposition(|t| t == "Turn 2").unwrap();
    assert!(turn1 < note && note < turn2, "under turn 1: {texts:?}");

    click(&mut app, "Edit");
    let _ = app.update(Message::Table(table::Message::Edit(Action::SelectAll)));
    let _ = app.update(Message::Table(table::Message::Edit(Action::Edit(
        Edit::Paste(std::sync::Arc::new("The cup was cold.".into())),
    ))));
    click(&mut app, "Save the note");
    assert!(shows(&app, "The cup was cold."));
    assert!(!shows(&app, "The cup was still warm."));
    click(&mut app, "Delete");
    assert!(!shows(&app, "The cup was cold."));
}

#[test]
fn digits_answer_by_their_place_and_question_mark_opens_the_sheet_on_azerty() {
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    // AZERTY: the key left of 2 prints "&" unshifted; its place is Digit1.
    let _ = app.update(Message::Key(KeyPress {
        key: Key::Character("&".into()),
        modified: Key::Character("&".into()),
        physical: Physical::Code(Code::Digit1),
        modifiers: Modifiers::empty(),
    }));
    assert!(
        matches!(
            app.active().unwrap().delve().question(),
            Some(Question::Draw { .. })
        ),
        "1 flipped: the card is asked for"
    );
    // AZERTY: "?" is Shift and the key that prints ",".
    let _ = app.update(Message::Key(KeyPress {
        key: Key::Character(",".into()),
        modified: Key::Character("?".into()),
        physical: Physical::Code(Code::KeyM),
        modifiers: Modifiers::SHIFT,
    }));
    assert!(shows(&app, "Keyboard shortcuts"));
}

/// Chances made up for every answer of the question on show: the first answer escapes 40
/// times in 100, each next one 5 fewer; the ★ on the answer numbered `best`.
fn made_up_chances(app: &App, best: usize) -> malice::tarot::outlook::Chances {
    let delve = app.active().unwrap().delve();
    let answers = delve
        .legal_answers()
        .into_iter()
        .enumerate()
        .map(|(i, answer)| malice::tarot::outlook::AnswerChance {
            answer,
            escape: malice::tarot::outlook::EscapeEstimate {
                runs: 100,
                escaped: 40u32.saturating_sub(5 * i as u32),
                survivable: true,
                settled: false,
            },
            death_now: 0.0,
            spent: 0.0,
        })
        .collect();
    malice::tarot::outlook::Chances { answers, best }
}

#[test]
fn after_an_undo_by_key_the_chances_are_worked_out_again() {
    // Intelligence 6: two Wands in the opening hand, so the first question is a decision.
    let (_dir, mut app) = at_the_table("4 4 4 6 4 4");
    answer(&mut app, Answer::Flip);
    let _ = app.update(Message::Table(table::Message::Answer(Answer::Card(card(
        "5P",
    )))));
    let moment = app.active().unwrap().delve().answers().len();
    let chances = made_up_chances(&app, 0);
    let _ = app.update(Message::Table(table::Message::Chanced(moment, chances)));
    assert!(shows(&app, "Escape 40% ±9"), "shown once worked out");
    let _ = app.update(Message::Key(KeyPress {
        modifiers: Modifiers::CTRL,
        ..KeyPress::plain(Key::Character("z".into()), Code::KeyZ)
    }));
    assert!(
        !shows(&app, "Escape 40%"),
        "the answer taken back, the old chances are gone"
    );
    assert!(
        !shows(&app, "Escape: counting"),
        "a card off the deck is no decision"
    );
    // Once more: the first action again, a decision.
    let _ = app.update(Message::Key(KeyPress {
        modifiers: Modifiers::CTRL,
        ..KeyPress::plain(Key::Character("z".into()), Code::KeyZ)
    }));
    assert!(
        shows(&app, "Escape: counting"),
        "worked out again after Ctrl+Z"
    );
}

#[test]
fn the_card_in_play_and_its_question_are_above_the_fold_at_both_sizes() {
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    flip(&mut app, "M16");
    let question = app
        .active()
        .unwrap()
        .delve()
        .question()
        .expect("a question");
    let first = app.active().unwrap().delve().legal_answers()[0];
    let words = [
        "The Tower".to_string(),
        format!("1. {}", table::describe_answer(&first)),
    ];
    for size in [Size::new(1280.0, 800.0), Size::new(1024.0, 640.0)] {
        for part in &words {
            let at = ui_common::visible(&app, part, size)
                .unwrap_or_else(|| panic!("{part} not visible at {size:?} ({question:?})"));
            assert!(
                at.y + at.height <= size.height,
                "{part} below the fold at {size:?}"
            );
        }
    }
}

#[test]
fn a_question_with_three_answers_and_its_odds_need_no_scrolling_from_1024_by_640() {
    // Evocation 1 and four Cups: The Magician's roll can be raised by 0, 1 or 2.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 1");
    flip(&mut app, "M1");
    if let Some(Question::CheckAttribute { .. }) = app.active().unwrap().delve().question() {
        answer(&mut app, Answer::Attr(Attr::Evocation));
    }
    let delve = app.active().unwrap().delve();
    assert!(
        matches!(delve.question(), Some(Question::Cups { max: 2, .. })),
        "{:?} {:?}",
        delve.question(),
        delve.legal_answers()
    );
    // The card, the question and every answer (each with its figures); the odds panel under
    // them may scroll in the band (issue 40: the sheet and the hand keep their place).
    let mut parts = vec![
        "The Magician".to_string(),
        "Spend Cups to raise Evocation".to_string(),
    ];
    for (i, answer) in delve.legal_answers().iter().enumerate() {
        parts.push(format!("{}. {}", i + 1, table::describe_answer(answer)));
    }
    assert_eq!(parts.len(), 5, "three answers: {parts:?}");
    let sizes = [
        Size::new(1024.0, 640.0),
        Size::new(1280.0, 800.0),
        Size::new(1366.0, 768.0),
        Size::new(1920.0, 1080.0),
    ];
    // The first delve's guide explains Cups under the answers: from 1280×800 all still shows.
    assert!(shows(&app, "Guide"));
    for size in &sizes[1..] {
        for part in &parts {
            ui_common::wholly_visible(&app, part, *size).unwrap();
        }
    }
    // Without the guide's note, all of it at every size.
    let _ = app.update(Message::Table(table::Message::GuideOff));
    assert!(!shows(&app, "Guide"));
    for size in sizes {
        for part in &parts {
            ui_common::wholly_visible(&app, part, size).unwrap();
        }
    }
}

#[test]
fn a_card_just_drawn_says_new_in_a_word_and_the_opening_hand_does_not() {
    use malice::ui::widget::card::NEW;
    let count = |app: &App| {
        ui_common::texts(app)
            .iter()
            .filter(|t| t.as_str() == NEW)
            .count()
    };
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    assert_eq!(count(&app), 0, "the opening hand is not marked new");
    flip(&mut app, "7C");
    assert_eq!(count(&app), 1, "the Seven of Cups just drawn");
    flip(&mut app, "8P");
    assert_eq!(
        count(&app),
        1,
        "only the Eight of Pentacles, drawn since the last flip"
    );
}

#[test]
fn the_header_keeps_undo_and_the_keys_in_sight_at_1024_by_640_and_800_by_600() {
    // A long name, an answer taken back (assisted) and the chance to escape on show.
    let (_dir, mut app) = seated("Ysolde Marr of the Long Stair", "4 4 4 4 4 4");
    answer(&mut app, Answer::Flip);
    let _ = app.update(Message::Table(table::Message::Undo));
    assert!(app.active().unwrap().record().assisted);
    for size in [Size::new(1024.0, 640.0), Size::new(800.0, 600.0)] {
        // The table's column: the window's margin, then the column's width.
        let right = 12.0 + table::Sizes::of(Size::new(size.width - 24.0, size.height - 24.0)).table;
        for words in ["Home", "Turn 1", "Undo", "?", "assisted"] {
            // The badge in short words, or whole where the line has room (the journal
            // behind its button gives the header the window's width).
            let at = ui_common::seen_exactly(&app, words, size)
                .or_else(|| {
                    let whole = "assisted: an answer was taken back";
                    (words == "assisted")
                        .then(|| ui_common::seen_exactly(&app, whole, size))
                        .flatten()
                })
                .unwrap_or_else(|| panic!("{words:?} not in sight at {size:?}"));
            assert!(
                at.x + at.width <= right + 0.5 && at.y + at.height <= 56.0,
                "{words:?} out of the header at {size:?}: {at:?}, the column ends at {right}"
            );
        }
    }
    // With room, the whole sentences.
    let large = Size::new(1920.0, 1080.0);
    let words = "assisted: an answer was taken back";
    assert!(
        ui_common::seen_exactly(&app, words, large).is_some(),
        "{words}"
    );
}

#[test]
fn in_table_mode_a_full_suit_of_the_hand_fits_beside_the_piles_and_the_count() {
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    // Five Cups side by side, the Seven just drawn and marked new, beside the deck, the
    // discard pile and the count of the cards still possible.
    flip(&mut app, "7C");
    let size = Size::new(1280.0, 800.0);
    let word = visible(&app, malice::ui::widget::card::NEW, size).expect("the new card's word");
    assert!(
        word.width >= 20.0,
        "the Seven of Cups is squeezed: {word:?}"
    );
    let count = visible(&app, "Still possible", size).expect("the count");
    assert!(
        word.x + word.width < count.x,
        "{word:?} under the count {count:?}"
    );
}

#[test]
fn death_and_escape_are_summed_up() {
    let (_dir, mut app) = at_the_table("4 4 4 4 4 2");
    flip(&mut app, "M1");
    // The die shows 6: a failure; accept it: Evocation 2 → 0.
    while let Some(q) = app.active().unwrap().delve().question() {
        match q {
            Question::Die { .. } => answer(&mut app, Answer::Die(6)),
            Question::Reroll { .. } => answer(&mut app, Answer::Reroll(false)),
            Question::CheckAttribute { .. } => answer(
                &mut app,
                Answer::Attr(malice::tarot::attributes::Attr::Evocation),
            ),
            Question::Cups { .. } => answer(&mut app, Answer::Cups(0)),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(shows(&app, "The delve is over."));
    assert!(shows(&app, "Ysolde Marr died"));
    assert!(shows(&app, "corpse pile"));

    let (_dir, mut app) = at_the_table("4 4 4 4 4 4");
    flip(&mut app, "5P");
    flip(&mut app, "M0");
    assert!(shows(&app, "You leave the dungeon with a score of 1"));
    let score = app.active().unwrap().delve().hand_score();
    answer(&mut app, Answer::Leave(true));
    assert!(shows(&app, "Ysolde Marr escaped"));
    assert!(shows(&app, &format!("a score of {score}")));
    // What the score buys, said with its number.
    assert_eq!(score, 1);
    assert!(shows(
        &app,
        "Your next delve opens with 1 extra card in hand"
    ));
}

#[test]
fn the_chances_are_on_by_default_and_show_only_for_the_moment_they_were_made() {
    assert!(malice::ui::AppSettings::default().chances);
    // Intelligence 6: two Wands in the opening hand, so the first question is a decision.
    let (_dir, mut app) = at_the_table("4 4 4 6 4 4");
    let moment = app.active().unwrap().delve().answers().len();
    assert!(shows(&app, "Escape: counting"));
    // Made for an earlier moment: not shown.
    let _ = app.update(Message::Table(table::Message::Chanced(
        moment - 1,
        made_up_chances(&app, 1),
    )));
    assert!(!shows(&app, "Escape 40%"));
    let _ = app.update(Message::Table(table::Message::Chanced(
        moment,
        made_up_chances(&app, 1),
    )));
    // Each answer its own chance, and the ★.
    assert!(shows(&app, "Escape 40% ±9"));
    assert!(shows(&app, "Escape 35% ±9"));
    assert!(shows(&app, "★"));
    // The next answer makes them stale until the next ones come.
    answer(&mut app, Answer::Flip);
    assert!(!shows(&app, "Escape 40%"));
    // Hidden in Settings: no figure, nothing worked out.
    let _ = app.update(Message::Settings(settings::Message::SetChances(false)));
    assert!(!shows(&app, "Escape"));
}

#[test]
fn a_wands_peek_shows_the_card_seen_as_a_card_with_its_name() {
    // Intelligence 6 (two Wands in the opening hand), Evocation 6: the Wands action passes.
    let (_dir, mut app) = at_the_table("4 4 4 6 4 6");
    answer(&mut app, Answer::Wands(2));
    loop {
        let q = app
            .active()
            .unwrap()
            .delve()
            .question()
            .expect("a question");
        let given = match q {
            Question::CheckAttribute { .. } => Answer::Attr(Attr::Evocation),
            Question::Cups { .. } => Answer::Cups(0),
            Question::Die { .. } => Answer::Die(1),
            Question::Draw { .. } => Answer::Card(card("QS")),
            Question::PeekBottom { .. } => break,
            other => panic!("unexpected question {other:?}"),
        };
        answer(&mut app, given);
    }
    // The card seen lies in the card in play's place as a card (the hand's faces), its name
    // and place under it, beside the question of where it goes.
    let mut ui = ui_common::ui(&app);
    let face = ui
        .find(iced::widget::Id::from("seen.0"))
        .expect("the seen card's face");
    let height = face.bounds().height;
    assert!(height > 70.0, "drawn as a card, not a word: {height}");
    drop(ui);
    let texts = ui_common::texts(&app);
    assert!(texts.iter().any(|t| t == "Queen of Swords"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "seen on top"));
    // The choice stays a numbered answer.
    click(&mut app, "2. Put it at the bottom");
    let delve = app.active().unwrap().delve();
    assert!(delve.seen().is_empty());
    assert!(delve.deck().known_bottom().any(|c| c == card("QS")));
    assert!(!ui_common::texts(&app).iter().any(|t| t == "seen on top"));
}
