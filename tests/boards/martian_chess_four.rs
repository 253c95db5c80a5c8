//! Martian Chess for four players: seats, zones and scores, teams, the options that cannot be
//! played, and random four-player games.

use crate::cases;
use crate::martian_chess::{legal, mv, with};

use malice::boards::ai::{Ai, Player, Tuning};
use malice::boards::game::{Decision, Game, MoveError, Seats, Status};
use malice::boards::martian_chess::{MartianChess, Options};
use proptest::prelude::*;

use crate::boards_common::{check_perft_file, random_game_round_trips};

// ---- Four players: an 8×8 board, seats SW 0, NW 1, NE 2, SE 3 in turn order. ----

fn four(teams: bool) -> Options {
    Options {
        players: 4,
        teams,
        ..Options::default()
    }
}

fn pos4(text: &str) -> MartianChess {
    with(text, four(false))
}

/// The seat whose zone holds a square of the 8×8 board.
fn zone4(square: u8) -> u8 {
    match (square % 8 < 4, square / 8 < 4) {
        (true, true) => 0,
        (true, false) => 1,
        (false, false) => 2,
        (false, true) => 3,
    }
}

#[test]
fn four_player_perft_counts_match_the_data_file() {
    let checked = check_perft_file::<MartianChess>(
        include_str!("../data/perft/martian-chess-4.txt"),
        four(false),
    );
    assert_eq!(checked, 3);
}

#[test]
fn four_players_start_in_the_corners_and_play_passes_clockwise() {
    let mut game = MartianChess::new(four(false)).unwrap();
    assert_eq!(game.seats(), 4);
    assert_eq!(
        game.position_text(),
        "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 0 0,0,0,0 - 0 0"
    );
    assert_eq!(pos4(&game.position_text()), game);
    let mut ai = Ai::new(5);
    for expected in [0, 1, 2, 3, 0, 1] {
        assert_eq!(game.status(), Status::ToMove(expected));
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        // Every move starts in the mover's own quarter.
        assert!(moves.iter().all(|m| zone4(m.from) == expected), "{moves:?}");
        let m = ai.choose(&game, Player::Random).unwrap();
        game.play(m).unwrap();
    }
}

#[test]
fn each_seat_controls_only_the_pieces_in_its_own_quarter() {
    // One pawn in each quarter; north-east (seat 2) to move.
    let mut game = pos4("7P/8/8/P7/8/8/8/P6P 2 0,0,0,0 - 0 0");
    assert_eq!(legal(&game), ["h8-g7"]);
    for other in ["a5-b6", "a1-b2", "h1-g2"] {
        let err = game.play(mv(&game, other)).unwrap_err();
        assert!(
            matches!(err, MoveError::Illegal(ref why) if why.contains("another player's zone")),
            "{other}: {err}"
        );
    }
}

#[test]
fn a_capture_scores_for_the_seat_that_made_it() {
    // South-east's queen on e4 takes north-east's drone on e8.
    let mut game = pos4("4D3/8/P7/8/4Q3/8/8/P6P 3 0,0,0,0 - 0 0");
    let m = mv(&game, "e4xe8");
    assert_eq!(game.move_text(m), "e4xe8");
    game.play(m).unwrap();
    assert_eq!(
        (0..4).map(|s| game.score(s)).collect::<Vec<_>>(),
        [0, 0, 0, 2]
    );
    assert_eq!(game.status(), Status::ToMove(0));
    assert!(game.position_text().ends_with(" 0 0,0,0,2 e4-e8 0 1"));
}

#[test]
fn the_four_player_game_ends_when_any_quarter_is_empty_and_the_best_score_wins() {
    // North-west's last piece steps into the south-west quarter: its quarter is empty.
    let mut game = pos4("7Q/8/8/P7/8/8/8/P6P 1 2,0,3,1 - 0 0");
    assert_eq!(game.status(), Status::ToMove(1));
    game.play(mv(&game, "a5-b4")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(2))));
}

#[test]
fn a_tie_for_the_lead_goes_to_the_tied_seat_that_moved_last() {
    // Seats 0 and 2 lead with 3; seat 1 ends the game. Of the leaders, seat 0 moved last.
    let mut game = pos4("7Q/8/8/P7/8/8/8/P6P 1 3,0,3,1 - 0 0");
    game.play(mv(&game, "a5-b4")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    // When the seat that ends the game shares the lead, it wins.
    let mut game = pos4("7Q/8/8/P7/8/8/8/P6P 1 3,3,3,0 - 0 0");
    game.play(mv(&game, "a5-b4")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(1))));
}

#[test]
fn teams_add_up_opposite_corners_and_win_together() {
    // Seats 0+2 have 2, seats 1+3 have 3.
    let text = "7Q/8/8/P7/8/8/8/P6P 1 2,0,0,3 - 0 0";
    let mut game = with(text, four(true));
    game.play(mv(&game, "a5-b4")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats(0b1010))));
    // Without teams the same scores make seat 3 the only winner.
    let mut alone = pos4(text);
    alone.play(mv(&alone, "a5-b4")).unwrap();
    assert_eq!(alone.status(), Status::Over(Decision::Win(Seats::one(3))));
    // Teams tied 2:2: the team of the seat that moved last (1) wins.
    let mut tied = with("7Q/8/8/P7/8/8/8/P6P 1 2,1,0,1 - 0 0", four(true));
    tied.play(mv(&tied, "a5-b4")).unwrap();
    assert_eq!(tied.status(), Status::Over(Decision::Win(Seats(0b1010))));
}

#[test]
fn in_teams_partners_share_one_evaluation() {
    let game = with("4D3/8/P7/8/4Q3/8/8/P6P 0 1,0,2,0 - 0 0", four(true));
    assert_eq!(game.side(0), Seats(0b0101));
    assert_eq!(game.side(3), Seats(0b1010));
    assert_eq!(game.evaluate(0), game.evaluate(2));
    assert_eq!(game.evaluate(1), -game.evaluate(0));
    assert!(game.evaluate(0) > 0, "team 0+2 leads 3:0");
}

#[test]
fn field_promotion_counts_the_movers_own_quarter_only() {
    // North-west has a pawn and a drone but no queen: they merge, though south-west has one.
    let mut game = pos4("7P/P7/1D6/8/8/8/8/Q6P 1 0,0,0,0 - 0 0");
    assert!(legal(&game).contains(&"a7-b6".to_string()));
    game.play(mv(&game, "a7-b6")).unwrap();
    assert!(game.position_text().starts_with("7P/8/1Q6/8/8/8/8/Q6P "));
}

#[test]
fn no_rejection_is_a_two_player_rule_only() {
    // South-west's queen crosses into north-west's quarter; north-west may move it straight back.
    let mut game = pos4("7P/8/8/P7/3Q4/8/8/P6P 0 0,0,0,0 - 0 0");
    game.play(mv(&game, "d4-d5")).unwrap();
    assert_eq!(game.status(), Status::ToMove(1));
    assert!(legal(&game).contains(&"d5-d4".to_string()));
}

#[test]
fn the_computer_takes_a_free_queen_among_four() {
    let game = pos4("Q6P/8/8/8/8/8/8/Q1P4P 0 0,0,0,0 - 0 0");
    let best = Ai::new(4).choose(&game, Player::Level(3)).unwrap();
    assert_eq!(game.move_text(best), "a1xa8");
}

#[test]
fn options_that_cannot_be_played_are_refused() {
    let three = Options {
        players: 3,
        ..Options::default()
    };
    assert!(MartianChess::new(three).is_err());
    let two_teams = Options {
        teams: true,
        ..Options::default()
    };
    assert!(MartianChess::new(two_teams).is_err());
    // A two-player board under four-player options (and the other way round) does not read.
    assert!(
        MartianChess::from_position_text(
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 0 0,0 - 0 0",
            four(false)
        )
        .is_err()
    );
    for text in [
        "7P/8/8/P7/8/8/8/P6P 0 0,0 - 0 0",
        "7P/8/8/P7/8/8/8/P6P 4 0,0,0,0 - 0 0",
    ] {
        assert!(
            MartianChess::from_position_text(text, four(false)).is_err(),
            "{text}"
        );
    }
}

#[test]
fn the_command_line_spelling_of_the_options_reads() {
    let options: Options = toml::from_str("players = 4\nteams = true").unwrap();
    assert_eq!(options, four(true));
}

/// Picking a move by number gives the same move as numbering the whole list.
pub(crate) fn picks_agree(game: &MartianChess) {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    for (k, expected) in moves.iter().enumerate() {
        let picked = game.pick_legal_move(&mut Vec::new(), |n| {
            assert_eq!(n, moves.len());
            k
        });
        assert_eq!(picked, Some(*expected));
    }
}

proptest! {
    #![proptest_config(cases::cases(32))]

    #[test]
    fn random_four_player_games_round_trip_and_never_break_the_rules(seed in any::<u64>(), teams in any::<bool>()) {
        let mut last_total = 0;
        random_game_round_trips(MartianChess::new(four(teams)).unwrap(), seed, 1000, |game, m| {
            picks_agree(game);
            if let (Some(m), Status::ToMove(seat)) = (m.filter(|m| m.from != u8::MAX), game.status()) {
                assert_eq!(zone4(m.from), seat);
            }
            let total: i32 = (0..4).map(|s| game.score(s)).sum();
            assert!(total >= last_total);
            last_total = total;
            if let Status::Over(Decision::Win(seats)) = game.status() {
                assert_eq!(seats.0.count_ones(), if teams { 2 } else { 1 });
            }
        });
    }

    #[test]
    fn picking_a_move_by_number_agrees_with_the_move_list(seed in any::<u64>(), clock in any::<bool>()) {
        let options = Options { clock, ..Options::default() };
        random_game_round_trips(MartianChess::new(options).unwrap(), seed, 500, |game, _| picks_agree(game));
    }
}
