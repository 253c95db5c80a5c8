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

use iced::widget::{Column, column, row, text};
use iced::{Alignment, Element};

use crate::career::ActiveDelve;
use crate::journal::effects::effects_sentence;
use crate::journal::face::preview_sentence;
use crate::journal::odds::{chances, lines_sentence, reroll_words, tie_words, way};
use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::event::CheckSource;
use crate::tarot::lines::{Figures, Line};
use crate::tarot::outlook::{
    AnswerChance, Chances, CheckOutlook, Consequence, RerollOutlook, Warning, check_outlook,
    consequences, percent, reroll_outlook,
};
use crate::tarot::question::{Answer, Question};
use crate::ui::theme::{size, style};

pub use bar::Bar;

use super::{Message, Table, words};

/// A bar's height on an answer.
const SMALL_BAR: f32 = 7.0;
/// A bar's width on an answer.
const BAR_WIDTH: f32 = 44.0;

/// What the answers of the question on show are worked out from: what each does, the re-roll
/// prompt's figures, the odds of the pending check (for Cups that change nothing), and the
/// chances to escape once they are in.
pub(super) struct Shown<'a> {
    said: Vec<Consequence>,
    prompt: Option<RerollOutlook>,
    outlook: Option<CheckOutlook>,
    chances: Option<&'a Chances>,
    working: bool,
    luck: u8,
    skipping: Option<crate::tarot::card::Card>,
    /// The cards every Swords action offered spends, when there are several (said once over
    /// the answers, not on each).
    swords_spend: Option<Vec<crate::tarot::card::Card>>,
    /// The check every Wands action offered leads to, when there are several and their
    /// figures agree (said once over them, not on each).
    wands_check: Option<crate::tarot::outlook::ChoiceOdds>,
    delve: &'a Delve,
}

impl<'a> Shown<'a> {
    /// The figures of the question on show.
    pub(super) fn of(table: &'a Table, delve: &'a Delve) -> Shown<'a> {
        let skipping = delve.pending_check().and_then(|spec| match spec.source {
            CheckSource::Overcome(card) => Some(card),
            _ => None,
        });
        let said = consequences(delve);
        let swords_spend = swords_spend(&said);
        let wands_check = wands_check(&said);
        Shown {
            said,
            swords_spend,
            wands_check,
            prompt: reroll_outlook(delve),
            outlook: check_outlook(delve),
            chances: table.chances_on_show(),
            working: table.working_out(),
            luck: delve.attributes().get(Attr::Luck),
            skipping,
            delve,
        }
    }

    /// Over the answers, once: what every Swords action spends, when several are offered
    /// ("Each Swords action spends the Ace, Two, Four and Five of Swords."); each answer then
    /// shows only its change.
    pub(super) fn swords_line<'b>(&self) -> Option<Element<'b, Message>> {
        let spend = self.swords_spend.as_ref()?;
        Some(
            small(format!("Each Swords action spends {}.", of_one_suit(spend)))
                .style(style::text::soft)
                .into(),
        )
    }

    /// Whether the Wands actions' check is said once over them ([`Shown::wands_line`]).
    pub(super) fn wands_shared(&self) -> bool {
        self.wands_check.is_some()
    }

    /// Over the Wands actions, once: the check each leads to, when several are offered and
    /// their figures agree ("Wands actions, each a check with Evocation: careful: passes
    /// 99% …"; with Luck where the wildcard makes Luck the better way); each answer then
    /// shows what it spends and what a pass shows.
    pub(super) fn wands_line<'b>(&self) -> Option<Element<'b, Message>> {
        let odds = self.wands_check.as_ref()?;
        let mut line = row![
            small(format!(
                "Wands actions, each a check with {}:",
                odds.attr.name()
            ))
            .style(style::text::soft)
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        if odds.boosts > 0 {
            line = line.push(small(format!("{}:", way(odds))).style(style::text::soft));
        }
        for part in figure_parts(&odds.careful, &odds.bold, true) {
            line = line.push(part);
        }
        Some(line.wrap().vertical_spacing(1).into())
    }
}

/// The check every Wands action among `said` leads to, when two or more are offered and the
/// figures of each agree (its way, careful and bold).
fn wands_check(said: &[Consequence]) -> Option<crate::tarot::outlook::ChoiceOdds> {
    let mut wands = said
        .iter()
        .filter(|c| matches!(c.answer, Answer::Wands(_)) && c.effects.outcome.is_none());
    let first = wands.next()?.odds.clone()?;
    let mut count = 1;
    for other in wands {
        let odds = other.odds.as_ref()?;
        let agree = odds.attr == first.attr
            && odds.boosts == first.boosts
            && odds.careful.same_odds(&first.careful)
            && odds.bold.same_odds(&first.bold);
        if !agree {
            return None;
        }
        count += 1;
    }
    (count >= 2).then_some(first)
}

/// The cards each Swords action among `said` spends, when two or more are offered and each
/// spends the same cards.
fn swords_spend(said: &[Consequence]) -> Option<Vec<crate::tarot::card::Card>> {
    let mut swords = said
        .iter()
        .filter(|c| matches!(c.answer, Answer::Swords(_)) && c.effects.outcome.is_none());
    let first = swords.next()?;
    let mut count = 1;
    for other in swords {
        if other.effects.lost != first.effects.lost {
            return None;
        }
        count += 1;
    }
    (count >= 2 && !first.effects.lost.is_empty()).then(|| first.effects.lost.clone())
}

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
    let said = shown.said.iter().find(|c| c.answer == *answer);
    let chance = shown.chances.and_then(|c| c.of(answer));
    let best = shown.chances.is_some_and(|c| c.is_best(answer));
    let idle = changes_nothing(shown, answer);
    // In a grid under their shared check ("Wands actions, each a check with Evocation"), a Wands
    // action is named by its Wands alone.
    let words = match answer {
        Answer::Wands(1) if compact && shown.wands_shared() => "With 1 Wand".to_string(),
        Answer::Wands(n) if compact && shown.wands_shared() => format!("With {n} Wands"),
        _ => words::answer(answer),
    };
    let mut title = row![text(format!("{number}. {words}")).size(size::BODY)]
        .spacing(8)
        .align_y(Alignment::Center);
    if let Some(escape) = escape(chance, best, shown.working).filter(|_| !idle) {
        title = title.push(escape);
    }
    let mut lines: Vec<Element<'a, Message>> = Vec::new();
    if idle {
        lines.push(
            small("Changes nothing: the die passes no more often.")
                .style(style::text::soft)
                .into(),
        );
    } else {
        match said {
            Some(said) => lines = notes(shown, said, compact),
            None => {
                if let Some(buys) = buys(answer, shown.delve) {
                    lines.push(small(buys).style(style::text::soft).into());
                }
            }
        }
    }
    // A ★ on a figure that reads lower than another's: why (a tie within the margin, and
    // what this answer keeps), lest the player read it as a mistake.
    if best
        && !idle
        && let Some(why) = shown.chances.and_then(tie_words)
    {
        lines.push(small(why).style(style::text::good).into());
    }
    let body = if compact {
        column![title.extend(lines).wrap().vertical_spacing(1)]
    } else {
        column![title.wrap().vertical_spacing(1)]
            .extend(lines)
            .spacing(1)
    };
    AnswerView { body, idle }
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

/// A check's figures, careful and bold (once, when they agree), each after its bar (`bars`).
fn figure_parts<'a>(careful: &Figures, bold: &Figures, bars: bool) -> Vec<Element<'a, Message>> {
    if careful.same_odds(bold) {
        return vec![figures_line(chances(careful), careful, bars)];
    }
    vec![
        figures_line(format!("careful: {}", chances(careful)), careful, bars),
        figures_line(format!("bold: {}", chances(bold)), bold, bars),
    ]
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

/// Cards of one suit in short ("the Ace, Two and Three of Wands"); of several suits, each
/// by its whole name.
fn of_one_suit(cards: &[crate::tarot::card::Card]) -> String {
    if cards.iter().any(|c| c.suit().is_none()) {
        return crate::journal::effects::card_list(cards);
    }
    let names: Vec<String> = cards.iter().map(|c| c.name()).collect();
    let split: Vec<(&str, &str)> = names.iter().filter_map(|n| n.split_once(" of ")).collect();
    let suit = split.first().map(|(_, suit)| *suit);
    match suit {
        Some(suit) if split.len() == names.len() && split.iter().all(|(_, s)| *s == suit) => {
            let ranks: Vec<&str> = split.iter().map(|(rank, _)| *rank).collect();
            let ranks = match ranks.as_slice() {
                [one] => (*one).to_string(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                [] => String::new(),
            };
            format!("the {ranks} of {suit}")
        }
        _ => crate::journal::effects::card_list(cards),
    }
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

/// Figures in small print, after their small bar (`bar`).
fn figures_line<'a>(said: String, figures: &Figures, bar: bool) -> Element<'a, Message> {
    let words = text(said).size(size::SMALL);
    if !bar {
        return words.into();
    }
    row![Bar::new(figures).view(BAR_WIDTH, SMALL_BAR), words]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
}

/// Small print.
fn small<'a>(said: impl ToString) -> iced::widget::Text<'a> {
    text(said.to_string()).size(size::SMALL)
}

/// A phrase with its first letter capitalised.
fn capitalised(phrase: &str) -> String {
    let mut chars = phrase.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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

    #[test]
    fn cards_of_one_suit_are_named_by_their_ranks_once() {
        let cards = |codes: &[&str]| -> Vec<crate::tarot::card::Card> {
            codes.iter().map(|c| c.parse().unwrap()).collect()
        };
        assert_eq!(of_one_suit(&cards(&["AW"])), "the Ace of Wands");
        assert_eq!(
            of_one_suit(&cards(&["AW", "2W", "3W"])),
            "the Ace, Two and Three of Wands"
        );
        // Several suits, or a major (The Wheel of Fortune has an "of" too): whole names.
        assert_eq!(
            of_one_suit(&cards(&["AW", "2S"])),
            "Ace of Wands and Two of Swords"
        );
        assert_eq!(
            of_one_suit(&cards(&["M10", "AW"])),
            crate::journal::effects::card_list(&cards(&["M10", "AW"]))
        );
    }

    #[test]
    fn a_cost_reads_capitalised() {
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("Charm 3 → 1"), "Charm 3 → 1");
        assert_eq!(
            capitalised("you lose the Two of Cups"),
            "You lose the Two of Cups"
        );
    }
}
