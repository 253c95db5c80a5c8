//! Death and escape as moments: a summary card with the cause or the loot, the score, what
//! became of the hand (the ghost left behind), before the journal and the way home.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::career::ActiveDelve;
use crate::journal;
use crate::store::RecordId;
use crate::tarot::event::{Event, Outcome};
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{SERIF_ITALIC, size, style};
use crate::ui::widget::card;

use super::{Message, Table, dice};

/// The summary of a delve that has ended.
pub(super) fn summary<'a>(table: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let name = &active.record().name;
    // How it ended, told as the journal tells it (the chain of a death, the score's sources).
    let told = journal::ending::ending(active.events());
    let turns = match delve.turn() {
        1 => "1 turn".to_string(),
        n => format!("{n} turns"),
    };
    let (title, lines, danger) = match delve.outcome() {
        Some(Outcome::Escaped { score }) => (
            format!("{name} escaped"),
            vec![
                format!("You climb out into the daylight after {turns}."),
                match &told {
                    Some(journal::ending::Ending::Escape(story)) => story.sentence.clone(),
                    _ => format!("Your loot: a score of {score}."),
                },
                match score {
                    0 => "Your next delve opens with no extra card: bring Pentacles out to \
                          start the next one stronger."
                        .to_string(),
                    1 => "Your next delve opens with 1 extra card in hand (beside your \
                          Intelligence), the score you carried out."
                        .to_string(),
                    n => format!(
                        "Your next delve opens with {n} extra cards in hand (beside your \
                         Intelligence), the score you carried out."
                    ),
                },
            ],
            false,
        ),
        Some(Outcome::Died { .. }) => {
            let (why, hand, backpack) = match &told {
                Some(journal::ending::Ending::Death(story)) => (
                    story.sentence.clone(),
                    story.hand_to_pile.len(),
                    story.backpack_to_pile.len(),
                ),
                _ => (
                    format!("You {} after {turns}.", journal::outcome(delve.outcome())),
                    0,
                    0,
                ),
            };
            let apart = active.record().deal.is_some();
            (
                format!("{name} died"),
                vec![
                    why,
                    if apart {
                        "A deal is played apart from your dungeon: nothing is added to the \
                         corpse pile."
                            .to_string()
                    } else {
                        corpse_sentence(hand, backpack)
                    },
                    "Your ghost waits there for someone to guide it out.".to_string(),
                ],
                true,
            )
        }
        None => (String::new(), Vec::new(), false),
    };
    // The way on (Home, the journal, the career) right under the title, so that it shows in
    // a short window too; then how it went.
    let mut buttons = row![
        focus::ring(
            "end.home",
            button(text("Home").size(size::BODY))
                .style(style::button::primary)
                .on_press(Message::Go(Route::Home))
        )
        .first()
    ]
    .spacing(8);
    if let Ok(id) = RecordId::new(active.record().adventurer.as_str()) {
        buttons = buttons
            .push(focus::ring(
                "end.journal",
                button(text("Read the journal").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::Journal(id.clone()))),
            ))
            .push(focus::ring(
                "end.career",
                button(text("Career").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::Career(id))),
            ));
    }
    let mut words = column![
        text("The delve is over.")
            .size(size::SMALL)
            .style(style::text::soft),
        text(title).size(size::DISPLAY),
        buttons.wrap().vertical_spacing(8),
    ]
    .spacing(8);
    for line in lines {
        words = words.push(text(line).size(size::LARGE));
    }
    words = words.push(
        text("Write what it was like in the journal, under The end.")
            .font(SERIF_ITALIC)
            .size(size::LARGE)
            .style(style::text::soft),
    );
    if !table.rolls.is_empty() {
        words = words.push(dice::view(table));
    }
    if active.record().seed.is_some() {
        words = words.push(deal_buttons(active));
    }
    let face: Element<'a, Message> = match delve.current_card().or(last_flipped(active)) {
        Some(card) => card::face(card, 130.0, false),
        None => card::back(130.0),
    };
    let body = row![face, words.width(Fill)]
        .spacing(18)
        .align_y(Alignment::Start);
    container(body)
        .padding(18)
        .width(Fill)
        .style(if danger {
            style::container::danger
        } else {
            style::container::good
        })
        .into()
}

/// The deal's buttons: play it again with a new adventurer, copy its code (with this delve's
/// answers, for a friend to play and race), and the race when the delve raced a friend's.
fn deal_buttons(active: &ActiveDelve) -> Element<'_, Message> {
    let mut buttons = row![
        focus::ring(
            "end.again",
            button(text("Play this deal again").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::PlayAgain)
        ),
        focus::ring(
            "end.code",
            button(text("Copy the deal code").size(size::BODY))
                .style(style::button::secondary)
                .on_press(Message::CopyCode)
        ),
    ]
    .spacing(8);
    if active
        .record()
        .deal
        .as_ref()
        .is_some_and(|d| d.race.is_some())
    {
        buttons = buttons.push(focus::ring(
            "end.race",
            button(text("See the race").size(size::BODY))
                .style(style::button::primary)
                .on_press(Message::Race),
        ));
    }
    column![
        buttons.wrap().vertical_spacing(8),
        text(
            "The same deck, dice and adventurer for a new try, or for a friend: the code \
             carries your answers, so their delve can race yours."
        )
        .size(size::SMALL)
        .style(style::text::soft),
    ]
    .spacing(4)
    .into()
}

fn last_flipped(active: &ActiveDelve) -> Option<crate::tarot::card::Card> {
    active.events().iter().rev().find_map(|e| match e {
        Event::Flipped { card } => Some(*card),
        _ => None,
    })
}

/// What a death leaves on the corpse pile, counting what it names: "Your hand, 26 cards, and
/// the backpack's 3 stay in the dungeon as the corpse pile…".
pub(super) fn corpse_sentence(hand: usize, backpack: usize) -> String {
    let cards = |n: usize| format!("{n} card{}", if n == 1 { "" } else { "s" });
    let what = match (hand, backpack) {
        (0, 0) => {
            return "You had nothing in hand: no corpse pile is left behind.".to_string();
        }
        (0, 1) => "The backpack's card stays".to_string(),
        (0, b) => format!("The backpack's {b} cards stay"),
        (h, 0) => format!("Your hand, {}, stays", cards(h)),
        (h, b) => format!("Your hand, {}, and the backpack's {b} stay", cards(h)),
    };
    format!(
        "{what} in the dungeon as the corpse pile, under your name: the next adventurer's deck \
         goes without them."
    )
}

#[cfg(test)]
mod tests {
    use super::corpse_sentence;

    #[test]
    fn the_death_screen_counts_what_it_names() {
        assert!(
            corpse_sentence(26, 3).starts_with("Your hand, 26 cards, and the backpack's 3 stay")
        );
        assert!(corpse_sentence(1, 0).starts_with("Your hand, 1 card, stays"));
        assert!(corpse_sentence(0, 5).starts_with("The backpack's 5 cards stay"));
        assert!(corpse_sentence(0, 0).contains("no corpse pile"));
    }
}
