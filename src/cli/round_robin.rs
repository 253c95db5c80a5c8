//! `malice game tournament`: a round robin between the computer's levels in one game, seats
//! alternating: each pair's score with its 95% interval, how often each level gave a piece
//! away for nothing, and a rating for each level from all the games (Bradley–Terry, in Elo
//! points, level 1 at [`ANCHOR`]).

use serde_json::json;

use malice::boards::ai::{Player, Tuning, gives_away};
use malice::boards::dice::Dice;
use malice::boards::game::{Decision, Game, Status};
use malice::boards::registry::{Registered, Visit, Visitor};

use super::board_args::options;
use super::tournament::{Effort, Side, wilson};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// The rating given to level 1; the others are measured from it.
pub const ANCHOR: f64 = 1000.0;

/// A round robin's plan.
pub struct RoundRobin {
    /// The levels that play, lowest first.
    pub levels: Vec<u8>,
    /// Only neighbouring levels play each other (1–2, 2–3...), not every pair.
    pub neighbours: bool,
    /// Games each pair plays.
    pub games: u32,
    /// Seed of each pair's first game (game i uses seed + i).
    pub seed: u64,
    /// Levels think by their node budgets alone.
    pub untimed: bool,
    /// Print one JSON object.
    pub json: bool,
}

/// How one pair's games went, from the lower level's (`a`'s) side.
#[derive(Clone, Debug, Default)]
struct Pair {
    a: u8,
    b: u8,
    games: u32,
    a_wins: u32,
    b_wins: u32,
    draws: u32,
    /// Moves each side made that the check could judge, and of those, the giveaways.
    judged: [u32; 2],
    giveaways: [u32; 2],
    plies: u64,
}

impl Pair {
    /// a's points, a win 1 and a draw ½.
    fn a_points(&self) -> f64 {
        f64::from(self.a_wins) + f64::from(self.draws) / 2.0
    }
}

/// The round robin with its options, to play for the game chosen.
pub struct Played<'a> {
    /// The plan.
    pub plan: &'a RoundRobin,
    /// The game's options as `key=value`.
    pub pairs: &'a [String],
}

impl Visitor for Played<'_> {
    type Output = CliResult;
}

impl<G: Registered> Visit<G> for Played<'_> {
    fn visit(self) -> CliResult {
        round_robin::<G>(self.plan, self.pairs)
    }
}

fn round_robin<G: Tuning>(plan: &RoundRobin, option_pairs: &[String]) -> CliResult {
    let options = options::<G>(option_pairs)?;
    if plan.levels.len() < 2 {
        return Err("a round robin needs at least two levels".into());
    }
    let mut results = Vec::new();
    for (i, &a) in plan.levels.iter().enumerate() {
        for &b in &plan.levels[i + 1..] {
            if plan.neighbours && plan.levels.get(i + 1) != Some(&b) {
                continue;
            }
            results.push(play_pair::<G>(&options, a, b, plan)?);
        }
    }
    let ratings = ratings(&plan.levels, &results);
    report::<G>(plan, &results, &ratings);
    Ok(())
}

/// Plays one pair's games, level `a` in seat 0 of the first game, then alternating.
fn play_pair<G: Tuning>(
    options: &G::Options,
    a: u8,
    b: u8,
    plan: &RoundRobin,
) -> Result<Pair, Box<dyn std::error::Error>> {
    let mut sides = [
        Side::new(Player::Level(a), None, plan.untimed)?,
        Side::new(Player::Level(b), None, plan.untimed)?,
    ];
    let mut efforts = [Effort::default(), Effort::default()];
    let mut pair = Pair {
        a,
        b,
        ..Pair::default()
    };
    for i in 0..plan.games {
        let mut game = G::new(options.clone())?;
        let a_seat = (i as usize % game.seats()) as u8;
        let seed = plan.seed.wrapping_add(u64::from(i));
        let mut dice = Dice::new(seed);
        sides[0].new_game(seed)?;
        sides[1].new_game(seed ^ 0x05EE_D0FB)?;
        let a_side = game.side(a_seat);
        let mut plies = 0u64;
        let outcome = loop {
            let key = game.key();
            sides.iter_mut().for_each(|side| side.remember(key));
            match game.status() {
                Status::Over(outcome) => break outcome,
                Status::Chance => {
                    let chance = dice.roll(&game).ok_or("no dice outcome")?;
                    game.resolve_chance(chance)?;
                }
                Status::ToMove(seat) => {
                    let who = usize::from(!a_side.contains(seat));
                    let mv = sides[who].choose(&game, &mut efforts[who])?;
                    if let Some(gave) = gives_away(&game, mv) {
                        pair.judged[who] += 1;
                        pair.giveaways[who] += u32::from(gave);
                    }
                    game.play(mv)?;
                    plies += 1;
                }
            }
        };
        pair.games += 1;
        pair.plies += plies;
        match outcome {
            Decision::Draw => pair.draws += 1,
            Decision::Win(seats) if seats.contains(a_seat) => pair.a_wins += 1,
            Decision::Win(_) => pair.b_wins += 1,
        }
        eprintln!(
            "{} level {a} v level {b}, game {} of {}: a has {} of {}",
            G::ID,
            i + 1,
            plan.games,
            pair.a_points(),
            pair.games
        );
    }
    Ok(pair)
}

/// Each level's rating from every game played (Bradley–Terry by minorise-maximise, a draw
/// half a win each way, with one drawn game added to every pair played so that a level that
/// won every game still gets a finite rating), in Elo points, the first level at
/// [`ANCHOR`].
fn ratings(levels: &[u8], pairs: &[Pair]) -> Vec<f64> {
    let n = levels.len();
    let index = |level: u8| levels.iter().position(|&l| l == level).unwrap_or(0);
    // wins[i][j]: i's points against j; games[i][j]: games between them.
    let mut wins = vec![vec![0.0; n]; n];
    let mut games = vec![vec![0.0; n]; n];
    for pair in pairs {
        let (i, j) = (index(pair.a), index(pair.b));
        let a = pair.a_points() + 0.5;
        let total = f64::from(pair.games) + 1.0;
        wins[i][j] += a;
        wins[j][i] += total - a;
        games[i][j] += total;
        games[j][i] += total;
    }
    let mut strength = vec![1.0; n];
    for _ in 0..10_000 {
        let mut next = strength.clone();
        for i in 0..n {
            let won: f64 = wins[i].iter().sum();
            let denominator: f64 = (0..n)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (strength[i] + strength[j]))
                .sum();
            if denominator > 0.0 && won > 0.0 {
                next[i] = won / denominator;
            }
        }
        let first = next[0];
        next.iter_mut().for_each(|s| *s /= first);
        let moved = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        strength = next;
        if moved < 1e-12 {
            break;
        }
    }
    strength
        .iter()
        .map(|s| ANCHOR + 400.0 * s.log10())
        .collect()
}

fn report<G: Game>(plan: &RoundRobin, pairs: &[Pair], ratings: &[f64]) {
    let share = |gave: u32, judged: u32| {
        if judged == 0 {
            None
        } else {
            Some(f64::from(gave) / f64::from(judged))
        }
    };
    if plan.json {
        let rows: Vec<serde_json::Value> = pairs
            .iter()
            .map(|p| {
                let n = f64::from(p.games);
                let score = p.a_points() / n.max(1.0);
                let (lo, hi) = wilson(p.a_points(), n);
                json!({
                    "a": p.a, "b": p.b, "games": p.games,
                    "a_wins": p.a_wins, "b_wins": p.b_wins, "draws": p.draws,
                    "a_score": score, "a_score_95": [lo, hi],
                    "mean_plies": p.plies as f64 / n.max(1.0),
                    "a_giveaways": [p.giveaways[0], p.judged[0]],
                    "b_giveaways": [p.giveaways[1], p.judged[1]],
                })
            })
            .collect();
        let levels: Vec<serde_json::Value> = plan
            .levels
            .iter()
            .zip(ratings)
            .map(|(level, rating)| json!({"level": level, "rating": rating.round()}))
            .collect();
        println!(
            "{}",
            json!({"game": G::ID, "games_a_pair": plan.games, "seed": plan.seed,
                   "untimed": plan.untimed, "pairs": rows, "levels": levels})
        );
        return;
    }
    println!(
        "{}: round robin, {} games a pair (seats alternating), seed {}{}",
        G::ID,
        plan.games,
        plan.seed,
        if plan.untimed { ", untimed" } else { "" }
    );
    println!(
        "| Pair (a vs b) | Games | a's score | 95% interval | a wins, b wins, draws | Mean plies | Giveaways a, b |"
    );
    println!("|---|---|---|---|---|---|---|");
    for p in pairs {
        let n = f64::from(p.games);
        let (lo, hi) = wilson(p.a_points(), n);
        let gave = |side: usize| {
            share(p.giveaways[side], p.judged[side]).map_or_else(
                || "—".to_owned(),
                |s| format!("{:.1}% of {}", s * 100.0, p.judged[side]),
            )
        };
        println!(
            "| {} vs {} | {} | {:.3} | {:.2}–{:.2} | {}, {}, {} | {:.0} | {}; {} |",
            p.a,
            p.b,
            p.games,
            p.a_points() / n.max(1.0),
            lo,
            hi,
            p.a_wins,
            p.b_wins,
            p.draws,
            p.plies as f64 / n.max(1.0),
            gave(0),
            gave(1)
        );
    }
    println!();
    for (level, rating) in plan.levels.iter().zip(ratings) {
        println!("level {level}: rating {rating:.0}");
    }
}
