//! `malice game`: perft, bench, match and play on the command line.

use crate::binary::malice_bare as malice;
use crate::bounded;

use std::process::Command;

use malice::boards::game::{Game, Status};
use malice::boards::martian_chess::MartianChess;

#[test]
fn perft_prints_the_counts() {
    let out = malice(&["game", "perft", "--game", "martian-chess", "--depth", "3"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("depth 1: 10\n") && text.contains("depth 3: 1328\n"),
        "{text}"
    );
}

#[test]
fn bench_and_match_print_json() {
    let out = malice(&[
        "game",
        "bench",
        "--game",
        "martian-chess",
        "--seconds",
        "0.2",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["playouts"].as_u64().unwrap() > 0);
    assert!(v["mean_plies"].as_f64().unwrap() > 0.0);
    let out = malice(&[
        "game",
        "match",
        "--game",
        "martian-chess",
        "--a",
        "2",
        "--b",
        "random",
        "--games",
        "4",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let total = v["a_wins"].as_u64().unwrap()
        + v["b_wins"].as_u64().unwrap()
        + v["draws"].as_u64().unwrap();
    assert_eq!(total, 4);
    let [lo, hi] = [
        v["a_win_rate_95"][0].as_f64().unwrap(),
        v["a_win_rate_95"][1].as_f64().unwrap(),
    ];
    assert!(lo <= hi && (0.0..=1.0).contains(&lo) && hi <= 1.0);
    // Each record lists its moves: played from the start they reach its last position.
    for record in v["records"].as_array().unwrap() {
        let moves = record["moves"].as_array().unwrap();
        assert_eq!(moves.len() as u64, record["plies"].as_u64().unwrap());
        let mut game = MartianChess::new(Default::default()).unwrap();
        for mv in moves {
            let mv = game.parse_move(mv.as_str().unwrap()).unwrap();
            game.play(mv).unwrap();
        }
        assert!(matches!(game.status(), Status::Over(_)));
        assert_eq!(
            game.position_text(),
            record["last_position"].as_str().unwrap()
        );
    }
    // By node budgets alone (no time limits), a seeded match replays game for game.
    let untimed = || {
        let out = malice(&[
            "game",
            "match",
            "--game",
            "malice",
            "--a",
            "1",
            "--b",
            "random",
            "--games",
            "2",
            "--untimed",
            "--json",
        ]);
        assert!(out.status.success());
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["records"].clone()
    };
    assert_eq!(untimed(), untimed());
}

/// `game match --a-hints`: a's side plays what the app's Hint names (searched as in the app),
/// and the result says so. Against random moves the hints win Malawi.
#[test]
fn a_match_can_be_played_by_the_hints() {
    let out = malice(&[
        "game",
        "match",
        "--game",
        "malawi",
        "--a",
        "2",
        "--a-hints",
        "--b",
        "random",
        "--games",
        "2",
        "--untimed",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["a"], "Hint");
    assert_eq!(v["a_wins"].as_u64(), Some(2), "{v}");
}

/// Runs `malice game play` with these arguments, typing `input`; returns what it printed.
fn play_session(args: &[&str], input: &[u8]) -> String {
    // The match is saved: in a data folder of the test's own.
    let home = tempfile::tempdir().unwrap();
    let out = bounded::output(
        Command::new(env!("CARGO_BIN_EXE_malice"))
            .args(["game", "play"])
            .args(args)
            .env("MALICE_HOME", home.path()),
        input,
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn play_explains_illegal_moves_and_takes_legal_ones() {
    let text = play_session(
        &["--game", "martian-chess", "--ai", "1", "--seed", "3"],
        b"a1-a2\nb3-a4\nquit\n",
    );
    assert!(text.contains("there is no piece on a1"), "{text}");
    assert!(text.contains("The computer (level 1) plays"), "{text}");
}

#[test]
fn bad_options_are_refused() {
    let out = malice(&[
        "game",
        "perft",
        "--game",
        "martian-chess",
        "--depth",
        "1",
        "--option",
        "colour=blue",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad option"));
}

#[test]
fn malaka_plays_on_the_command_line_with_its_own_move_syntax() {
    let out = malice(&["game", "perft", "--game", "malaka", "--depth", "1"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("depth 1: 24\n"));
    // The large board: eight stacks, each moved by any of a d6's faces.
    let out = malice(&[
        "game",
        "perft",
        "--game",
        "malaka",
        "--depth",
        "1",
        "--option",
        "large=true",
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("depth 1: 48\n"));
    let text = play_session(
        &["--game", "malaka", "--ai", "2"],
        b"undo\nredo\npass\nc1-c9\nquit\n",
    );
    assert!(text.contains("c3-c6-c8"), "the syntax is explained: {text}");
    assert!(text.contains("nothing to undo"), "{text}");
    assert!(text.contains("no move taken back to give again"), "{text}");
    assert!(text.contains("passing is not allowed"), "{text}");
    assert!(text.contains("cannot be played with the die"), "{text}");
    assert!(
        text.contains("Steps to go: Blue (O) 228, Red (X) 228"),
        "{text}"
    );
}

#[test]
fn a_bad_option_value_says_what_the_option_takes() {
    let refusal = |game: &str, option: &str| {
        let out = malice(&[
            "game", "perft", "--game", game, "--depth", "1", "--option", option,
        ]);
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let why = refusal("malaka", "dice=6");
    assert!(
        why.contains("`d4`, `d6`") && !why.contains("unit variant"),
        "{why}"
    );
    let why = refusal("malaka", "large=maybe");
    assert!(why.contains("true or false"), "{why}");
    let why = refusal("martian-chess", "players=three");
    assert!(why.contains("whole number"), "{why}");
    // A number that the option takes as a number still reads.
    let out = malice(&[
        "game", "perft", "--game", "malaka", "--depth", "1", "--option", "dice=d6",
    ]);
    assert!(out.status.success());
}

#[test]
fn think_prints_depth_nodes_and_rate_per_level() {
    let out = malice(&[
        "game",
        "think",
        "--game",
        "martian-chess",
        "--level",
        "1,2",
        "--json",
    ]);
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let levels = v["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 2);
    for (row, level) in levels.iter().zip([1, 2]) {
        assert_eq!(row["level"].as_u64(), Some(level));
        assert!(row["depth"].as_u64().unwrap() >= 1, "{row}");
        assert!(row["nodes"].as_u64().unwrap() > 0, "{row}");
        assert!(row["nodes_per_second"].as_f64().is_some(), "{row}");
        assert!(
            row["move"].as_str().is_some_and(|m| m.contains('-')),
            "{row}"
        );
    }
    // Level 2 searches deeper than level 1.
    assert!(levels[1]["depth"].as_u64() > levels[0]["depth"].as_u64());
    let out = malice(&[
        "game",
        "think",
        "--game",
        "malaka",
        "--level",
        "1",
        "--random-plies",
        "6",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("level 1: depth ") && text.contains(" nodes per second, move "),
        "{text}"
    );
    let out = malice(&["game", "think", "--game", "malawi", "--level", "6"]);
    assert!(!out.status.success());
}
