//! The command line: `malice` with a subcommand runs headless.

mod delve;
mod game;
mod options;
mod sim;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

/// Malice: a companion for the Malice solo tarot RPG, and four abstract board games.
#[derive(Debug, Parser)]
#[command(name = "malice", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play one delve in the terminal (or from a script, or with a physical deck and dice).
    Delve(delve::DelveArgs),
    /// Simulate many delves of freshly rolled adventurers with an automatic player.
    Sim(sim::SimArgs),
    /// Play the board games in the terminal, count moves, benchmark and run tournaments.
    Game(game::GameArgs),
}

/// Parses the command line and runs it; errors are printed in plain words.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => {
            // Until the desktop app exists, no subcommand prints the help.
            let _ = Cli::command().print_help();
            Ok(())
        }
        Some(Command::Delve(args)) => delve::run(args),
        Some(Command::Sim(args)) => sim::run(args),
        Some(Command::Game(args)) => game::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("malice: {error}");
            ExitCode::FAILURE
        }
    }
}
