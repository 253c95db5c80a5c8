//! The hand, grouped by suit and sorted within each, its cards clickable (to answer a
//! question asking for one, else to read it).

use iced::widget::{Stack, button, column, container, float, row, scrollable, text, tooltip};
use iced::{Alignment, Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::{Event, Place};
use crate::tarot::question::Answer;
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::card::{self, Mark};
use crate::ui::widget::sign;

use super::fan::{self, SUIT_GAP, across, spacing, spread_width};
use super::sizes::{HAND_FULL as STRIP_FULL, STRIP_TIGHT};
use super::told::since_flip;
use super::{Message, Table};

/// The suits in the order the table shows them, majors last.
pub(super) const GROUPS: [(&str, Option<Suit>); 5] = [
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

/// Where a card comes in the hand as shown: its suit's group, then its rank.
pub(super) fn hand_order(card: Card) -> (usize, usize) {
    let group = GROUPS
        .iter()
        .position(|(_, suit)| *suit == card.suit())
        .unwrap_or(GROUPS.len());
    (group, card.index())
}

/// The legal answers as the table numbers them: the cards among them in the order the hand
/// shows them (by suit, then rank), in the places card answers hold; the rest as the engine
/// gives them.
pub(super) fn numbered_answers(delve: &crate::tarot::delve::Delve) -> Vec<Answer> {
    let mut answers = delve.legal_answers();
    let mut cards: Vec<Card> = answers
        .iter()
        .filter_map(|a| match a {
            Answer::Card(card) => Some(*card),
            _ => None,
        })
        .collect();
    cards.sort_by_key(|card| hand_order(*card));
    let mut sorted = cards.into_iter();
    for answer in &mut answers {
        if let Answer::Card(card) = answer
            && let Some(next) = sorted.next()
        {
            *card = next;
        }
    }
    answers
}

/// How many cards of each suit the hand holds, in the order the hand shows them (the suits
/// it holds none of left out).
pub(super) fn counts(cards: &[Card]) -> Vec<usize> {
    GROUPS
        .iter()
        .map(|(_, suit)| cards.iter().filter(|c| c.suit() == *suit).count())
        .filter(|n| *n > 0)
        .collect()
}

/// The hand's cards of one suit (`None`: the majors), in rank order.
pub(super) fn sorted(cards: &[Card], suit: Option<Suit>) -> Vec<Card> {
    let mut these: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == suit).collect();
    these.sort_by_key(|c| c.index());
    these
}

/// The large view of a card `width` wide, shown beside it while the pointer rests on it in
/// the hand.
fn large_view<'a>(card: Card, what: &str, width: f32) -> Element<'a, Message> {
    container(
        column![
            card::face(card, width, false),
            text(card.name()).size(size::BODY),
            text(what.to_string())
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .spacing(4)
        .align_x(Alignment::Center),
    )
    .padding(8)
    .style(style::container::floating)
    .into()
}

/// A suit's caption over its cards, `across` pixels wide: its name and count ("Pentacles
/// (2)"), or, where that would not fit, the suit's sign and count ("Majors (2)" for the
/// major arcana).
fn caption<'a>(label: &str, suit: Option<Suit>, count: usize, across: f32) -> Element<'a, Message> {
    let whole = format!("{label} ({count})");
    let ink = style::text::suit(suit);
    if whole.chars().count() as f32 * CAPTION_CHAR <= across {
        return text(whole).size(size::SMALL).style(ink).into();
    }
    match suit {
        Some(suit) => row![
            sign::suit(suit, size::SMALL),
            text(format!("({count})")).size(size::SMALL).style(ink)
        ]
        .spacing(3)
        .align_y(Alignment::Center)
        .into(),
        None => text(format!("Majors ({count})"))
            .size(size::SMALL)
            .style(ink)
            .into(),
    }
}

/// About how wide a character of a suit's caption is.
const CAPTION_CHAR: f32 = 6.6;

/// The room under the strip's cards for its scroller's bar.
const STRIP_BAR: f32 = 10.0;

/// How wide a card's large view is at the most: it stands beside the card, no taller than
/// the hand's tray and the sheet over it, so that it never covers the question.
const LARGE_VIEW: f32 = 220.0;

/// The hand, by suit, each suit's cards overlapping when the hand is long, laid out to fit
/// `room` pixels across with cards `sizes.hand` wide, in `sizes.lines` lines (a long hand's
/// suits in two, about as many cards in each), each suit under its caption (in the
/// tight tray of a short table, the suits go without captions, the title in small print);
/// hovering a card shows it large, clicking it answers the question (when it asks for a
/// card) or shows it as the card in play.
pub(super) fn hand<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    sizes: super::sizes::Sizes,
    room: f32,
) -> Element<'a, Message> {
    let (width, tight) = (sizes.hand, sizes.tight);
    let delve = active.delve();
    let cards = delve.hand();
    let legal = delve.legal_answers();
    // The cards drawn since the last flip: none before the first (the opening hand is all
    // new, and a mark on every card would tell nothing).
    let flipped = if delve.flips() > 0 {
        since_flip(active)
    } else {
        &[]
    };
    let new: Vec<Card> = flipped
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
    let mut groups = column![text(title).size(if tight { size::SMALL } else { size::LARGE })]
        .spacing(if tight { 4 } else { 6 });
    if cards.is_empty() {
        groups = groups.push(
            text("Your hand is empty.")
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    let suits: Vec<(&str, Option<Suit>, Vec<Card>)> = GROUPS
        .iter()
        .map(|(label, suit)| (*label, *suit, sorted(cards, *suit)))
        .filter(|(_, _, these)| !these.is_empty())
        .collect();
    let counts: Vec<usize> = suits.iter().map(|(_, _, these)| these.len()).collect();
    // One strip (or two lines), fitted to the room: its cards no narrower than the tray's
    // least, the same width in both lines, and where even so a line does not fit, it scrolls
    // sideways.
    let tray = card::height(width) + 110.0;
    let large = ((tray - 60.0) / card::RATIO).clamp(90.0, LARGE_VIEW);
    let least = if tight {
        STRIP_TIGHT
    } else {
        width.min(STRIP_FULL)
    };
    let lines = fan::lines(&counts, sizes.lines);
    let width = fan::drawn(&counts, sizes.lines, width, room, least);
    let mut suits = suits.into_iter();
    for line_sizes in lines {
        let suits: Vec<_> = suits.by_ref().take(line_sizes.len()).collect();
        let step = spacing(line_sizes, width, room, SUIT_GAP);
        // Where cards overlap, each shows its index on a tab in the corner that stays in sight.
        let overlapping = step < width;
        let mut line = row![].spacing(SUIT_GAP);
        for (label, suit, these) in suits {
            let count = these.len();
            let mut spread = Stack::new()
                .width(spread_width(count, width, step))
                .height(card::height(width));
            for (i, card) in these.into_iter().enumerate() {
                let playable = legal.contains(&Answer::Card(card));
                let fresh = new.contains(&card);
                let mark = if table.selected == Some(card) {
                    Mark::Selected
                } else if playable {
                    Mark::Playable
                } else if fresh {
                    Mark::New
                } else {
                    Mark::Plain
                };
                // Small cards in the tight tray show their tab too: their own corners read
                // poorly.
                let face = if overlapping || tight {
                    card::indexed(card, width, mark)
                } else {
                    card::marked(card, width, mark)
                };
                let face = button(face)
                    .padding(0)
                    .style(style::button::card)
                    .on_press(Message::Play(card));
                let what = if playable {
                    "Click to choose it."
                } else {
                    "Click to show it as the card in play."
                };
                let mut held: Element<'a, Message> = tooltip(
                    focus::ring(format!("hand.{card}"), face).group("hand"),
                    large_view(card, what, large),
                    tooltip::Position::Right,
                )
                .gap(6)
                .into();
                let coming = table.still_to_go(card, Place::Hand);
                if coming > 0.0 {
                    // A card just drawn slides down into the hand from the table above.
                    held = float(held)
                        .translate(move |_, _| iced::Vector::new(0.0, -1.2 * width * coming))
                        .into();
                }
                spread =
                    spread.push(container(held).padding(iced::Padding::ZERO.left(i as f32 * step)));
            }
            if tight {
                line = line.push(spread);
            } else {
                let across = spread_width(count, width, step);
                line = line.push(column![caption(label, suit, count, across), spread].spacing(2));
            }
        }
        let across = across(line_sizes, width, room, SUIT_GAP);
        let strip = if across > room + 0.5 {
            Element::from(
                scrollable(container(line).padding(iced::Padding::ZERO.bottom(STRIP_BAR)))
                    .direction(scrollable::Direction::Horizontal(
                        scrollable::Scrollbar::new().width(6).scroller_width(6),
                    ))
                    .id("table.hand")
                    .width(Fill),
            )
        } else {
            line.into()
        };
        groups = groups.push(strip);
    }
    container(groups)
        .padding(if tight { 8 } else { 12 })
        .width(Fill)
        .style(style::container::tray)
        .into()
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
