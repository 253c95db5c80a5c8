//! `malice game play|list|show|export|import`: matches kept in the profile from the command
//! line, continued, replayed, exported and imported. Every child process has a time limit.

use crate::binary;

use std::path::Path;

/// What a run printed.
pub(crate) struct Run {
    pub(crate) ok: bool,
    pub(crate) out: String,
    pub(crate) err: String,
}

/// Runs `malice ARGS` with the data folder `home`, typing `input` (killed if it does not end
/// in time: see `bounded`).
pub(crate) fn malice(home: &Path, args: &[&str], input: &[u8]) -> Run {
    let output = binary::malice_with(Some(home), &[], args, input);
    Run {
        ok: output.status.success(),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The match id in "Saved as match ID after every move."
pub(crate) fn saved_id(out: &str) -> String {
    out.split("Saved as match ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no match id in: {out}"))
        .to_owned()
}

#[test]
fn play_saves_the_match_and_continue_takes_it_up_again() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let args = [
        "game",
        "play",
        "--game",
        "martian-chess",
        "--ai",
        "1",
        "--seed",
        "3",
        "--name",
        "Ada",
    ];
    let run = malice(home, &args, b"b3-a4\nquit\n");
    assert!(run.ok, "{}", run.err);
    let id = saved_id(&run.out);
    assert!(
        run.out.contains("The computer (level 1) plays"),
        "{}",
        run.out
    );
    assert!(run.out.contains(&format!("--continue {id}")), "{}", run.out);

    let list = malice(home, &["game", "list"], b"");
    assert!(list.ok, "{}", list.err);
    assert!(list.out.contains(&id), "{}", list.out);
    assert!(
        list.out
            .contains("Ada vs the computer (level 1)  2 moves  unfinished"),
        "{}",
        list.out
    );

    let run = malice(home, &["game", "play", "--continue", &id], b"c3-d4\nquit\n");
    assert!(run.ok, "{}", run.err);
    assert!(
        run.out.contains(&format!("Continuing match {id}")),
        "{}",
        run.out
    );
    let show = malice(home, &["game", "show", &id], b"");
    assert!(show.ok, "{}", show.err);
    assert!(show.out.contains("1. b3-a4\n"), "{}", show.out);
    assert!(show.out.contains("3. c3-d4\n"), "{}", show.out);
    assert!(
        show.out.contains("4. "),
        "the computer replied: {}",
        show.out
    );
    assert!(show.out.contains("Unfinished"), "{}", show.out);
    let early = malice(home, &["game", "show", &id, "--after", "1"], b"");
    assert!(early.out.contains("After move 1 of 4:"), "{}", early.out);
    let too_far = malice(home, &["game", "show", &id, "--after", "9"], b"");
    assert!(!too_far.ok);
    assert!(too_far.err.contains("has 4 moves"), "{}", too_far.err);
}

#[test]
fn seat_one_lets_the_computer_open() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "game", "play", "--game", "malice", "--ai", "1", "--seed", "2", "--seat", "1",
    ];
    let run = malice(home.path(), &args, b"quit\n");
    assert!(run.ok, "{}", run.err);
    let computer = run.out.find("The computer (level 1) plays").unwrap();
    let prompt = run.out.find("Seat 1 (You) to move>").unwrap();
    assert!(computer < prompt, "{}", run.out);
    let bad = malice(
        home.path(),
        &["game", "play", "--game", "malice", "--seat", "2"],
        b"",
    );
    assert!(!bad.ok);
    assert!(bad.err.contains("seats 0 to 1"), "{}", bad.err);
}

#[test]
fn a_match_from_a_position_finishes_and_its_result_is_kept() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    // North's last piece stands where South's pawn takes it: the zone is emptied.
    let args = [
        "game",
        "play",
        "--game",
        "martian-chess",
        "--ai",
        "2",
        "--position",
        "4/4/4/P3/1P2/4/4/4 0 0,0 - 0 0",
    ];
    let run = malice(home, &args, b"b4xa5\n");
    assert!(run.ok, "{}", run.err);
    assert!(run.out.contains("Game over: You win"), "{}", run.out);
    // The score is said once: the rules' ending carries it, no second bracket after it.
    let over = run
        .out
        .lines()
        .find(|line| line.starts_with("Game over"))
        .unwrap_or_default();
    assert!(over.contains(" to "), "{over}");
    assert_eq!(over.matches('(').count(), 1, "{over}");
    let id = saved_id(&run.out);
    let list = malice(home, &["game", "list"], b"");
    assert!(list.out.contains("1 move  You win"), "{}", list.out);
    let show = malice(home, &["game", "show", &id], b"");
    assert!(
        show.out.contains("start: 4/4/4/P3/1P2/4/4/4 0 0,0 - 0 0"),
        "{}",
        show.out
    );
    assert!(show.out.contains("Game over: You win"), "{}", show.out);
    let again = malice(home, &["game", "play", "--continue", &id], b"");
    assert!(again.out.contains("Game over"), "{}", again.out);
    let history = malice(home, &["game", "history", "--game", "martian-chess"], b"");
    assert!(history.ok, "{}", history.err);
    let level_line = history
        .out
        .lines()
        .find(|l| l.contains("the computer, level 2"))
        .unwrap_or_else(|| panic!("{}", history.out));
    assert!(
        level_line.ends_with("1 won, 0 drawn, 0 lost"),
        "{level_line}"
    );
    assert!(
        history
            .out
            .contains("won   against the computer (level 2)  1 move  ["),
        "{}",
        history.out
    );
    let fame = malice(home, &["fame"], b"");
    assert!(fame.ok, "{}", fame.err);
    assert!(
        fame.out.contains(
            "Martian Chess  level 2: 1 win, the shortest in 1 move; 1 won, 0 drawn, 0 lost"
        ),
        "{}",
        fame.out
    );
}

#[test]
fn export_writes_the_match_text_and_import_reads_it_back_as_a_new_match() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    // A hint first (in Martian Chess: the hint's search is quick there), then a Malaka match.
    let hinted = malice(
        home,
        &["game", "play", "--game", "martian-chess", "--ai", "1"],
        b"hint\nquit\n",
    );
    assert!(hinted.out.contains("Hint: "), "{}", hinted.out);
    let args = [
        "game", "play", "--game", "malaka", "--ai", "1", "--seed", "9",
    ];
    let run = malice(home, &args, b"quit\n");
    assert!(run.ok, "{}", run.err);
    let id = saved_id(&run.out);
    let file = home.join("match.txt");
    let file_arg = file.to_str().unwrap();
    let export = malice(home, &["game", "export", &id, "--out", file_arg], b"");
    assert!(export.ok, "{}", export.err);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("game: malaka\n"), "{text}");
    assert!(
        text.contains("1. ["),
        "the opening roll waits in brackets: {text}"
    );
    let import = malice(home, &["game", "import", file_arg], b"");
    assert!(import.ok, "{}", import.err);
    assert!(
        import.out.contains("Imported as match malaka-"),
        "{}",
        import.out
    );
    assert!(import.out.contains("unfinished"), "{}", import.out);
    let list = malice(home, &["game", "list"], b"");
    assert_eq!(list.out.lines().count(), 3, "{}", list.out);
    assert!(
        list.out.contains("assisted"),
        "the hint is kept: {}",
        list.out
    );
    std::fs::write(
        &file,
        "game: malaka\nseat 0: person A\nseat 1: friend B\nmoves:\n1. [3] zz\n",
    )
    .unwrap();
    let bad = malice(home, &["game", "import", file_arg], b"");
    assert!(!bad.ok);
    assert!(
        bad.err.contains("entry 2 (`zz`) does not replay"),
        "{}",
        bad.err
    );
}

#[test]
fn a_line_that_is_not_text_is_refused_and_play_goes_on() {
    let home = tempfile::tempdir().unwrap();
    let args = ["game", "play", "--game", "malawi", "--seed", "1"];
    let run = malice(home.path(), &args, b"\xff\xfe\nmoves\nquit\n");
    assert!(run.ok, "{}", run.err);
    assert!(run.out.contains("that line is not text"), "{}", run.out);
    assert!(run.out.contains("Legal moves:"), "{}", run.out);
}

#[test]
fn unknown_matches_are_named_in_the_error() {
    let home = tempfile::tempdir().unwrap();
    for args in [
        &["game", "show", "no-such-match"][..],
        &["game", "play", "--continue", "no-such-match"][..],
        &["game", "export", "no-such-match", "--out", "x.txt"][..],
    ] {
        let run = malice(home.path(), args, b"");
        assert!(!run.ok);
        assert!(
            run.err.contains("there is no match \"no-such-match\""),
            "{}",
            run.err
        );
    }
    let list = malice(home.path(), &["game", "list"], b"");
    assert!(list.out.contains("No matches yet"), "{}", list.out);
}

#[test]
fn a_finished_malaka_game_names_no_score_it_does_not_keep() {
    let home = tempfile::tempdir().unwrap();
    // O's last piece off the goal edge reaches it with the 2: every piece is joined.
    let args = [
        "game",
        "play",
        "--game",
        "malaka",
        "--ai",
        "1",
        "--position",
        "9/9/7O1/9/X8/9/9/9/9 o 21 5 0",
    ];
    let run = malice(home.path(), &args, b"h7-h9\n");
    assert!(run.ok, "{}", run.err);
    assert!(
        run.out
            .contains("Game over: You win: every piece was joined to the goal edge.\n"),
        "{}",
        run.out
    );
    assert!(!run.out.contains("scores"), "{}", run.out);
}
