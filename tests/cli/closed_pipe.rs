//! Every command survives a closed pipe (`malice game list | head -1`): it ends quietly, as
//! Unix tools do, instead of panicking with "failed printing to stdout: Broken pipe"; what it
//! saved before printing stays saved.

use crate::bounded;
use crate::one_at_a_time;

/// SIGPIPE's number (13 on every Unix Malice runs on).
#[cfg(unix)]
const SIGPIPE: i32 = 13;

use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::Instant;

/// Runs `malice` with its standard output a pipe whose reading end is already closed, so its
/// first write meets a closed pipe; gives how it ended and what it said on standard error.
#[cfg(unix)]
fn into_closed_pipe(home: &Path, args: &[&str]) -> (ExitStatus, String) {
    use std::io::Read;
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = one_at_a_time::spawn(
        Command::new(env!("CARGO_BIN_EXE_malice"))
            .args(args)
            .env("MALICE_HOME", home)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped()),
    )
    .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let said = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let deadline = Instant::now() + bounded::PATIENCE;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("malice {args:?} did not end");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    (status, said.join().unwrap())
}

#[test]
#[cfg(unix)]
fn every_command_ends_quietly_on_a_closed_pipe() {
    use std::os::unix::process::ExitStatusExt;
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let run = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
        command.args(args).env("MALICE_HOME", home);
        let output = bounded::output(&mut command, b"");
        assert!(output.status.success(), "{args:?}: {output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    // A saving command first: what it saved before printing stays saved.
    let (status, said) = into_closed_pipe(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "5,5,5,4,5,5",
        ],
    );
    assert!(!said.contains("panicked"), "{said}");
    assert!(run(&["adventurer", "list"]).contains("Ann"));
    assert_ne!(status.code(), Some(101));
    run(&[
        "delve",
        "--adventurer",
        "Ann",
        "--seed",
        "11",
        "--policy",
        "cautious",
    ]);
    run(&[
        "game", "play", "--game", "malice", "--ai", "1", "--seed", "3",
    ]);

    let commands: [&[&str]; 9] = [
        &["game", "list"],
        &["game", "history", "--game", "malice"],
        &["adventurer", "list"],
        &["adventurer", "show", "Ann"],
        &["fame"],
        &["corpse", "show"],
        &["journal", "search", "the"],
        &["journal", "export", "--adventurer", "Ann"],
        &["game", "perft", "--game", "malice", "--depth", "2"],
    ];
    for args in commands {
        let (status, said) = into_closed_pipe(home, args);
        // Ended by the closed pipe (SIGPIPE), or done before noticing it: never a panic.
        let quiet_end = status.success() || status.signal() == Some(SIGPIPE);
        assert!(quiet_end, "{args:?} ended {status:?}: {said}");
        assert_eq!(said, "", "{args:?}");
    }
}
