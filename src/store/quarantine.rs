//! Setting aside files that cannot be loaded, and imports that cannot be finished: moved to
//! `quarantine/`, never deleted, with a note saying why and when.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;

use super::atomic::write_atomic;
use super::error::plain;
use super::problem::{Disposal, Problem, ProblemReason};

/// The suffix of the note written next to a quarantined file.
pub const NOTE_SUFFIX: &str = ".why.txt";

/// Moves `file` into `dir` (keeping its name, or adding `.2`, `.3`, ... before the extension
/// if that name is taken) and writes `<name>.why.txt` next to it.
pub(crate) fn set_aside(file: &Path, dir: &Path, reason: ProblemReason) -> Problem {
    let outcome = match move_into(file, dir) {
        Ok(moved) => {
            let note = format!(
                "Malice could not load this file, so it set it aside here instead of deleting it.\n\
                 \n\
                 File:   {}\n\
                 When:   {}\n\
                 Reason: {reason}\n\
                 \n\
                 To try again, fix the file and move it back to the folder it came from.\n",
                file.display(),
                Utc::now().to_rfc3339(),
            );
            // The file is already safe; a missing note loses only the explanation.
            let _ = write_atomic(&note_of(&moved), note.as_bytes());
            Disposal::Quarantined(moved)
        }
        Err(why) => Disposal::CouldNotMove(why),
    };
    Problem {
        file: file.to_path_buf(),
        reason,
        outcome,
    }
}

/// Moves an import that could not be finished (its folder, `staging`) into `dir` with a note
/// saying why, what became of the profile and how to try again.
pub(crate) fn set_aside_import(staging: &Path, dir: &Path, why: String, undone: bool) -> Problem {
    let reason = ProblemReason::ImportNotFinished { why, undone };
    let outcome = match move_into(staging, dir) {
        Ok(moved) => {
            let state = if undone {
                "The profile was kept as it was before the import. The files the import would \n\
                 have written are in files/, each at its place in the profile."
            } else {
                "Some of the profile's own files could not be put back where they were: they \n\
                 are in displaced/, each at its place in the profile; move them back by hand. \n\
                 The files the import would have written are in files/."
            };
            let note = format!(
                "Malice could not finish an import into this profile, so it set the import \n\
                 aside here instead of deleting it.\n\
                 \n\
                 Folder: {}\n\
                 When:   {}\n\
                 Reason: {reason}\n\
                 \n\
                 {state}\n\
                 \n\
                 To try again, import the archive once more.\n",
                staging.display(),
                Utc::now().to_rfc3339(),
            );
            // The import is already safe; a missing note loses only the explanation.
            let _ = write_atomic(&note_of(&moved), note.as_bytes());
            Disposal::Quarantined(moved)
        }
        Err(why) => Disposal::CouldNotMove(why),
    };
    Problem {
        file: staging.to_path_buf(),
        reason,
        outcome,
    }
}

fn move_into(file: &Path, dir: &Path) -> Result<PathBuf, String> {
    fs::create_dir_all(dir).map_err(|error| plain(&error))?;
    let name = file.file_name().ok_or("the file has no name")?;
    let stem = file.file_stem().unwrap_or(name).to_string_lossy();
    let ext = file.extension().map(|ext| ext.to_string_lossy());
    let mut target = dir.join(name);
    let mut n = 1;
    while target.exists() || note_of(&target).exists() {
        n += 1;
        target = dir.join(match &ext {
            Some(ext) => format!("{stem}.{n}.{ext}"),
            None => format!("{stem}.{n}"),
        });
    }
    fs::rename(file, &target).map_err(|error| plain(&error))?;
    Ok(target)
}

/// The note file that goes with a quarantined file: `<file name>.why.txt`.
pub fn note_of(file: &Path) -> PathBuf {
    let mut note = file.as_os_str().to_owned();
    note.push(NOTE_SUFFIX);
    PathBuf::from(note)
}
