//! Rotating backups: the last few versions of a record, kept before it is overwritten.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;

use super::atomic::{remove_stale_temps, write_atomic};
use super::error::StoreError;
use super::paths::RECORD_EXT;

/// How many backups are kept per record; the oldest are dropped.
pub const KEEP: usize = 5;

/// Saves `old` (a record file's previous contents) as the newest backup in `dir`, then drops
/// all but the newest [`KEEP`] and any temp file a killed writer left there. Call this only
/// while holding the profile's lock. Backups are named `<sequence>-<UTC time>.toml`.
pub fn keep_backup(dir: &Path, old: &[u8]) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|source| StoreError::Folder {
        path: dir.to_path_buf(),
        source,
    })?;
    remove_stale_temps(dir);
    let existing = list_backups(dir)?;
    let next = existing.last().map_or(1, |(seq, _)| seq + 1);
    let stamp = Utc::now().format("%Y-%m-%dT%H-%M-%SZ");
    write_atomic(&dir.join(format!("{next:06}-{stamp}.{RECORD_EXT}")), old)?;
    let excess = (existing.len() + 1).saturating_sub(KEEP);
    for (_, path) in existing.iter().take(excess) {
        // A backup that cannot be dropped now is dropped on a later save.
        let _ = fs::remove_file(path);
    }
    Ok(())
}

/// The backups in `dir`, oldest first (empty if there are none).
pub fn backups(dir: &Path) -> Result<Vec<PathBuf>, StoreError> {
    Ok(list_backups(dir)?
        .into_iter()
        .map(|(_, path)| path)
        .collect())
}

fn list_backups(dir: &Path) -> Result<Vec<(u64, PathBuf)>, StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(StoreError::Folder {
                path: dir.to_path_buf(),
                source,
            });
        }
    };
    let mut found: Vec<(u64, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name();
            let name = name.to_str()?;
            let stem = name.strip_suffix(RECORD_EXT)?.strip_suffix('.')?;
            let seq = stem.split_once('-')?.0.parse().ok()?;
            Some((seq, entry.path()))
        })
        .collect();
    found.sort();
    Ok(found)
}
