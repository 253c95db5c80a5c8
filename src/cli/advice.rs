//! The outlook at the terminal: the odds of the pending check (every open choice, the best
//! marked, useless ones left out), and each answer numbered with what it will do.

use malice::journal::advice::{
    answer_words, check_title, consequence_sentence, effects_sentence, odds_sentence,
};
use malice::tarot::check::pass_chance;
use malice::tarot::delve::Delve;
use malice::tarot::outlook::{ChoiceOdds, check_outlook, consequences, percent};
use malice::tarot::question::{Answer, Question};

/// The odds of the check the pending question belongs to, when there is one to show: before
/// the attribute, the Cups or the skip is chosen, and before the first die of a check with
/// nothing to choose.
pub(super) fn check_lines(delve: &Delve) -> Vec<String> {
    let Some(question) = delve.question() else {
        return Vec::new();
    };
    if matches!(question, Question::Die { reroll: true, .. }) {
        return Vec::new();
    }
    let Some(outlook) = check_outlook(delve) else {
        return Vec::new();
    };
    let mut lines = vec![format!("  Odds of the {}:", check_title(&outlook.spec))];
    let mut hidden = 0;
    for (i, row) in outlook.rows.iter().enumerate() {
        if row.dominated {
            hidden += 1;
            continue;
        }
        let best = i == outlook.best && outlook.rows.len() > 1;
        lines.push(format!(
            "  {} {}",
            if best { ">" } else { " " },
            row_sentence(row, best)
        ));
        let failure = effects_sentence(&row.worst_failure);
        if !failure.is_empty() && row.pass < 1.0 {
            lines.push(format!("      A failure on a 6: {failure}."));
        }
    }
    if hidden > 0 {
        lines.push(format!(
            "    ({hidden} choice{} that cannot do better left out.)",
            if hidden == 1 { "" } else { "s" }
        ));
    }
    lines
}

fn row_sentence(row: &ChoiceOdds, best: bool) -> String {
    let cups = if row.boosts == 0 {
        String::new()
    } else {
        format!(
            " +{} with {} Cup{}",
            row.boosts,
            row.cups_cards.len(),
            if row.cups_cards.len() == 1 { "" } else { "s" }
        )
    };
    format!(
        "{}{cups} (target {}): {}, expected loss {:.1}{}",
        row.attr,
        row.target,
        odds_sentence(row),
        row.expected_loss,
        if best { " (best)" } else { "" }
    )
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

/// The chance that one re-roll passes against `target`, in words.
pub(super) fn reroll_line(target: u8) -> String {
    format!(
        "A re-roll passes {} of the time (a 6 always fails); it costs 1 Luck unless it shows 1.",
        percent(pass_chance(target))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reroll_chance_is_right_for_every_target() {
        let shown: Vec<String> = (1..=6)
            .map(|t| {
                let line = reroll_line(t);
                line.split_whitespace().nth(3).unwrap_or("").to_string()
            })
            .collect();
        assert_eq!(shown, ["17%", "33%", "50%", "67%", "83%", "83%"]);
    }
}
