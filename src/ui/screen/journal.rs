//! One adventurer's journal: every delve's entries and the notes, search, and export.

use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use std::path::PathBuf;

use crate::journal::JournalDoc;
use crate::store::RecordId;

use crate::ui::route::{Format, Route};

/// What the journal screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// The search words.
    SearchChanged(String),
    /// Export this journal.
    Export(Format),
}

super::navigate!(Message);

/// The journal screen's own state: whose journal, the journal as built when the screen
/// opened (or why it could not be), the search words, and where it was last exported.
#[derive(Clone, Debug)]
pub struct State {
    owner: RecordId,
    name: String,
    doc: Result<JournalDoc, String>,
    search: String,
    exported: Option<PathBuf>,
}

impl State {
    /// The journal of `owner` (called `name`), as built from the saved delves.
    pub fn new(owner: RecordId, name: String, doc: Result<JournalDoc, String>) -> State {
        State {
            owner,
            name,
            doc,
            search: String::new(),
            exported: None,
        }
    }

    /// Whose journal this is.
    pub fn owner(&self) -> &RecordId {
        &self.owner
    }

    /// Notes where the journal was just exported.
    pub fn exported(&mut self, path: PathBuf) {
        self.exported = Some(path);
    }
}

/// What the app must do after a message.
#[derive(Clone, Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Export the journal (the app asks where).
    Export(Format),
}

/// Takes a message: keeps the search words, and says what the app must do.
pub fn update(state: &mut State, message: Message) -> Action {
    match message {
        Message::Go(screen) => Action::Go(screen),
        Message::ToggleShortcuts => Action::ToggleShortcuts,
        Message::SearchChanged(text) => {
            state.search = text;
            Action::None
        }
        Message::Export(format) => Action::Export(format),
    }
}

/// The journal screen.
pub fn view(state: &State) -> Element<'_, Message> {
    let name = &state.name;
    let mut page = column![
        super::nav(format!("{name}'s journal")),
        row![
            text_input("Search this journal (Ctrl+F)", &state.search)
                .on_input(Message::SearchChanged)
                .width(Fill),
            button("Export Markdown").on_press(Message::Export(Format::Markdown)),
            button("Export HTML").on_press(Message::Export(Format::Html)),
        ]
        .spacing(8),
    ]
    .spacing(10);
    if let Some(path) = &state.exported {
        page = page.push(text(format!("Exported to {}", path.display())));
    }
    let doc = &state.doc;
    let needle = state.search.trim().to_lowercase();
    let mut list = column![].spacing(14);
    match doc {
        Ok(doc) => {
            if doc.delves.is_empty() {
                list = list.push(text("No delves yet."));
            }
            for delve in &doc.delves {
                let mut block = column![
                    text(format!("{} — {}", delve.title, delve.outcome)).size(20),
                    text(delve.subtitle.clone()).size(13),
                ]
                .spacing(4);
                for entry in &delve.entries {
                    let notes: Vec<&str> = delve
                        .notes
                        .iter()
                        .filter(|n| n.entry == Some(entry.index))
                        .map(|n| n.text.as_str())
                        .collect();
                    let matches = needle.is_empty()
                        || entry.title.to_lowercase().contains(&needle)
                        || entry
                            .lines
                            .iter()
                            .any(|l| l.to_lowercase().contains(&needle))
                        || notes.iter().any(|n| n.to_lowercase().contains(&needle));
                    if !matches {
                        continue;
                    }
                    let mut e = column![text(entry.title.clone()).size(16)].spacing(2);
                    if let Some(prompt) = &entry.prompt {
                        e = e.push(text(prompt.clone()).size(13));
                    }
                    for line in &entry.lines {
                        e = e.push(text(line.clone()).size(13));
                    }
                    for note in notes {
                        e = e.push(
                            container(text(note.to_string()).size(14))
                                .padding(6)
                                .style(container::rounded_box),
                        );
                    }
                    block = block.push(e);
                }
                list = list.push(block);
            }
        }
        Err(error) => list = list.push(text(error.as_str())),
    }
    page.push(scrollable(list.width(Fill)).height(Fill).width(Fill))
        .into()
}
