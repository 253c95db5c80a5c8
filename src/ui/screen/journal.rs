//! One adventurer's journal: every delve's entries and the notes, the player's own entries
//! (written here on the adventurer's page, edited and deleted here), search, and export.

mod marks;
mod own;
mod search;

use iced::widget::{Row, button, checkbox, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use std::path::PathBuf;

use crate::career::DraftRecord;
use crate::journal::JournalDoc;
use crate::store::RecordId;
use marks::{holds, marked, plain};

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
    /// Show (or hide) the prompts of entries the player did not write under.
    ShowPrompts(bool),
    /// Open the folder an export went to.
    OpenFolder(PathBuf),
    /// Put the cursor in the search box (Ctrl+F).
    FocusSearch,
    /// The player's own entries: writing, editing, deleting.
    Own(own::Message),
}

super::navigate!(Message);

/// The journal screen's own state: whose journal, the journal as built when the screen
/// opened (or why it could not be), the search words, where it was last exported, and the
/// entry of the player's own being written.
#[derive(Debug)]
pub struct State {
    owner: RecordId,
    name: String,
    doc: Result<JournalDoc, String>,
    search: String,
    exported: Option<PathBuf>,
    hide_mechanics: bool,
    show_prompts: bool,
    delving: bool,
    writing: Option<own::Writing>,
}

impl State {
    /// What the page shows, which its exports show too: the mechanics or not, every prompt
    /// or only those answered.
    pub fn export_options(&self) -> crate::journal::ExportOptions {
        crate::journal::ExportOptions {
            hide_mechanics: self.hide_mechanics,
            show_prompts: self.show_prompts,
        }
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
            show_prompts: false,
            delving: false,
            writing: None,
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

    /// The journal built again (an entry of the player's own was saved): the box empties.
    pub fn reload(&mut self, doc: Result<JournalDoc, String>) {
        self.doc = doc;
        self.writing = None;
    }

    /// Puts a draft kept earlier back in the entry's box, where it was begun.
    pub fn restore_draft(&mut self, draft: DraftRecord) {
        self.writing = Some(own::Writing::from_draft(draft));
    }

    /// The words being written on the adventurer's page, to keep as a draft.
    pub fn draft(&self) -> Option<DraftRecord> {
        self.writing.as_ref().map(own::Writing::draft)
    }

    /// Takes a message about the player's own entries.
    fn own_update(&mut self, message: own::Message) -> Action {
        let found = match &message {
            own::Message::Edit(id) => self.own(id).cloned(),
            _ => None,
        };
        match own::update(&mut self.writing, message, found.as_ref()) {
            own::EntryAction::None => Action::None,
            own::EntryAction::Focus(id) => Action::Focus(iced::widget::Id::new(id)),
            own::EntryAction::Add(title, words) => Action::Ask(Request::AddPage(title, words)),
            own::EntryAction::Save(id, title, words) => {
                Action::Ask(Request::EditEntry(id, title, words))
            }
            own::EntryAction::Keep(now) => Action::Ask(Request::KeepDraft(now)),
            own::EntryAction::Drop => Action::Ask(Request::DropDraft),
        }
    }

    /// The entry of the player's own with this id, wherever it stands.
    fn own(&self, id: &str) -> Option<&crate::journal::OwnEntry> {
        let doc = self.doc.as_ref().ok()?;
        doc.pages
            .iter()
            .map(|p| &p.entry)
            .chain(doc.delves.iter().flat_map(|d| &d.own))
            .find(|own| own.id == id)
    }
}

/// What only the app can do for the journal screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Export the journal (the app asks where, and writes it).
    Export(Format),
    /// Open this folder in the system's file manager.
    OpenFolder(PathBuf),
    /// Save a new entry of the player's own on the adventurer's page: its heading, its words.
    AddPage(String, String),
    /// Save a new heading and words for an entry of the player's own (both empty: deleted).
    EditEntry(RecordId, String, String),
    /// Keep the words being written as the page's draft: at once (`true`), or when the last
    /// keeping is a little while ago (while typing).
    KeepDraft(bool),
    /// The words being written were put away: the draft is done with.
    DropDraft,
}

/// What the journal screen asks of the app after a message.
pub type Action = super::Action<Message, Request>;

impl Screen for State {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::Journal(self.owner().clone())
    }

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
            Message::ShowPrompts(show) => {
                self.show_prompts = show;
                Action::None
            }
            Message::OpenFolder(path) => Action::Ask(Request::OpenFolder(path)),
            Message::FocusSearch => Action::Run(focus_search()),
            Message::Own(message) => self.own_update(message),
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
fn page<'a>(state: &'a State) -> Element<'a, Message> {
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
    tools.push(
        focus::ring(
            "journal.write",
            button(text("Write an entry").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::Own(own::Message::Write)),
        )
        .into(),
    );
    tools.extend::<[Element<'_, Message>; 5]>([
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
        focus::ring(
            "journal.prompts",
            checkbox(state.show_prompts)
                .label("Show every prompt")
                .on_toggle(Message::ShowPrompts),
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
        // The file's name; its folder is a click away (and in the tooltip).
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut line = row![text(format!("Exported as {name}")).size(size::BODY)]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        if let Some(folder) = path.parent() {
            line = line.push(focus::tooltip(
                focus::ring(
                    "journal.folder",
                    button(text("Open its folder").size(size::SMALL))
                        .style(style::button::secondary)
                        .on_press(Message::OpenFolder(folder.to_path_buf())),
                ),
                folder.display().to_string(),
            ));
        }
        page = page.push(
            container(line)
                .padding(8)
                .width(Fill)
                .style(style::container::good),
        );
    }
    // A new entry on the adventurer's page is written here, in sight.
    if let Some(writing) = state.writing.as_ref().filter(|w| w.id.is_none()) {
        page = page.push(
            container(own::editor(writing).map(Message::Own))
                .padding(12)
                .width(Fill)
                .style(style::container::panel),
        );
    }
    let doc = &state.doc;
    let needle = state.search.trim().to_lowercase();
    let mut list = column![].spacing(18);
    // How many entries the search finds (all of them with no search words).
    let mut found = 0;
    // The player's own entries the search finds, each as it was written.
    let writing = state.writing.as_ref();
    let own_found = |own: &&crate::journal::OwnEntry| {
        needle.is_empty() || holds(&own.title, &needle) || holds(&own.text, &needle)
    };
    match doc {
        Ok(doc) => {
            if doc.delves.is_empty() && doc.pages.is_empty() {
                list = list.push(text("No delves yet.").size(size::BODY));
            }
            for (index, delve) in doc.delves.iter().enumerate() {
                for page_entry in doc.pages_before(index).filter(own_found) {
                    found += 1;
                    list = list.push(own::view(writing, page_entry).map(Message::Own));
                }
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
                for own in delve.own_after(None).filter(own_found) {
                    found += 1;
                    any = true;
                    block = block.push(own::view(writing, own).map(Message::Own));
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
                    let own_after = |mut block: iced::widget::Column<'a, Message>| {
                        for own in &own {
                            block = block.push(own::view(writing, own).map(Message::Own));
                        }
                        block
                    };
                    found += own.len();
                    any |= !own.is_empty();
                    // With the mechanics hidden, an entry without notes is only its prompt:
                    // nothing the player wrote, so it goes too.
                    if state.hide_mechanics && notes.is_empty() {
                        block = own_after(block);
                        continue;
                    }
                    let lines = (!state.hide_mechanics && !entry.lines.is_empty()).then(|| {
                        let mut lines = entry.lines.join(" ");
                        if !entry.aftermath.is_empty() {
                            lines.push(' ');
                            lines.push_str(&entry.aftermath.join(" "));
                        }
                        lines
                    });
                    let matches = needle.is_empty()
                        || holds(&entry.title, &needle)
                        || lines.as_ref().is_some_and(|l| holds(l, &needle))
                        || notes.iter().any(|n| holds(n, &needle));
                    if !matches {
                        block = own_after(block);
                        continue;
                    }
                    found += 1;
                    any = true;
                    let mut e = column![marked(&entry.title, &needle, (SERIF, size::LARGE, plain))]
                        .spacing(3);
                    let options = state.export_options();
                    if let Some(prompt) = options.prompt(entry, &delve.notes) {
                        e = e.push(
                            text(prompt.to_string())
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
                    block = own_after(block);
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
            for page_entry in doc.pages_before(doc.delves.len()).filter(own_found) {
                found += 1;
                list = list.push(own::view(writing, page_entry).map(Message::Own));
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
