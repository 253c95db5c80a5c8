//! Exports: the one door every file Malice writes outside its profiles goes through (the
//! command line's `--out`, the app's save dialogs and its `exports/` folder). It writes where
//! it is asked, as a shell's `>` would, but never leaves a torn file:
//! - `-` is the standard output;
//! - a path naming something that is not a regular file (a device such as `/dev/null`, a
//!   named pipe, a terminal) is written in place: it stays what it is;
//! - a symbolic link is followed: the file it points to is written, the link kept;
//! - a regular file, or a new one, is written atomically (whole or not at all, as the saves
//!   are), keeping the permissions of the file it replaces;
//! - a path inside a profile's folder is refused in plain words (an export written there
//!   would be taken for a record, or nest itself in the next archive).
//!
//! While a regular file is written, a note in the data folder's `exports-in-progress/`,
//! locked for as long as the write lasts, names its temp file; the next Malice to start
//! removes the temp file of a write that was killed (its note no longer locked).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::atomic::{is_temp_name, write_atomic};
use super::error::StoreError;
use super::paths::PROFILES_DIR;

/// The folder of the data folder holding the notes of exports being written.
pub const WRITING_DIR: &str = "exports-in-progress";
/// How many symbolic links are followed before giving up (a loop).
const MAX_LINKS: usize = 40;

static NEXT_NOTE: AtomicU64 = AtomicU64::new(0);

/// The `--out` that means the standard output.
pub const STDOUT: &str = "-";

/// Writes an export to `out` (see the module's notes), for the data folder `root`: in place,
/// through links, atomically for regular files; `-` is the standard output. Refuses a path
/// inside a profile's folder ([`StoreError::OutInProfile`]) or naming a folder
/// ([`StoreError::OutIsFolder`]).
pub fn write_out(root: &Path, out: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    if out == Path::new(STDOUT) {
        let mut stdout = io::stdout().lock();
        return stdout
            .write_all(bytes)
            .and_then(|()| stdout.flush())
            .map_err(|source| StoreError::Write {
                path: PathBuf::from("the standard output"),
                source,
            });
    }
    let failed = |source| StoreError::Write {
        path: out.to_path_buf(),
        source,
    };
    let found = match fs::metadata(out) {
        Ok(found) => Some(found),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(failed(error)),
    };
    match found {
        Some(found) if found.is_dir() => Err(StoreError::OutIsFolder(out.to_path_buf())),
        Some(found) if !found.is_file() => {
            // A device, a pipe, a terminal (`/dev/stdout` included, a link the system
            // resolves itself): written in place, opened as it is named.
            if let Ok(target) = fs::canonicalize(out) {
                refuse_profiles(root, out, &target)?;
            }
            OpenOptions::new()
                .write(true)
                .open(out)
                .and_then(|mut file| file.write_all(bytes).and_then(|()| file.flush()))
                .map_err(failed)
        }
        found => {
            // A regular file where its links lead, or a new one (maybe at the end of a link).
            let target = match &found {
                Some(_) => fs::canonicalize(out),
                None => follow_links(out),
            }
            .map_err(failed)?;
            refuse_profiles(root, out, &target)?;
            let note = Note::begin(root, &target);
            let written = write_atomic(&target, bytes);
            if let (Ok(()), Some(found)) = (&written, found) {
                // Best effort: the export is written; only its permissions may differ.
                let _ = fs::set_permissions(&target, found.permissions());
            }
            drop(note);
            written.map_err(|error| match error {
                StoreError::Write { source, .. } => failed(source),
                other => other,
            })
        }
    }
}

/// The file a path names once its symbolic links are followed (the path itself if it is not
/// a link, or names nothing yet).
fn follow_links(out: &Path) -> io::Result<PathBuf> {
    let mut path = std::path::absolute(out)?;
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&path) {
            Ok(found) if found.file_type().is_symlink() => {
                let to = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) => dir.join(to),
                    None => to,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::other("its symbolic links go round in a loop"))
}

/// Refuses a target inside the profiles' folder of the data folder `root`.
fn refuse_profiles(root: &Path, out: &Path, target: &Path) -> Result<(), StoreError> {
    let Ok(profiles) = fs::canonicalize(root.join(PROFILES_DIR)) else {
        return Ok(());
    };
    // The folder the file goes in, as the system finds it (its own name may not exist yet).
    let dir = target
        .parent()
        .and_then(|dir| fs::canonicalize(dir).ok())
        .map(|dir| dir.join(target.file_name().unwrap_or_default()));
    if dir.is_some_and(|dir| dir.starts_with(&profiles)) {
        return Err(StoreError::OutInProfile(out.to_path_buf()));
    }
    Ok(())
}

/// A note naming the temp file an export is writing, locked while it is.
struct Note {
    file: File,
    path: PathBuf,
}

impl Note {
    /// Writes and locks the note for a write to `target` (`None`: the data folder cannot hold
    /// one; the export goes on without).
    fn begin(root: &Path, target: &Path) -> Option<Note> {
        let dir = root.join(WRITING_DIR);
        fs::create_dir_all(&dir).ok()?;
        let n = NEXT_NOTE.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(format!("{}-{n}.txt", std::process::id()));
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .ok()?;
        if file.try_lock().is_err() {
            let _ = fs::remove_file(&path);
            return None;
        }
        let named = target.to_string_lossy();
        if file.write_all(named.as_bytes()).is_err() {
            let _ = fs::remove_file(&path);
            return None;
        }
        Some(Note { file, path })
    }
}

impl Drop for Note {
    fn drop(&mut self) {
        // Best effort: a note left behind only makes the next start look for a temp file.
        let _ = fs::remove_file(&self.path);
        let _ = self.file.unlock();
        if let Some(dir) = self.path.parent() {
            // Only when empty: another export may be writing.
            let _ = fs::remove_dir(dir);
        }
    }
}

/// Removes the temp files that exports killed while writing left (their notes in the data
/// folder `root` no longer locked), and the notes.
pub(crate) fn remove_killed(root: &Path) {
    let dir = root.join(WRITING_DIR);
    let Ok(entries) = fs::read_dir(&dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let Ok(mut note) = OpenOptions::new().read(true).write(true).open(entry.path()) else {
            continue;
        };
        // Locked: that export is being written now.
        if note.try_lock().is_err() {
            continue;
        }
        let mut named = String::new();
        let pid = entry
            .file_name()
            .to_string_lossy()
            .split('-')
            .next()
            .map(str::to_owned);
        if let (Ok(_), Some(pid)) = (note.read_to_string(&mut named), pid) {
            remove_temps_of(Path::new(named.trim()), &pid);
        }
        let _ = fs::remove_file(entry.path());
    }
    let _ = fs::remove_dir(&dir);
}

/// Removes the temp files of writes to `target` beside it by the process `pid`, gone.
fn remove_temps_of(target: &Path, pid: &str) {
    let (Some(dir), Some(name)) = (target.parent(), target.file_name()) else {
        return;
    };
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(format!(".{pid}-"));
    let prefix = prefix.to_string_lossy().into_owned();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with(&prefix) && is_temp_name(&name) {
            // Best effort: a temp file that stays is only wasted space.
            let _ = fs::remove_file(entry.path());
        }
    }
}
