//! `malice package-files DIR` (hidden, for packaging) writes the man pages and a completion
//! for every shell the packages ship: bash, zsh, fish, PowerShell (Windows) and Elvish. The
//! libraries' licences the packages ship are current against Cargo.lock.

use crate::bounded;

use sha2::{Digest, Sha256};
use std::collections::BTreeSet;
use std::path::Path;
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

/// The licences every package ships (packaging/THIRD-PARTY-LICENSES.txt, written by
/// scripts/licenses.sh with cargo-about and committed, so that packaging needs no cargo-about)
/// are current: each package in Cargo.lock is either listed there or in
/// packaging/licenses-skipped.txt (not compiled into the Linux or the Windows build), none is
/// in both, nothing else is listed, and cargo-about's settings are those both were written with.
/// A dependency added, removed or updated fails here until scripts/licenses.sh runs again.
#[test]
fn the_licences_cover_every_library_in_cargo_lock() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |path: &str| {
        std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let lock: toml::Table = read("Cargo.lock").parse().expect("Cargo.lock is TOML");
    let locked: BTreeSet<String> = lock["package"]
        .as_array()
        .expect("Cargo.lock lists packages")
        .iter()
        .map(|package| {
            let field = |key: &str| package[key].as_str().expect("a name and a version");
            format!("{} {}", field("name"), field("version"))
        })
        .collect();

    let licences = read("packaging/THIRD-PARTY-LICENSES.txt");
    let listed: BTreeSet<String> = licences
        .lines()
        .skip_while(|line| *line != "Libraries:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        .map(|line| match line.split_once(": ") {
            Some((library, _licence)) => library.to_owned(),
            None => panic!("not `name version: licence`: {line}"),
        })
        .collect();
    assert!(
        listed.iter().any(|library| library.starts_with("iced ")),
        "the licences do not list iced"
    );

    let skipped_file = read("packaging/licenses-skipped.txt");
    let written_with = skipped_file
        .lines()
        .find_map(|line| line.strip_prefix("settings "))
        .expect("licenses-skipped.txt names its settings");
    let settings = format!(
        "{:x}",
        Sha256::digest(
            [read("packaging/about.toml"), read("packaging/licenses.hbs")]
                .concat()
                .as_bytes()
        )
    );
    assert_eq!(
        written_with, settings,
        "packaging/about.toml or licenses.hbs changed: run scripts/licenses.sh"
    );
    let skipped: BTreeSet<String> = skipped_file
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#') && !line.starts_with("settings "))
        .map(str::to_owned)
        .collect();

    let both: Vec<_> = listed.intersection(&skipped).collect();
    assert!(both.is_empty(), "listed and skipped at once: {both:?}");
    let known: BTreeSet<String> = listed.union(&skipped).cloned().collect();
    let unknown: Vec<_> = locked.difference(&known).collect();
    let gone: Vec<_> = known.difference(&locked).collect();
    assert!(
        unknown.is_empty() && gone.is_empty(),
        "the licences are not current (run scripts/licenses.sh): in Cargo.lock only {unknown:?}, \
         no longer in Cargo.lock {gone:?}"
    );
}
