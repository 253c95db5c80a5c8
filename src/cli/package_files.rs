//! `malice package-files DIR` (hidden): writes the files a package ships beside the binary that
//! are made from the command line's own definition, so they never drift from it: the man pages
//! (one for `malice`, one for each subcommand) and the shell completions for every shell clap
//! knows: bash, zsh, fish, PowerShell (Windows) and Elvish.
//! `scripts/package-deb.sh` and `scripts/package-tar.sh` run it.

use std::fs;
use std::path::PathBuf;

use clap::{Args, Command};
use clap_complete::Shell;

/// Where to write the man pages and completions.
#[derive(Debug, Args)]
pub struct PackageFilesArgs {
    /// The folder to write into: `man/` and `completions/` are made inside it.
    #[arg(value_name = "DIR")]
    out: PathBuf,
}

/// The shells a package ships completions for, with the file name each one looks for.
const SHELLS: [(Shell, &str); 5] = [
    (Shell::Bash, "malice"),
    (Shell::Zsh, "_malice"),
    (Shell::Fish, "malice.fish"),
    (Shell::PowerShell, "malice.ps1"),
    (Shell::Elvish, "malice.elv"),
];

/// Writes `DIR/man/*.1` and `DIR/completions/{malice,_malice,malice.fish,malice.ps1,malice.elv}`
/// for `command`.
pub fn run(args: PackageFilesArgs, command: Command) -> Result<(), Box<dyn std::error::Error>> {
    let man = args.out.join("man");
    let completions = args.out.join("completions");
    for dir in [&man, &completions] {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let command = command.long_about(LONG_ABOUT).after_long_help(ENVIRONMENT);
    clap_mangen::generate_to(command.clone(), &man)
        .map_err(|e| format!("cannot write the man pages in {}: {e}", man.display()))?;
    for (shell, name) in SHELLS {
        let path = completions.join(name);
        let mut file = fs::File::create(&path)
            .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        clap_complete::generate(shell, &mut command.clone(), "malice", &mut file);
    }
    Ok(())
}

/// The man page's description of `malice` itself.
const LONG_ABOUT: &str = "Malice is a companion for Malice, a solo journaling RPG played with a \
tarot deck and six-sided dice, with four abstract board games beside it (Malice the pyramid \
game, Martian Chess, Malaka and Malawi) against the computer or a friend.\n\n\
Without a subcommand, malice opens the desktop app. With one, it runs on the command line: \
play a delve in the terminal, simulate many, manage adventurers and their journals, play and \
replay board-game matches. Each subcommand has its own page, such as malice-delve(1).";

/// The man page's closing section: where the saves live and what changes it.
const ENVIRONMENT: &str = "Environment and files:\n\n\
MALICE_HOME: the data folder to use, before any other choice.\n\n\
Otherwise the folder chosen in the app's Settings (remembered in \
~/.config/malice/data-folder.txt), else ~/.local/share/malice. Inside it, each profile \
(--profile NAME, default \"default\") holds one TOML file per adventurer, delve, note and \
match.\n\n\
MALICE_THEME=light|dark and MALICE_WINDOW=WIDTHxHEIGHT choose the app's theme and window size; \
ICED_BACKEND=wgpu draws with the GPU instead of in software.";
