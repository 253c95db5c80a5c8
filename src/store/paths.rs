//! Where saves live: the data folder, profiles, and the folders inside a profile.
//!
//! ```text
//! <root>/                      MALICE_HOME, or the platform data folder
//!   profiles/<profile>/
//!     malice.lock              held while a Malice has the profile open
//!     malice.holder            who holds it (the app, or which command, since when)
//!     <kind>/<id>.toml         one file per record (adventurers/, delves/, matches/, ...)
//!     quarantine/<kind>/       files that could not be loaded, each with a `.why.txt` note
//!     backups/<kind>/<id>/     the last few versions of records that keep backups
//!     import-in-progress/      an import being put together (moved into place when whole)
//!     export-in-progress.txt   named the archive an export was writing (older Malice)
//!   exports/                   the exports the app writes when no save dialog asks where
//!   exports-in-progress/       notes naming the temp files of exports being written
//! ```

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use directories::ProjectDirs;

use super::error::StoreError;

/// The environment variable that overrides the data folder (tests, portable use).
pub const HOME_ENV: &str = "MALICE_HOME";
/// The name of the profile every home starts with.
pub const DEFAULT_PROFILE: &str = "default";
/// The folder under the root that holds the profiles.
pub const PROFILES_DIR: &str = "profiles";
/// The folder in a profile where unreadable files are set aside.
pub const QUARANTINE_DIR: &str = "quarantine";
/// The folder in a profile that holds rotating backups.
pub const BACKUPS_DIR: &str = "backups";
/// The lock file in a profile.
pub const LOCK_FILE: &str = "malice.lock";
/// The file beside the lock file saying who holds it.
pub const HOLDER_FILE: &str = "malice.holder";
/// The folder holding derived files, never a record kind: in an archive, the journals rendered
/// for reading; in the data folder, the exports the app writes when no save dialog can ask
/// where ([`Home::exports_dir`](super::Home::exports_dir)).
pub const EXPORTS_DIR: &str = "exports";
/// The folder in a profile where an import is put together before it is moved into place.
pub const IMPORT_DIR: &str = "import-in-progress";
/// The file in a profile naming the archive an export is writing, so that the next opening
/// can remove what a killed export left.
pub const EXPORT_NOTE: &str = "export-in-progress.txt";
/// The extension of record files.
pub const RECORD_EXT: &str = "toml";

/// Folder names a record kind may not take, because the profile already uses them.
const RESERVED_KINDS: [&str; 4] = [QUARANTINE_DIR, BACKUPS_DIR, EXPORTS_DIR, IMPORT_DIR];
/// The longest name accepted, in characters.
const MAX_NAME_CHARS: usize = 64;

/// The data folder: `MALICE_HOME` if set and not empty, else the platform's data folder
/// (for example `~/.local/share/malice` on Linux).
pub fn default_root() -> Result<PathBuf, StoreError> {
    if let Some(home) = std::env::var_os(HOME_ENV).filter(|home| !home.is_empty()) {
        return Ok(PathBuf::from(home));
    }
    ProjectDirs::from("", "", "Malice")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(StoreError::NoDataDir)
}

/// Checks that `name` is safe as a file or folder name on every platform.
fn check_name(what: &'static str, name: &str) -> Result<(), StoreError> {
    let refuse = |reason| {
        Err(StoreError::BadName {
            what,
            name: name.to_owned(),
            reason,
        })
    };
    if name.is_empty() {
        return refuse("it is empty");
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return refuse("it is longer than 64 characters");
    }
    if name.contains(['/', '\\']) {
        return refuse("it contains a slash");
    }
    if name.contains(['<', '>', ':', '"', '|', '?', '*']) {
        return refuse("it contains one of < > : \" | ? *");
    }
    if name.chars().any(char::is_control) {
        return refuse("it contains a control character");
    }
    if name.starts_with('.') {
        return refuse("it starts with a dot");
    }
    if name.ends_with('.') {
        return refuse("it ends with a dot");
    }
    if name.trim() != name {
        return refuse("it starts or ends with a space");
    }
    let stem = name.split('.').next().unwrap_or(name).trim_end();
    let reserved = ["CON", "PRN", "AUX", "NUL"]
        .iter()
        .any(|r| stem.eq_ignore_ascii_case(r))
        || (stem.len() == 4
            && ["COM", "LPT"]
                .iter()
                .any(|r| stem.get(..3).is_some_and(|p| p.eq_ignore_ascii_case(r)))
            && stem.as_bytes()[3].is_ascii_digit());
    if reserved {
        return refuse("it is a device name on Windows");
    }
    Ok(())
}

/// Checks a record kind (the folder its files live in).
pub(crate) fn check_kind(kind: &'static str) -> Result<&'static str, StoreError> {
    check_name("a record kind", kind)?;
    if RESERVED_KINDS.contains(&kind) {
        return Err(StoreError::BadName {
            what: "a record kind",
            name: kind.to_owned(),
            reason: "the profile already uses that folder",
        });
    }
    Ok(kind)
}

macro_rules! safe_name {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(String);

        impl $name {
            /// Checks the name: not empty, at most 64 characters, no slashes, no characters
            /// Windows forbids, no control characters, no leading dot, no trailing dot or
            /// space, not a Windows device name.
            pub fn new(name: impl Into<String>) -> Result<Self, StoreError> {
                let name = name.into();
                check_name($what, &name)?;
                Ok(Self(name))
            }

            /// The name as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl FromStr for $name {
            type Err = StoreError;

            fn from_str(name: &str) -> Result<Self, StoreError> {
                Self::new(name)
            }
        }
    };
}

safe_name!(
    /// A checked profile name; also the profile's folder name.
    ProfileName,
    "a profile name"
);

safe_name!(
    /// A checked record name; the record's file is `<id>.toml`.
    RecordId,
    "a record name"
);

impl ProfileName {
    /// The profile every home starts with.
    pub fn default_profile() -> Self {
        Self(DEFAULT_PROFILE.to_owned())
    }
}

impl RecordId {
    /// The record's file name, `<id>.toml`.
    pub fn file_name(&self) -> String {
        format!("{}.{RECORD_EXT}", self.0)
    }
}

/// The folders and files of one profile.
#[derive(Clone, Debug)]
pub struct ProfilePaths {
    root: PathBuf,
    dir: PathBuf,
}

impl ProfilePaths {
    /// The paths of `profile` under the data folder `root`.
    pub fn new(root: &Path, profile: &ProfileName) -> Self {
        Self {
            root: root.to_path_buf(),
            dir: root.join(PROFILES_DIR).join(profile.as_str()),
        }
    }

    /// The data folder the profile is in.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The profile's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The folder holding the records of one kind.
    pub fn kind_dir(&self, kind: &str) -> PathBuf {
        self.dir.join(kind)
    }

    /// The file of one record.
    pub fn record_file(&self, kind: &str, id: &RecordId) -> PathBuf {
        self.kind_dir(kind).join(id.file_name())
    }

    /// The folder where unreadable files of one kind are set aside.
    pub fn quarantine_dir(&self, kind: &str) -> PathBuf {
        self.dir.join(QUARANTINE_DIR).join(kind)
    }

    /// The folder holding the backups of one record.
    pub fn backups_dir(&self, kind: &str, id: &RecordId) -> PathBuf {
        self.dir.join(BACKUPS_DIR).join(kind).join(id.as_str())
    }

    /// The profile's lock file.
    pub fn lock_file(&self) -> PathBuf {
        self.dir.join(LOCK_FILE)
    }

    /// The file beside the lock file saying who holds the profile.
    pub fn holder_file(&self) -> PathBuf {
        self.dir.join(HOLDER_FILE)
    }

    /// The folder where an import is put together before it is moved into place.
    pub fn import_dir(&self) -> PathBuf {
        self.dir.join(IMPORT_DIR)
    }

    /// The note naming the archive an export is writing.
    pub fn export_note(&self) -> PathBuf {
        self.dir.join(EXPORT_NOTE)
    }
}

/// Creates a folder and the folders above it, if they are missing.
pub(crate) fn create_dir(dir: &Path) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|source| StoreError::Folder {
        path: dir.to_path_buf(),
        source,
    })
}
