//! Malaka's random turn, built part by part for random playouts: over many seeds and
//! positions every random turn is a legal turn (its parts fit in order and it ends where a
//! listed turn ends), and every listed turn can come; an untimed level replays its legal turn.

use crate::cases;

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashSet;

use malice::boards::ai::{Ai, Player};
use malice::boards::game::{Game, Status};
use malice::boards::malaka::{DiceSize, Malaka, Options, Turn};

/// Rolls the dice if they wait to be rolled; `false` once the game is over.
fn roll(game: &mut Malaka, rng: &mut ChaCha8Rng) -> bool {
    if let Status::Chance = game.status() {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let (dice, _) = outcomes[rng.random_range(0..outcomes.len())];
        game.resolve_chance(dice).unwrap();
    }
    matches!(game.status(), Status::ToMove(_))
}

/// A random turn of `game`, drawn with `rng`.
fn random_turn(game: &Malaka, rng: &mut ChaCha8Rng) -> Turn {
    game.random_legal_move(&mut Vec::new(), &mut |n| rng.random_range(0..n))
        .expect("the dice are rolled")
}

/// Checks that `turn` is legal in `game`: it amounts to one of the listed turns.
fn check_legal(game: &Malaka, turn: Turn, legal: &[Turn]) -> Result<(), TestCaseError> {
    if legal.contains(&turn) {
        return Ok(());
    }
    let listed = game.finished_turn(&turn);
    prop_assert!(
        listed.is_some_and(|t| legal.contains(&t)),
        "{} is no legal turn in {}",
        game.move_text(turn),
        game.position_text()
    );
    let mut played = game.clone();
    prop_assert!(played.play(turn).is_ok());
    Ok(())
}

fn options(pick: u8) -> Options {
    match pick {
        0 => Options::default(),
        1 => Options {
            dice: DiceSize::D6,
            ..Options::default()
        },
        2 => Options {
            many: true,
            no_stagger: true,
            ..Options::default()
        },
        _ => Options {
            large: true,
            ..Options::default()
        },
    }
}

proptest! {
    #![proptest_config(cases::cases(40))]

    /// Along a random game, every random turn drawn (six at each position looked at) is legal.
    #[test]
    fn random_turns_are_legal(seed in any::<u64>(), every in 1usize..12, pick in 0u8..4) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Malaka::new(options(pick)).unwrap();
        let mut legal = Vec::new();
        for turn in 0..240 {
            if !roll(&mut game, &mut rng) {
                break;
            }
            if turn % every == 0 {
                game.legal_moves(&mut legal);
                for _ in 0..6 {
                    let drawn = random_turn(&game, &mut rng);
                    check_legal(&game, drawn, &legal)?;
                }
            }
            let next = random_turn(&game, &mut rng);
            game.play_legal(next).unwrap();
        }
    }
}

/// Every listed turn of a few early positions comes as a random turn, given enough draws.
#[test]
fn every_legal_turn_can_come() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut game = Malaka::new(Options::default()).unwrap();
    let mut checked = 0;
    for _ in 0..6 {
        assert!(roll(&mut game, &mut rng));
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        if legal.len() <= 40 {
            let mut seen = FxHashSet::default();
            for _ in 0..legal.len() * 400 {
                let drawn = random_turn(&game, &mut rng);
                seen.insert(game.finished_turn(&drawn).expect("a legal turn"));
            }
            let wanted: FxHashSet<Turn> = legal.iter().copied().collect();
            assert_eq!(seen, wanted, "in {}", game.position_text());
            checked += 1;
        }
        let next = random_turn(&game, &mut rng);
        game.play_legal(next).unwrap();
    }
    assert!(checked > 0, "no position with few enough turns to check");
}

/// By its node budget alone (untimed), a seeded level answers the same legal turn each time.
#[test]
fn an_untimed_level_chooses_a_legal_turn_and_replays_from_a_seed() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut game = Malaka::new(Options::default()).unwrap();
    for _ in 0..9 {
        assert!(roll(&mut game, &mut rng));
        let next = random_turn(&game, &mut rng);
        game.play_legal(next).unwrap();
    }
    assert!(roll(&mut game, &mut rng));
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let first = Ai::new(5).untimed().choose(&game, Player::Level(1));
    let again = Ai::new(5).untimed().choose(&game, Player::Level(1));
    assert_eq!(first, again);
    let turn = first.expect("a turn");
    assert!(legal.contains(&turn), "{}", game.move_text(turn));
    assert!(game.clone().play(turn).is_ok());
}
