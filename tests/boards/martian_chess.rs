//! Martian Chess: perft counts from data, a scenario per special rule, the computer opponent,
//! and properties of random games.

use crate::cases;

use malice::boards::ai::{Ai, Player, Tuning, random_playout};
use malice::boards::dice::Dice;
use malice::boards::game::{Decision, EndReason, Game, MoveError, Seats, Status};
use malice::boards::martian_chess::{MartianChess, Options, PieceSet};
use proptest::prelude::*;
use std::time::Duration;

use crate::boards_common;
use boards_common::{check_perft_file, random_game_round_trips};

fn pos(text: &str) -> MartianChess {
    MartianChess::from_position_text(text, Options::default()).unwrap()
}

pub(crate) fn with(text: &str, options: Options) -> MartianChess {
    MartianChess::from_position_text(text, options).unwrap()
}

pub(crate) fn mv(game: &MartianChess, text: &str) -> <MartianChess as Game>::Move {
    game.parse_move(text).unwrap()
}

pub(crate) fn legal(game: &MartianChess) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().map(|m| game.move_text(*m)).collect()
}

#[test]
fn perft_counts_match_the_data_file() {
    let checked = check_perft_file::<MartianChess>(
        include_str!("../data/perft/martian-chess.txt"),
        Options::default(),
    );
    assert_eq!(checked, 4);
}

#[test]
fn the_start_position_round_trips_and_south_moves_first() {
    let game = MartianChess::new(Options::default()).unwrap();
    assert_eq!(
        game.position_text(),
        "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 0 0,0 - 0 0"
    );
    assert_eq!(game.status(), Status::ToMove(0));
    assert_eq!(pos(&game.position_text()), game);
}

#[test]
fn a_capture_scores_the_piece_and_the_capturer_changes_sides() {
    // South's queen on a4 takes North's drone on a6 (a5 empty).
    let mut game = pos("4/4/D3/4/Q3/4/4/3P 0 0,0 - 0 0");
    let m = mv(&game, "a4xa6");
    assert_eq!(game.move_text(m), "a4xa6");
    game.play(m).unwrap();
    assert_eq!(game.score(0), 2);
    // The queen now stands in North's zone: North controls it.
    assert!(legal(&game).iter().any(|m| m.starts_with("a6")));
}

#[test]
fn crossing_the_canal_without_a_capture_hands_the_piece_over_and_no_rejection_applies() {
    let mut game = pos("4/4/4/P3/3Q/4/4/3P 0 0,0 - 0 0");
    game.play(mv(&game, "d4-d5")).unwrap();
    // North now owns the queen on d5, but may not move it straight back to d4.
    let moves = legal(&game);
    assert!(moves.contains(&"d5-d6".to_string()));
    assert!(!moves.contains(&"d5-d4".to_string()));
    let before = game.position_text();
    let err = game.play(mv(&game, "d5-d4")).unwrap_err();
    assert!(
        matches!(err, MoveError::Illegal(ref why) if why.contains("no rejection")),
        "{err}"
    );
    assert_eq!(
        game.position_text(),
        before,
        "an illegal move changes nothing"
    );
}

#[test]
fn field_promotion_merges_drone_and_pawn_into_a_queen_only_without_a_queen() {
    // South: drone b2, pawn a3 (diagonal neighbour of b2? a pawn moves diagonally: a3 -> b2).
    let text = "4/4/4/P3/4/P3/1D2/4 0 0,0 - 0 0";
    let mut game = pos(text);
    assert!(legal(&game).contains(&"a3-b2".to_string()));
    game.play(mv(&game, "a3-b2")).unwrap();
    assert!(game.position_text().starts_with("4/4/4/P3/4/4/1Q2/4"));
    // With a queen in the zone: no merge.
    let game = pos("4/4/4/P3/4/P3/1D2/3Q 0 0,0 - 0 0");
    assert!(!legal(&game).contains(&"a3-b2".to_string()));
    // Option off: no merge.
    let game = with(
        text,
        Options {
            field_promotion: false,
            ..Options::default()
        },
    );
    assert!(!legal(&game).contains(&"a3-b2".to_string()));
    // Two pawns make a drone when the zone has none.
    let mut game = pos("4/4/4/P3/4/P3/1P2/3Q 0 0,0 - 0 0");
    game.play(mv(&game, "a3-b2")).unwrap();
    assert!(game.position_text().starts_with("4/4/4/P3/4/4/1D2/3Q"));
}

#[test]
fn the_game_ends_when_a_zone_is_empty_and_a_tie_goes_to_the_last_mover() {
    // South's last piece crosses the canal: South's zone is empty; scores tied 0:0.
    let mut game = pos("4/4/4/P3/P3/4/4/4 0 0,0 - 0 0");
    game.play(mv(&game, "a4-b5")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    // Higher score wins regardless of who moved last.
    let mut game = pos("4/4/4/P3/P3/4/4/4 0 0,3 - 0 0");
    game.play(mv(&game, "a4-b5")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(1))));
}

fn clock_on() -> Options {
    Options {
        clock: true,
        ..Options::default()
    }
}

#[test]
fn before_the_clock_is_called_quiet_plies_end_nothing() {
    let mut game = with("4/Q3/4/4/4/4/3Q/4 0 0,1 - 60 80", clock_on());
    game.play(mv(&game, "d2-d1")).unwrap();
    assert_eq!(game.status(), Status::ToMove(1));
    assert_eq!(game.end_reason(), None);
}

#[test]
fn a_called_clock_counts_down_seven_quiet_plies_and_ends_the_game() {
    let mut game = with("4/Q3/4/4/4/4/3Q/4 1 0,1 - 0 20", clock_on());
    // Every move may be made plain or with the call.
    let moves = legal(&game);
    assert!(moves.contains(&"a7-a8".to_string()) && moves.contains(&"clock a7-a8".to_string()));
    let call = mv(&game, "clock a7-a8");
    assert_eq!(game.call_clock(mv(&game, "a7-a8")), Some(call));
    assert_eq!(game.move_text(call), "clock a7-a8");
    game.play(call).unwrap();
    assert!(
        game.position_text().ends_with(" c7"),
        "{}",
        game.position_text()
    );
    assert_eq!(with(&game.position_text(), clock_on()), game);
    // Once a game: no more calls.
    assert!(!legal(&game).iter().any(|m| m.starts_with("clock")));
    let again = mv(&game, "clock d2-d1");
    assert!(
        matches!(game.play(again), Err(MoveError::Illegal(ref why)) if why.contains("already been called"))
    );
    for (i, text) in ["d2-d1", "a8-a7", "d1-d2", "a7-a8", "d2-d1", "a8-a7"]
        .into_iter()
        .enumerate()
    {
        game.play(mv(&game, text)).unwrap();
        assert!(game.position_text().ends_with(&format!(" c{}", 6 - i)));
    }
    assert_eq!(game.status(), Status::ToMove(0));
    game.play(mv(&game, "d1-d2")).unwrap();
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(1))));
    assert_eq!(game.end_reason(), Some(EndReason::ClockRanOut));
    assert!(game.position_text().ends_with(" c0"));
}

#[test]
fn a_capture_winds_a_called_clock_back_to_seven() {
    let mut game = with("Q2P/P3/4/4/4/4/4/P2Q 0 0,0 - 0 0", clock_on());
    game.play(mv(&game, "clock a1-b2")).unwrap();
    game.play(mv(&game, "a7-b6")).unwrap();
    assert!(game.position_text().ends_with(" c6"));
    game.play(mv(&game, "d1xd8")).unwrap();
    assert_eq!(game.score(0), 1);
    assert!(
        game.position_text().ends_with(" c7"),
        "{}",
        game.position_text()
    );
}

#[test]
fn the_board_says_how_far_a_called_clock_has_run() {
    let mut game = with("Q2P/P3/4/4/4/4/4/P2Q 0 0,0 - 0 0", clock_on());
    assert_eq!(game.clock_left(), None);
    assert!(!game.diagram().contains("clock"), "{}", game.diagram());
    game.play(mv(&game, "clock a1-b2")).unwrap();
    assert_eq!(game.clock_left(), Some(7));
    game.play(mv(&game, "a7-b6")).unwrap();
    assert_eq!(game.clock_left(), Some(6));
    assert!(
        game.diagram()
            .contains("The clock is called: the game ends after 6 more moves without a capture"),
        "{}",
        game.diagram()
    );
}

#[test]
fn the_clock_cannot_be_called_without_the_option() {
    let mut game = pos("Q2P/P3/4/4/4/4/4/P2Q 0 0,0 - 0 0");
    assert!(!legal(&game).iter().any(|m| m.starts_with("clock")));
    let call = mv(&game, "clock a1-b2");
    assert_eq!(game.call_clock(mv(&game, "a1-b2")), None);
    assert!(
        matches!(game.play(call), Err(MoveError::Illegal(ref why)) if why.contains("clock option is off"))
    );
    assert!(
        MartianChess::from_position_text("Q2P/P3/4/4/4/4/4/P2Q 0 0,0 - 0 0 c5", Options::default())
            .is_err()
    );
    assert!(game.parse_move("clock").is_err());
}

#[test]
fn the_computer_calls_the_clock_when_it_leads_after_twenty_quiet_plies() {
    // South leads 3 to 1; after 19 quiet plies it plays on, after 20 it calls.
    let text = |quiet: u16| format!("Q2P/P3/4/4/4/4/4/P2Q 0 3,1 - {quiet} 40");
    let early = with(&text(19), clock_on());
    assert!(!early.computer_calls_clock());
    let m = Ai::new(1).choose(&early, Player::Level(3)).unwrap();
    assert!(!m.clock);
    let late = with(&text(20), clock_on());
    assert!(late.computer_calls_clock());
    let m = Ai::new(1).choose(&late, Player::Level(3)).unwrap();
    assert!(m.clock, "{}", late.move_text(m));
    // Trailing, it does not call.
    let behind = with("Q2P/P3/4/4/4/4/4/P2Q 0 1,3 - 30 40", clock_on());
    assert!(!behind.computer_calls_clock());
    assert!(!Ai::new(1).choose(&behind, Player::Level(3)).unwrap().clock);
}

#[test]
fn the_end_reason_says_why_the_game_ended() {
    let mut game = pos("4/4/4/P3/P3/4/4/4 0 0,0 - 0 0");
    assert_eq!(game.end_reason(), None);
    game.play(mv(&game, "a4-b5")).unwrap();
    assert_eq!(game.end_reason(), Some(EndReason::ZoneEmptied));
    assert_eq!(EndReason::ZoneEmptied.to_string(), "a zone was left empty");
    let mut game = pos("4/Q3/4/4/4/4/3Q/4 0 0,1 - 10 399");
    game.play(mv(&game, "d2-d1")).unwrap();
    assert_eq!(game.end_reason(), Some(EndReason::MoveCap));
}

#[test]
fn equal_positions_have_equal_keys_and_the_side_to_move_counts() {
    let a = pos("4/Q3/4/4/4/4/3Q/4 0 0,1 - 6 20");
    let b = pos("4/Q3/4/4/4/4/3Q/4 0 0,1 - 9 31");
    assert_eq!(a.key(), b.key(), "move counters are not part of the key");
    assert_ne!(a.key(), pos("4/Q3/4/4/4/4/3Q/4 1 0,1 - 6 20").key());
    assert_ne!(a.key(), pos("4/Q3/4/4/4/4/3Q/4 0 1,1 - 6 20").key());
    assert_ne!(a.key(), pos("4/Q3/4/4/4/4/Q3/4 0 0,1 - 6 20").key());
    assert_ne!(
        a.key(),
        with("4/Q3/4/4/4/4/3Q/4 0 0,1 - 6 20 c4", clock_on()).key()
    );
}

#[test]
fn knights_and_kings_move_drones_as_knights_and_pawns_as_kings() {
    let options = Options {
        pieces: PieceSet::KnightsAndKings,
        ..Options::default()
    };
    let game = with("4/4/4/P3/4/4/4/1D1P 0 0,0 - 0 0", options);
    let moves = legal(&game);
    assert!(moves.contains(&"b1-a3".to_string()) && moves.contains(&"b1-c3".to_string()));
    assert!(moves.contains(&"b1-d2".to_string()));
    assert!(
        moves.contains(&"d1-d2".to_string()),
        "a pawn steps straight as a king"
    );
    let standard = pos("4/4/4/P3/4/4/4/1D1P 0 0,0 - 0 0");
    assert!(!legal(&standard).contains(&"b1-a3".to_string()));
}

#[test]
fn bad_text_is_refused_with_a_reason() {
    assert!(MartianChess::from_position_text("nonsense", Options::default()).is_err());
    assert!(
        MartianChess::from_position_text(
            "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQX 0 0,0 - 0 0",
            Options::default()
        )
        .is_err()
    );
    let game = MartianChess::new(Options::default()).unwrap();
    assert!(game.parse_move("z9-a1").is_err());
    let mut game = game;
    assert!(
        matches!(game.play(mv(&game, "a1-a2")), Err(MoveError::Illegal(ref why)) if why.contains("no piece"))
    );
    assert!(
        matches!(game.play(mv(&game, "a8-a7")), Err(MoveError::Illegal(ref why)) if why.contains("other player's zone"))
    );
}

#[test]
fn the_computer_takes_a_free_queen() {
    // South's queen d1 can take North's queen d8 along an open file; South keeps a pawn at home
    // so the game goes on.
    let game = pos("3Q/4/4/P3/4/4/4/P2Q 0 0,0 - 0 0");
    let mut ai = Ai::new(3);
    let best = ai.choose(&game, Player::Level(4)).unwrap();
    assert_eq!(game.move_text(best), "d1xd8");
}

#[test]
fn a_timed_player_searches_by_the_clock_and_takes_the_free_queen() {
    let game = pos("3Q/4/4/P3/4/4/4/P2Q 0 0,0 - 0 0");
    let player: Player = "0.05s".parse().unwrap();
    assert_eq!(player, Player::Timed(Duration::from_millis(50)));
    let best = Ai::new(3).choose(&game, player).unwrap();
    assert_eq!(game.move_text(best), "d1xd8");
}

#[test]
fn players_read_from_text_and_bad_ones_are_refused() {
    assert_eq!("random".parse::<Player>(), Ok(Player::Random));
    assert_eq!("5".parse::<Player>(), Ok(Player::Level(5)));
    assert_eq!(
        "2s".parse::<Player>(),
        Ok(Player::Timed(Duration::from_secs(2)))
    );
    for bad in ["0", "6", "0s", "-1s", "601s", "fast", "s", "NaNs"] {
        let err = bad.parse::<Player>().unwrap_err();
        assert!(err.contains("time per move"), "{bad}: {err}");
    }
}

#[test]
fn level_three_beats_the_random_player() {
    let mut wins = 0;
    for seed in 0..6u64 {
        let mut game = MartianChess::new(Options::default()).unwrap();
        let mut ai = Ai::new(seed);
        let players = if seed % 2 == 0 {
            [Player::Level(3), Player::Random]
        } else {
            [Player::Random, Player::Level(3)]
        };
        while let Status::ToMove(seat) = game.status() {
            let m = ai.choose(&game, players[seat as usize]).unwrap();
            game.play(m).unwrap();
        }
        let level_seat = if seed % 2 == 0 { 0 } else { 1 };
        if matches!(game.status(), Status::Over(Decision::Win(s)) if s.contains(level_seat)) {
            wins += 1;
        }
    }
    assert!(wins >= 5, "level 3 won {wins} of 6 against random");
}

proptest! {
    #![proptest_config(cases::cases(48))]

    #[test]
    fn random_games_round_trip_and_never_break_the_rules(seed in any::<u64>(), kk in any::<bool>(), clock in any::<bool>()) {
        let options = Options { pieces: if kk { PieceSet::KnightsAndKings } else { PieceSet::Standard }, clock, ..Options::default() };
        let mut last_total = 0;
        random_game_round_trips(MartianChess::new(options).unwrap(), seed, 500, |game, m| {
            // Only pieces of the mover's zone move.
            if let (Some(m), Status::ToMove(seat)) = (m.filter(|m| m.from != u8::MAX), game.status()) {
                assert_eq!(m.from / 4 < 4, seat == 0);
            }
            // Scores never go down.
            let total = game.score(0) + game.score(1);
            assert!(total >= last_total);
            last_total = total;
        });
    }
}

#[test]
fn random_playouts_always_end() {
    let start = MartianChess::new(Options::default()).unwrap();
    let mut dice = Dice::new(9);
    let mut moves = Vec::new();
    for _ in 0..50 {
        let mut game = start.clone();
        random_playout(&mut game, &mut dice, &mut moves, 10_000);
        assert!(matches!(game.status(), Status::Over(_)));
    }
}

#[test]
fn with_the_clock_option_every_move_comes_plain_and_with_the_call() {
    // Perft with the clock option: each of the 10 opening moves twice (20); at depth 2 the
    // reply to a plain move may still call the clock, the reply to a call may not: 3 × 104.
    let mut game = MartianChess::new(clock_on()).unwrap();
    assert_eq!(malice::boards::ai::perft(&mut game, 1), 20);
    assert_eq!(malice::boards::ai::perft(&mut game, 2), 3 * 104);
}
