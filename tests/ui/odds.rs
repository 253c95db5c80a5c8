//! The odds a player can trust, on screen (issues 31 §1 and 44): each answer carries its own
//! figures once (no second copy in a panel) in the words the terminal uses, a die about to be
//! rolled shows its check's, the re-roll prompt says what each answer costs, Cups that change
//! nothing are greyed, and `malice delve` shows the same figures and chances to escape as the
//! app for the same state.
//!
//! Delves here are played with a physical deck (table mode), so every card and die is chosen.

use std::process::Command;

use crate::ui_common;

use malice::journal::odds::{chances, lines_sentence, pending_odds, pending_reroll};
use malice::tarot::question::{Answer, Question};
use malice::ui::{App, Message};
use ui_common::{answer, app, card, click, shows, texts};

/// An adventurer with these six dice, in table mode, at the first action of their delve with
/// this opening hand (as many cards as Intelligence).
fn at_the_table(dice: &str, hand: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let hand: Vec<&str> = hand.split_whitespace().collect();
    ui_common::seat_at_the_table(&mut app, "Ysolde Marr", dice, &hand);
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
fn the_queen_of_cups_at_luck_4_shows_both_lines_once_as_the_terminal_words_them() {
    // Luck 4 against the Queen of Cups (difficulty 3): only a 1 passes; no Cups in hand.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 2", "2S 3S 4S 5W");
    flip(&mut app, "QC");
    let odds = pending_odds(app.active().unwrap().delve()).expect("a check is ahead");
    let row = &odds.rows[0];
    // The row: careful 28% / 8%, bold 60% / 40% (one die: 17% / 33%).
    assert_eq!(row.careful, "passes 28%, death 8%");
    assert_eq!(row.bold.as_deref(), Some("passes 60%, death 40%"));
    let shown = texts(&app);
    for said in [
        "careful: passes 28%, death 8%",
        "bold: passes 60%, death 40%",
    ] {
        let copies = shown.iter().filter(|t| t.as_str() == said).count();
        assert_eq!(copies, 1, "`{said}` once on screen: {shown:?}");
    }
    assert!(
        !shown.iter().any(|t| t.starts_with("Odds of the")),
        "no panel"
    );
    assert!(
        shows(&app, lines_sentence()),
        "the two lines in one sentence"
    );
    // The last die of Luck: a 5 fails; the prompt's answers carry their figures.
    answer(&mut app, Answer::Die(5));
    let prompt = pending_reroll(app.active().unwrap().delve()).expect("a re-roll prompt");
    assert!(shows(&app, "careful: passes 35%, death 23%"));
    assert!(shows(&app, "bold: passes 52%, death 48%"));
    assert!(
        shows(&app, "Luck 4 → 0, you die"),
        "accepting says its cost"
    );
    assert!(shows(&app, &prompt.rule));
    assert!(
        shows(&app, "a failure: Luck, only a 1 passes"),
        "the prompt words the check as before the roll"
    );
}

#[test]
fn cups_that_change_nothing_are_greyed_and_cannot_be_pressed() {
    // Skipping Temperance with Agility 5 (difficulty 0): a 5 or less passes already, so the
    // one boost five Cups buy adds nothing.
    let (_dir, mut app) = at_the_table("3 5 4 5 4 4", "2C 3C 4C 5C 6C");
    flip(&mut app, "M14");
    answer(&mut app, Answer::Skip(true));
    answer(
        &mut app,
        Answer::Attr(malice::tarot::attributes::Attr::Agility),
    );
    assert!(matches!(
        app.active().unwrap().delve().question(),
        Some(Question::Cups { .. })
    ));
    assert!(shows(&app, "Changes nothing"));
    // The boost is not offered: clicking it gives no answer.
    let messages: Vec<Message> = {
        let mut ui = ui_common::ui(&app);
        let _ = ui.click(ui_common::containing("2. "));
        ui.into_messages().collect()
    };
    assert!(
        !messages.iter().any(|m| matches!(
            m,
            Message::Table(malice::ui::screen::table::Message::Answer(_))
        )),
        "a greyed answer answers nothing: {messages:?}"
    );
}

#[test]
fn each_answer_that_leads_to_a_check_gives_its_chance_to_pass_and_of_death() {
    // The Magician: a roll with Luck or Evocation (2): each answer leads to its die.
    let (_dir, app) = at_the_table("4 4 4 4 4 2", "2S 3S 4S 5W");
    let mut app = app;
    flip(&mut app, "M1");
    let delve = app.active().unwrap().delve();
    assert!(matches!(
        delve.question(),
        Some(Question::CheckAttribute { .. })
    ));
    let said = malice::tarot::outlook::consequences(delve);
    assert!(!said.is_empty());
    for consequence in &said {
        let odds = consequence
            .odds
            .as_ref()
            .expect("each answer leads to the die");
        let careful = chances(&odds.careful);
        let line = if odds.lines_agree() {
            careful.clone()
        } else {
            format!("careful: {careful}")
        };
        assert!(
            careful.contains("passes"),
            "the chance to pass is given: {careful}"
        );
        assert!(
            shows(&app, &line),
            "`{line}` on the {} answer",
            consequence.answer
        );
    }
}

#[test]
fn the_terminal_shows_the_same_figures_and_chances_as_the_app_for_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let malice = |args: &[&str], input: &str| {
        use std::io::Write;
        let mut child = Command::new(env!("CARGO_BIN_EXE_malice"))
            .args(args)
            .env("MALICE_HOME", home)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("malice runs");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().expect("malice ends");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    malice(
        &[
            "adventurer",
            "new",
            "--name",
            "Ysolde Marr",
            "--roll",
            "4,4,4,4,4,2",
        ],
        "",
    );
    // The Queen of Swords with four Cups in hand: Might or Agility (or Luck).
    let script = home.join("cards.txt");
    std::fs::write(&script, "2C\n3C\n4C\n5C\nflip\nQS\n").unwrap();
    let script = script.to_str().unwrap();
    malice(
        &[
            "delve",
            "--adventurer",
            "Ysolde Marr",
            "--table",
            "--script",
            script,
        ],
        "",
    );
    const RUNS: u32 = 200;
    let terminal = malice(
        &[
            "delve",
            "--adventurer",
            "Ysolde Marr",
            "--chances",
            &RUNS.to_string(),
        ],
        "quit\n",
    );

    let mut app = app(&dir);
    click(&mut app, "Continue Ysolde Marr's delve");
    let delve = app.active().unwrap().delve().clone();
    // The chances the app works out off its thread, with the app's seed for this moment.
    let seed = malice::tarot::outlook::chance_seed(
        app.active().unwrap().record().seed,
        delve.answers().len(),
    );
    let never = std::sync::atomic::AtomicBool::new(false);
    let worked = malice::tarot::outlook::chances(&delve, RUNS, seed, &never).expect("a decision");
    let moment = delve.answers().len();
    let _ = app.update(Message::Table(malice::ui::screen::table::Message::Chanced(
        moment,
        worked.clone(),
    )));
    let shown = texts(&app);
    let said = malice::tarot::outlook::consequences(&delve);
    assert!(said.len() > 1, "more than one answer: {said:?}");
    for consequence in &said {
        let odds = consequence
            .odds
            .as_ref()
            .expect("each answer leads to a check");
        let mut figures = vec![chances(&odds.careful)];
        if !odds.lines_agree() {
            figures.push(chances(&odds.bold));
        }
        for figure in figures {
            assert!(terminal.contains(&figure), "terminal: {figure}\n{terminal}");
            assert!(
                shown.iter().any(|t| t.contains(&figure)),
                "app: {figure} in {shown:?}"
            );
        }
        let chance = worked.of(&consequence.answer).expect("a chance per answer");
        let escape = format!("Escape {}", chance.escape.reads_with_margin());
        assert!(terminal.contains(&escape), "terminal: {escape}\n{terminal}");
        assert!(
            shown.iter().any(|t| t == &escape),
            "app: {escape} in {shown:?}"
        );
    }
    assert!(terminal.contains(lines_sentence()));
    assert!(shown.iter().any(|t| t == lines_sentence()));
    assert!(
        terminal.contains("★"),
        "the terminal marks the best: {terminal}"
    );
}

#[test]
fn the_fool_says_the_score_once_and_no_ghost_where_none_is_guided() {
    // Four Pentacles in the opening hand, a fifth flipped, then The Fool: a score of 5.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 4", "AP 2P 3P 4P");
    flip(&mut app, "5P");
    flip(&mut app, "M0");
    assert_eq!(
        app.active().unwrap().delve().question(),
        Some(Question::Escape)
    );
    let shown = texts(&app);
    let scores = shown.iter().filter(|t| t.contains("score of 5")).count();
    assert_eq!(
        scores, 2,
        "once per answer, no hint repeating it: {shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|t| t == "You leave the dungeon with a score of 5"),
        "{shown:?}"
    );
    assert!(
        !shown
            .iter()
            .any(|t| t.contains("ghost") || t.contains("soul") || t.contains("you guide")),
        "no ghost is being guided: {shown:?}"
    );
}

/// The ★ on a lower figure that ties within the margin says why on the starred answer (the
/// ruling's tie broken by what it spends): "17%" starred beside "19%" reads as a mistake
/// unless told.
#[test]
fn a_star_on_a_tie_says_why_on_its_answer() {
    // Evocation 1 and four Cups: The Magician's roll can be raised by 0, 1 or 2.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 1", "2C 3C 4C 5C");
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("M1")));
    if let Some(Question::CheckAttribute { .. }) = app.active().unwrap().delve().question() {
        answer(
            &mut app,
            Answer::Attr(malice::tarot::attributes::Attr::Evocation),
        );
    }
    let delve = app.active().unwrap().delve();
    assert!(matches!(delve.question(), Some(Question::Cups { .. })));
    let moment = delve.answers().len();
    let legal = delve.legal_answers();
    // No Cups escapes 345 times in 2,000 (17%), one boost 375 (19%), two 360 (18%): a tie
    // within ±2, which goes to no Cups (nothing spent).
    let made_up = |best: usize| {
        let answers = legal
            .iter()
            .copied()
            .zip([345, 375, 360])
            .map(|(answer, escaped)| malice::tarot::outlook::AnswerChance {
                answer,
                escape: malice::tarot::outlook::EscapeEstimate {
                    runs: 2000,
                    escaped,
                    survivable: true,
                    settled: false,
                },
                death_now: 0.0,
                spent: match answer {
                    Answer::Cups(n) => f64::from(n),
                    _ => 0.0,
                },
            })
            .collect();
        malice::tarot::outlook::Chances { answers, best }
    };
    let why = "★ here: 17% and 19% tie within the margin, and this keeps your Cups.";
    let tied = made_up(0);
    assert_eq!(
        malice::journal::odds::tie_words(&tied).as_deref(),
        Some(why)
    );
    let _ = app.update(Message::Table(malice::ui::screen::table::Message::Chanced(
        moment, tied,
    )));
    assert!(shows(&app, "Escape 17% ±2"), "{:?}", texts(&app));
    assert!(
        shows(&app, why),
        "said on the starred answer: {:?}",
        texts(&app)
    );
    // The ★ on the highest figure: nothing to explain.
    let _ = app.update(Message::Table(malice::ui::screen::table::Message::Chanced(
        moment,
        made_up(1),
    )));
    assert!(!shows(&app, "tie within the margin"));
}
