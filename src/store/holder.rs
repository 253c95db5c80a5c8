//! Who holds a profile: the process id and time written in its lock file.

use std::fmt;

use chrono::{DateTime, Local, Utc};

/// Who holds a profile, as written in its lock file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockHolder {
    /// The holder's process id.
    pub pid: u32,
    /// When it took the lock.
    pub since: DateTime<Utc>,
}

impl LockHolder {
    /// This process, now.
    pub fn this_process() -> LockHolder {
        LockHolder {
            pid: std::process::id(),
            since: Utc::now(),
        }
    }

    /// The lock file's contents naming this holder.
    pub fn to_text(&self) -> String {
        format!(
            "pid = {}\nsince = \"{}\"\n",
            self.pid,
            self.since.to_rfc3339()
        )
    }

    /// Reads a holder from a lock file's contents; `None` if they do not say.
    pub fn from_text(text: &str) -> Option<LockHolder> {
        let table: toml::Table = text.parse().ok()?;
        let pid = u32::try_from(table.get("pid")?.as_integer()?).ok()?;
        let since = table.get("since")?.as_str()?.parse().ok()?;
        Some(LockHolder { pid, since })
    }
}

impl fmt::Display for LockHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let since = self.since.with_timezone(&Local).format("%Y-%m-%d %H:%M");
        write!(f, "process {}, since {since}", self.pid)
    }
}
