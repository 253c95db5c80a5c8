//! Whether the desktop app has a display to open its window on, asked before the windowing
//! library is started: on Linux and the BSDs that library panics when the display its
//! variables name does not answer (`DISPLAY=:77`, `WAYLAND_DISPLAY=nope-0`), so the same
//! connection is tried here first, and a display that does not answer is said in words.
//!
//! The windowing library (winit) uses Wayland when `WAYLAND_DISPLAY` or `WAYLAND_SOCKET` is
//! set, else X11 when `DISPLAY` is; this follows the same choice.

/// Why no window can open, in words, or `None` if a display answers (and on systems that
/// need none).
pub fn why_not() -> Option<String> {
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "ios", target_os = "android"))
    ))]
    return free_desktop::why_not();
    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "ios", target_os = "android"))
    )))]
    None
}

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
mod free_desktop {
    use std::ffi::OsString;
    use std::os::unix::net::UnixStream;
    use std::path::PathBuf;

    /// The variable naming the Wayland compositor's socket.
    const WAYLAND_DISPLAY: &str = "WAYLAND_DISPLAY";
    /// The variable naming an already open Wayland socket (set by a compositor for a client
    /// it starts).
    const WAYLAND_SOCKET: &str = "WAYLAND_SOCKET";
    /// The variable naming the X server.
    const DISPLAY: &str = "DISPLAY";

    /// A variable's value, when set and not empty (the windowing library ignores empty ones).
    fn var(name: &str) -> Option<OsString> {
        std::env::var_os(name).filter(|value| !value.is_empty())
    }

    pub(super) fn why_not() -> Option<String> {
        // The Wayland client library takes WAYLAND_SOCKET whenever it is set (even empty),
        // before WAYLAND_DISPLAY.
        let checked = match (std::env::var_os(WAYLAND_SOCKET), var(WAYLAND_DISPLAY)) {
            (Some(socket), _)
                if var(WAYLAND_SOCKET).is_some() || var(WAYLAND_DISPLAY).is_some() =>
            {
                Some((WAYLAND_SOCKET, wayland_socket(&socket)))
            }
            (_, Some(name)) => Some((WAYLAND_DISPLAY, wayland(&name))),
            _ => None,
        };
        if let Some((used, checked)) = checked {
            return checked.err().map(|why| match var(DISPLAY) {
                Some(x) => format!(
                    "{why}; unset {used} to use the X display {}",
                    x.to_string_lossy()
                ),
                None => why,
            });
        }
        if let Some(name) = var(DISPLAY) {
            return x11(&name).err();
        }
        Some(format!(
            "there is no display: neither {DISPLAY} nor {WAYLAND_DISPLAY} is set"
        ))
    }

    /// Connects to the Wayland compositor's socket, as the Wayland client library does:
    /// `WAYLAND_DISPLAY` itself if it is a path, else that name in `XDG_RUNTIME_DIR`.
    fn wayland(name: &OsString) -> Result<(), String> {
        let shown = name.to_string_lossy();
        let socket = PathBuf::from(name);
        let path = if socket.is_absolute() {
            socket
        } else {
            match std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from) {
                Some(dir) if dir.is_absolute() => dir.join(socket),
                _ => {
                    return Err(format!(
                        "{WAYLAND_DISPLAY} is {shown}, but XDG_RUNTIME_DIR, the folder its \
                         socket would be in, is not set"
                    ));
                }
            }
        };
        UnixStream::connect(&path).map(drop).map_err(|_| {
            format!(
                "{WAYLAND_DISPLAY} is {shown}, but no Wayland compositor answers at {}",
                path.display()
            )
        })
    }

    /// Checks that `WAYLAND_SOCKET` names an open socket, as a compositor hands one to a
    /// program it starts, without using it (it can only be used once, by the windowing
    /// library itself).
    fn wayland_socket(value: &OsString) -> Result<(), String> {
        let shown = value.to_string_lossy();
        let not_open = || {
            format!(
                "{WAYLAND_SOCKET} is \"{shown}\", but that is not an open socket (a Wayland \
                 compositor sets it only for a program it starts)"
            )
        };
        let fd: libc::c_int = shown.trim().parse().map_err(|_| not_open())?;
        // SAFETY: fstat only fills in the zeroed `stat` for the descriptor, if it is open; the
        // descriptor itself is neither used nor closed.
        let socket = unsafe {
            let mut stat: libc::stat = std::mem::zeroed();
            libc::fstat(fd, &mut stat) == 0 && (stat.st_mode & libc::S_IFMT) == libc::S_IFSOCK
        };
        if socket { Ok(()) } else { Err(not_open()) }
    }

    /// How many times the X display is tried, and the pause between two tries: an X server
    /// that is resetting (see [`x11`]) refuses connections for a moment.
    const X11_TRIES: u32 = 8;
    /// The pause between two tries of the X display.
    const X11_PAUSE: std::time::Duration = std::time::Duration::from_millis(150);

    /// Opens the X display with the X library the windowing library uses, and keeps that
    /// connection open until the process ends.
    ///
    /// An X server started without `-noreset` (a bare Xvfb, some display managers) resets
    /// when its last client leaves and refuses connections while it does. Closing this
    /// connection at once let the server reset just as the window connected, and the
    /// windowing library then panicked (3 launches in 12); one idle connection held open
    /// prevents it. A server that is resetting as this check starts (the previous client has
    /// just left) is tried again for about a second.
    fn x11(name: &OsString) -> Result<(), String> {
        let shown = name.to_string_lossy();
        let xlib = x11_dl::xlib::Xlib::open()
            .map_err(|error| format!("the X11 library could not be loaded ({error})"))?;
        for attempt in 1..=X11_TRIES {
            // SAFETY: a null name makes Xlib read DISPLAY itself. The display it returns is
            // never used again nor closed: the process's end closes it.
            let display = unsafe { (xlib.XOpenDisplay)(std::ptr::null()) };
            if !display.is_null() {
                // x11-dl keeps the library loaded for the process's life: the open
                // connection's code stays in place.
                return Ok(());
            }
            if attempt < X11_TRIES {
                std::thread::sleep(X11_PAUSE);
            }
        }
        Err(format!(
            "{DISPLAY} is {shown}, but no X server answers there"
        ))
    }
}
