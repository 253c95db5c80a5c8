//! One adventurer's journal: every delve's entries and the notes, the player's own entries
//! (written here on the adventurer's page, edited and deleted here), search, and export.

mod exported;
mod marks;
pub mod own;
mod search;
mod story;
mod tools;

use iced::widget::{Row, column, container, scrollable, text};
use iced::{Element, Fill};

use std::path::PathBuf;

use crate::career::DraftRecord;
use crate::journal::JournalDoc;
use crate::store::RecordId;

use crate::ui::keymap::Command;
use crate::ui::route::{Format, Route};
use crate::ui::screen::Screen;
use crate::ui::screen::rules::grown;
use crate::ui::theme::{size, style};
use crate::ui::widget::card;
use crate::ui::widget::oracle::{self, Oracle};

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
    /// Export this journal into the data folder's `exports/`, without a dialog.
    ExportToData(Format),
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
    /// Ask the cards (the O key): the oracle's box and its draws.
    Oracle(oracle::Message),
    /// Show (or fold) the search, the two views and the exports in a short room.
    MoreTools(bool),
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
    exported: Option<exported::Exported>,
    hide_mechanics: bool,
    show_prompts: bool,
    delving: bool,
    writing: Option<own::Writing>,
    /// In a short room: the search, the views and the exports shown, not folded.
    more: bool,
    /// Boxed: its deck is large beside the rest of the page's state.
    oracle: Box<Oracle>,
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
            more: false,
            oracle: Box::default(),
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

    /// Notes where the journal was just exported (`data`: into the data folder's
    /// `exports/`, not a file the player chose).
    pub fn exported(&mut self, path: PathBuf, data: bool) {
        self.exported = Some(exported::Exported::File { path, data });
    }

    /// Notes that the save dialog was closed: nothing was exported.
    pub fn not_exported(&mut self, format: Format) {
        self.exported = Some(exported::Exported::Closed(format));
    }

    /// The journal built again (an entry of the player's own was saved): the box empties.
    pub fn reload(&mut self, doc: Result<JournalDoc, String>) {
        self.doc = doc;
        self.writing = None;
    }

    /// The journal built again with an entry the oracle wrote: the words being written on
    /// the page stay where they are.
    pub fn refresh(&mut self, doc: Result<JournalDoc, String>) {
        self.doc = doc;
    }

    /// The question being typed for the oracle, to keep as a draft.
    pub fn question(&self) -> &str {
        &self.oracle.question
    }

    /// Puts a question begun for the oracle back in its box (opened, if there are words).
    pub fn restore_question(&mut self, question: String) {
        self.oracle.restore(question);
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
    /// Export the journal into the data folder's `exports/`, asking nowhere.
    ExportToData(Format),
    /// Open this folder in the system's file manager.
    OpenFolder(PathBuf),
    /// Save a new entry of the player's own on the adventurer's page: its heading, its words.
    AddPage(String, String),
    /// Save the oracle's answer on the adventurer's page: its heading (the question) and its
    /// words (the card and what it says). The words being written on the page stay put.
    OracleEntry(String, String),
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
            Message::ExportToData(format) => Action::Ask(Request::ExportToData(format)),
            Message::HideMechanics(hide) => {
                self.hide_mechanics = hide;
                Action::None
            }
            Message::ShowPrompts(show) => {
                self.show_prompts = show;
                Action::None
            }
            Message::OpenFolder(path) => Action::Ask(Request::OpenFolder(path)),
            Message::FocusSearch => {
                self.more = true;
                Action::Run(focus_search())
            }
            Message::MoreTools(more) => {
                self.more = more;
                Action::None
            }
            Message::Own(message) => self.own_update(message),
            Message::Oracle(message) => match message {
                oracle::Message::Ask => {
                    self.oracle.open = true;
                    Action::Focus(iced::widget::Id::new(oracle::QUESTION))
                }
                oracle::Message::Question(question) => {
                    self.oracle.question = question;
                    Action::None
                }
                oracle::Message::Draw => {
                    let (title, words) = self.oracle.draw();
                    Action::Ask(Request::OracleEntry(title, words))
                }
                oracle::Message::Close => {
                    self.oracle.open = false;
                    Action::None
                }
            },
        }
    }

    /// Ctrl+F puts the cursor in the search box; O asks the cards.
    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Search => Some(Message::FocusSearch),
            Command::Oracle => Some(Message::Oracle(oracle::Message::Ask)),
            _ => None,
        }
    }
}

/// The id of the search box, which Ctrl+F focuses.
const SEARCH: &str = "journal-search";

/// Puts the cursor in the search box.
pub fn focus_search<T>() -> iced::Task<T> {
    iced::widget::operation::focus(iced::widget::Id::new(SEARCH))
}

/// The room under which the journal's tools scroll with the story (at 200 % of 1024×640 they
/// left the story a band of three lines) and all but its actions fold behind one button (they
/// filled the first screen: the player saw buttons, not their story).
const SHORT: f32 = 440.0;

/// How much the story's words grow in a room `width` wide on a page grown `k` times: with
/// the window, from 1 at 1050 px to 1.2 from 1260 px (a story is read and written: at
/// 1280×800 its mechanics were 13 px small print), and with the page beyond.
fn reading(width: f32, k: f32) -> f32 {
    (width / 1050.0).clamp(1.0, 1.2) * k
}

/// The story's measure with its words `read` times their size: 33 ems of the mechanics'
/// small print (about 80 characters of the sans, 0.4 em each; the serif notes, larger,
/// hold about 60) and the margin where an entry's card stands.
fn measure(read: f32) -> f32 {
    33.0 * size::SMALL * read + card::MARGIN_WIDTH + 10.0
}

/// The journal screen: each delve, its entries oldest first, the player's notes first in a
/// serif, the mechanics in a quieter line (or hidden). In a short room (under [`SHORT`]
/// high) the tools head the page that scrolls, with the story, so that scrolled down the
/// story has the whole window, and only the actions show in one row: the search, the views
/// and the exports fold behind "Search, export…" (open while a search has words; the tools
/// are [`tools::row`]). In a wide room its words, spacing and column grow as How to play's
/// do ([`grown`]).
fn page<'a>(state: &'a State, room: iced::Size) -> Element<'a, Message> {
    let name = &state.name;
    let k = grown(room.width);
    let read = reading(room.width, k);
    let short = room.height < SHORT;
    let folded = short && !state.more && state.search.is_empty();
    let tools = tools::row(state, k, short, folded);
    let mut page = column![
        Row::with_children(tools)
            .spacing(10)
            .align_y(iced::Alignment::Center)
            .wrap()
            .vertical_spacing(8),
    ]
    .spacing(10);
    if let Some(done) = &state.exported {
        page = page.push(exported::view(
            done,
            Message::OpenFolder,
            Message::ExportToData,
        ));
    }
    // A new entry on the adventurer's page is written here, in sight.
    if let Some(writing) = state.writing.as_ref().filter(|w| w.id.is_none()) {
        page = page.push(
            container(own::editor(writing, read).map(Message::Own))
                .padding(12)
                .width(Fill)
                .style(style::container::panel),
        );
    }
    let needle = state.search.trim().to_lowercase();
    let (list, found) = story::list(
        &state.doc,
        &needle,
        state.writing.as_ref(),
        state.export_options(),
        read,
    );
    // The oracle's box, its question and the card drawn last, heads the story, so that it
    // scrolls with it when the window is short or the text large.
    let mut story = column![].spacing(18);
    if state.oracle.open {
        story = story.push(
            container(oracle::view(&state.oracle).map(Message::Oracle))
                .padding(iced::Padding::ZERO.right(4)),
        );
    }
    // A readable measure, centred: across a large window a line ran the whole width (at
    // 1280×800 a turn's mechanics ran 140 characters to a line in small print).
    let story =
        container(story.push(list.map(Message::Own)).max_width(measure(read))).center_x(Fill);
    if !needle.is_empty() {
        let said = match found {
            0 => format!(
                "No matches: no entry or note holds “{}”.",
                state.search.trim()
            ),
            1 => format!("1 entry holds “{}”.", state.search.trim()),
            n => format!("{n} entries hold “{}”.", state.search.trim()),
        };
        page = page.push(text(said).size(size::BODY * k).style(if found == 0 {
            style::text::accent
        } else {
            style::text::soft
        }));
    }
    let nav = super::nav(format!("{name}'s journal"), k);
    if short {
        let page = page.push(
            container(story)
                .padding(16)
                .width(Fill)
                .style(style::container::panel),
        );
        // The scrollbars float over a right margin: nothing moves when they come (test
        // `ui fit::jump`).
        let page = page.padding(iced::Padding::ZERO.right(12));
        return column![nav, scrollable(page).height(Fill).width(Fill)]
            .spacing(10)
            .into();
    }
    column![
        nav,
        page.push(
            container(
                scrollable(story.padding(iced::Padding::ZERO.right(12)))
                    .height(Fill)
                    .width(Fill),
            )
            .padding(16)
            .height(Fill)
            .style(style::container::panel),
        )
    ]
    .spacing(10)
    .into()
}

impl State {
    /// The journal screen.
    pub fn view(&self) -> Element<'_, Message> {
        iced::widget::responsive(move |room| page(self, room)).into()
    }
}
