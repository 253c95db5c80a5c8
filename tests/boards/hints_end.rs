//! A player who follows Malice's hints reaches an end: at level scores, with the clock off and
//! a level end a draw, the hint used to shuffle one pyramid back and forth (b1-c1, c1-b1)
//! against level 1 until the 400-ply limit (seed 3 below, the match `malice game match --game
//! malice --a 1 --b 1 --a-hints --untimed` plays). Once nothing has been taken for long, waiting
//! costs the searching side (`idle_cost`), so the hint trades or empties its own quarter.

use malice::boards::ai::{Ai, IDLE_PATIENCE, Player, idle_cost};
use malice::boards::analysis::hint;
use malice::boards::game::{Game, Status};
use malice::boards::martian_chess::{MartianChess, Options as MartianOptions};
use malice::boards::pyramids::{Options, Pyramids};
use malice::boards::session::{HINT_PLAYER, hint_limits};

/// Plies within which every game below ends: far under the 400-ply limit.
const BOUND: u16 = 160;

/// A game of the hint (in `hint_seat`) against level 1, seeded as the command line's match
/// seeds its game, played for at most `plies`: the key of each position met before a move,
/// and whether the game ended.
fn hinted_game(seed: u64, hint_seat: u8, plies: u16) -> (Vec<u64>, bool) {
    let mut game = Pyramids::new(Options::default()).expect("the default setup is valid");
    let mut level_one = Ai::new(seed ^ 0x05EE_D0FB).untimed();
    let mut played = Vec::new();
    for _ in 0..plies {
        let Status::ToMove(seat) = game.status() else {
            return (played, true);
        };
        let key = game.key();
        level_one.remember(key);
        played.push(key);
        let mv = if seat == hint_seat {
            let limits = hint_limits::<Pyramids>(HINT_PLAYER, played.iter().copied(), None, false);
            hint(&game, &limits).expect("the hint has a move").best.mv
        } else {
            level_one
                .choose(&game, Player::Level(1))
                .expect("level 1 moves")
        };
        game.play(mv).expect("a legal move plays");
    }
    let over = matches!(game.status(), Status::Over(_));
    (played, over)
}

/// The plies a game of the hint (in `hint_seat`) against level 1 lasts, given up at
/// [`BOUND`].
fn plies_to_the_end(seed: u64, hint_seat: u8) -> Option<u16> {
    let (played, over) = hinted_game(seed, hint_seat, BOUND);
    over.then_some(played.len() as u16)
}

#[test]
fn a_player_who_follows_the_hints_reaches_an_end_against_level_one() {
    // Seeds 3 and 6 (the hint in seat 0, then in seat 1) ran 400 and 358 plies before.
    for (seed, hint_seat) in [(3, 0), (6, 1)] {
        assert!(
            plies_to_the_end(seed, hint_seat).is_some(),
            "seed {seed}, the hint in seat {hint_seat}: no end within {BOUND} plies"
        );
    }
}

#[test]
fn waiting_costs_only_at_level_scores_after_long_quiet() {
    assert_eq!(idle_cost(IDLE_PATIENCE - 1, 0, 3), 0);
    assert_eq!(idle_cost(IDLE_PATIENCE, 1, 3), 0);
    assert_eq!(idle_cost(IDLE_PATIENCE, -2, 3), 0);
    assert!(idle_cost(IDLE_PATIENCE, 0, 3) > idle_cost(IDLE_PATIENCE, 0, 2));
    assert_eq!(idle_cost(IDLE_PATIENCE, 0, 0), 0);
}

/// The most times any one position stands in the first `plies` of [`hinted_game`].
fn most_repeated(seed: u64, hint_seat: u8, plies: u16) -> usize {
    let (played, _) = hinted_game(seed, hint_seat, plies);
    played
        .iter()
        .map(|k| played.iter().filter(|o| *o == k).count())
        .max()
        .unwrap_or(0)
}

#[test]
fn the_hint_does_not_mark_time_in_the_first_forty_plies() {
    // The script's hinted match against level 1 shuffled c1-b1, b1-c1 at 0-0 for 20 plies
    // and more: a position met again was worth what any quiet move was.
    let mut seen = Vec::new();
    for (seed, hint_seat) in [(3, 0), (6, 1), (11, 0), (12, 1)] {
        let most = most_repeated(seed, hint_seat, 40);
        if most > 2 {
            seen.push(format!(
                "seed {seed}, hint in seat {hint_seat}: a position {most} times"
            ));
        }
    }
    assert!(seen.is_empty(), "{}", seen.join("\n"));
}

/// The most times any one position stands in the first `plies` of a Martian Chess game in
/// which both sides follow the hint (a friend match with the hints asked on every turn).
fn most_repeated_martian(plies: u16) -> (usize, Vec<String>) {
    let mut game =
        MartianChess::new(MartianOptions::default()).expect("the default setup is valid");
    let mut played = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Status::ToMove(_) = game.status() else {
            break;
        };
        played.push(game.key());
        let limits = hint_limits::<MartianChess>(HINT_PLAYER, played.iter().copied(), None, false);
        let mv = hint(&game, &limits).expect("the hint has a move").best.mv;
        moves.push(game.move_text(mv));
        game.play(mv).expect("a legal move plays");
    }
    let most = played
        .iter()
        .map(|k| played.iter().filter(|o| *o == k).count())
        .max()
        .unwrap_or(0);
    (most, moves)
}

#[test]
fn martian_chess_hints_on_both_sides_do_not_mark_time() {
    // A friend match with the hint followed on both sides shuffled c5-b5, b5-c5 to the move
    // limit: with no draw by repetition, a position met again was worth what it stood at.
    let (most, moves) = most_repeated_martian(60);
    assert!(most <= 2, "a position {most} times in: {}", moves.join(" "));
}
