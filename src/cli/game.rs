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
    /// Martian Chess, two players (four with --option players=4).
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
        /// The computer: random, a level 1 to 5, or a time per move such as 2s (the strongest
        /// search, as deep as that time allows); it plays every seat but yours (seat 0, with
        /// seat 2 when playing in teams). Omit to play every seat at the keyboard.
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

/// The game's options: defaults with `key=value` changes. Each change is tried alone first,
/// so that a refusal names it and says what it takes; a number where a word is wanted
/// (`dice=6`) is read as the word.
fn options<G: Game>(pairs: &[String]) -> Result<G::Options, String> {
    let mut table = toml::Table::new();
    for pair in pairs {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("`--option {pair}`: write it as key=value"))?;
        let (key, text) = (key.trim().to_owned(), value.trim());
        let typed = match text {
            "true" | "on" | "yes" => toml::Value::Boolean(true),
            "false" | "off" | "no" => toml::Value::Boolean(false),
            other => other
                .parse::<i64>()
                .map(toml::Value::Integer)
                .unwrap_or_else(|_| toml::Value::String(other.to_owned())),
        };
        let word = toml::Value::String(text.to_owned());
        let alone = |value: &toml::Value| {
            let mut one = toml::Table::new();
            one.insert(key.clone(), value.clone());
            one.try_into::<G::Options>()
                .map_err(|e: toml::de::Error| e.message().trim().to_owned())
        };
        let value = match alone(&typed) {
            Ok(_) => typed,
            Err(first) => match alone(&word) {
                Ok(_) => word,
                Err(second) => {
                    // The word's refusal lists the choices where the number's cannot.
                    let why = if matches!(typed, toml::Value::Integer(_)) {
                        second
                    } else {
                        first
                    };
                    return Err(format!(
                        "bad option `{pair}`: {}",
                        plain_refusal(&why, text)
                    ));
                }
            },
        };
        table.insert(key, value);
    }
    table
        .try_into()
        .map_err(|e: toml::de::Error| format!("bad option: {}", e.message().trim()))
}

/// A refusal of an option's value in plain words: what the option takes.
fn plain_refusal(message: &str, value: &str) -> String {
    if let Some((_, expected)) = message
        .strip_prefix("invalid type: ")
        .and_then(|m| m.split_once(", expected "))
    {
        let expected = match expected {
            "u8" | "u16" | "u32" | "i32" | "i64" => "a whole number",
            "a boolean" => "true or false",
            other => other,
        };
        return format!("`{value}` will not do: it takes {expected}");
    }
    if let Some(rest) = message.strip_prefix("unknown field ")
        && let Some((name, choices)) = rest.split_once(", expected ")
    {
        return format!("there is no option {name}: the options are {choices}");
    }
    if let Some(rest) = message.strip_prefix("unknown variant ")
        && let Some((_, choices)) = rest.split_once(", expected ")
    {
        return format!("`{value}` will not do: it takes {choices}");
    }
    message.to_owned()
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
    let why = game
        .end_reason()
        .map_or_else(String::new, |why| format!(": {why}"));
    format!("{who} (scores {}){why}", scores.join(" : "))
}

fn play<G: Game>(pairs: &[String], ai: Option<Player>, seed: u64) -> CliResult {
    let mut game = G::new(options::<G>(pairs)?)?;
    let mut computer = Ai::new(seed);
    let mut history = Vec::new();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout();
    writeln!(out, "{} Words: moves, undo, help, quit.", G::MOVE_HELP)?;
    if let Some(Player::Timed(_)) = ai {
        writeln!(
            out,
            "The computer thinks by the clock, so this game will not replay move for move."
        )?;
    }
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
                if let Some(level) = ai.filter(|_| !game.side(0).contains(seat)) {
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
                        let mine = game.side(0);
                        let person = |s: u8| ai.is_none() || mine.contains(s);
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
