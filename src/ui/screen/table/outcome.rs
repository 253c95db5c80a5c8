//! What the turn did so far, in sentences, under the dice of its checks: in the band under
//! the card in play's words ([`super::band`]), or at the top of the journal's column when the
//! table is short of height ([`super::hero`]).

use iced::widget::{column, container, text};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::journal;
use crate::tarot::event::Event;
use crate::ui::theme::{size, style};

use super::told::this_turn;
use super::{Message, Table, dice};

/// What happened this turn (or, before anything has, the turn before), in sentences, beside
/// the dice of its checks.
pub(super) fn outcome<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
) -> Option<Element<'a, Message>> {
    let (title, lines) = told(table, active);
    if lines.is_empty() && table.rolls.is_empty() {
        return None;
    }
    // Dice alone (still tumbling, nothing told yet) go without the title.
    let titled = !lines.is_empty();
    let words = column(lines.into_iter().map(|l| text(l).size(size::BODY).into()))
        .spacing(2)
        .width(Fill);
    let body: Element<'a, Message> = if table.rolls.is_empty() {
        words.into()
    } else {
        // The dice first, what the turn did under them (never one word a line beside them).
        column![dice::view(table), words].spacing(8).into()
    };
    let mut told = column![];
    if titled {
        told = told.push(text(title).size(size::SMALL).style(style::text::soft));
    }
    Some(
        container(told.push(body))
            .padding(10)
            .width(Fill)
            .style(style::container::tray)
            .into(),
    )
}

/// What the turn did so far (or, before anything has, the turn before), a sentence a line,
/// with its title.
pub(super) fn told(table: &Table, active: &ActiveDelve) -> (&'static str, Vec<String>) {
    let (title, events) = this_turn(active);
    // This turn's flip of the card in play goes without saying: the card is on show above.
    let in_play = active
        .delve()
        .current_card()
        .filter(|_| title == "This turn");
    let told: Vec<Event> = events
        .iter()
        .filter(|e| match e {
            Event::TurnBegan { .. } => false,
            Event::Flipped { card } => Some(*card) != in_play,
            _ => true,
        })
        .copied()
        .collect();
    // A run of the same move (three cards laid face down) is one sentence, as in the journal.
    let mut lines = journal::describe_all(&told);
    if events.iter().any(|e| matches!(e, Event::GhostGuided)) && !table.pile.is_empty() {
        lines.push(format!(
            "You now guide the ghost of {}.",
            super::hand::names(&table.pile)
        ));
    }
    (title, lines)
}
