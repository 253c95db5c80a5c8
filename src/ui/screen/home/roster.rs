//! Home's roster: a row of character cards.

use iced::widget::{button, column, container, responsive, row, scrollable, space, text};
use iced::{Element, Fill, Size};

use super::{Message, State, card_id, roster_order};
use crate::career::{AdventurerRecord, Fate, Profile, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;
use crate::ui::widget::pile::{self, Top};

/// The roster, as a row of character cards that grow with the room they have (so a short
/// roster fills the page rather than leaving it half empty), or, when they do not all stand
/// whole across the room (many adventurers, a narrow window, a large zoom), as a list of a
/// line each: the delve in progress first, then the living, newest first, then the dead and
/// the retired.
/// The one chosen with ← → is outlined (its card is [`card_id`], which the app scrolls into
/// view), and the title says what the arrows do while they act on the roster. `short` (the
/// window's width): the page scrolls, so the roster takes its own height, as on a window 640
/// px high.
pub(super) fn roster<'a>(
    state: &'a State,
    profile: &'a Profile,
    in_progress: Option<&str>,
    short: Option<f32>,
) -> Element<'a, Message> {
    let busy = in_progress.is_some();
    let chosen = state.chosen.adventurer(profile);
    let all = roster_order(profile);
    let keys = (!state.chosen.on_games && all.len() > 1)
        .then_some("← → choose an adventurer · Enter delves · ↓ the board games");
    let mut section = column![
        row![text("Roster").size(size::TITLE), focus::hint(keys)]
            .spacing(12)
            .align_y(iced::Alignment::Center)
    ]
    .spacing(6);
    if let Some(name) = in_progress {
        section = section.push(
            text(format!(
                "One delve at a time: {name} is still in the dungeon, and every adventurer \
                 shares one corpse pile. Continue that delve, or abandon it, to send another."
            ))
            .size(size::SMALL)
            .style(style::text::soft),
        );
    }
    let cards = move |room: Size, scrolls: bool| -> Element<'a, Message> {
        // Too many or too large to stand whole across the room: a line each.
        if !cards_fit(room, all.len()) {
            let list = column(all.iter().map(|&(id, a)| {
                let here = chosen.as_ref() == Some(id);
                line(id, a, busy, here, room.width)
            }))
            .spacing(6);
            return if scrolls {
                scrollable(list.padding(iced::Padding::ZERO.right(SCROLL_ROOM)))
                    .height(Fill)
                    .into()
            } else {
                list.into()
            };
        }
        let portrait = portrait_width(room, all.len());
        let cards = row(all.iter().map(|&(id, a)| {
            let here = chosen.as_ref() == Some(id);
            character(state, id, a, busy, here, portrait)
        }))
        .spacing(CARD_GAP);
        container(cards).width(Fill).into()
    };
    match short {
        Some(width) => section
            .push(cards(Size::new(width, SHORT_ROOM), false))
            .into(),
        None => section
            .push(responsive(move |room| cards(room, true)))
            .height(Fill)
            .into(),
    }
}

/// The narrowest a character card is (its portrait at [`PORTRAIT_MIN`]).
const CARD_LEAST: f32 = PORTRAIT_MIN + WORDS_WIDTH + 2.0 * CARD_PADDING + 10.0;

/// The least height a character card needs: its words with a line about the last run and
/// one about the corpse pile.
const CARD_HEIGHT: f32 = WORDS_HEIGHT + 2.3 * LINE_HEIGHT + 2.0 * CARD_PADDING + 2.0;

/// Whether `count` character cards stand whole side by side in a roster `room` big; else
/// the roster is a list, a line each ([`line`]).
fn cards_fit(room: Size, count: usize) -> bool {
    let n = count.max(1) as f32;
    n * CARD_LEAST + (n - 1.0) * CARD_GAP <= room.width && room.height >= CARD_HEIGHT
}

/// The narrowest line of the list that has room for the buttons beside the name.
const LINE_ONE: f32 = 520.0;

/// The narrowest line of the list that has room for the attributes.
const LINE_WITH_ATTRIBUTES: f32 = 900.0;

/// One adventurer's line of the roster as a list (a narrow window, a large zoom, a long
/// roster): a small portrait, the name with the fate and runs, the attributes when the line
/// has room for them (`width`), and what can be done; outlined when chosen (`here`).
fn line<'a>(
    id: &'a RecordId,
    a: &'a AdventurerRecord,
    busy: bool,
    here: bool,
    width: f32,
) -> Element<'a, Message> {
    let face: Element<'a, Message> = match portrait_card(a) {
        Some(c) => card::face(c, 26.0, false),
        None => card::back(26.0),
    };
    let mut told = fate_text(a);
    if !a.runs.is_empty() {
        told = row![told, text(runs_words(a)).size(size::SMALL)]
            .spacing(6)
            .into();
    }
    let mut parts = row![
        face,
        column![
            button(text(a.name.clone()).font(SERIF).size(size::LARGE))
                .padding(0)
                .style(style::button::card)
                .on_press(Message::ChooseAdventurer(id.clone())),
            told,
        ]
        .spacing(1)
        .width(190),
    ]
    .spacing(10)
    .align_y(iced::Alignment::Center);
    if width >= LINE_WITH_ATTRIBUTES {
        let words: Vec<String> = Attr::ALL
            .iter()
            .map(|&attr| format!("{} {}", attr.name(), a.attributes.get(attr)))
            .collect();
        parts = parts.push(
            text(words.join(" · "))
                .size(size::SMALL)
                .style(style::text::soft)
                .width(Fill),
        );
    } else {
        parts = parts.push(space().width(Fill));
    }
    // Narrow, the buttons go under the name.
    let inside: Element<'a, Message> = if width >= LINE_ONE {
        parts.push(actions(id, a, busy)).into()
    } else {
        column![parts, actions(id, a, busy)].spacing(4).into()
    };
    container(inside)
        .id(card_id(id))
        .padding([4, 8])
        .width(Fill)
        .style(style::container::panel_or_chosen(here))
        .into()
}

/// The card an adventurer's portrait shows: the card that killed them, the card of their
/// best escape (as the hall of fame shows it); none for one who has not yet delved.
fn portrait_card(a: &AdventurerRecord) -> Option<Card> {
    a.runs
        .last()
        .and_then(|r| r.killed_by)
        .filter(|_| a.fate == Fate::Dead)
        .or_else(|| crate::career::fame::best_escape_card(a))
}

/// An adventurer's fate in a word, in its colour ("in the dungeon" while they delve).
fn fate_text<'a>(a: &AdventurerRecord) -> Element<'a, Message> {
    text(match (a.fate, a.delve_in_progress.is_some()) {
        (_, true) => "in the dungeon",
        (fate, false) => fate.word(),
    })
    .size(size::BODY)
    .style(match a.fate {
        Fate::Dead => style::text::accent,
        Fate::Alive => style::text::good,
        Fate::Retired => style::text::soft,
    })
    .into()
}

/// The runs in a few words, with the best escape's score: "3 runs, best score 41".
fn runs_words(a: &AdventurerRecord) -> String {
    let mut told = match a.runs.len() {
        0 => "no runs yet".to_string(),
        1 => "1 run".to_string(),
        n => format!("{n} runs"),
    };
    let best = a
        .runs
        .iter()
        .filter(|r| r.end == RunEnd::Escaped)
        .max_by_key(|r| r.score);
    if let Some(best) = best {
        told.push_str(&format!(", best score {}", best.score));
    }
    told
}

/// The roster's room on a short window, where the page scrolls.
const SHORT_ROOM: f32 = 270.0;

/// The gap between two character cards.
const CARD_GAP: f32 = 12.0;

/// The room kept under the character cards, and beside the list for its scroller.
const SCROLL_ROOM: f32 = 12.0;

/// A character card's padding.
const CARD_PADDING: f32 = 12.0;

/// The width of a character card's words beside the portrait (name, fate, runs, the corpse
/// pile, the attributes in two rows of three, the buttons).
const WORDS_WIDTH: f32 = 300.0;

/// The height those words need with no line about the last run or the corpse pile: a
/// portrait shorter than the words leaves the card as tall as they are.
const WORDS_HEIGHT: f32 = 168.0;

/// The height of one more line of small words.
const LINE_HEIGHT: f32 = 20.0;

/// The narrowest and widest a portrait is drawn.
const PORTRAIT_MIN: f32 = 64.0;
const PORTRAIT_MAX: f32 = 360.0;

/// How wide a character card's portrait is in a roster `room` big holding `count` cards: as
/// tall as the room allows, but narrow enough for every card to fit across when they can,
/// within [`PORTRAIT_MIN`] and [`PORTRAIT_MAX`].
fn portrait_width(room: Size, count: usize) -> f32 {
    let tall = (room.height - 2.0 * CARD_PADDING - SCROLL_ROOM - 2.0) / card::RATIO;
    let n = count.max(1) as f32;
    let across = (room.width - CARD_GAP * (n - 1.0)) / n - WORDS_WIDTH - 2.0 * CARD_PADDING - 10.0;
    tall.min(across).clamp(PORTRAIT_MIN, PORTRAIT_MAX)
}

/// One adventurer's character card: a portrait card `portrait` wide, and beside it the name
/// and fate, the runs with the best and last score, the corpse pile they left, the six
/// attributes and what can be done.
fn character<'a>(
    state: &'a State,
    id: &'a RecordId,
    a: &'a AdventurerRecord,
    busy: bool,
    here: bool,
    portrait: f32,
) -> Element<'a, Message> {
    let left: Vec<Card> = state
        .pile
        .iter()
        .filter(|c| c.adventurer_id == id.as_str())
        .map(|c| c.card)
        .collect();
    // The portrait, or the card back for one who has not yet delved.
    let face: Element<'a, Message> = match portrait_card(a) {
        Some(c) => card::face(c, portrait, false),
        None => card::back(portrait),
    };
    let fate = fate_text(a);
    let mut attrs = column![].spacing(4);
    for three in Attr::ALL.chunks(3) {
        let mut line = row![].spacing(4);
        for &attr in three {
            let value = a.attributes.get(attr);
            line = line.push(
                container(
                    row![
                        text(attr.name()).size(size::SMALL).style(style::text::soft),
                        space().width(Fill),
                        text(value.to_string())
                            .size(size::LARGE)
                            .style(match value {
                                0 | 1 => style::text::accent,
                                2 => style::text::warn,
                                _ => iced::widget::text::base,
                            }),
                    ]
                    .spacing(4)
                    .align_y(iced::Alignment::Center),
                )
                .padding([1, 6])
                // Each tray as wide as its name asks (Intelligence beside Luck), so that
                // every name and value shows whole in the card's 300 px.
                .width(iced::Length::FillPortion(attr.name().len() as u16 + 5))
                .style(style::container::tray),
            );
        }
        attrs = attrs.push(line);
    }
    // The fate and the runs on one line, then how the last one ended.
    let told = runs_words(a);
    let mut words = column![
        // A click on the name chooses the adventurer, as ← → do.
        button(text(a.name.clone()).font(SERIF).size(size::TITLE))
            .padding(0)
            .style(style::button::card)
            .on_press(Message::ChooseAdventurer(id.clone())),
        row![fate, text(told).size(size::SMALL)]
            .spacing(8)
            .align_y(iced::Alignment::Center),
    ]
    .spacing(3)
    .width(Fill);
    let mut lines = 0.0;
    if let Some(last) = a.runs.last() {
        lines += 1.0;
        words = words.push(
            text(match last.end {
                RunEnd::Escaped => format!("last escaped with {}", last.score),
                RunEnd::Died => match last.killed_by {
                    Some(card) => format!("last died to {}", card.name()),
                    None => "last died".to_string(),
                },
            })
            .size(size::SMALL),
        );
    }
    if !left.is_empty() {
        lines += 1.3;
        words = words.push(
            row![
                pile::pile(Top::Back, left.len(), 10.0, 0.0),
                text(format!(
                    "left {} card{} in the corpse pile",
                    left.len(),
                    if left.len() == 1 { "" } else { "s" }
                ))
                .size(size::SMALL)
                .style(style::text::soft),
            ]
            .spacing(6)
            .align_y(iced::Alignment::End),
        );
    }
    let needed = WORDS_HEIGHT + lines * LINE_HEIGHT;
    let side = column![words, space().height(Fill), attrs, actions(id, a, busy)]
        .spacing(5)
        .width(WORDS_WIDTH)
        .height(card::height(portrait).max(needed));
    container(row![face, side].spacing(10))
        .id(card_id(id))
        .padding(CARD_PADDING)
        .style(style::container::panel_or_chosen(here))
        .into()
}

/// A character card's buttons, built in one place.
fn actions<'a>(id: &'a RecordId, a: &'a AdventurerRecord, busy: bool) -> Element<'a, Message> {
    let alive = a.fate == Fate::Alive;
    let mut line = row![].spacing(6);
    if a.delve_in_progress.is_some() {
        line = line.push(focus::ring(
            format!("roster.{id}.continue"),
            button(text("Continue").size(size::SMALL))
                .style(style::button::primary)
                .on_press(Message::Continue),
        ));
        line = line.push(focus::ring(
            format!("roster.{id}.abandon"),
            button(text("Abandon").size(size::SMALL))
                .style(style::button::danger)
                .on_press(Message::AskAbandon(id.clone())),
        ));
    } else if alive {
        if !busy {
            line = line.push(focus::ring(
                format!("roster.{id}.delve"),
                button(text("Delve").size(size::SMALL))
                    .style(style::button::primary)
                    .on_press(Message::Start(id.clone())),
            ));
        }
        line = line.push(small_link(
            id,
            "retire",
            "Retire",
            Message::AskRetire(id.clone()),
        ));
    }
    line.push(small_link(
        id,
        "career",
        "Career",
        Message::Go(Route::Career(id.clone())),
    ))
    .push(small_link(
        id,
        "journal",
        "Journal",
        Message::Go(Route::Journal(id.clone())),
    ))
    .into()
}

/// A small button of a character card, that the ring reaches as `roster.<id>.<what>`.
fn small_link<'a>(
    id: &RecordId,
    what: &str,
    label: &'a str,
    message: Message,
) -> Element<'a, Message> {
    focus::ring(
        format!("roster.{id}.{what}"),
        button(text(label).size(size::SMALL))
            .style(style::button::secondary)
            .on_press(message),
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_roster_grows_its_portraits_and_a_long_one_shrinks_them_to_fit() {
        // The roster's room in a 1280×800 window, and in a 1024×640 one.
        let large = Size::new(1256.0, 420.0);
        let small = Size::new(1000.0, 260.0);
        let two = portrait_width(large, 2);
        assert!(two >= 150.0, "two adventurers fill the room: {two}");
        assert!(card::height(two) + 2.0 * CARD_PADDING + SCROLL_ROOM <= large.height);
        assert!(portrait_width(small, 2) < two);
        // Three cards still fit across 1280 px.
        let three = portrait_width(large, 3);
        let across = 3.0 * (three + WORDS_WIDTH + 2.0 * CARD_PADDING + 10.0) + 2.0 * CARD_GAP;
        assert!(
            three < two && across <= large.width + 0.5,
            "{three} {across}"
        );
        // Never smaller than a readable card, however many.
        assert_eq!(portrait_width(large, 40), PORTRAIT_MIN);
    }
}
