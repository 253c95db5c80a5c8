//! `malice` without a subcommand on a machine with no display (over SSH, in a console) says
//! so in plain words and fails, instead of panicking inside the windowing library.

use crate::bounded;

use std::process::Command;

#[test]
#[cfg(all(unix, not(target_os = "macos")))]
fn without_a_display_the_app_says_why_and_points_to_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let output = bounded::output(
        Command::new(env!("CARGO_BIN_EXE_malice"))
            .env("MALICE_HOME", dir.path())
            .env_remove("DISPLAY")
            .env("WAYLAND_DISPLAY", ""),
        &[],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.starts_with("malice: the window could not open (there is no display"),
        "{stderr}"
    );
    assert!(stderr.contains("`malice --help`"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
