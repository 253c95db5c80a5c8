//! The story on an adventurer's journal page: each delve with its entries oldest first, the
//! player's notes in a serif, the mechanics in a quieter line (or hidden), the player's own
//! entries where they wrote them, all filtered by the search words with every hit marked.

use iced::widget::{Column, column, text};
use iced::{Element, Fill};

use crate::journal::{ExportOptions, JournalDoc};
use crate::ui::theme::{SANS, SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

use super::marks::{holds, marked, plain};
use super::own::{self, Writing};

/// The story as the page shows it, found by `needle` (lower case; empty: everything), with
/// the entry `writing` edits in its editor, everything `k` times its size (the page grows
/// in a wide room); and how many entries the search finds.
pub fn list<'a>(
    doc: &'a Result<JournalDoc, String>,
    needle: &str,
    writing: Option<&'a Writing>,
    options: ExportOptions,
    k: f32,
) -> (Element<'a, own::Message>, usize) {
    let (small, body, large) = (size::SMALL * k, size::BODY * k, size::LARGE * k);
    let mut list = column![].spacing(18.0 * k);
    // How many entries the search finds (all of them with no search words).
    let mut found = 0;
    // The player's own entries the search finds, each as it was written.
    let own_found = |own: &&crate::journal::OwnEntry| {
        needle.is_empty() || holds(&own.title, needle) || holds(&own.text, needle)
    };
    match doc {
        Ok(doc) => {
            if doc.delves.is_empty() && doc.pages.is_empty() {
                list = list.push(text("No delves yet.").size(body));
            }
            for (index, delve) in doc.delves.iter().enumerate() {
                for page_entry in doc.pages_before(index).filter(own_found) {
                    found += 1;
                    list = list.push(own::view(writing, page_entry, k));
                }
                let mut block = column![
                    text(format!("{} — {}", delve.title, delve.outcome))
                        .font(SERIF)
                        .size(size::TITLE * k),
                    text(delve.subtitle.clone())
                        .size(small)
                        .style(style::text::soft),
                ]
                .spacing(6.0 * k);
                let mut any = false;
                for own in delve.own_after(None).filter(own_found) {
                    found += 1;
                    any = true;
                    block = block.push(own::view(writing, own, k));
                }
                for entry in &delve.entries {
                    let own: Vec<&crate::journal::OwnEntry> = delve
                        .own_after(Some(entry.index))
                        .filter(own_found)
                        .collect();
                    let notes: Vec<&str> = delve
                        .notes
                        .iter()
                        .filter(|n| n.entry == Some(entry.index))
                        .map(|n| n.text.as_str())
                        .collect();
                    // The player's own entries after it show whatever becomes of it.
                    let own_after = |mut block: Column<'a, own::Message>| {
                        for own in &own {
                            block = block.push(own::view(writing, own, k));
                        }
                        block
                    };
                    found += own.len();
                    any |= !own.is_empty();
                    // With the mechanics hidden, an entry without notes is only its prompt:
                    // nothing the player wrote, so it goes too.
                    if options.hide_mechanics && notes.is_empty() {
                        block = own_after(block);
                        continue;
                    }
                    let lines = (!options.hide_mechanics && !entry.lines.is_empty()).then(|| {
                        let mut lines = entry.lines.join(" ");
                        if !entry.aftermath.is_empty() {
                            lines.push(' ');
                            lines.push_str(&entry.aftermath.join(" "));
                        }
                        lines
                    });
                    let matches = needle.is_empty()
                        || holds(&entry.title, needle)
                        || lines.as_ref().is_some_and(|l| holds(l, needle))
                        || notes.iter().any(|n| holds(n, needle));
                    if !matches {
                        block = own_after(block);
                        continue;
                    }
                    found += 1;
                    any = true;
                    let mut e = column![marked(&entry.title, needle, (SERIF, large, plain))]
                        .spacing(3.0 * k);
                    if let Some(prompt) = options.prompt(entry, &delve.notes) {
                        e = e.push(
                            text(prompt.to_string())
                                .font(SERIF_ITALIC)
                                .size(body)
                                .style(style::text::soft),
                        );
                    }
                    for note in notes {
                        e = e.push(marked(note, needle, (SERIF, large, plain)));
                    }
                    if let Some(lines) = &lines {
                        e = e.push(marked(lines, needle, (SANS, small, style::text::soft)));
                    }
                    block = block.push(card::in_margin(entry.card, e.width(Fill)));
                    block = own_after(block);
                }
                let loose: Vec<&str> = delve
                    .notes
                    .iter()
                    .filter(|n| n.entry.is_none() && (needle.is_empty() || holds(&n.text, needle)))
                    .map(|n| n.text.as_str())
                    .collect();
                for note in loose {
                    found += 1;
                    any = true;
                    block = block.push(marked(note, needle, (SERIF, large, plain)));
                }
                // A search shows only the delves it finds something in.
                if any || needle.is_empty() {
                    list = list.push(block);
                }
            }
            for page_entry in doc.pages_before(doc.delves.len()).filter(own_found) {
                found += 1;
                list = list.push(own::view(writing, page_entry, k));
            }
        }
        Err(error) => list = list.push(text(error.as_str()).size(size::PLAIN * k)),
    }
    // Room on the right for the scrollbar.
    let list = list.width(Fill).padding(iced::Padding::ZERO.right(4));
    (list.into(), found)
}
