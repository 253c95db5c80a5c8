//! The question on the table and its answers as the band places them: the question (at a die
//! Malice rolls, what is checked and the Roll button), the numbered answers two or three to a
//! row where the band is wide enough, each with what it risks (see [`super::odds`]), the help
//! under them, the odds of the check ahead and the guide's note. Table mode's cards to pick
//! are [`super::picker`]'s.

use iced::Element;
use iced::widget::{Column, button, column, container, mouse_area, row, scrollable, text};

use crate::career::ActiveDelve;
use crate::journal;
use crate::tarot::card::Card;
use crate::tarot::question::{Answer, Question};
use crate::ui::focus;
use crate::ui::theme::{size, style};

use super::picker::{Picker, card_box, card_faces, picking};
use super::sizes::bar;
use super::{Message, Table, guide, odds, words};

/// How wide the answers are in a grid: each, and the Wands actions under their shared check.
#[derive(Clone, Copy)]
pub(super) struct Grid {
    /// Each answer's width.
    pub each: f32,
    /// A Wands action's, under their shared check.
    pub wands: f32,
}

/// The guide's note, if one shows now (none while the dice tumble: the table still shows the
/// moment before the answer); `low` (a low room): its first sentence, and a button to read on.
pub(super) fn note<'a>(table: &'a Table, low: bool) -> Option<Element<'a, Message>> {
    guide::note(&table.guide, &super::hand::names(&table.pile), low).filter(|_| !table.rolling())
}

/// How the answers are told: each whole, or each in one line (a low room) with one
/// answer's detail under them ([`super::detail`]), or without it (then the answer with the
/// focus ring shows whole).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Told {
    /// Each answer whole.
    Whole,
    /// Each in one line, the hovered (else focused, else ★) answer's detail under them.
    Detailed,
    /// Each in one line but the one with the focus ring.
    Terse,
}

/// A question's parts as the band places them: the question with its answers (and the
/// help under them), the odds of the check it leads to, and the guide's note.
pub(super) struct Parts<'a> {
    /// The question itself (at a die the app rolls: what is checked).
    pub question: Element<'a, Message>,
    /// Its answers (or cards to pick), and the help under them.
    pub asked: Column<'a, Message>,
    /// The odds of the check ahead, in a sentence or two.
    pub odds: Option<Element<'a, Message>>,
    /// The guide's note.
    pub guide: Option<Element<'a, Message>>,
}

/// The question, its answers and what they risk, the odds of the check it leads to (its
/// ways two to a row: the band gives them 600 px or more) and the guide's note. `low`: a
/// low room's closer lines and the guide's first sentence; `told`: each answer whole, or in
/// one line with a legend saying what their figure is (see [`Told`]).
pub(super) fn question<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    q: &Question,
    paired: Option<Grid>,
    picker: Picker,
    low: bool,
    told: Told,
) -> Parts<'a> {
    let terse = told != Told::Whole;
    let delve = active.delve();
    let guide = note(table, low);
    let odds = odds::note(table, active);
    if active.waits_for_roll() {
        let (question, asked) = roll(q);
        return Parts {
            question,
            asked,
            odds,
            guide,
        };
    }
    let legal = super::hand::numbered_answers(delve);
    // (Closer in a low room, whose band has the height of a few lines.)
    let gap = if low { 4 } else { 8 };
    // In a low room (terse answers) what their bare figure means, once, on the question's
    // line where it has the room (else under it).
    let legend = terse
        .then(|| odds::legend(&odds::Shown::of(table, delve)))
        .flatten();
    let asks = row![text(words::question(q)).size(size::LARGE)]
        .push(legend)
        .spacing(10)
        .align_y(iced::Alignment::End)
        .wrap()
        .vertical_spacing(2);
    let mut question = column![asks].spacing(gap);
    let mut panel = column![].spacing(gap);
    let cards: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Answer::Card(card) => Some(*card),
            _ => None,
        })
        .collect();
    // The deck's cards (table mode) are many: faces by suit; a hand's cards stay numbered.
    if picking(delve) {
        match picker {
            Picker::Within(height) => {
                panel = panel.push(card_box(table, low)).push(
                    container(
                        scrollable(card_faces(&cards, q).padding(iced::Padding::ZERO.right(10)))
                            .id("table.picker")
                            .direction(bar()),
                    )
                    .max_height(height),
                );
            }
            Picker::Pinned => {
                question = question.push(card_box(table, low));
                panel = panel.push(card_faces(&cards, q));
            }
        }
    } else {
        let shown = odds::Shown::of(table, delve);
        if let Some(spend) = shown.swords_line() {
            panel = panel.push(spend);
        }
        let mut buttons = row![].spacing(gap / 2 + 2);
        // More than four answers: two or three to a row, when the column is wide enough, each
        // running its lines on in one flow. In a low room each answer takes one line (its
        // whole detail when it has the focus), as many to a row as fit.
        let paired = paired.filter(|_| legal.len() > 4 && !low);
        // The Wands actions' shared check, said once over them.
        let mut wands_line = if terse {
            shown.wands_words()
        } else {
            shown.wands_line()
        };
        for (i, answer) in legal.iter().enumerate() {
            let wands = matches!(answer, Answer::Wands(_));
            if wands && let Some(line) = wands_line.take() {
                panel = panel.push(
                    std::mem::replace(&mut buttons, row![].spacing(gap / 2 + 2))
                        .wrap()
                        .vertical_spacing(gap / 2 + 2),
                );
                panel = panel.push(line);
            }
            let id = format!("answer.{i}");
            let terse = match told {
                Told::Whole => false,
                Told::Detailed => true,
                Told::Terse => !focus::is_shown(&iced::widget::Id::from(id.clone())),
            };
            let view = if terse {
                odds::terse(&shown, i + 1, answer)
            } else {
                odds::answer(&shown, i + 1, answer, paired.is_some())
            };
            // The answers are one list for the arrow keys; Tab starts on the first.
            let mut button = button(view.body)
                .padding(if terse { [1, 6] } else { [5, 10] })
                .style(style::button::answer);
            if !view.idle {
                button = button.on_press(Message::Answer(*answer));
            }
            if let Some(grid) = paired {
                let shared = wands && shown.wands_shared();
                button = button.width(if shared { grid.wands } else { grid.each });
            }
            let ring = focus::ring(id, button).group("answers").first_if(i == 0);
            buttons = buttons.push(if told == Told::Detailed {
                // (The pointer on it shows its detail under the answers.)
                mouse_area(ring)
                    .on_enter(Message::Hovered(i, true))
                    .on_exit(Message::Hovered(i, false))
                    .into()
            } else {
                Element::from(ring)
            });
        }
        panel = panel.push(buttons.wrap().vertical_spacing(gap / 2 + 2));
        if told == Told::Detailed {
            let chosen = super::detail::chosen(table.hovered, &legal, &shown);
            panel = panel.push(super::detail::line(&shown, &legal, chosen));
        }
    }
    if !table.typed_number.is_empty() {
        panel = panel.push(
            text(format!(
                "Answer {}: press Enter to give it.",
                table.typed_number
            ))
            .size(size::SMALL),
        );
    }
    if let Some(hint) = hint(active, q) {
        panel = panel.push(text(hint).size(size::SMALL).style(style::text::soft));
    }
    Parts {
        question: question.into(),
        asked: panel,
        odds,
        guide,
    }
}

/// A check whose die Malice rolls, waiting for the player: what is checked, and the Roll
/// button.
fn roll<'a>(q: &Question) -> (Element<'a, Message>, Column<'a, Message>) {
    let what = match q {
        Question::Die { attr, target, .. } => {
            format!("A {attr} check: {}.", journal::odds::target_words(*target))
        }
        _ => "A check.".into(),
    };
    (
        text(what).size(size::LARGE).into(),
        column![
            focus::ring(
                "table.roll",
                button(text("Roll the die (Space)").size(size::BODY))
                    .padding([5, 10])
                    .style(style::button::answer)
                    .on_press(Message::Roll)
            )
            .first(),
        ],
    )
}

/// A line of help under the answers, where the question needs it.
fn hint(active: &ActiveDelve, q: &Question) -> Option<String> {
    match q {
        // The answers say the score; only a ghost being guided is left to say.
        Question::Escape if active.delve().guiding() => {
            Some("The ghost you guide leaves with you, and its pile with it.".into())
        }
        Question::Discard { .. } | Question::Balance { .. } | Question::RandomDiscard { .. } => {
            Some("You can also click the card in your hand.".into())
        }
        _ => None,
    }
}
