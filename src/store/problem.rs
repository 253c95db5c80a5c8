//! What the store reports about a file it could not load, and what it did with the file.

use std::fmt;
use std::path::PathBuf;

/// A file that could not be loaded: which file, why, and where it is now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The file as it was found.
    pub file: PathBuf,
    /// What was wrong with it.
    pub reason: ProblemReason,
    /// What the store did with it.
    pub outcome: Disposal,
}

/// Why a file could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemReason {
    /// The file could not be read at all (permissions, disk error).
    Unreadable(String),
    /// The file's name is not a usable record name.
    BadFileName(String),
    /// The file is not UTF-8 text.
    NotText,
    /// The file is not valid TOML.
    BadToml(String),
    /// The file has no top-level `version`.
    MissingVersion,
    /// The `version` is not a whole number from 1 up.
    BadVersion(String),
    /// The file was saved by a newer Malice.
    TooNew {
        /// The version in the file.
        found: u32,
        /// The newest version this build reads.
        known: u32,
    },
    /// Bringing an older file up to date failed.
    MigrationFailed {
        /// The version the failed step started from.
        from: u32,
        /// What the migration said.
        message: String,
    },
    /// The TOML does not have the fields the record needs.
    DoesNotFit(String),
    /// The record loaded but its own checks refused it.
    Invalid(String),
    /// Its checksum does not match its contents: damaged on the disk, or edited by hand.
    Damaged {
        /// The record's last backup, the newest version kept before it was last saved (for
        /// records that keep backups, when there is one).
        backup: Option<PathBuf>,
    },
    /// An import found when the profile opened (a killed import, or one from an older Malice)
    /// could not be finished.
    ImportNotFinished {
        /// Why.
        why: String,
        /// Whether every file it had moved into place was moved back, so the profile is as it
        /// was before the import.
        undone: bool,
    },
}

/// What the store did with a file it could not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disposal {
    /// Moved to this path in the profile's `quarantine/` folder, next to a `.why.txt` note.
    Quarantined(PathBuf),
    /// Left where it is, untouched (a newer Malice's file, or one that could not be read).
    LeftInPlace,
    /// It should have been set aside but could not be moved; it is still where it was.
    CouldNotMove(String),
}

impl fmt::Display for ProblemReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(why) => write!(f, "it could not be read ({why})"),
            Self::BadFileName(why) => write!(f, "its name cannot be a record name ({why})"),
            Self::NotText => f.write_str("it is not a text file"),
            Self::BadToml(why) => write!(f, "it is not valid TOML ({})", why.trim()),
            Self::MissingVersion => f.write_str("it has no save format version"),
            Self::BadVersion(found) => write!(f, "its save format version {found} is not valid"),
            Self::TooNew { found, known } => write!(
                f,
                "it was saved by a newer version of Malice (save format {found}; this version \
                 reads up to {known})"
            ),
            Self::MigrationFailed { from, message } => write!(
                f,
                "it could not be brought up to date from save format {from} ({message})"
            ),
            Self::DoesNotFit(why) => write!(
                f,
                "its contents are not what Malice expects ({})",
                why.trim()
            ),
            Self::Invalid(why) => write!(f, "its contents do not make sense ({why})"),
            Self::Damaged { backup } => {
                f.write_str(
                    "its contents do not match its checksum, so it was damaged on the disk (if \
                     you edited it by hand, delete its last line, the checksum, and put it back)",
                )?;
                match backup {
                    Some(backup) => write!(
                        f,
                        "; its last backup, from before its last save, is {}: copy it back in \
                         its place to restore it",
                        backup.display()
                    ),
                    None => Ok(()),
                }
            }
            Self::ImportNotFinished { why, .. } => f.write_str(why),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let ProblemReason::ImportNotFinished { why, undone } = &self.reason {
            return import_not_finished(f, why, *undone, &self.outcome);
        }
        write!(
            f,
            "{} could not be loaded: {}; ",
            self.file.display(),
            self.reason
        )?;
        match &self.outcome {
            Disposal::Quarantined(to) => write!(f, "it was moved to {}", to.display()),
            Disposal::LeftInPlace => f.write_str("it was left as it is"),
            Disposal::CouldNotMove(why) => {
                write!(
                    f,
                    "it could not be moved aside ({why}) and was left as it is"
                )
            }
        }
    }
}

/// The sentence for an import that could not be finished.
fn import_not_finished(
    f: &mut fmt::Formatter<'_>,
    why: &str,
    undone: bool,
    outcome: &Disposal,
) -> fmt::Result {
    write!(
        f,
        "an import into this profile could not be finished ({why}); "
    )?;
    if undone {
        f.write_str("the profile was kept as it was before it")?;
    } else {
        f.write_str(
            "some of the profile's files could not be put back and are kept with the import",
        )?;
    }
    match outcome {
        Disposal::Quarantined(to) => write!(
            f,
            ", and the import was set aside in {} with a note; import the archive again to \
             try once more",
            to.display()
        ),
        Disposal::LeftInPlace => f.write_str(", and the import was left where it is"),
        Disposal::CouldNotMove(why) => write!(
            f,
            ", but the import could not be set aside ({why}); Malice will try again the next \
             time the profile opens"
        ),
    }
}
