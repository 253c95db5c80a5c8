//! Atomic file writes: a reader, or a process killed half-way, sees the old file or the new
//! one, never a torn one.

use std::ffi::OsStr;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::error::StoreError;

/// Temp files are named `.<target>.<pid>-<n>.tmp`: hidden, and never ending in `.toml`.
const TEMP_SUFFIX: &str = ".tmp";

static NEXT_TEMP: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically: writes a temp file in the same folder, syncs it to
/// disk, renames it over `path`, then (on Unix) syncs the folder so the rename itself is
/// durable. On failure the temp file is removed, the old file at `path` is untouched, and
/// the error says so.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_whole(path, bytes, true)
}

/// As [`write_atomic`], without syncing anything to disk: for a file that only says
/// something for as long as the machine runs (who holds a profile), whole or not at all
/// to a reader, but not worth the wait of a sync.
pub(crate) fn write_atomic_unsynced(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_whole(path, bytes, false)
}

fn write_whole(path: &Path, bytes: &[u8], sync: bool) -> Result<(), StoreError> {
    let failed = |source| StoreError::Write {
        path: path.to_path_buf(),
        source,
    };
    let (dir, name) = match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => (dir, name),
        _ => return Err(failed(io::Error::from(io::ErrorKind::InvalidInput))),
    };
    let temp = temp_path(dir, name);
    // The kill tests' hooks count the writes of records, which are synced.
    let written = write_temp(&temp, bytes, sync).and_then(|()| {
        if sync {
            before_rename()?;
        }
        fs::rename(&temp, path)?;
        if sync {
            after_rename();
        }
        Ok(())
    });
    if let Err(error) = written {
        // Best effort: the temp file may not even exist.
        let _ = fs::remove_file(&temp);
        return Err(failed(error));
    }
    if sync {
        sync_dir(dir).map_err(failed)?;
    }
    Ok(())
}

/// Whether a file name is one of the temp files [`write_atomic`] creates (by this process or
/// by one that was killed while writing).
pub fn is_temp_name(name: &OsStr) -> bool {
    name.to_str()
        .is_some_and(|name| name.starts_with('.') && name.ends_with(TEMP_SUFFIX))
}

/// Whether a temp file name was made by this very process (so it may be in use right now).
pub(crate) fn is_own_temp_name(name: &OsStr) -> bool {
    let own = format!("{}-", std::process::id());
    name.to_str()
        .filter(|name| name.starts_with('.'))
        .and_then(|name| name.strip_suffix(TEMP_SUFFIX))
        .and_then(|name| name.rsplit_once('.'))
        .is_some_and(|(_, tag)| tag.starts_with(&own))
}

/// Removes the temp files in `dir` left by writes that never finished in other processes
/// (killed writers). Only call this while holding the profile's lock.
pub(crate) fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        if is_temp_name(&name) && !is_own_temp_name(&name) {
            // Best effort: a temp file that stays is never read as a record.
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// As [`remove_stale_temps`], in `dir` and every folder below it.
pub(crate) fn remove_stale_temps_below(dir: &Path) {
    remove_stale_temps(dir);
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            remove_stale_temps_below(&entry.path());
        }
    }
}

/// Whether `dir`, or a folder below it, holds a temp file left by a write that never finished
/// in another process (killed, or still writing).
pub(crate) fn has_stale_temps_below(dir: &Path) -> bool {
    let Ok(entries) = fs::read_dir(dir) else {
        return false;
    };
    entries.filter_map(Result::ok).any(|entry| {
        let name = entry.file_name();
        if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            has_stale_temps_below(&entry.path())
        } else {
            is_temp_name(&name) && !is_own_temp_name(&name)
        }
    })
}

fn temp_path(dir: &Path, name: &OsStr) -> PathBuf {
    let n = NEXT_TEMP.fetch_add(1, Ordering::Relaxed);
    let mut temp = std::ffi::OsString::from(".");
    temp.push(name);
    temp.push(format!(".{}-{n}{TEMP_SUFFIX}", std::process::id()));
    dir.join(temp)
}

fn write_temp(temp: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(temp)?;
    file.write_all(bytes)?;
    if sync {
        file.sync_all()?;
    }
    Ok(())
}

/// Where the kill tests may stop the process, or make a rename fail: just before a rename
/// that makes a write visible. Does nothing in release builds (see `test_hook`).
pub(crate) fn before_rename() -> io::Result<()> {
    #[cfg(debug_assertions)]
    return test_hook::before_rename();
    #[cfg(not(debug_assertions))]
    Ok(())
}

/// Where the kill tests may stop the process just after a rename made a write visible (before
/// the process goes on, for example to print). Does nothing in release builds.
pub(crate) fn after_rename() {
    #[cfg(debug_assertions)]
    test_hook::after_rename();
}

/// A test hook, in debug builds only, counting the renames that make a write visible (atomic
/// writes, and the moves of an import):
/// - with `MALICE_KILL_AT_WRITE=N` in the environment, the process aborts (no destructors, no
///   clean-up, as if killed) just before the Nth, leaving that write's temp file behind. The
///   kill tests use it to stop a real `malice` at every write in turn;
/// - with `MALICE_KILL_AFTER_WRITE=N`, it aborts just after the Nth, the write done;
/// - with `MALICE_FAIL_AT_WRITE=N` (or `N,M,...`), those renames fail with an error instead,
///   as a full or failing disk would make them, for the tests of what a failed write undoes.
#[cfg(debug_assertions)]
mod test_hook {
    use std::io;
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// The environment variable naming the write to stop at (from 1).
    const KILL_AT_WRITE: &str = "MALICE_KILL_AT_WRITE";
    /// The environment variable naming the write to stop just after (from 1).
    const KILL_AFTER_WRITE: &str = "MALICE_KILL_AFTER_WRITE";
    /// The environment variable naming the writes to fail (from 1, separated by commas).
    const FAIL_AT_WRITE: &str = "MALICE_FAIL_AT_WRITE";

    static KILL_AT: OnceLock<Option<u64>> = OnceLock::new();
    static KILL_AFTER: OnceLock<Option<u64>> = OnceLock::new();
    static FAIL_AT: OnceLock<Vec<u64>> = OnceLock::new();
    static WRITES: AtomicU64 = AtomicU64::new(0);

    pub(super) fn before_rename() -> io::Result<()> {
        let kill_at = KILL_AT.get_or_init(|| std::env::var(KILL_AT_WRITE).ok()?.parse().ok());
        let fail_at = FAIL_AT.get_or_init(|| {
            std::env::var(FAIL_AT_WRITE)
                .map(|list| {
                    list.split(',')
                        .filter_map(|n| n.trim().parse().ok())
                        .collect()
                })
                .unwrap_or_default()
        });
        let write = WRITES.fetch_add(1, Ordering::SeqCst) + 1;
        if *kill_at == Some(write) {
            std::process::abort();
        }
        if fail_at.contains(&write) {
            return Err(io::Error::other(format!(
                "write {write} failed on purpose ({FAIL_AT_WRITE})"
            )));
        }
        Ok(())
    }

    pub(super) fn after_rename() {
        let kill_after =
            KILL_AFTER.get_or_init(|| std::env::var(KILL_AFTER_WRITE).ok()?.parse().ok());
        if *kill_after == Some(WRITES.load(Ordering::SeqCst)) {
            std::process::abort();
        }
    }
}

/// Syncs a folder, so that a rename in it survives a power cut.
#[cfg(unix)]
pub(crate) fn sync_dir(dir: &Path) -> io::Result<()> {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    fs::File::open(dir)?.sync_all()
}

/// Syncs a folder (a no-op where the platform cannot).
#[cfg(not(unix))]
pub(crate) fn sync_dir(_dir: &Path) -> io::Result<()> {
    // std cannot open a folder for syncing on Windows; the file itself was synced.
    Ok(())
}
