//! The `malice` binary: the desktop app, or with a subcommand the command line.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
