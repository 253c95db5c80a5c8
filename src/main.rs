//! The `malice` binary: the desktop app, or with a subcommand the command line.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main(open_window)
}

/// Opens the desktop app, or says in plain words why its window cannot open.
fn open_window() -> Result<(), String> {
    let failed = |why: String| {
        format!("the window could not open ({why}); the command line still works: `malice --help`")
    };
    if let Some(why) = no_display() {
        return Err(failed(why.to_owned()));
    }
    malice::ui::run().map_err(|e| failed(e.to_string()))
}

/// Why there is no display to open a window on, if there is none: on Linux and the BSDs a
/// window needs an X server (`DISPLAY`) or a Wayland compositor (`WAYLAND_DISPLAY`), and
/// without either (over SSH, in a console) the windowing library would panic.
fn no_display() -> Option<&'static str> {
    if cfg!(all(unix, not(target_os = "macos"))) {
        let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("DISPLAY") && !set("WAYLAND_DISPLAY") {
            return Some("there is no display: neither DISPLAY nor WAYLAND_DISPLAY is set");
        }
    }
    None
}
