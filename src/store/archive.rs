//! Export a whole profile to one `.zip`, and import it back.
//!
//! An archive holds `malice-archive.toml` (what it is), every file of the profile folder at
//! its relative path (records, quarantine, backups; not the lock file), and the caller's
//! extra files under `exports/` (e.g. journals rendered as Markdown). Import (`import.rs`)
//! restores the profile's files; `exports/` is derived from the records and is not restored.
//!
//! An export is written whole or not at all: the archive is put together in memory and
//! written where asked through the store's one door for exports (`out.rs`), atomically to a
//! regular file; what a killed export leaves is removed at the next start.

use std::fs;
use std::io::{self, Cursor, Read, Write};
use std::path::{Path, PathBuf};

use chrono::{Datelike, Timelike, Utc};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::atomic::{is_own_temp_name, is_temp_name};
use super::error::StoreError;
pub use super::paths::EXPORTS_DIR;
use super::paths::{EXPORT_NOTE, HOLDER_FILE, IMPORT_DIR, LOCK_FILE, ProfilePaths};
use super::profile::Store;

/// The file at the top of every archive saying what it is.
pub const MANIFEST: &str = "malice-archive.toml";
/// The archive format this build writes and reads.
pub const ARCHIVE_VERSION: u32 = 1;

/// What [`Store::export`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    /// How many files went into the archive, the manifest included.
    pub files: usize,
    /// Files of the profile left out because their names could not be imported again
    /// (e.g. a file someone named `a:b.toml` by hand); they are still in the profile.
    pub skipped: Vec<PathBuf>,
}

impl Store {
    /// Writes the whole profile, plus `extras` as `exports/<name>`, to the zip file `out`
    /// (where asked, as [`Home::write_out`](super::Home::write_out) does). Extra names may
    /// contain `/` for sub-folders but no `..`, absolute paths or unsafe characters.
    pub fn export(&self, out: &Path, extras: &[(&str, &[u8])]) -> Result<Exported, StoreError> {
        if let Some((name, _)) = extras
            .iter()
            .find(|(name, _)| safe_relative(name).is_none())
        {
            return Err(StoreError::BadName {
                what: "a file name in an export",
                name: (*name).to_owned(),
                reason: "it must be a relative path without `..` or unusual characters",
            });
        }
        let mut found = Vec::new();
        collect_files(self.paths.dir(), "", &mut found)?;
        found.sort();
        let (files, skipped): (Vec<_>, Vec<_>) = found
            .into_iter()
            .partition(|(relative, _)| safe_relative(relative).is_some());
        let write_failed = |error: zip::result::ZipError| StoreError::Write {
            path: out.to_path_buf(),
            source: io::Error::other(error),
        };
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        let options = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Deflated)
            .last_modified_time(zip_now());
        let mut manifest = toml::Table::new();
        manifest.insert("version".into(), i64::from(ARCHIVE_VERSION).into());
        manifest.insert("profile".into(), self.profile.as_str().into());
        manifest.insert("exported".into(), Utc::now().to_rfc3339().into());
        let manifest = manifest.to_string();
        let mut add = |name: &str, bytes: &[u8]| -> Result<(), StoreError> {
            zip.start_file(name, options).map_err(write_failed)?;
            zip.write_all(bytes).map_err(|source| StoreError::Write {
                path: out.to_path_buf(),
                source,
            })
        };
        add(MANIFEST, manifest.as_bytes())?;
        for (relative, path) in &files {
            let bytes = fs::read(path).map_err(|source| StoreError::Read {
                path: path.clone(),
                source,
            })?;
            add(relative, &bytes)?;
        }
        for (name, bytes) in extras {
            add(&format!("{EXPORTS_DIR}/{name}"), bytes)?;
        }
        let bytes = zip.finish().map_err(write_failed)?.into_inner();
        super::out::write_out(self.paths.root(), out, &bytes)?;
        Ok(Exported {
            files: 1 + files.len() + extras.len(),
            skipped: skipped.into_iter().map(|(_, path)| path).collect(),
        })
    }
}

impl Store {
    /// Writes an export to `out`, where asked (see [`Home::write_out`](super::Home::write_out)).
    pub fn write_out(&self, out: &Path, bytes: &[u8]) -> Result<(), StoreError> {
        super::out::write_out(self.paths.root(), out, bytes)
    }
}

/// A relative path made of safe, ordinary names; `None` for absolute paths, `..`, `.`,
/// empty parts, backslashes, or names that are not safe file names.
pub(super) fn safe_relative(name: &str) -> Option<PathBuf> {
    let name = name.strip_suffix('/').unwrap_or(name);
    let mut path = PathBuf::new();
    for part in name.split('/') {
        let unsafe_part = part.is_empty()
            || part == "."
            || part == ".."
            || part.contains(['\\', ':', '<', '>', '"', '|', '?', '*'])
            || part.chars().any(char::is_control);
        if unsafe_part {
            return None;
        }
        path.push(part);
    }
    Some(path)
}

pub(super) fn check_manifest<R: Read + io::Seek>(zip: &mut ZipArchive<R>) -> Result<(), String> {
    let mut text = String::new();
    zip.by_name(MANIFEST)
        .map_err(|_| format!("it has no {MANIFEST}"))?
        .take(64 * 1024)
        .read_to_string(&mut text)
        .map_err(|_| format!("its {MANIFEST} is not readable"))?;
    let table: toml::Table = text
        .parse()
        .map_err(|_| format!("its {MANIFEST} is not valid TOML"))?;
    match table.get("version").and_then(toml::Value::as_integer) {
        Some(version) if version == i64::from(ARCHIVE_VERSION) => Ok(()),
        Some(version) if version > i64::from(ARCHIVE_VERSION) => Err(format!(
            "it was made by a newer version of Malice (archive format {version}); update Malice"
        )),
        _ => Err(format!("its {MANIFEST} has no valid version")),
    }
}

/// Every file under the profile folder `dir`, as (`/`-separated relative name, path),
/// without the lock file, temp files, an export's note and an import in progress.
pub(super) fn collect_files(
    dir: &Path,
    prefix: &str,
    out: &mut Vec<(String, PathBuf)>,
) -> Result<(), StoreError> {
    let entries = fs::read_dir(dir).map_err(|source| StoreError::Folder {
        path: dir.to_path_buf(),
        source,
    })?;
    for entry in entries {
        let entry = entry.map_err(|source| StoreError::Folder {
            path: dir.to_path_buf(),
            source,
        })?;
        let name = entry.file_name();
        let Some(name_str) = name.to_str() else {
            continue;
        };
        let relative = format!("{prefix}{name_str}");
        let kind = entry.file_type().map_err(|source| StoreError::Read {
            path: entry.path(),
            source,
        })?;
        if kind.is_dir() && relative != IMPORT_DIR {
            collect_files(&entry.path(), &format!("{relative}/"), out)?;
        } else if kind.is_file()
            && relative != LOCK_FILE
            && relative != HOLDER_FILE
            && relative != EXPORT_NOTE
            && !is_temp_name(&name)
        {
            out.push((relative, entry.path()));
        }
    }
    Ok(())
}

/// Whether the profile folder holds any file other than its lock file.
pub(super) fn has_files(dir: &Path) -> Result<bool, StoreError> {
    let mut files = Vec::new();
    collect_files(dir, "", &mut files)?;
    Ok(!files.is_empty())
}

fn zip_now() -> zip::DateTime {
    let now = Utc::now();
    let field = |n: u32| u8::try_from(n).unwrap_or(0);
    zip::DateTime::from_date_and_time(
        u16::try_from(now.year()).unwrap_or(1980),
        field(now.month()),
        field(now.day()),
        field(now.hour()),
        field(now.minute()),
        field(now.second()),
    )
    .unwrap_or_default()
}

/// Removes the partial archive an export killed in an older Malice left beside its output
/// (the temp file it was writing), as named by the profile's export note, then the note.
pub(super) fn drop_partial_export(paths: &ProfilePaths) {
    let note = paths.export_note();
    let Ok(out) = fs::read_to_string(&note) else {
        return;
    };
    let out = PathBuf::from(out.trim());
    if let (Some(dir), Some(name)) = (out.parent(), out.file_name()) {
        let mut prefix = std::ffi::OsString::from(".");
        prefix.push(name);
        prefix.push(".");
        let prefix = prefix.to_string_lossy().into_owned();
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let name = entry.file_name();
            let left_by_export = name.to_string_lossy().starts_with(&prefix)
                && is_temp_name(&name)
                && !is_own_temp_name(&name);
            if left_by_export {
                // Best effort: a partial archive that stays is only wasted space.
                let _ = fs::remove_file(entry.path());
            }
        }
    }
    let _ = fs::remove_file(note);
}
