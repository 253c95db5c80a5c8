//! The careful and the bold line of re-rolls, against the ruling "Odds with re-rolls: a careful
//! line and a bold line": the table before a roll and the prompts after it never disagree, the
//! lines choose as they say, and the moments read as they should (issue 31's table).
//! Attributes are written in order Might, Agility, Luck, Intelligence, Charm, Evocation.

use crate::cases;
use crate::common::Table;
use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::chance::SeededChance;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::{Event, Outcome};
use malice::tarot::lines::{Figures, Line};
use malice::tarot::outlook::{check_outlook, consequences, escape_estimate, reroll_outlook};
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::{Answer, Question};
use proptest::prelude::*;

const EPS: f64 = 1e-9;

/// What a finished step did, measured from `root`: death, or a pass or failure with each
/// attribute's change.
fn settled(delve: &Delve, events: &[Event], root: Attributes) -> Figures {
    if matches!(delve.outcome(), Some(Outcome::Died { .. })) {
        return Figures::DEATH;
    }
    let passed = events.iter().rev().find_map(|e| match e {
        Event::Check { passed, .. } => Some(*passed),
        _ => None,
    });
    let mut change = [0.0; 6];
    for attr in Attr::ALL {
        change[attr.index()] = f64::from(delve.attributes().get(attr)) - f64::from(root.get(attr));
    }
    Figures {
        pass: if passed == Some(true) { 1.0 } else { 0.0 },
        death: 0.0,
        change,
    }
}

/// The figures a line should have before the die pending on `delve` (a first die or a
/// re-roll's): each face weighed by 1/6, a face that ends the check read as the engine ended
/// it, a face that fails read off the re-roll prompt it opens (the line's figures there,
/// shifted by what changed on the way to it). At each such prompt, accepting the failure is
/// played on the engine too and must read as the prompt says: so every ending the odds are
/// summed from is checked against the engine's own play.
fn from_the_prompts(delve: &Delve, root: Attributes, line: Line) -> Result<Figures, TestCaseError> {
    let mut total = Figures::default();
    for face in 1..=6 {
        let mut next = delve.clone();
        let events = next.answer(Answer::Die(face)).unwrap();
        let value = match next.question() {
            Some(Question::Reroll { .. }) => {
                let prompt = reroll_outlook(&next).expect("figures at the prompt");
                let mut accepted = next.clone();
                let accept_events = accepted.answer(Answer::Reroll(false)).unwrap();
                let played = settled(&accepted, &accept_events, next.attributes());
                prop_assert!(
                    same(&prompt.accept, &played),
                    "accepting at the prompt reads {:?}, the engine plays {:?}",
                    prompt.accept,
                    played
                );
                let mut value = *prompt.value(line);
                for attr in Attr::ALL {
                    let moved = f64::from(next.attributes().get(attr)) - f64::from(root.get(attr));
                    value.change[attr.index()] += moved * value.live();
                }
                value
            }
            _ => settled(&next, &events, root),
        };
        total.add(&value, 1.0 / 6.0);
    }
    Ok(total)
}

fn same(a: &Figures, b: &Figures) -> bool {
    (a.pass - b.pass).abs() < EPS
        && (a.death - b.death).abs() < EPS
        && a.change
            .iter()
            .zip(b.change)
            .all(|(x, y)| (x - y).abs() < EPS)
}

/// Checks the table against the prompts at the die pending on `delve`, and each prompt's
/// re-roll against the prompts after it. Returns how many prompts were checked.
fn table_and_prompts_agree(delve: &Delve) -> Result<usize, TestCaseError> {
    let outlook = check_outlook(delve).expect("odds before the die");
    prop_assert_eq!(outlook.rows.len(), 1);
    let row = &outlook.rows[0];
    let root = delve.attributes();
    let mut prompts = 0;
    for line in Line::BOTH {
        let expected = from_the_prompts(delve, root, line)?;
        prop_assert!(
            same(row.line(line), &expected),
            "{} before the roll: {:?}, from the prompts: {:?}",
            line.name(),
            row.line(line),
            expected
        );
    }
    // Each prompt after a failed first die: the re-roll's figures against the prompts after it.
    for face in 1..=6 {
        let mut at_prompt = delve.clone();
        at_prompt.answer(Answer::Die(face)).unwrap();
        if !matches!(at_prompt.question(), Some(Question::Reroll { .. })) {
            continue;
        }
        prompts += 1;
        let prompt = reroll_outlook(&at_prompt).unwrap();
        let mut rerolled = at_prompt.clone();
        rerolled.answer(Answer::Reroll(true)).unwrap();
        for line in Line::BOTH {
            let expected = from_the_prompts(&rerolled, at_prompt.attributes(), line)?;
            prop_assert!(
                same(&prompt.line(line).reroll, &expected),
                "{} re-roll at the prompt: {:?}, after it: {:?}",
                line.name(),
                prompt.line(line).reroll,
                expected
            );
            // The line takes the better answer by its own order, and says so.
            let takes = *prompt.value(line);
            let other = if prompt.line(line).rerolls {
                prompt.accept
            } else {
                prompt.line(line).reroll
            };
            prop_assert!(!line.prefers(outlook.spec.aim, &other, &takes));
        }
        // The prompt's answers carry the same figures.
        let said = consequences(&at_prompt);
        let reroll = said
            .iter()
            .find(|c| c.answer == Answer::Reroll(true))
            .unwrap();
        for line in Line::BOTH {
            let figures = reroll.figures(line).unwrap();
            prop_assert!(same(&figures, &prompt.line(line).reroll));
        }
    }
    Ok(prompts)
}

proptest! {
    #![proptest_config(cases::cases(48))]

    /// For every state drawn (random adventurers, seeds and answers, every check met on the
    /// way), each line's figure before the roll equals the probability-weighted figures of the
    /// same line at the prompts after it.
    #[test]
    fn the_table_before_a_roll_equals_the_prompts_after_it(
        seed in any::<u64>(),
        attrs in proptest::array::uniform6(1u8..=6),
        last_score in 0u32..8,
    ) {
        let setup = DelveSetup {
            start: Start::Returning { attributes: Attributes(attrs), last_score },
            ..DelveSetup::new_adventurer()
        };
        let mut delve = Delve::new(setup).unwrap();
        let mut chance = SeededChance::new(seed);
        let mut player = PolicyKind::Random.build(seed);
        let mut checked = 0;
        while let Some(question) = delve.question() {
            if matches!(question, Question::Die { reroll: false, .. }) && checked < 6 {
                table_and_prompts_agree(&delve)?;
                checked += 1;
            }
            let answer = match chance.answer(&delve) {
                Some(answer) => answer,
                None => player.choose(&delve, &question, &delve.legal_answers()),
            };
            delve.answer(answer).unwrap();
        }
    }
}

/// The single row of the check whose die is pending.
fn only_row(t: &Table) -> malice::tarot::outlook::ChoiceOdds {
    let o = check_outlook(&t.delve).expect("odds before the die");
    assert_eq!(o.rows.len(), 1);
    o.rows[0].clone()
}

fn pct(x: f64) -> u32 {
    (x * 100.0).round() as u32
}

#[test]
fn queen_of_cups_at_luck_4_reads_careful_28_8_and_bold_60_40() {
    let mut t = Table::returning([3, 3, 4, 3, 3, 3], "AP 2P 3P");
    t.go("flip;QC");
    let row = only_row(&t);
    assert_eq!((pct(row.careful.pass), pct(row.careful.death)), (28, 8));
    assert_eq!((pct(row.bold.pass), pct(row.bold.death)), (60, 40));
    assert_eq!((pct(row.one_die.pass), pct(row.one_die.death)), (17, 33));
    assert!(!row.lines_agree());
    // A 3 fails by 2: careful play accepts (Luck 4 → 2, no risk), bold play re-rolls.
    t.go("3");
    let prompt = reroll_outlook(&t.delve).unwrap();
    assert!(!prompt.careful.rerolls);
    assert!(prompt.bold.rerolls);
    assert_eq!(prompt.accept.death, 0.0);
    // A 6 fails by 5 and kills if accepted: both lines re-roll.
    let mut t = Table::returning([3, 3, 4, 3, 3, 3], "AP 2P 3P");
    t.go("flip;QC;6");
    let prompt = reroll_outlook(&t.delve).unwrap();
    assert!(prompt.careful.rerolls && prompt.bold.rerolls);
    assert_eq!(prompt.accept.death, 1.0);
}

#[test]
fn king_of_cups_at_luck_3_reads_careful_35_23_and_bold_52_48() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;KC");
    let row = only_row(&t);
    assert_eq!((pct(row.careful.pass), pct(row.careful.death)), (35, 23));
    assert_eq!((pct(row.bold.pass), pct(row.bold.death)), (52, 48));
}

#[test]
fn the_tower_at_luck_2_reads_careful_56_28_and_bold_63_37() {
    let mut t = Table::returning([3, 3, 2, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M16");
    let row = only_row(&t);
    assert_eq!((pct(row.careful.pass), pct(row.careful.death)), (56, 28));
    assert_eq!((pct(row.bold.pass), pct(row.bold.death)), (63, 37));
}

#[test]
fn the_tower_at_luck_1_counts_the_last_reroll_which_passes_on_a_1() {
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M16");
    let row = only_row(&t);
    // Target 1: the first die passes on a 1; any failure kills if accepted; the last re-roll
    // passes on a 1: 1/6 + 5/6 · 1/6 = 11/36.
    assert!(row.lines_agree());
    assert!((row.careful.pass - 11.0 / 36.0).abs() < EPS);
    assert!((row.careful.death - 25.0 / 36.0).abs() < EPS);
    assert_eq!((pct(row.careful.pass), pct(row.careful.death)), (31, 69));
}

#[test]
fn a_cups_court_at_luck_1_offers_a_reroll_that_survives_one_time_in_six() {
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PC;4");
    let prompt = reroll_outlook(&t.delve).unwrap();
    // Accepting kills; the re-roll passes on a 1 and any other face takes the last Luck.
    assert_eq!(prompt.accept.death, 1.0);
    assert!((prompt.careful.reroll.pass - 1.0 / 6.0).abs() < EPS);
    assert!(prompt.careful.rerolls && prompt.bold.rerolls);
    // The cautious player follows the careful line: it re-rolls here.
    let mut cautious = PolicyKind::Cautious.build(1);
    let legal = t.delve.legal_answers();
    assert_eq!(
        cautious.choose(&t.delve, &t.question(), &legal),
        Answer::Reroll(true)
    );
}

#[test]
fn the_cautious_player_accepts_a_survivable_failure_when_careful_play_does() {
    // Queen of Cups at Luck 4, a 3: careful play accepts Luck 4 → 2 rather than risk death.
    let mut t = Table::returning([3, 3, 4, 3, 3, 3], "AP 2P 3P");
    t.go("flip;QC;3");
    let mut cautious = PolicyKind::Cautious.build(1);
    let legal = t.delve.legal_answers();
    assert_eq!(
        cautious.choose(&t.delve, &t.question(), &legal),
        Answer::Reroll(false)
    );
    // The greedy player plays the bold line and re-rolls.
    let mut greedy = PolicyKind::Greedy.build(1);
    assert_eq!(
        greedy.choose(&t.delve, &t.question(), &legal),
        Answer::Reroll(true)
    );
}

#[test]
fn the_chance_to_escape_never_reads_0_beside_a_reroll_that_survives() {
    // A Cups court at Luck 1 and a failed die: accepting kills, the re-roll saves one time in
    // six. Even when no run of the estimate escapes, it must not read 0%.
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PC;4");
    let estimate = escape_estimate(&t.delve, PolicyKind::Cautious, 30, 3);
    assert!(estimate.survivable);
    assert_ne!(estimate.reads(), "0%");
    let none = malice::tarot::outlook::EscapeEstimate {
        escaped: 0,
        ..estimate
    };
    assert_eq!(none.reads(), "<1%");
    // Where every way dies, 0% is the truth: a 6 accepted… is not a choice here, but a dead
    // adventurer has no way left.
    t.go("reroll;6");
    assert!(t.outcome().is_some());
    assert!(!malice::tarot::outlook::can_live(&t.delve));
}
