//! A journal the player owns (issue 41): entries of their own anywhere in an adventurer's
//! story, kept through undo, restarts and archives, found by search, in the exports; and the
//! journal folder kept in sync, a file per adventurer with YAML front matter, an outside
//! edit kept beside it.

use std::fs;

use malice::career::sync::{SyncRecord, hash_of};
use malice::career::{Dice, NoteKind, NoteRecord};
use malice::journal;
use malice::store::{ImportMode, Record};
use malice::tarot::rules::RuleOptions;

use crate::career::{STRONG, home, open, play};

#[test]
fn own_entries_stand_where_they_were_written_and_last() {
    let (dir, home) = home();
    let mut profile = open(&home);
    let id = profile.create_adventurer("Mara Vell", STRONG).unwrap();
    let page = profile
        .add_entry(
            &id,
            None,
            None,
            "A vow",
            "I will bring my sister's ring home.",
        )
        .unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(7))
        .unwrap();
    play(&mut profile, &mut active, 7, 6);
    let count = journal::entries(active.events(), active.delve().arcana()).len();
    let before = profile
        .add_entry(&id, Some(active.id()), None, "", "Torches at the gate.")
        .unwrap();
    let between = profile
        .add_entry(
            &id,
            Some(active.id()),
            Some(count - 1),
            "Brannoc",
            "My Swords companion:\n  a name at last.",
        )
        .unwrap();
    // An entry after an entry that is not there is refused.
    assert!(
        profile
            .add_entry(&id, Some(active.id()), Some(count + 5), "", "x")
            .is_err()
    );
    let doc = profile.journal_doc(&id, None).unwrap();
    assert_eq!(doc.pages.len(), 1);
    assert_eq!(doc.pages[0].before, 0, "written before the first delve");
    assert_eq!(doc.delves[0].own.len(), 2);
    let markdown = journal::markdown(&doc);
    let vow = markdown.find("## A vow").expect("the page entry");
    let delve = markdown.find("## Delve 1").unwrap();
    let gate = markdown.find("Torches at the gate.").unwrap();
    let first_entry = markdown.find("### The adventurer").unwrap();
    let brannoc = markdown.find("### Brannoc").unwrap();
    assert!(vow < delve && delve < gate && gate < first_entry && first_entry < brannoc);
    assert!(
        markdown.contains("My Swords companion:\n  a name at last."),
        "the player's words as written: {markdown}"
    );
    // Search finds them, by heading and by words.
    let hits = profile.search("brannoc").unwrap();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].title, "Brannoc");
    assert_eq!(profile.search("sister's ring").unwrap().len(), 1);

    // Undo takes the turn away: the entry written after it stays, after the last entry.
    while active.can_undo() {
        profile.undo(&mut active).unwrap();
    }
    let doc = profile.journal_doc(&id, None).unwrap();
    let markdown = journal::markdown(&doc);
    assert!(markdown.contains("### Brannoc"), "{markdown}");

    // Edited and deleted as notes are (the words stay in its backups).
    profile
        .edit_entry(&between, "Brannoc the Bold", "Renamed.")
        .unwrap();
    profile.edit_entry(&before, "", "").unwrap();
    let doc = profile.journal_doc(&id, None).unwrap();
    let own = &doc.delves[0].own;
    assert_eq!(own.len(), 1);
    assert_eq!(own[0].title, "Brannoc the Bold");

    // A restart keeps them.
    drop(profile);
    let mut profile = open(&home);
    let doc = profile.journal_doc(&id, None).unwrap();
    assert_eq!(doc.delves[0].own[0].text, "Renamed.");
    assert_eq!(doc.pages[0].entry.id, page.to_string());

    // An archive of the profile carries them into another.
    let archive = dir.path().join("all.zip");
    profile.export_all(&archive).unwrap();
    drop(profile);
    let (_other_dir, other) = crate::career::home();
    other
        .open_profile(&malice::store::ProfileName::default_profile())
        .unwrap()
        .import(&archive, ImportMode::Replace)
        .unwrap();
    let mut imported = open(&other);
    let doc = imported.journal_doc(&id, None).unwrap();
    assert_eq!(doc.pages[0].entry.title, "A vow");
    assert_eq!(doc.delves[0].own[0].title, "Brannoc the Bold");
}

#[test]
fn notes_of_save_format_one_still_load_as_notes() {
    let (_dir, home) = home();
    let mut profile = open(&home);
    let id = profile.add_note(None, None, None, "old words").unwrap();
    let file = profile.store().paths().record_file("notes", &id);
    fs::write(
        &file,
        "version = 1\ntext = \"old words\"\ncreated = 2024-03-01T10:00:00Z\n",
    )
    .unwrap();
    let note: NoteRecord = profile.store().load(&id).unwrap();
    assert_eq!(note.kind, NoteKind::Note);
    assert_eq!(note.text, "old words");
    assert_eq!(NoteRecord::VERSION, 2);
}

/// The front matter of a synced file, as its lines (between the two `---`).
fn front_matter(text: &str) -> Vec<&str> {
    let rest = text.strip_prefix("---\n").expect("front matter first");
    let end = rest.find("\n---\n").expect("front matter closed");
    rest[..end].lines().collect()
}

#[test]
fn a_delve_played_with_the_folder_set_writes_the_file_and_an_outside_edit_is_kept() {
    let (dir, home) = home();
    let folder = dir.path().join("vault/Malice");
    let mut profile = open(&home);
    let id = profile.create_adventurer("Mara Vell", STRONG).unwrap();
    let mut active = profile
        .start_delve(&id, RuleOptions::default(), Dice::Seeded(11))
        .unwrap();
    play(&mut profile, &mut active, 11, 8);
    profile
        .add_note(Some(&id), Some(active.id()), Some(1), "Cold hands.")
        .unwrap();
    let synced = profile.sync_journal(&folder, &id).unwrap();
    assert!(synced.written && synced.kept.is_none());
    assert_eq!(synced.file, folder.join("Mara Vell.md"));
    let text = fs::read_to_string(&synced.file).unwrap();
    // YAML front matter, read back by a YAML parser as Obsidian reads properties: flat names,
    // each once (Obsidian shows no nested properties), numbers as numbers, the date as a
    // date, `tags` a list of tags.
    let matter = front_matter(&text);
    let yaml: serde_norway::Mapping =
        serde_norway::from_str(&matter.join("\n")).expect("the front matter is valid YAML");
    let get = |key: &str| {
        yaml.get(key)
            .unwrap_or_else(|| panic!("{key} in {matter:?}"))
    };
    assert_eq!(get("name").as_str(), Some("Mara Vell"));
    assert_eq!(get("fate").as_str(), Some("alive"));
    let created = get("created").as_str().expect("a date");
    assert!(
        chrono::NaiveDate::parse_from_str(created, "%Y-%m-%d").is_ok(),
        "{created}"
    );
    for attr in [
        "might",
        "agility",
        "luck",
        "intelligence",
        "charm",
        "evocation",
    ] {
        assert!(get(attr).as_u64().is_some(), "{attr} is a number");
    }
    assert_eq!(get("might").as_u64(), Some(5));
    assert_eq!(get("runs").as_u64(), Some(0));
    assert_eq!(get("score").as_u64(), Some(0));
    let tags = get("tags").as_sequence().expect("tags, a list");
    assert_eq!(tags.len(), 1);
    assert_eq!(tags[0].as_str(), Some("malice"));
    for (key, value) in &yaml {
        let key = key.as_str().expect("names are text");
        assert!(
            key.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "{key}"
        );
        assert!(
            !value.is_mapping(),
            "{key}: Obsidian shows no nested properties"
        );
    }
    let names: Vec<&str> = matter
        .iter()
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| l.split_once(':').map(|(k, _)| k))
        .collect();
    let unique: std::collections::BTreeSet<&&str> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "each name once: {names:?}");
    // The body as Obsidian reads it: a `#` only opens headings (no stray tags), and no
    // `[[` makes a link the player did not write.
    let body = &text[text.find("\n---\n").expect("front matter closed") + 5..];
    for line in body.lines() {
        assert!(!line.contains('#') || line.starts_with('#'), "{line}");
        assert!(!line.contains("[["), "{line}");
    }
    assert!(text.contains("# Mara Vell\n"));
    assert!(text.contains("## Delve 1"));
    assert!(text.contains("### Turn 1"));
    assert!(text.contains("Cold hands."));
    // What Malice wrote is remembered by its hash.
    let kept: SyncRecord = profile.store().load(&id).unwrap();
    assert_eq!(kept.hash, hash_of(text.as_bytes()));

    // Nothing changed: nothing written.
    assert!(!profile.sync_journal(&folder, &id).unwrap().written);

    // The player edits the file outside Malice, then plays on: their copy is kept beside it.
    let edited = format!("{text}\nMy own line, written in the vault.\n");
    fs::write(&synced.file, &edited).unwrap();
    play(&mut profile, &mut active, 11, 3);
    let synced = profile.sync_journal(&folder, &id).unwrap();
    let copy = synced.kept.expect("the edited copy is kept");
    assert_eq!(copy.parent(), Some(folder.as_path()));
    assert!(
        copy.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("Mara Vell (edited outside Malice ")
    );
    assert_eq!(fs::read_to_string(&copy).unwrap(), edited);
    let now = fs::read_to_string(&synced.file).unwrap();
    assert!(!now.contains("My own line"));
    // Written atomically: no temp file is left in the folder.
    let names: Vec<String> = fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");

    // A file there before Malice ever wrote it is kept too.
    let other = profile.create_adventurer("Odo", STRONG).unwrap();
    fs::write(folder.join("Odo.md"), "my notes about Odo").unwrap();
    let synced = profile.sync_journal(&folder, &other).unwrap();
    assert!(synced.kept.is_some());
}

#[test]
fn a_name_full_of_yaml_marks_reads_back_whole_from_the_front_matter() {
    let (dir, home) = home();
    let folder = dir.path().join("vault");
    let mut profile = open(&home);
    let name = "Zoë \"Ash\": #1 - [[kin]] 'x'";
    let id = profile.create_adventurer(name, STRONG).unwrap();
    let synced = profile.sync_journal(&folder, &id).unwrap();
    let text = fs::read_to_string(&synced.file).unwrap();
    let yaml: serde_norway::Mapping =
        serde_norway::from_str(&front_matter(&text).join("\n")).expect("valid YAML");
    assert_eq!(yaml.get("name").and_then(|v| v.as_str()), Some(name));
}
