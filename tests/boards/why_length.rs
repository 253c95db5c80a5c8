//! A hint's sentence stays short enough to read at a glance in the match panel: at 1024×640
//! and 200 % a Malawi reason once took seven lines there. Every game's hints, asked at
//! positions of seeded games between two level-2 players, are checked against a bound.

use malice::boards::ai::{Ai, JudgeLimits, Player, Tuning};
use malice::boards::analysis::{LONGEST_REASON, hint, hint_reason};
use malice::boards::dice::Dice;
use malice::boards::game::Status;
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;

/// The hint's sentences at every third position of `games` seeded games of `G` (each to
/// `plies` plies at most), searched shallowly so the test stays quick.
fn sentences<G: Tuning>(games: u64, plies: usize) -> Vec<(String, String)> {
    let mut said = Vec::new();
    for seed in 0..games {
        let mut game = G::new(Default::default()).unwrap();
        let mut dice = Dice::new(seed);
        let mut ai = Ai::new(seed).untimed();
        for ply in 0..plies {
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let roll = dice.roll(&game).unwrap();
                    game.resolve_chance(roll).unwrap();
                }
                Status::ToMove(_) => {
                    if ply % 3 == 0 {
                        let limits = JudgeLimits {
                            depth: 2,
                            nodes: 4_000,
                            ..JudgeLimits::default()
                        };
                        if let Some(judgement) = hint(&game, &limits) {
                            said.push((game.position_text(), hint_reason(&game, &judgement)));
                        }
                    }
                    let mv = ai.choose(&game, Player::Level(2)).unwrap();
                    game.play(mv).unwrap();
                }
            }
        }
    }
    said
}

/// Every sentence within [`LONGEST_REASON`] characters (the move's text included).
#[track_caller]
fn all_short(said: &[(String, String)]) {
    assert!(said.len() > 10, "too few hints asked: {}", said.len());
    let long: Vec<String> = said
        .iter()
        .filter(|(_, why)| why.chars().count() > LONGEST_REASON)
        .map(|(at, why)| format!("[{}] {at} :: {why}", why.chars().count()))
        .collect();
    assert!(
        long.is_empty(),
        "{} of {} too long:\n{}",
        long.len(),
        said.len(),
        long.join("\n")
    );
}

#[test]
fn malice_hints_are_short() {
    all_short(&sentences::<Pyramids>(4, 60));
}

#[test]
fn martian_chess_hints_are_short() {
    all_short(&sentences::<MartianChess>(4, 60));
}

#[test]
fn malaka_hints_are_short() {
    all_short(&sentences::<Malaka>(3, 90));
}

#[test]
fn malawi_hints_are_short() {
    all_short(&sentences::<Malawi>(6, 60));
}
