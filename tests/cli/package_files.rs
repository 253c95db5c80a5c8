//! `malice package-files DIR` (hidden, for packaging) writes the man pages and a completion
//! for every shell the packages ship: bash, zsh, fish, PowerShell (Windows) and Elvish.

use crate::bounded;

use std::process::Command;

#[test]
fn package_files_writes_the_man_pages_and_every_shells_completion() {
    let dir = tempfile::tempdir().unwrap();
    let output = bounded::output(
        Command::new(env!("CARGO_BIN_EXE_malice"))
            .arg("package-files")
            .arg(dir.path()),
        &[],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Each file in its shell's own language, completing the subcommands.
    for (name, says) in [
        ("malice", "complete -F"),
        ("_malice", "#compdef malice"),
        ("malice.fish", "complete -c malice"),
        ("malice.ps1", "Register-ArgumentCompleter"),
        ("malice.elv", "edit:completion"),
    ] {
        let path = dir.path().join("completions").join(name);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(text.contains(says), "{name} does not hold {says:?}");
        assert!(text.contains("delve"), "{name} does not complete `delve`");
    }
    for page in ["malice.1", "malice-delve.1", "malice-game.1"] {
        let text = std::fs::read_to_string(dir.path().join("man").join(page)).unwrap();
        assert!(text.contains(".SH NAME"), "{page}");
    }
}
