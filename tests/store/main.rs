//! The store: paths and profiles, atomic writes and backups, versioned records, locks, a
//! read-only profile, archives and imports, tidying after a killed Malice, the data folder's
//! environment variable, and board-game matches kept in a profile. One test binary; each old test
//! file is a module.

#[path = "../support/binary.rs"]
#[allow(dead_code)]
mod binary;
#[path = "../support/bounded.rs"]
#[allow(dead_code)]
mod bounded;
#[path = "../support/cases.rs"]
mod cases;
#[path = "../support/child.rs"]
#[allow(dead_code)]
mod child;
#[path = "../support/one_at_a_time.rs"]
#[allow(dead_code)]
mod one_at_a_time;

mod archive;
mod atomic;
mod backup;
mod checksum;
mod default_root;
mod import;
mod import_layout;
mod killed_writer;
mod load_time;
mod lock;
mod lock_process;
mod matches_profile;
mod paths;
mod read_only;
mod records;
mod records_versions;
mod tidy;
