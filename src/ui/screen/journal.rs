//! One adventurer's journal: every delve's entries and the notes, search, and export.

use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::store::RecordId;

use crate::ui::app::{App, Format, Screen};

/// What the journal screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go to a screen.
    Go(Screen),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// The search words.
    SearchChanged(String),
    /// Export this journal.
    Export(Format),
}

super::navigate!(Message);

/// The journal screen's own state: the search words.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The words searched for.
    pub search: String,
}

/// What the app must do after a message.
#[derive(Clone, Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Go to a screen.
    Go(Screen),
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

/// The journal screen. The journal is rebuilt from the saved delves each time it is drawn.
pub fn view<'a>(app: &'a App, id: &'a RecordId) -> Element<'a, Message> {
    let name = app
        .profile
        .as_ref()
        .and_then(|p| p.adventurer(id))
        .map_or_else(|| id.to_string(), |a| a.name.clone());
    let mut page = column![
        super::nav(format!("{name}'s journal")),
        row![
            text_input("Search this journal (Ctrl+F)", &app.journal.search)
                .on_input(Message::SearchChanged)
                .width(Fill),
            button("Export Markdown").on_press(Message::Export(Format::Markdown)),
            button("Export HTML").on_press(Message::Export(Format::Html)),
        ]
        .spacing(8),
    ]
    .spacing(10);
    if let Some(path) = &app.exported {
        page = page.push(text(format!("Exported to {}", path.display())));
    }
    let doc = app.journal_cache(id);
    let needle = app.journal.search.trim().to_lowercase();
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
        Err(error) => list = list.push(text(error)),
    }
    page.push(scrollable(list.width(Fill)).height(Fill).width(Fill))
        .into()
}
