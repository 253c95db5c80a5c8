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

/// The variables set, the variables removed, and what the refusal says.
#[cfg(all(unix, not(target_os = "macos")))]
type Case<'a> = (&'a [(&'a str, &'a str)], &'a [&'a str], String);

#[test]
#[cfg(all(unix, not(target_os = "macos")))]
fn a_display_variable_that_points_nowhere_is_said_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let runtime = dir.path().join("runtime");
    std::fs::create_dir(&runtime).unwrap();
    // An X display number no server here uses.
    let free = (700..800)
        .find(|n| !std::path::Path::new(&format!("/tmp/.X11-unix/X{n}")).exists())
        .expect("a free display number");
    let x = format!(":{free}");
    let cases: [Case; 5] = [
        (
            &[("DISPLAY", &x)],
            &["WAYLAND_DISPLAY", "WAYLAND_SOCKET"],
            format!("DISPLAY is {x}, but no X server answers there"),
        ),
        (
            &[("WAYLAND_DISPLAY", "nope-0")],
            &["DISPLAY", "WAYLAND_SOCKET"],
            format!(
                "WAYLAND_DISPLAY is nope-0, but no Wayland compositor answers at {}",
                runtime.join("nope-0").display()
            ),
        ),
        (
            &[("WAYLAND_DISPLAY", "nope-0"), ("DISPLAY", &x)],
            &["WAYLAND_SOCKET"],
            format!("unset WAYLAND_DISPLAY to use the X display {x})"),
        ),
        // A socket handed over by a compositor, but none is open there (issue 39).
        (
            &[("WAYLAND_SOCKET", "99")],
            &["DISPLAY", "WAYLAND_DISPLAY"],
            "WAYLAND_SOCKET is \"99\", but that is not an open socket".to_owned(),
        ),
        (
            &[("WAYLAND_SOCKET", "not a number"), ("DISPLAY", &x)],
            &["WAYLAND_DISPLAY"],
            format!("unset WAYLAND_SOCKET to use the X display {x})"),
        ),
    ];
    for (set, unset, says) in cases {
        let mut command = Command::new(env!("CARGO_BIN_EXE_malice"));
        command
            .env("MALICE_HOME", dir.path())
            .env("XDG_RUNTIME_DIR", &runtime);
        for (key, value) in set {
            command.env(key, value);
        }
        for key in unset {
            command.env_remove(key);
        }
        let output = bounded::output(&mut command, &[]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{set:?}: {stderr}");
        assert!(
            stderr.starts_with("malice: the window could not open ("),
            "{set:?}: {stderr}"
        );
        assert!(stderr.contains(&says), "{set:?}: {stderr}");
        assert!(stderr.trim_end().ends_with("`malice --help`"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{set:?}: {stderr}");
    }
}
