//! Where saves live: names, profiles and the folders of a profile.

use crate::one_at_a_time;

use std::fs;

use malice::store::{Home, ProfileName, ProfilePaths, RecordId, StoreError};

#[test]
fn good_names_are_accepted() {
    for name in [
        "default",
        "Bob the Bold",
        "Zoë",
        "run-2",
        "a.b",
        "con-artist",
        "COM10",
        "龍",
    ] {
        assert_eq!(ProfileName::new(name).unwrap().as_str(), name);
        assert_eq!(name.parse::<RecordId>().unwrap().to_string(), name);
    }
    assert_eq!(RecordId::new("bob").unwrap().file_name(), "bob.toml");
}

#[test]
fn unsafe_names_are_refused_with_the_reason() {
    let cases = [
        ("", "it is empty"),
        ("a/b", "it contains a slash"),
        ("a\\b", "it contains a slash"),
        ("..", "it starts with a dot"),
        (".hidden", "it starts with a dot"),
        ("trailing.", "it ends with a dot"),
        (" padded", "it starts or ends with a space"),
        ("new\nline", "it contains a control character"),
        ("what?", "it contains one of < > : \" | ? *"),
        ("c:", "it contains one of < > : \" | ? *"),
        ("CON", "it is a device name on Windows"),
        ("nul.txt", "it is a device name on Windows"),
        ("Com3", "it is a device name on Windows"),
    ];
    for (name, reason) in cases {
        let error = ProfileName::new(name).unwrap_err();
        assert!(
            matches!(&error, StoreError::BadName { what: "a profile name", reason: r, .. } if *r == reason),
            "{name:?}: {error:?}"
        );
        assert!(matches!(
            RecordId::new(name),
            Err(StoreError::BadName {
                what: "a record name",
                ..
            })
        ));
    }
    let long = "x".repeat(65);
    assert!(ProfileName::new(&long).is_err());
    assert!(ProfileName::new("é".repeat(64)).is_ok());
    assert_eq!(
        ProfileName::new("a/b").unwrap_err().to_string(),
        "\"a/b\" cannot be used as a profile name: it contains a slash"
    );
}

#[test]
fn a_profile_has_its_folders_where_the_layout_says() {
    let root = std::path::Path::new("/data");
    let paths = ProfilePaths::new(root, &ProfileName::new("p").unwrap());
    let bob = RecordId::new("bob").unwrap();
    assert_eq!(paths.dir(), root.join("profiles/p"));
    assert_eq!(
        paths.kind_dir("adventurers"),
        root.join("profiles/p/adventurers")
    );
    assert_eq!(
        paths.record_file("adventurers", &bob),
        root.join("profiles/p/adventurers/bob.toml")
    );
    assert_eq!(
        paths.quarantine_dir("delves"),
        root.join("profiles/p/quarantine/delves")
    );
    assert_eq!(
        paths.backups_dir("adventurers", &bob),
        root.join("profiles/p/backups/adventurers/bob")
    );
    assert_eq!(paths.lock_file(), root.join("profiles/p/malice.lock"));
}

#[test]
fn a_home_starts_with_the_default_profile_and_can_make_more() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("new home");
    let home = Home::open(&root).unwrap();
    assert_eq!(home.root(), root);
    assert!(root.join("profiles/default").is_dir());
    assert_eq!(home.profiles().unwrap(), [ProfileName::default_profile()]);

    let second = ProfileName::new("second").unwrap();
    home.create_profile(&second).unwrap();
    assert!(
        matches!(home.create_profile(&second), Err(StoreError::ProfileExists(n)) if n == "second")
    );
    fs::create_dir(root.join("profiles/.not a profile")).unwrap();
    fs::write(root.join("profiles/stray-file"), b"").unwrap();
    assert_eq!(
        home.profiles().unwrap(),
        [ProfileName::default_profile(), second.clone()]
    );

    let store = one_at_a_time::open_profile(&home, &second).unwrap();
    assert_eq!(store.profile(), &second);
    assert_eq!(store.paths().dir(), root.join("profiles/second"));

    let missing = ProfileName::new("missing").unwrap();
    let error = one_at_a_time::open_profile(&home, &missing).unwrap_err();
    assert_eq!(error.to_string(), "there is no profile named \"missing\"");
}

#[test]
fn exports_go_to_the_data_folders_exports_folder() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    // The name players find their exports under; never a profile's record kind.
    assert_eq!(home.exports_dir(), dir.path().join("exports"));
    assert_eq!(malice::store::paths::EXPORTS_DIR, "exports");
}
