//! The table's words: the goal of a delve, each question and answer in short sentences, with
//! card names, never codes.

use iced::widget::{button, responsive, text};
use iced::{Element, Length};

use crate::journal::odds::target_words;
use crate::tarot::check::CheckKind;
use crate::tarot::question::{Answer, DrawReason, Question, Rotation};
use crate::ui::focus;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

use super::messages::Message;

/// The goal of a delve in one line, longest first: how you win, how you score, how you die.
pub const GOALS: [&str; 3] = [
    "Find The Fool to get out · your Pentacles are your score · any attribute at 0 and you die",
    "Find The Fool · Pentacles score · an attribute at 0 kills",
    "Find The Fool",
];

/// How wide a line of small print is, about, per character.
const SMALL_CHAR: f32 = 6.1;

/// The goal as a quiet line that fills the room it is given, in the longest words that fit
/// (none when even the shortest does not): a click opens How to play.
pub(super) fn goal<'a>() -> Element<'a, Message> {
    responsive(|room| {
        let Some(words) = GOALS
            .iter()
            .find(|g| g.chars().count() as f32 * SMALL_CHAR + 8.0 <= room.width)
        else {
            return iced::widget::space().into();
        };
        // No tooltip: it covered the card's name under it, and the words are the goal (a
        // click, or H, opens How to play, as the `?` sheet says).
        focus::ring(
            "table.goal",
            button(text(*words).size(size::SMALL).style(style::text::soft))
                .padding([2, 4])
                .style(style::button::quiet)
                .on_press(Message::Go(Route::Rules)),
        )
        .into()
    })
    .width(Length::Fill)
    .height(Length::Fixed(24.0))
    .into()
}

/// An answer as the player reads it.
pub fn answer(answer: &Answer) -> String {
    match answer {
        Answer::Flip => "Flip the next card".into(),
        Answer::Swords(attr) => format!("Swords action: +1 {attr}"),
        Answer::Wands(1) => "Wands action with 1 Wand".into(),
        Answer::Wands(n) => format!("Wands action with {n} Wands"),
        Answer::Card(card) => card.name(),
        Answer::Cups(0) => "No Cups".into(),
        Answer::Cups(1) => "+1 with one boost of Cups".into(),
        Answer::Cups(n) => format!("+{n} with Cups"),
        Answer::Die(n) => format!("The die shows {n}"),
        Answer::Attr(attr) => attr.name().to_string(),
        Answer::Reroll(true) => "Re-roll with Luck".into(),
        Answer::Reroll(false) => "Accept the failure".into(),
        Answer::Skip(true) => "Try to skip it".into(),
        Answer::Skip(false) => "Face it".into(),
        Answer::Leave(true) => "Leave the dungeon".into(),
        Answer::Leave(false) => "Stay and delve on".into(),
        Answer::Help(true) => "Help them".into(),
        Answer::Help(false) => "Refuse".into(),
        Answer::Bottom(true) => "Put it at the bottom".into(),
        Answer::Bottom(false) => "Leave it on top".into(),
        Answer::Pick(i) => format!("Turn card {}", i + 1),
        Answer::Rotate(Rotation::Left) => "Rotate left: each value moves one place back".into(),
        Answer::Rotate(Rotation::Right) => "Rotate right: each value moves one place on".into(),
        Answer::Arrange(arrangement) => {
            let kept: Vec<String> = arrangement.top.iter().flatten().map(|c| c.name()).collect();
            let bottom = arrangement.bottom.name();
            if kept.is_empty() {
                format!("{bottom} to the bottom")
            } else {
                format!(
                    "Keep {} on top; {bottom} to the bottom",
                    kept.join(", then ")
                )
            }
        }
    }
}

/// The question as the player reads it.
pub fn question(question: &Question) -> String {
    match question {
        Question::Draw { reason } => {
            let why = match reason {
                DrawReason::Opening => "for your opening hand",
                DrawReason::Flip => "as this turn's card",
                DrawReason::Peek => "to look at it",
                DrawReason::DiscardTop => "to discard it",
                DrawReason::Draw => "into your hand",
                DrawReason::Spread => "face down into the spread",
                DrawReason::Backpack => "face down into the backpack",
                DrawReason::Turned => return "Which card of the spread did you turn over?".into(),
                DrawReason::SpreadRest => {
                    return "Which card of the spread, not turned, went to the discard pile?"
                        .into();
                }
            };
            format!("Which card did you take off the top of the deck {why}?")
        }
        Question::Die {
            attr,
            target,
            reroll,
        } => {
            let again = if *reroll { " again with Luck" } else { "" };
            format!(
                "Roll a die{again}: {attr}, {}. What does it show?",
                target_words(*target)
            )
        }
        Question::RandomDiscard { card, remaining } => format!(
            "{}: which card of your hand was lost at random? ({remaining} to go)",
            card.name()
        ),
        Question::Action => "Take an action, or flip the next card?".into(),
        Question::CheckAttribute { kind, .. } => {
            let what = if *kind == CheckKind::Roll {
                "roll"
            } else {
                "check"
            };
            format!("Which attribute do you {what} with?")
        }
        Question::Cups { attr, max, .. } => {
            format!("Spend Cups to raise {attr} for this check? (up to +{max})")
        }
        Question::Reroll { attr, roll, target } => {
            format!(
                "The die shows {roll}, a failure: {attr}, {}. Re-roll with Luck?",
                target_words(*target)
            )
        }
        Question::Overcome { card } => format!("{}: face it, or try to skip it?", card.name()),
        Question::Escape => "Leave the dungeon now, or go on?".into(),
        Question::Help => "Help the lost adventurer?".into(),
        Question::PeekBottom { card } => format!(
            "The top card is {}: leave it on top, or put it at the bottom?",
            card.name()
        ),
        Question::Arrange { cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(|c| c.name()).collect();
            format!(
                "You see {}: choose their order and one for the bottom.",
                seen.join(", ")
            )
        }
        Question::Rotation => "The Wheel turns: rotate your values left or right?".into(),
        Question::Pick { count } => format!("Turn which of the {count} face-down cards?"),
        Question::ChooseAttribute { card, .. } => format!("{}: choose an attribute.", card.name()),
        Question::Discard {
            card, remaining, ..
        } => format!(
            "{}: choose a card of your hand to discard ({remaining} to go).",
            card.name()
        ),
        Question::Balance { remaining } => format!(
            "Temperance: shed a card from a suit that holds more than your smallest ({remaining} to go)."
        ),
        Question::CreationDie { attr } => format!("Roll a die for {attr}. What does it show?"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::attributes::Attr;
    use crate::tarot::card::Card;

    #[test]
    fn a_die_asked_for_says_what_passes_as_the_odds_do() {
        let die = |target, reroll| {
            question(&Question::Die {
                attr: Attr::Luck,
                target,
                reroll,
            })
        };
        assert_eq!(
            die(1, false),
            "Roll a die: Luck, only a 1 passes. What does it show?"
        );
        assert!(die(4, true).contains("again with Luck: Luck, a 4 or less passes."));
        // A 6 never passes, whatever the attribute.
        assert!(die(6, false).contains("a 5 or less passes (a 6 always fails)"));
        // The same words after the roll as before it.
        let prompt = question(&Question::Reroll {
            attr: Attr::Luck,
            roll: 6,
            target: 6,
        });
        assert_eq!(
            prompt,
            "The die shows 6, a failure: Luck, a 5 or less passes (a 6 always fails). Re-roll \
             with Luck?"
        );
    }

    #[test]
    fn no_answer_or_question_shows_a_card_code() {
        let queen = "QS".parse::<Card>().expect("a card");
        let tower = "M16".parse::<Card>().expect("a card");
        let words = [
            answer(&Answer::Card(queen)),
            answer(&Answer::Arrange(crate::tarot::question::Arrangement {
                top: [Some(queen), None],
                bottom: tower,
            })),
            question(&Question::PeekBottom { card: tower }),
            question(&Question::Arrange {
                cards: [Some(queen), Some(tower), None],
            }),
            question(&Question::Reroll {
                attr: Attr::Luck,
                roll: 6,
                target: 3,
            }),
        ];
        for line in words {
            for code in ["QS", "M16", "M1"] {
                assert!(!line.contains(code), "{line}");
            }
        }
        assert!(answer(&Answer::Card(queen)).contains("Queen of Swords"));
    }
}
