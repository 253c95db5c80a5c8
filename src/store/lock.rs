//! One profile, one writer: a lock file held for as long as a profile is open for writing.
//!
//! Commands that only read may open a profile beside the Malice that holds it
//! ([`Access::Beside`]): they take no lock and never write, tidy or set anything aside.
//!
//! The lock is an OS file lock on `malice.lock`, released by the OS when the holder ends,
//! even when it is killed. Someone (or a sync tool) may delete the lock file while it is held,
//! which would let a second Malice in; so before each save the holder checks that the file at
//! the lock's path is still the very file it locked ([`ProfileLock::check`]) and refuses to
//! save if not.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

use super::error::StoreError;
use super::holder::LockHolder;
use super::paths::ProfileName;

/// How a profile is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// For reading and writing: this Malice holds the profile's lock.
    Write,
    /// For reading only, because this account cannot write to the profile's folder.
    ReadOnly,
    /// For reading only, beside the Malice that holds the profile (named when its lock file
    /// says): nothing is written, tidied or set aside.
    Beside(Option<LockHolder>),
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
    /// Takes the lock file at `path` for `profile`. If another handle (in this process or
    /// another) holds it, fails with [`StoreError::Locked`], naming the holder when the lock
    /// file says who it is.
    pub fn acquire(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        refuse_folder(path, profile)?;
        let failed = |source| StoreError::Write {
            path: path.to_path_buf(),
            source,
        };
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(failed)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(StoreError::Locked {
                    profile: profile.to_string(),
                    holder: read_holder(&mut file),
                });
            }
            Err(TryLockError::Error(error)) => return Err(failed(error)),
        }
        let holder = LockHolder::this_process().to_text();
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(holder.as_bytes()))
            .map_err(failed)?;
        Ok(Self {
            file: Some(file),
            path: path.to_path_buf(),
            profile: profile.clone(),
            access: Access::Write,
        })
    }

    /// Takes the lock file at `path` for reading only, for a profile this account cannot
    /// write to: shared with other readers, refused ([`StoreError::Locked`]) while a writer
    /// holds it. A lock file that does not exist (and cannot be made) is not needed: nobody
    /// can be writing a profile that cannot be written.
    pub fn acquire_read_only(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
        refuse_folder(path, profile)?;
        let file = match File::open(path) {
            Ok(mut file) => match file.try_lock_shared() {
                Ok(()) => Some(file),
                Err(TryLockError::WouldBlock) => {
                    return Err(StoreError::Locked {
                        profile: profile.to_string(),
                        holder: read_holder(&mut file),
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

    /// How the profile is open.
    pub fn access(&self) -> &Access {
        &self.access
    }

    /// Whether the profile was opened for reading only (its folder cannot be written to, or
    /// another Malice holds it).
    pub fn is_read_only(&self) -> bool {
        self.access != Access::Write
    }

    /// Checks, before a save, that this lock still guards the profile: opened for writing, and
    /// the file at the lock's path is still the one this process locked (not deleted, not
    /// replaced by another Malice's).
    pub fn check(&self) -> Result<(), StoreError> {
        let profile = || self.profile.to_string();
        if let Access::Beside(holder) = &self.access {
            return Err(StoreError::Beside {
                profile: profile(),
                holder: holder.clone(),
            });
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

/// Reads who holds the lock; `None` if the file cannot be read (Windows locks are mandatory)
/// or does not say.
fn read_holder(file: &mut File) -> Option<LockHolder> {
    let mut text = String::new();
    file.read_to_string(&mut text).ok()?;
    LockHolder::from_text(&text)
}
