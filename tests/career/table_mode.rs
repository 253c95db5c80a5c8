//! A delve at the table (a physical deck and dice) through the career: The High Priestess
//! asks only which card was turned, the journal names it, and the pick of a face-down card,
//! given for the player, is nobody's step to take back, before and after a reload.

use malice::career::{ActiveDelve, Dice, Profile};
use malice::journal;
use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::event::Event;
use malice::tarot::question::{Answer, DrawReason, Question};
use malice::tarot::rules::RuleOptions;

use crate::career::{home, open};

/// Gives each `;`-separated word as the player's answer.
fn go(profile: &mut Profile, active: &mut ActiveDelve, words: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for word in words.split(';') {
        let question = active.delve().question().expect("the delve goes on");
        let answer = Answer::parse(word, &question)
            .unwrap_or_else(|e| panic!("`{word}` for {question}: {e}"));
        events.extend(profile.answer(active, answer).unwrap());
    }
    events
}

fn turned() -> Option<Question> {
    Some(Question::Draw {
        reason: DrawReason::Turned,
    })
}

#[test]
fn the_high_priestess_at_the_table_asks_only_for_the_card_turned() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    // Intelligence 3: an opening hand of three cards, typed.
    let id = profile
        .create_adventurer("Tess", Attributes([3, 3, 3, 3, 3, 3]))
        .unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Table)
        .unwrap();
    go(&mut profile, &mut active, "AP;2P;3P;flip;M2");
    // No "which of the three face-down cards?": the player turns one, and says which.
    assert_eq!(active.delve().question(), turned());
    let events = go(&mut profile, &mut active, "5S");
    let five: Card = "5S".parse().unwrap();
    assert!(events.contains(&Event::Turned { card: five }), "{events:?}");
    let lines: Vec<String> = journal::entries(active.events(), active.delve().arcana())
        .into_iter()
        .flat_map(|e| e.lines)
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l == "Turned over Five of Swords from the spread."),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("laid face down")),
        "one card turned, not one laid face down: {lines:?}"
    );
    // The two cards not turned are named as they go to the discard pile.
    go(&mut profile, &mut active, "9C;KW");
    assert_eq!(active.delve().question(), Some(Question::Action));
}

#[test]
fn undo_after_a_reload_takes_back_the_players_step_not_the_pick() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile
        .create_adventurer("Tess", Attributes([3, 3, 3, 3, 3, 3]))
        .unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Table)
        .unwrap();
    go(&mut profile, &mut active, "AP;2P;3P;flip");
    let before_the_card = active.record().answers.clone();
    go(&mut profile, &mut active, "M2");
    assert_eq!(active.delve().question(), turned());
    assert!(active.can_undo());
    // Closed and opened again, still waiting for the card turned.
    drop(active);
    drop(profile);
    let mut profile = open(&home);
    let mut active = profile.resume_delve(&id).unwrap();
    assert_eq!(active.delve().question(), turned());
    // The player's last step was naming The High Priestess: Undo takes it back (the pick
    // given for them goes with it) and asks for the flipped card again.
    profile.undo(&mut active).unwrap();
    assert_eq!(
        active.delve().question(),
        Some(Question::Draw {
            reason: DrawReason::Flip
        })
    );
    assert_eq!(active.record().answers, before_the_card);
    // Named again, the pick is given again, and the card turned is asked for.
    go(&mut profile, &mut active, "M2");
    assert_eq!(active.delve().question(), turned());
}
