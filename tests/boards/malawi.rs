//! Malawi: perft from data, moves, strikes and distributions, the 0-ring and 6-ring rules,
//! the directions option, the end, and random-game properties.

use crate::cases;

use malice::boards::game::{Decision, EndReason, Game, MoveError, Seats, Status};
use malice::boards::malawi::{Directions, Malawi, Options};
use proptest::prelude::*;

use crate::boards_common;
use boards_common::{check_perft_file, random_game_round_trips};

fn pos(text: &str) -> Malawi {
    Malawi::from_position_text(text, Options::default()).unwrap()
}

fn moves(game: &Malawi) -> Vec<String> {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list.iter().map(|m| game.move_text(*m)).collect()
}

fn play(game: &mut Malawi, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
}

#[test]
fn perft_counts_match_the_data_file() {
    let checked =
        check_perft_file::<Malawi>(include_str!("../data/perft/malawi.txt"), Options::default());
    assert_eq!(checked, 2);
}

#[test]
fn a_pawn_moves_exactly_as_far_as_its_rings_over_empty_squares() {
    let game = pos("b15/6/6/6/6/w3w1w1w1w1w1 0 0");
    let list = moves(&game);
    assert!(list.contains(&"a1-a4".to_string()));
    assert!(list.contains(&"a1-d4".to_string()));
    assert!(!list.contains(&"a1-a3".to_string()), "exactly three");
    assert!(!list.contains(&"a1-d1".to_string()), "not over pawns");
}

#[test]
fn a_strike_takes_every_ring_and_both_pawns_stay() {
    let mut game = pos("b2b2b2b2b2b2/6/6/b3w3w1w1w1w1/6/w2w2w2w2w2w2 0 0");
    // b3 (3 rings) strikes... a1 has 2 rings: a1 -> a3 holds red's b3 pawn (3 rings).
    assert!(moves(&game).contains(&"a1xa3".to_string()));
    play(&mut game, "a1xa3");
    assert!(
        game.position_text()
            .starts_with("b2b2b2b2b2b2/6/6/b0w3w1w1w1w1/6/w2w2w2w2w2w2")
    );
    // A pawn without rings can neither act nor be struck.
    let list = moves(&game);
    assert!(list.iter().all(|m| !m.starts_with("a3")));
}

#[test]
fn distribution_hands_one_ring_each_and_a_six_ring_pawn_loses_the_sixth() {
    let mut game = pos("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 0");
    // The move list says what a hand-out does.
    let mv = game.parse_move("b1>a1,c1").unwrap();
    assert_eq!(
        malice::boards::effect::told(&game, mv),
        "b1>a1,c1 (hands 2 rings out)"
    );
    play(&mut game, "b1>a1,c1");
    assert!(
        game.position_text()
            .starts_with("b2b2b2b2b2b2/6/6/6/6/w3w0w3w2w2w2")
    );
    let mut game = pos("b2b2b2b2b2b2/6/6/6/6/w6w0w0w0w0w0 0 0");
    let mv = game.parse_move("a1>b1,c1,d1,e1,f1").unwrap();
    assert_eq!(
        malice::boards::effect::note(&game, mv).as_deref(),
        Some("hands 6 rings out; the sixth ring leaves the game")
    );
    play(&mut game, "a1>b1,c1,d1,e1,f1");
    assert!(
        game.position_text()
            .starts_with("b2b2b2b2b2b2/6/6/6/6/w0w1w1w1w1w1")
    );
    assert_eq!(game.score(0), 5, "the sixth ring left the game");
    // A pawn at six rings receives no more.
    let game = pos("b2b2b2b2b2b2/6/6/6/6/w2w6w1w1w1w1 0 0");
    assert!(
        moves(&game)
            .iter()
            .all(|m| !(m.starts_with("a1>") && m.contains("b1")))
    );
}

#[test]
fn the_orthogonal_option_forbids_diagonals() {
    let text = "b15/6/6/6/6/w2w1w1w1w1w1 0 0";
    let eight = moves(&pos(text));
    let straight = moves(
        &Malawi::from_position_text(
            text,
            Options {
                directions: Directions::Orthogonal,
            },
        )
        .unwrap(),
    );
    assert!(eight.contains(&"a1-c3".to_string()));
    assert!(!straight.contains(&"a1-c3".to_string()));
    assert!(straight.contains(&"a1-a3".to_string()));
}

#[test]
fn reaching_the_far_row_wins_at_the_start_of_the_next_turn_and_losing_every_ring_loses() {
    // Blue's 1-ring pawn on a5 steps to a6; red's pawns are too far to strike it: at blue's
    // next turn blue wins.
    let mut game = pos("5b1/w14b1/6/6/6/w1w1w1w1w1w1 0 0");
    play(&mut game, "a5-a6");
    assert_eq!(game.status(), Status::ToMove(1));
    let red = first_move(&game);
    game.play(red).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    assert_eq!(game.end_reason(), Some(EndReason::FarRowReached));
    // Striking red's last ring wins at once.
    let mut game = pos("b15/6/6/6/6/w55 0 0");
    play(&mut game, "a1xa6");
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    assert_eq!(game.end_reason(), Some(EndReason::RingsLost));
}

#[test]
fn a_position_met_a_third_time_is_a_draw_by_repetition() {
    let mut game = pos("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 0");
    let start = game.key();
    for _ in 0..2 {
        for text in ["a1-a3", "a6-a4", "a3-a1", "a4-a6"] {
            assert_eq!(game.end_reason(), None);
            play(&mut game, text);
        }
        assert_eq!(game.key(), start);
    }
    assert_eq!(game.status(), Status::Over(Decision::Draw));
    assert_eq!(game.end_reason(), Some(EndReason::Repetition));
}

/// Any legal action of the side to move.
fn first_move(game: &Malawi) -> <Malawi as Game>::Move {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list[0]
}

#[test]
fn illegal_actions_are_explained_and_change_nothing() {
    let mut game = pos("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 0");
    let before = game.position_text();
    let mv = game.parse_move("a1-a4").unwrap();
    assert!(matches!(game.play(mv), Err(MoveError::Illegal(ref why)) if why.contains("exactly 2")));
    let mv = game.parse_move("a6-a4").unwrap();
    assert!(matches!(game.play(mv), Err(MoveError::Illegal(ref why)) if why.contains("not yours")));
    assert_eq!(game.position_text(), before);
    assert!(game.parse_move("q9-a1").is_err());
    assert!(Malawi::from_position_text("w7/6/6/6/6/6 0 0", Options::default()).is_err());
}

proptest! {
    #![proptest_config(cases::cases(24))]

    #[test]
    fn random_games_round_trip_and_keep_rings_in_bounds(seed in any::<u64>()) {
        let mut last = None;
        random_game_round_trips(Malawi::new(Options::default()).unwrap(), seed, 1_000, |game, _| {
            // Rings only ever leave the game.
            let total = game.score(0) + game.score(1);
            assert!(last.is_none_or(|before| total <= before));
            last = Some(total);
        });
    }
}
