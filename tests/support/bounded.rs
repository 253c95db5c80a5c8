//! Runs a command to its end, but never waits on it forever: a child still running after
//! [`PATIENCE`] is killed and the test fails, instead of hanging.

use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Long enough for a slow, busy one-core machine.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// Runs `command` with `input` on its standard input and its output captured, as
/// `Command::output` does (started in turn: see `one_at_a_time`), but kills it and panics if
/// it has not ended after [`PATIENCE`].
pub fn output(command: &mut Command, input: &[u8]) -> Output {
    let mut child = crate::one_at_a_time::spawn(
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    )
    .unwrap_or_else(|e| panic!("{command:?} could not start: {e}"));
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let typed = std::thread::spawn(move || {
        // A child that stops reading early closes the pipe: not a failure here.
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        bytes
    });
    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{command:?} did not end within {PATIENCE:?}");
            }
        }
    };
    let _ = typed.join();
    Output {
        status,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    }
}
