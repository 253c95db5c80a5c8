//! The outlook at the terminal, in the app's words: the odds of a check about to be rolled
//! (nothing left to choose), the re-roll's rule at a prompt, and each answer numbered with what
//! it will do, the figures of the check it leads to and its chance to escape, the ★ on the
//! best chance to get out alive.

use malice::journal::advice::{answer_words, consequence_sentence};
use malice::journal::odds::{OddsWords, lines_sentence, pending_odds, pending_reroll, tie_words};
use malice::tarot::delve::Delve;
use malice::tarot::outlook::{Chances, consequences};
use malice::tarot::question::{Answer, Question};

/// The odds of a check about to be rolled with nothing left to choose (a Cups court card's,
/// The Tower's): its figures, once. Where the question chooses (an attribute, Cups, a skip),
/// each answer carries its own figures instead. The words are the app's
/// ([`malice::journal::odds`]).
pub(super) fn check_lines(delve: &Delve) -> Vec<String> {
    if !matches!(delve.question(), Some(Question::Die { reroll: false, .. })) {
        return Vec::new();
    }
    let Some(words) = pending_odds(delve) else {
        return Vec::new();
    };
    odds_lines(&words)
}

/// An odds table in lines: each way with its chances under careful and bold play (one line
/// where they agree), what it costs if you live, its worst failure; then what the two lines
/// are.
pub(super) fn odds_lines(words: &OddsWords) -> Vec<String> {
    let mut lines = vec![format!("  Odds of the {}:", words.title)];
    for row in &words.rows {
        let chances = match &row.bold {
            None => row.careful.clone(),
            Some(bold) => format!("careful: {}; bold: {bold}", row.careful),
        };
        lines.push(format!("    {} ({}): {chances}", row.way, row.target));
        let mut detail = format!("One die, no re-roll: {}.", row.one_die);
        if !row.loss.is_empty() {
            detail.push_str(&format!(" {}.", capitalised(&row.loss)));
        }
        lines.push(format!("      {detail}"));
        if !row.worst.is_empty() {
            lines.push(format!("      A failure on a 6: {}.", row.worst));
        }
    }
    lines.push(format!("  {}", words.lines));
    lines
}

/// The re-roll prompt's figures: what a re-roll is here, each answer with its figures, and
/// what each line does (the app's words too).
pub(super) fn reroll_lines(delve: &Delve) -> Vec<String> {
    let Some(words) = pending_reroll(delve) else {
        return Vec::new();
    };
    vec![format!("  {}", words.rule), format!("  {}", words.choice)]
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The answers, numbered as the person may type them, each with what it will do and, when
/// `chances` are worked out, its chance to escape (the ★ on the best).
pub(super) fn answer_lines(
    delve: &Delve,
    question: &Question,
    chances: Option<&Chances>,
) -> Vec<String> {
    let legal = delve.legal_answers();
    match question {
        Question::Draw { .. } => {
            let codes: Vec<String> = legal.iter().map(Answer::to_string).collect();
            return vec![format!("  The card can be any of: {}", codes.join(" "))];
        }
        Question::Die { .. } | Question::CreationDie { .. } => {
            return vec!["  Type the die: 1 to 6.".to_string()];
        }
        Question::RandomDiscard { .. } => {
            let codes: Vec<String> = legal.iter().map(Answer::to_string).collect();
            return vec![format!("  Type the card lost: {}", codes.join(" "))];
        }
        _ => {}
    }
    let said = consequences(delve);
    let mut lines: Vec<String> = legal
        .iter()
        .enumerate()
        .map(|(i, answer)| {
            let number = match (question, answer) {
                (Question::Cups { .. }, Answer::Cups(n)) => *n as usize,
                _ => i + 1,
            };
            let mut what = said
                .iter()
                .find(|c| c.answer == *answer)
                .map(consequence_sentence)
                .unwrap_or_default();
            if let Some(chance) = chances.and_then(|c| c.of(answer)) {
                if !what.is_empty() {
                    what.push(' ');
                }
                what.push_str(&format!("Escape {}.", chance.escape.reads_with_margin()));
            }
            let star = if chances.is_some_and(|c| c.is_best(answer)) {
                "★ "
            } else {
                ""
            };
            let words = answer_words(answer);
            if what.is_empty() {
                format!("  {number}. {star}{words}")
            } else {
                format!("  {number}. {star}{words}: {what}")
            }
        })
        .collect();
    if chances.is_some() {
        lines.push(
            "  (★: the best chance to get out alive, as a careful player plays on from each \
             answer.)"
                .to_string(),
        );
        if let Some(why) = chances.and_then(tie_words) {
            lines.push(format!("  {why}"));
        }
    }
    if said.iter().any(|c| c.odds.is_some()) {
        lines.push(format!("  {}", lines_sentence()));
    }
    lines
}
