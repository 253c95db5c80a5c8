//! `malice game ...`: the board games on the command line: perft and bench here, match in
//! `tournament.rs`, think in `think.rs`; play, list, show, export and import of saved matches
//! in `matches.rs`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use serde_json::json;

use malice::boards::ai::{MAX_LEVEL, Player, perft, random_playout};
use malice::boards::dice::Dice;
use malice::boards::game::Game;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};

use super::analyse;
use super::board_args::{game_parser, options};
use super::matches::{self, PlayArgs};
use super::round_robin::{self, RoundRobin};
use super::think::{self, ThinkArgs};
use super::tournament::Tournament;

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Arguments of `malice game`.
#[derive(Debug, Args)]
pub struct GameArgs {
    #[command(subcommand)]
    command: GameCommand,
}

#[derive(Debug, Subcommand)]
enum GameCommand {
    /// Play in the terminal against the computer (or a friend at the same keyboard); the
    /// match is saved in the profile after every move.
    Play(PlayArgs),
    /// List the profile's saved matches, newest first.
    List,
    /// Your finished matches of a game and your record against each level.
    History {
        /// The game.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
    },
    /// Replay a saved match: its moves and its last position.
    Show {
        /// The match's id (see `malice game list`).
        id: String,
        /// Show the position after this many moves instead of the last.
        #[arg(long, value_name = "N")]
        after: Option<usize>,
    },
    /// Judge every move of a saved match with the search: a mark for each move that lost
    /// ground (?! inaccuracy, ? mistake, ?? blunder), the better move and why.
    Analyse {
        /// The match's id (see `malice game list`).
        id: String,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Write a saved match to a text file (docs/match-text.md).
    Export {
        /// The match's id.
        id: String,
        /// The file to write (`-` for the standard output).
        #[arg(long)]
        out: PathBuf,
    },
    /// Read a match text file into the profile, to replay it or play on from its end.
    Import {
        /// The file to read.
        file: PathBuf,
    },
    /// Count the leaves of the legal-move tree.
    Perft {
        /// The game.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
        /// Start from this position text (docs/positions.md) instead of the start.
        #[arg(long)]
        position: Option<String>,
        /// Depth in plies.
        #[arg(long)]
        depth: u32,
        /// Rule options, key=value.
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
    },
    /// Random playouts per second and their mean length.
    Bench {
        /// The game.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
        /// How long to run.
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
        /// Rule options, key=value (e.g. players=4).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// How deep each level searches from a position, its nodes and nodes per second (by
    /// node budgets alone, without time limits or deliberate mistakes).
    Think(ThinkArgs),
    /// A match between two players, seats alternating: the score with its 95% interval, the
    /// score from each seat, and with --json every game's record.
    Match {
        /// The game.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
        /// The first player: random, a level 1 to 5, or a time per move such as 2s. It takes
        /// one seat (with its partner when playing in teams), seat 0 in the first game, the
        /// next seat in the next game.
        #[arg(long)]
        a: Player,
        /// The other player, who takes every other seat.
        #[arg(long)]
        b: Player,
        /// Another program plays a's side instead (its command line: it reads `seed N` and
        /// `move POSITION` lines and answers a move text; see docs/ai.md).
        #[arg(long, value_name = "COMMAND")]
        a_program: Option<String>,
        /// Another program plays b's side instead.
        #[arg(long, value_name = "COMMAND")]
        b_program: Option<String>,
        /// a plays the moves the app's Hint names for a person (searched as in the app; by
        /// node budgets alone with --untimed), instead of its player's.
        #[arg(long)]
        a_hints: bool,
        /// b plays the moves the app's Hint names instead.
        #[arg(long)]
        b_hints: bool,
        /// Games to play.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// Seed of the first game (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Rule options, key=value (e.g. players=4, teams=true).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Levels think by their node budgets alone, without their time limits, so that the
        /// result does not depend on the machine's load (and a seeded match replays).
        #[arg(long)]
        untimed: bool,
    },
    /// A round robin between the computer's levels: each pair's score with its 95%
    /// interval, how often each level gave a piece away, and a rating for each level.
    Tournament {
        /// The game.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
        /// The levels that play, e.g. 1,2,3,4,5.
        #[arg(long, value_delimiter = ',', default_value = "1,2,3,4,5")]
        levels: Vec<u8>,
        /// Only neighbouring levels play each other (1–2, 2–3...), not every pair.
        #[arg(long)]
        neighbours: bool,
        /// Games each pair plays.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// Seed of each pair's first game (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Rule options, key=value.
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Levels think by their node budgets alone, without their time limits.
        #[arg(long)]
        untimed: bool,
    },
}

/// Runs `malice game`; `profile` is the save profile matches are kept in.
pub fn run(args: GameArgs, profile: Option<&str>) -> CliResult {
    match args.command {
        GameCommand::Play(args) => matches::play(args, profile),
        GameCommand::List => matches::list(profile),
        GameCommand::History { game } => matches::history(game, profile),
        GameCommand::Show { id, after } => matches::show(&id, after, profile),
        GameCommand::Analyse { id, json } => analyse::analyse(&id, json, profile),
        GameCommand::Export { id, out } => matches::export(&id, &out, profile),
        GameCommand::Import { file } => matches::import(&file, profile),
        GameCommand::Perft {
            game,
            position,
            depth,
            options,
        } => game.visit(Perft {
            position: position.as_deref(),
            depth,
            pairs: &options,
        }),
        GameCommand::Bench {
            game,
            seconds,
            options,
            json,
        } => game.visit(Bench {
            seconds,
            pairs: &options,
            json,
        }),
        GameCommand::Think(args) => think::run(&args),
        GameCommand::Match {
            game,
            a,
            b,
            a_program,
            b_program,
            a_hints,
            b_hints,
            games,
            seed,
            options,
            json,
            untimed,
        } => {
            let plan = Tournament {
                untimed,
                a_hints,
                b_hints,
                a,
                b,
                a_program,
                b_program,
                games,
                seed,
                json,
            };
            game.visit(Tournament::with(&plan, &options))
        }
        GameCommand::Tournament {
            game,
            mut levels,
            neighbours,
            games,
            seed,
            options,
            json,
            untimed,
        } => {
            levels.sort_unstable();
            levels.dedup();
            if let Some(bad) = levels.iter().find(|l| !(1..=MAX_LEVEL).contains(*l)) {
                return Err(format!("level {bad}: the levels are 1 to {MAX_LEVEL}").into());
            }
            let plan = RoundRobin {
                levels,
                neighbours,
                games,
                seed,
                untimed,
                json,
            };
            game.visit(round_robin::Played {
                plan: &plan,
                pairs: &options,
            })
        }
    }
}

/// `malice game perft` for the game chosen.
struct Perft<'a> {
    position: Option<&'a str>,
    depth: u32,
    pairs: &'a [String],
}

impl Visitor for Perft<'_> {
    type Output = CliResult;
}

impl<G: Registered> Visit<G> for Perft<'_> {
    fn visit(self) -> CliResult {
        run_perft::<G>(self.position, self.depth, self.pairs)
    }
}

/// `malice game bench` for the game chosen.
struct Bench<'a> {
    seconds: f64,
    pairs: &'a [String],
    json: bool,
}

impl Visitor for Bench<'_> {
    type Output = CliResult;
}

impl<G: Registered> Visit<G> for Bench<'_> {
    fn visit(self) -> CliResult {
        bench::<G>(self.seconds, self.pairs, self.json)
    }
}

fn run_perft<G: Game>(position: Option<&str>, depth: u32, pairs: &[String]) -> CliResult {
    let options = options::<G>(pairs)?;
    let mut game = match position {
        Some(text) => G::from_position_text(text, options)?,
        None => G::new(options)?,
    };
    let start = Instant::now();
    for d in 1..=depth {
        let count = perft(&mut game, d);
        println!("depth {d}: {count}");
    }
    eprintln!("{:.3} s", start.elapsed().as_secs_f64());
    Ok(())
}

fn bench<G: Game>(seconds: f64, pairs: &[String], json: bool) -> CliResult {
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return Err("--seconds must be more than 0 and at most 3600".into());
    }
    let start = G::new(options::<G>(pairs)?)?;
    let mut dice = Dice::new(1);
    let mut moves = Vec::with_capacity(64);
    let limit = Duration::from_secs_f64(seconds);
    let began = Instant::now();
    let (mut playouts, mut plies) = (0u64, 0u64);
    while began.elapsed() < limit {
        for _ in 0..64 {
            let mut game = start.clone();
            plies += u64::from(random_playout(&mut game, &mut dice, &mut moves, 10_000));
            playouts += 1;
        }
    }
    let elapsed = began.elapsed().as_secs_f64();
    let rate = playouts as f64 / elapsed;
    let mean = plies as f64 / playouts.max(1) as f64;
    if json {
        println!(
            "{}",
            json!({"game": G::ID, "playouts": playouts, "elapsed_ms": (elapsed * 1000.0).round(), "playouts_per_second": rate.round(), "mean_plies": mean})
        );
    } else {
        println!(
            "{}: {playouts} random playouts in {elapsed:.2} s: {rate:.0} per second, mean {mean:.1} plies (one thread)",
            G::ID
        );
    }
    Ok(())
}
