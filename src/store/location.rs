//! Which data folder to use. `MALICE_HOME` wins; then the folder the player chose in the app,
//! remembered in a small pointer file in the platform's config folder (for example
//! `~/.config/malice/data-folder.txt` on Linux), since the choice cannot live inside the
//! data folder it points to; then the platform's data folder.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use directories::ProjectDirs;

use super::atomic::write_atomic;
use super::error::StoreError;
use super::paths::{HOME_ENV, default_root};

/// The name of the pointer file in the config folder.
pub const POINTER_FILE: &str = "data-folder.txt";

/// Where the player's choice of data folder is remembered: one line, the folder's path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FolderChoice {
    file: PathBuf,
}

impl FolderChoice {
    /// The choice remembered in `file` (tests and portable use).
    pub fn at(file: impl Into<PathBuf>) -> FolderChoice {
        FolderChoice { file: file.into() }
    }

    /// The choice remembered in the platform's config folder.
    pub fn platform() -> Result<FolderChoice, StoreError> {
        ProjectDirs::from("", "", "Malice")
            .map(|dirs| FolderChoice::at(dirs.config_dir().join(POINTER_FILE)))
            .ok_or(StoreError::NoDataDir)
    }

    /// The pointer file.
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// The folder chosen, or `None` if none was (no pointer file, or an empty one).
    pub fn read(&self) -> Result<Option<PathBuf>, StoreError> {
        match fs::read_to_string(&self.file) {
            Ok(text) => Ok(Some(text.trim())
                .filter(|t| !t.is_empty())
                .map(PathBuf::from)),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(StoreError::Read {
                path: self.file.clone(),
                source,
            }),
        }
    }

    /// Remembers `root` as the data folder to open from now on.
    pub fn remember(&self, root: &Path) -> Result<(), StoreError> {
        if let Some(dir) = self.file.parent() {
            fs::create_dir_all(dir).map_err(|source| StoreError::Folder {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let mut line = root.to_string_lossy().into_owned();
        line.push('\n');
        write_atomic(&self.file, line.as_bytes())
    }
}

/// Whether `MALICE_HOME` is set (and not empty), overriding any choice made in the app.
pub fn home_env_set() -> bool {
    std::env::var_os(HOME_ENV).is_some_and(|home| !home.is_empty())
}

/// The data folder to open: `MALICE_HOME`, else the folder remembered by `choice`, else the
/// platform's data folder. A pointer file that cannot be read counts as no choice.
pub fn data_root(choice: Option<&FolderChoice>) -> Result<PathBuf, StoreError> {
    resolve_root(choice).map(|(root, _)| root)
}

/// The data folder [`data_root`] opens, read once, with the reason the folder chosen in the
/// app was passed over when its pointer file exists but cannot be read (`None` when it reads,
/// is absent, or `MALICE_HOME` decides), for the caller to report.
pub fn resolve_root(
    choice: Option<&FolderChoice>,
) -> Result<(PathBuf, Option<StoreError>), StoreError> {
    if home_env_set() {
        return Ok((default_root()?, None));
    }
    match choice.map(FolderChoice::read) {
        Some(Ok(Some(root))) => Ok((root, None)),
        Some(Err(problem)) => Ok((default_root()?, Some(problem))),
        Some(Ok(None)) | None => Ok((default_root()?, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::{FolderChoice, StoreError, resolve_root};

    /// Why the choice was passed over, if it was.
    fn choice_problem(choice: Option<&FolderChoice>) -> Option<StoreError> {
        resolve_root(choice).ok().and_then(|(_, problem)| problem)
    }

    #[test]
    fn an_unreadable_pointer_file_is_reported_not_ignored() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        // A folder where the pointer file should be cannot be read as one.
        let choice = FolderChoice::at(dir.path());
        if !super::home_env_set() {
            assert!(choice_problem(Some(&choice)).is_some());
        }
        let fine = FolderChoice::at(dir.path().join("data-folder.txt"));
        assert!(choice_problem(Some(&fine)).is_none());
        assert!(choice_problem(None).is_none());
    }

    #[test]
    fn a_choice_is_remembered_and_read_back() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let choice = FolderChoice::at(dir.path().join("config/data-folder.txt"));
        assert_eq!(choice.read().ok(), Some(None));
        let root = dir.path().join("saves here");
        assert!(choice.remember(&root).is_ok());
        assert_eq!(choice.read().ok(), Some(Some(root)));
    }
}
