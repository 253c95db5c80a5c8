//! The journal beside the table, as a page of a book: each entry oldest first (the newest at
//! the bottom, where the eye is), the player's notes first in a serif, the mechanics folded
//! to one line that unfolds, and an editor under the turn just played (its prompt as the
//! placeholder). Notes can be edited and deleted in place.

use iced::widget::{
    Column, button, column, container, row, scrollable, space, text, text_editor, text_input,
};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::career::journal::entries_of;
use crate::journal::Entry;
use crate::tarot::card::Card;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

use super::sizes::{SCROLL_MARGIN, bar};
use super::writing::{Note, Writing, note_entry};
use super::{Message, Table};

/// The prompt under a major arcana's face on the table: the one its journal entry asks
/// while it is the card in play (picked for this delve and turn), else its first.
pub(super) fn caption(active: &ActiveDelve, card: Card) -> Option<String> {
    let number = card.major_number()?;
    if active.delve().current_card() == Some(card) {
        let entries = entries_of(active);
        if let Some(entry) = entries.iter().rev().find(|e| e.card == Some(card)) {
            return entry.prompt.clone();
        }
    }
    Some(active.delve().arcana().get(number).prompt.clone())
}

/// The journal panel under its title; `low` (a low room, the journal in the table's place):
/// without its title, closer, the note box two lines high, so that the turn's heading, the
/// box and the journal's tools stand whole together.
pub(super) fn panel<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    low: bool,
) -> Column<'a, Message> {
    let entries = entries_of(active);
    let target = match &table.writing {
        Writing::Turn => note_entry(&entries),
        Writing::Entry(entry) => Some(*entry),
        Writing::Note(_) | Writing::Own(_) => None,
    };
    // Where an entry of the player's own stands: after its journal entry, or after the last
    // when an answer taken back took its entry away (`None`: before the first).
    let last = entries.len().checked_sub(1);
    let place = move |after: Option<usize>| after.zip(last).map(|(a, l)| a.min(l));
    let mut list = own_entries(column![].spacing(14), table, None, place, low);
    for entry in &entries {
        list = list.push(card::in_margin(
            entry.card,
            entry_view(table, entry, target == Some(entry.index), low),
        ));
        list = own_entries(list, table, Some(entry.index), place, low);
    }
    let loose: Vec<_> = table
        .notes
        .iter()
        .filter(|n| !n.own && n.entry.is_none())
        .collect();
    for note in loose {
        list = list.push(note_view(table, note, low));
    }
    if table.oracle.open {
        list = list.push(super::oracle::view(&table.oracle));
    }
    let mut tools = row![].spacing(6);
    if !matches!(table.writing, Writing::Own(_)) {
        tools = tools.push(focus::ring(
            "journal.own",
            button(text("Write an entry of your own").size(size::SMALL))
                .padding([2, 6])
                .style(style::button::secondary)
                .on_press(Message::WriteOwn),
        ));
    }
    if !table.oracle.open {
        tools = tools.push(super::oracle::button_to_ask());
    }
    list = list.push(tools.wrap().vertical_spacing(6));
    let title = (!low).then(|| text("Journal").size(size::TITLE));
    column![
        title,
        container(
            scrollable(list.padding(iced::Padding::ZERO.right(SCROLL_MARGIN)))
                .direction(bar())
                .anchor_bottom()
                .height(Fill)
        )
        .padding(if low { [6, 10] } else { [12, 12] })
        .height(Fill)
        .width(Fill)
        .style(style::container::panel),
    ]
    .spacing(8)
}

/// The player's own entries that stand at `at` (after that journal entry; `None`: before the
/// first), and the editor of a new one being written there.
fn own_entries<'a>(
    mut list: Column<'a, Message>,
    table: &'a Table,
    at: Option<usize>,
    place: impl Fn(Option<usize>) -> Option<usize>,
    low: bool,
) -> Column<'a, Message> {
    for note in table.notes.iter().filter(|n| n.own && place(n.entry) == at) {
        list = list.push(note_view(table, note, low));
    }
    if matches!(table.writing, Writing::Own(after) if place(after) == at) {
        list = list.push(editor(table, Some(OWN_PLACEHOLDER), true, low));
    }
    list
}

/// What the box of an entry of the player's own says before any words are in it.
const OWN_PLACEHOLDER: &str =
    "Your own entry: a scene, a name for a companion, a vow. Write it as you like.";

fn entry_view<'a>(
    table: &'a Table,
    entry: &Entry,
    editing_here: bool,
    low: bool,
) -> Element<'a, Message> {
    // A prompt shows where the player answered it (over their words) or is about to (as the
    // note box's placeholder); unanswered prompts of turns gone by stay out of the way.
    let answered = table
        .notes
        .iter()
        .any(|n| !n.own && n.entry == Some(entry.index));
    let mut block = column![text(entry.title.clone()).font(SERIF).size(size::LARGE)].spacing(4);
    if let Some(prompt) = entry.prompt.as_ref().filter(|_| answered) {
        block = block.push(
            text(prompt.clone())
                .font(SERIF_ITALIC)
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    for note in table
        .notes
        .iter()
        .filter(|n| !n.own && n.entry == Some(entry.index))
    {
        block = block.push(note_view(table, note, low));
    }
    if editing_here {
        block = block.push(editor(
            table,
            entry.prompt.as_deref().filter(|_| !answered),
            false,
            low,
        ));
    }
    let unfolded = table.unfolded.contains(&entry.index);
    let count = entry.lines.len() + entry.details.len() + entry.aftermath.len();
    if let Some(first) = entry.lines.first() {
        if unfolded {
            for line in entry
                .lines
                .iter()
                .chain(&entry.details)
                .chain(&entry.aftermath)
            {
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

/// A note in the player's own words (or an entry of their own, its heading over it), with
/// its Edit and Delete.
fn note_view<'a>(table: &'a Table, note: &'a Note, low: bool) -> Element<'a, Message> {
    let id = &note.id;
    if table.writing == Writing::Note(id.clone()) {
        return editor(table, None, note.own, low);
    }
    let mut words = column![].spacing(2);
    if note.own {
        let heading = if note.title.trim().is_empty() {
            "Your entry"
        } else {
            note.title.as_str()
        };
        words = words.push(
            text(heading)
                .font(SERIF)
                .size(size::LARGE)
                .style(style::text::accent),
        );
    }
    if !note.text.trim().is_empty() {
        words = words.push(text(note.text.as_str()).font(SERIF).size(size::LARGE));
    }
    words
        .push(
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
        )
        .into()
}

/// The note box's id (its ring's and the editor's own): the W key puts the caret there.
pub(super) const NOTE: &str = "table.note";
/// The heading box of an entry of the player's own.
pub(super) const TITLE: &str = "table.note-title";

/// The note editor: several lines, the entry's prompt as its placeholder (and, for an entry
/// of the player's own, a heading over it). Esc takes the caret out and keeps the words (a
/// draft, kept in the profile until saved as a note); Ctrl+Enter saves the note.
fn editor<'a>(
    table: &'a Table,
    prompt: Option<&str>,
    titled: bool,
    low: bool,
) -> Element<'a, Message> {
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
    let mut boxes = column![].spacing(4);
    if titled {
        // Enter in the heading goes on to the words.
        boxes = boxes.push(
            focus::ring(
                TITLE,
                text_input("A heading, if you like", &table.title)
                    .id(iced::widget::Id::new(TITLE))
                    .on_input(Message::TitleChanged)
                    .on_submit(Message::WriteNote)
                    .font(SERIF)
                    .size(size::LARGE)
                    .padding(6),
            )
            .field(),
        );
    }
    let filled =
        !table.editor.text().trim().is_empty() || (titled && !table.title.trim().is_empty());
    let save = if titled {
        "Save the entry"
    } else {
        "Save the note"
    };
    boxes
        .push(focus::tip(
            focus::ring(
                NOTE,
                text_editor(&table.editor)
                    .id(NOTE)
                    .placeholder(placeholder.to_string())
                    .on_action(Message::Edit)
                    .key_binding(focus::editor_keys(Message::LeftNote, Message::SaveNote))
                    .font(SERIF)
                    .size(size::LARGE)
                    // (Three lines; two in a low room, where the turn's heading and the
                    // journal's tools must stand whole around it.)
                    .height(if low { 68 } else { 96 })
                    .padding(8),
            )
            .field(),
            &Command::Note,
        ))
        .push(
            row![
                focus::ring(
                    "note.save",
                    button(text(save).size(size::SMALL))
                        .style(style::button::primary)
                        .on_press_maybe(
                            (filled || matches!(table.writing, Writing::Note(_)))
                                .then_some(Message::SaveNote)
                        )
                ),
                cancel,
            ]
            .spacing(6),
        )
        .width(Fill)
        .into()
}
