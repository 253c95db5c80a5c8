//! Journal export: Markdown (plain, no raw HTML), and one standalone HTML page (no external
//! assets, printable, each card shown as its small 1909 face embedded once in the page, each
//! entry's mechanics folded under its summary line). Both
//! run oldest first, as the table and the journal screen do, and both can leave the mechanics
//! out so that only the player's prose, the cards and the prompts remain.

use std::fmt::Write;

use super::entries::Entry;
use crate::art::{self, Width};
use crate::tarot::card::{Card, CardSet, Suit};

/// A note of the player's, as exported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoteView {
    /// The entry it belongs to (`None`: a note on the whole delve).
    pub entry: Option<usize>,
    /// The player's words, exactly as written.
    pub text: String,
    /// When it was written, already formatted for the reader.
    pub when: String,
}

/// An entry of the player's own, as exported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnEntry {
    /// Its record's id (to edit it).
    pub id: String,
    /// In a delve: the journal entry it follows (`None`: before the first).
    pub after: Option<usize>,
    /// Its heading, as the player wrote it (empty: none).
    pub title: String,
    /// The player's words, exactly as written.
    pub text: String,
    /// When it was written, already formatted for the reader.
    pub when: String,
}

impl OwnEntry {
    /// Its heading: the player's, else when it was written.
    pub fn heading(&self) -> String {
        if self.title.trim().is_empty() {
            format!("Your entry, {}", self.when)
        } else {
            self.title.trim().to_string()
        }
    }
}

/// An entry of the player's own on the adventurer's page, placed among the delves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageEntry {
    /// The delve it comes before (the number of delves: after them all).
    pub before: usize,
    /// The entry.
    pub entry: OwnEntry,
}

/// One delve's journal, ready to export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DelveJournal {
    /// A heading: "Delve 3 — 2026-11-22".
    pub title: String,
    /// A line under it: seed, rules, mode.
    pub subtitle: String,
    /// How it ended, in words.
    pub outcome: String,
    /// The entries.
    pub entries: Vec<Entry>,
    /// The player's notes.
    pub notes: Vec<NoteView>,
    /// The player's own entries in it.
    pub own: Vec<OwnEntry>,
}

impl DelveJournal {
    /// The player's own entries that follow entry `at` (`None`: that come before the first);
    /// one placed after an entry no longer there (an answer taken back) follows the last.
    pub fn own_after(&self, at: Option<usize>) -> impl Iterator<Item = &OwnEntry> {
        let last = self.entries.len().checked_sub(1);
        self.own.iter().filter(move |own| {
            let placed = match (own.after, last) {
                (Some(after), Some(last)) => Some(after.min(last)),
                (Some(_), None) | (None, _) => None,
            };
            placed == at
        })
    }
}

/// A whole export: one delve or a career.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalDoc {
    /// The page title: the adventurer's name.
    pub title: String,
    /// A line under it.
    pub subtitle: String,
    /// The delves, oldest first.
    pub delves: Vec<DelveJournal>,
    /// The player's own entries on the adventurer's page, among the delves.
    pub pages: Vec<PageEntry>,
}

impl JournalDoc {
    /// The page entries that come before delve `index` (the number of delves: after all).
    pub fn pages_before(&self, index: usize) -> impl Iterator<Item = &OwnEntry> {
        let count = self.delves.len();
        self.pages
            .iter()
            .filter(move |p| p.before.min(count) == index)
            .map(|p| &p.entry)
    }
}

/// What an export shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportOptions {
    /// Leave out the mechanics (summary lines, events, dice): titles, prompts and notes only.
    pub hide_mechanics: bool,
    /// Show every entry's prompt, answered or not (else only the prompts the player wrote
    /// under).
    pub show_prompts: bool,
}

impl ExportOptions {
    /// The prompt of `entry` to show: the player wrote under it, or every prompt is shown.
    pub fn prompt<'a>(&self, entry: &'a Entry, notes: &[NoteView]) -> Option<&'a str> {
        let answered = notes.iter().any(|n| n.entry == Some(entry.index));
        entry
            .prompt
            .as_deref()
            .filter(|_| answered || self.show_prompts)
    }
}

/// The journal as Markdown, mechanics shown. Notes are block quotes holding the player's words
/// unchanged.
pub fn markdown(doc: &JournalDoc) -> String {
    markdown_with(doc, ExportOptions::default())
}

/// The journal as Markdown: headings, italics, lists and block quotes only (no raw HTML).
pub fn markdown_with(doc: &JournalDoc, options: ExportOptions) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", doc.title);
    if !doc.subtitle.is_empty() {
        let _ = writeln!(out, "{}\n", doc.subtitle);
    }
    for (index, delve) in doc.delves.iter().enumerate() {
        for page in doc.pages_before(index) {
            markdown_own(&mut out, "##", page);
        }
        let _ = writeln!(out, "## {}\n", delve.title);
        let _ = writeln!(out, "*{}* — **{}**\n", delve.subtitle, delve.outcome);
        for note in delve.notes.iter().filter(|n| n.entry.is_none()) {
            markdown_note(&mut out, note);
        }
        for own in delve.own_after(None) {
            markdown_own(&mut out, "###", own);
        }
        for entry in &delve.entries {
            let glyph = entry.card.map(card_text).unwrap_or_default();
            let _ = writeln!(out, "### {}{}\n", entry.title, glyph);
            if let Some(prompt) = options.prompt(entry, &delve.notes) {
                let _ = writeln!(out, "*{prompt}*\n");
            }
            if !options.hide_mechanics {
                if !entry.summary.is_empty() {
                    let _ = writeln!(out, "**{}**\n", entry.summary);
                }
                for line in &entry.lines {
                    let _ = writeln!(out, "- {line}");
                }
                if !entry.details.is_empty() {
                    let _ = writeln!(out, "- The dice:");
                    for detail in &entry.details {
                        let _ = writeln!(out, "  - {detail}");
                    }
                }
                if !entry.lines.is_empty() || !entry.details.is_empty() {
                    out.push('\n');
                }
                if !entry.aftermath.is_empty() {
                    let _ = writeln!(out, "*{AFTERMATH}*\n");
                    for line in &entry.aftermath {
                        let _ = writeln!(out, "- {line}");
                    }
                    out.push('\n');
                }
            }
            for note in delve.notes.iter().filter(|n| n.entry == Some(entry.index)) {
                markdown_note(&mut out, note);
            }
            for own in delve.own_after(Some(entry.index)) {
                markdown_own(&mut out, "###", own);
            }
        }
    }
    for page in doc.pages_before(doc.delves.len()) {
        markdown_own(&mut out, "##", page);
    }
    out
}

/// An entry of the player's own: its heading, then their words exactly as written.
fn markdown_own(out: &mut String, level: &str, own: &OwnEntry) {
    let _ = writeln!(out, "{level} {}\n", own.heading());
    if !own.text.trim().is_empty() {
        let _ = writeln!(out, "{}\n", own.text.trim_end());
    }
}

fn markdown_note(out: &mut String, note: &NoteView) {
    let _ = writeln!(out, "> **Note** ({})", note.when);
    let _ = writeln!(out, ">");
    for line in note.text.split('\n') {
        let _ = writeln!(out, "> {line}");
    }
    out.push('\n');
}

/// The card as a short text tag for Markdown: " (♥ Queen of Cups)".
fn card_text(card: Card) -> String {
    let symbol = match card.suit() {
        Some(Suit::Cups) => "♥",
        Some(Suit::Swords) => "⚔",
        Some(Suit::Wands) => "⚚",
        Some(Suit::Pentacles) => "⛤",
        None => "✶",
    };
    format!(" {symbol}")
}

/// Escapes text for HTML (element content and quoted attributes).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = r#"
:root { --ink: #2b2118; --paper: #f7f1e3; --rule: #c9b99a; --accent: #7a1f1f; --soft: #6b5d4d; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem 4rem; background: var(--paper);
  color: var(--ink); font: 17px/1.55 Georgia, "Times New Roman", serif; }
h1 { font-size: 2rem; margin: 0 0 .25rem; letter-spacing: .02em; }
h2 { margin-top: 2.5rem; border-bottom: 2px solid var(--accent); padding-bottom: .2rem; }
h3 { display: flex; align-items: center; gap: .5rem; margin: 1.6rem 0 .4rem; font-size: 1.1rem; }
.sub { color: var(--soft); font-style: italic; }
.outcome { font-weight: bold; color: var(--accent); }
.prompt { color: var(--soft); font-style: italic; margin: .2rem 0 .4rem; }
.aftermath { color: var(--accent); font-style: italic; margin: .6rem 0 .2rem; }
ul { margin: .3rem 0; padding-left: 1.2rem; }
details { margin: .3rem 0 .6rem; }
summary { cursor: pointer; color: var(--soft); }
li.dice { color: var(--soft); font-size: .92rem; }
blockquote { margin: .6rem 0; padding: .5rem .9rem; border-left: 4px solid var(--accent);
  background: #fffaf0; white-space: pre-wrap; }
blockquote .when { display: block; font-size: .8rem; color: var(--soft); white-space: normal; }
.own .when { font-size: .8rem; color: var(--soft); margin: 0; }
.own .words { white-space: pre-wrap; margin: .3rem 0 .8rem; }
.card { display: inline-block; width: 2.2rem; height: 3.8rem; flex: none; border-radius: .2rem;
  border: 1px solid rgba(43,33,24,.55); box-shadow: 0 1px 3px rgba(0,0,0,.28);
  background: #f3ead6 center / 100% 100% no-repeat; print-color-adjust: exact;
  -webkit-print-color-adjust: exact; }
@media print {
  body { background: #fff; max-width: none; padding: 0; font-size: 11pt; }
  details > *:not(summary) { display: block; }
  h2 { break-before: page; } h2:first-of-type { break-before: avoid; }
  h3, blockquote { break-inside: avoid; }
}
"#;

/// The faces of the cards the page shows, each embedded once as a class of its own.
fn face_styles(doc: &JournalDoc) -> String {
    let mut used = CardSet::EMPTY;
    for entry in doc.delves.iter().flat_map(|d| &d.entries) {
        if let Some(card) = entry.card {
            used.insert(card);
        }
    }
    let mut out = String::new();
    for card in used.iter() {
        let _ = writeln!(
            out,
            ".f-{} {{ background-image: url({}); }}",
            card.code(),
            art::data_url(card, Width::Thumb)
        );
    }
    out
}

/// A card as its small face, named for screen readers and on hover.
fn card_html(card: Card) -> String {
    let title = escape_html(&card.name());
    format!(
        r#"<span class="card f-{}" role="img" title="{title}" aria-label="{title}"></span>"#,
        card.code()
    )
}

fn html_note(out: &mut String, note: &NoteView) {
    let _ = write!(
        out,
        r#"<blockquote class="note"><span class="when">Note, {}</span>{}</blockquote>"#,
        escape_html(&note.when),
        escape_html(&note.text)
    );
    out.push('\n');
}

/// The journal as one standalone HTML page, mechanics shown (folded).
pub fn html(doc: &JournalDoc) -> String {
    html_with(doc, ExportOptions::default())
}

/// The journal as one standalone HTML page.
pub fn html_with(doc: &JournalDoc, options: ExportOptions) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{STYLE}{}</style>\n</head>\n<body>\n",
        escape_html(&doc.title),
        face_styles(doc)
    );
    let _ = writeln!(out, "<h1>{}</h1>", escape_html(&doc.title));
    if !doc.subtitle.is_empty() {
        let _ = writeln!(out, r#"<p class="sub">{}</p>"#, escape_html(&doc.subtitle));
    }
    for (index, delve) in doc.delves.iter().enumerate() {
        for page in doc.pages_before(index) {
            html_own(&mut out, "h2", page);
        }
        let _ = writeln!(out, "<section>\n<h2>{}</h2>", escape_html(&delve.title));
        let _ = writeln!(
            out,
            r#"<p class="sub">{} — <span class="outcome">{}</span></p>"#,
            escape_html(&delve.subtitle),
            escape_html(&delve.outcome)
        );
        for note in delve.notes.iter().filter(|n| n.entry.is_none()) {
            html_note(&mut out, note);
        }
        for own in delve.own_after(None) {
            html_own(&mut out, "h3", own);
        }
        for entry in &delve.entries {
            let glyph = entry.card.map(card_html).unwrap_or_default();
            let _ = writeln!(
                out,
                "<article>\n<h3>{glyph}{}</h3>",
                escape_html(&entry.title)
            );
            if let Some(prompt) = options.prompt(entry, &delve.notes) {
                let _ = writeln!(out, r#"<p class="prompt">{}</p>"#, escape_html(prompt));
            }
            if !options.hide_mechanics {
                html_mechanics(&mut out, entry);
            }
            for note in delve.notes.iter().filter(|n| n.entry == Some(entry.index)) {
                html_note(&mut out, note);
            }
            out.push_str("</article>\n");
            for own in delve.own_after(Some(entry.index)) {
                html_own(&mut out, "h3", own);
            }
        }
        out.push_str("</section>\n");
    }
    for page in doc.pages_before(doc.delves.len()) {
        html_own(&mut out, "h2", page);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// An entry of the player's own: its heading, when it was written, and the words.
fn html_own(out: &mut String, level: &str, own: &OwnEntry) {
    let _ = writeln!(
        out,
        r#"<article class="own"><{level}>{}</{level}><p class="when">{}</p><div class="words">{}</div></article>"#,
        escape_html(&own.heading()),
        escape_html(&own.when),
        escape_html(own.text.trim_end())
    );
}

/// An entry's mechanics: its summary line, with the events and the dice folded under it.
fn html_mechanics(out: &mut String, entry: &Entry) {
    if entry.lines.is_empty() && entry.details.is_empty() {
        return;
    }
    let summary = if entry.summary.is_empty() {
        "What happened".to_string()
    } else {
        escape_html(&entry.summary)
    };
    let _ = writeln!(out, "<details><summary>{summary}</summary><ul>");
    for line in &entry.lines {
        let _ = writeln!(out, "<li>{}</li>", escape_html(line));
    }
    for detail in &entry.details {
        let _ = writeln!(out, r#"<li class="dice">{}</li>"#, escape_html(detail));
    }
    out.push_str("</ul></details>\n");
    if !entry.aftermath.is_empty() {
        let _ = writeln!(out, r#"<p class="aftermath">{AFTERMATH}</p><ul>"#);
        for line in &entry.aftermath {
            let _ = writeln!(out, "<li>{}</li>", escape_html(line));
        }
        out.push_str("</ul>\n");
    }
}

/// The heading of a death's aftermath: where the cards went.
pub const AFTERMATH: &str = "What became of your cards";
