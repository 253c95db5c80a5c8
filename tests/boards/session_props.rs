//! Properties of a live match (`boards::session`) in all four games: a match rebuilt from its
//! entries equals the live one; taking a move back equals replaying the shorter record, and
//! giving it again (redo) the longer one; the computer's seeded reply is the same after a
//! resume.

use crate::cases;

use malice::boards::ai::Player;
use malice::boards::ai::Tuning;
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;
use malice::boards::registry::{GameKind, Registered};
use malice::boards::session::{Entry, Recipe, Session, Sitter, Waiting};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A person (seat 0) against the computer at `level` (every other seat).
fn setup<G: Registered>(seed: u64, computer: Player) -> Recipe {
    let seats = G::new(G::Options::default()).unwrap().seats();
    let mut sitters = vec![Sitter::Person("Ada".into())];
    sitters.extend((1..seats).map(|_| Sitter::Computer(computer)));
    Recipe::new(G::KIND, Default::default(), sitters, seed, None)
}

/// The match `live` started as, replayed with these entries.
fn replay<G: Registered, S: AsRef<str>>(live: &Session<G>, entries: &[S]) -> Session<G> {
    let recipe = Recipe {
        entries: entries.iter().map(|e| e.as_ref().to_owned()).collect(),
        marks: (false, 0),
        resigned: None,
        ..live.recipe().clone()
    };
    Session::new(recipe).unwrap()
}

/// Plays `plies` steps: the person picks random legal moves (from `pick_seed`), the computer
/// and the dice answer through the session.
fn play_random<G: Tuning>(session: &mut Session<G>, pick_seed: u64, plies: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(pick_seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        match session.waiting() {
            Waiting::Over(_) => return,
            Waiting::Dice => {
                session.roll().unwrap();
            }
            Waiting::Computer(_) => {
                let reply = session.think().unwrap().run();
                session.play_reply(reply).unwrap();
            }
            Waiting::Person(_) => {
                session.game().legal_moves(&mut moves);
                let mv = moves[rng.random_range(0..moves.len())];
                session.play(mv).unwrap();
            }
        }
    }
}

/// Two matches are the same: entries, latest position, what they wait for, marks.
fn assert_same<G: Tuning>(a: &Session<G>, b: &Session<G>) {
    let texts = |s: &Session<G>| s.entry_texts().map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(texts(a), texts(b));
    assert_eq!(a.game().position_text(), b.game().position_text());
    assert_eq!(a.waiting(), b.waiting());
    assert_eq!(a.outcome(), b.outcome());
}

fn replay_equals_live<G: Registered>(seed: u64, pick: u64, plies: usize) {
    let mut live = Session::<G>::new(setup::<G>(seed, Player::Random)).unwrap();
    play_random(&mut live, pick, plies);
    let texts: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    let replayed = replay(&live, &texts);
    assert_same(&live, &replayed);
    // Looking back at move k shows the position a replay up to move k reaches (checked at
    // the start, halfway and at the last move).
    let count = live.move_count();
    for k in [0, count / 2, count] {
        let mut made = 0;
        let upto: Vec<&String> = texts
            .iter()
            .zip(live.entries())
            .take_while(|(_, entry)| {
                let more = made < k;
                if let Entry::Move { .. } = entry {
                    made += 1;
                }
                more
            })
            .map(|(text, _)| text)
            .collect();
        let replayed = replay(&live, &upto);
        assert_eq!(
            live.position_after(k).position_text(),
            replayed.game().position_text(),
            "after {k} moves"
        );
    }
}

fn undo_equals_shorter_replay<G: Registered>(seed: u64, pick: u64, plies: usize) {
    let mut live = Session::<G>::new(setup::<G>(seed, Player::Random)).unwrap();
    play_random(&mut live, pick, plies);
    let before: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    if live.undo().is_err() {
        // Nothing of the person's to take back: no move was made by seat 0.
        assert!(live.moves().all(|(seat, _)| seat != 0));
        return;
    }
    assert!(live.assisted());
    let after: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    assert!(after.len() < before.len() && before.starts_with(&after));
    // The person's move was the first entry taken back.
    let removed_first = after.len();
    assert!(!before[removed_first].starts_with("dice"));
    let replayed = replay(&live, &after);
    assert_same(&live, &replayed);
    // The person may move again at once (the dice they moved with stay rolled).
    assert!(
        matches!(live.waiting(), Waiting::Person(0)),
        "{:?}",
        live.waiting()
    );
    // Redo gives back all that was taken back: the same match as before the undo.
    live.redo().unwrap();
    let redone: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    assert_eq!(redone, before);
    assert_same(&live, &replay(&live, &before));
    assert!(live.assisted());
    assert!(!live.can_redo());
}

fn reply_same_after_resume<G: Registered>(level: u8, seed: u64, pick: u64, plies: usize) {
    let mut live = Session::<G>::new(setup::<G>(seed, Player::Level(level))).unwrap();
    play_random(&mut live, pick, plies);
    // Bring the match to the computer's turn (the person plays on at random).
    let mut rng = ChaCha8Rng::seed_from_u64(pick ^ 1);
    let mut moves = Vec::new();
    loop {
        match live.waiting() {
            Waiting::Over(_) | Waiting::Computer(_) => break,
            Waiting::Dice => {
                live.roll().unwrap();
            }
            Waiting::Person(_) => {
                live.game().legal_moves(&mut moves);
                live.play(moves[rng.random_range(0..moves.len())]).unwrap();
            }
        }
    }
    let Some(think) = live.think() else { return };
    let texts: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    let resumed = replay(&live, &texts);
    let a = think.run();
    let b = resumed.think().unwrap().run();
    assert_eq!((a.mv, a.ply()), (b.mv, b.ply()));
    assert!(a.mv.is_some());
    live.play_reply(a).unwrap();
}

proptest! {
    #![proptest_config(cases::cases(12))]

    #[test]
    fn replay_from_the_entries_equals_the_live_match(seed: u64, pick: u64, plies in 0usize..60) {
        replay_equals_live::<Pyramids>(seed, pick, plies);
        replay_equals_live::<MartianChess>(seed, pick, plies);
        replay_equals_live::<Malaka>(seed, pick, plies);
        replay_equals_live::<Malawi>(seed, pick, plies);
    }

    #[test]
    fn undo_then_replay_equals_and_redo_restores(seed: u64, pick: u64, plies in 1usize..60) {
        undo_equals_shorter_replay::<Pyramids>(seed, pick, plies);
        undo_equals_shorter_replay::<MartianChess>(seed, pick, plies);
        undo_equals_shorter_replay::<Malaka>(seed, pick, plies);
        undo_equals_shorter_replay::<Malawi>(seed, pick, plies);
    }
}

proptest! {
    #![proptest_config(cases::cases(4))]

    #[test]
    fn the_seeded_computer_replies_the_same_after_a_resume(seed: u64, pick: u64, plies in 0usize..20) {
        // Level 2 searches; Malaka's dice make its search slow in a debug build, so level 1.
        reply_same_after_resume::<Pyramids>(2, seed, pick, plies);
        reply_same_after_resume::<MartianChess>(2, seed, pick, plies);
        reply_same_after_resume::<Malaka>(1, seed, pick, plies);
        reply_same_after_resume::<Malawi>(2, seed, pick, plies);
    }
}

#[test]
fn four_player_martian_chess_replays_with_a_friend_and_two_computers() {
    let options = malice::boards::martian_chess::Options {
        players: 4,
        teams: true,
        ..Default::default()
    };
    let sitters = vec![
        Sitter::Person("Ada".into()),
        Sitter::Computer(Player::Random),
        Sitter::Friend("Bea".into()),
        Sitter::Computer(Player::Level(1)),
    ];
    let options = toml::Table::try_from(&options).unwrap();
    let recipe = Recipe::new(GameKind::MartianChess, options, sitters, 9, None);
    let mut live = Session::<MartianChess>::new(recipe).unwrap();
    play_random(&mut live, 5, 40);
    let texts: Vec<String> = live.entry_texts().map(str::to_owned).collect();
    assert!(live.moves().any(|(seat, _)| seat == 2), "the friend moved");
    let replayed = replay(&live, &texts);
    assert_same(&live, &replayed);
}
