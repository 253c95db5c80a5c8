//! A match killed as it starts: `game play` shows the match's id before it first saves it, so
//! whatever write it is killed at, `game list` shows no match the player was not told of.

use crate::bounded;

use std::path::Path;
use std::process::Command;

fn malice(home: &Path, kill_at: Option<usize>, args: &[&str]) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
    command.args(args).env("MALICE_HOME", home);
    match kill_at {
        Some(n) => command.env("MALICE_KILL_AT_WRITE", n.to_string()),
        None => command.env_remove("MALICE_KILL_AT_WRITE"),
    };
    bounded::output(&mut command, b"quit\n")
}

#[test]
fn a_match_killed_at_any_write_of_its_start_was_named_to_the_player_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut killed_once = false;
    for kill_at in 1.. {
        assert!(kill_at < 10, "game play never ran to its end");
        let home = dir.path().join(format!("home-{kill_at}"));
        // The computer opens (seat 1), so the start saves the match and its first move.
        let play = [
            "game",
            "play",
            "--game",
            "martian-chess",
            "--ai",
            "1",
            "--seat",
            "1",
            "--seed",
            "5",
        ];
        let killed = malice(&home, Some(kill_at), &play);
        let told = String::from_utf8_lossy(&killed.stdout).into_owned();
        let list = malice(&home, None, &["game", "list"]);
        assert!(list.status.success(), "{list:?}");
        let listed = String::from_utf8_lossy(&list.stdout).into_owned();
        for line in listed
            .lines()
            .filter(|line| line.starts_with("martian-chess-"))
        {
            let id = line.split_whitespace().next().unwrap_or_default();
            assert!(
                told.contains(id),
                "killed at write {kill_at}: {id} is kept but was never shown ({told:?})"
            );
        }
        if killed.status.success() {
            break;
        }
        killed_once = true;
    }
    assert!(killed_once);
}
