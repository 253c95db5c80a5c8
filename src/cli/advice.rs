//! The outlook at the terminal: the odds of the pending check (every open choice, the best
//! marked, useless ones left out), and each answer numbered with what it will do.

use malice::journal::advice::{answer_words, consequence_sentence};
use malice::journal::face::face_words;
use malice::journal::odds::{OddsWords, lines_sentence, pending_odds, pending_reroll};
use malice::tarot::delve::Delve;
use malice::tarot::outlook::{consequences, face_or_skip};
use malice::tarot::question::{Answer, Question};

/// The odds of the check the pending question belongs to, when there is one to show: before
/// the attribute, the Cups or the skip is chosen, and before the first die of a check with
/// nothing to choose. The words are the app's ([`malice::journal::odds`]).
pub(super) fn check_lines(delve: &Delve) -> Vec<String> {
    let Some(question) = delve.question() else {
        return Vec::new();
    };
    if matches!(question, Question::Die { reroll: true, .. }) {
        return Vec::new();
    }
    let Some(words) = pending_odds(delve) else {
        return Vec::new();
    };
    odds_lines(&words)
}

/// An odds table in lines: each way with its chances under careful and bold play (one line
/// where they agree), what it costs if you live, its worst failure; Cups spends that do no
/// better folded into a count; the recommendation and what the two lines are.
pub(super) fn odds_lines(words: &OddsWords) -> Vec<String> {
    let mut lines = vec![format!("  Odds of the {}:", words.title)];
    let mut folded = 0;
    for row in &words.rows {
        if row.folded && !row.best {
            folded += 1;
            continue;
        }
        let chances = match &row.bold {
            None => row.careful.clone(),
            Some(bold) => format!("careful: {}; bold: {bold}", row.careful),
        };
        lines.push(format!(
            "  {} {} ({}): {chances}",
            if row.best { "★" } else { " " },
            row.way,
            row.target
        ));
        let mut detail = format!("One die, no re-roll: {}.", row.one_die);
        if !row.loss.is_empty() {
            detail.push_str(&format!(" {}.", capitalised(&row.loss)));
        }
        lines.push(format!("      {detail}"));
        if !row.worst.is_empty() {
            lines.push(format!("      A failure on a 6: {}.", row.worst));
        }
    }
    if folded > 0 {
        lines.push(format!(
            "    ({folded} more way{} with Cups that do{} no better, left folded.)",
            if folded == 1 { "" } else { "s" },
            if folded == 1 { "es" } else { "" }
        ));
    }
    for line in [&words.why, &words.rule] {
        if !line.is_empty() {
            lines.push(format!("  {line}"));
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
    vec![
        format!("  {}", words.rule),
        format!("  {} {}", words.choice, lines_sentence()),
    ]
}

/// Face or skip, compared (at a major arcanum that may be skipped): what facing does, The
/// Fool's warning, what skipping risks, and the recommendation with what it puts first.
pub(super) fn face_lines(delve: &Delve) -> Vec<String> {
    let Some(compared) = face_or_skip(delve) else {
        return Vec::new();
    };
    let words = face_words(&compared);
    [words.face, words.fool, words.skip, words.recommendation]
        .into_iter()
        .filter(|l| !l.is_empty())
        .map(|l| format!("  {l}"))
        .chain(std::iter::once(format!("  {}", words.rule)))
        .collect()
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The answers, numbered as the person may type them, each with what it will do.
pub(super) fn answer_lines(delve: &Delve, question: &Question) -> Vec<String> {
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
    legal
        .iter()
        .enumerate()
        .map(|(i, answer)| {
            let number = match (question, answer) {
                (Question::Cups { .. }, Answer::Cups(n)) => *n as usize,
                _ => i + 1,
            };
            let what = said
                .iter()
                .find(|c| c.answer == *answer)
                .map(consequence_sentence)
                .unwrap_or_default();
            let words = answer_words(answer);
            if what.is_empty() {
                format!("  {number}. {words}")
            } else {
                format!("  {number}. {words}: {what}")
            }
        })
        .collect()
}
