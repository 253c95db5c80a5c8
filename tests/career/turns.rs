//! The career page's attribute chart is fed the last finished delve turn by turn: a delve
//! abandoned (or still in progress) is no run and is left out, and the turns are counted as
//! the delve counted them.

use malice::career::Dice;
use malice::store::RecordId;
use malice::tarot::event::Event;
use malice::tarot::rules::RuleOptions;

use crate::career::{STRONG, home, open, play, seed_that};

#[test]
fn the_chart_shows_the_last_finished_delve_by_turn_and_skips_an_abandoned_one() {
    let seed = seed_that(true, STRONG);
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Probe", STRONG).unwrap();
    assert_eq!(profile.last_run_by_turn(&id).unwrap(), None, "no run yet");
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    play(&mut profile, &mut active, seed, 10_000);
    let finished = active.id().clone();
    let began = active
        .events()
        .iter()
        .filter(|e| matches!(e, Event::TurnBegan { .. }))
        .count();
    let left_with = active.delve().attributes();

    // A second delve, a few answers in, then abandoned: no run, so not charted.
    let mut second = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed + 1))
        .unwrap();
    play(&mut profile, &mut second, seed + 1, 12);
    assert!(second.delve().turn() > 0);
    let in_progress = profile.last_run_by_turn(&id).unwrap().expect("a run");
    assert_eq!(
        in_progress.run.delve,
        finished.as_str(),
        "not the delve in progress"
    );
    profile.abandon_delve(&id).unwrap();
    assert_ne!(second.id(), &finished);

    let last = profile.last_run_by_turn(&id).unwrap().expect("a run");
    assert_eq!(
        last.run.delve,
        finished.as_str(),
        "the abandoned delve is left out"
    );
    // One point for the start and one for each turn the delve began.
    assert!(began > 1);
    assert_eq!(last.run.turns as usize, began);
    assert_eq!(last.attributes.len(), began + 1);
    assert_eq!(last.attributes[0], STRONG, "the start, before any card");
    assert_eq!(*last.attributes.last().unwrap(), left_with, "as it ended");
    let series = last.series();
    assert_eq!(series.len(), 6);
    assert!(series.iter().all(|s| s.len() == began + 1));
    assert_eq!(RecordId::new(&last.run.delve).unwrap(), finished);
}
