//! `malice game ...`: the board games on the command line: perft, bench and match here; play,
//! list, show, export and import of saved matches in `matches.rs`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use serde_json::json;

use malice::boards::ai::{Ai, Player, perft, random_playout};
use malice::boards::game::{Game, Outcome, Status};
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;

use super::board_args::{GameId, options};
use super::matches::{self, PlayArgs};

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
        #[arg(long)]
        game: GameId,
    },
    /// Replay a saved match: its moves and its last position.
    Show {
        /// The match's id (see `malice game list`).
        id: String,
        /// Show the position after this many moves instead of the last.
        #[arg(long, value_name = "N")]
        after: Option<usize>,
    },
    /// Write a saved match to a text file (docs/match-text.md).
    Export {
        /// The match's id.
        id: String,
        /// The file to write.
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
        #[arg(long)]
        game: GameId,
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
        #[arg(long)]
        game: GameId,
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
    /// A tournament between two players: win rates with 95% confidence intervals.
    Match {
        /// The game.
        #[arg(long)]
        game: GameId,
        /// The first player: random, a level 1 to 5, or a time per move such as 2s. It takes
        /// one seat (with its partner when playing in teams), seat 0 in the first game, the
        /// next seat in the next game.
        #[arg(long)]
        a: Player,
        /// The other player, who takes every other seat.
        #[arg(long)]
        b: Player,
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
    },
}

/// Runs `malice game`; `profile` is the save profile matches are kept in.
pub fn run(args: GameArgs, profile: Option<&str>) -> CliResult {
    match args.command {
        GameCommand::Play(args) => matches::play(args, profile),
        GameCommand::List => matches::list(profile),
        GameCommand::History { game } => matches::history(game, profile),
        GameCommand::Show { id, after } => matches::show(&id, after, profile),
        GameCommand::Export { id, out } => matches::export(&id, &out, profile),
        GameCommand::Import { file } => matches::import(&file, profile),
        GameCommand::Perft {
            game,
            position,
            depth,
            options,
        } => match game {
            GameId::Malaka => run_perft::<Malaka>(position.as_deref(), depth, &options),
            GameId::Malawi => run_perft::<Malawi>(position.as_deref(), depth, &options),
            GameId::Malice => run_perft::<Pyramids>(position.as_deref(), depth, &options),
            GameId::MartianChess => run_perft::<MartianChess>(position.as_deref(), depth, &options),
        },
        GameCommand::Bench {
            game,
            seconds,
            options,
            json,
        } => match game {
            GameId::Malaka => bench::<Malaka>(seconds, &options, json),
            GameId::Malawi => bench::<Malawi>(seconds, &options, json),
            GameId::Malice => bench::<Pyramids>(seconds, &options, json),
            GameId::MartianChess => bench::<MartianChess>(seconds, &options, json),
        },
        GameCommand::Match {
            game,
            a,
            b,
            games,
            seed,
            options,
            json,
        } => {
            let plan = Tournament {
                a,
                b,
                games,
                seed,
                json,
            };
            match game {
                GameId::Malaka => tournament::<Malaka>(&plan, &options),
                GameId::Malawi => tournament::<Malawi>(&plan, &options),
                GameId::Malice => tournament::<Pyramids>(&plan, &options),
                GameId::MartianChess => tournament::<MartianChess>(&plan, &options),
            }
        }
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
    let mut ai = Ai::new(1);
    let mut moves = Vec::with_capacity(64);
    let limit = Duration::from_secs_f64(seconds);
    let began = Instant::now();
    let (mut playouts, mut plies) = (0u64, 0u64);
    while began.elapsed() < limit {
        for _ in 0..64 {
            let mut game = start.clone();
            plies += u64::from(random_playout(&mut game, &mut ai, &mut moves, 10_000));
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

/// Wilson score interval (95%) of a proportion.
fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96;
    let p = successes / n;
    let denom = 1.0 + z * z / n;
    let centre = p + z * z / (2.0 * n);
    let margin = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt();
    (
        ((centre - margin) / denom).max(0.0),
        ((centre + margin) / denom).min(1.0),
    )
}

/// Who plays a match, how many games, and how the result is printed.
struct Tournament {
    a: Player,
    b: Player,
    games: u32,
    seed: u64,
    json: bool,
}

/// Tallies of a match: games won by a, by b, and drawn.
#[derive(Default)]
struct Tally {
    a: u32,
    b: u32,
    draws: u32,
}

/// Plays one game of a match: `a` takes `a_seat` (with its partner, in teams), `b` every other
/// seat. Returns whether a's side won (`None` for a draw).
fn match_game<G: Game>(
    game: &mut G,
    plan: &Tournament,
    a_seat: u8,
    seed: u64,
) -> Result<Option<bool>, Box<dyn std::error::Error>> {
    let mut ai = Ai::new(seed);
    let a_side = game.side(a_seat);
    loop {
        ai.remember(game.key());
        match game.status() {
            Status::Over(Outcome::Draw) => return Ok(None),
            Status::Over(Outcome::Win(seats)) => return Ok(Some(seats.contains(a_seat))),
            Status::Chance => {
                let chance = ai.roll(game).ok_or("no dice outcome")?;
                game.resolve_chance(chance)?;
            }
            Status::ToMove(seat) => {
                let player = if a_side.contains(seat) {
                    plan.a
                } else {
                    plan.b
                };
                let mv = ai.choose(game, player).ok_or("no move")?;
                game.play(mv)?;
            }
        }
    }
}

fn tournament<G: Game>(plan: &Tournament, pairs: &[String]) -> CliResult {
    let options = options::<G>(pairs)?;
    let mut tally = Tally::default();
    for i in 0..plan.games {
        let mut game = G::new(options.clone())?;
        // a's seat rotates game by game: seat 0, then 1, and so on.
        let a_seat = (i as usize % game.seats()) as u8;
        match match_game(
            &mut game,
            plan,
            a_seat,
            plan.seed.wrapping_add(u64::from(i)),
        )? {
            Some(true) => tally.a += 1,
            Some(false) => tally.b += 1,
            None => tally.draws += 1,
        }
        if !plan.json {
            eprint!("\r{} of {} games played", i + 1, plan.games);
        }
    }
    report::<G>(plan, &tally);
    Ok(())
}

fn report<G: Game>(plan: &Tournament, tally: &Tally) {
    let (a, b, games) = (plan.a, plan.b, plan.games);
    let n = f64::from(games);
    let (lo, hi) = wilson(f64::from(tally.a), n);
    let rate = if games == 0 {
        0.0
    } else {
        f64::from(tally.a) / n
    };
    if plan.json {
        println!(
            "{}",
            json!({"game": G::ID, "a": a.to_string(), "b": b.to_string(), "games": games, "a_wins": tally.a, "b_wins": tally.b, "draws": tally.draws, "a_win_rate": rate, "a_win_rate_95": [lo, hi]})
        );
    } else {
        eprintln!();
        println!(
            "{} — {a} against {b}, {games} games (a's seat rotates):",
            G::ID
        );
        println!(
            "  {a} wins {}, {b} wins {}, draws {}",
            tally.a, tally.b, tally.draws
        );
        println!(
            "  {a} wins {:.0}% of games (95% confidence {:.0}%–{:.0}%)",
            rate * 100.0,
            lo * 100.0,
            hi * 100.0
        );
    }
}
