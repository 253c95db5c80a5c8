//! Board-game matches in the profile: the record migrated from save format 1, saved after
//! every move and reopened exactly, a record that no longer replays set aside, history and
//! the record against each level, the hall of fame's best results, match text export and
//! import, and the quick-match settings.

use crate::one_at_a_time;

use std::fs;
use std::path::Path;

use chrono::{TimeZone, Utc};
use malice::boards::ai::Player;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::{MatchSession, Recipe, Session, SessionError, Sitter, Step, Waiting};
use malice::career::match_text::{read_match_text, write_match_text};
use malice::career::{
    CareerError, MatchRecord, Opponent, Profile, QuickMatch, SeatRecord, Tally, Verdict,
};
use malice::store::{Home, ProfileName, RecordId};

fn open(root: &Path) -> Profile {
    let home = Home::open(root).unwrap();
    one_at_a_time::profile(&home, &ProfileName::default_profile()).unwrap()
}

fn matches_dir(root: &Path) -> std::path::PathBuf {
    root.join("profiles/default/matches")
}

/// A person against the computer at a level, seat 0 first.
struct Versus(Player, u64);

impl Visitor for Versus {
    type Output = Result<Box<dyn MatchSession>, SessionError>;
}

impl<G: Registered> Visit<G> for Versus {
    fn visit(self) -> Self::Output {
        let seats = G::new(G::Options::default())?.seats();
        let mut sitters = vec![Sitter::Person("Ada".into())];
        sitters.extend((1..seats).map(|_| Sitter::Computer(self.0)));
        let recipe = Recipe::new(G::KIND, Default::default(), sitters, self.1, None);
        Ok(Box::new(Session::<G>::new(recipe)?))
    }
}

/// Rolls the dice the match waits for, then the computer's reply's text (if it is to move).
fn computer_reply(session: &mut Box<dyn MatchSession>) -> Option<String> {
    loop {
        match session.step().ok()? {
            Some(Step::Rolled(_)) => {}
            Some(Step::Played(_, text)) => return Some(text),
            None => return None,
        }
    }
}

/// Plays the person's first legal move and lets the computer (and dice) answer, `turns` times.
fn play_turns(session: &mut Box<dyn MatchSession>, turns: usize) {
    for _ in 0..turns {
        session.advance().unwrap();
        if session.is_over() {
            return;
        }
        let legal = session.legal_moves();
        session.play_text(&legal[0]).unwrap();
    }
    session.advance().unwrap();
}

#[test]
fn a_version_1_record_is_migrated_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let folder = matches_dir(dir.path());
    fs::create_dir_all(&folder).unwrap();
    for name in ["martian-chess-v1.toml", "malawi-v1.toml"] {
        fs::copy(
            Path::new("tests/data/matches").join(name),
            folder.join(name),
        )
        .unwrap();
    }
    let mut profile = open(dir.path());
    let records = profile.matches().unwrap();
    assert!(profile.problems().is_empty(), "{:?}", profile.problems());
    assert_eq!(records.len(), 2);
    let (_, chess) = &records[1];
    assert_eq!(chess.game, "martian-chess");
    assert_eq!(
        chess.seats,
        [
            SeatRecord::Person { name: "Ada".into() },
            SeatRecord::Computer { level: 3 }
        ]
    );
    assert_eq!(chess.moves, ["b3-a4", "c6-d5", "c3-d4"]);
    assert_eq!(chess.finished, None);
    let (_, malawi) = &records[0];
    assert_eq!(
        malawi.seats,
        [
            SeatRecord::Person { name: "Ada".into() },
            SeatRecord::Friend { name: "Bea".into() }
        ]
    );
    assert_eq!(malawi.seed, u64::MAX);
    let open_match = profile
        .open_match(&RecordId::new("martian-chess-v1").unwrap())
        .unwrap();
    assert_eq!(open_match.session.move_count(), 3);
    assert_eq!(
        open_match.started,
        Utc.with_ymd_and_hms(2025, 11, 2, 10, 0, 0).unwrap()
    );
    assert_eq!(open_match.session.waiting(), Waiting::Computer(1));
    // Saving writes format 2, which reads back the same.
    profile.save_match_session(&open_match).unwrap();
    let text = fs::read_to_string(folder.join("martian-chess-v1.toml")).unwrap();
    assert!(text.starts_with("version = 2\n"), "{text}");
    assert!(text.contains("kind = \"person\""), "{text}");
}

#[test]
fn a_match_is_saved_after_every_move_and_continues_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let (id, entries, position, reply) = {
        let mut profile = open(dir.path());
        let session = GameKind::Malaka
            .visit(Versus(Player::Level(1), 21))
            .unwrap();
        let mut open_match = profile.new_match(session).unwrap();
        assert!(open_match.id.as_str().starts_with("malaka-"));
        play_turns(&mut open_match.session, 3);
        profile.save_match_session(&open_match).unwrap();
        let unfinished = profile.unfinished_matches().unwrap();
        assert_eq!(unfinished.len(), 1);
        assert_eq!(unfinished[0].id, open_match.id);
        assert_eq!(unfinished[0].moves, open_match.session.move_count());
        assert_eq!(unfinished[0].seats, ["Ada", "the computer (level 1)"]);
        // What the computer would reply next, had the person moved first.
        let mut probe = open_match.session.recipe().open().unwrap();
        let legal = probe.legal_moves();
        probe.play_text(&legal[0]).unwrap();
        let reply = computer_reply(&mut probe);
        (
            open_match.id.clone(),
            open_match.session.recipe().entries.clone(),
            open_match.session.position_text(),
            reply,
        )
    };
    // The app (or the terminal) starts again: the match continues where it was.
    let mut profile = open(dir.path());
    let mut again = profile.open_match(&id).unwrap();
    assert_eq!(again.session.recipe().entries, entries);
    assert_eq!(again.session.position_text(), position);
    let legal = again.session.legal_moves();
    again.session.play_text(&legal[0]).unwrap();
    let resumed = computer_reply(&mut again.session);
    assert_eq!(resumed, reply, "the seeded computer replies the same");
    // Resigning finishes it: out of the unfinished list, with a result and an end date.
    again.session.resign(0).unwrap();
    profile.save_match_session(&again).unwrap();
    assert!(profile.unfinished_matches().unwrap().is_empty());
    let (_, record) = profile.matches().unwrap().pop().unwrap();
    assert!(record.finished.is_some());
    assert_eq!(record.winners, [1]);
    assert_eq!(record.resigned, Some(0));
    assert_eq!(
        record.result.as_deref(),
        Some("Ada resigned: the computer (level 1) wins")
    );
    // A finished match still opens, over.
    assert!(profile.open_match(&id).unwrap().session.is_over());
}

#[test]
fn a_record_that_no_longer_replays_is_set_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let mut profile = open(dir.path());
    let session = GameKind::MartianChess
        .visit(Versus(Player::Random, 3))
        .unwrap();
    let mut open_match = profile.new_match(session).unwrap();
    play_turns(&mut open_match.session, 2);
    profile.save_match_session(&open_match).unwrap();
    let file = matches_dir(dir.path()).join(format!("{}.toml", open_match.id));
    // Edited by hand, the checksum taken out as it must be.
    let text = malice::store::versioned::without_checksum(&fs::read_to_string(&file).unwrap());
    let first = open_match.session.recipe().entries[0].clone();
    fs::write(&file, text.replacen(&first, "a1-a2", 1)).unwrap();
    let error = profile.open_match(&open_match.id).unwrap_err();
    assert!(matches!(error, CareerError::BadMatch(_)), "{error}");
    assert!(error.to_string().contains("does not replay"), "{error}");
    assert!(!file.exists(), "set aside");
    let quarantine = dir.path().join("profiles/default/quarantine/matches");
    let kept = fs::read_dir(&quarantine).unwrap().count();
    assert_eq!(kept, 2, "the file and its note");
    assert_eq!(profile.take_problems().len(), 1);
    assert!(matches!(
        profile.open_match(&open_match.id),
        Err(CareerError::NoSuchMatch(_))
    ));
    // A file that is not a match record at all is set aside when listed.
    fs::write(
        matches_dir(dir.path()).join("junk.toml"),
        "version = 2\ngame = [",
    )
    .unwrap();
    assert!(profile.match_list().unwrap().is_empty());
    assert_eq!(profile.take_problems().len(), 1);
}

fn finished(
    game: &str,
    opponent: SeatRecord,
    winners: Vec<u8>,
    moves: usize,
    day: u32,
) -> MatchRecord {
    let date = Utc.with_ymd_and_hms(2025, 12, day, 12, 0, 0).unwrap();
    MatchRecord {
        game: game.into(),
        started: date,
        updated: date,
        finished: Some(date),
        seed: 1,
        seats: vec![SeatRecord::Person { name: "Ada".into() }, opponent],
        start: None,
        moves: (0..moves).map(|i| format!("m{i}")).collect(),
        resigned: None,
        result: Some("someone wins".into()),
        winners,
        assisted: false,
        hints: 0,
        options: toml::Table::new(),
        clocks: None,
    }
}

#[test]
fn history_counts_the_record_against_each_level_and_fame_the_best_win() {
    let dir = tempfile::tempdir().unwrap();
    let mut profile = open(dir.path());
    let level = |n| SeatRecord::Computer { level: n };
    let records = [
        finished("malawi", level(3), vec![0], 40, 1),
        finished("malawi", level(3), vec![1], 30, 2),
        finished("malawi", level(4), vec![0], 50, 3),
        finished("malawi", level(4), vec![0], 44, 4),
        finished("malawi", level(1), vec![], 90, 5),
        finished(
            "malawi",
            SeatRecord::Friend { name: "Bea".into() },
            vec![0],
            10,
            6,
        ),
        finished("malaka", level(2), vec![0], 80, 7),
    ];
    for (i, record) in records.iter().enumerate() {
        profile
            .save_match(&RecordId::new(format!("m{i}")).unwrap(), record)
            .unwrap();
    }
    let history = profile.match_history(GameKind::Malawi).unwrap();
    assert_eq!(history.rows.len(), 6);
    assert_eq!(history.rows[0].opponent, "Bea", "newest first");
    assert_eq!(history.rows[1].verdict, Verdict::Drew);
    assert_eq!(history.rows[5].moves, 40);
    let tally = |wins, draws, losses| Tally {
        wins,
        draws,
        losses,
    };
    assert_eq!(history.against[&Opponent::Level(3)], tally(1, 0, 1));
    assert_eq!(history.against[&Opponent::Level(4)], tally(2, 0, 0));
    assert_eq!(history.against[&Opponent::Level(1)], tally(0, 1, 0));
    assert_eq!(history.against[&Opponent::Others], tally(1, 0, 0));
    assert_eq!(history.total(), tally(4, 1, 1));
    let fame = profile.board_fame().unwrap();
    assert_eq!(fame.len(), 2);
    assert_eq!(fame[0].game, GameKind::Malawi);
    assert_eq!(
        (
            fame[0].best_level,
            fame[0].wins_at_best,
            fame[0].fewest_moves
        ),
        (4, 2, 44)
    );
    assert!(fame[0].unassisted);
    assert_eq!((fame[1].game, fame[1].best_level), (GameKind::Malaka, 2));
}

#[test]
fn a_match_exports_as_text_and_imports_to_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut profile = open(dir.path());
    let session = GameKind::Malaka.visit(Versus(Player::Level(1), 8)).unwrap();
    let mut open_match = profile.new_match(session).unwrap();
    play_turns(&mut open_match.session, 4);
    open_match.session.hint().unwrap();
    profile.save_match_session(&open_match).unwrap();
    let text = profile.match_text(&open_match.id).unwrap();
    assert!(text.contains("game: malaka\n"), "{text}");
    assert!(text.contains("seat 1: computer level 1\n"), "{text}");
    assert!(text.contains("\n1. ["), "rolls in brackets: {text}");
    assert!(
        text.contains("assisted: yes, 1 hint\n"),
        "one hint, not \"1 hints\": {text}"
    );
    let imported = profile.import_match_text(&text).unwrap();
    assert_ne!(imported.id, open_match.id);
    assert_eq!(
        imported.session.recipe().entries,
        open_match.session.recipe().entries
    );
    assert_eq!(imported.started, open_match.started);
    assert_eq!(imported.session.recipe().marks, (true, 1));
    // An unfinished match's text reads back to the same text.
    let record = read_match_text(&text).unwrap();
    assert_eq!(write_match_text(&record), text);
    // Play on from the imported end.
    let mut reopened = profile.open_match(&imported.id).unwrap();
    assert!(!reopened.session.is_over());
    play_turns(&mut reopened.session, 1);
}

#[test]
fn a_broken_match_text_names_the_line_and_saves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut profile = open(dir.path());
    let cases = [
        ("game: chess\n", "line 1: `chess` is not a board game"),
        (
            "game: malawi\nseat 0: person Ada\nseat 1: wizard\n",
            "line 3: `wizard`",
        ),
        (
            "game: malawi\nseat 0: person Ada\nseat 1: friend Bea\nmoves:\n1. a1-a9\n",
            "entry 1 (`a1-a9`) does not replay",
        ),
        ("seed: 3\n", "no `game:` line"),
        (
            "game: martian-chess\nseat 0: person A\nseat 1: computer level 9\n",
            "level 9",
        ),
    ];
    for (text, expected) in cases {
        let error = profile.import_match_text(text).unwrap_err();
        assert!(error.to_string().contains(expected), "{text}: {error}");
    }
    assert!(profile.match_list().unwrap().is_empty());
}

#[test]
fn quick_match_settings_start_at_level_2_and_are_remembered_per_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut profile = open(dir.path());
    let first = profile.quick_match(GameKind::Malice);
    assert_eq!(first.opponent, SeatRecord::Computer { level: 2 });
    assert_eq!(first.seat, 0);
    let chosen = QuickMatch {
        options: toml::from_str("clock = true").unwrap(),
        opponent: SeatRecord::Computer { level: 4 },
        seat: 1,
    };
    profile
        .set_quick_match(GameKind::Malice, chosen.clone())
        .unwrap();
    drop(profile);
    let mut profile = open(dir.path());
    assert_eq!(profile.quick_match(GameKind::Malice), chosen);
    assert_eq!(
        profile.quick_match(GameKind::Malawi).opponent,
        SeatRecord::Computer { level: 2 }
    );
}
