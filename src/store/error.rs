//! The store's errors, worded so a player can understand them.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::holder::{LockHolder, Role};
use super::problem::Problem;

/// Everything that can go wrong in the store. The messages are plain sentences meant to be
/// shown to the player as they are.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The platform has no data folder (no home folder) and `MALICE_HOME` is not set.
    #[error(
        "could not find a folder for Malice's saves (this account has no home folder); \
         set MALICE_HOME to the folder you want to use"
    )]
    NoDataDir,

    /// A profile name, record id or record kind that cannot be used as a file name.
    #[error("\"{name}\" cannot be used as {what}: {reason}")]
    BadName {
        /// What the name was for: "a profile name", "a record name", "a record kind".
        what: &'static str,
        /// The refused name.
        name: String,
        /// Why it was refused.
        reason: &'static str,
    },

    /// The profile asked for does not exist.
    #[error("there is no profile named \"{0}\"")]
    NoSuchProfile(String),

    /// A profile of that name already exists.
    #[error("a profile named \"{0}\" already exists")]
    ProfileExists(String),

    /// A folder could not be created or listed.
    #[error("could not use the folder {}: {}", .path.display(), plain(.source))]
    Folder {
        /// The folder.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },

    /// A file could not be written. The previous version of the file, if any, is intact.
    #[error("could not save {}: {}; nothing was lost", .path.display(), plain(.source))]
    Write {
        /// The file that was being saved.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },

    /// A file could not be read.
    #[error("could not read {}: {}", .path.display(), plain(.source))]
    Read {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },

    /// No record of this kind and name is saved.
    #[error("there is nothing named \"{id}\" in {kind}")]
    NotFound {
        /// The record kind (its folder name).
        kind: &'static str,
        /// The record's name.
        id: String,
    },

    /// The file was written by a newer Malice. It is left where it is and never overwritten.
    #[error(
        "{} was saved by a newer version of Malice (save format {found}; this version reads up \
         to {known}); it was left as it is and will not be overwritten. Update Malice to use it",
        .path.display()
    )]
    TooNew {
        /// The file.
        path: PathBuf,
        /// The version found in the file.
        found: u32,
        /// The newest version this build knows.
        known: u32,
    },

    /// The file could not be loaded and was set aside (see the problem for why and where).
    #[error("{0}")]
    SetAside(Box<Problem>),

    /// A record could not be written as TOML (a programming error in the record's type).
    #[error("could not write the {kind} \"{id}\" as TOML: {message}")]
    Encode {
        /// The record kind.
        kind: &'static str,
        /// The record's name.
        id: String,
        /// What the TOML writer said.
        message: String,
    },

    /// Another Malice (or another window of this one) holds the profile.
    #[error("{}", locked_message(.profile, .holder.as_ref()))]
    Locked {
        /// The profile's name.
        profile: String,
        /// Who holds it, if the lock file says so.
        holder: Option<LockHolder>,
    },

    /// The profile's lock file is a folder, so no Malice can take it.
    #[error(
        "the profile \"{profile}\" cannot be opened: its lock file {} is a folder; move that \
         folder out of the profile (Malice makes the lock file again), then try again",
        .path.display()
    )]
    LockIsFolder {
        /// The profile's name.
        profile: String,
        /// The lock file's path.
        path: PathBuf,
    },

    /// The profile was opened only to read, beside the Malice that holds it, so nothing can
    /// be saved.
    #[error("{}", beside_message(.profile, .holder.as_ref()))]
    Beside {
        /// The profile's name.
        profile: String,
        /// Who holds it, if the lock file says so.
        holder: Option<LockHolder>,
    },

    /// The profile was opened by a command that only looks, so nothing can be saved.
    #[error("the profile \"{0}\" was opened only to look, so nothing was saved")]
    OnlyLooking(String),

    /// The profile was opened for reading only (its folder cannot be written), so nothing
    /// can be saved.
    #[error(
        "the profile \"{0}\" is open for reading only (its folder cannot be written to), \
         so nothing was saved; make the folder writable, then open it again"
    )]
    ReadOnly(String),

    /// The profile's lock file was deleted or replaced while this Malice held it, so another
    /// Malice may be using the profile: saving stops rather than overwrite its saves.
    #[error(
        "the lock file of the profile \"{0}\" was removed or replaced while this Malice had \
         the profile open, so another Malice may be using it; nothing was saved. Close this \
         Malice and open the profile again"
    )]
    LockLost(String),

    /// An export was asked to be written inside a profile's folder, where only Malice's
    /// own saves go.
    #[error(
        "{} is inside the folder where Malice keeps its saves; an export there would be taken \
         for a save. Write it somewhere else (your home folder, for example)",
        .0.display()
    )]
    OutInProfile(PathBuf),

    /// An export was asked to be written over a folder.
    #[error("{} is a folder; name the file to write in it", .0.display())]
    OutIsFolder(PathBuf),

    /// The archive to import is not a usable Malice archive.
    #[error("{} is not a Malice archive that can be imported: {reason}", .path.display())]
    BadArchive {
        /// The archive.
        path: PathBuf,
        /// Why it was refused.
        reason: String,
    },

    /// An import would overwrite a profile that already has saves.
    #[error(
        "the profile \"{0}\" already has saves; import into a new or empty profile, \
         or choose to replace its files"
    )]
    ProfileNotEmpty(String),
}

/// The plain-words reason for an I/O error.
pub(crate) fn plain(error: &io::Error) -> String {
    use io::ErrorKind as K;
    match error.kind() {
        K::StorageFull => "the disk is full".to_owned(),
        K::QuotaExceeded => "the disk quota is used up".to_owned(),
        K::PermissionDenied => "permission was refused (the folder may be read-only)".to_owned(),
        K::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        K::NotFound => "the file or its folder does not exist".to_owned(),
        _ => error.to_string(),
    }
}

/// Who holds a profile and what to do, in words (never a process id).
fn locked_message(profile: &str, holder: Option<&LockHolder>) -> String {
    let Some(holder) = holder else {
        return format!(
            "another Malice is using the profile \"{profile}\": close it, then try again (or \
             choose another profile)"
        );
    };
    let since = holder.since_text();
    match &holder.role {
        Some(Role::App) => format!(
            "the profile \"{profile}\" is open in a Malice window (since {since}): close that \
             window, then try again (or choose another profile)"
        ),
        Some(Role::Command(words)) => format!(
            "the command line is using the profile \"{profile}\" (`malice {words}`, since \
             {since}): let that command finish, or stop it, then try again"
        ),
        None => format!(
            "another Malice is using the profile \"{profile}\" (since {since}): close it, then \
             try again (or choose another profile)"
        ),
    }
}

/// Why a save was refused in a profile opened only to read.
fn beside_message(profile: &str, holder: Option<&LockHolder>) -> String {
    let who = holder.map_or("another Malice".to_owned(), ToString::to_string);
    format!(
        "the profile \"{profile}\" was opened only to read, beside {who}, which is using \
         it; nothing was saved"
    )
}
