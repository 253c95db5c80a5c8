//! Home's roster: a row of character cards.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Fill};

use super::{Message, State, roster_order};
use crate::career::{AdventurerRecord, Fate, Profile, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;
use crate::ui::widget::pile::{self, Top};

/// The roster, as a row of character cards that scrolls sideways when long: the delve in
/// progress first, then the living, newest first, then the dead and the retired.
/// The one chosen with ↑ ↓ is outlined. `short`: the page scrolls, so the roster takes its
/// own height.
pub(super) fn roster<'a>(
    state: &'a State,
    profile: &'a Profile,
    in_progress: Option<&str>,
    short: bool,
) -> Element<'a, Message> {
    let busy = in_progress.is_some();
    let chosen = state.chosen.adventurer(profile);
    let cards = row(roster_order(profile).into_iter().map(|(id, a)| {
        let here = chosen.as_ref() == Some(id);
        character(state, id, a, busy, here)
    }))
    .spacing(12);
    let mut section = column![text("Roster").size(size::TITLE)].spacing(6);
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
    section
        .push(
            scrollable(container(cards).padding(iced::Padding::ZERO.bottom(12)))
                .direction(scrollable::Direction::Horizontal(
                    scrollable::Scrollbar::default(),
                ))
                .width(Fill),
        )
        .height(if short { iced::Shrink } else { Fill })
        .into()
}

/// One adventurer's character card: a portrait card, the name and fate, the six attributes,
/// the runs with the best and last score, the corpse pile they left, and what can be done.
fn character<'a>(
    state: &'a State,
    id: &'a RecordId,
    a: &'a AdventurerRecord,
    busy: bool,
    here: bool,
) -> Element<'a, Message> {
    let left: Vec<Card> = state
        .pile
        .iter()
        .filter(|c| c.adventurer_id == id.as_str())
        .map(|c| c.card)
        .collect();
    // The portrait: the card that killed them, the last card of their best escape, or the
    // card back for one who has not yet delved.
    let best = a
        .runs
        .iter()
        .filter(|r| r.end == RunEnd::Escaped)
        .max_by_key(|r| r.score);
    let portrait_card = a
        .runs
        .last()
        .and_then(|r| r.killed_by)
        .filter(|_| a.fate == Fate::Dead)
        .or_else(|| best.and_then(|r| r.cards_seen.last().copied()));
    let portrait: Element<'a, Message> = match portrait_card {
        Some(c) => card::face(c, PORTRAIT, false),
        None => card::back(PORTRAIT),
    };
    let fate = text(match (a.fate, a.delve_in_progress.is_some()) {
        (_, true) => "in the dungeon",
        (fate, false) => fate.word(),
    })
    .size(size::SMALL)
    .style(match a.fate {
        Fate::Dead => style::text::accent,
        Fate::Alive => style::text::good,
        Fate::Retired => style::text::soft,
    });
    let mut attrs = iced::widget::Row::new().spacing(4);
    for attr in Attr::ALL {
        let value = a.attributes.get(attr);
        attrs = attrs.push(
            container(
                column![
                    text(&attr.name()[..3])
                        .size(size::SMALL)
                        .style(style::text::soft),
                    text(value.to_string())
                        .size(size::LARGE)
                        .style(match value {
                            0 | 1 => style::text::accent,
                            2 => style::text::warn,
                            _ => iced::widget::text::base,
                        }),
                ]
                .align_x(iced::Alignment::Center),
            )
            .padding([2, 4])
            .width(Fill)
            .style(style::container::tray),
        );
    }
    let runs = a.runs.len();
    let record = format!(
        "{runs} run{}{}{}",
        if runs == 1 { "" } else { "s" },
        best.map(|r| format!(", best score {}", r.score))
            .unwrap_or_default(),
        a.runs
            .last()
            .map(|r| match r.end {
                RunEnd::Escaped => format!(", last escaped with {}", r.score),
                RunEnd::Died => ", last died".to_string(),
            })
            .unwrap_or_default()
    );
    let mut words = column![
        // A click on the name chooses the adventurer, as ↑ ↓ do.
        button(text(a.name.clone()).font(SERIF).size(size::TITLE))
            .padding(0)
            .style(style::button::card)
            .on_press(Message::ChooseAdventurer(id.clone())),
        fate,
        text(record).size(size::SMALL),
    ]
    .spacing(3)
    .width(Fill);
    if !left.is_empty() {
        words = words.push(
            row![
                pile::pile(Top::Back, left.len(), 18.0, 0.0),
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
    let body = column![
        row![portrait, words].spacing(10),
        attrs,
        actions(id, a, busy)
    ]
    .spacing(8);
    container(body)
        .padding(12)
        .width(CHARACTER_WIDTH)
        .style(if here {
            style::container::chosen
        } else {
            style::container::panel
        })
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

/// How wide a character card is.
const CHARACTER_WIDTH: f32 = 320.0;

/// How wide a character card's portrait is.
const PORTRAIT: f32 = 64.0;
