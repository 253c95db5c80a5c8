//! Import an archive made by `export` back into a profile: all of it, or nothing.
//!
//! The archive is checked first: its manifest, every name (safe, not twice, not both a file
//! and a folder, and fitting the profile's folders), the size and number of its files. Its
//! files are then written into `import-in-progress/files/` inside the profile, each one read
//! whole (so a damaged entry is caught by its checksum) and synced. Only when every file is
//! there is the import marked ready; then the files are moved into place (`apply.rs`). A
//! failure before that (a damaged entry, a name the file system refuses, a full disk) removes
//! the folder and leaves the profile as it was; a kill before it is undone the next time the
//! profile is opened, and a kill after it is finished then. A move that fails is undone.

use std::collections::{BTreeSet, HashSet};
use std::fs;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use chrono::Utc;
use zip::ZipArchive;

use super::apply::{self, FILES, check_layout, mark_ready, slashed, staged_files};
use super::archive::{MANIFEST, check_manifest, has_files, safe_relative};
use super::atomic::{after_rename, before_rename, is_temp_name, sync_dir};
use super::error::StoreError;
use super::paths::{
    BACKUPS_DIR, EXPORT_NOTE, EXPORTS_DIR, HOLDER_FILE, IMPORT_DIR, LOCK_FILE, create_dir,
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
        if zip.has_duplicate_names() {
            let start = zip.central_directory_start();
            let name = duplicate_name(&mut zip.into_inner(), start);
            return Err(bad(twice(name.as_deref())));
        }
        check_manifest(&mut zip).map_err(bad)?;
        let wanted = wanted_entries(&mut zip).map_err(bad)?;
        if mode == ImportMode::IntoEmpty && has_files(self.paths.dir())? {
            return Err(StoreError::ProfileNotEmpty(self.profile.to_string()));
        }
        let names: Vec<PathBuf> = wanted.iter().map(|(_, name)| name.clone()).collect();
        check_layout(self.paths.dir(), &names).map_err(bad)?;

        let staging = self.paths.import_dir();
        remove_folder(&staging)?;
        let staged = self
            .stage(&mut zip, &wanted, mode, &staging, archive)
            .and_then(|()| {
                // The copies of replaced files are checked too: every name that will move.
                let plan = staged_files(&staging)?;
                check_layout(self.paths.dir(), &plan).map_err(bad)?;
                mark_ready(&staging, &plan)
            });
        if let Err(error) = staged {
            // Best effort: what is left is removed the next time the profile is opened.
            let _ = fs::remove_dir_all(&staging);
            return Err(error);
        }
        match apply::finish_import(&self.paths) {
            None => Ok(wanted.len()),
            // A move failed: it was undone and the import set aside, as the problem says.
            Some(problem) => Err(StoreError::SetAside(Box::new(problem))),
        }
    }

    /// Writes every wanted entry (and, when replacing, the copies of the files they replace)
    /// into `staging`.
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
        let mut written = Staged::default();
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
                written.write(&files.join(&kept).join(relative), &old)?;
            }
            written.write(&files.join(relative), &bytes)?;
        }
        written.sync(staging)
    }
}

/// The entries to restore, as (index, relative path): every file but the manifest, the lock
/// file, temp files and what an export derives (`exports/`). Fails, with the reason, on an
/// unsafe name, a name given twice, a name that is both a file and a folder, or an archive
/// too large to be a profile.
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
    let mut names = HashSet::new();
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
            || name == HOLDER_FILE
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
            if !names.insert(name_key(&relative)) {
                return Err(twice(Some(&slashed(&relative))));
            }
            wanted.push((index, relative));
        }
    }
    for (_, relative) in &wanted {
        if let Some(folder) = relative
            .ancestors()
            .skip(1)
            .find(|folder| names.contains(&name_key(folder)))
        {
            return Err(format!(
                "it holds {} both as a file and as a folder",
                slashed(folder)
            ));
        }
    }
    Ok(wanted)
}

/// A name as the disk tells names apart: on macOS and Windows, whose disks usually do not
/// tell `Ann.toml` from `ann.toml`, without case.
fn name_key(relative: &Path) -> String {
    let name = slashed(relative);
    if cfg!(any(target_os = "macos", windows)) {
        name.to_lowercase()
    } else {
        name
    }
}

/// Why an archive holding a name twice is refused.
fn twice(name: Option<&str>) -> String {
    match name {
        Some(name) => format!(
            "it holds two files named {name} (an archive made by Malice never does), so it \
             cannot say which one to keep"
        ),
        None => "it holds two files of the same name (an archive made by Malice never does), \
                 so it cannot say which one to keep"
            .to_owned(),
    }
}

/// The first name the central directory of a zip (from `start`) gives twice, read from its
/// headers one by one: the zip reader keeps one entry per name, so it cannot say which.
fn duplicate_name(file: &mut (impl Read + Seek), start: u64) -> Option<String> {
    file.seek(SeekFrom::Start(start)).ok()?;
    let mut seen = HashSet::new();
    for _ in 0..=MAX_ENTRIES {
        let mut header = [0u8; 46];
        file.read_exact(&mut header).ok()?;
        if header[..4] != *b"PK\x01\x02" {
            return None;
        }
        let field = |at: usize| i64::from(u16::from_le_bytes([header[at], header[at + 1]]));
        let mut name = vec![0; usize::try_from(field(28)).ok()?];
        file.read_exact(&mut name).ok()?;
        file.seek(SeekFrom::Current(field(30) + field(32))).ok()?;
        let name = String::from_utf8_lossy(&name).into_owned();
        if !seen.insert(name.clone()) {
            return Some(name);
        }
    }
    None
}

fn too_large() -> String {
    format!(
        "its files would unpack to more than any Malice profile ({} MB at most)",
        MAX_TOTAL_BYTES / MB
    )
}

/// The files of an import written into its staging folder. Nothing reads that folder before
/// `ready` is written, so each file is written in place (no temp file and rename), and made
/// durable all at once at the end ([`Staged::sync`]) rather than one sync per file and folder:
/// with thousands of files, those syncs were most of an import's time on a real disk.
#[derive(Default)]
struct Staged {
    /// Every file written, to sync one by one where the whole disk cannot be synced at once.
    files: Vec<PathBuf>,
    /// Every folder that gained a file or folder.
    folders: BTreeSet<PathBuf>,
}

impl Staged {
    /// Writes one staged file, creating its folders.
    fn write(&mut self, path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
        let failed = |source| StoreError::Write {
            path: path.to_path_buf(),
            source,
        };
        if let Some(dir) = path.parent() {
            create_dir(dir)?;
            self.folders.extend(dir.ancestors().map(Path::to_path_buf));
        }
        // A point where the kill and failure tests stop an import (see `atomic.rs`).
        before_rename().map_err(failed)?;
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(failed)?;
        file.write_all(bytes).map_err(failed)?;
        after_rename();
        self.files.push(path.to_path_buf());
        Ok(())
    }

    /// Makes every staged file and folder durable (those at or below `staging`).
    fn sync(self, staging: &Path) -> Result<(), StoreError> {
        let synced = sync_all_at_once(staging).or_else(|_| {
            self.files
                .iter()
                // Opened to write: Windows syncs only a file open for writing.
                .try_for_each(|file| fs::OpenOptions::new().write(true).open(file)?.sync_all())
        });
        synced.map_err(|source| StoreError::Write {
            path: staging.to_path_buf(),
            source,
        })?;
        for folder in self.folders.iter().filter(|f| f.starts_with(staging)) {
            sync_dir(folder).map_err(|source| StoreError::Write {
                path: folder.clone(),
                source,
            })?;
        }
        Ok(())
    }
}

/// Syncs the whole file system holding `dir` in one call (Linux's `syncfs`).
#[cfg(target_os = "linux")]
fn sync_all_at_once(dir: &Path) -> io::Result<()> {
    use std::os::fd::AsRawFd;
    let folder = fs::File::open(dir)?;
    // SAFETY: syncfs only reads the open descriptor it is given.
    match unsafe { libc::syncfs(folder.as_raw_fd()) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Elsewhere each file is synced in turn.
#[cfg(not(target_os = "linux"))]
fn sync_all_at_once(_dir: &Path) -> io::Result<()> {
    Err(io::Error::from(io::ErrorKind::Unsupported))
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
