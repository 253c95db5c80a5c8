//! The computer opponent over every game: it runs on another thread, stops when told, counts a
//! position that comes back as a draw, and explains why a game ended.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use malice::boards::ai::closing_pull;
use malice::boards::ai::{Ai, Player, Tuning};
use malice::boards::game::{Decision, EndReason, Game, Status};
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::{MartianChess, Options};
use malice::boards::pyramids::Pyramids;

fn pos(text: &str) -> MartianChess {
    MartianChess::from_position_text(text, Options::default()).unwrap()
}

#[test]
fn the_computer_thinks_on_another_thread() {
    fn send<T: Send + 'static>(_: &T) {}
    let ai = Ai::new(1);
    send(&ai);
    let game = MartianChess::new(Options::default()).unwrap();
    let handle = std::thread::spawn(move || {
        let mut ai = ai;
        ai.choose(&game, Player::Level(2))
            .map(|m| game.move_text(m))
    });
    let text = handle.join().unwrap().unwrap();
    assert!(text.contains('-'), "{text}");
}

#[test]
fn a_stop_flag_ends_the_search_at_once_with_a_legal_move() {
    let game = MartianChess::new(Options::default()).unwrap();
    let flag = Arc::new(AtomicBool::new(true));
    let mut ai = Ai::new(1).with_stop(flag.clone());
    // A long think, stopped before it starts: it answers after the first look at the flag.
    let m = ai
        .choose(&game, Player::Timed(std::time::Duration::from_secs(600)))
        .unwrap();
    assert!(ai.cancelled());
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(legal.contains(&m));
    flag.store(false, Ordering::Relaxed);
    ai.choose(&game, Player::Level(2)).unwrap();
    assert!(!ai.cancelled());
}

#[test]
fn a_leader_never_steers_into_a_position_already_played() {
    // South leads 3 to 0 with a queen and a pawn, and no move of South's captures or ends the
    // game. Told that every move but one leads to a position played before, the leader
    // takes the one that does not.
    let game = pos("Q3/4/4/4/4/4/P3/1Q2 0 3,0 - 0 10");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    // Every move but one leads to a position marked as played before; whichever one is left,
    // the leader takes it.
    for keep in [moves[0], moves[moves.len() / 2], moves[moves.len() - 1]] {
        let played: Vec<u64> = moves
            .iter()
            .filter(|&&m| m != keep)
            .map(|&m| {
                let mut after = game.clone();
                after.play(m).unwrap();
                after.key()
            })
            .collect();
        let mut ai = Ai::new(5).with_history(played.iter().copied());
        let chosen = ai.best_move(&game, 3, 1_000_000).unwrap();
        assert_eq!(game.move_text(chosen), game.move_text(keep));
    }
}

#[test]
fn in_martian_chess_a_repetition_does_not_save_the_side_that_trails() {
    // The rules have no draw by repetition: at the move limit the side ahead wins. South,
    // behind 0 to 3, takes the one capture on offer rather than repeat a position (as level 5
    // once repeated c6-d5/d5-c6 a point behind until the limit gave the game to North).
    let behind = pos("Q3/4/4/1P2/4/4/3P/1QP1 0 0,3 - 0 10");
    let mut moves = Vec::new();
    behind.legal_moves(&mut moves);
    let (captures, quiet): (Vec<_>, Vec<_>) = moves
        .iter()
        .partition(|&&m| behind.move_text(m).contains('x'));
    assert_eq!(captures.len(), 1, "{captures:?}");
    let played = quiet.iter().map(|&&m| {
        let mut after = behind.clone();
        after.play(m).unwrap();
        after.key()
    });
    let mut ai = Ai::new(5).with_history(played);
    let chosen = ai.best_move(&behind, 3, 1_000_000).unwrap();
    assert_eq!(behind.move_text(chosen), behind.move_text(*captures[0]));
}

/// Plays `text` (one ply or turn short of the game's limit) to its end with the first legal
/// move and roll, and tells whether the limit gave someone the game.
fn limit_decides<G: Tuning>(text: &str) -> bool {
    let mut game = G::from_position_text(text, G::Options::default()).unwrap();
    let mut moves = Vec::new();
    let mut rolls = Vec::new();
    for _ in 0..8 {
        match game.status() {
            Status::Over(outcome) => {
                assert_eq!(game.end_reason(), Some(EndReason::MoveCap), "{}", G::ID);
                return matches!(outcome, Decision::Win(_));
            }
            Status::Chance => {
                game.chance_outcomes(&mut rolls);
                game.resolve_chance(rolls[0].0).unwrap();
            }
            Status::ToMove(_) => {
                game.legal_moves(&mut moves);
                game.play(moves[0]).unwrap();
            }
        }
    }
    panic!("{}: the limit did not end the game", G::ID)
}

#[test]
fn a_repetition_is_scored_wherever_the_move_limit_is() {
    // Where a game stopped at its move limit goes to the side ahead, a repetition is no draw
    // and the search must not count it as one (Tuning::SCORED_AT_LIMIT); where the limit is a
    // draw (Malawi), so is a repetition.
    let scored = [
        (
            MartianChess::SCORED_AT_LIMIT,
            limit_decides::<MartianChess>("Q3/4/4/4/4/4/P3/1Q2 0 3,0 - 0 399"),
        ),
        (
            Pyramids::SCORED_AT_LIMIT,
            limit_decides::<Pyramids>(
                "SSS1/4/4/1S2/1S2/4/4/SSS1|1SSS/4/4/4/4/4/4/1SSS 0 3,0 0 399",
            ),
        ),
        (
            Malawi::SCORED_AT_LIMIT,
            limit_decides::<Malawi>("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 199"),
        ),
        (
            Malaka::SCORED_AT_LIMIT,
            limit_decides::<Malaka>(
                "(2O)5(2X)(2X)(2X)/(2O)8/(2O)8/9/9/9/8(2X)/8(2X)/(2O)(2O)(2O)5(2X) x - 999 0",
            ),
        ),
    ];
    for (i, (tuned, decided)) in scored.into_iter().enumerate() {
        assert_eq!(tuned, decided, "game {i}");
    }
}

#[test]
fn in_malice_a_repetition_does_not_save_the_side_that_trails() {
    // Malice stops at its move limit scored as it stands, with no draw for a repeated
    // position: South, behind 0 to 3, takes the one capture on offer rather than repeat a
    // position and lose at the limit.
    let options = malice::boards::pyramids::Options::default();
    let game = Pyramids::from_position_text(
        "SSS1/4/4/1S2/1S2/4/4/SSS1|1SSS/4/4/4/4/4/4/1SSS 0 0,3 0 10",
        options,
    )
    .unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let (captures, quiet): (Vec<_>, Vec<_>) = moves
        .iter()
        .partition(|&&m| game.move_text(m).contains('x'));
    assert_eq!(captures.len(), 1, "{:?}", captures);
    let played = quiet.iter().map(|&&m| {
        let mut after = game.clone();
        after.play(m).unwrap();
        after.key()
    });
    let mut ai = Ai::new(5).with_history(played);
    let chosen = ai.best_move(&game, 3, 1_000_000).unwrap();
    assert_eq!(game.move_text(chosen), game.move_text(*captures[0]));
}

#[test]
fn a_lead_pulls_toward_emptying_a_zone() {
    // The same scores and the same pips in each zone, but in the second position the
    // leader's zone holds one piece instead of three: closer to the end, which the side that
    // leads wants and the side that trails does not.
    let spread = pos("P3/P3/P3/4/4/P3/P3/P3 0 1,0 - 0 10");
    let closer = pos("Q3/4/4/4/4/4/4/Q3 0 1,0 - 0 10");
    let one = closing_pull(1, 1, [0, 1], false);
    assert!(one > 0);
    let pull = 2 * one;
    assert_eq!(closer.evaluate(0) - spread.evaluate(0), pull);
    assert_eq!(closer.evaluate(1) - spread.evaluate(1), -pull);
    // Only the leader's own zone counts: a thin zone of the side that trails is not one the
    // leader can empty.
    let thin_trailer = pos("Q3/4/4/4/4/P3/P3/P3 0 1,0 - 0 10");
    assert_eq!(thin_trailer.evaluate(0), spread.evaluate(0));
    // Level scores go to whoever empties a zone with their move: each side wants its own zone
    // the thinner.
    let level = pos("P3/P3/P3/4/4/P3/P3/P3 0 1,1 - 0 10");
    let level_thin_south = pos("P3/P3/P3/4/4/4/4/Q3 0 1,1 - 0 10");
    let level_thin_both = pos("Q3/4/4/4/4/4/4/Q3 0 1,1 - 0 10");
    assert_eq!(level_thin_south.evaluate(0) - level.evaluate(0), pull);
    assert_eq!(level_thin_south.evaluate(1) - level.evaluate(1), -pull);
    assert_eq!(level_thin_both.evaluate(0), level.evaluate(0));

    // Malice: two small pyramids in every quadrant, or one medium one.
    let options = malice::boards::pyramids::Options::default();
    let pyramids = |text: &str| Pyramids::from_position_text(text, options.clone()).unwrap();
    let spread = pyramids("S3/S3/4/4/4/4/S3/S3|S3/S3/4/4/4/4/S3/S3 1 2,0 0 10");
    let closer = pyramids("M3/4/4/4/4/4/4/M3|M3/4/4/4/4/4/4/M3 1 2,0 0 10");
    assert_eq!(closer.evaluate(0) - spread.evaluate(0), one);
    assert_eq!(closer.evaluate(1) - spread.evaluate(1), -one);
}

#[test]
fn end_reasons_read_in_plain_words() {
    for reason in [
        EndReason::ZoneEmptied,
        EndReason::QuarterEmptied,
        EndReason::ClockRanOut,
        EndReason::Connected,
        EndReason::PinnedOnHome,
        EndReason::FarRowReached,
        EndReason::RingsLost,
        EndReason::Repetition,
        EndReason::MoveCap,
        EndReason::Stalled,
        EndReason::AllPassed,
    ] {
        let words = reason.to_string();
        assert!(
            words.len() > 8 && words.chars().all(|c| !c.is_uppercase()),
            "{words}"
        );
    }
}
