//! The odds a player can trust, on screen (issue 31 §1): the panel shows every way under both
//! lines with the words the terminal uses, the answers carry their figures, the re-roll prompt
//! says what each answer does under each line, folded ways are one click away, and
//! `malice delve` shows the same figures as the app for the same state.
//!
//! Delves here are played with a physical deck (table mode), so every card and die is chosen.

use std::process::Command;

use crate::ui_common;

use malice::journal::odds::{lines_sentence, pending_odds, pending_reroll};
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

/// Clicks the text holding `label` in the question block beside the card in play, scrolling
/// the block down first (over its title, the text holding `title`) as a player would: the
/// block is as tall as the card and what does not fit scrolls inside it.
fn click_in_the_question_block(app: &mut App, title: &str, label: &str) {
    use iced::mouse::{Event as Mouse, ScrollDelta};
    let messages: Vec<Message> = {
        let mut ui = ui_common::ui(app);
        let over = ui
            .find(ui_common::containing(title))
            .ok()
            .and_then(|t| t.visible_bounds())
            .unwrap_or_else(|| panic!("no `{title}` on screen"));
        ui.point_at(over.center());
        let _ = ui.simulate([iced::Event::Mouse(Mouse::WheelScrolled {
            delta: ScrollDelta::Lines { x: 0.0, y: -100.0 },
        })]);
        ui.click(ui_common::containing(label))
            .unwrap_or_else(|e| panic!("no `{label}` in the question block: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking `{label}` did nothing");
    for message in messages {
        let _ = app.update(message);
    }
}

/// Flips this card as the turn's event.
fn flip(app: &mut App, code: &str) {
    answer(app, Answer::Flip);
    answer(app, Answer::Card(card(code)));
}

#[test]
fn the_queen_of_cups_at_luck_4_shows_both_lines_as_the_terminal_words_them() {
    // Luck 4 against the Queen of Cups (difficulty 3): only a 1 passes; no Cups in hand.
    let (_dir, mut app) = at_the_table("4 4 4 4 4 2", "2S 3S 4S 5W");
    flip(&mut app, "QC");
    let odds = pending_odds(app.active().unwrap().delve()).expect("a check is ahead");
    let row = &odds.rows[0];
    // The row: careful 28% / 8%, bold 60% / 40% (one die: 17% / 33%).
    assert_eq!(row.careful, "passes 28%, death 8%");
    assert_eq!(row.bold.as_deref(), Some("passes 60%, death 40%"));
    for said in [
        &row.careful,
        row.bold.as_ref().unwrap(),
        &format!("Odds of the {}", odds.title),
        &"If you live, you lose 1.6 Luck on average.".to_string(),
    ] {
        assert!(shows(&app, said), "`{said}` on screen");
    }
    assert!(
        shows(&app, lines_sentence()),
        "the two lines in one sentence"
    );
    // The last die of Luck: a 5 fails; the prompt's answers carry their figures.
    answer(&mut app, Answer::Die(5));
    let prompt = pending_reroll(app.active().unwrap().delve()).expect("a re-roll prompt");
    assert!(shows(
        &app,
        &format!("careful: {}", "passes 35%, death 23%")
    ));
    assert!(shows(&app, &format!("bold: {}", "passes 52%, death 48%")));
    assert!(
        shows(&app, "Luck 4 → 0, you die"),
        "accepting says its cost"
    );
    assert!(shows(&app, &prompt.rule));
    assert!(shows(&app, &prompt.choice));
}

#[test]
fn ways_with_cups_that_do_no_better_are_folded_and_one_click_away() {
    // Might 6 against a Page of Swords: a 5 or less passes already, so Cups add nothing.
    let (_dir, mut app) = at_the_table("6 6 4 4 4 4", "2C 3C 4C 5C");
    flip(&mut app, "PS");
    let odds = pending_odds(app.active().unwrap().delve()).expect("a check is ahead");
    let folded: Vec<&str> = odds
        .rows
        .iter()
        .filter(|r| r.folded && !r.best)
        .map(|r| r.way.as_str())
        .collect();
    assert!(
        !folded.is_empty(),
        "some Cups spends do no better: {odds:?}"
    );
    // The ★'s reason says which line its chance of death is (the bold line's may differ).
    assert!(odds.why.contains("careful re-rolls"), "{}", odds.why);
    assert!(shows(&app, &odds.why));
    let shown = texts(&app);
    for way in &folded {
        assert!(!shown.iter().any(|t| t == way), "{way} folded: {shown:?}");
    }
    for row in odds.rows.iter().filter(|r| !r.folded || r.best) {
        assert!(shown.contains(&row.way), "{} on show", row.way);
    }
    click_in_the_question_block(&mut app, "Page of Swords", "no better: show");
    let shown = texts(&app);
    for way in &folded {
        assert!(shown.iter().any(|t| t == way), "{way} shown on request");
    }
    click_in_the_question_block(&mut app, "Page of Swords", "Fold the ways with Cups");
    assert!(!texts(&app).iter().any(|t| t == folded[0]));
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
        let careful = malice::journal::odds::chances(&odds.careful);
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
fn the_terminal_shows_the_same_figures_as_the_app_for_the_same_state() {
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
    // The Queen of Swords with four Cups in hand: Might or Agility, with or without a boost.
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
    let terminal = malice(&["delve", "--adventurer", "Ysolde Marr"], "quit\n");

    let mut app = app(&dir);
    click(&mut app, "Continue Ysolde Marr's delve");
    let odds = pending_odds(app.active().unwrap().delve()).expect("a check is ahead");
    assert!(odds.rows.len() > 1, "more than one way: {odds:?}");
    let shown = texts(&app);
    for row in &odds.rows {
        let mut figures = vec![&row.careful];
        figures.extend(&row.bold);
        for said in figures {
            assert!(
                terminal.contains(said.as_str()),
                "terminal: {said}\n{terminal}"
            );
            if !row.folded || row.best {
                assert!(shown.iter().any(|t| t == said), "app: {said} in {shown:?}");
            }
        }
    }
    assert!(terminal.contains(lines_sentence()));
    assert!(shown.iter().any(|t| t == lines_sentence()));
}
