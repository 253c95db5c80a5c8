//! One open profile: saving and loading its records, each kind in its own folder.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use super::atomic::{is_own_temp_name, is_temp_name, write_atomic};
use super::backup;
use super::error::{self, StoreError};
use super::lock::{Access, ProfileLock};
use super::paths::{ProfileName, ProfilePaths, RECORD_EXT, RecordId, check_kind, create_dir};
use super::problem::{Disposal, Problem, ProblemReason};
use super::quarantine;
use super::versioned::{self, Record};

/// Below this many files per thread, decoding on more threads does not pay.
const FILES_PER_WORKER: usize = 32;

/// What [`Store::load_all`] returns: the records that loaded, sorted by id, and the files
/// that did not.
pub type LoadedAll<R> = (Vec<(RecordId, R)>, Vec<Problem>);

/// One open profile. Holds the profile's lock: while it lives, no other `Store` (in this
/// process or another) can open the same profile.
#[derive(Debug)]
pub struct Store {
    pub(super) paths: ProfilePaths,
    pub(super) profile: ProfileName,
    pub(super) lock: ProfileLock,
    /// What opening the profile had to set aside, until taken.
    pub(super) found: Vec<Problem>,
    /// Whether this Malice, opened only to look, met something that one holding the lock
    /// would put in order (a temp file a killed write left, a save it was refused).
    pub(super) untidy: AtomicBool,
}

impl Store {
    /// The profile's name.
    pub fn profile(&self) -> &ProfileName {
        &self.profile
    }

    /// The profile's folders and files.
    pub fn paths(&self) -> &ProfilePaths {
        &self.paths
    }

    /// Takes what opening the profile had to set aside (an import that could not be
    /// finished), to report.
    pub fn take_problems(&mut self) -> Vec<Problem> {
        std::mem::take(&mut self.found)
    }

    /// Whether the profile was opened for reading only, because its folder cannot be written
    /// to ([`StoreError::ReadOnly`]) or beside the Malice that holds it
    /// ([`StoreError::Beside`]): everything loads, nothing is saved or set aside.
    pub fn is_read_only(&self) -> bool {
        self.lock.is_read_only()
    }

    /// How the profile is open: for writing, for reading only (its folder cannot be written
    /// to), or beside the Malice that holds it.
    pub fn access(&self) -> &Access {
        self.lock.access()
    }

    /// Checks that this Malice may write to the profile now: opened for writing, and still
    /// holding its lock ([`StoreError::LockLost`] if the lock file was deleted or replaced).
    pub fn check_writable(&self) -> Result<(), StoreError> {
        self.lock.check().inspect_err(|_| self.note_untidy())
    }

    /// Whether this Malice, opened only to look ([`Access::Looking`]), met something that
    /// one holding the lock would put in order: a temp file a killed write left, or a save
    /// it was refused (a delve a killed Malice left to settle).
    pub fn is_untidy(&self) -> bool {
        self.untidy.load(Ordering::Relaxed)
    }

    fn note_untidy(&self) {
        if self.lock.access() == &Access::Looking {
            self.untidy.store(true, Ordering::Relaxed);
        }
    }

    /// Saves a record atomically as `<kind>/<id>.toml`.
    ///
    /// If a file is already there: a newer Malice's file is never overwritten
    /// ([`StoreError::TooNew`]); a file that cannot be loaded is first moved to quarantine
    /// and returned as `Some(problem)` so it can be reported; for kinds that keep backups the
    /// old file is kept in `backups/`. Saving identical contents writes nothing. Nothing is
    /// saved in a profile opened for reading only ([`StoreError::ReadOnly`]) or whose lock
    /// file is no longer the one this Malice holds ([`StoreError::LockLost`]).
    pub fn save<R: Record>(
        &self,
        id: &RecordId,
        record: &R,
    ) -> Result<Option<Problem>, StoreError> {
        let kind = check_kind(R::KIND)?;
        self.check_writable()?;
        let text = versioned::encode(record).map_err(|message| StoreError::Encode {
            kind,
            id: id.to_string(),
            message,
        })?;
        let dir = self.paths.kind_dir(kind);
        create_dir(&dir)?;
        let file = dir.join(id.file_name());
        let mut set_aside = None;
        match fs::read(&file) {
            Ok(old) if old == text.as_bytes() => return Ok(None),
            Ok(old) => match versioned::decode::<R>(&old) {
                Ok(_) if R::KEEP_BACKUPS => {
                    backup::keep_backup(&self.paths.backups_dir(kind, id), &old)?;
                }
                Ok(_) => {}
                Err(ProblemReason::TooNew { found, known }) => {
                    return Err(StoreError::TooNew {
                        path: file,
                        found,
                        known,
                    });
                }
                Err(reason) => {
                    let problem =
                        quarantine::set_aside(&file, &self.paths.quarantine_dir(kind), reason);
                    if let Disposal::CouldNotMove(_) = problem.outcome {
                        return Err(StoreError::SetAside(Box::new(problem)));
                    }
                    set_aside = Some(problem);
                }
            },
            Err(error) if error.kind() == io::ErrorKind::NotFound => {}
            Err(source) => return Err(StoreError::Read { path: file, source }),
        }
        write_atomic(&file, text.as_bytes())?;
        Ok(set_aside)
    }

    /// Sets a record's file aside: moves it into the profile's `quarantine/` with a note
    /// saying `why`, as for a file that cannot be loaded, and returns the problem to report.
    /// For a record that loads but cannot be used (a delve whose answers no longer replay).
    /// When the file cannot be moved (read-only profile, lock lost), it stays where it is
    /// and the problem says so ([`Disposal::CouldNotMove`]).
    pub fn set_aside<R: Record>(&self, id: &RecordId, why: String) -> Result<Problem, StoreError> {
        let kind = check_kind(R::KIND)?;
        let file = self.paths.record_file(kind, id);
        Ok(self.set_aside_file(&file, kind, ProblemReason::Invalid(why), None))
    }

    /// Moves a file of `kind` that cannot be used to the profile's `quarantine/`, with a note
    /// saying why, and gives the problem to report. Only a Malice that may write does: beside
    /// another Malice the file is left for that one to set aside ([`Disposal::LeftInPlace`]);
    /// in a profile that cannot be written, or whose lock was lost, it stays where it is
    /// ([`Disposal::CouldNotMove`]). Opened only to look, it takes the lock for the moment of
    /// the move, and moves the file only if it still holds the very `judged` bytes found bad
    /// (a writer may have saved it anew since); without them, or without the lock, the file
    /// is left in place.
    fn set_aside_file(
        &self,
        file: &Path,
        kind: &str,
        reason: ProblemReason,
        judged: Option<&[u8]>,
    ) -> Problem {
        let reason = match reason {
            // The last good version, if the record keeps backups.
            ProblemReason::Damaged { backup: None } => ProblemReason::Damaged {
                backup: file
                    .file_stem()
                    .and_then(|stem| RecordId::new(stem.to_string_lossy()).ok())
                    .and_then(|id| backup::backups(&self.paths.backups_dir(kind, &id)).ok())
                    .and_then(|backups| backups.last().cloned()),
            },
            other => other,
        };
        let outcome = match self.lock.check() {
            Ok(()) => return quarantine::set_aside(file, &self.paths.quarantine_dir(kind), reason),
            Err(StoreError::Beside { .. }) => Disposal::LeftInPlace,
            Err(StoreError::OnlyLooking(_)) => {
                let held = judged.and_then(|judged| {
                    let held = ProfileLock::acquire_to_tidy(&self.paths.lock_file(), &self.profile)
                        .ok()?;
                    (fs::read(file).ok()? == judged).then_some(held)
                });
                match held {
                    Some(_held) => {
                        return quarantine::set_aside(
                            file,
                            &self.paths.quarantine_dir(kind),
                            reason,
                        );
                    }
                    None => {
                        self.untidy.store(true, Ordering::Relaxed);
                        Disposal::LeftInPlace
                    }
                }
            }
            Err(error) => Disposal::CouldNotMove(error.to_string()),
        };
        Problem {
            file: file.to_path_buf(),
            reason,
            outcome,
        }
    }

    /// Loads one record. A file that cannot be loaded is moved to quarantine
    /// ([`StoreError::SetAside`]; left where it is beside another Malice); a newer Malice's
    /// file is left as it is ([`StoreError::TooNew`]).
    pub fn load<R: Record>(&self, id: &RecordId) -> Result<R, StoreError> {
        let kind = check_kind(R::KIND)?;
        let file = self.paths.record_file(kind, id);
        let bytes = match fs::read(&file) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return Err(StoreError::NotFound {
                    kind,
                    id: id.to_string(),
                });
            }
            Err(source) => return Err(StoreError::Read { path: file, source }),
        };
        match versioned::decode::<R>(&bytes) {
            Ok(record) => Ok(record),
            Err(ProblemReason::TooNew { found, known }) => Err(StoreError::TooNew {
                path: file,
                found,
                known,
            }),
            Err(reason) => Err(StoreError::SetAside(Box::new(self.set_aside_file(
                &file,
                kind,
                reason,
                Some(&bytes),
            )))),
        }
    }

    /// Loads every record of a kind, sorted by id, with the problems met on the way: files
    /// that cannot be loaded are moved to quarantine (left where they are beside another
    /// Malice), newer Malice's files are left as they are, and everything else still loads.
    /// Temp files of writes that never finished (a killed process) are not records; a Malice
    /// that may write removes them. A file gone between listing and reading (set aside by the
    /// Malice beside which this one reads) is passed over. Each file is read once; files are
    /// decoded on all cores.
    pub fn load_all<R: Record + Send>(&self) -> Result<LoadedAll<R>, StoreError> {
        let kind = check_kind(R::KIND)?;
        let dir = self.paths.kind_dir(kind);
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return Ok((Vec::new(), Vec::new()));
            }
            Err(source) => return Err(StoreError::Folder { path: dir, source }),
        };
        let mut found = Vec::new();
        let mut records = Vec::new();
        let mut problems = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|source| StoreError::Folder {
                path: dir.clone(),
                source,
            })?;
            let name = entry.file_name();
            let file = entry.path();
            if is_temp_name(&name) {
                if is_own_temp_name(&name) {
                    continue;
                }
                match self.lock.check() {
                    // Left by a writer that was killed; this profile's lock is ours now.
                    Ok(()) => {
                        let _ = fs::remove_file(&file);
                    }
                    // Left by a killed writer, or being written by one that holds the lock
                    // since: for a Malice holding the lock to remove.
                    Err(_) => self.note_untidy(),
                }
                continue;
            }
            let Some(stem) = name
                .to_str()
                .and_then(|name| name.strip_suffix(RECORD_EXT)?.strip_suffix('.'))
            else {
                continue;
            };
            if stem.starts_with('.') || !entry.file_type().is_ok_and(|kind| kind.is_file()) {
                continue;
            }
            let id = match RecordId::new(stem) {
                Ok(id) => id,
                Err(error) => {
                    problems.push(Problem {
                        file,
                        reason: ProblemReason::BadFileName(error.to_string()),
                        outcome: Disposal::LeftInPlace,
                    });
                    continue;
                }
            };
            found.push((id, file));
        }
        found.sort_by(|a, b| a.0.cmp(&b.0));
        let decoded = decode_files::<R>(&found);
        for ((id, file), decoded) in found.into_iter().zip(decoded) {
            match decoded {
                Ok(record) => records.push((id, record)),
                Err(None) => {}
                Err(Some((
                    reason @ (ProblemReason::TooNew { .. } | ProblemReason::Unreadable(_)),
                    _,
                ))) => {
                    problems.push(Problem {
                        file,
                        reason,
                        outcome: Disposal::LeftInPlace,
                    });
                }
                Err(Some((reason, judged))) => {
                    problems.push(self.set_aside_file(&file, kind, reason, Some(&judged)));
                }
            }
        }
        problems.sort_by(|a, b| a.file.cmp(&b.file));
        Ok((records, problems))
    }
}

/// A file read and decoded: the record, or why not with the bytes found bad (`None`: the
/// file is gone).
type Decoded<R> = Result<R, Option<(ProblemReason, Vec<u8>)>>;

/// Reads and decodes files, in order, spread over the machine's cores.
fn decode_files<R: Record + Send>(files: &[(RecordId, PathBuf)]) -> Vec<Decoded<R>> {
    let decode_file = |(_, file): &(RecordId, PathBuf)| match fs::read(file) {
        Ok(bytes) => versioned::decode::<R>(&bytes).map_err(|reason| Some((reason, bytes))),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Err(None),
        Err(error) => Err(Some((
            ProblemReason::Unreadable(error::plain(&error)),
            Vec::new(),
        ))),
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let workers = cores.min(files.len().div_ceil(FILES_PER_WORKER));
    if workers <= 1 {
        return files.iter().map(decode_file).collect();
    }
    let chunk = files.len().div_ceil(workers);
    std::thread::scope(|scope| {
        let parts: Vec<_> = files
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(decode_file).collect::<Vec<_>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|part| {
                part.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}
