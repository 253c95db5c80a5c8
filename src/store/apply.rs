//! Putting a staged import into place: all of it, or none of it.
//!
//! `import-in-progress/` in the profile holds `files/`, every file of the import at its place
//! relative to the profile, and, once they are all written and checked, `ready`: the list of
//! those files (the plan). Before `ready` is written, every name of the plan is checked against
//! the profile's folders ([`check_layout`]). Then each file is moved into place, one rename
//! each; a file already at its place is first moved to `displaced/`. If a move fails, every
//! file moved so far is moved back and each displaced one returned, so the profile is as it
//! was, and the import is set aside in `quarantine/imports/` with a note.
//!
//! A kill at any moment leaves a state the next opening can finish or undo: a file of the plan
//! still in `files/` has not been moved yet, one that is not has; a file in `displaced/` is the
//! profile's own, waiting to be dropped (import finished) or put back (import undone).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::archive::safe_relative;
use super::atomic::{after_rename, before_rename, sync_dir, write_atomic};
use super::error::{StoreError, plain};
use super::paths::{ProfilePaths, QUARANTINE_DIR, create_dir};
use super::problem::Problem;
use super::quarantine;

/// The folder, inside the import folder, holding the files to move into place.
pub(super) const FILES: &str = "files";
/// The file that says every file of the import is written and checked, and lists them.
const READY: &str = "ready";
/// The folder, inside the import folder, where the profile's files replaced by the import wait.
const DISPLACED: &str = "displaced";
/// The first line of `ready`; the plan follows, one `/`-separated name a line.
const READY_LINE: &str = "every file is written and checked";
/// Where, under `quarantine/`, imports that could not be finished are set aside.
const SET_ASIDE_DIR: &str = "imports";

/// The files staged in `staging/files/`, relative to the profile, sorted.
pub(super) fn staged_files(staging: &Path) -> Result<Vec<PathBuf>, StoreError> {
    let mut found = Vec::new();
    walk_files(&staging.join(FILES), Path::new(""), &mut found)?;
    found.sort();
    Ok(found)
}

fn walk_files(dir: &Path, prefix: &Path, out: &mut Vec<PathBuf>) -> Result<(), StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(StoreError::Folder {
                path: dir.to_path_buf(),
                source,
            });
        }
    };
    for entry in entries {
        let entry = entry.map_err(|source| StoreError::Folder {
            path: dir.to_path_buf(),
            source,
        })?;
        let relative = prefix.join(entry.file_name());
        if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            walk_files(&entry.path(), &relative, out)?;
        } else {
            out.push(relative);
        }
    }
    Ok(())
}

/// Checks that every file of `plan` can take its place in the profile folder `dir`: no folder
/// stands where one of them goes, and no file stands where one of their folders goes. Fails
/// with the reason in words.
pub(super) fn check_layout(dir: &Path, plan: &[PathBuf]) -> Result<(), String> {
    for relative in plan {
        let mut above = PathBuf::new();
        let parts: Vec<_> = relative.components().collect();
        for (n, part) in parts.iter().enumerate() {
            above.push(part);
            let last = n + 1 == parts.len();
            let Ok(found) = fs::symlink_metadata(dir.join(&above)) else {
                // Nothing there, so nothing deeper either.
                break;
            };
            if last && found.is_dir() {
                return Err(format!(
                    "its file {} would take the place of the profile's folder of that name",
                    slashed(relative)
                ));
            }
            let folder = found.is_dir() || fs::metadata(dir.join(&above)).is_ok_and(|m| m.is_dir());
            if !last && !folder {
                return Err(format!(
                    "its file {} needs a folder {} where the profile has a file",
                    slashed(relative),
                    slashed(&above)
                ));
            }
        }
    }
    Ok(())
}

/// A relative path with `/` between its parts, as archives name them.
pub(super) fn slashed(path: &Path) -> String {
    path.components()
        .map(|part| part.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Writes `ready` with the plan: from now on the import is finished (or undone and set aside
/// whole), never left half-way.
pub(super) fn mark_ready(staging: &Path, plan: &[PathBuf]) -> Result<(), StoreError> {
    let mut text = format!("{READY_LINE}\n");
    for relative in plan {
        text.push_str(&slashed(relative));
        text.push('\n');
    }
    write_atomic(&staging.join(READY), text.as_bytes())
}

/// The plan of a ready import: `Ok(None)` if it is not ready; an error, in words, if `ready`
/// cannot be used. A `ready` from an older Malice lists nothing: its plan is the files still
/// in `files/`.
fn read_plan(staging: &Path) -> Result<Option<Vec<PathBuf>>, String> {
    let text = match fs::read(staging.join(READY)) {
        Ok(bytes) => String::from_utf8(bytes).map_err(|_| "its list of files is damaged")?,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => {
            return Err(format!(
                "its list of files cannot be read ({})",
                plain(&error)
            ));
        }
    };
    let mut lines = text.lines();
    if lines.next() != Some(READY_LINE) {
        return Err("its list of files is damaged".into());
    }
    let listed: Vec<PathBuf> = lines
        .map(|line| safe_relative(line).ok_or("its list of files names an unsafe path"))
        .collect::<Result<_, _>>()?;
    if listed.is_empty() {
        let staged = staged_files(staging).map_err(|error| error.to_string())?;
        return Ok(Some(staged));
    }
    Ok(Some(listed))
}

/// Finishes or undoes an import found in the profile (call only while holding its lock): one
/// not marked ready is removed, leaving the profile as it was before it began; one marked
/// ready is moved into place. A ready import that cannot be put in place (a name that clashes
/// with the profile's folders, a move the disk refuses) is undone and set aside in
/// `quarantine/imports/` with a note, and comes back as the problem to report: the profile
/// opens as it was.
pub(super) fn finish_import(paths: &ProfilePaths) -> Option<Problem> {
    let staging = paths.import_dir();
    let Ok(found) = fs::symlink_metadata(&staging) else {
        return None;
    };
    if !found.is_dir() {
        return Some(set_aside(paths, "it is a file, not a folder".into(), true));
    }
    let plan = match read_plan(&staging) {
        Ok(Some(plan)) => plan,
        Ok(None) => {
            // Killed before it was whole: the profile is as it was.
            return fs::remove_dir_all(&staging).err().map(|error| {
                set_aside(
                    paths,
                    format!(
                        "what an unfinished import left cannot be removed ({})",
                        plain(&error)
                    ),
                    true,
                )
            });
        }
        Err(why) => return Some(set_aside(paths, why, true)),
    };
    let files = staging.join(FILES);
    let waiting: Vec<PathBuf> = plan
        .iter()
        .filter(|relative| fs::symlink_metadata(files.join(relative)).is_ok())
        .cloned()
        .collect();
    let mut made = Vec::new();
    let applied = check_layout(paths.dir(), &waiting)
        .and_then(|()| apply(paths.dir(), &staging, &plan, &mut made).map_err(|e| e.to_string()));
    match applied {
        Ok(()) => {
            // Best effort: what stays (the profile's replaced files) is removed next time.
            let _ = fs::remove_dir_all(&staging);
            None
        }
        Err(why) => {
            let undone = undo(paths.dir(), &staging, &plan, &made).is_ok();
            Some(set_aside(paths, why, undone))
        }
    }
}

/// Sets the import folder aside in `quarantine/imports/` with a note.
fn set_aside(paths: &ProfilePaths, why: String, undone: bool) -> Problem {
    let dir = paths.dir().join(QUARANTINE_DIR).join(SET_ASIDE_DIR);
    quarantine::set_aside_import(&paths.import_dir(), &dir, why, undone)
}

/// Moves every file of the plan still in `files/` into place under `dir`, moving a file it
/// replaces to `displaced/` first. Folders it had to make are added to `made`.
fn apply(
    dir: &Path,
    staging: &Path,
    plan: &[PathBuf],
    made: &mut Vec<PathBuf>,
) -> Result<(), StoreError> {
    let files = staging.join(FILES);
    let displaced = staging.join(DISPLACED);
    let mut touched = Vec::new();
    for relative in plan {
        let from = files.join(relative);
        if fs::symlink_metadata(&from).is_err() {
            continue;
        }
        let to = dir.join(relative);
        if fs::symlink_metadata(&to).is_ok() {
            let aside = displaced.join(relative);
            if fs::symlink_metadata(&aside).is_ok() {
                return Err(StoreError::Write {
                    path: to,
                    source: io::Error::other("the file it replaces was already moved aside once"),
                });
            }
            move_file(&to, &aside, None)?;
        }
        move_file(&from, &to, Some(made))?;
        if let Some(parent) = to.parent()
            && !touched.contains(&parent.to_path_buf())
        {
            touched.push(parent.to_path_buf());
        }
    }
    for folder in touched {
        sync_dir(&folder).map_err(|source| StoreError::Write {
            path: folder,
            source,
        })?;
    }
    Ok(())
}

/// Moves back, in reverse order, every file of the plan that [`apply`] moved into place, and
/// returns each displaced file to its place; then removes the folders `apply` made, if empty.
/// Goes on after a failed move and fails at the end if any did.
fn undo(dir: &Path, staging: &Path, plan: &[PathBuf], made: &[PathBuf]) -> Result<(), ()> {
    let files = staging.join(FILES);
    let displaced = staging.join(DISPLACED);
    let mut whole = true;
    for relative in plan.iter().rev() {
        let staged = files.join(relative);
        let placed = dir.join(relative);
        if fs::symlink_metadata(&staged).is_err() && fs::symlink_metadata(&placed).is_ok() {
            whole &= move_file(&placed, &staged, None).is_ok();
        }
        let aside = displaced.join(relative);
        if fs::symlink_metadata(&aside).is_ok() {
            whole &=
                fs::symlink_metadata(&placed).is_err() && move_file(&aside, &placed, None).is_ok();
        }
    }
    for folder in made.iter().rev() {
        // Only an empty folder goes; one that is not empty is not ours to remove.
        let _ = fs::remove_dir(folder);
    }
    if whole { Ok(()) } else { Err(()) }
}

/// Renames `from` to `to`, making `to`'s folders first (noted in `made`, when given).
fn move_file(from: &Path, to: &Path, made: Option<&mut Vec<PathBuf>>) -> Result<(), StoreError> {
    if let Some(parent) = to.parent() {
        let missing: Vec<PathBuf> = parent
            .ancestors()
            .take_while(|folder| fs::symlink_metadata(folder).is_err())
            .map(Path::to_path_buf)
            .collect();
        create_dir(parent)?;
        if let Some(made) = made {
            made.extend(missing.into_iter().rev());
        }
    }
    before_rename()
        .and_then(|()| fs::rename(from, to))
        .map_err(|source| StoreError::Write {
            path: to.to_path_buf(),
            source,
        })?;
    after_rename();
    Ok(())
}
