//! Deals in the career: two profiles get the same Today's delve and meet the same cards; a
//! code copied from one profile replays its deal in another, apart from that profile's corpse
//! pile; later tries of a day are practice; the Daily page's book; Redo after Undo.

use chrono::NaiveDate;
use malice::career::{
    ActiveDelve, CareerError, DayState, DealPlay, Dice, Fate, Profile, RULES_VERSION,
};
use malice::tarot::card::Card;
use malice::tarot::daily::Daily;
use malice::tarot::deal::DealCode;
use malice::tarot::event::{Event, Outcome};
use malice::tarot::rules::RuleOptions;

use crate::career::{STRONG, home, open, play, seed_that};

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

/// Answers every question with its first legal answer until the delve ends.
fn play_first(profile: &mut Profile, active: &mut ActiveDelve) {
    while active.delve().question().is_some() {
        if active.waits_for_roll() {
            profile.roll(active).unwrap();
            continue;
        }
        let answer = active.delve().legal_answers()[0];
        profile.answer(active, answer).unwrap();
    }
}

fn flipped(events: &[Event]) -> Vec<Card> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Flipped { card } => Some(*card),
            _ => None,
        })
        .collect()
}

/// Two profiles (two data folders), the same date: the same adventurer of the day, the same
/// hand, and for the same answers the same cards, the same end.
#[test]
fn two_profiles_get_the_same_days_delve() {
    let date = day("2026-05-14");
    let mut ends = Vec::new();
    for pause in [false, true] {
        let (_dir, home) = home();
        let mut profile = open(&home);
        profile.pause_before_checks(pause);
        // Another adventurer died here first: this profile has a corpse pile.
        let seed = seed_that(false, STRONG);
        let id = profile.create_adventurer("Before", STRONG).unwrap();
        let mut before = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
            .unwrap();
        play(&mut profile, &mut before, seed, 10_000);
        assert!(!profile.corpse_pile().unwrap().cards.is_empty());
        let pile = profile.corpse_pile().unwrap();

        let mut active = profile.start_daily(date).unwrap();
        assert_eq!(active.record().name, "Gisla the Hungry");
        assert_eq!(active.delve().hand(), &["10W".parse::<Card>().unwrap()]);
        assert!(
            active.delve().corpse().is_empty(),
            "a deal ignores the pile"
        );
        play_first(&mut profile, &mut active);
        // Played apart from the dungeon: the pile is as it was.
        assert_eq!(profile.corpse_pile().unwrap(), pile);
        ends.push((
            active.delve().answers().to_vec(),
            flipped(active.events()),
            active.delve().outcome(),
            active.deal_code().unwrap().text(),
        ));
    }
    assert_eq!(ends[0], ends[1]);
    assert!(ends[0].2.is_some());
}

/// The first try of a day is on record; a second is practice, by another adventurer of the
/// day; the book shows both.
#[test]
fn later_tries_of_a_day_are_practice() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let date = day("2026-05-14");
    let mut first = profile.start_daily(date).unwrap();
    assert!(
        !first
            .record()
            .deal
            .as_ref()
            .unwrap()
            .daily
            .unwrap()
            .practice
    );
    // One delve at a time.
    assert!(matches!(
        profile.start_daily(date),
        Err(CareerError::OtherDelveInProgress(_))
    ));
    play_first(&mut profile, &mut first);
    let mut second = profile.start_daily(date).unwrap();
    assert!(
        second
            .record()
            .deal
            .as_ref()
            .unwrap()
            .daily
            .unwrap()
            .practice
    );
    assert_eq!(second.record().name, "Gisla the Hungry II");
    play_first(&mut profile, &mut second);
    let book = profile.daily_book(date);
    assert_eq!(book.days.len(), 1);
    let row = &book.days[0];
    assert_eq!(row.record.as_ref().unwrap().name, "Gisla the Hungry");
    assert!(row.record.as_ref().unwrap().state.finished());
    assert_eq!(row.practice.len(), 1);
    assert_eq!(book.played.current, 1);
    // The next day the streak still stands; the day after it is broken.
    assert_eq!(profile.daily_book(day("2026-05-15")).played.current, 1);
    assert_eq!(profile.daily_book(day("2026-05-16")).played.current, 0);
}

/// Days in a row, each played: the streak of days played grows, the escapes' only on
/// escapes; the best score is the best escape on record.
#[test]
fn the_daily_book_counts_streaks() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let first = day("2026-06-01");
    let mut escapes = Vec::new();
    for n in 0..4 {
        let date = first + chrono::Days::new(n);
        let mut active = profile.start_daily(date).unwrap();
        play_first(&mut profile, &mut active);
        escapes.push(matches!(
            active.delve().outcome(),
            Some(Outcome::Escaped { .. })
        ));
    }
    let today = first + chrono::Days::new(3);
    let book = profile.daily_book(today);
    assert_eq!(book.played.current, 4);
    assert_eq!(book.played.longest, 4);
    let mut run = 0;
    let mut longest = 0;
    for &e in &escapes {
        run = if e { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    assert_eq!(book.escapes.longest, longest);
    assert_eq!(book.escapes.current, run);
    let best = book
        .days
        .iter()
        .filter_map(|d| match d.record.as_ref()?.state {
            DayState::Escaped { score, .. } => Some(score),
            _ => None,
        })
        .max();
    assert_eq!(book.best.map(|(_, s)| s), best);
}

/// A code copied from a finished delve in one profile: another profile plays its deal for a
/// new adventurer and, answering the same, meets the same cards and the same end.
#[test]
fn a_code_from_one_profile_replays_in_another() {
    let (_a_dir, a_home) = home();
    let mut a = open(&a_home);
    let seed = seed_that(true, STRONG);
    let id = a.create_adventurer("Ada", STRONG).unwrap();
    let mut ada = a
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    play(&mut a, &mut ada, seed, 10_000);
    assert!(ada.delve().outcome().is_some());
    let text = ada.deal_code().unwrap().text();

    let (_b_dir, b_home) = home();
    let mut b = open(&b_home);
    let code: DealCode = text.to_lowercase().parse().unwrap();
    let choices = code
        .choices
        .clone()
        .expect("a finished delve's code carries its answers");
    let (friend, _) = code.deal.replay(&choices).unwrap();
    assert_eq!(friend.answers(), ada.delve().answers());
    let play_as = DealPlay {
        daily: None,
        race: Some(text.clone()),
    };
    let mut bo = b.start_deal(Some("Bo"), &code.deal, play_as).unwrap();
    assert_eq!(bo.delve().attributes(), STRONG);
    // Bo gives Ada's answers, one by one, where the player is asked.
    let mut at = bo.delve().answers().len();
    while bo.delve().question().is_some() {
        if bo.waits_for_roll() {
            b.roll(&mut bo).unwrap();
        } else {
            b.answer(&mut bo, ada.delve().answers()[at]).unwrap();
        }
        at = bo.delve().answers().len();
    }
    assert_eq!(bo.delve().answers(), ada.delve().answers());
    assert_eq!(flipped(bo.events()), flipped(ada.events()));
    assert_eq!(bo.delve().outcome(), ada.delve().outcome());
    assert_eq!(bo.deal_code().unwrap().text(), text);
}

/// A deal of other rules is refused in words, before anyone is created for it.
#[test]
fn a_deal_of_other_rules_is_refused() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let deal = Daily::of(day("2026-01-01")).deal(RULES_VERSION + 1);
    let error = profile
        .start_deal(None, &deal, DealPlay::default())
        .unwrap_err();
    assert!(error.to_string().contains("update Malice"), "{error}");
    assert_eq!(profile.adventurers().count(), 0);
}

/// A new adventurer of a deal gets the deal's name when none is given, numbered when taken;
/// their death leaves nothing on the corpse pile.
#[test]
fn a_deal_names_its_adventurer_and_its_dead_leave_no_pile() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let seed = seed_that(false, STRONG);
    let deal = malice::tarot::deal::Deal {
        seed,
        attributes: STRONG,
        options: RuleOptions::default(),
        last_score: None,
        corpse: Vec::new(),
        rules_version: RULES_VERSION,
    };
    let mut one = profile
        .start_deal(None, &deal, DealPlay::default())
        .unwrap();
    play(&mut profile, &mut one, seed, 10_000);
    assert!(matches!(one.delve().outcome(), Some(Outcome::Died { .. })));
    assert!(profile.corpse_pile().unwrap().cards.is_empty());
    let two = profile
        .start_deal(None, &deal, DealPlay::default())
        .unwrap();
    assert_eq!(two.record().name, format!("{} II", one.record().name));
    let first = profile
        .adventurers()
        .find(|(_, a)| a.name == one.record().name)
        .unwrap();
    assert_eq!(first.1.fate, Fate::Dead);
}

/// Redo gives back what Undo took, step by step, the same dice included, keeps the delve
/// assisted, and is gone once another answer is given.
#[test]
fn redo_gives_back_what_undo_took() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    profile.pause_before_checks(true);
    let id = profile.create_adventurer("Ada", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(11))
        .unwrap();
    for _ in 0..8 {
        if active.delve().question().is_none() {
            break;
        }
        if active.waits_for_roll() {
            profile.roll(&mut active).unwrap();
        } else {
            let answer = *active.delve().legal_answers().last().unwrap();
            profile.answer(&mut active, answer).unwrap();
        }
    }
    let all = active.delve().answers().to_vec();
    assert!(!active.can_redo());
    assert!(matches!(
        profile.redo(&mut active),
        Err(CareerError::NothingToRedo)
    ));
    profile.undo(&mut active).unwrap();
    let once = active.delve().answers().to_vec();
    profile.undo(&mut active).unwrap();
    assert!(active.can_redo());
    profile.redo(&mut active).unwrap();
    assert_eq!(active.delve().answers(), &once[..]);
    profile.redo(&mut active).unwrap();
    assert!(all.starts_with(active.delve().answers()));
    assert!(active.record().assisted);
    // Saved: reopening finds the delve where Redo left it.
    let saved = active.delve().answers().to_vec();
    drop(active);
    let mut reopened = profile.resume_delve(&id).unwrap();
    assert_eq!(reopened.delve().answers(), &saved[..]);
    // A different answer drops what Redo held.
    profile.undo(&mut reopened).unwrap();
    assert!(reopened.can_redo());
    let undone_at = reopened.delve().answers().len();
    let taken = all[undone_at];
    let other = reopened
        .delve()
        .legal_answers()
        .into_iter()
        .find(|a| *a != taken);
    if let Some(other) = other {
        profile.answer(&mut reopened, other).unwrap();
        assert!(!reopened.can_redo());
    } else {
        // Only one answer was possible: giving it again keeps the rest to redo.
        profile.answer(&mut reopened, taken).unwrap();
        assert_eq!(
            reopened.delve().answers(),
            &all[..reopened.delve().answers().len()]
        );
    }
}
