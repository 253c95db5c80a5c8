//! The dice on screen: a new adventurer's six and each check's dice tumble for a moment when
//! animations are on and settle on the engine's result; with animations off the result shows
//! at once.

use crate::ui_common;

use malice::tarot::event::Event;
use malice::ui::screen::{new_adventurer, settings};
use malice::ui::{App, Message, ROLL_TIME, SHIFT_TIME};
use ui_common::{app, checks, click, create_with_dice, next, shows};

use iced::keyboard::Key;
use iced::keyboard::key::Code;
use malice::ui::keys::KeyPress;

/// A moment after any roll has settled.
fn later() -> iced::time::Instant {
    iced::time::Instant::now() + ROLL_TIME * 2
}

/// The die that counted in the delve's latest check.
fn last_roll(app: &App) -> Option<u8> {
    app.active()?.events().iter().rev().find_map(|e| match e {
        Event::Check { roll, .. } => Some(*roll),
        _ => None,
    })
}

/// Clicks the first answer until an answer makes a check; false if the delve ends first.
fn answer_until_a_check(app: &mut App) -> bool {
    for _ in 0..500 {
        if shows(app, "The delve is over") {
            return false;
        }
        let before = checks(app);
        next(app);
        if checks(app) > before {
            return true;
        }
    }
    false
}

#[test]
fn creation_dice_tumble_then_settle_on_the_roll() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "New adventurer");
    assert!(app.dice_on_show().is_empty(), "no dice before the roll");
    click(&mut app, "Roll 6d6");
    assert!(app.animating(), "the six dice tumble");
    let tumbling = app.dice_on_show();
    let _ = app.update(Message::Frame(later()));
    assert!(!app.animating(), "and settle");
    let settled = app.dice_on_show();
    assert_eq!(settled.len(), 6);
    assert!(settled.iter().all(|d| (1..=6).contains(d)));
    assert!(
        tumbling.iter().zip(&settled).all(|(a, b)| a != b),
        "while tumbling no die shows its result yet"
    );
    // Typed dice are the player's own: shown at once.
    let _ = app.update(Message::NewAdventurer(new_adventurer::Message::ManualRoll(
        "1 2 3 4 5 6".into(),
    )));
    assert!(!app.animating());
    assert_eq!(app.dice_on_show(), vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn without_animations_the_creation_roll_shows_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Settings(settings::Message::SetAnimations(false)));
    click(&mut app, "New adventurer");
    click(&mut app, "Roll 6d6");
    assert!(!app.animating());
    assert_eq!(app.dice_on_show().len(), 6);
}

#[test]
fn a_checks_dice_tumble_with_animations_and_show_at_once_without() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create_with_dice(&mut app, "Dice", "4 4 4 4 4 4");
    click(&mut app, "Delve");

    assert!(answer_until_a_check(&mut app), "this seed makes a check");
    assert!(app.animating(), "the check's dice tumble");
    let result = last_roll(&app);
    assert_ne!(app.dice_on_show().last().copied(), result);
    assert!(shows(&app, "rolling"));
    let _ = app.update(Message::Frame(later()));
    // Once the die settles, what it decided moves (the glow of a changed attribute, the cards
    // sliding to their places) for a moment more; then nothing moves.
    let _ = app.update(Message::Frame(later() + SHIFT_TIME * 2));
    assert!(!app.animating());
    assert_eq!(
        app.dice_on_show().last().copied(),
        result,
        "settled on the result"
    );

    let _ = app.update(Message::Settings(settings::Message::SetAnimations(false)));
    if answer_until_a_check(&mut app) {
        assert!(!app.animating(), "no tumble when switched off");
        assert_eq!(app.dice_on_show().last().copied(), last_roll(&app));
    }
}

/// How many attribute changes the delve has seen.
fn changes(app: &App) -> usize {
    app.active().map_or(0, |a| {
        a.events()
            .iter()
            .filter(|e| matches!(e, Event::SkillChanged { .. }))
            .count()
    })
}

#[test]
fn a_changed_attribute_glows_then_fades_and_not_at_all_without_animations() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::create(&mut app, "Glow");
    click(&mut app, "Delve");
    let mut glowed = false;
    for _ in 0..500 {
        if shows(&app, "The delve is over") {
            break;
        }
        let before = changes(&app);
        next(&mut app);
        // Let the flips and dice settle; an attribute's glow lasts longer than they do.
        let _ = app.update(Message::Frame(iced::time::Instant::now() + ROLL_TIME));
        if changes(&app) > before {
            assert!(app.animating(), "the changed attribute glows");
            let _ = app.update(Message::Frame(
                iced::time::Instant::now() + malice::ui::SHIFT_TIME * 2,
            ));
            assert!(!app.animating(), "and fades");
            glowed = true;
            break;
        }
    }
    assert!(glowed, "this delve changes an attribute before it ends");
    let _ = app.update(Message::Settings(settings::Message::SetAnimations(false)));
    for _ in 0..500 {
        if shows(&app, "The delve is over") {
            break;
        }
        let before = changes(&app);
        next(&mut app);
        if changes(&app) > before {
            assert!(!app.animating(), "no glow when animations are off");
            break;
        }
    }
}

/// A check with nothing to choose (a court card of Cups, The Tower's Luck check, a roll the
/// card calls for) shows its odds and waits: its die rolls only when the player says so, and
/// a digit cannot give the die a face.
#[test]
fn a_check_with_nothing_to_choose_shows_its_odds_before_the_roll() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui_common::create(&mut app, "Wait");
    click(&mut app, "Delve");
    let mut waited = false;
    for _ in 0..2_000 {
        if shows(&app, "The delve is over") {
            break;
        }
        if shows(&app, "Roll the die") {
            waited = true;
            break;
        }
        next(&mut app);
    }
    assert!(waited, "this career meets a check with nothing to choose");
    assert!(
        shows(&app, "chance to pass"),
        "the odds are on show before the roll"
    );
    let answers = app.active().map(|a| a.record().answers.clone());
    let digit = KeyPress::plain(Key::Character("1".into()), Code::Digit1);
    let _ = app.update(Message::Key(digit));
    assert_eq!(
        app.active().map(|a| a.record().answers.clone()),
        answers,
        "a digit gives the die no face"
    );
    click(&mut app, "Roll the die");
    assert_ne!(
        app.active().map(|a| a.record().answers.clone()),
        answers,
        "the die is rolled and saved"
    );
    // The table shows the moment before the roll until the die settles.
    let _ = app.update(Message::Frame(later()));
    assert!(!shows(&app, "Roll the die"), "and no longer waits");
}

/// A delve closed while a failed die waits for the re-roll decision shows that die again
/// when it is reopened.
#[test]
fn a_failed_die_waiting_for_a_reroll_is_on_show_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let waiting = {
        let mut app = app(&dir);
        ui_common::create(&mut app, "Reopen");
        click(&mut app, "Delve");
        let mut found = false;
        for _ in 0..2_000 {
            if shows(&app, "The delve is over") {
                break;
            }
            if shows(&app, "Re-roll with Luck") {
                found = true;
                break;
            }
            next(&mut app);
        }
        assert!(found, "this career meets a failed die with Luck to spare");
        let _ = app.update(Message::Frame(later()));
        app.dice_on_show()
    };
    assert!(!waiting.is_empty());
    let mut app = app(&dir);
    click(&mut app, "Continue");
    assert!(shows(&app, "Re-roll with Luck"));
    assert_eq!(
        app.dice_on_show(),
        waiting,
        "the failed die is on show again"
    );
}

#[test]
fn a_reroll_that_spends_the_last_luck_shows_every_die_of_the_death() {
    use malice::tarot::question::Answer;
    use ui_common::{answer, card, seat_at_the_table};
    // Table mode, Luck 2: the Queen of Cups' Luck check passes only on a 1. A 2, re-rolled to
    // a 4 (Luck 1), then to a 3 with the last Luck: the delve ends on that re-roll.
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(&mut app, "Ode", "4 4 2 4 4 2", &["AP", "2P", "3P", "4P"]);
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("QC")));
    for step in [
        Answer::Die(2),
        Answer::Reroll(true),
        Answer::Die(4),
        Answer::Reroll(true),
        Answer::Die(3),
    ] {
        answer(&mut app, step);
    }
    assert!(shows(&app, "The delve is over"));
    assert_eq!(app.dice_on_show(), vec![2, 4, 3], "the killing die too");
    assert!(shows(&app, "failed, and it killed you"));
    assert!(!shows(&app, "failed so far"));
}
