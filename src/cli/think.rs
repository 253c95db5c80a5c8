//! `malice game think`: how deep each level searches from one position, how many nodes it
//! looks at and how many a second, to measure the search (docs/ai.md).

use std::time::Instant;

use clap::Args;
use serde_json::json;

use malice::boards::ai::{Ai, MAX_LEVEL, Tuning, level_plan};
use malice::boards::dice::Dice;
use malice::boards::game::{Game, Status};
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};

use super::board_args::{game_parser, options};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Arguments of `malice game think`.
#[derive(Debug, Args)]
pub struct ThinkArgs {
    /// The game.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    /// The levels to try, 1 to 5 (repeat the flag, or separate them by commas); all five by
    /// default.
    #[arg(long = "level", value_delimiter = ',', value_parser = clap::value_parser!(u8).range(1..=i64::from(MAX_LEVEL)))]
    levels: Vec<u8>,
    /// Start from this position text (docs/positions.md) instead of the start.
    #[arg(long)]
    position: Option<String>,
    /// Play this many random plies first (from the start or the position), to think from a
    /// middle game.
    #[arg(long, default_value_t = 0, value_name = "N")]
    random_plies: u32,
    /// Seed of the random plies and the dice.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Rule options, key=value.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Runs `malice game think` for the game the arguments name.
pub fn run(args: &ThinkArgs) -> CliResult {
    args.game.visit(Think(args))
}

/// `malice game think` for the game chosen.
struct Think<'a>(&'a ThinkArgs);

impl Visitor for Think<'_> {
    type Output = CliResult;
}

impl<G: Registered> Visit<G> for Think<'_> {
    fn visit(self) -> CliResult {
        think::<G>(self.0)
    }
}

/// The position to think from: the start or the given text, after the random plies (with
/// any pending dice rolled), waiting for a move.
fn position<G: Game>(args: &ThinkArgs) -> Result<G, Box<dyn std::error::Error>> {
    let options = options::<G>(&args.options)?;
    let mut game = match &args.position {
        Some(text) => G::from_position_text(text, options)?,
        None => G::new(options)?,
    };
    let mut dice = Dice::new(args.seed);
    let mut moves = Vec::new();
    let mut played = 0;
    loop {
        match game.status() {
            Status::Over(_) => {
                return Err(format!("the game is over after {played} random plies").into());
            }
            Status::Chance => {
                let roll = dice.roll(&game).ok_or("no dice outcome to roll")?;
                game.resolve_chance(roll)?;
            }
            Status::ToMove(_) if played < args.random_plies => {
                let mv = dice
                    .random_move(&game, &mut moves)
                    .ok_or("no legal move to play")?;
                game.play(mv)?;
                played += 1;
            }
            Status::ToMove(_) => return Ok(game),
        }
    }
}

/// Searches the position at each level by its node budget alone (the level's depth and
/// nodes, no time limit and no deliberate mistake) and prints what each search did.
fn think<G: Tuning>(args: &ThinkArgs) -> CliResult {
    let game = position::<G>(args)?;
    let levels: Vec<u8> = if args.levels.is_empty() {
        (1..=MAX_LEVEL).collect()
    } else {
        args.levels.clone()
    };
    let mut rows = Vec::new();
    if !args.json {
        println!("{}: {}", G::ID, game.position_text());
    }
    for level in levels {
        let plan = level_plan::<G>(level);
        let mut ai = Ai::new(args.seed).untimed();
        let began = Instant::now();
        let mv = ai
            .best_move(&game, plan.search.depth, plan.search.nodes)
            .ok_or("the search found no move")?;
        let seconds = began.elapsed().as_secs_f64();
        let report = ai.report();
        let rate = if seconds > 0.0 {
            (report.nodes as f64 / seconds).round()
        } else {
            0.0
        };
        let text = game.move_text(mv);
        if args.json {
            rows.push(json!({
                "level": level,
                "depth": report.depth,
                "nodes": report.nodes,
                "seconds": seconds,
                "nodes_per_second": rate,
                "move": text,
            }));
        } else {
            println!(
                "level {level}: depth {}, {} nodes in {seconds:.3} s, {rate:.0} nodes per second, move {text}",
                report.depth, report.nodes
            );
        }
    }
    if args.json {
        println!(
            "{}",
            json!({"game": G::ID, "position": game.position_text(), "levels": rows})
        );
    }
    Ok(())
}
