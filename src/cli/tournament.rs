//! `malice game match`: two players over many games, seats alternating: the score with its 95%
//! interval, the score from each seat, and (with `--json`) every game's record. Either player
//! may be another program that answers moves (docs/ai.md), such as an older build of the
//! engine, to measure progress against it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

use serde_json::json;

use malice::boards::ai::{Ai, Player, Tuning};
use malice::boards::analysis::hint;
use malice::boards::dice::Dice;
use malice::boards::game::{Decision, Game, Status};
use malice::boards::registry::{Registered, Visit, Visitor};
use malice::boards::session::{HINT_PLAYER, hint_limits};

use super::board_args::options;

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Who plays a match, how many games, and how the result is printed.
pub struct Tournament {
    /// The first player.
    pub a: Player,
    /// The other player.
    pub b: Player,
    /// A program that plays instead of `a` (its command line, split on spaces).
    pub a_program: Option<String>,
    /// A program that plays instead of `b`.
    pub b_program: Option<String>,
    /// Games to play.
    pub games: u32,
    /// Seed of the first game.
    pub seed: u64,
    /// Print one JSON object.
    pub json: bool,
    /// Levels think by their node budgets alone, without their time limits.
    pub untimed: bool,
    /// a plays the moves the app's Hint names instead of its player's.
    pub a_hints: bool,
    /// b plays the moves the app's Hint names instead of its player's.
    pub b_hints: bool,
}

/// How one game of a match went.
struct Record {
    seed: u64,
    a_seat: u8,
    plies: u32,
    /// `Some(true)` when a's side won, `Some(false)` when b's did, `None` for a draw.
    a_won: Option<bool>,
    reason: String,
    scores: Vec<i32>,
    /// The moves in order, as the game writes them.
    moves: Vec<String>,
    /// The position the game ended in (docs/positions.md).
    last: String,
}

/// What one side of a match spent thinking.
#[derive(Default)]
pub(super) struct Effort {
    moves: u64,
    nodes: u64,
    depth: u64,
    seconds: f64,
}

impl Effort {
    fn json(&self) -> serde_json::Value {
        let moves = self.moves.max(1) as f64;
        json!({
            "moves": self.moves,
            "seconds_per_move": self.seconds / moves,
            "mean_depth": self.depth as f64 / moves,
            "nodes_per_second": if self.seconds > 0.0 { (self.nodes as f64 / self.seconds).round() } else { 0.0 },
        })
    }
}

/// Another program playing one side: it is sent `seed N` before each game and
/// `move POSITION-TEXT` for each move, and answers one line each (`ok`, then the move text).
pub(super) struct Program {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Program {
    fn start(command: &str) -> Result<Program, String> {
        let mut words = command.split_whitespace();
        let path = words.next().ok_or("the program's command line is empty")?;
        let mut child = Command::new(path)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let input = child.stdin.take().ok_or("the program has no input")?;
        let output = BufReader::new(child.stdout.take().ok_or("the program has no output")?);
        Ok(Program {
            child,
            input,
            output,
        })
    }

    /// Sends one line and reads the answer.
    fn ask(&mut self, line: &str) -> Result<String, String> {
        let broken = |e: std::io::Error| format!("the program stopped answering: {e}");
        writeln!(self.input, "{line}").map_err(broken)?;
        self.input.flush().map_err(broken)?;
        let mut answer = String::new();
        if self.output.read_line(&mut answer).map_err(broken)? == 0 {
            return Err("the program ended".into());
        }
        let answer = answer.trim().to_owned();
        match answer.strip_prefix("error:") {
            Some(why) => Err(format!("the program refused: {}", why.trim())),
            None => Ok(answer),
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // Its input closes with `self`; it ends on its own, or is ended here.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One side of a match: the built-in computer, or another program.
pub(super) enum Side {
    /// The built-in computer; `bool`: its levels think without their time limits.
    Computer(Player, Box<Ai>, bool),
    Program(Program),
    /// The app's Hint: the move it names for a person (searched as in the app, without its
    /// time limit when `untimed`), with the keys of the positions played so far.
    Hint(Vec<u64>, bool),
}

impl Side {
    pub(super) fn new(
        player: Player,
        program: Option<&str>,
        untimed: bool,
    ) -> Result<Side, String> {
        match program {
            Some(command) => Ok(Side::Program(Program::start(command)?)),
            None => Ok(Side::Computer(player, Box::new(Ai::new(0)), untimed)),
        }
    }

    pub(super) fn new_game(&mut self, seed: u64) -> Result<(), String> {
        match self {
            Side::Computer(_, ai, untimed) => {
                **ai = if *untimed {
                    Ai::new(seed).untimed()
                } else {
                    Ai::new(seed)
                };
                Ok(())
            }
            Side::Program(program) => program.ask(&format!("seed {seed}")).map(|_| ()),
            Side::Hint(keys, _) => {
                keys.clear();
                Ok(())
            }
        }
    }

    pub(super) fn remember(&mut self, key: u64) {
        match self {
            Side::Computer(_, ai, _) => ai.remember(key),
            Side::Hint(keys, _) => keys.push(key),
            Side::Program(_) => {}
        }
    }

    pub(super) fn choose<G: Tuning>(
        &mut self,
        game: &G,
        effort: &mut Effort,
    ) -> Result<G::Move, String> {
        let began = Instant::now();
        let mv = match self {
            Side::Computer(player, ai, _) => {
                let mv = ai
                    .choose(game, *player)
                    .ok_or("the computer found no move")?;
                effort.nodes += ai.report().nodes;
                effort.depth += u64::from(ai.report().depth);
                mv
            }
            Side::Program(program) => {
                let text = program.ask(&format!("move {}", game.position_text()))?;
                game.parse_move(&text)
                    .map_err(|e| format!("the program's move `{text}`: {e}"))?
            }
            Side::Hint(keys, untimed) => {
                let limits = hint_limits::<G>(HINT_PLAYER, keys.iter().copied(), None, !*untimed);
                hint(game, &limits).ok_or("the hint found no move")?.best.mv
            }
        };
        effort.moves += 1;
        effort.seconds += began.elapsed().as_secs_f64();
        Ok(mv)
    }
}

/// Plays one game of a match: `a` takes `a_seat` (with its partner, in teams), `b` every other
/// seat; the dice come from `seed`.
fn match_game<G: Tuning>(
    game: &mut G,
    sides: &mut [Side; 2],
    efforts: &mut [Effort; 2],
    a_seat: u8,
    seed: u64,
) -> Result<Record, Box<dyn std::error::Error>> {
    let mut dice = Dice::new(seed);
    sides[0].new_game(seed)?;
    sides[1].new_game(seed ^ 0x05EE_D0FB)?;
    let a_side = game.side(a_seat);
    let mut plies = 0;
    let mut moves = Vec::new();
    loop {
        let key = game.key();
        sides.iter_mut().for_each(|side| side.remember(key));
        match game.status() {
            Status::Over(outcome) => {
                return Ok(Record {
                    seed,
                    a_seat,
                    plies,
                    a_won: match outcome {
                        Decision::Draw => None,
                        Decision::Win(seats) => Some(seats.contains(a_seat)),
                    },
                    reason: game
                        .end_reason()
                        .map_or_else(String::new, |r| r.to_string()),
                    scores: (0..game.seats() as u8).map(|s| game.score(s)).collect(),
                    moves,
                    last: game.position_text(),
                });
            }
            Status::Chance => {
                let chance = dice.roll(game).ok_or("no dice outcome")?;
                game.resolve_chance(chance)?;
            }
            Status::ToMove(seat) => {
                let who = usize::from(!a_side.contains(seat));
                let mv = sides[who].choose(game, &mut efforts[who])?;
                moves.push(game.move_text(mv));
                game.play(mv)?;
                plies += 1;
            }
        }
    }
}

impl Tournament {
    /// The match, its game's options given as `key=value` pairs, to play for the game chosen
    /// ([`Visit`]).
    pub fn with<'a>(&'a self, pairs: &'a [String]) -> Played<'a> {
        Played { plan: self, pairs }
    }
}

/// A match with its options, to play for the game chosen.
pub struct Played<'a> {
    plan: &'a Tournament,
    pairs: &'a [String],
}

impl Visitor for Played<'_> {
    type Output = CliResult;
}

impl<G: Registered> Visit<G> for Played<'_> {
    fn visit(self) -> CliResult {
        tournament::<G>(self.plan, self.pairs)
    }
}

/// Plays the match and prints its result.
fn tournament<G: Tuning>(plan: &Tournament, pairs: &[String]) -> CliResult {
    let options = options::<G>(pairs)?;
    let side = |player, program: Option<&str>, hints| {
        if hints {
            Ok(Side::Hint(Vec::new(), plan.untimed))
        } else {
            Side::new(player, program, plan.untimed)
        }
    };
    let mut sides = [
        side(plan.a, plan.a_program.as_deref(), plan.a_hints)?,
        side(plan.b, plan.b_program.as_deref(), plan.b_hints)?,
    ];
    let mut efforts = [Effort::default(), Effort::default()];
    let mut records = Vec::new();
    for i in 0..plan.games {
        let mut game = G::new(options.clone())?;
        // a's seat rotates game by game: seat 0, then 1, and so on.
        let a_seat = (i as usize % game.seats()) as u8;
        let seed = plan.seed.wrapping_add(u64::from(i));
        records.push(match_game(
            &mut game,
            &mut sides,
            &mut efforts,
            a_seat,
            seed,
        )?);
        // One line a game on the error stream, so that a long match shows how it goes.
        if let Some(r) = records.last() {
            let (so_far, _) = points(records.iter());
            let result = match r.a_won {
                Some(true) => "a wins",
                Some(false) => "b wins",
                None => "draw",
            };
            eprintln!(
                "game {} of {} (seed {}, a in seat {}): {result} after {} plies ({}); a has {so_far} of {}",
                i + 1,
                plan.games,
                r.seed,
                r.a_seat,
                r.plies,
                r.reason,
                records.len()
            );
        }
    }
    report::<G>(plan, &records, &efforts);
    Ok(())
}

/// Wilson score interval (95%) of a proportion.
pub(super) fn wilson(successes: f64, n: f64) -> (f64, f64) {
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

/// a's points (1 a win, ½ a draw) over these games, and how many games.
fn points<'r>(records: impl Iterator<Item = &'r Record>) -> (f64, f64) {
    records.fold((0.0, 0.0), |(points, games), r| {
        let p = match r.a_won {
            Some(true) => 1.0,
            None => 0.5,
            Some(false) => 0.0,
        };
        (points + p, games + 1.0)
    })
}

fn player_name(player: Player, program: Option<&str>, hints: bool) -> String {
    if hints {
        return "Hint".into();
    }
    program.map_or_else(|| player.to_string(), |p| format!("`{p}`"))
}

fn report<G: Game>(plan: &Tournament, records: &[Record], efforts: &[Effort; 2]) {
    let a = player_name(plan.a, plan.a_program.as_deref(), plan.a_hints);
    let b = player_name(plan.b, plan.b_program.as_deref(), plan.b_hints);
    let count = |won: Option<bool>| records.iter().filter(|r| r.a_won == won).count();
    let (a_wins, b_wins, draws) = (count(Some(true)), count(Some(false)), count(None));
    let n = records.len() as f64;
    let (lo, hi) = wilson(a_wins as f64, n);
    let (score, _) = points(records.iter());
    let score = if n > 0.0 { score / n } else { 0.0 };
    let (score_lo, score_hi) = wilson(score * n, n);
    let seats = records.iter().map(|r| r.a_seat).max().map_or(0, |s| s + 1);
    let by_seat: Vec<(u8, f64, f64)> = (0..seats)
        .map(|seat| {
            let (p, games) = points(records.iter().filter(|r| r.a_seat == seat));
            (seat, p, games)
        })
        .collect();
    let mean_plies = records.iter().map(|r| f64::from(r.plies)).sum::<f64>() / n.max(1.0);
    if plan.json {
        let games: Vec<serde_json::Value> = records
            .iter()
            .map(|r| {
                json!({
                    "seed": r.seed,
                    "a_seat": r.a_seat,
                    "plies": r.plies,
                    "result": match r.a_won { Some(true) => "a", Some(false) => "b", None => "draw" },
                    "ended": r.reason,
                    "scores": r.scores,
                    "moves": r.moves,
                    "last_position": r.last,
                })
            })
            .collect();
        let seat_scores: Vec<serde_json::Value> = by_seat
            .iter()
            .map(|&(seat, p, g)| json!({"a_seat": seat, "games": g, "a_points": p}))
            .collect();
        println!(
            "{}",
            json!({
                "game": G::ID, "a": a, "b": b, "games": records.len(),
                "a_wins": a_wins, "b_wins": b_wins, "draws": draws,
                "a_win_rate": if n > 0.0 { a_wins as f64 / n } else { 0.0 },
                "a_win_rate_95": [lo, hi],
                "a_score": score, "a_score_95": [score_lo, score_hi],
                "by_seat": seat_scores, "mean_plies": mean_plies,
                "a_effort": efforts[0].json(), "b_effort": efforts[1].json(),
                "records": games,
            })
        );
        return;
    }
    println!(
        "{} — {a} against {b}, {} games (a's seat rotates):",
        G::ID,
        records.len()
    );
    println!("  {a} wins {a_wins}, {b} wins {b_wins}, draws {draws}; mean {mean_plies:.0} plies");
    println!(
        "  {a} scores {:.2} (a draw counts half; 95% interval {:.2}–{:.2}); wins {:.0}% \
         (95% interval {:.0}%–{:.0}%)",
        score,
        score_lo,
        score_hi,
        a_wins as f64 / n.max(1.0) * 100.0,
        lo * 100.0,
        hi * 100.0
    );
    for (seat, p, g) in by_seat {
        println!("  {a} in seat {seat}: {p} points of {g}");
    }
    for (name, effort) in [(&a, &efforts[0]), (&b, &efforts[1])] {
        let moves = effort.moves.max(1) as f64;
        if effort.nodes > 0 {
            println!(
                "  {name}: {:.3} s a move, depth {:.1}, {:.0} nodes a second",
                effort.seconds / moves,
                effort.depth as f64 / moves,
                effort.nodes as f64 / effort.seconds.max(1e-9)
            );
        }
    }
}
