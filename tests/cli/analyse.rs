//! `malice game analyse ID`: a saved match judged move by move from the command line, in words
//! and as JSON, and an unknown match refused in words. Every child process has a time limit.

use crate::matches::{Run, malice, saved_id};

use std::path::Path;

/// Plays a Martian Chess match from a position where South's pawn on b4 can take North's
/// queen on a5 (3 points), and walks it into North's zone instead (b4-c5), handing it over;
/// gives the match's id.
fn a_blunder(home: &Path) -> String {
    let args = [
        "game",
        "play",
        "--game",
        "martian-chess",
        "--ai",
        "2",
        "--seed",
        "1",
        "--position",
        "3P/4/4/Q3/1P2/4/4/3P 0 0,0 - 0 0",
    ];
    let Run { ok, out, err } = malice(home, &args, b"b4-c5\n");
    assert!(ok, "{err}");
    saved_id(&out)
}

#[test]
fn analyse_marks_the_blunder_names_the_better_move_and_tallies_each_side() {
    let home = tempfile::tempdir().unwrap();
    let id = a_blunder(home.path());
    let Run { ok, out, err } = malice(home.path(), &["game", "analyse", &id], b"");
    assert!(ok, "{err}");
    let first = out.lines().next().unwrap_or_default();
    assert_eq!(first.trim(), "1. b4-c5??  (You) blunder", "{out}");
    assert!(out.contains("better: b4xa5"), "{out}");
    // Numbered as the move list numbers them: the computer's reply is "1…".
    let reply = out
        .lines()
        .find(|l| l.contains("(the computer (level 2))"))
        .unwrap_or_default();
    assert!(reply.trim().starts_with("1… "), "{out}");
    assert!(
        out.contains("queen"),
        "the why names what was missed: {out}"
    );
    assert!(out.contains("You: 1 blunder\n"), "{out}");
    assert!(out.contains("the computer (level 2): "), "{out}");
    assert!(
        err.contains("analysing: move"),
        "progress on the error stream: {err}"
    );
}

#[test]
fn analyse_as_json_gives_one_object_with_a_review_per_move() {
    let home = tempfile::tempdir().unwrap();
    let id = a_blunder(home.path());
    let Run { ok, out, err } = malice(home.path(), &["game", "analyse", &id, "--json"], b"");
    assert!(ok, "{err}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(json["id"], id.as_str());
    assert_eq!(json["game"], "martian-chess");
    let reviews = json["analysis"]["reviews"]
        .as_array()
        .expect("a list of reviews");
    assert!(reviews.len() >= 2, "the move and the reply: {out}");
    let first = &reviews[0];
    assert_eq!(first["played"], "b4-c5");
    assert_eq!(first["best"], "b4xa5");
    assert_eq!(first["mark"], "blunder");
    assert_eq!(first["seat"], 0);
    assert_eq!(reviews[1]["seat"], 1, "the computer's reply is judged too");
}

#[test]
fn analyse_names_a_match_it_does_not_know() {
    let home = tempfile::tempdir().unwrap();
    let Run { ok, out, err } = malice(home.path(), &["game", "analyse", "martian-chess-1"], b"");
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("there is no match \"martian-chess-1\""),
        "{err}"
    );
}
