//! `malice game ...`: the board games on the command line: play, perft, bench and match.

use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;

use malice::boards::ai::{Ai, Player, perft, random_playout};
use malice::boards::game::{Game, Outcome, Status};
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// The games the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameId {
    /// Malaka, a race with dice on a 9×9 board of nine areas.
    Malaka,
    /// Malawi, rings on a 6×6 board.
    Malawi,
    /// Malice, the pyramid game with teleports.
    Malice,
    /// Martian Chess, two players.
    MartianChess,
}

/// Arguments of `malice game`.
#[derive(Debug, Args)]
pub struct GameArgs {
    #[command(subcommand)]
    command: GameCommand,
}

#[derive(Debug, Subcommand)]
enum GameCommand {
    /// Play in the terminal against the computer (or a friend at the same keyboard).
    Play {
        /// The game.
        #[arg(long)]
        game: GameId,
        /// A rule option, key=value (e.g. field-promotion=false, clock=true, pieces=knights-and-kings).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// The computer's level (random, 1 to 5); it plays the second seat. Omit for two people.
        #[arg(long)]
        ai: Option<Player>,
        /// Seed of the computer's choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
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
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// A tournament between two players: win rates with 95% confidence intervals.
    Match {
        /// The game.
        #[arg(long)]
        game: GameId,
        /// The first player (random, or a level 1 to 5); seats alternate game by game.
        #[arg(long)]
        a: Player,
        /// The second player.
        #[arg(long)]
        b: Player,
        /// Games to play.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// Seed of the first game (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `malice game`.
pub fn run(args: GameArgs) -> CliResult {
    match args.command {
        GameCommand::Play {
            game,
            options,
            ai,
            seed,
        } => match game {
            GameId::Malaka => play::<Malaka>(&options, ai, seed),
            GameId::Malawi => play::<Malawi>(&options, ai, seed),
            GameId::Malice => play::<Pyramids>(&options, ai, seed),
            GameId::MartianChess => play::<MartianChess>(&options, ai, seed),
        },
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
            json,
        } => match game {
            GameId::Malaka => bench::<Malaka>(seconds, json),
            GameId::Malawi => bench::<Malawi>(seconds, json),
            GameId::Malice => bench::<Pyramids>(seconds, json),
            GameId::MartianChess => bench::<MartianChess>(seconds, json),
        },
        GameCommand::Match {
            game,
            a,
            b,
            games,
            seed,
            json,
        } => match game {
            GameId::Malaka => tournament::<Malaka>(a, b, games, seed, json),
            GameId::Malawi => tournament::<Malawi>(a, b, games, seed, json),
            GameId::Malice => tournament::<Pyramids>(a, b, games, seed, json),
            GameId::MartianChess => tournament::<MartianChess>(a, b, games, seed, json),
        },
    }
}

/// The game's options: defaults with `key=value` changes.
fn options<G: Game>(pairs: &[String]) -> Result<G::Options, String> {
    let mut table = toml::Table::new();
    for pair in pairs {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("`--option {pair}`: write it as key=value"))?;
        let value = match value.trim() {
            "true" | "on" | "yes" => toml::Value::Boolean(true),
            "false" | "off" | "no" => toml::Value::Boolean(false),
            other => other
                .parse::<i64>()
                .map(toml::Value::Integer)
                .unwrap_or_else(|_| toml::Value::String(other.to_owned())),
        };
        table.insert(key.trim().to_owned(), value);
    }
    table
        .try_into()
        .map_err(|e: toml::de::Error| format!("bad option: {}", e.message().trim()))
}

fn result_text<G: Game>(game: &G) -> String {
    let scores: Vec<String> = (0..game.seats())
        .map(|s| game.score(s as u8).to_string())
        .collect();
    let who = match game.status() {
        Status::Over(Outcome::Win(seats)) => {
            let winners: Vec<String> = (0..game.seats() as u8)
                .filter(|s| seats.contains(*s))
                .map(|s| format!("seat {s}"))
                .collect();
            format!("{} wins", winners.join(" and "))
        }
        Status::Over(Outcome::Draw) => "a draw".into(),
        _ => "unfinished".into(),
    };
    format!("{who} (scores {})", scores.join(" : "))
}

fn play<G: Game>(pairs: &[String], ai: Option<Player>, seed: u64) -> CliResult {
    let mut game = G::new(options::<G>(pairs)?)?;
    let mut computer = Ai::new(seed);
    let mut history = Vec::new();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout();
    writeln!(out, "{} Words: moves, undo, help, quit.", G::MOVE_HELP)?;
    loop {
        match game.status() {
            Status::Over(_) => {
                writeln!(
                    out,
                    "{}\nGame over: {}.",
                    game.diagram(),
                    result_text(&game)
                )?;
                return Ok(());
            }
            Status::Chance => {
                let chance = computer.roll(&game).ok_or("no dice outcome")?;
                history.push((game.resolve_chance(chance)?, None));
                continue;
            }
            Status::ToMove(seat) => {
                if let (Some(level), 1) = (ai, seat) {
                    let mv = computer
                        .choose(&game, level)
                        .ok_or("the computer found no move")?;
                    writeln!(out, "The computer ({level}) plays {}.", game.move_text(mv))?;
                    history.push((game.play(mv)?, Some(seat)));
                    continue;
                }
                writeln!(out, "{}", game.diagram())?;
                write!(out, "Seat {seat} to move> ")?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    return Ok(());
                }
                let text = line.trim();
                match text {
                    "" => continue,
                    "quit" => return Ok(()),
                    "help" | "moves" => {
                        let mut moves = Vec::new();
                        game.legal_moves(&mut moves);
                        let words: Vec<String> = moves.iter().map(|m| game.move_text(*m)).collect();
                        writeln!(out, "Legal moves: {}", words.join(" "))?;
                    }
                    "undo" => {
                        // Back to the person's previous move (the computer's reply and any
                        // dice since are taken back too; the person's own roll stays).
                        let person = |s: u8| ai.is_none() || s == 0;
                        if !history.iter().any(|(_, m)| m.is_some_and(person)) {
                            writeln!(out, "  nothing to undo")?;
                            continue;
                        }
                        while let Some((undo, mover)) = history.pop() {
                            game.undo(undo);
                            if mover.is_some_and(person) {
                                break;
                            }
                        }
                    }
                    _ => match game
                        .parse_move(text)
                        .map_err(|e| e.to_string())
                        .and_then(|mv| game.play(mv).map_err(|e| e.to_string()))
                    {
                        Ok(undo) => history.push((undo, Some(seat))),
                        Err(why) => writeln!(out, "  {why}")?,
                    },
                }
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

fn bench<G: Game>(seconds: f64, json: bool) -> CliResult {
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return Err("--seconds must be more than 0 and at most 3600".into());
    }
    let start = G::new(G::Options::default())?;
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

fn tournament<G: Game>(a: Player, b: Player, games: u32, seed: u64, json: bool) -> CliResult {
    let (mut a_wins, mut b_wins, mut draws) = (0u32, 0u32, 0u32);
    for i in 0..games {
        let mut game = G::new(G::Options::default())?;
        let mut ai = Ai::new(seed.wrapping_add(u64::from(i)));
        // Seats alternate: in odd games b moves first.
        let players = if i % 2 == 0 { [a, b] } else { [b, a] };
        loop {
            match game.status() {
                Status::Over(Outcome::Draw) => {
                    draws += 1;
                    break;
                }
                Status::Over(Outcome::Win(seats)) => {
                    let a_seat = if i % 2 == 0 { 0 } else { 1 };
                    if seats.contains(a_seat) {
                        a_wins += 1;
                    } else {
                        b_wins += 1;
                    }
                    break;
                }
                Status::Chance => {
                    let chance = ai.roll(&game).ok_or("no dice outcome")?;
                    game.resolve_chance(chance)?;
                }
                Status::ToMove(seat) => {
                    let mv = ai.choose(&game, players[seat as usize]).ok_or("no move")?;
                    game.play(mv)?;
                }
            }
        }
        if !json {
            eprint!("\r{} of {games} games played", i + 1);
        }
    }
    let n = f64::from(games);
    let (lo, hi) = wilson(f64::from(a_wins), n);
    let rate = if games == 0 {
        0.0
    } else {
        f64::from(a_wins) / n
    };
    if json {
        println!(
            "{}",
            json!({"game": G::ID, "a": a.to_string(), "b": b.to_string(), "games": games, "a_wins": a_wins, "b_wins": b_wins, "draws": draws, "a_win_rate": rate, "a_win_rate_95": [lo, hi]})
        );
    } else {
        eprintln!();
        println!(
            "{} — {a} against {b}, {games} games (seats alternate):",
            G::ID
        );
        println!("  {a} wins {a_wins}, {b} wins {b_wins}, draws {draws}");
        println!(
            "  {a} wins {:.0}% of games (95% confidence {:.0}%–{:.0}%)",
            rate * 100.0,
            lo * 100.0,
            hi * 100.0
        );
    }
    Ok(())
}
