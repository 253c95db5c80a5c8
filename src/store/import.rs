//! Import an archive made by `export` back into a profile: all of it, or nothing.
//!
//! The archive is checked first (its manifest, every name, the size and number of its files).
//! Its files are then written into `import-in-progress/files/` inside the profile, each one
//! read whole (so a damaged entry is caught by its checksum) and synced. Only when every file
//! is there is `import-in-progress/ready` written; then the files are moved into place, one
//! rename each, and the folder removed. A failure before `ready` (a damaged entry, a name the
//! file system refuses, a full disk) removes the folder and leaves the profile as it was; a
//! kill before `ready` is undone the next time the profile is opened, and a kill after it is
//! finished then.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use chrono::Utc;
use zip::ZipArchive;

use super::archive::{MANIFEST, check_manifest, has_files, safe_relative};
use super::atomic::{before_rename, is_temp_name, sync_dir, write_atomic};
use super::error::StoreError;
use super::paths::{
    BACKUPS_DIR, EXPORT_NOTE, EXPORTS_DIR, IMPORT_DIR, LOCK_FILE, ProfilePaths, create_dir,
};
use super::profile::Store;

/// The largest single file an import accepts. A record this size would already be absurd.
pub const MAX_ENTRY_BYTES: u64 = 64 * 1024 * 1024;
/// The most an import writes in all. A profile of a thousand adventurers and their delves is
/// far smaller; anything bigger is not a Malice profile (or is a zip bomb).
pub const MAX_TOTAL_BYTES: u64 = 512 * 1024 * 1024;
/// The most files an import accepts.
pub const MAX_ENTRIES: usize = 200_000;

/// A megabyte (MiB), for messages.
const MB: u64 = 1024 * 1024;
/// The folder, inside the import folder, holding the files to move into place.
const FILES: &str = "files";
/// The file that says every file of the import is written and checked.
const READY: &str = "ready";

/// Whether an import may write into a profile that already has saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportMode {
    /// Refuse unless the profile has no files yet.
    IntoEmpty,
    /// Write the archive's files over the profile's; files of the same name that differ are
    /// first copied to `backups/import-<time>/`, and files not in the archive are kept.
    Replace,
}

impl Store {
    /// Restores the profile's files from an archive made by [`Store::export`], all or
    /// nothing (see the module's notes). The whole archive is checked before anything is
    /// written: it must have a manifest this build reads, no entry may have an absolute path
    /// or `..`, and its files may not be too many or too large ([`MAX_ENTRIES`],
    /// [`MAX_ENTRY_BYTES`], [`MAX_TOTAL_BYTES`]). Refuses a profile that already has saves
    /// unless `mode` is [`ImportMode::Replace`]. Returns how many files it wrote.
    pub fn import(&self, archive: &Path, mode: ImportMode) -> Result<usize, StoreError> {
        self.check_writable()?;
        let bad = |reason: String| StoreError::BadArchive {
            path: archive.to_path_buf(),
            reason,
        };
        let file = fs::File::open(archive).map_err(|source| StoreError::Read {
            path: archive.to_path_buf(),
            source,
        })?;
        let mut zip = ZipArchive::new(file).map_err(|_| bad("it is not a zip file".into()))?;
        check_manifest(&mut zip).map_err(bad)?;
        let wanted = wanted_entries(&mut zip).map_err(bad)?;
        if mode == ImportMode::IntoEmpty && has_files(self.paths.dir())? {
            return Err(StoreError::ProfileNotEmpty(self.profile.to_string()));
        }

        let staging = self.paths.import_dir();
        remove_folder(&staging)?;
        let staged = self.stage(&mut zip, &wanted, mode, &staging, archive);
        if let Err(error) = staged {
            // Best effort: what is left is removed the next time the profile is opened.
            let _ = fs::remove_dir_all(&staging);
            return Err(error);
        }
        finish_import(&self.paths)?;
        Ok(wanted.len())
    }

    /// Writes every wanted entry (and, when replacing, the copies of the files they replace)
    /// into `staging`, then marks it ready.
    fn stage<R: Read + io::Seek>(
        &self,
        zip: &mut ZipArchive<R>,
        wanted: &[(usize, PathBuf)],
        mode: ImportMode,
        staging: &Path,
        archive: &Path,
    ) -> Result<(), StoreError> {
        let damaged = |name: &Path, why: String| StoreError::BadArchive {
            path: archive.to_path_buf(),
            reason: format!("it is damaged ({} {why})", name.display()),
        };
        let files = staging.join(FILES);
        let stamp = Utc::now().format("%Y-%m-%dT%H-%M-%SZ");
        let kept = PathBuf::from(BACKUPS_DIR).join(format!("import-{stamp}"));
        let mut total = 0;
        for (index, relative) in wanted {
            let mut entry = zip
                .by_index(*index)
                .map_err(|e| damaged(relative, e.to_string()))?;
            let mut bytes = Vec::new();
            (&mut entry)
                .take(MAX_ENTRY_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| damaged(relative, e.to_string()))?;
            total += bytes.len() as u64;
            // The sizes an archive states may lie; the bytes it unpacks to may not.
            if bytes.len() as u64 > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES {
                return Err(StoreError::BadArchive {
                    path: archive.to_path_buf(),
                    reason: too_large(),
                });
            }
            if mode == ImportMode::Replace
                && let Ok(old) = fs::read(self.paths.dir().join(relative))
                && old != bytes
            {
                write_staged(&files.join(&kept).join(relative), &old)?;
            }
            write_staged(&files.join(relative), &bytes)?;
        }
        write_atomic(&staging.join(READY), b"every file is written and checked\n")
    }
}

/// The entries to restore, as (index, relative path): every file but the manifest, the lock
/// file, temp files and what an export derives (`exports/`). Fails, with the reason, on an
/// unsafe name or an archive too large to be a profile.
fn wanted_entries<R: Read + io::Seek>(
    zip: &mut ZipArchive<R>,
) -> Result<Vec<(usize, PathBuf)>, String> {
    if zip.len() > MAX_ENTRIES {
        return Err(format!(
            "it holds {} files, more than any Malice profile ({MAX_ENTRIES} at most)",
            zip.len()
        ));
    }
    let mut wanted = Vec::new();
    let mut total: u64 = 0;
    for index in 0..zip.len() {
        let entry = zip
            .by_index(index)
            .map_err(|_| "it is damaged".to_owned())?;
        let name = entry
            .name()
            .map_err(|_| "it is damaged".to_owned())?
            .into_owned();
        let relative = match (safe_relative(&name), entry.enclosed_name()) {
            (Some(relative), Some(_)) => relative,
            _ => return Err(format!("it contains an unsafe path ({name})")),
        };
        let top = relative
            .components()
            .next()
            .map(|c| c.as_os_str().to_owned());
        let skip = entry.is_dir()
            || name == MANIFEST
            || name == LOCK_FILE
            || name == EXPORT_NOTE
            || top.is_some_and(|top| top == EXPORTS_DIR || top == IMPORT_DIR)
            || relative.file_name().is_some_and(is_temp_name);
        if entry.size() > MAX_ENTRY_BYTES {
            return Err(format!(
                "{name} would unpack to {} MB, more than any file of a Malice profile \
                 ({} MB at most)",
                entry.size() / MB,
                MAX_ENTRY_BYTES / MB
            ));
        }
        total = total.saturating_add(entry.size());
        if total > MAX_TOTAL_BYTES {
            return Err(too_large());
        }
        if !skip {
            wanted.push((index, relative));
        }
    }
    Ok(wanted)
}

fn too_large() -> String {
    format!(
        "its files would unpack to more than any Malice profile ({} MB at most)",
        MAX_TOTAL_BYTES / MB
    )
}

/// Writes one staged file, creating its folders.
fn write_staged(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    if let Some(dir) = path.parent() {
        create_dir(dir)?;
    }
    write_atomic(path, bytes)
}

/// Finishes or undoes an import found in the profile (call only while holding its lock): one
/// marked ready is moved into place, file by file; one that is not is removed, leaving the
/// profile as it was before it began.
pub(super) fn finish_import(paths: &ProfilePaths) -> Result<(), StoreError> {
    let staging = paths.import_dir();
    if !staging.join(READY).is_file() {
        return remove_folder(&staging);
    }
    move_into_place(&staging.join(FILES), paths.dir())?;
    remove_folder(&staging)
}

/// Moves every file under `from` to the same place under `to`, creating folders; a file of
/// the same name is replaced.
fn move_into_place(from: &Path, to: &Path) -> Result<(), StoreError> {
    let entries = match fs::read_dir(from) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(StoreError::Folder {
                path: from.to_path_buf(),
                source,
            });
        }
    };
    create_dir(to)?;
    for entry in entries {
        let entry = entry.map_err(|source| StoreError::Folder {
            path: from.to_path_buf(),
            source,
        })?;
        let target = to.join(entry.file_name());
        if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            move_into_place(&entry.path(), &target)?;
        } else if !is_temp_name(&entry.file_name()) {
            before_rename();
            fs::rename(entry.path(), &target).map_err(|source| StoreError::Write {
                path: target,
                source,
            })?;
        }
    }
    sync_dir(to).map_err(|source| StoreError::Write {
        path: to.to_path_buf(),
        source,
    })
}

/// Removes a folder and everything in it; one that is not there is fine.
fn remove_folder(dir: &Path) -> Result<(), StoreError> {
    match fs::remove_dir_all(dir) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(StoreError::Folder {
            path: dir.to_path_buf(),
            source,
        }),
    }
}
