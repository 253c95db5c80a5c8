//! The app's pause before a check's die: a seeded delve waits for the player to roll a check
//! whose odds they have not seen, and rolling gives exactly the dice the delve would have
//! rolled on its own.

use crate::one_at_a_time;

use malice::career::{ActiveDelve, CareerError, Dice};
use malice::store::{Home, ProfileName};
use malice::tarot::attributes::Attributes;
use malice::tarot::question::Answer;
use malice::tarot::rules::RuleOptions;

/// Plays a seeded delve to its end with the first legal answer each time (rolling whenever
/// the delve waits), in a fresh profile; returns the saved answers and how often it waited.
fn play(pause: bool, seed: u64) -> (String, usize) {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    profile.pause_before_checks(pause);
    let id = profile
        .create_adventurer("Pia", Attributes([3, 4, 3, 5, 4, 3]))
        .unwrap();
    let mut active: ActiveDelve = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
        .unwrap();
    let mut waits = 0;
    for _ in 0..5_000 {
        if active.delve().outcome().is_some() {
            break;
        }
        if active.waits_for_roll() {
            waits += 1;
            let face = active.delve().legal_answers()[0];
            assert!(
                matches!(
                    profile.answer(&mut active, face),
                    Err(CareerError::DiceRollThemselves)
                ),
                "a waiting die cannot be given a face"
            );
            profile.roll(&mut active).unwrap();
        } else {
            assert!(matches!(
                profile.roll(&mut active),
                Err(CareerError::NothingToRoll)
            ));
            let answer: Answer = active.delve().legal_answers()[0];
            profile.answer(&mut active, answer).unwrap();
        }
    }
    assert!(active.delve().outcome().is_some(), "the delve ends");
    (active.record().answers.clone(), waits)
}

#[test]
fn waiting_for_the_roll_changes_no_die() {
    let mut waited = 0;
    for seed in 1..=12 {
        let (paused, waits) = play(true, seed);
        let (straight, none) = play(false, seed);
        assert_eq!(none, 0, "without the pause nothing waits");
        assert_eq!(
            paused, straight,
            "seed {seed}: the same answers and dice either way"
        );
        waited += waits;
    }
    assert!(
        waited > 0,
        "these delves meet checks with nothing to choose"
    );
}
