//! Malice (pyramids): perft from data, the dual squares, teleports and blocked teleports,
//! captures, control by quadrant, the end and its ties, level 4's depth, and random-game
//! properties.

use crate::cases;

use malice::boards::ai::{Ai, Player, Tuning};
use malice::boards::game::{Decision, EndReason, Game, MoveError, Seats, Status};
use malice::boards::pyramids::{Options, Pyramids, Setup, Tie, dual, square_name};
use proptest::prelude::*;

use crate::boards_common;
use boards_common::{check_perft_file, random_game_round_trips};

fn pos(text: &str) -> Pyramids {
    Pyramids::from_position_text(text, Options::default()).unwrap()
}

fn play(game: &mut Pyramids, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// A position with one piece in every quadrant besides the ones a test places, so the game
/// does not end at once: left board a7 (North) and a1 (South); right board h8 and h1.
const KEEP: [(&str, char); 4] = [("a7", 'S'), ("a1", 'S'), ("h8", 'S'), ("h1", 'S')];

fn build(pieces: &[(&str, char)], side: u8) -> Pyramids {
    let mut grid = [['.'; 8]; 8];
    for (sq, c) in KEEP.iter().chain(pieces) {
        let f = (sq.as_bytes()[0] - b'a') as usize;
        let r = (sq.as_bytes()[1] - b'1') as usize;
        grid[r][f] = *c;
    }
    let half = |files: std::ops::Range<usize>| {
        (0..8)
            .rev()
            .map(|r| {
                let mut out = String::new();
                let mut empty = 0;
                for f in files.clone() {
                    if grid[r][f] == '.' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(grid[r][f]);
                    }
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                }
                out
            })
            .collect::<Vec<_>>()
            .join("/")
    };
    pos(&format!("{}|{} {side} 0,0 0 0", half(0..4), half(4..8)))
}

/// The pyramid on a square (`.` for none), read back from the position text.
fn at(game: &Pyramids, square: &str) -> char {
    let sq = game.parse_move(&format!("{square}-{square}")).unwrap().from;
    let halves: Vec<String> = game
        .position_text()
        .split(' ')
        .next()
        .unwrap()
        .split('|')
        .map(str::to_owned)
        .collect();
    let half = &halves[(sq / 32) as usize];
    let rank = 7 - ((sq % 32) / 4) as usize;
    let mut file = 0;
    for c in half.split('/').nth(rank).unwrap().chars() {
        if let Some(n) = c.to_digit(10) {
            if (sq % 4) < file + n as u8 {
                return '.';
            }
            file += n as u8;
        } else {
            if file == sq % 4 {
                return c;
            }
            file += 1;
        }
    }
    '.'
}

#[test]
fn perft_counts_match_the_data_file() {
    let checked =
        check_perft_file::<Pyramids>(include_str!("../data/perft/malice.txt"), Options::default());
    assert_eq!(checked, 3);
}

#[test]
fn the_dual_square_mirrors_the_file_and_the_rank_onto_the_other_board() {
    let name = |s: &str| {
        let g = Pyramids::new(Options::default()).unwrap();
        square_name(dual(g.parse_move(&format!("{s}-{s}")).unwrap().from))
    };
    assert_eq!(name("a1"), "h8");
    assert_eq!(name("d4"), "e5");
    assert_eq!(name("b3"), "g6");
    assert_eq!(name("h8"), "a1");
}

#[test]
fn a_move_teleports_to_the_empty_dual_square_and_changes_control() {
    // South's small pyramid b2 steps to b3; dual(b3) = g6, empty: it lands on g6, North's side.
    let mut game = build(&[("b2", 'S')], 0);
    play(&mut game, "b2-b3");
    assert_eq!(at(&game, "b3"), '.');
    assert_eq!(at(&game, "g6"), 'S');
    assert_eq!(game.status(), Status::ToMove(1));
    // North now controls it.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.iter().any(|m| game.move_text(*m).starts_with("g6")));
}

#[test]
fn a_blocked_teleport_stays_and_never_captures() {
    // dual(b3) = g6 holds a North pyramid: the mover stays on b3, and g6 is untouched.
    let mut game = build(&[("b2", 'S'), ("g6", 'L')], 0);
    play(&mut game, "b2-b3");
    assert_eq!(at(&game, "b3"), 'S');
    assert_eq!(at(&game, "g6"), 'L');
    assert_eq!(game.score(0), 0);
}

#[test]
fn a_capture_scores_its_size_and_happens_before_the_teleport() {
    // South's large pyramid on c4 takes North's medium on c6 (c5 empty): +2; dual(c6) = f3.
    let mut game = build(&[("c4", 'L'), ("c6", 'M')], 0);
    play(&mut game, "c4xc6");
    assert_eq!(game.score(0), 2);
    assert_eq!(at(&game, "c6"), '.');
    assert_eq!(at(&game, "f3"), 'L');
}

#[test]
fn moves_stay_on_their_board_and_never_land_on_the_own_side() {
    let mut game = build(&[("d2", 'S'), ("c2", 'S')], 0);
    let mv = game.parse_move("d2-e2").unwrap();
    assert!(matches!(game.play(mv), Err(MoveError::Illegal(ref why)) if why.contains("board")));
    let mv = game.parse_move("d2-c2").unwrap();
    assert!(
        matches!(game.play(mv), Err(MoveError::Illegal(ref why)) if why.contains("your own side"))
    );
}

#[test]
fn the_game_ends_when_a_quadrant_empties_and_ties_follow_the_option() {
    // South's only left-board piece steps a1 -> a2 and teleports to h7 (empty): the left
    // board's South quadrant is empty, so the game ends, 0:0.
    let text = "4/S3/4/4/4/4/4/S3|3S/4/4/4/4/4/4/3S 0 0,0 0 0";
    let mut draw = pos(text);
    play(&mut draw, "a1-a2");
    assert_eq!(draw.status(), Status::Over(Decision::Draw));
    assert_eq!(draw.end_reason(), Some(EndReason::QuarterEmptied));
    let mut last = Pyramids::from_position_text(
        text,
        Options {
            tie: Tie::LastMoverWins,
            ..Options::default()
        },
    )
    .unwrap();
    play(&mut last, "a1-a2");
    assert_eq!(last.status(), Status::Over(Decision::Win(Seats::one(0))));
    let mut scored = pos("4/S3/4/4/4/4/4/S3|3S/4/4/4/4/4/4/3S 0 0,2 0 0");
    play(&mut scored, "a1-a2");
    assert_eq!(scored.status(), Status::Over(Decision::Win(Seats::one(1))));
}

fn clock_on() -> Options {
    Options {
        clock: true,
        ..Options::default()
    }
}

#[test]
fn the_clock_is_called_with_a_move_and_ends_the_game_seven_quiet_plies_later() {
    // Each side has a small pyramid on each board; South leads 2 to 0.
    let text = "4/S3/4/4/4/4/4/S3|3S/4/4/4/4/4/4/3S 0 2,0 50 60";
    let mut game = Pyramids::from_position_text(text, clock_on()).unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let calls = moves.iter().filter(|m| m.clock).count();
    assert_eq!(
        calls * 2,
        moves.len(),
        "every move may be made with the call"
    );
    assert!(
        game.computer_calls_clock(),
        "South leads after 50 quiet plies"
    );
    assert!(!pos(text).computer_calls_clock(), "not without the option");
    assert!(!game.diagram().contains("clock"));
    play(&mut game, "clock a1-b1");
    assert!(
        game.position_text().ends_with(" c7"),
        "{}",
        game.position_text()
    );
    assert_eq!(game.clock_left(), Some(7));
    assert!(
        game.diagram()
            .contains("the game ends after 7 more moves without a capture"),
        "{}",
        game.diagram()
    );
    assert_eq!(
        Pyramids::from_position_text(&game.position_text(), clock_on()).unwrap(),
        game
    );
    // From the start, a random game after the call: each quiet ply takes one off the count,
    // a capture puts it back to 7, and at 0 the game is over.
    for seed in 0..8 {
        let mut game = Pyramids::new(clock_on()).unwrap();
        let mut ai = Ai::new(seed);
        let first = ai.choose(&game, Player::Random).unwrap();
        let first = game.call_clock(first).unwrap_or(first);
        game.play(first).unwrap();
        let mut left = 7;
        while let Status::ToMove(_) = game.status() {
            let total = game.score(0) + game.score(1);
            let m = ai.choose(&game, Player::Random).unwrap();
            assert!(!m.clock, "the clock is called once a game");
            game.play(m).unwrap();
            left = if game.score(0) + game.score(1) > total {
                7
            } else {
                left - 1
            };
            assert!(game.position_text().ends_with(&format!(" c{left}")));
        }
        assert!(
            left == 0 && game.end_reason() == Some(EndReason::ClockRanOut)
                || game.end_reason() == Some(EndReason::QuarterEmptied)
        );
    }
    let mut off = pos(text);
    let call = off.parse_move("clock a1-b1").unwrap();
    assert!(
        matches!(off.play(call), Err(MoveError::Illegal(ref why)) if why.contains("clock option is off"))
    );
}

#[test]
fn the_extended_setup_has_twelve_pyramids_a_side() {
    let game = Pyramids::new(Options {
        setup: Setup::Extended24,
        ..Options::default()
    })
    .unwrap();
    let pieces = game
        .position_text()
        .split(' ')
        .next()
        .unwrap()
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .count();
    assert_eq!(pieces, 24);
    let classic = Pyramids::new(Options::default()).unwrap();
    let pieces = classic
        .position_text()
        .split(' ')
        .next()
        .unwrap()
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .count();
    assert_eq!(pieces, 18);
}

#[test]
fn the_computer_beats_the_random_player() {
    // With nine pyramids a side the random player often empties its own quarter at 0:0
    // before anyone can capture, a draw nobody can prevent: play the twelve-a-side setup.
    let (mut wins, mut losses) = (0, 0);
    for seed in 0..8u64 {
        let mut game = Pyramids::new(Options {
            setup: Setup::Extended24,
            ..Options::default()
        })
        .unwrap();
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
        match game.status() {
            Status::Over(Decision::Win(s)) if s.contains((seed % 2) as u8) => wins += 1,
            Status::Over(Decision::Win(_)) => losses += 1,
            _ => {}
        }
    }
    assert!(
        wins >= 6 && losses == 0,
        "level 3 won {wins} of 8, lost {losses}"
    );
}

#[test]
fn level_four_stops_at_four_plies_where_its_budget_would_reach_further() {
    // At a quarter of a million nodes the search from the start passes four plies; level 4
    // stops there all the same (the level below level 5's full search, see Malice's levels).
    let game = Pyramids::new(Options::default()).unwrap();
    let mut ai = Ai::new(1);
    ai.best_move(&game, 64, 250_000).unwrap();
    assert!(
        ai.report().depth > 4,
        "the budget reaches {}",
        ai.report().depth
    );
    let mut ai = Ai::new(1).untimed();
    ai.choose(&game, Player::Level(4)).unwrap();
    assert_eq!(ai.report().depth, 4);
}

proptest! {
    #![proptest_config(cases::cases(48))]

    #[test]
    fn random_games_round_trip(seed in any::<u64>(), extended in any::<bool>(), clock in any::<bool>()) {
        let options = Options { setup: if extended { Setup::Extended24 } else { Setup::Classic18 }, clock, ..Options::default() };
        random_game_round_trips(Pyramids::new(options).unwrap(), seed, 500, |_, m| {
            if let Some(m) = m.filter(|m| m.from != u8::MAX) {
                assert_eq!(m.from / 32, m.to / 32, "moves stay on their board");
            }
        });
    }
}
