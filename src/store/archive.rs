//! Export a whole profile to one `.zip`, and import it back.
//!
//! An archive holds `malice-archive.toml` (what it is), every file of the profile folder at
//! its relative path (records, quarantine, backups; not the lock file), and the caller's
//! extra files under `exports/` (e.g. journals rendered as Markdown). Import restores the
//! profile's files; `exports/` is derived from the records and is not restored.

use std::fs;
use std::io::{self, Cursor, Read, Write};
use std::path::{Path, PathBuf};

use chrono::{Datelike, Timelike, Utc};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::atomic::{is_temp_name, write_atomic};
use super::error::StoreError;
use super::paths::{BACKUPS_DIR, LOCK_FILE};
use super::{Store, create_dir};

/// The file at the top of every archive saying what it is.
pub const MANIFEST: &str = "malice-archive.toml";
/// The archive format this build writes and reads.
pub const ARCHIVE_VERSION: u32 = 1;
/// The folder in an archive holding the caller's extra files.
pub const EXPORTS_DIR: &str = "exports";
/// The largest single file an import accepts (a guard against zip bombs).
const MAX_ENTRY_BYTES: u64 = 256 * 1024 * 1024;

/// Whether an import may write into a profile that already has saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportMode {
    /// Refuse unless the profile has no files yet.
    IntoEmpty,
    /// Write the archive's files over the profile's; files of the same name that differ are
    /// first copied to `backups/import-<time>/`, and files not in the archive are kept.
    Replace,
}

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
    /// (atomically). Extra names may contain `/` for sub-folders but no `..`, absolute
    /// paths or unsafe characters.
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
        write_atomic(out, &bytes)?;
        Ok(Exported {
            files: 1 + files.len() + extras.len(),
            skipped: skipped.into_iter().map(|(_, path)| path).collect(),
        })
    }

    /// Restores the profile's files from an archive made by [`Store::export`]. The whole
    /// archive is checked before anything is written: it must have a manifest this build
    /// reads, and no entry may have an absolute path or `..`. Refuses a profile that already
    /// has saves unless `mode` is [`ImportMode::Replace`]. Returns how many files it wrote.
    pub fn import(&self, archive: &Path, mode: ImportMode) -> Result<usize, StoreError> {
        let bad = |reason: &str| StoreError::BadArchive {
            path: archive.to_path_buf(),
            reason: reason.to_owned(),
        };
        let file = fs::File::open(archive).map_err(|source| StoreError::Read {
            path: archive.to_path_buf(),
            source,
        })?;
        let mut zip = ZipArchive::new(file).map_err(|_| bad("it is not a zip file"))?;
        check_manifest(&mut zip).map_err(|reason| bad(&reason))?;

        let mut wanted = Vec::new();
        for index in 0..zip.len() {
            let entry = zip.by_index(index).map_err(|_| bad("it is damaged"))?;
            let name = entry.name().map_err(|_| bad("it is damaged"))?.into_owned();
            let relative = match (safe_relative(&name), entry.enclosed_name()) {
                (Some(relative), Some(_)) => relative,
                _ => return Err(bad(&format!("it contains an unsafe path ({name})"))),
            };
            let top = relative
                .components()
                .next()
                .map(|c| c.as_os_str().to_owned());
            let skip = entry.is_dir()
                || name == MANIFEST
                || name == LOCK_FILE
                || top.is_some_and(|top| top == EXPORTS_DIR)
                || relative.file_name().is_some_and(is_temp_name);
            if entry.size() > MAX_ENTRY_BYTES {
                return Err(bad(&format!("{name} is too large")));
            }
            if !skip {
                wanted.push((index, relative));
            }
        }

        if mode == ImportMode::IntoEmpty && has_files(self.paths.dir())? {
            return Err(StoreError::ProfileNotEmpty(self.profile.to_string()));
        }
        let stamp = Utc::now().format("%Y-%m-%dT%H-%M-%SZ");
        let set_aside_dir = self
            .paths
            .dir()
            .join(BACKUPS_DIR)
            .join(format!("import-{stamp}"));
        for (index, relative) in &wanted {
            let mut entry = zip.by_index(*index).map_err(|_| bad("it is damaged"))?;
            let mut bytes = Vec::new();
            (&mut entry)
                .take(MAX_ENTRY_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(|_| bad("it is damaged"))?;
            if bytes.len() as u64 > MAX_ENTRY_BYTES {
                return Err(bad("one of its files is too large"));
            }
            let target = self.paths.dir().join(relative);
            if let Ok(old) = fs::read(&target)
                && old != bytes
            {
                let keep = set_aside_dir.join(relative);
                create_dir(keep.parent().unwrap_or(&set_aside_dir))?;
                write_atomic(&keep, &old)?;
            }
            create_dir(target.parent().unwrap_or(self.paths.dir()))?;
            write_atomic(&target, &bytes)?;
        }
        Ok(wanted.len())
    }
}

/// A relative path made of safe, ordinary names; `None` for absolute paths, `..`, `.`,
/// empty parts, backslashes, or names that are not safe file names.
fn safe_relative(name: &str) -> Option<PathBuf> {
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

fn check_manifest<R: Read + io::Seek>(zip: &mut ZipArchive<R>) -> Result<(), String> {
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

/// Every file under `dir`, as (`/`-separated relative name, path), without the lock file and
/// temp files.
fn collect_files(
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
        if kind.is_dir() {
            collect_files(&entry.path(), &format!("{relative}/"), out)?;
        } else if kind.is_file() && relative != LOCK_FILE && !is_temp_name(&name) {
            out.push((relative, entry.path()));
        }
    }
    Ok(())
}

/// Whether the profile folder holds any file other than its lock file.
fn has_files(dir: &Path) -> Result<bool, StoreError> {
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
