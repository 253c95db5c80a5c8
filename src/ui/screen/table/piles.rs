//! The piles beside the hand: deck, discard, the corpse pile with whose cards they are, the
//! Lovers' backpack, the High Priestess's spread (and, in table mode, the count of the cards
//! still possible under them).

use iced::widget::{button, column, container, row, text, tooltip};
use iced::{Alignment, Element};

use crate::career::ActiveDelve;
use crate::tarot::card::Card;
use crate::tarot::event::{Outcome, Place};
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::pile::{self, Top};

use super::hand::names;
use super::{Message, Table};

/// How many piles lie on the table now: the deck and the discard pile always, the corpse
/// pile, the backpack and the spread when they hold cards.
pub(super) fn pile_count(active: &ActiveDelve) -> usize {
    let delve = active.delve();
    2 + [
        delve.corpse().len(),
        delve.backpack().len(),
        delve.spread().len(),
    ]
    .iter()
    .filter(|n| **n > 0)
    .count()
}

/// A pile with its name above and its count or note under it.
fn pile_view<'a>(title: &str, body: Element<'a, Message>, note: String) -> Element<'a, Message> {
    // Its name and count on one line each, wider than a narrow pile if they must.
    column![
        text(title.to_string())
            .size(size::SMALL)
            .style(style::text::soft)
            .wrapping(iced::widget::text::Wrapping::None),
        body,
        text(note)
            .size(size::SMALL)
            .wrapping(iced::widget::text::Wrapping::None),
    ]
    .spacing(3)
    .into()
}

/// How far the last card put on a face-down pile still is from it (0: at rest).
fn arrived(table: &Table, cards: &[Card], place: Place) -> f32 {
    cards
        .iter()
        .map(|card| table.still_to_go(*card, place))
        .fold(0.0, f32::max)
}

/// "1 card", "5 cards" under a pile `width` wide; the number alone under a narrow pile,
/// where the words would wrap onto a second line below the fold.
fn cards(n: usize, width: f32) -> String {
    match n {
        n if width < NARROW_PILE => n.to_string(),
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}

/// The narrowest pile whose count says "cards" on one line.
const NARROW_PILE: f32 = 48.0;

/// Deck, discard pile (its top card face up), corpse pile, backpack and spread, as stacks
/// of cards `sizes.pile` wide whose height shows how many they hold, side by side.
pub(super) fn piles<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    sizes: super::sizes::Sizes,
) -> Element<'a, Message> {
    let width = sizes.pile;
    let delve = active.delve();
    let deck = delve.deck().len();
    let mut line = row![pile_view(
        "Deck",
        pile::pile(Top::Back, deck, width, 0.0),
        cards(deck, width)
    )]
    .spacing(10)
    .align_y(Alignment::Start);
    let discard = delve.discard();
    let top: Element<'a, Message> = match discard.last() {
        Some(top) => focus::ring(
            "table.discard",
            button(pile::pile(
                Top::Face(*top),
                discard.len(),
                width,
                table.still_to_go(*top, Place::Discard),
            ))
            .padding(0)
            .style(style::button::card)
            .on_press(Message::Select(Some(*top))),
        )
        .into(),
        None => pile::pile(Top::Back, 0, width, 0.0),
    };
    line = line.push(pile_view("Discard", top, cards(discard.len(), width)));
    if !delve.corpse().is_empty() {
        let mut whose = table.pile.clone();
        let died = matches!(delve.outcome(), Some(Outcome::Died { .. }));
        if died && !whose.contains(&active.record().name) {
            whose.push(active.record().name.clone());
        }
        let whose = if whose.is_empty() {
            "an earlier adventurer".to_string()
        } else {
            names(&whose)
        };
        let note = if delve.guiding() {
            format!("You guide the ghost of {whose}: the pile leaves with you if you escape.")
        } else {
            format!("The cards of {whose}, who died down here.")
        };
        let body = tooltip(
            pile::pile(
                Top::Back,
                delve.corpse().len(),
                width,
                arrived(table, delve.corpse(), Place::Corpse),
            ),
            container(text(note).size(size::SMALL))
                .padding(6)
                .max_width(260)
                .style(style::container::floating),
            tooltip::Position::Top,
        );
        line = line.push(pile_view(
            "Corpse pile",
            body.into(),
            cards(delve.corpse().len(), width),
        ));
    }
    if !delve.backpack().is_empty() {
        line = line.push(pile_view(
            "Backpack",
            pile::pile(
                Top::Back,
                delve.backpack().len(),
                width,
                arrived(table, delve.backpack(), Place::Backpack),
            ),
            cards(delve.backpack().len(), width),
        ));
    }
    if !delve.spread().is_empty() {
        line = line.push(pile_view(
            "Spread",
            pile::pile(Top::Back, delve.spread().len(), width, 0.0),
            "face down".into(),
        ));
    }
    let line: Element<'a, Message> = if sizes.piles_under {
        line.wrap().vertical_spacing(8).into()
    } else {
        let across = super::sizes::piles_room(sizes.piles.max(1), width);
        container(line.wrap().vertical_spacing(8))
            .max_width(across)
            .into()
    };
    if super::possible::table_mode(active) {
        // Table mode's count of the cards still possible, under the piles (beside them on
        // a table short of height).
        let count = super::possible::count(table, active);
        return if sizes.count_beside {
            row![line, count].spacing(10).into()
        } else {
            column![line, count].spacing(8).into()
        };
    }
    line
}
