//! The tarot command line: `malice delve` with scripts, traces and JSON, and `malice sim`.

use std::path::PathBuf;
use std::process::{Command, Output};

fn malice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_malice"))
        .args(args)
        .output()
        .expect("the malice binary runs")
}

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
