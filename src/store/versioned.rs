//! The file format: one human-readable TOML file per record, with a top-level `version`, and
//! a last line `# checksum crc32 <8 hex digits>` of everything before it: a bit flipped on the
//! disk, or a file cut short, is found when it is loaded and the file set aside. The line is
//! a TOML comment, so an older Malice reads the file as it did; a file without it (written
//! by an older Malice) still loads, and gains one the next time it is saved.

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::problem::ProblemReason;

/// The top-level key holding a file's save format version.
pub const VERSION_KEY: &str = "version";
/// How a record file's last line begins: its checksum follows, in 8 lowercase hex digits.
pub const CHECKSUM_LINE: &str = "# checksum crc32 ";

/// A kind of record the store keeps, one TOML file per record.
///
/// The store writes the record's fields at the top level of the file, after a
/// `version = VERSION` line, so the record's own type must not have a top-level field named
/// `version`.
pub trait Record: Serialize + DeserializeOwned {
    /// The folder the files of this kind live in, e.g. `"adventurers"`.
    const KIND: &'static str;
    /// The save format version this build writes; files with a lower version are migrated.
    const VERSION: u32;
    /// Whether saving over a record first keeps the old file in `backups/` (last 5).
    const KEEP_BACKUPS: bool = false;

    /// Brings a file's contents (without the `version` key) from save format `from` to
    /// `from + 1`. Called once per step, so a version 1 file read by a version 3 build goes
    /// through `migrate(1, ..)` then `migrate(2, ..)`. The default knows no older formats.
    fn migrate(from: u32, _table: toml::Table) -> Result<toml::Table, String> {
        Err(format!(
            "this version of Malice cannot read save format {from}"
        ))
    }

    /// Checks a loaded record; an `Err` sets the file aside with this message as the reason.
    fn validate(&self) -> Result<(), String> {
        Ok(())
    }
}

#[derive(Serialize)]
struct Versioned<'a, R> {
    version: u32,
    #[serde(flatten)]
    record: &'a R,
}

/// The file contents for a record: `version = R::VERSION` followed by the record's fields
/// in their declared order. Fails if the record is not a TOML table or has its own top-level
/// `version` field.
pub fn encode<R: Record>(record: &R) -> Result<String, String> {
    let fields = toml::Table::try_from(record).map_err(|error| error.to_string())?;
    if fields.contains_key(VERSION_KEY) {
        return Err(format!(
            "a record may not have its own `{VERSION_KEY}` field"
        ));
    }
    let mut text = toml::to_string(&Versioned {
        version: R::VERSION,
        record,
    })
    .map_err(|error| error.to_string())?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    let sum = crc32fast::hash(text.as_bytes());
    text.push_str(&format!("{CHECKSUM_LINE}{sum:08x}\n"));
    Ok(text)
}

/// A record file's text without its checksum line, as someone editing it by hand would leave
/// it: it then loads as a file of an older Malice does, and gains a checksum when next saved.
pub fn without_checksum(text: &str) -> String {
    text.lines()
        .filter(|line| !line.starts_with(CHECKSUM_LINE))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// The contents of a record file without its checksum line, once the checksum is found to
/// match; a file without one (an older Malice's) whole. A file whose last line is a comment
/// but not a matching checksum was damaged ([`ProblemReason::Damaged`]); so was one whose
/// checksum line was itself damaged. A last line starting with `#` inside a multi-line text
/// of an older Malice's file is part of the text, not a checksum.
pub fn checked(bytes: &[u8]) -> Result<&[u8], ProblemReason> {
    let damaged = || ProblemReason::Damaged { backup: None };
    let without_end = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let start = without_end
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let (body, last) = bytes.split_at(start);
    if !last.starts_with(b"#") {
        return Ok(bytes);
    }
    let sum = last
        .strip_prefix(CHECKSUM_LINE.as_bytes())
        .and_then(|rest| rest.strip_suffix(b"\n"))
        .filter(|hex| {
            hex.len() == 8
                && hex
                    .iter()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b))
        })
        .and_then(|hex| std::str::from_utf8(hex).ok())
        .and_then(|hex| u32::from_str_radix(hex, 16).ok());
    match sum {
        Some(sum) if sum == crc32fast::hash(body) => Ok(body),
        Some(_) => Err(damaged()),
        // Not a checksum line: a damaged one (the rest reads as TOML without it), or the end
        // of a multi-line text in an older Malice's file (the rest does not).
        None => {
            let rest_reads =
                std::str::from_utf8(body).is_ok_and(|rest| rest.parse::<toml::Table>().is_ok());
            if rest_reads {
                Err(damaged())
            } else {
                Ok(bytes)
            }
        }
    }
}

/// Reads a record from a file's bytes: checks the checksum ([`checked`]) and the version,
/// migrates older files step by step, deserializes and validates. The error says why the
/// file cannot be used.
pub fn decode<R: Record>(bytes: &[u8]) -> Result<R, ProblemReason> {
    let bytes = checked(bytes)?;
    let text = std::str::from_utf8(bytes).map_err(|_| ProblemReason::NotText)?;
    // Fast path for files as this build writes them: `version = <current>` on the first
    // line, then the fields. Deserializing straight from the text skips building a table.
    // TOML forbids a second `version` key, so a file that deserializes this way really is
    // at the current version; anything else takes the full path below for its reason.
    if first_line_version(text) == Some(R::VERSION)
        && let Ok(record) = toml::from_str::<R>(text)
    {
        record.validate().map_err(ProblemReason::Invalid)?;
        return Ok(record);
    }
    let mut table: toml::Table = text
        .parse()
        .map_err(|error: toml::de::Error| ProblemReason::BadToml(located(text, &error)))?;
    let mut version = match table.remove(VERSION_KEY) {
        None => return Err(ProblemReason::MissingVersion),
        Some(toml::Value::Integer(n)) => u32::try_from(n)
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| ProblemReason::BadVersion(n.to_string()))?,
        Some(other) => return Err(ProblemReason::BadVersion(other.to_string())),
    };
    if version > R::VERSION {
        return Err(ProblemReason::TooNew {
            found: version,
            known: R::VERSION,
        });
    }
    while version < R::VERSION {
        table = R::migrate(version, table).map_err(|message| ProblemReason::MigrationFailed {
            from: version,
            message,
        })?;
        version += 1;
    }
    let record: R = table
        .try_into()
        .map_err(|error: toml::de::Error| ProblemReason::DoesNotFit(error.message().to_owned()))?;
    record.validate().map_err(ProblemReason::Invalid)?;
    Ok(record)
}

/// The version on a first line of exactly `version = <digits>`, as [`encode`] writes it.
fn first_line_version(text: &str) -> Option<u32> {
    let line = text.lines().next()?;
    let digits = line.strip_prefix(VERSION_KEY)?.strip_prefix(" = ")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A TOML error's message with the line it is on, on one line.
fn located(text: &str, error: &toml::de::Error) -> String {
    let message = error.message().trim().replace('\n', " ");
    match error.span() {
        Some(span) => {
            let line = text.as_bytes()[..span.start.min(text.len())]
                .iter()
                .filter(|&&b| b == b'\n')
                .count()
                + 1;
            format!("line {line}: {message}")
        }
        None => message,
    }
}
