//! One adventurer's journal: every delve's entries and the notes, search, and export.

use iced::widget::{button, checkbox, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use std::path::PathBuf;

use crate::journal::JournalDoc;
use crate::store::RecordId;

use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::{Format, Route};
use crate::ui::screen::Screen;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

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
    /// Hide (or show) the mechanics, leaving the prose.
    HideMechanics(bool),
    /// Open the folder an export went to.
    OpenFolder(PathBuf),
    /// Put the cursor in the search box (Ctrl+F).
    FocusSearch,
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
    hide_mechanics: bool,
}

impl State {
    /// Whether the mechanics are hidden (on screen and in exports).
    pub fn hides_mechanics(&self) -> bool {
        self.hide_mechanics
    }

    /// The journal of `owner` (called `name`), as built from the saved delves.
    pub fn new(owner: RecordId, name: String, doc: Result<JournalDoc, String>) -> State {
        State {
            owner,
            name,
            doc,
            search: String::new(),
            exported: None,
            hide_mechanics: false,
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

/// What only the app can do for the journal screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Export the journal (the app asks where, and writes it).
    Export(Format),
    /// Open this folder in the system's file manager.
    OpenFolder(PathBuf),
}

/// What the journal screen asks of the app after a message.
pub type Action = super::Action<Message, Request>;

impl Screen for State {
    type Message = Message;
    type Request = Request;

    /// Takes a message: keeps the search words, and says what the app must do.
    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(screen) => Action::Go(screen),
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::SearchChanged(text) => {
                self.search = text;
                Action::None
            }
            Message::Export(format) => Action::Ask(Request::Export(format)),
            Message::HideMechanics(hide) => {
                self.hide_mechanics = hide;
                Action::None
            }
            Message::OpenFolder(path) => Action::Ask(Request::OpenFolder(path)),
            Message::FocusSearch => Action::Run(focus_search()),
        }
    }

    /// Ctrl+F puts the cursor in the search box.
    fn command(&self, command: &Command) -> Option<Message> {
        (*command == Command::Search).then_some(Message::FocusSearch)
    }
}

/// The id of the search box, which Ctrl+F focuses.
const SEARCH: &str = "journal-search";

/// Puts the cursor in the search box.
pub fn focus_search<T>() -> iced::Task<T> {
    iced::widget::operation::focus(iced::widget::Id::new(SEARCH))
}

/// The journal screen: each delve, its entries oldest first, the player's notes first in a
/// serif, the mechanics in a quieter line (or hidden).
fn page(state: &State) -> Element<'_, Message> {
    let name = &state.name;
    let mut page = column![
        super::nav(format!("{name}'s journal")),
        row![
            focus::ring(
                SEARCH,
                text_input("Search this journal (Ctrl+F)", &state.search)
                    .id(iced::widget::Id::new(SEARCH))
                    .on_input(Message::SearchChanged)
                    .width(Fill)
            )
            .field(),
            focus::ring(
                "journal.mechanics",
                checkbox(state.hide_mechanics)
                    .label("Hide the mechanics")
                    .on_toggle(Message::HideMechanics)
            ),
            focus::tip(
                focus::ring(
                    "journal.markdown",
                    button(text("Export Markdown").size(size::BODY))
                        .style(style::button::secondary)
                        .on_press(Message::Export(Format::Markdown))
                ),
                &Command::Export(Format::Markdown)
            ),
            focus::tip(
                focus::ring(
                    "journal.html",
                    button(text("Export HTML").size(size::BODY))
                        .style(style::button::secondary)
                        .on_press(Message::Export(Format::Html))
                ),
                &Command::Export(Format::Html)
            ),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(8),
    ]
    .spacing(10);
    if let Some(path) = &state.exported {
        let mut line = row![text(format!("Exported to {}", path.display())).size(size::BODY)]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        if let Some(folder) = path.parent() {
            line = line.push(focus::ring(
                "journal.folder",
                button(text("Open the folder").size(size::SMALL))
                    .style(style::button::secondary)
                    .on_press(Message::OpenFolder(folder.to_path_buf())),
            ));
        }
        page = page.push(
            container(line)
                .padding(8)
                .width(Fill)
                .style(style::container::good),
        );
    }
    let doc = &state.doc;
    let needle = state.search.trim().to_lowercase();
    let mut list = column![].spacing(18);
    match doc {
        Ok(doc) => {
            if doc.delves.is_empty() {
                list = list.push(text("No delves yet.").size(size::BODY));
            }
            for delve in &doc.delves {
                let mut block = column![
                    text(format!("{} — {}", delve.title, delve.outcome))
                        .font(SERIF)
                        .size(size::TITLE),
                    text(delve.subtitle.clone())
                        .size(size::SMALL)
                        .style(style::text::soft),
                ]
                .spacing(6);
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
                    if !matches
                        || (state.hide_mechanics && notes.is_empty() && entry.prompt.is_none())
                    {
                        continue;
                    }
                    let mut e =
                        column![text(entry.title.clone()).font(SERIF).size(size::LARGE)].spacing(3);
                    if let Some(prompt) = &entry.prompt {
                        e = e.push(
                            text(prompt.clone())
                                .font(SERIF_ITALIC)
                                .size(size::BODY)
                                .style(style::text::soft),
                        );
                    }
                    for note in notes {
                        e = e.push(text(note.to_string()).font(SERIF).size(size::LARGE));
                    }
                    if !state.hide_mechanics && !entry.lines.is_empty() {
                        e = e.push(
                            text(entry.lines.join(" "))
                                .size(size::SMALL)
                                .style(style::text::soft),
                        );
                    }
                    block = block.push(card::in_margin(entry.card, e.width(Fill)));
                }
                let loose: Vec<&str> = delve
                    .notes
                    .iter()
                    .filter(|n| n.entry.is_none())
                    .map(|n| n.text.as_str())
                    .collect();
                for note in loose {
                    block = block.push(text(note.to_string()).font(SERIF).size(size::LARGE));
                }
                list = list.push(block);
            }
        }
        Err(error) => list = list.push(text(error.as_str())),
    }
    page.push(
        container(
            scrollable(list.width(Fill).padding(iced::Padding::ZERO.right(4)))
                .spacing(6)
                .height(Fill)
                .width(Fill),
        )
        .padding(16)
        .height(Fill)
        .style(style::container::panel),
    )
    .into()
}

impl State {
    /// The journal screen.
    pub fn view(&self) -> Element<'_, Message> {
        page(self)
    }
}
