//! The system's save dialog, and knowing whether there is one. rfd answers "no file" both
//! when the player cancels the dialog and when no dialog could be shown at all (on Linux: no
//! desktop portal with a file chooser and no zenity, as under a bare X server). So the app
//! asks first whether a dialog can be shown: a cancel then writes nothing, and only where
//! there is no dialog does an export go to the data folder's `exports/` (the page says so).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// What the save dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The player chose this file.
    File(PathBuf),
    /// The player closed the dialog without choosing: nothing is to be written.
    Cancelled,
    /// There is no dialog on this system: the caller writes where it writes by default.
    NoDialog,
}

/// Asks where to save, offering `name`; with no dialog on this system, answers at once.
pub async fn save_file(name: String) -> Chosen {
    if !can_show() {
        return Chosen::NoDialog;
    }
    match rfd::AsyncFileDialog::new()
        .set_file_name(name)
        .save_file()
        .await
    {
        Some(handle) => Chosen::File(handle.path().to_path_buf()),
        None => Chosen::Cancelled,
    }
}

/// Whether this system can show a file dialog (looked at once, then remembered).
pub fn can_show() -> bool {
    static CAN: OnceLock<bool> = OnceLock::new();
    *CAN.get_or_init(|| {
        if cfg!(any(target_os = "windows", target_os = "macos")) {
            return true;
        }
        let env = |key: &str| std::env::var_os(key);
        unix_dialog(&env, Path::new("/"))
    })
}

/// Whether rfd can show a dialog on a Linux (or BSD) desktop: it asks the desktop portal's
/// file chooser over the session's D-Bus, else runs `zenity`. `env` reads the environment;
/// `root` is the file system's root (a test's folder in tests).
fn unix_dialog(env: &dyn Fn(&str) -> Option<OsString>, root: &Path) -> bool {
    // Set by whoever runs the app where no dialog should open (scripts, tests).
    if env("MALICE_NO_DIALOG").is_some_and(|v| !v.is_empty()) {
        return false;
    }
    let on_path = |program: &str| {
        env("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| {
                let dir = dir.strip_prefix("/").unwrap_or(&dir);
                root.join(dir).join(program).is_file()
            })
        })
    };
    if on_path("zenity") {
        return true;
    }
    // In a Flatpak the host's portal is always there.
    if root.join(".flatpak-info").is_file() {
        return true;
    }
    let bus = env("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || env("XDG_RUNTIME_DIR").is_some_and(|dir| {
            let dir = PathBuf::from(dir);
            let dir = dir.strip_prefix("/").unwrap_or(&dir);
            root.join(dir).join("bus").exists()
        });
    bus && portal_file_chooser(env, root)
}

/// Whether a desktop portal installed here offers a file chooser: a `*.portal` file under
/// `xdg-desktop-portal/portals` in one of the data folders names its interface.
fn portal_file_chooser(env: &dyn Fn(&str) -> Option<OsString>, root: &Path) -> bool {
    let mut dirs: Vec<PathBuf> = Vec::new();
    match env("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        Some(home) => dirs.push(home.into()),
        None => {
            if let Some(home) = env("HOME") {
                dirs.push(PathBuf::from(home).join(".local/share"));
            }
        }
    }
    match env("XDG_DATA_DIRS").filter(|d| !d.is_empty()) {
        Some(list) => dirs.extend(std::env::split_paths(&list)),
        None => dirs.extend(["/usr/local/share", "/usr/share"].map(PathBuf::from)),
    }
    dirs.iter().any(|dir| {
        let dir = dir.strip_prefix("/").unwrap_or(dir);
        let Ok(portals) = std::fs::read_dir(root.join(dir).join("xdg-desktop-portal/portals"))
        else {
            return false;
        };
        portals.flatten().any(|file| {
            file.path().extension().is_some_and(|e| e == "portal")
                && std::fs::read_to_string(file.path())
                    .is_ok_and(|text| text.contains("org.freedesktop.impl.portal.FileChooser"))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A system under `root` with these variables.
    fn ask(root: &Path, vars: &[(&str, &str)]) -> bool {
        let vars: HashMap<String, OsString> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        unix_dialog(&|key: &str| vars.get(key).cloned(), root)
    }

    fn write(root: &Path, path: &str, text: &str) {
        let file = root.join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }

    #[test]
    fn a_bare_x_server_has_no_dialog() {
        let root = tempfile::tempdir().unwrap();
        // The portal's own service is installed, but no file chooser behind it, no zenity.
        write(
            root.path(),
            "usr/share/dbus-1/services/org.freedesktop.portal.Desktop.service",
            "[D-BUS Service]",
        );
        std::fs::create_dir_all(root.path().join("usr/bin")).unwrap();
        assert!(!ask(
            root.path(),
            &[("PATH", "/usr/bin"), ("DBUS_SESSION_BUS_ADDRESS", "unix:x")]
        ));
    }

    #[test]
    fn zenity_on_the_path_is_a_dialog() {
        let root = tempfile::tempdir().unwrap();
        write(root.path(), "usr/bin/zenity", "");
        assert!(ask(root.path(), &[("PATH", "/bin:/usr/bin")]));
        // Unless the app is told there is none.
        assert!(!ask(
            root.path(),
            &[("PATH", "/usr/bin"), ("MALICE_NO_DIALOG", "1")]
        ));
    }

    #[test]
    fn a_portal_with_a_file_chooser_on_a_session_bus_is_a_dialog() {
        let root = tempfile::tempdir().unwrap();
        write(
            root.path(),
            "usr/share/xdg-desktop-portal/portals/gtk.portal",
            "[portal]\nDBusName=org.freedesktop.impl.portal.desktop.gtk\n\
             Interfaces=org.freedesktop.impl.portal.FileChooser;org.freedesktop.impl.portal.AppChooser;\n",
        );
        assert!(ask(root.path(), &[("DBUS_SESSION_BUS_ADDRESS", "unix:x")]));
        // The bus found through XDG_RUNTIME_DIR as well.
        write(root.path(), "run/user/1000/bus", "");
        assert!(ask(root.path(), &[("XDG_RUNTIME_DIR", "/run/user/1000")]));
        // No session bus: no portal.
        assert!(!ask(root.path(), &[]));
        // A portal without a file chooser is none.
        let other = tempfile::tempdir().unwrap();
        write(
            other.path(),
            "usr/share/xdg-desktop-portal/portals/wlr.portal",
            "[portal]\nInterfaces=org.freedesktop.impl.portal.Screenshot;\n",
        );
        assert!(!ask(
            other.path(),
            &[("DBUS_SESSION_BUS_ADDRESS", "unix:x")]
        ));
    }

    #[test]
    fn a_flatpak_always_has_the_hosts_portal() {
        let root = tempfile::tempdir().unwrap();
        write(root.path(), ".flatpak-info", "[Application]");
        assert!(ask(root.path(), &[]));
    }
}
