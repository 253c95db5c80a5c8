//! The terminal on Windows. `malice.exe` is a windowed program (`windows_subsystem`), so no
//! console window opens beside the app when a player starts it from the Start menu or
//! Explorer. Started from a terminal (Command Prompt, PowerShell), it writes to that terminal:
//! [`attach`] joins the parent's console, and output sent to a file or a pipe stays there.
//! Elsewhere there is nothing to do: a program always has its terminal's streams.

/// Joins the console of the program that started this one, if it has one (Windows only).
/// Returns whether this program can write to a terminal or to a redirected stream: when it
/// cannot, an error is shown in a dialog instead ([`tell`]).
pub fn attach() -> bool {
    #[cfg(windows)]
    return windows::attach();
    #[cfg(not(windows))]
    true
}

/// Shows an error to a player who started the app without a terminal, in a dialog.
pub fn tell(message: &str) {
    rfd::MessageDialog::new()
        .set_level(rfd::MessageLevel::Error)
        .set_title("Malice")
        .set_description(message)
        .set_buttons(rfd::MessageButtons::Ok)
        .show();
}

#[cfg(windows)]
mod windows {
    use windows_sys::Win32::Foundation::{
        GENERIC_READ, GENERIC_WRITE, HANDLE, INVALID_HANDLE_VALUE,
    };
    use windows_sys::Win32::Storage::FileSystem::{
        CreateFileW, FILE_SHARE_READ, FILE_SHARE_WRITE, OPEN_EXISTING,
    };
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
        STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
    };

    /// Whether a standard handle leads somewhere.
    fn usable(handle: HANDLE) -> bool {
        !handle.is_null() && handle != INVALID_HANDLE_VALUE
    }

    pub(super) fn attach() -> bool {
        const STREAMS: [(STD_HANDLE, &str, u32); 3] = [
            (STD_INPUT_HANDLE, "CONIN$", GENERIC_READ),
            (STD_OUTPUT_HANDLE, "CONOUT$", GENERIC_WRITE),
            (STD_ERROR_HANDLE, "CONOUT$", GENERIC_WRITE),
        ];
        // SAFETY: plain calls on this process's own standard handles, made first thing in
        // main before any other thread starts; the names given are NUL-terminated.
        unsafe {
            // A stream the parent redirected (`malice game list > moves.txt`) is kept as is.
            let given = STREAMS.map(|(which, _, _)| GetStdHandle(which));
            let redirected = usable(given[1]) || usable(given[2]);
            if AttachConsole(ATTACH_PARENT_PROCESS) == 0 {
                return redirected;
            }
            for ((which, device, access), before) in STREAMS.into_iter().zip(given) {
                if usable(before) {
                    SetStdHandle(which, before);
                    continue;
                }
                if usable(GetStdHandle(which)) {
                    continue;
                }
                let name: Vec<u16> = device.encode_utf16().chain([0]).collect();
                let console = CreateFileW(
                    name.as_ptr(),
                    access,
                    FILE_SHARE_READ | FILE_SHARE_WRITE,
                    std::ptr::null(),
                    OPEN_EXISTING,
                    0,
                    std::ptr::null_mut(),
                );
                if usable(console) {
                    SetStdHandle(which, console);
                }
            }
        }
        true
    }
}
