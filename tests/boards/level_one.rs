//! Level 1 is for newcomers: a player who just takes the move that looks best a move ahead
//! ([`newcomer_move`]) beats it in most games of each of the four, over 20 seeds. (With
//! level 1 making a random move 35% of the time, such a player won 5 of 20 games of Malice
//! and 10 of 20 of Malawi.)

use malice::boards::ai::{Ai, Player};
use malice::boards::dice::Dice;
use malice::boards::game::{Decision, Status};
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};

use crate::newcomer::newcomer_move;

/// Games played per game.
const SEEDS: u64 = 20;
/// Of which the newcomer must win at least.
const WINS: u32 = 12;
/// Plies after which a game is given up as endless (every game's move cap ends it sooner).
const MOST_PLIES: u32 = 2_000;

/// Whether the newcomer, moving first against level 1 seeded by `seed`, wins.
fn newcomer_wins<G: Registered>(seed: u64) -> bool {
    let mut game = G::new(G::Options::default()).expect("the default setup is valid");
    let mut ai = Ai::new(seed).untimed();
    let mut dice = Dice::new(seed);
    for _ in 0..MOST_PLIES {
        ai.remember(game.key());
        match game.status() {
            Status::Over(outcome) => return outcome == Decision::Win(game.side(0)),
            Status::Chance => {
                let roll = dice.roll(&game).expect("a roll is pending");
                game.resolve_chance(roll).expect("the roll is possible");
            }
            Status::ToMove(0) => {
                let mv = newcomer_move(&game, 0).expect("a side to move has a move");
                game.play(mv).expect("a legal move plays");
            }
            Status::ToMove(_) => {
                let mv = ai.choose(&game, Player::Level(1)).expect("level 1 moves");
                game.play(mv).expect("a legal move plays");
            }
        }
    }
    panic!("{}: seed {seed} never ended", G::ID)
}

struct Wins;

impl Visitor for Wins {
    type Output = u32;
}

impl<G: Registered> Visit<G> for Wins {
    fn visit(self) -> u32 {
        (0..SEEDS)
            .map(|seed| u32::from(newcomer_wins::<G>(seed)))
            .sum()
    }
}

#[test]
fn a_newcomer_beats_level_one_in_most_games_of_each() {
    let wins: Vec<(GameKind, u32)> = GameKind::ALL
        .into_iter()
        .map(|kind| (kind, kind.visit(Wins)))
        .collect();
    for (kind, won) in wins.iter().copied() {
        assert!(
            won >= WINS,
            "{kind:?}: the newcomer won {won} of {SEEDS} against level 1 ({wins:?})"
        );
    }
}
