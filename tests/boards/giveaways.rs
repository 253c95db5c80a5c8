//! The weak levels' deliberate mistakes give nothing away where another move does not
//! (issue 43): from a position per game where the old check let level 1 hand a piece over or
//! leave it to be taken, the moves a mistake may pick (`ai::safe_moves`) leave that move out,
//! and the tournament's check (`ai::gives_away`) counts it.

use malice::boards::ai::{Ai, Player, Tuning, gives_away, hands_over, safe_moves};
use malice::boards::effect::Effect;
use malice::boards::game::{Game, Status};
use malice::boards::malaka::{self, Malaka};
use malice::boards::malawi::{self, Malawi};
use malice::boards::martian_chess::{self, MartianChess};
use malice::boards::pyramids::{self, Pyramids};

/// The texts of the moves a deliberate mistake may pick.
fn safe<G: Tuning>(game: &G) -> Vec<String> {
    safe_moves(game)
        .into_iter()
        .map(|mv| game.move_text(mv))
        .collect()
}

/// Whether the move `text` hands a piece of its mover over to the other side.
fn goes_over<G: Game>(game: &G, text: &str) -> bool {
    let mv = game.parse_move(text).expect("a legal move");
    let Status::ToMove(seat) = game.status() else {
        return false;
    };
    game.effects(mv)
        .iter()
        .any(|e| matches!(*e, Effect::GoesOver { seat: to, .. } if to != seat))
}

/// Asserts that `gift` (a legal move of the seat to move) hands a piece over and that a
/// mistake may no longer pick it, nor any move that hands a piece over.
fn refuses_the_gift<G: Tuning>(game: &G, gift: &str) {
    assert!(goes_over(game, gift), "{gift} hands a piece over");
    let mv = game.parse_move(gift).expect("a legal move");
    assert!(hands_over(game, mv));
    let safe = safe(game);
    assert!(!safe.is_empty());
    assert!(
        !safe.iter().any(|m| m == gift),
        "{gift} is among the safe moves {safe:?}"
    );
    assert!(
        safe.iter().all(|m| !goes_over(game, m)),
        "a safe move hands a piece over: {safe:?}"
    );
}

/// Malice's opening: the pyramids newcomer saw level 1 (North) hand South a pyramid with its
/// first two moves, c6-c5 and b6-c6 (each teleports across the canal to South's side). South
/// can do the same from the start with b3-b4; a move to b2 keeps its pyramid (its twin, g7,
/// is taken).
#[test]
fn malice_level_one_keeps_its_pyramids_where_it_can() {
    let mut game = Pyramids::new(pyramids::Options::default()).unwrap();
    refuses_the_gift(&game, "b3-b4");
    // Nothing makes up for it one move ahead, so the tournament counts it a giveaway.
    assert_eq!(
        gives_away(&game, game.parse_move("b3-b4").unwrap()),
        Some(true)
    );
    assert!(safe(&game).contains(&"b3-b2".to_string()));
    game.play(game.parse_move("b3-b2").unwrap()).unwrap();
    refuses_the_gift(&game, "c6-c5");
    game.play(game.parse_move("c6-c5").unwrap()).unwrap();
    game.play(game.parse_move("c3-b3").unwrap()).unwrap();
    refuses_the_gift(&game, "b6-c6");
}

/// Martian Chess's opening: a drone that crosses the canal without taking anything (d3-d5) is
/// North's from then on. (With the scores level the evaluation likes a thinner zone of one's
/// own, the race to empty one first, so a searched move may cross on purpose and the
/// tournament's check does not count it; a mistake has no such purpose.)
#[test]
fn martian_chess_level_one_does_not_cross_empty_handed() {
    let game = MartianChess::new(martian_chess::Options::default()).unwrap();
    refuses_the_gift(&game, "d3-d5");
}

/// Malawi: a pawn with one ring near home, moved where the other side's two-ring pawn strikes
/// it (c2-c3, struck from c5), lost less than the old check's 30 and counted as safe.
#[test]
fn malawi_level_one_does_not_walk_a_ring_into_a_strike() {
    let game =
        Malawi::from_position_text("6/2b23/6/6/2w13/5w2 0 0", malawi::Options::default()).unwrap();
    let mv = game.parse_move("c2-c3").unwrap();
    let safe = safe(&game);
    assert!(!safe.is_empty());
    assert!(!safe.contains(&"c2-c3".to_string()), "{safe:?}");
    assert_eq!(gives_away(&game, mv), Some(true));
    // The quiet moves of that pawn out of the strike's reach stay possible mistakes.
    assert!(safe.contains(&"c2-b2".to_string()), "{safe:?}");
}

/// Level 1 over many seeds, in the two games where a piece can change hands: none of its
/// moves in the first twenty plies gives a piece away by the tournament's check, its
/// searched moves included (the search hands a piece over only for a reason it sees).
#[test]
fn level_one_gives_nothing_away_in_its_openings() {
    fn check<G: Tuning>(options: G::Options) {
        for seed in 0..12 {
            let mut game = G::new(options.clone()).unwrap();
            let mut ai = Ai::new(seed).untimed();
            for _ in 0..20 {
                let Status::ToMove(_) = game.status() else {
                    break;
                };
                ai.remember(game.key());
                let mv = ai.choose(&game, Player::Level(1)).unwrap();
                assert_ne!(
                    gives_away(&game, mv),
                    Some(true),
                    "{}: seed {seed}, level 1 played {} in {}",
                    G::ID,
                    game.move_text(mv),
                    game.position_text()
                );
                game.play(mv).unwrap();
            }
        }
    }
    check::<Pyramids>(pyramids::Options::default());
    check::<MartianChess>(martian_chess::Options::default());
    check::<Malawi>(malawi::Options::default());
}
/// Malaka: dice come between a turn and the reply, so the old check let a mistake pick any
/// turn. Here (seed 1 of a level-2 game, turn 2) O rolled 3 and 2; 12 of its 57 turns split
/// a home stack so that X, with 3 of its 16 rolls, pins a lone piece on O's home edge and
/// wins (a1-a4,c1-c3 leaves c1 so). A mistake now picks only among the turns that leave no
/// such roll and the fewest lone pieces open to one die.
#[test]
fn malaka_level_one_does_not_leave_a_piece_open_on_its_home_edge() {
    let game = Malaka::from_position_text(
        "(2O)5(2X)(2X)(2X)/O1O6/(2O)8/9/9/9/6X1X/7XX/(2O)(2O)(2O)5(2X) o 32 2 0",
        malaka::Options::default(),
    )
    .unwrap();
    let open_after = |mv| {
        let mut after = game.clone();
        after.play(mv).unwrap();
        (after.open_pieces(0), after.home_pin_rolls(0))
    };
    let gift = game.parse_move("a1-a4,c1-c3").unwrap();
    assert_eq!(open_after(gift).1, 3.0 / 16.0, "c1 is open to a pin");
    let safe = safe_moves(&game);
    assert!(!safe.is_empty());
    assert!(!safe.contains(&gift));
    let mut all = Vec::new();
    game.legal_moves(&mut all);
    let fewest = all.iter().map(|&mv| open_after(mv).0).min();
    for mv in safe {
        assert_eq!(
            open_after(mv),
            (fewest.unwrap(), 0.0),
            "{}",
            game.move_text(mv)
        );
    }
}
