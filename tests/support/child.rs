//! A child process for tests that wait on one: its output read on a thread, every wait
//! bounded by a timeout, and the child killed if the test ends first.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Long enough for a slow, busy one-core machine; a child that says nothing for this long is
/// taken as stuck.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// A running child process whose standard output arrives line by line.
pub struct Child {
    process: std::process::Child,
    lines: Receiver<String>,
}

impl Child {
    /// Starts `command` (in turn: see `one_at_a_time`) with its standard output piped (and
    /// standard input piped, so the child can wait on it).
    pub fn spawn(mut command: Command) -> Child {
        let mut process =
            crate::one_at_a_time::spawn(command.stdin(Stdio::piped()).stdout(Stdio::piped()))
                .unwrap_or_else(|e| panic!("the child could not start: {e}"));
        let stdout = process.stdout.take().expect("stdout is piped");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Child { process, lines }
    }

    /// Runs one ignored test of this test binary (exactly that one) as a child, with `env`.
    pub fn test(name: &str, env: &[(&str, &OsStr)]) -> Child {
        let exe = std::env::current_exe().expect("the test binary's path");
        let mut command = Command::new(exe);
        command.args([
            "--exact",
            name,
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ]);
        for (key, value) in env {
            command.env(key, value);
        }
        Child::spawn(command)
    }

    /// The text after `marker` on the first line holding it, waiting at most [`PATIENCE`];
    /// `None` if the child ended or stayed silent that long. The marker may come after other
    /// text on its line (the test harness may print its own words first).
    pub fn wait_for(&mut self, marker: &str) -> Option<String> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if let Some((_, after)) = line.split_once(marker) {
                        return Some(after.trim().to_owned());
                    }
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return None,
            }
        }
    }

    /// Kills the child (SIGKILL on Unix: no destructors, no clean-up) and reaps it.
    pub fn kill(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        self.kill();
    }
}
