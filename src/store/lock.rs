//! One profile, one Malice: a lock file held for as long as a profile is open.

use std::fmt;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::Path;

use chrono::{DateTime, Local, Utc};

use super::error::StoreError;
use super::paths::ProfileName;

/// Who holds a profile, as written in its lock file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockHolder {
    /// The holder's process id.
    pub pid: u32,
    /// When it took the lock.
    pub since: DateTime<Utc>,
}

impl fmt::Display for LockHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let since = self.since.with_timezone(&Local).format("%Y-%m-%d %H:%M");
        write!(f, "process {}, since {since}", self.pid)
    }
}

/// Holds a profile's lock file locked; the lock is released when this is dropped, or by the
/// operating system when the process ends, even if it is killed.
#[derive(Debug)]
pub struct ProfileLock {
    _file: File,
}

impl ProfileLock {
    /// Takes the lock file at `path` for `profile`. If another handle (in this process or
    /// another) holds it, fails with [`StoreError::Locked`], naming the holder when the lock
    /// file says who it is.
    pub fn acquire(path: &Path, profile: &ProfileName) -> Result<Self, StoreError> {
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
        let locked = file.try_lock();
        match locked {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(StoreError::Locked {
                    profile: profile.to_string(),
                    holder: read_holder(&mut file),
                });
            }
            Err(TryLockError::Error(error)) => return Err(failed(error)),
        }
        let holder = format!(
            "pid = {}\nsince = \"{}\"\n",
            std::process::id(),
            Utc::now().to_rfc3339()
        );
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(holder.as_bytes()))
            .map_err(failed)?;
        Ok(Self { _file: file })
    }
}

/// Reads who holds the lock; `None` if the file cannot be read (Windows locks are mandatory)
/// or does not say.
fn read_holder(file: &mut File) -> Option<LockHolder> {
    let mut text = String::new();
    file.read_to_string(&mut text).ok()?;
    let table: toml::Table = text.parse().ok()?;
    let pid = u32::try_from(table.get("pid")?.as_integer()?).ok()?;
    let since = table.get("since")?.as_str()?.parse().ok()?;
    Some(LockHolder { pid, since })
}
