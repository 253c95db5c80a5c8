//! A finished match's analysis kept beside it (`analyses/<match id>.toml`): read back as it
//! was written, not shown for other moves, and set aside (reported) when the file is bad.

use std::fs;

use malice::boards::analysis::{Analysis, Mark, Review};
use malice::store::{Home, RecordId};

use crate::career::open;

fn analysis() -> Analysis {
    Analysis {
        reviews: vec![
            Review {
                entry: 0,
                seat: 0,
                played: "b4-b5".into(),
                best: "b4xc5".into(),
                mark: Mark::Blunder,
                loss: 1.25,
                advantage: -0.5,
                why: Some("Lets North take a queen (3 points) with b7xc5.".into()),
            },
            Review {
                entry: 1,
                seat: 1,
                played: "b7xb5".into(),
                best: "b7xb5".into(),
                mark: Mark::Best,
                loss: 0.0,
                advantage: -0.75,
                why: None,
            },
        ],
        start: 0.125,
    }
}

#[test]
fn an_analysis_is_kept_for_its_own_moves_and_a_bad_file_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let home = Home::open(dir.path()).unwrap();
    let mut profile = open(&home);
    let id = RecordId::new("martian-chess-20260514-101500").unwrap();
    let moves = vec!["b4-b5".to_owned(), "b7xb5".to_owned()];
    assert_eq!(profile.kept_analysis(&id, &moves), None, "none yet");
    profile
        .keep_analysis(&id, "martian-chess", &moves, &analysis())
        .unwrap();
    assert_eq!(profile.kept_analysis(&id, &moves), Some(analysis()));
    // Other moves under the same id (a match taken back and played on): not this analysis.
    let other = vec!["b4-b5".to_owned(), "b7-b6".to_owned()];
    assert_eq!(profile.kept_analysis(&id, &other), None);
    assert!(profile.problems().is_empty(), "{:?}", profile.problems());
    // A file cut short is set aside and reported; the match is then analysed afresh.
    let file = profile
        .store()
        .paths()
        .dir()
        .join("analyses")
        .join(format!("{id}.toml"));
    let text = fs::read_to_string(&file).unwrap();
    fs::write(&file, &text[..text.len() / 2]).unwrap();
    assert_eq!(profile.kept_analysis(&id, &moves), None);
    assert_eq!(profile.problems().len(), 1, "{:?}", profile.problems());
    assert!(!file.exists(), "set aside, not left in place");
}
