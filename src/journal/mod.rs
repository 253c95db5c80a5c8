//! The journal: a delve's events told as readable entries, the player's notes beside them, and
//! export to Markdown and to a standalone HTML page.

pub mod advice;
pub mod describe;
pub mod effects;
pub mod ending;
pub mod entries;
pub mod export;
pub mod face;
pub mod odds;
pub mod oracle;
pub mod preview;
pub mod prompts;
pub mod summary;

pub use describe::{describe, describe_all, outcome};
pub use entries::{Context, Entry, EntryKind, entries, entries_in};
pub use export::{
    DelveJournal, ExportOptions, JournalDoc, NoteView, OwnEntry, PageEntry, html, html_with,
    markdown, markdown_with,
};
