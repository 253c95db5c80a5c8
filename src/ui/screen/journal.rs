//! One adventurer's journal: every delve's entries and the notes, search, and export.

mod search;

use iced::widget::{
    Row, button, checkbox, column, container, rich_text, row, scrollable, span, text, text_input,
};
use iced::{Element, Fill};

use std::path::PathBuf;

use crate::journal::JournalDoc;
use crate::store::RecordId;

use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::{Format, Route};
use crate::ui::screen::Screen;
use crate::ui::theme::{SANS, SERIF, SERIF_ITALIC, size, style};
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
    delving: bool,
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
            delving: false,
        }
    }

    /// The same journal, knowing whether its adventurer's delve is in progress (the page
    /// then offers the way back to it).
    pub fn delving(mut self, delving: bool) -> State {
        self.delving = delving;
        self
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
    // The way back to the delve first, while this adventurer's delve is in progress.
    let mut tools: Vec<Element<'_, Message>> = Vec::new();
    if state.delving {
        tools.push(
            focus::ring(
                "journal.delve",
                button(text("Back to the delve").size(size::BODY))
                    .style(style::button::primary)
                    .on_press(Message::Go(Route::Table)),
            )
            .into(),
        );
    }
    tools.extend::<[Element<'_, Message>; 4]>([
        focus::ring(
            SEARCH,
            // Esc leaves the box and gives the search up.
            search::on_escape(
                text_input("Search this journal (Ctrl+F)", &state.search)
                    .id(iced::widget::Id::new(SEARCH))
                    .on_input(Message::SearchChanged)
                    .width(Fill),
                Message::SearchChanged(String::new()),
            ),
        )
        .field()
        .into(),
        focus::ring(
            "journal.mechanics",
            checkbox(state.hide_mechanics)
                .label("Hide the mechanics")
                .on_toggle(Message::HideMechanics),
        )
        .into(),
        focus::tip(
            focus::ring(
                "journal.markdown",
                button(text("Export Markdown").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Export(Format::Markdown)),
            ),
            &Command::Export(Format::Markdown),
        ),
        focus::tip(
            focus::ring(
                "journal.html",
                button(text("Export HTML").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Export(Format::Html)),
            ),
            &Command::Export(Format::Html),
        ),
    ]);
    let mut page = column![
        super::nav(format!("{name}'s journal")),
        Row::with_children(tools)
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
    // How many entries the search finds (all of them with no search words).
    let mut found = 0;
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
                let mut any = false;
                for entry in &delve.entries {
                    let notes: Vec<&str> = delve
                        .notes
                        .iter()
                        .filter(|n| n.entry == Some(entry.index))
                        .map(|n| n.text.as_str())
                        .collect();
                    // With the mechanics hidden, an entry without notes is only its prompt:
                    // nothing the player wrote, so it goes too.
                    if state.hide_mechanics && notes.is_empty() {
                        continue;
                    }
                    let lines = (!state.hide_mechanics && !entry.lines.is_empty())
                        .then(|| entry.lines.join(" "));
                    let matches = needle.is_empty()
                        || holds(&entry.title, &needle)
                        || lines.as_ref().is_some_and(|l| holds(l, &needle))
                        || notes.iter().any(|n| holds(n, &needle));
                    if !matches {
                        continue;
                    }
                    found += 1;
                    any = true;
                    let mut e = column![marked(&entry.title, &needle, (SERIF, size::LARGE, plain))]
                        .spacing(3);
                    if let Some(prompt) = &entry.prompt {
                        e = e.push(
                            text(prompt.clone())
                                .font(SERIF_ITALIC)
                                .size(size::BODY)
                                .style(style::text::soft),
                        );
                    }
                    for note in notes {
                        e = e.push(marked(note, &needle, (SERIF, size::LARGE, plain)));
                    }
                    if let Some(lines) = &lines {
                        e = e.push(marked(
                            lines,
                            &needle,
                            (SANS, size::SMALL, style::text::soft),
                        ));
                    }
                    block = block.push(card::in_margin(entry.card, e.width(Fill)));
                }
                let loose: Vec<&str> = delve
                    .notes
                    .iter()
                    .filter(|n| n.entry.is_none() && (needle.is_empty() || holds(&n.text, &needle)))
                    .map(|n| n.text.as_str())
                    .collect();
                for note in loose {
                    found += 1;
                    any = true;
                    block = block.push(marked(note, &needle, (SERIF, size::LARGE, plain)));
                }
                // A search shows only the delves it finds something in.
                if any || needle.is_empty() {
                    list = list.push(block);
                }
            }
        }
        Err(error) => list = list.push(text(error.as_str())),
    }
    if !needle.is_empty() {
        let said = match found {
            0 => format!(
                "No matches: no entry or note holds “{}”.",
                state.search.trim()
            ),
            1 => format!("1 entry holds “{}”.", state.search.trim()),
            n => format!("{n} entries hold “{}”.", state.search.trim()),
        };
        page = page.push(text(said).size(size::BODY).style(if found == 0 {
            style::text::accent
        } else {
            style::text::soft
        }));
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

/// The theme's own ink.
fn plain(theme: &iced::Theme) -> iced::widget::text::Style {
    iced::widget::text::default(theme)
}

/// Whether `words` hold `needle` (already lower case), whatever the case.
fn holds(words: &str, needle: &str) -> bool {
    !hits(words, needle).is_empty()
}

/// Where `needle` (lower case) is found in `words`, whatever the case: byte ranges of
/// `words`, in order and apart.
fn hits(words: &str, needle: &str) -> Vec<std::ops::Range<usize>> {
    let mut found = Vec::new();
    if needle.is_empty() {
        return found;
    }
    let mut from = 0;
    for (start, _) in words.char_indices() {
        if start < from {
            continue;
        }
        // Lower-case the words from here, a character at a time, until they are as long as
        // the needle: a hit when they are the needle.
        let mut lower = String::new();
        for (i, c) in words[start..].char_indices() {
            lower.extend(c.to_lowercase());
            if lower.len() >= needle.len() {
                if lower == needle {
                    let end = start + i + c.len_utf8();
                    found.push(start..end);
                    from = end;
                }
                break;
            }
        }
    }
    found
}

/// How a piece of the journal is set: its font, size and ink.
type Set = (
    iced::Font,
    f32,
    fn(&iced::Theme) -> iced::widget::text::Style,
);

/// `words` set as `set`, every hit of `needle` (lower case) marked: underlined on an amber
/// ground that keeps either theme's text above 4.5:1. Plain text where nothing is hit.
fn marked<'a>(words: &str, needle: &str, (font, size, ink): Set) -> Element<'a, Message> {
    let found = hits(words, needle);
    if found.is_empty() {
        return text(words.to_string())
            .font(font)
            .size(size)
            .style(ink)
            .into();
    }
    let ground = iced::Color::from_rgba(0.85, 0.6, 0.1, 0.35);
    let mut spans: Vec<iced::widget::text::Span<'a, (), iced::Font>> = Vec::new();
    let mut at = 0;
    for hit in found {
        if hit.start > at {
            spans.push(span(words[at..hit.start].to_string()));
        }
        spans.push(
            span(words[hit.clone()].to_string())
                .background(ground)
                .underline(true),
        );
        at = hit.end;
    }
    if at < words.len() {
        spans.push(span(words[at..].to_string()));
    }
    rich_text(spans).font(font).size(size).style(ink).into()
}
