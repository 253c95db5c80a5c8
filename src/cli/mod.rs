//! The command line: `malice` with a subcommand runs headless.

mod advice;
mod analyse;
mod board_args;
mod career;
mod daily;
mod delve;
mod game;
mod matches;
mod options;
mod package_files;
mod play;
mod profile;
mod round_robin;
mod sim;
mod think;
mod tournament;

use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};

/// Malice: a companion for the Malice solo tarot RPG, and four abstract board games.
#[derive(Debug, Parser)]
#[command(name = "malice", version, about)]
struct Cli {
    /// The save profile to use (default: "default"). The data folder is `MALICE_HOME` if set.
    #[arg(long, global = true, value_name = "NAME")]
    profile: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play one delve in the terminal (or from a script, or with a physical deck and dice).
    Delve(delve::DelveArgs),
    /// Today's delve (or a date's): its adventurer, seed and deal code, the same on every
    /// machine.
    Daily(daily::DailyArgs),
    /// Simulate many delves of freshly rolled adventurers with an automatic player.
    Sim(sim::SimArgs),
    /// Create, list, show and retire the adventurers of the roster.
    Adventurer(career::AdventurerArgs),
    /// Show the profile's corpse pile and where each card came from.
    Corpse {
        #[command(subcommand)]
        command: CorpseCommand,
    },
    /// The hall of fame: every adventurer's loot, runs, escapes and deaths.
    Fame,
    /// Export, search and annotate the journal.
    Journal(career::JournalArgs),
    /// Write the whole profile (saves and journals) to one zip archive.
    ExportAll(career::ExportAllArgs),
    /// Restore a profile from an archive written by `export-all`.
    Import(career::ImportArgs),
    /// Play the board games in the terminal (saved in the profile), list, show, export and
    /// import matches, count moves, benchmark and run tournaments.
    Game(game::GameArgs),
    /// Write the man pages and shell completions into a folder (for packaging).
    #[command(hide = true)]
    PackageFiles(package_files::PackageFilesArgs),
}

#[derive(Debug, Subcommand)]
enum CorpseCommand {
    /// List the pile's cards with their provenance.
    Show,
}

/// Parses the command line and runs it; errors are printed in plain words. Without a
/// subcommand, `open_window` opens the desktop app (or says why it cannot).
pub fn main(open_window: fn() -> Result<(), String>) -> ExitCode {
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    let words = command_words(&matches);
    if !words.is_empty() {
        // A profile this command holds names it to whoever else is refused it.
        malice::store::set_role(malice::store::Role::Command(words));
    }
    let profile = cli.profile.as_deref();
    let result = match cli.command {
        // No subcommand opens the desktop app.
        None => open_window().map_err(Into::into),
        Some(Command::Delve(args)) => delve::run(args, profile),
        Some(Command::Adventurer(args)) => career::adventurer(args, profile),
        Some(Command::Corpse {
            command: CorpseCommand::Show,
        }) => career::corpse(profile),
        Some(Command::Fame) => career::fame(profile),
        Some(Command::Journal(args)) => career::journal_command(args, profile),
        Some(Command::ExportAll(args)) => career::export_all(args, profile),
        Some(Command::Import(args)) => career::import(args, profile),
        Some(Command::Sim(args)) => sim::run(args),
        Some(Command::Daily(args)) => daily::run(args),
        Some(Command::Game(args)) => game::run(args, profile),
        Some(Command::PackageFiles(args)) => package_files::run(args, Cli::command()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("malice: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The words of the subcommand given (`game play`), empty without one.
fn command_words(matches: &ArgMatches) -> String {
    let mut words = Vec::new();
    let mut at = matches;
    while let Some((name, below)) = at.subcommand() {
        words.push(name);
        at = below;
    }
    words.join(" ")
}
