//! Proptest's settings for the test crates: a number of cases, and the failures it finds kept
//! beside the test's own file (`tests/tarot/props.rs` keeps
//! `tests/tarot/props.proptest-regressions`), as when each file was a test binary of its own;
//! proptest's default would look in a `tests/proptest-regressions/` folder shared by every
//! crate.

use proptest::test_runner::{Config, FileFailurePersistence};

/// Runs `cases` cases, keeping failures beside the test's file.
pub fn cases(cases: u32) -> Config {
    Config {
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..Config::with_cases(cases)
    }
}
