//! The `malice` binary: the command line (and, later, the desktop app).

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
