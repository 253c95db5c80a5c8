//! The save system: profiles, versioned TOML records, atomic writes, quarantine, backups,
//! the profile lock and archives. Generic: the records themselves (adventurers, delves,
//! journals, matches) implement [`Record`] elsewhere.
//!
//! [`Home`] is the data folder and its profiles; [`Store`] is one open (locked) profile.

mod apply;
pub mod archive;
pub mod atomic;
pub mod backup;
pub mod error;
pub mod holder;
pub mod home;
pub mod import;
pub mod location;
pub mod lock;
pub mod out;
pub mod paths;
pub mod problem;
pub mod profile;
pub mod quarantine;
pub mod versioned;

pub use archive::Exported;
pub use error::StoreError;
pub use holder::{LockHolder, Role, set_role};
pub use home::Home;
pub use import::ImportMode;
pub use location::{FolderChoice, data_root};
pub use lock::{Access, ProfileLock};
pub use paths::{ProfileName, ProfilePaths, RecordId, default_root};
pub use problem::{Disposal, Problem, ProblemReason};
pub use profile::{LoadedAll, Store};
pub use versioned::Record;
