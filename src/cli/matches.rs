//! `malice game play|list|show|export|import`: board-game matches kept in the profile, the
//! same records the app keeps, so a match begun here can be continued there and the other
//! way round.

use std::fs;
use std::io::{self, BufRead, Write};
use std::path::Path;

use clap::Args;

use malice::boards::ai::Player;
use malice::boards::game::DICE_WORD;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::{
    MatchSession, Recipe, Session, SessionError, Sitter, Step, Waiting, YOU,
};
use malice::career::{MatchRecord, OpenMatch, Opponent, Profile, Tally, local_time};
use malice::store::RecordId;
use malice::store::out::STDOUT;

use super::board_args::{game_parser, options};
use super::play::clock_seed;
use super::profile::{open, open_to_read, report};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Arguments of `malice game play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game (not needed with --continue).
    #[arg(long, required_unless_present = "resume", value_parser = game_parser())]
    game: Option<GameKind>,
    /// A rule option, key=value (e.g. field-promotion=false, clock=true, pieces=knights-and-kings).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// The computer: random, a level 1 to 5, or a time per move such as 2s (the strongest
    /// search, as deep as that time allows); it plays every seat not on your side. Omit to
    /// play every seat at the keyboard.
    #[arg(long)]
    ai: Option<Player>,
    /// Seed of the dice and the computer's choices (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Your seat: 0 moves first (with your partner, seat N+2, in four-player teams).
    #[arg(long, default_value_t = 0)]
    seat: u8,
    /// Start from this position text (docs/positions.md) instead of the game's start.
    #[arg(long)]
    position: Option<String>,
    /// Your name in the match's record.
    #[arg(long, default_value = YOU)]
    name: String,
    /// Continue the saved match with this id (see `malice game list`).
    #[arg(
        long = "continue",
        value_name = "ID",
        id = "resume",
        conflicts_with_all = ["game", "options", "ai", "seed", "seat", "position", "name"]
    )]
    resume: Option<String>,
}

/// Builds a new match from the command line's choices.
struct NewMatch<'a> {
    args: &'a PlayArgs,
    seed: u64,
}

impl Visitor for NewMatch<'_> {
    type Output = Result<Box<dyn MatchSession>, Box<dyn std::error::Error>>;
}

impl<G: Registered> Visit<G> for NewMatch<'_> {
    fn visit(self) -> Self::Output {
        let args = self.args;
        let options = options::<G>(&args.options)?;
        // The start position decides how many seats there are (and who moves first).
        let game = match &args.position {
            Some(text) => G::from_position_text(text, options.clone())?,
            None => G::new(options.clone())?,
        };
        let seats = game.seats();
        if usize::from(args.seat) >= seats {
            return Err(format!(
                "--seat {}: this game has seats 0 to {}",
                args.seat,
                seats - 1
            )
            .into());
        }
        let mine = game.side(args.seat);
        let sitters: Vec<Sitter> = (0..seats as u8)
            .map(|s| match (s == args.seat, mine.contains(s), args.ai) {
                (true, _, _) => Sitter::Person(args.name.clone()),
                (false, true, _) => Sitter::Friend("Your partner".into()),
                (false, false, Some(player)) => Sitter::Computer(player),
                (false, false, None) => Sitter::Friend(format!("Player {}", s + 1)),
            })
            .collect();
        let options = toml::Table::try_from(&options)?;
        let recipe = Recipe::new(G::KIND, options, sitters, self.seed, args.position.clone());
        Ok(Box::new(Session::<G>::new(recipe)?))
    }
}

pub(super) fn record_id(text: &str) -> Result<RecordId, Box<dyn std::error::Error>> {
    RecordId::new(text)
        .map_err(|_| format!("there is no match \"{text}\" (see `malice game list`)").into())
}

/// Runs `malice game play`: a new match, or `--continue ID`; saved after every move.
pub fn play(args: PlayArgs, profile: Option<&str>) -> CliResult {
    let mut profile = open(profile, false)?;
    let result = play_in(&args, &mut profile);
    report(&mut profile);
    result
}

fn play_in(args: &PlayArgs, profile: &mut Profile) -> CliResult {
    let mut out = io::stdout();
    let mut open = match (&args.resume, args.game) {
        (Some(id), _) => {
            let open = profile.open_match(&record_id(id)?)?;
            writeln!(
                out,
                "Continuing match {} ({}, {} moves so far).",
                open.id,
                open.session.kind().name(),
                open.session.move_count()
            )?;
            open
        }
        (None, Some(game)) => {
            let seed = args.seed.unwrap_or_else(clock_seed);
            let session = game.visit(NewMatch { args, seed })?;
            // The id is shown before the match is first saved: a kill in between leaves no
            // match the player was not told of.
            let open = profile.name_match(session)?;
            writeln!(out, "Saved as match {} after every move.", open.id)?;
            profile.save_match_session(&open)?;
            open
        }
        (None, None) => return Err("choose a --game, or --continue a saved match".into()),
    };
    writeln!(
        out,
        "{} Words: moves, undo, redo, hint, resign, help, quit.",
        open.session.kind().move_help()
    )?;
    if open
        .session
        .sitters()
        .iter()
        .any(|s| matches!(s, Sitter::Computer(Player::Timed(_))))
    {
        writeln!(
            out,
            "The computer thinks by the clock, so this match will not replay move for move."
        )?;
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    loop {
        match open.session.waiting() {
            Waiting::Over(_) => {
                let result = open
                    .session
                    .finish()
                    .map(|finish| finish.said(open.session.kind().about()))
                    .unwrap_or_default();
                writeln!(out, "{}\nGame over: {result}.", open.session.diagram(None))?;
                return Ok(());
            }
            Waiting::Dice | Waiting::Computer(_) => {
                match open.session.step()? {
                    Some(Step::Rolled(roll)) => {
                        let dice = roll.strip_prefix(DICE_WORD).unwrap_or(&roll).trim();
                        writeln!(out, "The dice show {dice}.")?;
                    }
                    Some(Step::Played(player, text)) => {
                        writeln!(out, "The computer ({player}) plays {text}.")?;
                    }
                    None => {}
                }
                profile.save_match_session(&open)?;
            }
            Waiting::Person(seat) => {
                writeln!(out, "{}", open.session.diagram(None))?;
                let who = open
                    .session
                    .sitters()
                    .get(usize::from(seat))
                    .map(Sitter::describe)
                    .unwrap_or_default();
                write!(out, "Seat {seat} ({who}) to move> ")?;
                out.flush()?;
                let mut bytes = Vec::new();
                if input.read_until(b'\n', &mut bytes)? == 0 {
                    writeln!(out)?;
                    return saved_for_later(&open);
                }
                let Ok(line) = String::from_utf8(bytes) else {
                    writeln!(
                        out,
                        "  that line is not text (UTF-8): type a move or a word"
                    )?;
                    continue;
                };
                if !command(line.trim(), &mut open, profile, &mut out)? {
                    return saved_for_later(&open);
                }
            }
        }
    }
}

/// Carries out one line typed at a person's turn. Returns `false` to stop playing.
fn command(
    text: &str,
    open: &mut OpenMatch,
    profile: &mut Profile,
    out: &mut impl Write,
) -> Result<bool, Box<dyn std::error::Error>> {
    let session = &mut open.session;
    let changed = match text {
        "" => false,
        "quit" => return Ok(false),
        "help" | "moves" => {
            writeln!(out, "{}", session.kind().move_help())?;
            writeln!(out, "Legal moves: {}", session.legal_moves().join(" "))?;
            false
        }
        "undo" => match session.undo() {
            Ok(()) => true,
            Err(SessionError::NothingToUndo) => {
                writeln!(out, "  nothing to undo: no move of yours has been made")?;
                false
            }
            Err(error) => {
                writeln!(out, "  {error}")?;
                false
            }
        },
        "redo" => match session.redo() {
            Ok(()) => true,
            Err(error) => {
                writeln!(out, "  {error}")?;
                false
            }
        },
        "hint" => {
            let text = session.hint()?.unwrap_or_else(|| "no move".into());
            writeln!(out, "  Hint: {text} (the match is now marked assisted)")?;
            true
        }
        "resign" => {
            let seat = session.to_move().ok_or("nobody is to move")?;
            session.resign(seat)?;
            true
        }
        _ => match session.play_text(text) {
            Ok(()) => true,
            Err(why) => {
                writeln!(out, "  {why}")?;
                false
            }
        },
    };
    if changed {
        profile.save_match_session(open)?;
    }
    Ok(true)
}

fn saved_for_later(open: &OpenMatch) -> CliResult {
    println!(
        "Saved. Continue with `malice game play --continue {}` or in the app.",
        open.id
    );
    Ok(())
}

/// Runs `malice game list`: every saved match, newest first.
pub fn list(profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let matches = profile.match_list()?;
    if matches.is_empty() {
        println!("No matches yet: `malice game play --game martian-chess --ai 2`.");
    }
    for m in &matches {
        let result = m.result.as_deref().unwrap_or("unfinished");
        let assisted = if m.assisted { ", assisted" } else { "" };
        println!(
            "{:<34} {:<13} {}  {}  {} move{}  {result}{assisted}",
            m.id.as_str(),
            m.game.name(),
            local_time(m.updated),
            m.seats.join(" vs "),
            m.moves,
            if m.moves == 1 { "" } else { "s" }
        );
    }
    report(&mut profile);
    Ok(())
}

/// Runs `malice game show ID`: the match replayed, its moves and its last (or `after`-th)
/// position.
pub fn show(id: &str, after: Option<usize>, profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let result = show_in(id, after, &mut profile);
    report(&mut profile);
    result
}

fn show_in(id: &str, after: Option<usize>, profile: &mut Profile) -> CliResult {
    let open = profile.open_match(&record_id(id)?)?;
    let session = &open.session;
    let record = MatchRecord::of(&**session, open.started);
    print!(
        "{}",
        malice::career::match_text::write_told_match_text(&record, &session.notes())
    );
    let count = session.move_count();
    match after {
        Some(k) if k > count => {
            return Err(format!("the match has {count} moves, not {k}").into());
        }
        Some(k) => println!("\nAfter move {k} of {count}:\n{}", session.diagram(Some(k))),
        None => println!("\n{}", session.diagram(None)),
    }
    match session.finish() {
        Some(finish) => println!("Game over: {}.", finish.said(session.kind().about())),
        None => println!(
            "Unfinished: continue with `malice game play --continue {}`.",
            open.id
        ),
    }
    Ok(())
}

/// Runs `malice game export ID --out FILE` (`-`: the standard output).
pub fn export(id: &str, out: &Path, profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let text = profile.match_text(&record_id(id)?);
    report(&mut profile);
    profile.store().write_out(out, text?.as_bytes())?;
    if out != Path::new(STDOUT) {
        println!("Wrote match {id} to {}.", out.display());
    }
    Ok(())
}

/// Runs `malice game import FILE`: the match is replayed and saved under a new id.
pub fn import(file: &Path, profile: Option<&str>) -> CliResult {
    let bytes = fs::read(file).map_err(|e| format!("{} could not be read: {e}", file.display()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("{} is not a text file (UTF-8)", file.display()))?;
    let mut profile = open(profile, false)?;
    let imported = profile.import_match_text(&text);
    report(&mut profile);
    let open = imported?;
    let state = match open.session.result_text() {
        Some(result) => format!("over: {result}"),
        None => format!(
            "unfinished: continue with `malice game play --continue {}`",
            open.id
        ),
    };
    println!(
        "Imported as match {} ({}, {} moves, {state}).",
        open.id,
        open.session.kind().name(),
        open.session.move_count()
    );
    Ok(())
}

/// Runs `malice game history --game G`: the finished matches you played, newest first, and
/// your record against each opponent.
pub fn history(game: GameKind, profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let history = profile.match_history(game);
    report(&mut profile);
    let history = history?;
    let name = history.game.name();
    if history.rows.is_empty() {
        println!("No finished {name} matches yet.");
        return Ok(());
    }
    println!("{name}: your record");
    for (opponent, tally) in &history.against {
        let who = match opponent {
            Opponent::Level(level) => format!("the computer, level {level}"),
            Opponent::Random => "the computer, random".into(),
            Opponent::Timed => "the computer, by the clock".into(),
            Opponent::Others => "friends".into(),
        };
        println!("  {who:<28} {}", tally_words(tally));
    }
    println!("  {:<28} {}", "in all", tally_words(&history.total()));
    for row in &history.rows {
        let assisted = if row.assisted { ", assisted" } else { "" };
        println!(
            "{}  {:<5} against {}  {}{assisted}  [{}]",
            local_time(row.date),
            row.verdict.word(),
            row.opponent,
            count(row.moves, "move"),
            row.id
        );
    }
    Ok(())
}

fn tally_words(tally: &Tally) -> String {
    format!(
        "{} won, {} drawn, {} lost",
        tally.wins, tally.draws, tally.losses
    )
}

/// Prints the best board-game results under the hall of fame (nothing if there are none).
pub fn print_board_fame(profile: &mut Profile) -> CliResult {
    let rows = profile.board_fame()?;
    if rows.is_empty() {
        return Ok(());
    }
    println!("\nBoard games: the strongest computer beaten");
    for row in rows {
        let assisted = if row.unassisted { "" } else { "  (assisted)" };
        println!(
            "  {:<14} level {}: {}, the shortest in {}; {}{assisted}",
            row.game.name(),
            row.best_level,
            count(row.wins_at_best as usize, "win"),
            count(row.fewest_moves, "move"),
            tally_words(&row.total)
        );
    }
    Ok(())
}

/// "1 win", "3 wins".
fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}
