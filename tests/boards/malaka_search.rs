//! Malaka's turns and the computer: every legal turn checked against a brute-force list of the
//! best ways to play the dice in random games, and the search's depth and its winning pin.

use crate::cases;
use crate::malaka::{position, texts};

use crate::boards_common;

use std::collections::HashSet;

use boards_common::random_game_round_trips;
use malice::boards::ai::{Ai, Player};
use malice::boards::game::{Game, Status};
use malice::boards::malaka::{Board, Malaka, Options};
use proptest::prelude::*;

#[test]
fn the_computer_finds_the_winning_pin() {
    // O's opening 2: h7-h9 pins X on its home edge and wins; c1-c3 and a9-c9 do not.
    let game = position(
        &[
            ("h7", "O"),
            ("c1", "O"),
            ("a9", "O"),
            ("h9", "X"),
            ("a5", "(2X)"),
        ],
        "o",
        "2",
        0,
    );
    assert_eq!(texts(&game).len(), 3);
    let mv = Ai::new(7).best_move(&game, 2, 100_000).unwrap();
    assert_eq!(game.move_text(mv), "h7-h9");
}

/// Every way of playing the dice, with no pruning: the final boards reachable using the most
/// pips. The engine's turns must give exactly these boards, once each.
fn brute_force_finals(game: &Malaka) -> (u32, HashSet<Board>) {
    fn walk(board: &mut Board, side: u8, dice: Vec<u8>, used: u32, out: &mut Vec<(u32, Board)>) {
        let mut any = false;
        for i in 0..dice.len() {
            if i > 0 && dice[i] == dice[i - 1] {
                continue;
            }
            for from in board.shape.cells() {
                if !board.cell(from).movable_by(side) {
                    continue;
                }
                for sub in board.subs_from(side, from, dice[i]).into_iter().flatten() {
                    any = true;
                    let saved = board.apply(side, sub);
                    let mut rest = dice.clone();
                    rest.remove(i);
                    walk(board, side, rest, used + u32::from(sub.pips), out);
                    board.restore(sub, saved);
                }
            }
        }
        if !any {
            out.push((used, board.clone()));
        }
    }
    let Status::ToMove(side) = game.status() else {
        panic!("not a position to move in")
    };
    let dice = game.dice().unwrap().values().to_vec();
    let mut all = Vec::new();
    walk(&mut game.board().clone(), side, dice, 0, &mut all);
    let best = all.iter().map(|(p, _)| *p).max().unwrap_or(0);
    (
        best,
        all.into_iter()
            .filter(|(p, _)| *p == best)
            .map(|(_, b)| b)
            .collect(),
    )
}

#[test]
fn random_games_end_and_round_trip_through_text_and_undo() {
    for seed in 0..4 {
        let mut turns = 0;
        random_game_round_trips(
            Malaka::new(Options::default()).unwrap(),
            seed,
            4000,
            |_, mv| turns += usize::from(mv.is_some()),
        );
        assert!(turns > 10, "a game lasts more than a few turns");
    }
}

proptest! {
    #![proptest_config(cases::cases(8))]

    /// In the first turns of random games, every legal turn is exactly one of the brute-force
    /// best final positions (none missing, none twice), and turn text reads back to the turn.
    #[test]
    fn legal_turns_are_exactly_the_best_ways_to_play_the_dice(seed in any::<u64>()) {
        random_game_round_trips(Malaka::new(Options::default()).unwrap(), seed, 40, |game, mv| {
            let Some(mv) = mv else { return };
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            // A random turn is drawn part by part: it is a listed turn, or reaches the same
            // position as one in another order.
            assert!(game.finished_turn(&mv).is_some_and(|t| moves.contains(&t)));
            let (best, finals) = brute_force_finals(game);
            let mut seen = HashSet::new();
            for (i, t) in moves.iter().enumerate() {
                assert_eq!(t.pips(), best, "{}", game.move_text(*t));
                let mut after = game.clone();
                after.play_legal(*t).unwrap();
                let board = after.board().clone();
                assert!(finals.contains(&board));
                assert!(seen.insert(board), "two turns lead to the same position");
                if i < 3 || *t == mv {
                    assert_eq!(game.parse_move(&game.move_text(*t)).unwrap(), *t);
                }
            }
            assert_eq!(seen.len(), finals.len(), "a best final position has no turn");
        });
    }
}

/// A middle-game position with a few lone pieces and O to play 3 and 2.
fn middle_game() -> Malaka {
    position(
        &[("c3", "O"), ("d5", "O"), ("g7", "X"), ("f5", "X")],
        "o",
        "32",
        6,
    )
}

#[test]
fn the_search_stops_only_after_a_reply() {
    // A search allowed three plies goes no further than two: a horizon right after its own
    // turn would judge a lone piece safe before the enemy's reply.
    let game = middle_game();
    let mut ai = Ai::new(3);
    ai.best_move(&game, 3, 50_000_000).unwrap();
    assert_eq!(ai.report().depth, 2);
    ai.best_move(&game, 1, 50_000_000).unwrap();
    assert_eq!(ai.report().depth, 1);
}

#[test]
fn level_three_looks_one_turn_ahead_and_level_five_at_every_reply() {
    let game = middle_game();
    for (level, depth) in [(3, 1), (5, 2)] {
        let mut ai = Ai::new(5).untimed();
        ai.choose(&game, Player::Level(level)).unwrap();
        assert_eq!(ai.report().depth, depth, "level {level}");
    }
}
