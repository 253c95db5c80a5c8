//! The `malice` binary run as a child for a test, written once: a data folder of the test's
//! own, the fault hooks of debug builds cleared unless the test sets one, and never a wait
//! forever (see `bounded`).

use std::path::Path;
use std::process::{Command, Output};

use crate::bounded;

/// The variables with which a debug build fakes a fault at a write (see `store::atomic`):
/// cleared for every run, so that only a test that sets one gets one.
const FAULTS: [&str; 3] = [
    "MALICE_KILL_AT_WRITE",
    "MALICE_KILL_AFTER_WRITE",
    "MALICE_FAIL_AT_WRITE",
];

/// `malice ARGS` as a command, with the data folder `home` when one is given, and no fault
/// hook set.
pub fn command(home: Option<&Path>, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
    command.args(args);
    if let Some(home) = home {
        command.env("MALICE_HOME", home);
    }
    for fault in FAULTS {
        command.env_remove(fault);
    }
    command
}

/// Runs `malice ARGS` with the data folder `home` (when given) and the variables `env` set,
/// typing `input`; its output once it has ended (within [`bounded::PATIENCE`]).
pub fn malice_with(
    home: Option<&Path>,
    env: &[(&str, &str)],
    args: &[&str],
    input: &[u8],
) -> Output {
    let mut command = command(home, args);
    for (key, value) in env {
        command.env(key, value);
    }
    bounded::output(&mut command, input)
}

/// Runs `malice ARGS` with the data folder `home`, typing nothing.
pub fn malice(home: &Path, args: &[&str]) -> Output {
    malice_with(Some(home), &[], args, &[])
}

/// Runs `malice ARGS` with no data folder given (for commands that keep nothing).
pub fn malice_bare(args: &[&str]) -> Output {
    malice_with(None, &[], args, &[])
}
