//! Analysis after a game and hints that explain: a move that hangs a piece is marked a
//! blunder with the better move and why, the best move is marked best, a missed win is
//! named, every game's matches can be analysed from their text, and a hint says why.

use malice::boards::ai::{JudgeLimits, Player, Tuning};
use malice::boards::analysis::{
    Analyser, Mark, MatchText, Step, analyser, analyser_within, analysis_limits, hint, hint_reason,
};
use malice::boards::game::{ChanceText, Game, Status};
use malice::boards::malaka::Malaka;
use malice::boards::martian_chess::{MartianChess, Options};
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};

fn mc(text: &str) -> MartianChess {
    MartianChess::from_position_text(text, Options::default()).unwrap()
}

/// The analysis of `moves` played from `start`.
fn analyse<G: Tuning>(start: G, moves: &[&str]) -> Vec<malice::boards::analysis::Review> {
    let mut game = start.clone();
    let mut steps = Vec::new();
    for text in moves {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
        steps.push(Step::Move(mv));
    }
    Analyser::new(start, steps, analysis_limits::<G>())
        .run()
        .reviews
}

#[test]
fn a_move_that_hangs_a_queen_is_a_blunder_told_with_the_better_move() {
    // South's queen on b4 crossing the canal to b5, with nothing to take there, becomes
    // North's: a queen handed over for nothing.
    let start = mc("1Q2/4/4/4/1Q2/4/4/3P 0 0,0 - 0 10");
    let reviews = analyse(start.clone(), &["b4-b5"]);
    assert_eq!(reviews.len(), 1);
    let review = &reviews[0];
    assert_eq!(review.played, "b4-b5");
    assert!(review.mark >= Mark::Mistake, "{review:?}");
    assert_ne!(review.best, "b4-b5");
    let why = review.why.as_deref().unwrap_or_default();
    assert!(why.contains("North"), "{why}");
    assert!(why.contains("queen"), "{why}");
    assert!(why.contains("Better: "), "{why}");
    assert!(review.advantage < 0.0, "South lost ground: {review:?}");
}

#[test]
fn the_move_the_search_prefers_is_marked_best() {
    // Taking the queen for 3 points is the one good move.
    let start = mc("Q3/4/4/4/4/4/4/Q2P 0 0,0 - 0 0");
    let reviews = analyse(start, &["a1xa8"]);
    assert_eq!(reviews[0].mark, Mark::Best);
    assert_eq!(reviews[0].best, "a1xa8");
    assert!(reviews[0].why.is_none());
    assert!(reviews[0].advantage > 0.0);
}

#[test]
fn a_missed_win_with_dice_is_named() {
    // Malaka, O's opening 2: h7-h9 pins X on its home edge and wins; c1-c3 and a9-c9 do
    // not. The move is judged against the best play with the die rolled.
    let game =
        Malaka::from_position_text("O6X1/9/7O1/9/(2X)8/9/9/9/2O6 o 2 0 0", Default::default())
            .unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let winning = moves
        .iter()
        .copied()
        .find(|&m| {
            let mut after = game.clone();
            after.play(m).unwrap();
            matches!(after.status(), Status::Over(_))
        })
        .expect("a winning turn");
    let losing = moves.iter().copied().find(|&m| m != winning).unwrap();
    let reviews = analyse(game.clone(), &[&game.move_text(losing)]);
    assert_eq!(reviews[0].mark, Mark::Blunder, "{:?}", reviews[0]);
    assert_eq!(reviews[0].best, game.move_text(winning));
    let why = reviews[0].why.as_deref().unwrap_or_default();
    assert!(why.contains(&game.move_text(winning)), "{why}");
    assert!(why.contains("win"), "{why}");
}

/// Plays a short match of `G` between levels 1 and 2 and analyses it from its text, as the
/// command line and the app do.
struct PlayAndAnalyse;

impl Visitor for PlayAndAnalyse {
    type Output = ();
}

impl<G: Registered> Visit<G> for PlayAndAnalyse {
    fn visit(self) {
        let mut game = G::new(G::Options::default()).unwrap();
        let mut ai = malice::boards::ai::Ai::new(3).untimed();
        let mut dice = malice::boards::dice::Dice::new(3);
        let mut entries = Vec::new();
        let mut moves = 0;
        while moves < 6 {
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let roll = dice.roll(&game).unwrap();
                    entries.push(roll.text());
                    game.resolve_chance(roll).unwrap();
                }
                Status::ToMove(seat) => {
                    let level = if seat == 0 { 1 } else { 2 };
                    let mv = ai.choose(&game, Player::Level(level)).unwrap();
                    entries.push(game.move_text(mv));
                    game.play(mv).unwrap();
                    moves += 1;
                }
            }
        }
        let options = toml::Table::try_from(game.options()).unwrap();
        let entries: Vec<&str> = entries.iter().map(String::as_str).collect();
        let text = MatchText {
            kind: G::KIND,
            options: &options,
            start: None,
            entries: &entries,
        };
        let mut work = analyser_within(&text, None, 5_000).unwrap();
        let mut seen = Vec::new();
        while work.step() {
            seen.push(work.progress());
        }
        assert_eq!(seen.last(), Some(&(moves, moves)), "{}", G::ID);
        let analysis = work.finish();
        assert_eq!(analysis.reviews.len(), moves);
        for review in &analysis.reviews {
            assert!((-1.0..=1.0).contains(&review.advantage), "{review:?}");
            assert!(review.loss >= 0.0);
            assert_eq!(review.why.is_some(), review.mark.is_error(), "{review:?}");
            assert_eq!(review.mark == Mark::Best, review.best == review.played);
        }
    }
}

#[test]
fn a_match_of_every_game_is_analysed_from_its_text() {
    for kind in GameKind::ALL {
        kind.visit(PlayAndAnalyse);
    }
}

#[test]
fn a_match_that_does_not_replay_is_refused_in_words() {
    let options = toml::Table::new();
    let text = MatchText {
        kind: GameKind::MartianChess,
        options: &options,
        start: None,
        entries: &["a1-a2"],
    };
    let Err(error) = analyser(&text, None) else {
        panic!("a1-a2 is not a move at the start")
    };
    assert!(error.contains("entry 1"), "{error}");
}

#[test]
fn a_hint_says_why() {
    // The queen takes the queen: the reason names the capture.
    let game = mc("Q3/4/4/4/4/4/4/Q2P 0 0,0 - 0 0");
    let limits = JudgeLimits {
        depth: 4,
        nodes: 50_000,
        ..JudgeLimits::default()
    };
    let judgement = hint(&game, &limits).unwrap();
    assert_eq!(game.move_text(judgement.best.mv), "a1xa8");
    let why = hint_reason(&game, &judgement);
    assert!(why.starts_with("a1xa8 takes a queen"), "{why}");

    // A threat to parry: North's queen on b8 eyes South's queen on b4 down the b file; the
    // hint moves it (or blocks) and says what it keeps North from.
    let threatened = mc("1Q2/4/4/4/1Q2/4/4/3P 1 0,0 - 0 10");
    let judgement = hint(&threatened, &limits).unwrap();
    let why = hint_reason(&threatened, &judgement);
    assert!(!why.is_empty());
}
