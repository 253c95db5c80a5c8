//! The `malice` binary: the desktop app, or with a subcommand the command line.

// On Windows a windowed program: no console window beside the app (src/console.rs joins the
// terminal it is started from, if any).
#![cfg_attr(windows, windows_subsystem = "windows")]

mod cli;
mod console;
mod display;

fn main() -> std::process::ExitCode {
    let terminal = console::attach();
    quiet_on_closed_pipe(true);
    cli::main(if terminal {
        open_window
    } else {
        open_window_or_tell
    })
}

/// Opens the desktop app, or says in plain words why its window cannot open.
fn open_window() -> Result<(), String> {
    let failed = |why: String| {
        format!("the window could not open ({why}); the command line still works: `malice --help`")
    };
    if let Some(why) = display::why_not() {
        return Err(failed(why));
    }
    // The window talks to the display over sockets: a write to a closed one must come back
    // as an error, not end the app unannounced.
    quiet_on_closed_pipe(false);
    // A profile the app holds names it to whoever else is refused it.
    malice::store::set_role(malice::store::Role::App);
    malice::ui::run().map_err(|e| failed(e.to_string()))
}

/// [`open_window`] for a player who has no terminal to read an error in (on Windows, started
/// from the Start menu): the error is shown in a dialog as well.
fn open_window_or_tell() -> Result<(), String> {
    open_window().inspect_err(|why| console::tell(&format!("Malice: {why}")))
}

/// Whether writing to a closed pipe ends the process quietly, as Unix tools do
/// (`malice game list | head -1`), instead of failing the write. Rust starts every program
/// with the failure (printing then panics: "failed printing to stdout: Broken pipe"); the
/// command line takes the quiet end, for every command at once. Nothing to do off Unix.
fn quiet_on_closed_pipe(quiet: bool) {
    #[cfg(unix)]
    {
        let action = if quiet { libc::SIG_DFL } else { libc::SIG_IGN };
        // SAFETY: setting SIGPIPE's disposition to the default or to ignore, with no handler
        // of ours, before any other thread starts.
        unsafe {
            libc::signal(libc::SIGPIPE, action);
        }
    }
    #[cfg(not(unix))]
    let _ = quiet;
}
