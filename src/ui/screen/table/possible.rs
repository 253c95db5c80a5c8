//! Table mode: the cards the next flip may still be (those not seen in the deck's shuffled
//! part), counted under the piles and, when opened, listed by suit as small chips.

use iced::widget::{button, column, container, row, text, tooltip};
use iced::{Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::{Card, Suit};
use crate::tarot::question::Answer;

use super::{Message, Table};
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::{card, sign};

/// The suits in the order the table shows them, majors last.
const GROUPS: [(&str, Option<Suit>); 5] = [
    ("Cups", Some(Suit::Cups)),
    ("Swords", Some(Suit::Swords)),
    ("Wands", Some(Suit::Wands)),
    ("Pentacles", Some(Suit::Pentacles)),
    ("Major arcana", None),
];

/// The count under the piles, with the button that opens or closes the list.
pub(super) fn count<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let n = active.delve().deck().unknown().len();
    let label = if app.show_possible { "Hide" } else { "Show" };
    container(
        column![
            text("Still possible").size(size::SMALL),
            row![
                text(n.to_string()).size(size::TITLE),
                focus::ring(
                    "table.possible",
                    button(text(label).size(size::SMALL))
                        .padding([2, 8])
                        .style(style::button::secondary)
                        .on_press(Message::TogglePossible)
                ),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(2),
    )
    .padding(8)
    .width(super::sizes::COUNT_WIDTH)
    .style(style::container::panel)
    .into()
}

/// The list of cards still possible, by suit (empty unless opened in table mode).
pub(super) fn view<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    if !app.show_possible || !table_mode(active) {
        return column![].into();
    }
    let cards = active.delve().deck().unknown();
    let mut groups = column![
        text(format!(
            "Still possible ({} of 78 not seen in the deck)",
            cards.len()
        ))
        .size(size::SMALL)
    ]
    .spacing(3);
    for (label, suit) in GROUPS {
        let these: Vec<Card> = cards.iter().filter(|c| c.suit() == suit).collect();
        let mut line = row![
            text(format!("{label} {}", these.len()))
                .size(size::SMALL)
                .width(110)
        ]
        .spacing(3);
        if these.is_empty() {
            line = line.push(text("none").size(size::SMALL));
        }
        for card in these {
            line = line.push(chip(card));
        }
        groups = groups.push(line.wrap());
    }
    // The cards out of the deck: a player with a physical deck takes them out (the corpse
    // pile) or keeps them aside (the discard pile).
    for (label, pile) in [
        ("The corpse pile", active.delve().corpse()),
        ("The discard pile", active.delve().discard()),
    ] {
        groups = groups.push(pile_line(label, pile));
    }
    container(groups)
        .padding(8)
        .width(Fill)
        .style(style::container::panel)
        .into()
}

/// A pile's cards as chips after its name and count ("none" when it is empty).
fn pile_line<'a>(label: &str, pile: &[Card]) -> Element<'a, Message> {
    let mut line = row![
        text(format!("{label} {}", pile.len()))
            .size(size::SMALL)
            .width(110)
    ]
    .spacing(3);
    if pile.is_empty() {
        line = line.push(text("none").size(size::SMALL));
    }
    for card in pile {
        line = line.push(chip(*card));
    }
    line.wrap().into()
}

/// Table mode, while the deck is dealt for the first time: the corpse pile's cards, which
/// a player with a physical deck takes out of it before shuffling; `None` otherwise.
pub(super) fn corpse_to_take_out<'a>(active: &ActiveDelve) -> Option<Element<'a, Message>> {
    let delve = active.delve();
    if !table_mode(active) || delve.corpse().is_empty() || delve.turn() > 1 {
        return None;
    }
    let n = delve.corpse().len();
    Some(
        column![
            text(format!(
                "Take the corpse pile's {n} card{} out of your deck before you shuffle: they \
                 stay out of this delve.",
                if n == 1 { "" } else { "s" }
            ))
            .size(size::SMALL),
            pile_line("The corpse pile", delve.corpse()),
        ]
        .spacing(3)
        .into(),
    )
}

/// Whether the delve is played with a physical deck and dice.
pub(super) fn table_mode(active: &ActiveDelve) -> bool {
    active.record().seed.is_none()
}

/// A card as a small chip: its corner index in its suit's colour followed by its suit's sign
/// (so that the suit is never told by colour alone), the majors by name; its full name on
/// hover.
fn chip(card: Card) -> Element<'static, Message> {
    let label: Element<'static, Message> = match card.suit() {
        Some(suit) => row![
            text(card::index(card))
                .size(size::SMALL)
                .style(style::text::suit(Some(suit))),
            container(sign::suit(suit, size::SMALL)).id(format!("chip.{}.sign", card.code())),
        ]
        .spacing(2)
        .align_y(iced::Alignment::Center)
        .into(),
        None => text(card.name())
            .size(size::SMALL)
            .style(style::text::suit(None))
            .into(),
    };
    tooltip(
        container(label)
            .padding([1, 5])
            .style(style::container::panel),
        container(text(card.name()).size(size::SMALL))
            .padding(4)
            .style(style::container::floating),
        tooltip::Position::Top,
    )
    .into()
}

/// What the table does with the words typed in table mode's card box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Typed {
    /// A card that answers the question: give it.
    Answer(Answer),
    /// A card that cannot answer it: say why (and empty the box).
    Refused(String),
    /// Not a card yet, or the start of another card's code or name ("M1" of "M13"): keep
    /// typing.
    Wait,
}

/// What `typed` means at the question on show: a card is decided as soon as no other card's
/// code or name goes on from the words typed, or at once when `submitted` (Enter).
pub(super) fn typed(active: &ActiveDelve, typed: &str, submitted: bool) -> Typed {
    let words = typed.trim();
    let Ok(card) = words.parse::<Card>() else {
        return if submitted && !words.is_empty() {
            Typed::Refused(format!(
                "No card is called “{words}”: type a code such as QS or M13, or a name such \
                 as Queen of Swords."
            ))
        } else {
            Typed::Wait
        };
    };
    let lower = words.to_lowercase();
    let goes_on = Card::all().any(|other| {
        other != card
            && [other.code(), other.name()].iter().any(|said| {
                let said = said.to_lowercase();
                said.len() > lower.len() && said.starts_with(&lower)
            })
    });
    if goes_on && !submitted {
        return Typed::Wait;
    }
    let delve = active.delve();
    let answer = Answer::Card(card);
    if delve.legal_answers().contains(&answer) {
        return Typed::Answer(answer);
    }
    Typed::Refused(match delve.refusal(&answer) {
        Some(why) => why.to_string(),
        None => format!("{} cannot answer this question.", card.name()),
    })
}
