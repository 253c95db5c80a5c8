//! Playing a delve at the terminal, shared by `malice delve` and `malice delve --adventurer`:
//! where the player's answers come from (a script, an automatic player, the person), the
//! questions with their odds and numbered answers, the status lines, and the final JSON.

use std::fs;
use std::io::{self, BufRead, IsTerminal, Write};

use serde_json::json;

use malice::tarot::attributes::Attr;
use malice::tarot::card::{Card, Suit};
use malice::tarot::delve::Delve;
use malice::tarot::event::{Event, Outcome};
use malice::tarot::question::{Answer, Question};

/// Where the person's answers come from.
pub(super) enum Source {
    /// A script: lines with their numbers, and the file's name.
    Script {
        lines: std::vec::IntoIter<(usize, String)>,
        name: String,
        last_line: usize,
    },
    /// The terminal (or piped standard input).
    Person,
}

/// The player's answer to a question, from the script, the automatic player or the person;
/// `None` when the person's input ends.
pub(super) fn player_answer(
    delve: &Delve,
    question: &Question,
    source: &mut Source,
    policy: &mut Option<Box<dyn malice::tarot::policy::Policy + Send>>,
    input: &mut impl BufRead,
    out: &mut dyn Write,
) -> Result<Option<Answer>, Box<dyn std::error::Error>> {
    if let (false, Some(player)) = (question.is_chance(), policy.as_mut()) {
        let legal = delve.legal_answers();
        return Ok(Some(player.choose(delve, question, &legal)));
    }
    match source {
        Source::Script {
            lines,
            name,
            last_line,
        } => {
            let (number, text) = lines.next().ok_or_else(|| {
                format!(
                    "{name}, line {last_line}: the script ran out; the delve still asks: {question} (legal: {})",
                    legal_words(delve)
                )
            })?;
            let answer = Answer::parse(&text, question)
                .map_err(|e| format!("{name}, line {number}: {e}"))?;
            if !delve.legal_answers().contains(&answer) {
                return Err(format!(
                    "{name}, line {number}: `{text}` is not legal now; the delve asks: {question} (legal: {})",
                    legal_words(delve)
                )
                .into());
            }
            Ok(Some(answer))
        }
        Source::Person => ask_person(delve, question, input, out),
    }
}

/// Reads a script file into its answer lines (comments and blank lines dropped).
pub(super) fn script_source(path: &std::path::Path) -> Result<Source, String> {
    let text = fs::read_to_string(path)
        .map_err(|e| format!("cannot read the script {}: {e}", path.display()))?;
    let last_line = text.lines().count();
    let lines: Vec<(usize, String)> = text
        .lines()
        .enumerate()
        .map(|(i, line)| {
            (
                i + 1,
                line.split('#').next().unwrap_or("").trim().to_string(),
            )
        })
        .filter(|(_, line)| !line.is_empty())
        .collect();
    Ok(Source::Script {
        lines: lines.into_iter(),
        name: path.display().to_string(),
        last_line,
    })
}

pub(super) fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

pub(super) fn legal_words(delve: &Delve) -> String {
    let legal = delve.legal_answers();
    let mut words: Vec<String> = legal.iter().take(12).map(Answer::to_string).collect();
    if legal.len() > 12 {
        words.push(format!("… {} in all", legal.len()));
    }
    words.join(", ")
}

/// The adventurer, hand and piles in a few lines.
pub(super) fn status(delve: &Delve) -> String {
    let attrs = delve.attributes();
    let mut text = String::new();
    let values: Vec<String> = Attr::ALL
        .iter()
        .map(|a| format!("{} {}", a.name(), attrs.get(*a)))
        .collect();
    text.push_str(&format!("  {}\n", values.join("  ")));
    let hand = delve.hand();
    let mut groups = Vec::new();
    for suit in Suit::ALL {
        let cards: Vec<String> = hand
            .iter()
            .filter(|c| c.is_suit(suit))
            .map(|c| c.code())
            .collect();
        if !cards.is_empty() {
            groups.push(format!(
                "{} {} ({})",
                suit.name(),
                cards.len(),
                cards.join(" ")
            ));
        }
    }
    let majors: Vec<String> = hand
        .iter()
        .filter(|c| c.is_major())
        .map(|c| c.name())
        .collect();
    if !majors.is_empty() {
        groups.push(majors.join(", "));
    }
    let hand_text = if groups.is_empty() {
        "empty".to_string()
    } else {
        groups.join("; ")
    };
    text.push_str(&format!(
        "  Hand: {hand_text}  [score {}]\n",
        delve.hand_score()
    ));
    let top = delve
        .discard()
        .last()
        .map_or("empty".to_string(), |c| format!("{} on top", c.name()));
    text.push_str(&format!(
        "  Deck {}  Discard {} ({top})  Corpse {}{}{}{}",
        delve.deck().len(),
        delve.discard().len(),
        delve.corpse().len(),
        if delve.guiding() { " (guided)" } else { "" },
        if delve.backpack().is_empty() {
            String::new()
        } else {
            format!("  Backpack {}", delve.backpack().len() - 1)
        },
        if delve.cursed() { "  CURSED" } else { "" },
    ));
    text
}

/// The odds table for the pending check, if the question belongs to one.
fn odds_lines(delve: &Delve, question: &Question) -> Vec<String> {
    let Some(spec) = delve.pending_check() else {
        return Vec::new();
    };
    if !matches!(
        question,
        Question::CheckAttribute { .. } | Question::Cups { .. } | Question::Overcome { .. }
    ) {
        return Vec::new();
    }
    let mut lines = vec![
        "  Odds:   attribute     cups  target  pass  with re-rolls  exp. damage  death".to_string(),
    ];
    for o in delve.odds(&spec) {
        if let Question::Cups { attr, .. } = question
            && o.attr != *attr
        {
            continue;
        }
        let cups = if o.boosts == 0 {
            "-".to_string()
        } else {
            format!("+{} ({})", o.boosts, o.cups_cost)
        };
        lines.push(format!(
            "          {:<12}  {:>6}  {:>6}  {:>3.0}%  {:>12.0}%  {:>11.2}  {:>4.0}%",
            o.attr.name(),
            cups,
            o.target,
            o.pass * 100.0,
            o.pass_with_rerolls * 100.0,
            o.expected_damage,
            o.death * 100.0
        ));
    }
    lines
}

/// Asks the person at the terminal; `None` when the input ends.
fn ask_person(
    delve: &Delve,
    question: &Question,
    input: &mut impl BufRead,
    out: &mut dyn Write,
) -> Result<Option<Answer>, Box<dyn std::error::Error>> {
    let legal = delve.legal_answers();
    let numbered = !matches!(question, Question::Draw { .. });
    if !question.is_chance() || matches!(question, Question::Action) {
        writeln!(out, "{}", status(delve))?;
    }
    for line in odds_lines(delve, question) {
        writeln!(out, "{line}")?;
    }
    if let Question::Reroll { target, .. } = question {
        let chance = target.min(&5) * 100 / 6;
        writeln!(
            out,
            "  A re-roll passes {chance}% of the time; it costs 1 Luck unless it shows 1."
        )?;
    }
    writeln!(out, "{question}")?;
    if numbered {
        for (i, answer) in legal.iter().enumerate() {
            writeln!(out, "  {}. {}", i + 1, describe_answer(answer))?;
        }
    } else {
        let codes: Vec<String> = legal.iter().map(Answer::to_string).collect();
        writeln!(out, "  The card can be any of: {}", codes.join(" "))?;
    }
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let chosen = match text.parse::<usize>() {
            Ok(n)
                if numbered
                    && (1..=legal.len()).contains(&n)
                    && !matches!(
                        question,
                        Question::Die { .. } | Question::CreationDie { .. }
                    ) =>
            {
                Some(legal[n - 1])
            }
            _ => Answer::parse(text, question)
                .ok()
                .filter(|a| legal.contains(a)),
        };
        match chosen {
            Some(answer) => return Ok(Some(answer)),
            None => writeln!(
                out,
                "  That is not one of the answers; type its number or its words."
            )?,
        }
        if !io::stdin().is_terminal() && text.eq_ignore_ascii_case("quit") {
            return Ok(None);
        }
    }
}

fn describe_answer(answer: &Answer) -> String {
    match answer {
        Answer::Flip => "flip the next card".into(),
        Answer::Swords(attr) => format!("Swords action: +1 {attr}"),
        Answer::Wands(n) => format!("Wands action with {n} Wands"),
        Answer::Card(card) => format!("{} ({card})", card.name()),
        Answer::Cups(0) => "no Cups".into(),
        Answer::Cups(n) => format!("+{n} with Cups"),
        other => other.to_string(),
    }
}

pub(super) fn final_json(
    delve: &Delve,
    seed: u64,
    table: bool,
    events: &[Event],
) -> serde_json::Value {
    let attrs = delve.attributes();
    let score = match delve.outcome() {
        Some(Outcome::Escaped { score }) => score,
        _ => 0,
    };
    let codes = |cards: &[Card]| cards.iter().map(|c| c.code()).collect::<Vec<_>>();
    json!({
        "seed": seed,
        "table": table,
        "options": delve.options(),
        "attributes": Attr::ALL
            .iter()
            .map(|a| (a.word().to_string(), json!(attrs.get(*a))))
            .collect::<serde_json::Map<_, _>>(),
        "hand": codes(delve.hand()),
        "piles": {
            "deck": delve.deck().len(),
            "discard": delve.discard().len(),
            "corpse": delve.corpse().len(),
            "backpack": delve.backpack().len(),
        },
        "outcome": delve.outcome(),
        "score": score,
        "turns": delve.turn(),
        "answers": delve.answers().iter().map(Answer::to_string).collect::<Vec<_>>(),
        "events": events,
    })
}
