//! `malice game ...`: the board games on the command line.

use clap::Args;

/// Arguments of `malice game`.
#[derive(Debug, Args)]
pub struct GameArgs {}

/// Runs `malice game`.
pub fn run(_args: GameArgs) -> Result<(), Box<dyn std::error::Error>> {
    Err("the board games are not playable from the command line yet".into())
}
