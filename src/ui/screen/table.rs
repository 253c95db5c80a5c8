//! The delve table. The card in play comes first (a large face, what it does, its prompt,
//! the question and its answers, the odds), above the fold; then the adventurer's sheet, what
//! the turn did, the hand and the piles; the journal beside it as a page of a book.

use iced::widget::{button, column, container, responsive, row, scrollable, text};
use iced::{Element, Fill, Size};

use crate::career::ActiveDelve;
use crate::tarot::question::Answer;

use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

mod asked;
mod band;
mod detail;
mod dice;
mod draft;
mod end;
mod fan;
mod guide;
mod hand;
mod hero;
mod messages;
mod notes;
mod odds;
mod oracle;
mod outcome;
mod picker;
mod piles;
mod possible;
mod roomy;
mod seen;
mod sheet;
mod sizes;
mod state;
mod summary;
mod told;
mod update;
mod words;
mod writing;

pub use messages::{Action, Message, Request};
pub use sizes::{Asked, Sizes};
pub use state::Table;
pub use words::answer as describe_answer;
pub use writing::{Note, note_entry};

use sizes::{COLUMN_GAP, SCROLL_MARGIN};

impl Table {
    /// The delve table.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| view(self, size)).into()
    }
}

/// About how much taller the question's column is for its check than its answers' words:
/// the line of figures each answer of a check says under its words, a re-roll's lines (its
/// answers apart: see [`asked`]).
fn odds_height(delve: &crate::tarot::delve::Delve) -> f32 {
    use crate::tarot::question::Question;
    if delve.pending_check().is_none() {
        return 0.0;
    }
    match delve.question() {
        // Each answer says its figures under its words (a spend of Cups, what it loses too,
        // in the same lines).
        Some(
            Question::Overcome { .. } | Question::CheckAttribute { .. } | Question::Cups { .. },
        ) => CHECK_LINE * delve.legal_answers().len() as f32,
        Some(Question::Die { .. } | Question::Reroll { .. }) => REROLL_ODDS,
        _ => 0.0,
    }
}

/// About how much a check's answer's figures (its careful and bold chances, under its words)
/// and a re-roll's lines add to the question's column.
const CHECK_LINE: f32 = 20.0;
const REROLL_ODDS: f32 = 40.0;

/// What the band is asked to hold and what stands beside it (see [`Sizes::asking`]): the
/// answers by kind (the Swords actions under the line of what they spend; the Wands actions,
/// when several, in a flow of their own under their shared check; a lone Wands action with
/// lines of what it costs and buys), the odds of the check ahead (a line of figures under
/// each answer of a check or a spend of Cups); table
/// mode's many cards are faces to pick, a line of them each four. Then the hand's suits and
/// the piles.
fn asked(active: &ActiveDelve, count: bool) -> Asked {
    let delve = active.delve();
    let legal = delve.legal_answers();
    let count_of = |kind: fn(&Answer) -> bool| legal.iter().filter(|a| kind(a)).count();
    let swords = count_of(|a| matches!(a, Answer::Swords(_)));
    let wands = count_of(|a| matches!(a, Answer::Wands(_)));
    let hand = hand::counts(delve.hand());
    let mut asked = Asked {
        odds: odds_height(delve),
        face: delve.current_card().is_some() || legal.len() <= 4,
        card: delve.current_card().is_some(),
        hand,
        piles: piles::pile_count(active),
        count,
        ..Asked::default()
    };
    if picker::picking(delve) {
        asked.odds += legal.len().saturating_sub(4) as f32 * 40.0;
        return asked;
    }
    let shared = wands >= 2;
    asked.wands = if shared { wands } else { 0 };
    asked.tall = if shared { 0 } else { wands };
    asked.plain = legal.len() - asked.wands - asked.tall;
    asked.lines = usize::from(swords > 0) + usize::from(shared);
    asked
}

/// The guide's note and what the turn did, as the band says them under the answers where the
/// room is tall enough.
fn notes_said(table: &Table, active: &ActiveDelve) -> sizes::Notes {
    let guide = table
        .guide
        .showing()
        .filter(|_| !table.rolling())
        .map(|moment| moment.words(&hand::names(&table.pile)).chars().count());
    let (_, told) = outcome::told(table, active);
    sizes::Notes {
        guide,
        told: told.iter().map(|line| line.chars().count()).collect(),
        dice: table.rolls.len(),
    }
}

fn view(table: &Table, size: Size) -> Element<'_, Message> {
    let active = table.on_show();
    let delve = active.delve();
    let count = possible::table_mode(active);
    let mut ask = asked(active, count);
    ask.notes = notes_said(table, active);
    let mut sizes = Sizes::asking(size, &ask);
    // Table mode's choice among many cards is the moment's task: the page scrolls, the
    // question and its cards first, the hand under them.
    if picker::picking(delve) {
        sizes.fixed = false;
        sizes.summary = true;
    }
    let top = header(table, active, sizes);
    if !sizes.beside && table.journal_open {
        // A narrow table: the journal in its place, the whole width for the note box (in a
        // low room without its title: the header's Table button says where it is).
        return column![top, notes::panel(table, active, sizes.low).height(Fill)]
            .spacing(if sizes.low { 6 } else { 10 })
            .height(Fill)
            .into();
    }
    let room = sizes.hand_room(count);
    // Whether the band shows the hand's fan (a compact table with the room for it): then
    // not under the fold too.
    let chose = roomy::Chose::default();
    let band = hero::view(table, active, sizes, &chose);
    let under = || roomy::unless(hand::hand(table, active, sizes, room), chose.clone());
    let hand_and_piles: Element<'_, Message> = if sizes.piles_under {
        // A narrow table: the piles under the hand, which keeps the width.
        column![under(), piles::piles(table, active, sizes)]
            .spacing(10)
            .into()
    } else {
        row![under(), piles::piles(table, active, sizes)]
            .spacing(16)
            .into()
    };
    let foot = if sizes.sheet_beside {
        // Many answers short of height: the sheet beside the hand, the band keeping its row.
        column![
            row![sheet::sheet_column(table, active), hand_and_piles]
                .spacing(sizes::SHEET_COLUMN_GAP)
        ]
    } else {
        column![sheet::sheet(table, active, sizes), hand_and_piles].spacing(10)
    };
    let left: Element<'_, Message> = if sizes.fixed {
        // The band takes what the sheet and the hand leave (its words scroll inside it).
        column![
            top,
            band.band,
            foot.padding(iced::Padding::ZERO.right(SCROLL_MARGIN))
        ]
        .spacing(10)
        .height(Fill)
        .into()
    } else {
        // A short room: the page scrolls, the question first.
        scrollable(
            column![top, band.band, foot]
                .spacing(10)
                .padding(iced::Padding::ZERO.right(SCROLL_MARGIN)),
        )
        .direction(sizes::bar())
        .height(Fill)
        .into()
    };
    let left = container(left).width(sizes.table).height(Fill);
    if !sizes.beside {
        return left.into();
    }
    let journal = match band.aside {
        // The guide's note and what the turn did over the journal, short of height: at most
        // about half the column, scrolling, so that the journal keeps its room.
        Some(aside) => column![
            container(
                scrollable(container(aside).padding(iced::Padding::ZERO.right(SCROLL_MARGIN)))
                    .direction(sizes::bar())
            )
            .max_height(size.height * 0.45),
            notes::panel(table, active, false).height(Fill)
        ]
        .spacing(10),
        None => notes::panel(table, active, false),
    };
    row![left, journal.width(Fill)]
        .spacing(COLUMN_GAP)
        .height(Fill)
        .into()
}

/// The header, one line that never overflows: Home, the name, the turn, then the goal and
/// the badges in the room left (each in short words, its whole sentence
/// on hover, when the line is short; the goal shortens or goes), then Undo and `?`, which
/// always show; on a narrow table (the journal not beside it) the Journal button before them.
fn header<'a>(table: &Table, active: &'a ActiveDelve, sizes: Sizes) -> Element<'a, Message> {
    let width = sizes.table;
    let delve = active.delve();
    // Before the first turn begins, the opening hand is being drawn.
    let turn = match delve.turn() {
        0 => "Opening hand".to_string(),
        n => format!("Turn {n}"),
    };
    // The badges: (whole sentence, short words, their style).
    let mut notes: Vec<(String, String, TextStyle)> = Vec::new();
    if active.record().assisted {
        notes.push((
            "assisted: an answer was taken back".into(),
            "assisted".into(),
            style::text::warn,
        ));
    }
    if delve.cursed() {
        notes.push((
            "Cursed: no actions, no Cups until you pass a check".into(),
            "Cursed".into(),
            style::text::accent,
        ));
    }
    // What always shows but the name: Home, the turn, Undo, `?` and the gaps between all.
    let journal = (!sizes.beside).then(|| journal_button(table));
    let fixed = HOME_BUTTON
        + small_width(&turn, BODY_CHAR)
        + UNDO_BUTTON
        + if active.can_redo() {
            REDO_BUTTON + HEADER_GAP
        } else {
            0.0
        }
        + KEYS_BUTTON
        + if journal.is_some() {
            JOURNAL_BUTTON
        } else {
            0.0
        };
    let gaps = (5 + notes.len() + usize::from(journal.is_some())) as f32 * HEADER_GAP;
    let room = width - SCROLL_MARGIN - fixed - gaps;
    let name = &active.record().name;
    // Each note in its whole sentence while that leaves the name its room (the goal shortens,
    // or goes); else in short words, the sentence on hover.
    let mut left = room - small_width(name, TITLE_CHAR);
    let mut notes_width = 0.0;
    let mut middle = row![words::goal()]
        .spacing(HEADER_GAP)
        .align_y(iced::Alignment::Center);
    for (long, brief, ink) in notes {
        let whole = small_width(&long, SMALL_CHAR);
        let note: Element<'a, Message> = if whole <= left {
            left -= whole;
            notes_width += whole;
            text(long).size(size::SMALL).style(ink).into()
        } else {
            let short = small_width(&brief, SMALL_CHAR);
            left -= short;
            notes_width += short;
            iced::widget::tooltip(
                text(brief).size(size::SMALL).style(ink),
                container(text(long).size(size::SMALL))
                    .padding(6)
                    .max_width(300)
                    .style(style::container::floating),
                iced::widget::tooltip::Position::Bottom,
            )
            .into()
        };
        middle = middle.push(note);
    }
    // A long name is cut at the room left once the rest is placed (never under 80 px).
    let name_room = (room - notes_width).max(80.0);
    let name = container(
        text(name.clone())
            .size(size::TITLE)
            .wrapping(iced::widget::text::Wrapping::None),
    )
    .max_width(name_room)
    .clip(true);
    let mut line = row![
        focus::tip(
            focus::ring(
                "table.home",
                button(text("Home").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::Home))
            ),
            &Command::Back
        ),
        name,
        text(turn).size(size::BODY).style(style::text::soft),
        // The goal and the notes take what is left and are cut there, never pushing Undo
        // and `?` out of the window.
        container(middle).width(Fill).clip(true),
    ]
    .spacing(HEADER_GAP)
    .align_y(iced::Alignment::Center);
    if let Some(journal) = journal {
        line = line.push(journal);
    }
    line = line.push(focus::tip(
        focus::ring(
            "table.undo",
            button(text("Undo").size(size::BODY))
                .style(style::button::secondary)
                .on_press_maybe(active.can_undo().then_some(Message::Undo)),
        ),
        &Command::Undo,
    ));
    // Redo shows once an answer was taken back, until another is given.
    if active.can_redo() {
        line = line.push(focus::tip(
            focus::ring(
                "table.redo",
                button(text("Redo").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Redo),
            ),
            &Command::Redo,
        ));
    }
    line.push(focus::tip(
        focus::ring(
            "table.keys",
            button(text("?").size(size::BODY))
                .style(style::button::quiet)
                .on_press(Message::ToggleShortcuts),
        ),
        &Command::Shortcuts,
    ))
    .into()
}

/// On a narrow table, the button that shows the journal in the table's place, or the table
/// again.
fn journal_button<'a>(table: &Table) -> Element<'a, Message> {
    let label = if table.journal_open {
        "Table"
    } else {
        "Journal"
    };
    focus::tip(
        focus::ring(
            "table.journal",
            button(text(label).size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::ToggleJournal),
        ),
        &Command::Note,
    )
}

/// A text style function.
type TextStyle = fn(&iced::Theme) -> iced::widget::text::Style;

/// The header's gap between its items, and about how wide its fixed items are.
const HEADER_GAP: f32 = 12.0;
const HOME_BUTTON: f32 = 62.0;
const UNDO_BUTTON: f32 = 60.0;
const REDO_BUTTON: f32 = 60.0;
const KEYS_BUTTON: f32 = 28.0;
const JOURNAL_BUTTON: f32 = 76.0;
/// About how wide a character is in small print, in body text and in a title.
const SMALL_CHAR: f32 = 6.1;
const BODY_CHAR: f32 = 7.4;
const TITLE_CHAR: f32 = 11.5;

/// About how wide `words` are at `per_char` pixels a character.
fn small_width(words: &str, per_char: f32) -> f32 {
    words.chars().count() as f32 * per_char
}
