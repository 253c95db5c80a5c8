//! The data folder and its profiles: listing, creating and opening them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::apply;
use super::archive;
use super::atomic::remove_stale_temps_below;
use super::error::StoreError;
use super::location::{self, FolderChoice};
use super::lock::ProfileLock;
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
    pub fn open(root: impl Into<PathBuf>) -> Result<Self, StoreError> {
        let home = Self { root: root.into() };
        let default = ProfilePaths::new(&home.root, &ProfileName::default_profile());
        create_dir(default.dir())?;
        Ok(home)
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
        })
    }

    /// Opens a profile to read it: as [`Home::open_profile`] when no other Malice holds it
    /// (so what a killed Malice left is put in order); beside the Malice that holds it
    /// otherwise ([`Access::Beside`](super::Access::Beside)), taking no lock and never writing: nothing is tidied,
    /// finished or set aside while another writes, and every save is refused.
    pub fn open_profile_to_read(&self, name: &ProfileName) -> Result<Store, StoreError> {
        match self.open_profile(name) {
            Err(StoreError::Locked { holder, .. }) => {
                let paths = ProfilePaths::new(&self.root, name);
                Ok(Store {
                    lock: ProfileLock::beside(&paths.lock_file(), name, holder),
                    paths,
                    profile: name.clone(),
                    found: Vec::new(),
                })
            }
            other => other,
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
