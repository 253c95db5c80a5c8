//! The hand, grouped by suit and sorted within each, its cards clickable (to answer a
//! question asking for one, else to read it); then the piles: deck, discard, the corpse pile
//! with whose cards they are, the Lovers' backpack.

use iced::widget::{button, column, container, row, text, tooltip};
use iced::{Alignment, Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::{Event, Outcome, Place};
use crate::tarot::question::Answer;
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::card::{self, Mark};

use super::{Message, Table, since_flip};

/// How wide a card of the hand is drawn (its name still fits at 12 px).
const HAND_WIDTH: f32 = card::NAMED_WIDTH;

/// The suits in the order the table shows them, majors last.
const GROUPS: [(&str, Option<Suit>); 5] = [
    ("Cups", Some(Suit::Cups)),
    ("Swords", Some(Suit::Swords)),
    ("Wands", Some(Suit::Wands)),
    ("Pentacles", Some(Suit::Pentacles)),
    ("Major arcana", None),
];

/// Names joined for a sentence: "Mara", "Mara and Olk", "Mara, Olk and Tam".
pub(super) fn names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The hand's cards of one suit (`None`: the majors), in rank order.
pub(super) fn sorted(cards: &[Card], suit: Option<Suit>) -> Vec<Card> {
    let mut these: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == suit).collect();
    these.sort_by_key(|c| c.index());
    these
}

/// The hand, by suit.
pub(super) fn hand<'a>(table: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let cards = delve.hand();
    let legal = delve.legal_answers();
    let new: Vec<Card> = since_flip(active)
        .iter()
        .filter_map(|e| match e {
            Event::CardMoved {
                card,
                to: Place::Hand,
                ..
            } => Some(*card),
            _ => None,
        })
        .collect();
    let title = format!(
        "Your hand: {} card{}, score {}",
        cards.len(),
        if cards.len() == 1 { "" } else { "s" },
        delve.hand_score()
    );
    let mut groups = column![text(title).size(size::LARGE)].spacing(8);
    if cards.is_empty() {
        groups = groups.push(
            text("Your hand is empty.")
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    let mut line = row![].spacing(14);
    for (label, suit) in GROUPS {
        let these = sorted(cards, suit);
        if these.is_empty() {
            continue;
        }
        let mut faces = row![].spacing(4);
        for card in these {
            let playable = legal.contains(&Answer::Card(card));
            let mark = if table.selected == Some(card) {
                Mark::Selected
            } else if playable {
                Mark::Playable
            } else if new.contains(&card) {
                Mark::New
            } else {
                Mark::Plain
            };
            let face = button(card::marked(card, HAND_WIDTH, mark))
                .padding(0)
                .style(style::button::card)
                .on_press(Message::Play(card));
            let tip = if playable {
                format!("{}: click to choose it", card.name())
            } else {
                format!("{}: click to read it", card.name())
            };
            faces = faces.push(tooltip(
                focus::ring(format!("hand.{card}"), face).group("hand"),
                container(text(tip).size(size::SMALL))
                    .padding(6)
                    .style(style::container::floating),
                tooltip::Position::Top,
            ));
        }
        line = line.push(
            column![
                text(format!("{label} ({})", sorted(cards, suit).len()))
                    .size(size::SMALL)
                    .style(style::text::suit(suit)),
                faces.wrap().vertical_spacing(4)
            ]
            .spacing(2),
        );
    }
    groups = groups.push(line.wrap().vertical_spacing(8));
    container(groups)
        .padding(12)
        .width(Fill)
        .style(style::container::tray)
        .into()
}

/// Deck, discard pile (its top card face up), corpse pile, backpack and spread.
pub(super) fn piles<'a>(table: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let pile = |title: String, body: Element<'a, Message>, note: String| -> Element<'a, Message> {
        container(
            column![
                text(title).size(size::SMALL).style(style::text::soft),
                body,
                text(note).size(size::SMALL)
            ]
            .spacing(4)
            .max_width(220),
        )
        .padding(8)
        .style(style::container::panel)
        .into()
    };
    let mut line = row![pile(
        "Deck".into(),
        card::back(56.0),
        format!("{} cards face down", delve.deck().len()),
    )]
    .spacing(10)
    .align_y(Alignment::Start);
    let discard = delve.discard();
    let top: Element<'a, Message> = match discard.last() {
        Some(top) => focus::ring(
            "table.discard",
            button(card::face(*top, HAND_WIDTH, false))
                .padding(0)
                .style(style::button::card)
                .on_press(Message::Select(Some(*top))),
        )
        .into(),
        None => text("empty").size(size::BODY).into(),
    };
    line = line.push(pile(
        "Discard pile".into(),
        top,
        match discard.len() {
            1 => "1 card".to_string(),
            n => format!("{n} cards"),
        },
    ));
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
        line = line.push(pile(
            format!("Corpse pile: {} cards", delve.corpse().len()),
            text(note).size(size::BODY).into(),
            String::new(),
        ));
    }
    if !delve.backpack().is_empty() {
        line = line.push(pile(
            "The Lovers' backpack".into(),
            card::back(56.0),
            format!("{} cards, face down", delve.backpack().len()),
        ));
    }
    if !delve.spread().is_empty() {
        line = line.push(pile(
            "The High Priestess's spread".into(),
            card::back(56.0),
            "Face down, waiting to be turned".into(),
        ));
    }
    if super::possible::table_mode(active) {
        line = line.push(super::possible::count(table, active));
    }
    line.wrap().vertical_spacing(10).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_suit_is_shown_in_rank_order_and_names_read_as_a_sentence() {
        let cards: Vec<Card> = ["KC", "3C", "AC", "QS"]
            .iter()
            .map(|c| c.parse().expect("a card"))
            .collect();
        let cups: Vec<String> = sorted(&cards, Some(Suit::Cups))
            .iter()
            .map(|c| c.name())
            .collect();
        assert_eq!(cups, ["Ace of Cups", "Three of Cups", "King of Cups"]);
        assert_eq!(
            names(&["Mara".into(), "Olk".into(), "Tam".into()]),
            "Mara, Olk and Tam"
        );
        assert_eq!(names(&["Mara".into()]), "Mara");
    }
}
