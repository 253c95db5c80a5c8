//! Who holds a profile: what the Malice that holds it is (the app, or which command of the
//! command line), since when, and its process id, as written in the profile's lock file.

use std::fmt;
use std::sync::OnceLock;

use chrono::{DateTime, Local, Utc};

/// The longest command a lock file may name (anything longer is not one of ours).
const MAX_COMMAND_CHARS: usize = 40;

/// What a Malice process is, as its lock files tell the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// The desktop app.
    App,
    /// The command line, running this command (its words, such as `game play`).
    Command(String),
}

static ROLE: OnceLock<Role> = OnceLock::new();

/// Says, once and before any profile is opened, what this process is, for the lock files it
/// takes: another Malice refused a profile is then told what holds it. Later calls change
/// nothing.
pub fn set_role(role: Role) {
    let _ = ROLE.set(role);
}

/// Who holds a profile, as written in its lock file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockHolder {
    /// The holder's process id.
    pub pid: u32,
    /// When it took the lock.
    pub since: DateTime<Utc>,
    /// What it is, when it said (an older Malice does not).
    pub role: Option<Role>,
    /// Whether it only looks, holding the profile for a moment to put in order what a killed
    /// Malice left: a writer refused by it waits and tries again.
    pub looking: bool,
}

impl LockHolder {
    /// This process, now.
    pub fn this_process() -> LockHolder {
        LockHolder {
            pid: std::process::id(),
            since: Utc::now(),
            role: ROLE.get().cloned(),
            looking: false,
        }
    }

    /// The lock file's contents naming this holder.
    pub fn to_text(&self) -> String {
        let mut table = toml::Table::new();
        table.insert("pid".into(), i64::from(self.pid).into());
        table.insert("since".into(), self.since.to_rfc3339().into());
        match &self.role {
            Some(Role::App) => {
                table.insert("role".into(), "app".into());
            }
            Some(Role::Command(words)) => {
                table.insert("role".into(), "command".into());
                table.insert("command".into(), words.as_str().into());
            }
            None => {}
        }
        if self.looking {
            table.insert("looking".into(), true.into());
        }
        table.to_string()
    }

    /// Reads a holder from a lock file's contents; `None` if they do not say who. A role
    /// that cannot be read is left out.
    pub fn from_text(text: &str) -> Option<LockHolder> {
        let table: toml::Table = text.parse().ok()?;
        let pid = u32::try_from(table.get("pid")?.as_integer()?).ok()?;
        let since = table.get("since")?.as_str()?.parse().ok()?;
        let role = match table.get("role").and_then(toml::Value::as_str) {
            Some("app") => Some(Role::App),
            Some("command") => table
                .get("command")
                .and_then(toml::Value::as_str)
                .filter(|words| is_command(words))
                .map(|words| Role::Command(words.to_owned())),
            _ => None,
        };
        let looking = table
            .get("looking")
            .and_then(toml::Value::as_bool)
            .unwrap_or(false);
        Some(LockHolder {
            pid,
            since,
            role,
            looking,
        })
    }

    /// When it took the lock, in local time, for messages.
    pub fn since_text(&self) -> String {
        self.since
            .with_timezone(&Local)
            .format("%Y-%m-%d %H:%M")
            .to_string()
    }
}

/// Whether `words` can be a command's words: short, lowercase letters, digits, `-` and spaces.
fn is_command(words: &str) -> bool {
    !words.is_empty()
        && words.chars().count() <= MAX_COMMAND_CHARS
        && words
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == ' ')
}

impl fmt::Display for LockHolder {
    /// What holds the profile, in words: "a Malice window", "the command line (`malice game
    /// play`)", or "another Malice" when the lock file does not say.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.role {
            Some(Role::App) => f.write_str("a Malice window"),
            Some(Role::Command(words)) => write!(f, "the command line (`malice {words}`)"),
            None => f.write_str("another Malice"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LockHolder, Role};

    fn holder(role: Option<Role>) -> LockHolder {
        LockHolder {
            pid: 42,
            since: "2026-01-02T03:04:05Z".parse().unwrap_or_default(),
            role,
            looking: false,
        }
    }

    #[test]
    fn a_holder_reads_back_what_it_wrote_and_says_what_it_is_without_its_process_id() {
        let roles = [
            (Some(Role::App), "a Malice window"),
            (
                Some(Role::Command("game play".into())),
                "the command line (`malice game play`)",
            ),
            (None, "another Malice"),
        ];
        for (role, said) in roles {
            let written = holder(role);
            assert_eq!(
                LockHolder::from_text(&written.to_text()),
                Some(written.clone())
            );
            assert_eq!(written.to_string(), said);
            assert!(!written.to_string().contains("42"));
            let looking = LockHolder {
                looking: true,
                ..written.clone()
            };
            assert_eq!(LockHolder::from_text(&looking.to_text()), Some(looking));
        }
    }

    #[test]
    fn a_lock_file_of_an_older_malice_or_a_strange_command_names_no_role() {
        let older = "pid = 7\nsince = \"2026-01-02T03:04:05Z\"\n";
        assert_eq!(LockHolder::from_text(older).map(|h| h.role), Some(None));
        let strange = format!("{older}role = \"command\"\ncommand = \"rm -rf /\\n\"\n");
        assert_eq!(LockHolder::from_text(&strange).map(|h| h.role), Some(None));
        assert_eq!(LockHolder::from_text("not a lock file"), None);
    }
}
