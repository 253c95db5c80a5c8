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
    // The profile saves the delve at every step, answer or roll, and each save waits for the
    // disk: in memory (tmpfs, where the system has one) the same saves take a third of the time.
    let dir = in_memory_dir();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap();
    // The app waits before a check's die and rolls it when the player asks.
    profile.pause_before_checks(true);
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

/// A throwaway folder in memory where the system offers one (`/dev/shm`), else in the usual
/// temporary folder.
fn in_memory_dir() -> tempfile::TempDir {
    let shm = std::path::Path::new("/dev/shm");
    shm.is_dir()
        .then(|| tempfile::tempdir_in(shm).ok())
        .flatten()
        .unwrap_or_else(|| tempfile::tempdir().unwrap())
}
