//! A match killed as it starts: `game play` shows the match's id before it first saves it, so
//! whether it is killed just before or just after any write, `game list` shows no match the
//! player was not told of.

use crate::binary::{malice, malice_with};

use std::path::Path;

#[test]
fn a_match_killed_at_any_write_of_its_start_was_named_to_the_player_first() {
    let dir = tempfile::tempdir().unwrap();
    for when in ["MALICE_KILL_AT_WRITE", "MALICE_KILL_AFTER_WRITE"] {
        killed_at_every_write(dir.path(), when);
    }
}

fn killed_at_every_write(dir: &Path, when: &str) {
    let mut killed_once = false;
    for kill_at in 1.. {
        assert!(kill_at < 10, "game play never ran to its end");
        let home = dir.join(format!("home-{when}-{kill_at}"));
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
        let kill_at = kill_at.to_string();
        let killed = malice_with(Some(&home), &[(when, &kill_at)], &play, b"quit\n");
        let told = String::from_utf8_lossy(&killed.stdout).into_owned();
        let list = malice(&home, &["game", "list"]);
        assert!(list.status.success(), "{list:?}");
        let listed = String::from_utf8_lossy(&list.stdout).into_owned();
        for line in listed
            .lines()
            .filter(|line| line.starts_with("martian-chess-"))
        {
            let id = line.split_whitespace().next().unwrap_or_default();
            assert!(
                told.contains(id),
                "{when}={kill_at}: {id} is kept but was never shown ({told:?})"
            );
        }
        if killed.status.success() {
            break;
        }
        killed_once = true;
    }
    assert!(killed_once, "{when} never stopped it");
}
