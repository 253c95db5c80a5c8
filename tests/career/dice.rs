//! The dice the app rolls are fair: 10,000 checks rolled through the app's own path (a
//! profile's delves, seeded as the app seeds them, each die rolled when the delve waits for
//! it), not the simulator's loop, and a chi-square test of their faces at a fixed seed.

use crate::one_at_a_time;

use malice::career::{ActiveDelve, Dice};
use malice::store::{Home, ProfileName};
use malice::tarot::attributes::Attributes;
use malice::tarot::event::Event;
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::{Answer, Question};
use malice::tarot::rules::RuleOptions;

/// How many checks' dice are counted.
const CHECKS: usize = 10_000;
/// A delve is abandoned after this many answers (the record grows with every answer).
const LONGEST: usize = 600;
/// The chi-square value a fair die exceeds one time in a thousand, with five degrees of
/// freedom.
const CHI_SQUARE_999: f64 = 20.515;

#[test]
fn ten_thousand_checks_rolled_by_the_app_pass_a_chi_square_test() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    // The app waits before a check's die and rolls it when the player asks.
    profile.pause_before_checks(true);
    // The app saves the delve at every step, answer or roll: the growing record written
    // 10,000 times over took most of a minute. The dice do not depend on it (they come from
    // the delve's seed as each is rolled), so here a delve is saved when it starts and ends.
    profile.save_each_step(false);
    let mut faces = [0usize; 6];
    let mut checks = 0;
    let mut delves = 0u64;
    while checks < CHECKS {
        delves += 1;
        assert!(delves < 2_000, "too few checks per delve");
        // Strong adventurers who never leave: long delves, many checks.
        let id = profile
            .create_adventurer(&format!("Die {delves}"), Attributes([6; 6]))
            .unwrap();
        let mut active: ActiveDelve = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(20_260 + delves))
            .unwrap();
        let mut player = PolicyKind::Cautious.build(delves);
        for _ in 0..LONGEST {
            if active.delve().outcome().is_some() || checks >= CHECKS {
                break;
            }
            let events = if active.waits_for_roll() {
                profile.roll(&mut active).unwrap()
            } else {
                let delve = active.delve();
                let question = delve.question().unwrap();
                let answer = match question {
                    Question::Escape => Answer::Leave(false),
                    _ => player.choose(delve, &question, &delve.legal_answers()),
                };
                profile.answer(&mut active, answer).unwrap()
            };
            for event in events {
                if let Event::Check { first_roll, .. } = event
                    && checks < CHECKS
                {
                    faces[usize::from(first_roll) - 1] += 1;
                    checks += 1;
                }
            }
        }
        if active.delve().outcome().is_none() {
            profile.abandon_delve(&id).unwrap();
        }
    }
    let expected = CHECKS as f64 / 6.0;
    let chi_square: f64 = faces
        .iter()
        .map(|&seen| (seen as f64 - expected).powi(2) / expected)
        .sum();
    assert_eq!(faces.iter().sum::<usize>(), CHECKS);
    assert!(
        chi_square < CHI_SQUARE_999,
        "faces {faces:?} give a chi-square of {chi_square:.2} over {delves} delves"
    );
    // Every face turns up often.
    assert!(faces.iter().all(|&n| n > CHECKS / 8), "{faces:?}");
}

#[test]
fn without_saving_each_step_a_delve_is_saved_when_it_starts_and_when_it_ends() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    profile.save_each_step(false);
    let id = profile
        .create_adventurer("Pia", Attributes([3, 4, 3, 5, 4, 3]))
        .unwrap();
    let mut active: ActiveDelve = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(7))
        .unwrap();
    let saved = |profile: &mut malice::career::Profile| {
        let delves = profile.delves_of(&id).unwrap();
        assert_eq!(delves.len(), 1);
        delves[0].1.clone()
    };
    let at_start = saved(&mut profile).answers;
    let mut steps = 0;
    while active.delve().outcome().is_none() {
        let answer = active.delve().legal_answers()[0];
        profile.answer(&mut active, answer).unwrap();
        steps += 1;
        assert!(steps < 5_000, "the delve ends");
        if active.delve().outcome().is_none() {
            assert_eq!(
                saved(&mut profile).answers,
                at_start,
                "step {steps} not saved"
            );
        }
    }
    let at_end = saved(&mut profile);
    assert_eq!(
        at_end.answers,
        active.record().answers,
        "the whole delve saved"
    );
    assert!(at_end.finished, "and settled");
    assert_ne!(at_end.answers, at_start);
}
