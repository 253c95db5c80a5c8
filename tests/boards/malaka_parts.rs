//! Malaka's turn built part by part (as the app builds it from clicks): every legal turn can be
//! built, every part offered leads to a whole legal turn (no dead end), and the turn a finished
//! build amounts to ends where the build does.

use crate::cases;

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use malice::boards::game::{Game, Status};
use malice::boards::malaka::{Malaka, Options, Turn};

/// A position some random turns into a game, with the dice rolled.
fn position(seed: u64, turns: usize, options: Options) -> Option<Malaka> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Malaka::new(options).ok()?;
    let mut legal = Vec::new();
    for _ in 0..=turns {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let (roll, _) = outcomes[rng.random_range(0..outcomes.len())];
        game.resolve_chance(roll).ok()?;
        game.legal_moves(&mut legal);
        let turn = legal[rng.random_range(0..legal.len())];
        let keep = game.clone();
        game.play(turn).ok()?;
        if !matches!(game.status(), Status::Chance) {
            return Some(keep);
        }
    }
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let (roll, _) = outcomes[rng.random_range(0..outcomes.len())];
    game.resolve_chance(roll).ok()?;
    Some(game)
}

proptest! {
    #![proptest_config(cases::cases(48))]

    #[test]
    fn every_legal_turn_builds_part_by_part(seed in any::<u64>(), turns in 0usize..30) {
        let Some(game) = position(seed, turns, Options::default()) else { return Ok(()) };
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        for turn in legal.iter().take(40) {
            let mut partial = Turn::PASS;
            for sub in turn.subs() {
                prop_assert!(game.next_parts(&partial).contains(sub), "{}", game.move_text(*turn));
                prop_assert!(game.finished_turn(&partial).is_none());
                partial = partial.with(*sub);
            }
            let done = game.finished_turn(&partial);
            prop_assert!(done.is_some(), "{}", game.move_text(*turn));
            prop_assert_eq!(
                game.board_after_parts(&partial),
                game.board_after_parts(&done.unwrap())
            );
        }
    }

    #[test]
    fn any_part_offered_leads_to_a_whole_legal_turn(seed in any::<u64>(), turns in 0usize..30) {
        let Some(game) = position(seed, turns, Options::default()) else { return Ok(()) };
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 7);
        let mut partial = Turn::PASS;
        loop {
            let parts = game.next_parts(&partial);
            if parts.is_empty() {
                break;
            }
            for sub in &parts {
                prop_assert_eq!(game.refuse_part(&partial, sub.from, sub.to), None);
            }
            partial = partial.with(parts[rng.random_range(0..parts.len())]);
        }
        let done = game.finished_turn(&partial);
        prop_assert!(done.is_some(), "a build never ends short of a legal turn");
        prop_assert!(legal.contains(&done.unwrap()));
        let mut played = game.clone();
        prop_assert!(played.play(done.unwrap()).is_ok());
    }
}
