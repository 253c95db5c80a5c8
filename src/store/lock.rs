//! One profile, one writer: a lock file held for as long as a profile is open for writing.
//!
//! The lock is an OS file lock on `malice.lock`, released by the OS when the holder ends,
//! even when it is killed. Who holds it (the app, or which command, since when) is written
//! beside it, in `malice.holder`, atomically, once the lock is taken: a Malice refused the
//! profile always reads a whole holder, never a file half written.
//!
//! Commands that only look never keep the lock ([`ProfileLock::look`]): they see whether a
//! writer holds it and read beside it ([`Access::Beside`]), or read while nobody does
//! ([`Access::Looking`]), taking the lock only for the moment it takes to put in order what
//! a killed Malice left ([`ProfileLock::acquire_to_tidy`]). A writer refused by such a
//! moment, or by a look, waits for it and tries again on its own ([`ProfileLock::acquire`]).
//!
//! Someone (or a sync tool) may delete the lock file while it is held, which would let a
//! second Malice in; so before each save the holder checks that the file at the lock's path
//! is still the very file it locked ([`ProfileLock::check`]) and refuses to save if not.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::atomic::write_atomic_unsynced;
use super::error::StoreError;
use super::holder::LockHolder;
use super::paths::ProfileName;

/// How long a writer waits for any holder before it is refused: a command that only looks
/// holds the lock file for a moment while it sees whether a writer holds it.
const PATIENCE: Duration = Duration::from_millis(300);
/// How long a writer waits for a holder that only looks (putting in order what a killed
/// Malice left), or that has not yet said who it is, before it is refused.
const PATIENCE_FOR_LOOKERS: Duration = Duration::from_secs(10);
/// How long to wait between two tries.
const RETRY: Duration = Duration::from_millis(15);

/// How a profile is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// For reading and writing: this Malice holds the profile's lock.
    Write,
    /// For reading only, because this account cannot write to the profile's folder.
    ReadOnly,
    /// For reading only, beside the Malice that holds it (named when it says): nothing is
    /// written, tidied or set aside.
    Beside(Option<LockHolder>),
    /// To look, while no other Malice held the profile: no lock is kept; nothing is saved, and
    /// what must be put in order (a file that cannot be loaded set aside, what a killed
    /// Malice left) is done under the lock taken for that moment only.
    Looking,
}

/// Holds a profile's lock file locked; the lock is released when this is dropped, or by the
/// operating system when the process ends, even if it is killed.
#[derive(Debug)]
pub struct ProfileLock {
    file: Option<File>,
    path: PathBuf,
    profile: ProfileName,
    access: Access,
}

impl ProfileLock {
    /// Takes the lock file at `path` for `profile`, to write. A holder that only looks (or
    /// has not said yet who it is) is waited for, any other for a moment; then this fails with
    /// [`StoreError::Locked`], naming the holder when it said who it is.
    pub fn acquire(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        Self::take(path, profile, LockHolder::this_process())
    }

    /// Takes the lock for a moment, for a command that only looks to put in order what must
    /// be (writers refused meanwhile wait for it): as [`ProfileLock::acquire`], but said to be
    /// looking, and without waiting for a holder that only looks too.
    pub fn acquire_to_tidy(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        let mut holder = LockHolder::this_process();
        holder.looking = true;
        Self::take(path, profile, holder)
    }

    fn take(path: &Path, profile: &ProfileName, holder: LockHolder) -> Result<Self, StoreError> {
        refuse_folder(path, profile)?;
        let failed = |source| StoreError::Write {
            path: path.to_path_buf(),
            source,
        };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(failed)?;
        let started = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) => {
                    let other = read_holder(path);
                    let waited = started.elapsed();
                    let looking = other.as_ref().is_none_or(|other| other.looking);
                    let wait_on = waited < PATIENCE
                        || (looking && !holder.looking && waited < PATIENCE_FOR_LOOKERS);
                    if !wait_on {
                        return Err(StoreError::Locked {
                            profile: profile.to_string(),
                            holder: other,
                        });
                    }
                    std::thread::sleep(RETRY);
                }
                Err(TryLockError::Error(error)) => return Err(failed(error)),
            }
        }
        // Said whole or not at all; a holder that cannot be said is only not named.
        let _ = write_atomic_unsynced(&holder_file(path), holder.to_text().as_bytes());
        Ok(Self {
            file: Some(file),
            path: path.to_path_buf(),
            profile: profile.clone(),
            access: Access::Write,
        })
    }

    /// Sees, for a command that only looks, whether another Malice holds the profile, taking
    /// no lock: [`Access::Beside`] that one if so, else [`Access::Looking`].
    /// Fails with [`StoreError::Write`] when the lock file cannot be opened for writing (the
    /// profile's folder cannot be written to: see [`ProfileLock::acquire_read_only`]).
    pub fn look(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        refuse_folder(path, profile)?;
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|source| StoreError::Write {
                path: path.to_path_buf(),
                source,
            })?;
        // A shared lock for the moment of the look, let go at once.
        let access = match file.try_lock_shared() {
            Err(TryLockError::WouldBlock) => Access::Beside(read_holder(path)),
            Ok(()) | Err(TryLockError::Error(_)) => Access::Looking,
        };
        Ok(Self {
            file: None,
            path: path.to_path_buf(),
            profile: profile.clone(),
            access,
        })
    }

    /// Takes the lock file at `path` for reading only, for a profile this account cannot
    /// write to: shared with other readers, refused ([`StoreError::Locked`]) while a writer
    /// holds it. A lock file that does not exist (and cannot be made) is not needed: nobody
    /// can be writing a profile that cannot be written.
    pub fn acquire_read_only(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        refuse_folder(path, profile)?;
        let file = match File::open(path) {
            Ok(file) => match file.try_lock_shared() {
                Ok(()) => Some(file),
                Err(TryLockError::WouldBlock) => {
                    return Err(StoreError::Locked {
                        profile: profile.to_string(),
                        holder: read_holder(path),
                    });
                }
                // A lock the file system does not offer cannot guard anything here.
                Err(TryLockError::Error(_)) => None,
            },
            Err(_) => None,
        };
        Ok(Self {
            file,
            path: path.to_path_buf(),
            profile: profile.clone(),
            access: Access::ReadOnly,
        })
    }

    /// No lock at all, for reading beside `holder`, the Malice that holds the profile: every
    /// save is refused ([`StoreError::Beside`]).
    pub fn beside(path: &Path, profile: &ProfileName, holder: Option<LockHolder>) -> Self {
        Self {
            file: None,
            path: path.to_path_buf(),
            profile: profile.clone(),
            access: Access::Beside(holder),
        }
    }

    /// No lock at all, for a command that only looks while nobody holds the profile: every
    /// save is refused ([`StoreError::OnlyLooking`]).
    pub fn looking(path: &Path, profile: &ProfileName) -> Self {
        Self {
            file: None,
            path: path.to_path_buf(),
            profile: profile.clone(),
            access: Access::Looking,
        }
    }

    /// How the profile is open.
    pub fn access(&self) -> &Access {
        &self.access
    }

    /// Whether the profile was opened for reading only (its folder cannot be written to,
    /// another Malice holds it, or only to look).
    pub fn is_read_only(&self) -> bool {
        self.access != Access::Write
    }

    /// Checks, before a save, that this lock still guards the profile: opened for writing, and
    /// the file at the lock's path is still the one this process locked (not deleted, not
    /// replaced by another Malice's).
    pub fn check(&self) -> Result<(), StoreError> {
        let profile = || self.profile.to_string();
        match &self.access {
            Access::Beside(holder) => {
                return Err(StoreError::Beside {
                    profile: profile(),
                    holder: holder.clone(),
                });
            }
            Access::Looking => return Err(StoreError::OnlyLooking(profile())),
            Access::Write | Access::ReadOnly => {}
        }
        let Some(file) = self.file.as_ref().filter(|_| self.access == Access::Write) else {
            return Err(StoreError::ReadOnly(profile()));
        };
        if same_file(file, &self.path).unwrap_or(false) {
            Ok(())
        } else {
            Err(StoreError::LockLost(profile()))
        }
    }
}

/// Refuses a lock file that is a folder, saying so: no lock can be taken on it.
fn refuse_folder(path: &Path, profile: &ProfileName) -> Result<(), StoreError> {
    if std::fs::symlink_metadata(path).is_ok_and(|found| found.is_dir()) {
        return Err(StoreError::LockIsFolder {
            profile: profile.to_string(),
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Whether `path` names the open `file` (the same file, not one of the same name).
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let held = file.metadata()?;
    let now = std::fs::metadata(path)?;
    Ok(held.dev() == now.dev() && held.ino() == now.ino())
}

/// Whether `path` still exists: a locked file cannot be deleted or replaced on Windows, so
/// one that is there is the one held.
#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> io::Result<bool> {
    std::fs::metadata(path).map(|_| true)
}

impl Drop for ProfileLock {
    /// Lets the profile go: the holder file goes first, while the lock is still held (so that
    /// it is never another holder's), then the lock itself, as the file closes.
    fn drop(&mut self) {
        if self.access == Access::Write && self.check().is_ok() {
            // Best effort: a holder file left names a Malice that no longer holds the
            // profile, read only by a Malice refused by another (which then waits for it).
            let _ = std::fs::remove_file(holder_file(&self.path));
        }
    }
}

/// The file beside the lock file `lock` saying who holds it: `malice.holder`.
pub fn holder_file(lock: &Path) -> PathBuf {
    lock.with_file_name(super::paths::HOLDER_FILE)
}

/// Reads who holds the lock file `lock`; `None` if the holder file cannot be read or does
/// not say.
fn read_holder(lock: &Path) -> Option<LockHolder> {
    let text = std::fs::read_to_string(holder_file(lock)).ok()?;
    LockHolder::from_text(&text)
}
