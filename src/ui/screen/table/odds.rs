//! What an answer shows, on its own button: its words (the ★ on the answer with the best
//! chance to get out alive), what it costs or buys for sure, the exact figures of the check it
//! leads to under careful and bold play (once: no second copy in a panel), and its chance to
//! escape with its margin. Under the answers, one sentence says what the two lines are; at a
//! die the app is about to roll, the check's figures stand under the Roll button.
//!
//! Every figure comes from the engine's outlook ([`crate::tarot::outlook`]) and every sentence
//! from [`crate::journal`], as in the terminal. Where the answers sit is the band's
//! ([`super::hero`]).

mod bar;
mod print;
mod shown;

use iced::widget::{Column, column, row, text};
use iced::{Alignment, Element};

use crate::career::ActiveDelve;
use crate::journal::effects::effects_sentence;
use crate::journal::face::preview_sentence;
use crate::journal::odds::{chances, lines_sentence, reroll_words, tie_words, way};
use crate::tarot::delve::Delve;
use crate::tarot::lines::{Figures, Line};
use crate::tarot::outlook::{
    AnswerChance, Consequence, Warning, check_outlook, consequences, percent, reroll_outlook,
};
use crate::tarot::question::{Answer, Question};
use crate::ui::theme::{size, style};

pub(super) use shown::Shown;

use print::{capitalised, figure_parts, figures_line, of_one_suit, passes, small};

use super::{Message, Table, words};

/// An answer's button body, and whether the answer is idle (Cups that change nothing: shown
/// greyed, not pressed).
pub(super) struct AnswerView<'a> {
    /// What the button shows.
    pub body: Column<'a, Message>,
    /// Whether the answer changes nothing and is not offered.
    pub idle: bool,
}

/// The body of answer `number` (counted from 1), three short lines at most: its words with
/// the ★ and its chance to escape beside them; what it costs or buys for sure; the figures of
/// the check it leads to, careful and bold side by side (each line wraps under the one before
/// it only where the answer is too narrow for both).
///
/// `compact` (many answers in a grid): the lines run on in one flow, each part after the one
/// before where it fits, so that a short answer takes one line.
pub(super) fn answer<'a>(
    shown: &Shown<'_>,
    number: usize,
    answer: &Answer,
    compact: bool,
) -> AnswerView<'a> {
    let chance = shown.chances.and_then(|c| c.of(answer));
    let best = shown.chances.is_some_and(|c| c.is_best(answer));
    let idle = changes_nothing(shown, answer);
    let words = answer_words(shown, answer, compact);
    let mut title = row![text(format!("{number}. {words}")).size(size::BODY)]
        .spacing(8)
        .align_y(Alignment::Center);
    if let Some(escape) = escape(chance, best, shown.working).filter(|_| !idle) {
        title = title.push(escape);
    }
    let lines = lines(shown, answer, compact);
    let body = if compact {
        column![title.extend(lines).wrap().vertical_spacing(1)]
    } else {
        column![title.wrap().vertical_spacing(1)]
            .extend(lines)
            .spacing(1)
    };
    AnswerView { body, idle }
}

/// An answer's detail under its words (see [`answer`]): what it costs or buys for sure, the
/// figures of the check it leads to, why the ★ is on it; that it changes nothing.
fn lines<'a>(shown: &Shown<'_>, answer: &Answer, compact: bool) -> Vec<Element<'a, Message>> {
    let said = shown.said.iter().find(|c| c.answer == *answer);
    let idle = changes_nothing(shown, answer);
    let mut lines: Vec<Element<'a, Message>> = Vec::new();
    if idle {
        lines.push(
            small("Changes nothing: the die passes no more often.")
                .style(style::text::soft)
                .into(),
        );
        return lines;
    }
    match said {
        Some(said) => lines = notes(shown, said, compact),
        None => {
            if let Some(buys) = buys(answer, shown.delve) {
                lines.push(small(buys).style(style::text::soft).into());
            }
        }
    }
    // A ★ on a figure that reads lower than another's: why (a tie within the margin, and
    // what this answer keeps), lest the player read it as a mistake.
    if shown.is_best(answer)
        && let Some(why) = shown.chances.and_then(tie_words)
    {
        lines.push(small(why).style(style::text::good).into());
    }
    lines
}

/// Whether `answer` has more to say under terse answers than its name (what it spends and
/// buys, its figures).
pub(super) fn has_detail(shown: &Shown<'_>, answer: &Answer) -> bool {
    !lines(shown, answer, true).is_empty()
}

/// Under terse answers, answer `number`'s detail in small print, its lines running on in one
/// flow after its number and words ("5. +1 Charm: Charm 4 → 5"); its chance to escape stays
/// on its button. The ★'s, where it has nothing more to say, says what the ★ means.
pub(super) fn detail<'a>(
    shown: &Shown<'_>,
    number: usize,
    answer: &Answer,
) -> Element<'a, Message> {
    let words = answer_words(shown, answer, true);
    let mut lines = lines(shown, answer, true);
    if lines.is_empty() && shown.is_best(answer) {
        lines.push(
            small("★ the best chance to get out alive of these answers")
                .style(style::text::good)
                .into(),
        );
    }
    let said = if lines.is_empty() {
        format!("{number}. {words}")
    } else {
        format!("{number}. {words}:")
    };
    row![small(said)]
        .extend(lines)
        .spacing(8)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(1)
        .into()
}

/// An answer's words on its button. In a grid under their shared check ("Wands actions, each
/// a check with Evocation"), a Wands action is named by its Wands alone; under the line of
/// what every Swords action spends, one is named by what it raises.
fn answer_words(shown: &Shown<'_>, answer: &Answer, compact: bool) -> String {
    match answer {
        Answer::Swords(attr) if shown.swords_spend.is_some() => format!("+1 {attr}"),
        Answer::Wands(1) if compact && shown.wands_shared() => "With 1 Wand".to_string(),
        Answer::Wands(n) if compact && shown.wands_shared() => format!("With {n} Wands"),
        _ => words::answer(answer),
    }
}

/// An answer in one line, for a low room (a large zoom on a small window, under 440 points
/// high: issue 40): its number, its words, the ★ on the best and its chance to escape in
/// short ("4. +1 Intelligence ★ 41%"); its whole detail is [`answer`]'s, shown for the answer
/// with the focus ring.
///
/// The line of answer `number` (counted from 1): its words, then (in small print) the ★
/// and its chance to escape, or, until the chances are in or where they are off, the pass
/// chance of the check it leads to; "you die" on an answer that kills for sure.
pub(super) fn terse<'a>(shown: &Shown<'_>, number: usize, answer: &Answer) -> AnswerView<'a> {
    let idle = changes_nothing(shown, answer);
    let said = shown.said.iter().find(|c| c.answer == *answer);
    let words = answer_words(shown, answer, true);
    let mut line = row![text(format!("{number}. {words}")).size(size::BODY)]
        .spacing(4)
        .align_y(Alignment::Center);
    if idle {
        line = line.push(small("changes nothing").style(style::text::soft));
        return AnswerView {
            body: column![line],
            idle,
        };
    }
    let best = shown.chances.is_some_and(|c| c.is_best(answer));
    if best {
        line = line.push(text("★").size(size::BODY).style(style::text::good));
    }
    match shown.chances.and_then(|c| c.of(answer)) {
        Some(chance) => {
            let said = small(chance.escape.reads());
            line = line.push(if best {
                said.style(style::text::good)
            } else {
                said
            });
        }
        None if shown.working => line = line.push(small("…").style(style::text::soft)),
        None => {
            if let Some(figures) = said.and_then(|s| s.odds.as_ref()).map(passes) {
                line = line.push(small(figures));
            }
        }
    }
    if said.is_some_and(|s| s.effects.kills()) {
        line = line.push(small("you die").style(style::text::accent));
    }
    AnswerView {
        body: column![line],
        idle,
    }
}

/// Under terse answers ([`terse`]), what their bare figure means, in one line of small
/// print: their chance to escape ("% to escape"), or, with the chances
/// off, the pass chance of the check each leads to. `None` when no answer shows a figure.
pub(super) fn legend<'a>(shown: &Shown<'_>) -> Option<Element<'a, Message>> {
    let words = if shown.chances.is_some() || shown.working {
        "% to escape"
    } else if shown.said.iter().any(|s| s.odds.is_some()) {
        "passes = chance to pass, careful–bold"
    } else {
        return None;
    };
    Some(small(words).style(style::text::soft).into())
}

/// What an answer does for sure (its cost and what it buys, in one line), and the figures of
/// the check it leads to (in one more; `compact`: in words alone, without their bars).
fn notes<'a>(shown: &Shown<'_>, said: &Consequence, compact: bool) -> Vec<Element<'a, Message>> {
    let mut body: Vec<Element<'a, Message>> = Vec::new();
    for warning in &said.warnings {
        if let Warning::FoolAtStake(chance) = warning {
            body.push(
                small(format!(
                    "{} chance to lose The Fool, your only way out",
                    percent(*chance)
                ))
                .style(style::text::accent)
                .into(),
            );
        }
    }
    let kills = said.effects.kills();
    let cost = cost(shown, said);
    let sure = match buys(&said.answer, shown.delve) {
        Some(buys) if cost.is_empty() => buys,
        Some(buys) => format!("{cost} · {buys}"),
        None => cost,
    };
    // In a grid, a Swords action's only change (its +1, which its words say) goes without
    // saying: the cards it spends are said once over the answers.
    let said_by_title = compact
        && matches!(said.answer, Answer::Swords(_))
        && shown.swords_spend.is_some()
        && matches!(said.effects.changes.as_slice(), [c] if sure == format!("{} {} → {}", c.attr, c.from, c.to));
    if !sure.is_empty() && !said_by_title {
        body.push(if kills {
            small(sure).style(style::text::accent).into()
        } else {
            small(sure).style(style::text::soft).into()
        });
    }
    if kills || matches!(said.answer, Answer::Wands(_)) && shown.wands_check.is_some() {
        return body;
    }
    let figures: Option<[Figures; 2]> = match (said.answer, &shown.prompt) {
        (Answer::Reroll(true), Some(prompt)) => Some([prompt.careful.reroll, prompt.bold.reroll]),
        _ => said
            .odds
            .as_ref()
            .map(|odds| [*odds.line(Line::Careful), *odds.line(Line::Bold)]),
    };
    let Some([careful, bold]) = figures else {
        return body;
    };
    let mut line = row![].spacing(10).align_y(Alignment::Center);
    // The way the figures are for, when the answer does not choose it itself.
    if let Some(odds) = said
        .odds
        .as_ref()
        .filter(|_| !matches!(said.answer, Answer::Cups(_) | Answer::Reroll(_)))
        .filter(|o| o.boosts > 0)
    {
        line = line.push(small(format!("{}:", way(odds))).style(style::text::soft));
    }
    for part in figure_parts(&careful, &bold, !compact) {
        line = line.push(part);
    }
    if let Some(luck) = luck_note(shown, said, &careful, &bold) {
        line = line.push(small(luck).style(style::text::warn));
    }
    body.push(line.wrap().vertical_spacing(1).into());
    body
}

/// What an answer costs for sure, as it reads on the button: an accepted failure's damage
/// (and, after a failed skip, the event it lets happen), a face-it's whole effect, Cups,
/// cards; empty for a card answer (the card is its own cost) and for nothing.
fn cost(shown: &Shown<'_>, said: &Consequence) -> String {
    let text = match (said.answer, &shown.prompt) {
        (Answer::Reroll(false), Some(prompt)) => {
            let mut text = effects_sentence(&prompt.accept_effects);
            if let Some(card) = shown.skipping
                && let Some(preview) = shown.delve.preview(card)
                && !prompt.accept_effects.kills()
            {
                let event = preview_sentence(&preview);
                if !event.is_empty() {
                    if !text.is_empty() {
                        text.push_str(", ");
                    }
                    text.push_str(&format!("then {} happens: {event}", card.name()));
                }
            }
            text
        }
        (Answer::Card(_), _) => String::new(),
        // The cards every Swords action spends are said once over the answers.
        (Answer::Swords(_), _) if shown.swords_spend.is_some() && said.preview.is_none() => {
            let mut effects = said.effects.clone();
            effects.lost.clear();
            effects_sentence(&effects)
        }
        // A Wands action's Wands in short: "spends the Ace and Two of Wands".
        (Answer::Wands(_), _) if said.preview.is_none() && !said.effects.lost.is_empty() => {
            let mut effects = said.effects.clone();
            let spent = std::mem::take(&mut effects.lost);
            let rest = effects_sentence(&effects);
            let spends = format!("spends {}", of_one_suit(&spent));
            if rest.is_empty() {
                spends
            } else {
                format!("{rest}, {spends}")
            }
        }
        _ => match &said.preview {
            Some(preview) => preview_sentence(preview),
            None => effects_sentence(&said.effects),
        },
    };
    capitalised(&text)
}

/// What an answer buys that its effects do not say yet, in a short phrase: what the Wands
/// see on a pass, that helping The Lovers is free, what staying at The Fool keeps.
fn buys(answer: &Answer, delve: &Delve) -> Option<String> {
    match answer {
        Answer::Wands(1) => Some("a pass shows you the top card".into()),
        Answer::Wands(2) => {
            Some("a pass shows you the top card, to leave or put at the bottom".into())
        }
        Answer::Wands(_) => {
            Some("a pass shows you the top three: order them, one to the bottom".into())
        }
        Answer::Help(true) => Some(
            "Free: five cards of the deck go face down into their backpack, yours if you both \
             get out"
                .into(),
        ),
        Answer::Leave(false) if delve.leaving_score().total() > 0 => Some(format!(
            "The Fool goes to the discard pile; your score of {} stays in hand",
            delve.leaving_score().total()
        )),
        _ => None,
    }
}

/// "This leaves you 1 Luck" wherever a re-roll would: on a re-roll at Luck 2, and on a check
/// at Luck 2 whose careful or bold figures count a re-roll.
fn luck_note(
    shown: &Shown<'_>,
    said: &Consequence,
    careful: &Figures,
    bold: &Figures,
) -> Option<String> {
    if shown.luck != 2 {
        return None;
    }
    match said.answer {
        Answer::Reroll(true) => Some("This leaves you 1 Luck unless the die shows 1".into()),
        Answer::Reroll(false) => None,
        _ => {
            let one = said.odds.as_ref()?.one_die;
            (!careful.same_odds(&one) || !bold.same_odds(&one))
                .then(|| "A re-roll here leaves you 1 Luck".to_string())
        }
    }
}

/// Whether a Cups answer changes nothing: the figures of the boost below it, for more Cups.
fn changes_nothing(shown: &Shown<'_>, answer: &Answer) -> bool {
    let (Answer::Cups(n), Some(outlook)) = (answer, &shown.outlook) else {
        return false;
    };
    if *n == 0 {
        return false;
    }
    let row = |boosts: u8| outlook.rows.iter().find(|r| r.boosts == boosts);
    match (row(*n), row(n - 1)) {
        (Some(more), Some(less)) => {
            more.one_die.same_odds(&less.one_die)
                && more.careful.same_odds(&less.careful)
                && more.bold.same_odds(&less.bold)
        }
        _ => false,
    }
}

/// An answer's chance to escape beside its words: "★ Escape 62% ±2" on the best (in the good
/// colour), "Escape 40% ±3" on the others, "Escape: counting…" (about as wide) until the
/// figures are in; nothing when they are off.
fn escape<'a>(
    chance: Option<&AnswerChance>,
    best: bool,
    working: bool,
) -> Option<Element<'a, Message>> {
    match chance {
        Some(chance) => {
            let said = small(format!("Escape {}", chance.escape.reads_with_margin()));
            Some(if best {
                row![
                    text("★").size(size::BODY).style(style::text::good),
                    said.style(style::text::good)
                ]
                .spacing(4)
                .align_y(Alignment::Center)
                .into()
            } else {
                said.into()
            })
        }
        None if working => Some(small("Escape: counting…").style(style::text::soft).into()),
        None => None,
    }
}

/// Under the answers: what the two lines are (once, where an answer shows both), the re-roll's
/// rule at a prompt, and at a die the app is about to roll, the check's figures. `None` when
/// nothing is ahead.
pub(super) fn note<'a>(table: &Table, active: &'a ActiveDelve) -> Option<Element<'a, Message>> {
    let delve = active.delve();
    if table.rolling() {
        return None;
    }
    let mut lines = column![].spacing(3);
    if matches!(delve.question(), Some(Question::Die { .. })) {
        // A die about to be rolled (by the app, or at the table): nothing left to choose.
        let outlook = check_outlook(delve)?;
        let row = outlook.best_row();
        if row.lines_agree() {
            lines = lines.push(figures_line(chances(&row.careful), &row.careful, true));
        } else {
            for line in Line::BOTH {
                let f = row.line(line);
                lines = lines.push(figures_line(
                    format!("{}: {}", line.name(), chances(f)),
                    f,
                    true,
                ));
            }
        }
    } else if let Some(prompt) = reroll_outlook(delve) {
        lines = lines.push(small(reroll_words(&prompt).rule).style(style::text::soft));
    } else if check_outlook(delve).is_none() && !leads_to_a_check(delve) {
        return None;
    }
    Some(
        lines
            .push(small(lines_sentence()).style(style::text::soft))
            .into(),
    )
}

/// Whether some answer of the pending question leads to a check (a Wands action).
fn leads_to_a_check(delve: &Delve) -> bool {
    consequences(delve).iter().any(|c| c.odds.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::check::pass_chance;

    #[test]
    fn a_reroll_passes_as_often_as_its_target_allows_and_a_six_never() {
        let shown: Vec<String> = (1..=6).map(|t| percent(pass_chance(t))).collect();
        assert_eq!(shown, ["17%", "33%", "50%", "67%", "83%", "83%"]);
    }
}
