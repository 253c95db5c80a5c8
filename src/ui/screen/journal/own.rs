//! Entries of the player's own on the journal page: each shown as the player wrote it (its
//! heading, when, the words) with its Edit and Delete, and the box a new one is written in
//! (on the adventurer's page: it stands after the delves played so far).

use iced::widget::{button, column, row, text, text_editor, text_input};
use iced::{Element, Fill};

use crate::career::{DraftRecord, DraftTarget};
use crate::journal::OwnEntry;
use crate::store::RecordId;
use crate::ui::focus;
use crate::ui::theme::{SERIF, size, style};

/// What the player does with their own entries on the journal page.
#[derive(Clone, Debug)]
pub enum Message {
    /// Write a new entry on the adventurer's page.
    Write,
    /// Edit this entry (its record id).
    Edit(String),
    /// Delete this entry (its words stay in its backups).
    Delete(String),
    /// Typing the heading.
    Title(String),
    /// Typing the words.
    Words(text_editor::Action),
    /// Enter in the heading: on to the words.
    FocusWords,
    /// Save the entry being written.
    Save,
    /// Put the entry being written away without saving it.
    Cancel,
    /// The caret left the box (Esc): the words are kept as a draft.
    Left,
}

/// An entry being written or edited on the journal page.
#[derive(Debug, Default)]
pub struct Writing {
    /// The entry edited (`None`: a new one on the adventurer's page).
    pub id: Option<RecordId>,
    /// Its heading, as typed.
    pub title: String,
    /// Its words.
    pub words: text_editor::Content,
}

impl Writing {
    /// A new entry on the adventurer's page.
    pub fn new() -> Writing {
        Writing::default()
    }

    /// An entry to edit, its heading and words in the boxes.
    pub fn editing(own: &OwnEntry) -> Option<Writing> {
        Some(Writing {
            id: Some(RecordId::new(own.id.as_str()).ok()?),
            title: own.title.clone(),
            words: text_editor::Content::with_text(&own.text),
        })
    }

    /// A draft kept earlier, back in the boxes.
    pub fn from_draft(draft: DraftRecord) -> Writing {
        let id = match &draft.target {
            DraftTarget::Note { note } => RecordId::new(note.as_str()).ok(),
            _ => None,
        };
        let mut words = text_editor::Content::with_text(&draft.text);
        words.perform(text_editor::Action::Move(text_editor::Motion::DocumentEnd));
        Writing {
            id,
            title: draft.title,
            words,
        }
    }

    /// The words as a draft to keep.
    pub fn draft(&self) -> DraftRecord {
        DraftRecord {
            target: match &self.id {
                Some(id) => DraftTarget::Note {
                    note: id.to_string(),
                },
                None => DraftTarget::Own { after: None },
            },
            text: self.words.text(),
            title: self.title.clone(),
        }
    }

    /// Whether there is anything to save.
    pub fn filled(&self) -> bool {
        !self.words.text().trim().is_empty() || !self.title.trim().is_empty()
    }
}

/// What a message asks of the journal page.
pub enum EntryAction {
    /// Nothing more.
    None,
    /// Put the caret in this box.
    Focus(&'static str),
    /// Save a new entry on the adventurer's page: its heading, its words.
    Add(String, String),
    /// Save this entry's new heading and words (both empty: deleted).
    Save(RecordId, String, String),
    /// Keep the words as a draft: at once, or when the last keeping is a while ago.
    Keep(bool),
    /// The words were put away: the draft is done with.
    Drop,
}

/// Takes a message about the entry being written (`writing`); `found` is the entry an
/// `Edit` message names.
pub fn update(
    writing: &mut Option<Writing>,
    message: Message,
    found: Option<&OwnEntry>,
) -> EntryAction {
    match message {
        Message::Write => {
            if writing.is_none() {
                *writing = Some(Writing::new());
            }
            EntryAction::Focus(TITLE)
        }
        Message::Edit(_) => {
            *writing = found.and_then(Writing::editing);
            EntryAction::Focus(WORDS)
        }
        Message::Delete(id) => match RecordId::new(id) {
            Ok(id) => EntryAction::Save(id, String::new(), String::new()),
            Err(_) => EntryAction::None,
        },
        Message::Title(title) => match writing {
            Some(writing) => {
                writing.title = title;
                EntryAction::Keep(false)
            }
            None => EntryAction::None,
        },
        Message::Words(action) => match writing {
            Some(writing) => {
                let edits = action.is_edit();
                writing.words.perform(action);
                if edits {
                    EntryAction::Keep(false)
                } else {
                    EntryAction::None
                }
            }
            None => EntryAction::None,
        },
        Message::FocusWords => EntryAction::Focus(WORDS),
        Message::Save => match writing {
            Some(writing) => {
                let title = writing.title.trim().to_string();
                let words = writing.words.text().trim().to_string();
                match &writing.id {
                    Some(id) => EntryAction::Save(id.clone(), title, words),
                    None if writing.filled() => EntryAction::Add(title, words),
                    None => EntryAction::None,
                }
            }
            None => EntryAction::None,
        },
        Message::Cancel => {
            *writing = None;
            EntryAction::Drop
        }
        Message::Left => EntryAction::Keep(true),
    }
}

/// The id of the heading box (the Write button puts the caret there).
pub const TITLE: &str = "journal.own-title";
/// The id of the words box.
pub const WORDS: &str = "journal.own-words";

/// An entry of the player's own, as the page shows it (or its editor, while `writing` edits
/// it), its words `k` times their size (the page grows in a wide room).
pub fn view<'a>(writing: Option<&'a Writing>, own: &'a OwnEntry, k: f32) -> Element<'a, Message> {
    if let Some(writing) = writing
        && writing.id.as_ref().is_some_and(|id| id.as_str() == own.id)
    {
        return editor(writing, k);
    }
    let mut block = column![
        text(own.heading())
            .font(SERIF)
            .size(size::LARGE * k)
            .style(style::text::accent),
        text(own.when.clone())
            .size(size::SMALL * k)
            .style(style::text::soft),
    ]
    .spacing(3.0 * k);
    if !own.text.trim().is_empty() {
        block = block.push(text(own.text.clone()).font(SERIF).size(size::LARGE * k));
    }
    block
        .push(
            row![
                focus::ring(
                    format!("own.{}.edit", own.id),
                    button(text("Edit").size(size::SMALL * k))
                        .padding([1, 4])
                        .style(style::button::quiet)
                        .on_press(Message::Edit(own.id.clone())),
                ),
                focus::ring(
                    format!("own.{}.delete", own.id),
                    button(
                        text("Delete")
                            .size(size::SMALL * k)
                            .style(style::text::accent)
                    )
                    .padding([1, 4])
                    .style(style::button::quiet)
                    .on_press(Message::Delete(own.id.clone())),
                ),
            ]
            .spacing(4),
        )
        .width(Fill)
        .into()
}

/// The boxes of an entry being written: a heading, the words, Save and Cancel. Ctrl+Enter
/// saves, Esc leaves the box (the words are kept as a draft). Everything `k` times its size.
pub fn editor(writing: &Writing, k: f32) -> Element<'_, Message> {
    column![
        focus::ring(
            TITLE,
            text_input("A heading, if you like", &writing.title)
                .id(iced::widget::Id::new(TITLE))
                .on_input(Message::Title)
                .on_submit(Message::FocusWords)
                .font(SERIF)
                .size(size::LARGE * k)
                .padding(6),
        )
        .field(),
        focus::ring(
            WORDS,
            text_editor(&writing.words)
                .id(WORDS)
                .placeholder(
                    "Your own entry: the adventurer, a companion's name, a bond, a vow, what \
                     happened between delves."
                )
                .on_action(Message::Words)
                .key_binding(focus::editor_keys(Message::Left, Message::Save))
                .font(SERIF)
                .size(size::LARGE * k)
                .height(120.0 * k)
                .padding(8),
        )
        .field(),
        row![
            focus::ring(
                "own.save",
                button(text("Save the entry").size(size::SMALL * k))
                    .style(style::button::primary)
                    .on_press_maybe(
                        (writing.filled() || writing.id.is_some()).then_some(Message::Save)
                    ),
            ),
            focus::ring(
                "own.cancel",
                button(text("Cancel").size(size::SMALL * k))
                    .style(style::button::quiet)
                    .on_press(Message::Cancel),
            ),
        ]
        .spacing(6),
    ]
    .spacing(4)
    .width(Fill)
    .into()
}
