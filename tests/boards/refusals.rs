//! Refusals in plain words: a move text too short to be a move, and a position text for the
//! other player count, each say what was expected.

use malice::boards::clock::{ClockMove, PASS_MOVE};
use malice::boards::game::{Game, SetupError};
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::{self, MartianChess};
use malice::boards::pyramids::Pyramids;

/// Every text too short to be a move is refused with an example of a move, never with an
/// empty square name.
fn short_moves_are_explained<G: Game>(game: &G) {
    for text in ["", " ", "a", "x", "-", "a-", "-b2", "ax", "7"] {
        let why = game.parse_move(text).unwrap_err().to_string();
        assert!(!why.contains("``"), "{}: `{text}` gives {why}", G::ID);
        assert!(why.contains("such as"), "{}: `{text}` gives {why}", G::ID);
    }
    let why = game.parse_move("a1-z9").unwrap_err().to_string();
    assert!(why.contains("`z9`") && why.contains("a1"), "{why}");
}

#[test]
fn every_game_explains_a_move_too_short_to_read() {
    short_moves_are_explained(&MartianChess::new(Default::default()).unwrap());
    short_moves_are_explained(&Pyramids::new(Default::default()).unwrap());
    short_moves_are_explained(&Malawi::new(Default::default()).unwrap());
    let mut malaka = Malaka::new(Default::default()).unwrap();
    malaka.resolve_chance((3, 0)).unwrap();
    short_moves_are_explained(&malaka);
}

#[test]
fn a_position_for_the_other_player_count_says_which_option_it_needs() {
    let four = "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 0 0,0,0,0 - 0 0";
    let why = MartianChess::from_position_text(four, Default::default())
        .unwrap_err()
        .to_string();
    assert!(why.contains("players=4"), "{why}");
    let options = martian_chess::Options {
        players: 4,
        ..Default::default()
    };
    assert!(MartianChess::from_position_text(four, options.clone()).is_ok());
    let two = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 0 0,0 - 0 0";
    let why = MartianChess::from_position_text(two, options)
        .unwrap_err()
        .to_string();
    assert!(why.contains("two-player"), "{why}");
}

#[test]
fn the_called_clock_counts_down_resets_on_a_capture_and_refuses_a_second_call() {
    use malice::boards::clock::{CLOCK_PLIES, CalledClock};
    let mut clock = CalledClock::default();
    assert!(clock.callable(true) && !clock.callable(false));
    clock.tick(false, false);
    assert_eq!(
        clock.left(),
        None,
        "quiet plies before the call change nothing"
    );
    clock.tick(false, true);
    assert_eq!(clock.left(), Some(CLOCK_PLIES));
    clock.tick(false, false);
    assert_eq!(clock.left(), Some(CLOCK_PLIES - 1));
    clock.tick(true, false);
    assert_eq!(clock.left(), Some(CLOCK_PLIES), "a capture puts it back");
    for _ in 0..CLOCK_PLIES {
        clock.tick(false, false);
    }
    assert!(clock.run_out());
    assert_eq!(
        clock.refusal(true, false),
        Some("the clock has already been called in this game")
    );
    assert_eq!(CalledClock::default().refusal(true, false), None);
    assert!(CalledClock::default().refusal(true, true).is_some());
    assert!(CalledClock::default().refusal(false, false).is_some());
    assert_ne!(
        CalledClock::default().key(true),
        CalledClock::default().key(false)
    );
}

/// In both clock games, with the clock option on, a pass while a move exists and a pass that
/// calls the clock are refused in the same words, before the squares are looked at.
#[test]
fn both_clock_games_refuse_a_pass_the_same_way() {
    let pyramids = Pyramids::new(malice::boards::pyramids::Options {
        clock: true,
        ..Default::default()
    });
    let martian = MartianChess::new(martian_chess::Options {
        clock: true,
        ..Default::default()
    });
    for (id, plain, calling) in [pass_refusals(pyramids), pass_refusals(martian)] {
        assert_eq!(plain, "you may pass only when no move exists", "{id}");
        assert_eq!(
            calling, "the clock is called together with a move, not with a pass",
            "{id}"
        );
    }
}

/// What a clock game at its start says to a plain pass and to a pass that calls the clock.
fn pass_refusals<G: Game<Move = ClockMove>>(
    game: Result<G, SetupError>,
) -> (&'static str, String, String) {
    let game = game.expect("the clock option sets up a game");
    let calling = ClockMove {
        clock: true,
        ..PASS_MOVE
    };
    (G::ID, game.explain(PASS_MOVE), game.explain(calling))
}
