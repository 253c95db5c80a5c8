//! The tarot command line: `malice delve` with scripts, traces and JSON, and `malice sim`.

use crate::one_at_a_time;

use crate::binary::malice_bare as malice;

use std::path::PathBuf;
use std::process::{Command, Output};

fn script(name: &str, lines: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("malice-cli-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, lines).expect("script written");
    path
}

fn json(output: &Output) -> serde_json::Value {
    assert!(
        output.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

#[test]
fn sim_json_has_the_documented_fields() {
    let output = malice(&[
        "sim", "--delves", "200", "--seed", "3", "--policy", "greedy", "--json",
    ]);
    let value = json(&output);
    for key in ["delves", "escaped", "died", "mean_score", "elapsed_ms"] {
        assert!(value.get(key).is_some(), "missing {key} in {value}");
    }
    assert_eq!(value["delves"], 200);
    let escaped = value["escaped"].as_u64().unwrap();
    let died = value["died"].as_u64().unwrap();
    assert_eq!(escaped + died + value["unfinished"].as_u64().unwrap(), 200);
}

#[test]
fn sim_is_reproducible_across_thread_counts() {
    let one = json(&malice(&[
        "sim",
        "--delves",
        "300",
        "--seed",
        "9",
        "--threads",
        "1",
        "--json",
    ]));
    let two = json(&malice(&[
        "sim",
        "--delves",
        "300",
        "--seed",
        "9",
        "--threads",
        "2",
        "--json",
    ]));
    for key in ["escaped", "died", "mean_score", "max_score", "mean_turns"] {
        assert_eq!(one[key], two[key], "{key} differs");
    }
}

#[test]
fn a_seeded_delve_replays_bit_for_bit() {
    let a = json(&malice(&[
        "delve", "--seed", "42", "--policy", "cautious", "--json",
    ]));
    let b = json(&malice(&[
        "delve", "--seed", "42", "--policy", "cautious", "--json",
    ]));
    assert_eq!(a, b);
    assert!(
        a["outcome"].is_object(),
        "the policy plays to the end: {}",
        a["outcome"]
    );
    assert!(!a["events"].as_array().unwrap().is_empty());
}

#[test]
fn a_script_that_runs_out_names_its_last_line() {
    let path = script("short.txt", "# one flip only\nflip\n");
    let output = malice(&["delve", "--seed", "7", "--script", path.to_str().unwrap()]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("line 2") && error.contains("ran out"),
        "{error}"
    );
}

#[test]
fn an_illegal_answer_names_its_line() {
    // Seed 7's first question is the action; `wands 3` needs three Wands in hand.
    let path = script("illegal.txt", "flip\nwands 3\n");
    let output = malice(&["delve", "--seed", "7", "--script", path.to_str().unwrap()]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("line 2"), "{error}");
}

#[test]
fn a_table_script_sets_the_dice_and_cards() {
    // Creation dice, an opening hand of 2 (Intelligence 2), then one flip and a leave.
    let path = script("table.txt", "3\n4\n5\n2\n6\n1\n5P\nKP\nflip\nM0\nleave\n");
    let output = malice(&[
        "delve",
        "--table",
        "--script",
        path.to_str().unwrap(),
        "--json",
    ]);
    let value = json(&output);
    assert_eq!(value["attributes"]["might"], 3);
    assert_eq!(value["attributes"]["evocation"], 1);
    assert_eq!(value["hand"], serde_json::json!(["5P", "KP"]));
    assert_eq!(value["score"], 2);
    assert_eq!(value["outcome"]["escaped"]["score"], 2);
}

#[test]
fn trace_prints_each_question_and_answer() {
    let path = script("trace.txt", "3\n4\n5\n2\n6\n1\n5P\nKP\nflip\nM0\nleave\n");
    let output = malice(&[
        "delve",
        "--table",
        "--trace",
        "--script",
        path.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("[creation-die]"), "{text}");
    assert!(
        text.contains("[escape] The Fool: leave the dungeon now, or go on? -> leave"),
        "{text}"
    );
}

#[test]
fn unknown_rules_are_refused_in_plain_words() {
    let output = malice(&["sim", "--delves", "1", "--rule", "gravity=on"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("gravity"));
}

/// Runs `malice` with `input` on standard input, killed if it has not finished in a minute.
fn malice_with_input(args: &[&str], input: &str, home: Option<&std::path::Path>) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(home) = home {
        command.env("MALICE_HOME", home);
    }
    let mut child = one_at_a_time::spawn(&mut command).expect("the malice binary runs");
    if let Some(mut stdin) = child.stdin.take() {
        // The child may stop reading early (quit): a broken pipe is fine.
        let _ = stdin.write_all(input.as_bytes());
    }
    let start = Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited on")
        .is_none()
    {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("malice {args:?} did not finish within a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("the output is read")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn quit_ends_an_interactive_delve_and_says_it_is_not_saved() {
    let output = malice_with_input(&["delve", "--seed", "7"], "flip\nquit\nflip\n", None);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("You stop here"), "{out}");
    assert!(out.contains("malice delve --seed 7"), "{out}");
    assert!(!out.contains("still in the dungeon"), "{out}");
}

#[test]
fn input_ending_early_says_how_to_go_on() {
    let output = malice_with_input(&["delve", "--seed", "7"], "flip\n", None);
    let out = text(&output.stdout);
    assert!(out.contains("The input ended"), "{out}");
    assert!(!out.contains("The delve is over"), "{out}");
    // An adventurer's delve is saved and says how to continue it.
    let home = std::env::temp_dir().join(format!("malice-cli-quit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let made = malice_with_input(
        &[
            "adventurer",
            "new",
            "--name",
            "Ada",
            "--roll",
            "3,3,3,2,3,3",
        ],
        "",
        Some(&home),
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let output = malice_with_input(
        &["delve", "--adventurer", "Ada", "--seed", "3"],
        "flip\n",
        Some(&home),
    );
    let out = text(&output.stdout);
    assert!(
        out.contains("The delve is saved") && out.contains("--adventurer \"Ada\""),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_number_at_the_cups_prompt_is_that_many_boosts() {
    // Table mode: Might 1, Intelligence 3, an opening hand of three Cups. The Queen of Swords,
    // checked with Might: +1 costs 1 Cup, +2 costs 1 + 2. Typing 2 buys two boosts.
    let input = "1\n4\n5\n3\n6\n1\nAC\n2C\n3C\nflip\nQS\nmight\n2\nquit\n";
    let output = malice_with_input(&["delve", "--table", "--trace"], input, None);
    let out = text(&output.stdout);
    assert!(out.contains("[cups]") && out.contains("-> 2"), "{out}");
    assert!(out.contains("Spent 3 Cups cards for +2 Might"), "{out}");
}

#[test]
fn odds_come_before_a_check_with_nothing_to_choose() {
    // Table mode: the Queen of Cups is a Luck check with no choice; its odds are shown before
    // its die is asked for.
    let input = "1\n4\n3\n2\n6\n1\nAP\n2P\nflip\nQC\nquit\n";
    let output = malice_with_input(&["delve", "--table"], input, None);
    let out = text(&output.stdout);
    let odds = out
        .find("Odds of the Luck check against the Queen of Cups")
        .unwrap_or_else(|| panic!("{out}"));
    let die = out
        .find("Roll a die: Luck")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(odds < die, "{out}");
    // Luck 3 against the Queen (target 1): the careful and the bold line, as the ruling
    // counts them (issue 31's table).
    assert!(
        out.contains("careful: passes 35%, death 23%; bold: passes 52%, death 48%"),
        "{out}"
    );
    assert!(
        out.contains("Careful play re-rolls a failed die unless that raises the chance of dying"),
        "{out}"
    );
}

#[test]
fn script_slips_are_reported_plainly() {
    // Lines left after the end are reported.
    let path = script(
        "leftover.txt",
        "3\n4\n5\n2\n6\n1\n5P\nKP\nflip\nM0\nleave\nflip\nflip\n",
    );
    let output = malice(&["delve", "--table", "--script", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let error = text(&output.stderr);
    assert!(
        error.contains("2 answers from line 12 on were not used"),
        "{error}"
    );
    // A byte-order mark is accepted.
    let path = script(
        "bom.txt",
        "\u{feff}3\n4\n5\n2\n6\n1\n5P\nKP\nflip\nM0\nleave\n",
    );
    let output = malice(&["delve", "--table", "--script", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    // An empty script is not "line 0".
    let path = script("empty.txt", "# nothing yet\n\n");
    let output = malice(&["delve", "--seed", "7", "--script", path.to_str().unwrap()]);
    let error = text(&output.stderr);
    assert!(!output.status.success());
    assert!(
        error.contains("holds no answers") && !error.contains("line 0"),
        "{error}"
    );
    // A huge line is not echoed whole.
    let huge = "x".repeat(5_000);
    let path = script("huge.txt", &format!("{huge}\n"));
    let output = malice(&["delve", "--seed", "7", "--script", path.to_str().unwrap()]);
    let error = text(&output.stderr);
    assert!(!output.status.success());
    assert!(error.len() < 1_000 && error.contains('…'), "{error}");
    // And the wording reads right.
    let path = script("word.txt", "dance\n");
    let output = malice(&["delve", "--seed", "7", "--script", path.to_str().unwrap()]);
    let error = text(&output.stderr);
    assert!(error.contains("the `action` question"), "{error}");
    assert!(!error.contains("a action"), "{error}");
}

#[test]
fn a_bad_rule_value_is_blamed_on_the_command_line() {
    let output = malice(&["delve", "--seed", "1", "--rule", "empty_deck=sideways"]);
    assert!(!output.status.success());
    let error = text(&output.stderr);
    assert!(error.contains("--rule empty_deck=sideways"), "{error}");
    assert!(!error.contains("rules.toml"), "{error}");
}

#[test]
fn the_high_priestess_at_the_table_asks_only_for_the_card_turned() {
    // Table mode, Intelligence 3: the High Priestess lays three cards face down; the person
    // turns one, so the terminal asks which card it is, not which position.
    let input = "3\n3\n3\n3\n3\n3\nAP\n2P\n3P\nflip\nM2\n5S\n9C\nKW\nquit\n";
    let output = malice_with_input(&["delve", "--table"], input, None);
    let out = text(&output.stdout);
    assert!(!out.contains("Turn which face-down card"), "{out}");
    let asked = out
        .find("Which card of the spread did you turn over?")
        .unwrap_or_else(|| panic!("{out}"));
    let named = out
        .find("Turned over Five of Swords from the spread.")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(asked < named, "{out}");
    // The rest are named as they go; the next turn's action is asked, so `quit` stops there.
    assert!(out.contains("You stop here"), "{out}");
}

#[test]
fn a_typed_card_that_cannot_be_flipped_is_refused_with_where_it_is() {
    // Table mode: the Two of Pentacles is in the opening hand, so it cannot be flipped; a word
    // that names no card is said to be none.
    let input = "1\n4\n3\n2\n6\n1\nAP\n2P\nflip\n2P\nblorp\nquit\n";
    let output = malice_with_input(&["delve", "--table"], input, None);
    let out = text(&output.stdout);
    assert!(
        out.contains("Two of Pentacles cannot come off the deck: it is in your hand."),
        "{out}"
    );
    assert!(out.contains("`blorp` is not a card"), "{out}");
}

/// `malice daily` for one date says the same under any time zone: the derivation uses the
/// calendar date alone.
#[test]
fn daily_is_the_same_in_every_time_zone() {
    let run = |tz: &str| {
        let output = crate::binary::malice_with(
            None,
            &[("TZ", tz)],
            &["daily", "--date", "2026-05-14"],
            &[],
        );
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    let east = run("EAST-14");
    assert_eq!(east, run("WEST+12"));
    assert_eq!(east, run("UTC"));
    assert!(east.contains("Gisla the Hungry"), "{east}");
    assert!(east.contains("4C2HF-E4NJC-RTSGG-SV008"), "{east}");
    assert!(east.contains("Thursday 14 May 2026"), "{east}");
}

/// Without a date, today is the local calendar's: a zone 14 hours ahead of UTC and one 12
/// behind name their own dates.
#[test]
fn daily_today_follows_the_local_calendar() {
    for (tz, hours) in [("EAST-14", 14i64), ("WEST+12", -12)] {
        let before = (chrono::Utc::now() + chrono::Duration::hours(hours)).date_naive();
        let output = crate::binary::malice_with(None, &[("TZ", tz)], &["daily"], &[]);
        let after = (chrono::Utc::now() + chrono::Duration::hours(hours)).date_naive();
        let text = String::from_utf8(output.stdout).unwrap();
        let named = |d: chrono::NaiveDate| text.contains(&d.format("%A %-d %B %Y").to_string());
        assert!(named(before) || named(after), "{tz}: {text}");
    }
}

/// `malice delve --daily` in two homes under two time zones, with `MALICE_TODAY` fixing the
/// date as the app's does: the same adventurer of the day plays the same delve in both.
#[test]
fn the_same_days_delve_in_two_homes_under_two_time_zones() {
    let play = |tz: &str| {
        let home = tempfile::tempdir().unwrap();
        let env = [("TZ", tz), ("MALICE_TODAY", "2026-05-14")];
        let args = ["delve", "--daily", "--policy", "cautious"];
        let output = crate::binary::malice_with(Some(home.path()), &env, &args, &[]);
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let east = play("EAST-14");
    assert!(
        east.starts_with("Gisla the Hungry goes into today's delve"),
        "{east}"
    );
    assert_eq!(east, play("WEST+12"));
}

/// A deal code plays the same delve as the seed it holds (today's adventurer is the seed's
/// own creation dice), prints its code with the answers, and that code plays it again.
#[test]
fn delve_takes_and_prints_deal_codes() {
    let code = "4c2hf e4njc rtsgg sv008";
    let by_code = json(&malice(&[
        "delve", "--deal", code, "--policy", "cautious", "--json",
    ]));
    let by_seed = json(&malice(&[
        "delve",
        "--seed",
        "5871437555410062369",
        "--policy",
        "cautious",
        "--json",
    ]));
    assert_eq!(by_code["answers"], by_seed["answers"]);
    assert_eq!(by_code["outcome"], by_seed["outcome"]);
    let with_answers = by_code["deal_code"].as_str().unwrap().to_string();
    assert!(with_answers.starts_with("4C2HF-E4NJC-RTSGG-SV00") || with_answers.len() > 23);
    // The code with the answers is a deal too.
    let again = json(&malice(&[
        "delve",
        "--deal",
        &with_answers,
        "--policy",
        "cautious",
        "--json",
    ]));
    assert_eq!(again["answers"], by_code["answers"]);
    let text = malice(&["delve", "--deal", code, "--policy", "greedy"]);
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert!(
        stdout.contains("Deal code: 4C2HF-E4NJC-RTSGG-SV008"),
        "{stdout}"
    );
}

/// A mistyped code is refused in words, before anything is played.
#[test]
fn a_mistyped_deal_code_is_refused() {
    let output = malice(&[
        "delve",
        "--deal",
        "4C2HF-E4NJC-RTSGG-SV009",
        "--policy",
        "cautious",
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("mistyped"), "{stderr}");
}
