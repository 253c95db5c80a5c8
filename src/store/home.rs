//! The data folder and its profiles: listing, creating and opening them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::apply;
use super::archive;
use super::atomic::{has_stale_temps_below, remove_stale_temps_below};
use super::error::StoreError;
use super::location::{self, FolderChoice};
use super::lock::{Access, ProfileLock};
use super::out;
use super::paths::{EXPORTS_DIR, PROFILES_DIR, ProfileName, ProfilePaths, create_dir};
use super::problem::Problem;
use super::profile::Store;

/// The data folder: the profiles live in `<root>/profiles/`.
#[derive(Clone, Debug)]
pub struct Home {
    root: PathBuf,
}

impl Home {
    /// Opens the data folder at `root`, creating it and the default profile if needed.
    /// Removes what exports killed while writing left (see [`out`]).
    pub fn open(root: impl Into<PathBuf>) -> Result<Self, StoreError> {
        let home = Self { root: root.into() };
        let default = ProfilePaths::new(&home.root, &ProfileName::default_profile());
        create_dir(default.dir())?;
        out::remove_killed(&home.root);
        Ok(home)
    }

    /// Writes an export to `out`, where asked: `-` is the standard output, a device or a pipe
    /// is written in place, a link is followed, a regular file is written atomically; a path
    /// inside a profile's folder is refused (see [`out`]).
    pub fn write_out(&self, out: &Path, bytes: &[u8]) -> Result<(), StoreError> {
        out::write_out(&self.root, out, bytes)
    }

    /// Opens the data folder from [`location::data_root`]: `MALICE_HOME`, else the folder
    /// chosen in the app (remembered in the platform's config folder), else the platform's
    /// data folder.
    /// Also gives the reason a choice made in the app was passed over, if it was (see
    /// [`location::resolve_root`]), for the caller to report.
    pub fn open_default() -> Result<(Self, Option<StoreError>), StoreError> {
        let choice = FolderChoice::platform().ok();
        let (root, passed_over) = location::resolve_root(choice.as_ref())?;
        Ok((Self::open(root)?, passed_over))
    }

    /// The data folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The data folder's `exports/`, where the app writes an export when no save dialog can
    /// ask where (it is not created here).
    pub fn exports_dir(&self) -> PathBuf {
        self.root.join(EXPORTS_DIR)
    }

    /// The profiles, sorted by name. Folders whose names are not valid profile names are
    /// not listed.
    pub fn profiles(&self) -> Result<Vec<ProfileName>, StoreError> {
        let dir = self.root.join(PROFILES_DIR);
        let entries = fs::read_dir(&dir).map_err(|source| StoreError::Folder {
            path: dir.clone(),
            source,
        })?;
        let mut names: Vec<ProfileName> = entries
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_dir()))
            .filter_map(|entry| ProfileName::new(entry.file_name().to_str()?).ok())
            .collect();
        names.sort();
        Ok(names)
    }

    /// Creates a new, empty profile; fails if it exists.
    pub fn create_profile(&self, name: &ProfileName) -> Result<(), StoreError> {
        let paths = ProfilePaths::new(&self.root, name);
        create_dir(&self.root.join(PROFILES_DIR))?;
        match fs::create_dir(paths.dir()) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {
                Err(StoreError::ProfileExists(name.to_string()))
            }
            Err(source) => Err(StoreError::Folder {
                path: paths.dir().to_path_buf(),
                source,
            }),
        }
    }

    /// Opens an existing profile and takes its lock for as long as the [`Store`] lives, then
    /// puts in order what a killed Malice left: an import is finished or undone, a partial
    /// export archive and every temp file of an unfinished write are removed. An import that
    /// cannot be finished is undone and set aside, and reported ([`Store::take_problems`]). A
    /// profile this account cannot write to is opened for reading only
    /// ([`Store::is_read_only`]).
    pub fn open_profile(&self, name: &ProfileName) -> Result<Store, StoreError> {
        let paths = ProfilePaths::new(&self.root, name);
        if !paths.dir().is_dir() {
            return Err(StoreError::NoSuchProfile(name.to_string()));
        }
        let lock = match ProfileLock::acquire(&paths.lock_file(), name) {
            Err(StoreError::Write { source, .. }) if cannot_write(&source) => {
                ProfileLock::acquire_read_only(&paths.lock_file(), name)?
            }
            other => other?,
        };
        let found = if lock.is_read_only() {
            Vec::new()
        } else {
            tidy(&paths)
        };
        Ok(Store {
            paths,
            profile: name.clone(),
            lock,
            found,
            untidy: AtomicBool::new(false),
        })
    }

    /// Opens a profile to look at it, keeping no lock: beside the Malice that holds it, if one
    /// does ([`Access::Beside`]: nothing is tidied, finished or set aside while another
    /// writes), else only to look ([`Access::Looking`]). Either way every save is refused.
    /// Looking, what a killed Malice left (an unfinished import, a temp file of a write
    /// that never finished) is put in order under the lock taken for that moment, then let go
    /// (see [`Store::hold_for_a_moment`]); so are files that cannot be loaded, set aside as
    /// they are met.
    pub fn open_profile_to_read(&self, name: &ProfileName) -> Result<Store, StoreError> {
        let paths = ProfilePaths::new(&self.root, name);
        if !paths.dir().is_dir() {
            return Err(StoreError::NoSuchProfile(name.to_string()));
        }
        let lock = match ProfileLock::look(&paths.lock_file(), name) {
            Err(StoreError::Write { source, .. }) if cannot_write(&source) => {
                ProfileLock::acquire_read_only(&paths.lock_file(), name)?
            }
            other => other?,
        };
        let untidy = paths.import_dir().exists()
            || paths.export_note().exists()
            || has_stale_temps_below(paths.dir());
        let mut store = Store {
            paths,
            profile: name.clone(),
            lock,
            found: Vec::new(),
            untidy: AtomicBool::new(false),
        };
        if untidy && store.hold_for_a_moment() {
            store.let_go();
        }
        Ok(store)
    }
}

impl Store {
    /// For a profile opened only to look: takes the lock for a moment (see
    /// [`ProfileLock::acquire_to_tidy`]), puts in order what a killed Malice left (as opening
    /// for writing does), and is open for writing until [`Store::let_go`]. `false`, changing
    /// nothing, when another Malice holds the profile now (or it was not opened to look).
    pub fn hold_for_a_moment(&mut self) -> bool {
        if self.lock.access() != &Access::Looking {
            return false;
        }
        let Ok(held) = ProfileLock::acquire_to_tidy(&self.paths.lock_file(), &self.profile) else {
            return false;
        };
        self.lock = held;
        self.found.extend(tidy(&self.paths));
        self.untidy
            .store(false, std::sync::atomic::Ordering::Relaxed);
        true
    }

    /// Lets go of the lock taken by [`Store::hold_for_a_moment`]: open only to look again.
    pub fn let_go(&mut self) {
        if self.lock.access() == &Access::Write {
            self.lock = ProfileLock::looking(&self.paths.lock_file(), &self.profile);
        }
    }
}

/// Finishes or undoes an interrupted import, removes a killed export's partial archive and
/// every temp file a killed write left in the profile's folders. Only call this while
/// holding the profile's lock. Returns what it had to set aside, to report: an import that
/// could not be finished is undone and set aside, and the profile opens as it was.
fn tidy(paths: &ProfilePaths) -> Vec<Problem> {
    let found = apply::finish_import(paths);
    archive::drop_partial_export(paths);
    remove_stale_temps_below(paths.dir());
    found.into_iter().collect()
}

/// Whether an error says the folder cannot be written to (as opposed to a passing failure).
fn cannot_write(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}
