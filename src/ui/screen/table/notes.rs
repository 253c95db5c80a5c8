//! The journal beside the table, as a page of a book: each entry oldest first (the newest at
//! the bottom, where the eye is), the player's notes first in a serif, the mechanics folded
//! to one line that unfolds, and an editor under the turn just played (its prompt as the
//! placeholder). Notes can be edited and deleted in place.

use iced::widget::{Column, button, column, container, row, scrollable, space, text, text_editor};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::journal::{self, Entry};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

use super::state::{Writing, note_entry};
use super::{Message, Table};

/// The journal panel.
pub(super) fn panel<'a>(table: &'a Table, active: &'a ActiveDelve) -> Column<'a, Message> {
    let entries = journal::entries(active.events(), active.delve().arcana());
    let target = match &table.writing {
        Writing::Turn => note_entry(&entries),
        Writing::Entry(entry) => Some(*entry),
        Writing::Note(_) => None,
    };
    let mut list = column![].spacing(14);
    for entry in &entries {
        list = list.push(card::in_margin(
            entry.card,
            entry_view(table, entry, target == Some(entry.index)),
        ));
    }
    let loose: Vec<_> = table.notes.iter().filter(|n| n.entry.is_none()).collect();
    for note in loose {
        list = list.push(note_view(table, &note.id, &note.text));
    }
    column![
        text("Journal").size(size::TITLE),
        container(
            scrollable(list.padding(iced::Padding::ZERO.right(4)))
                .spacing(6)
                .anchor_bottom()
                .height(Fill)
        )
        .padding(12)
        .height(Fill)
        .width(Fill)
        .style(style::container::panel),
    ]
    .spacing(8)
}

fn entry_view<'a>(table: &'a Table, entry: &Entry, editing_here: bool) -> Element<'a, Message> {
    let mut block = column![text(entry.title.clone()).font(SERIF).size(size::LARGE)].spacing(4);
    for note in table.notes.iter().filter(|n| n.entry == Some(entry.index)) {
        block = block.push(note_view(table, &note.id, &note.text));
    }
    if editing_here {
        block = block.push(editor(table, entry.prompt.as_deref()));
    } else if let Some(prompt) = &entry.prompt {
        block = block.push(
            text(prompt.clone())
                .font(SERIF_ITALIC)
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    let unfolded = table.unfolded.contains(&entry.index);
    let count = entry.lines.len() + entry.details.len();
    if let Some(first) = entry.lines.first() {
        if unfolded {
            for line in entry.lines.iter().chain(&entry.details) {
                block = block.push(
                    text(line.clone())
                        .size(size::SMALL)
                        .style(style::text::soft),
                );
            }
        }
        let fold = if unfolded {
            "Fold the details".to_string()
        } else if count > 1 {
            format!("{first} (+{} more)", count - 1)
        } else {
            first.clone()
        };
        block = block.push(focus::ring(
            format!("entry.{}.fold", entry.index),
            button(text(fold).size(size::SMALL).style(style::text::soft))
                .padding([1, 4])
                .style(style::button::quiet)
                .on_press(Message::Fold(entry.index)),
        ));
    }
    if !editing_here {
        block = block.push(focus::ring(
            format!("entry.{}.write", entry.index),
            button(
                text("Write about this")
                    .size(size::SMALL)
                    .style(style::text::soft),
            )
            .padding([1, 4])
            .style(style::button::quiet)
            .on_press(Message::WriteAt(entry.index)),
        ));
    }
    block.width(Fill).into()
}

/// A note in the player's own words, with its Edit and Delete.
fn note_view<'a>(
    table: &'a Table,
    id: &'a crate::store::RecordId,
    words: &'a str,
) -> Element<'a, Message> {
    if table.writing == Writing::Note(id.clone()) {
        return editor(table, None);
    }
    column![
        text(words).font(SERIF).size(size::LARGE),
        row![
            focus::ring(
                format!("note.{id}.edit"),
                button(text("Edit").size(size::SMALL))
                    .padding([1, 4])
                    .style(style::button::quiet)
                    .on_press(Message::EditNote(id.clone()))
            ),
            focus::ring(
                format!("note.{id}.delete"),
                button(text("Delete").size(size::SMALL).style(style::text::accent))
                    .padding([1, 4])
                    .style(style::button::quiet)
                    .on_press(Message::DeleteNote(id.clone()))
            ),
        ]
        .spacing(4),
    ]
    .spacing(2)
    .into()
}

/// The note box's id (its ring's and the editor's own): the W key puts the caret there.
pub(super) const NOTE: &str = "table.note";

/// The note editor: several lines, the entry's prompt as its placeholder. Esc takes the caret
/// out and keeps the words (a draft, kept in the profile until saved as a note); Ctrl+Enter
/// saves the note.
fn editor<'a>(table: &'a Table, prompt: Option<&str>) -> Element<'a, Message> {
    let placeholder = prompt.unwrap_or("What happened to you here? Write it in your own words.");
    let cancel: Element<'a, Message> = if table.writing == Writing::Turn {
        space().into()
    } else {
        focus::ring(
            "note.cancel",
            button(text("Cancel").size(size::SMALL))
                .style(style::button::quiet)
                .on_press(Message::CancelNote),
        )
        .into()
    };
    column![
        focus::tip(
            focus::ring(
                NOTE,
                text_editor(&table.editor)
                    .id(NOTE)
                    .placeholder(placeholder.to_string())
                    .on_action(Message::Edit)
                    .key_binding(focus::editor_keys(Message::LeftNote, Message::SaveNote))
                    .font(SERIF)
                    .size(size::LARGE)
                    .height(96)
                    .padding(8),
            )
            .field(),
            &Command::Note
        ),
        row![
            focus::ring(
                "note.save",
                button(text("Save the note").size(size::SMALL))
                    .style(style::button::primary)
                    .on_press_maybe(
                        (!table.editor.text().trim().is_empty()
                            || matches!(table.writing, Writing::Note(_)))
                        .then_some(Message::SaveNote)
                    )
            ),
            cancel,
        ]
        .spacing(6),
    ]
    .spacing(4)
    .width(Fill)
    .into()
}
