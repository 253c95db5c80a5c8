//! The career's refusals on the command line: a note for a journal entry that does not exist,
//! and an adventurer whose file names a delve in progress that cannot be one.

use crate::binary::malice;

use std::process::Output;

fn ok(output: Output) -> String {
    assert!(
        output.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn fails(output: Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_note_for_an_entry_the_journal_lacks_is_refused_with_the_entries_there_are() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    ok(malice(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "5,5,5,4,5,5",
        ],
    ));
    ok(malice(
        home,
        &[
            "delve",
            "--adventurer",
            "Ann",
            "--seed",
            "11",
            "--policy",
            "cautious",
        ],
    ));
    let fine = ok(malice(
        home,
        &[
            "journal",
            "note",
            "add",
            "--delve",
            "ann-1",
            "--entry",
            "1",
            "the stairs",
        ],
    ));
    assert!(fine.contains("saved"), "{fine}");
    for entry in ["999", "18446744073709551615"] {
        let refused = fails(malice(
            home,
            &[
                "journal", "note", "add", "--delve", "ann-1", "--entry", entry, "nowhere",
            ],
        ));
        assert!(
            refused.contains(&format!(
                "the delve \"ann-1\" has no journal entry {entry}: its entries are numbered 0 to "
            )),
            "{refused}"
        );
        assert!(!refused.contains("TOML"), "{refused}");
    }
    let notes = ok(malice(home, &["journal", "note", "list"]));
    assert_eq!(notes.lines().count(), 1, "{notes}");
}

#[test]
fn an_adventurer_naming_no_real_delve_in_progress_is_set_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    ok(malice(
        home,
        &[
            "adventurer",
            "new",
            "--name",
            "Ann",
            "--roll",
            "5,5,5,4,5,5",
        ],
    ));
    ok(malice(
        home,
        &["adventurer", "new", "--name", "Bo", "--roll", "5,5,5,4,5,5"],
    ));
    let file = home.join("profiles/default/adventurers/ann.toml");
    // Edited by hand, the checksum taken out as it must be.
    let text = malice::store::versioned::without_checksum(&std::fs::read_to_string(&file).unwrap());
    let edited = text.replacen(
        "fate = \"alive\"",
        "fate = \"alive\"\ndelve_in_progress = \"x:y\"",
        1,
    );
    assert_ne!(edited, text);
    std::fs::write(&file, edited).unwrap();

    let list = malice(home, &["adventurer", "list"]);
    let warning = String::from_utf8_lossy(&list.stderr).into_owned();
    let listed = ok(list);
    assert!(!listed.contains("Ann"), "{listed}");
    assert!(
        warning.contains("ann.toml could not be loaded") && warning.contains("delve in progress"),
        "{warning}"
    );
    assert!(
        home.join("profiles/default/quarantine/adventurers/ann.toml")
            .exists()
    );
    ok(malice(
        home,
        &[
            "delve",
            "--adventurer",
            "Bo",
            "--seed",
            "2",
            "--policy",
            "cautious",
        ],
    ));
}
