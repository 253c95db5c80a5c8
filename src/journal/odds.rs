//! The odds in words, one source for the app and the terminal: each way to take a check with
//! its chances under the careful and the bold line (one line where they agree), what a player
//! loses on average if they live, the worst failure, what passes (the one wording of a check),
//! and the re-roll prompt's answers with their figures.
//!
//! The figures come from [`crate::tarot::outlook`]; nothing here computes a chance.

use serde::Serialize;

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::lines::{Figures, LINES_SENTENCE, Line};
use crate::tarot::outlook::{
    Chances, CheckOutlook, ChoiceOdds, RerollOutlook, TieBreak, check_outlook, percent,
    reroll_outlook,
};
use crate::tarot::question::Answer;

use super::effects::{check_title, effects_sentence};

/// What the two lines are, in one sentence (shown beside every table of odds).
pub fn lines_sentence() -> &'static str {
    LINES_SENTENCE
}

/// One row of the odds table in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RowWords {
    /// The way: "Luck", "Might +1 (3 Cups)".
    pub way: String,
    /// "a 3 or less passes" / "only a 1 passes".
    pub target: String,
    /// The careful line's chances, or both lines' when they agree: "passes 31%, death 69%".
    pub careful: String,
    /// The bold line's chances; `None` when they are the careful line's.
    pub bold: Option<String>,
    /// One die, any failure accepted: "passes 17%, death 33%".
    pub one_die: String,
    /// What careful play costs on average if the adventurer lives ("if you live, you lose 1.3
    /// Might and 0.4 Luck on average"); empty when it costs nothing.
    pub loss: String,
    /// The worst failure, a 6 accepted ("Luck 4 → 0, you die"); empty when it does nothing.
    pub worst: String,
}

/// The odds table of a check in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OddsWords {
    /// "Luck check against the Queen of Cups (difficulty 3)".
    pub title: String,
    /// Every way, in the outlook's order.
    pub rows: Vec<RowWords>,
    /// What the two lines are, in one sentence.
    pub lines: &'static str,
}

/// "passes 31%, death 69%"; "passes 50%" when nothing kills.
pub fn chances(figures: &Figures) -> String {
    if figures.death > 0.0 {
        format!(
            "passes {}, death {}",
            percent(figures.pass),
            percent(figures.death)
        )
    } else {
        format!("passes {}", percent(figures.pass))
    }
}

/// A line's chances with its name: "careful: passes 28%, death 8%".
pub fn line_chances(line: Line, figures: &Figures) -> String {
    format!("{}: {}", line.name(), chances(figures))
}

/// A row's chances under both lines, in one phrase: "passes 31%, death 69%" when the lines
/// agree, else "careful: passes 28%, death 8%; bold: passes 60%, death 40%".
pub fn both_lines(row: &ChoiceOdds) -> String {
    if row.lines_agree() {
        chances(&row.careful)
    } else {
        format!(
            "{}; {}",
            line_chances(Line::Careful, &row.careful),
            line_chances(Line::Bold, &row.bold)
        )
    }
}

/// How a way to take the check reads: "Luck", "Might +1 (3 Cups)".
pub fn way(row: &ChoiceOdds) -> String {
    match (row.boosts, row.cups_cards.len()) {
        (0, _) => row.attr.name().to_string(),
        (n, 1) => format!("{} +{n} (1 Cup)", row.attr.name()),
        (n, cards) => format!("{} +{n} ({cards} Cups)", row.attr.name()),
    }
}

/// What passes against a target, the one wording of a check everywhere (the question, the
/// prompt, the dice, the journal, the terminal): "only a 1 passes", "a 3 or less passes", and
/// where the target is 6, "a 5 or less passes (a 6 always fails)".
pub fn target_words(target: u8) -> String {
    match target {
        0 | 1 => "only a 1 passes".into(),
        2..=5 => format!("a {target} or less passes"),
        _ => "a 5 or less passes (a 6 always fails)".into(),
    }
}

/// What a line costs on average if the adventurer lives, attribute by attribute: "if you
/// live, you lose 1.3 Might and 0.4 Luck on average"; gains are said as gains. Empty when
/// nothing changes (or nothing lives).
pub fn loss_sentence(figures: &Figures) -> String {
    if figures.live() < 1e-9 {
        return String::new();
    }
    let mut lost = Vec::new();
    let mut gained = Vec::new();
    for attr in Attr::ALL {
        let change = figures.change_if_alive(attr);
        let amount = format!("{:.1} {}", change.abs(), attr.name());
        if change <= -0.05 {
            lost.push(amount);
        } else if change >= 0.05 {
            gained.push(amount);
        }
    }
    let mut parts = Vec::new();
    if !lost.is_empty() {
        parts.push(format!("you lose {}", and_list(&lost)));
    }
    if !gained.is_empty() {
        parts.push(format!("you gain {}", and_list(&gained)));
    }
    if parts.is_empty() {
        return String::new();
    }
    format!("if you live, {} on average", parts.join(" and "))
}

/// "a, b and c".
pub(crate) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// One row in words.
pub fn row_words(row: &ChoiceOdds) -> RowWords {
    let worst = if row.one_die.pass < 1.0 {
        effects_sentence(&row.worst_failure)
    } else {
        String::new()
    };
    RowWords {
        way: way(row),
        target: target_words(row.target),
        careful: chances(&row.careful),
        bold: (!row.lines_agree()).then(|| chances(&row.bold)),
        one_die: chances(&row.one_die),
        loss: loss_sentence(&row.careful),
        worst,
    }
}

/// The odds table of a check in words.
pub fn odds_words(outlook: &CheckOutlook) -> OddsWords {
    OddsWords {
        title: check_title(&outlook.spec),
        rows: outlook.rows.iter().map(row_words).collect(),
        lines: LINES_SENTENCE,
    }
}

/// The odds of the pending check in words, when one is pending.
pub fn pending_odds(delve: &Delve) -> Option<OddsWords> {
    check_outlook(delve).map(|o| odds_words(&o))
}

/// The re-roll prompt in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RerollWords {
    /// What a re-roll is here: "The next die passes on a 1 (17%); a re-roll costs 1 Luck
    /// unless it shows 1, and this is your last Luck: Luck 1 → 0 is death."
    pub rule: String,
    /// The re-roll answer's figures under both lines.
    pub reroll: String,
    /// What accepting does: "Luck 3 → 1" or "Luck 1 → 0, you die".
    pub accept: String,
    /// What each line does here: "Careful play accepts here; bold play re-rolls."
    pub choice: String,
}

/// The re-roll prompt in words.
pub fn reroll_words(prompt: &RerollOutlook) -> RerollWords {
    let next = target_words(prompt.target);
    let last = if prompt.luck == 1 {
        ", and this is your last Luck: any face but a 1 takes Luck 1 → 0, which is death"
    } else {
        ""
    };
    let rule = format!(
        "A re-roll: {next} ({}); it costs 1 Luck unless it shows 1{last}.",
        percent(prompt.next_die)
    );
    let reroll = if prompt.careful.reroll.same_odds(&prompt.bold.reroll) {
        chances(&prompt.careful.reroll)
    } else {
        format!(
            "{}; {}",
            line_chances(Line::Careful, &prompt.careful.reroll),
            line_chances(Line::Bold, &prompt.bold.reroll)
        )
    };
    let accept = {
        let said = effects_sentence(&prompt.accept_effects);
        if said.is_empty() {
            "it costs nothing more".to_string()
        } else {
            said
        }
    };
    let does = |line: Line| {
        if prompt.line(line).rerolls {
            "re-rolls"
        } else {
            "accepts"
        }
    };
    let choice = if prompt.careful.rerolls == prompt.bold.rerolls {
        let both = if prompt.careful.rerolls {
            "re-roll"
        } else {
            "accept"
        };
        format!("Careful and bold play both {both} here.")
    } else {
        format!(
            "Careful play {} here; bold play {}.",
            does(Line::Careful),
            does(Line::Bold)
        )
    };
    RerollWords {
        rule,
        reroll,
        accept,
        choice,
    }
}

/// The pending re-roll prompt in words, when one is offered.
pub fn pending_reroll(delve: &Delve) -> Option<RerollWords> {
    reroll_outlook(delve).map(|o| reroll_words(&o))
}

/// Why the ★ stands where it does when its answer's chance reads lower than another's (a tie
/// within the margins, see [`Chances::tie`]): "★ here: 17% and 19% tie within the margin, and
/// this keeps your Cups".
pub fn tie_words(chances: &Chances) -> Option<String> {
    let tie = chances.tie()?;
    let why = match (tie.broke, tie.over) {
        (TieBreak::SaferNow, _) => "this is less likely to kill you now",
        (TieBreak::SpendsLess, Answer::Cups(_)) => "this keeps your Cups",
        (TieBreak::SpendsLess, Answer::Reroll(true)) => "this keeps your Luck",
        (TieBreak::SpendsLess, Answer::Swords(_) | Answer::Wands(_)) => "this keeps your cards",
        (TieBreak::SpendsLess, _) => "this spends less",
    };
    Some(format!(
        "★ here: {} and {} tie within the margin, and {why}.",
        tie.starred, tie.reads
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::outlook::{AnswerChance, EscapeEstimate};

    #[test]
    fn a_star_on_a_tie_says_why_in_a_few_words() {
        let chance = |answer, escaped, spent| AnswerChance {
            answer,
            escape: EscapeEstimate {
                runs: 2000,
                escaped,
                survivable: true,
                settled: false,
            },
            death_now: 0.0,
            spent,
        };
        // The ★ on no Cups (17%) beside one boost (19%): they tie, and no Cups keeps them.
        let cups = Chances {
            answers: vec![
                chance(Answer::Cups(0), 345, 0.0),
                chance(Answer::Cups(1), 375, 1.0),
            ],
            best: 0,
        };
        assert_eq!(
            tie_words(&cups).as_deref(),
            Some("★ here: 17% and 19% tie within the margin, and this keeps your Cups.")
        );
        // A flip starred beside a Swords action that reads higher keeps the cards.
        let swords = Chances {
            answers: vec![
                chance(Answer::Flip, 345, 0.0),
                chance(Answer::Swords(Attr::Might), 375, 2.0),
            ],
            best: 0,
        };
        assert!(tie_words(&swords).is_some_and(|w| w.ends_with("this keeps your cards.")));
        // The ★ on the highest figure: nothing to explain.
        let plain = Chances { best: 1, ..cups };
        assert_eq!(tie_words(&plain), None);
    }

    #[test]
    fn a_loss_reads_as_attributes_lost_on_average_if_you_live() {
        let mut change = [0.0; 6];
        change[Attr::Might.index()] = -0.65;
        change[Attr::Luck.index()] = -0.2;
        let figures = Figures {
            pass: 0.3,
            death: 0.5,
            change,
        };
        assert_eq!(
            loss_sentence(&figures),
            "if you live, you lose 1.3 Might and 0.4 Luck on average"
        );
        assert_eq!(loss_sentence(&Figures::DEATH), "");
        assert_eq!(loss_sentence(&Figures::PASS), "");
    }

    #[test]
    fn a_gain_is_said_as_a_gain() {
        let mut change = [0.0; 6];
        change[Attr::Charm.index()] = 0.5;
        let figures = Figures {
            pass: 0.5,
            death: 0.0,
            change,
        };
        assert_eq!(
            loss_sentence(&figures),
            "if you live, you gain 0.5 Charm on average"
        );
    }

    #[test]
    fn the_prompt_says_what_each_line_does_in_good_grammar() {
        let line = |rerolls| crate::tarot::outlook::PromptLine {
            reroll: Figures::PASS,
            rerolls,
        };
        let mut prompt = RerollOutlook {
            attr: Attr::Luck,
            roll: 5,
            target: 1,
            luck: 4,
            next_die: 1.0 / 6.0,
            accept: Figures::DEATH,
            accept_effects: crate::tarot::outlook::Effects::default(),
            careful: line(true),
            bold: line(true),
        };
        assert_eq!(
            reroll_words(&prompt).choice,
            "Careful and bold play both re-roll here."
        );
        prompt.careful = line(false);
        prompt.bold = line(false);
        assert_eq!(
            reroll_words(&prompt).choice,
            "Careful and bold play both accept here."
        );
        prompt.bold = line(true);
        assert_eq!(
            reroll_words(&prompt).choice,
            "Careful play accepts here; bold play re-rolls."
        );
    }

    #[test]
    fn targets_read_as_faces() {
        assert_eq!(target_words(1), "only a 1 passes");
        assert_eq!(target_words(6), "a 5 or less passes (a 6 always fails)");
        assert_eq!(target_words(5), "a 5 or less passes");
    }
}
