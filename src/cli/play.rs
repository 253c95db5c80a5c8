//! Playing a delve at the terminal, shared by `malice delve` and `malice delve --adventurer`:
//! where the player's answers come from (a script, an automatic player, the person), the
//! questions with their odds and numbered answers, the status lines, and the final JSON.

use std::fs;
use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;

use serde_json::json;

use malice::tarot::attributes::Attr;
use malice::tarot::card::{Card, Suit};
use malice::tarot::deal::{Deal, DealCode};
use malice::tarot::delve::Delve;
use malice::tarot::event::{Event, Outcome};
use malice::tarot::outlook::{self, chance_seed};
use malice::tarot::policy::Policy;
use malice::tarot::question::{Answer, Question, shortened};

use super::advice::{answer_lines, check_lines, reroll_lines};

/// How many characters of a script line an error repeats.
const SHOWN: usize = 40;

/// Where the person's answers come from.
pub(super) enum Source {
    /// A script: its answer lines with their numbers, and the file's name.
    Script {
        /// The answer lines not used yet.
        lines: std::vec::IntoIter<(usize, String)>,
        /// The file, as given.
        name: String,
        /// The line of the last answer used (0 before the first).
        used: usize,
    },
    /// The terminal (or piped standard input).
    Person,
}

/// How the person's side of a delve stopped before its end.
pub(super) enum Stop {
    /// The input ended.
    InputEnded,
    /// The person typed `quit`.
    Quit,
}

/// How each answer's chance to escape is worked out at the terminal: runs per answer (0: not
/// at all) and the delve's seed (`None` at the table), as the app does.
#[derive(Clone, Copy, Debug)]
pub(super) struct ChanceArgs {
    /// Runs per answer.
    pub(super) runs: u32,
    /// The delve's seed.
    pub(super) seed: Option<u64>,
}

/// The player's answer to a question, from the script, the automatic player or the person;
/// `Err(Stop)` inside `Ok` when the person stops first.
pub(super) fn player_answer(
    delve: &Delve,
    question: &Question,
    source: &mut Source,
    policy: &mut Option<Box<dyn Policy + Send>>,
    input: &mut impl BufRead,
    out: &mut dyn Write,
    chances: ChanceArgs,
) -> Result<Result<Answer, Stop>, Box<dyn std::error::Error>> {
    if let (false, Some(player)) = (question.is_chance(), policy.as_mut()) {
        let legal = delve.legal_answers();
        return Ok(Ok(player.choose(delve, question, &legal)));
    }
    match source {
        Source::Script { lines, name, used } => {
            let Some((number, text)) = lines.next() else {
                let place = if *used == 0 {
                    format!("{name}: the script holds no answers (only blank lines and comments)")
                } else {
                    format!("{name}, line {used}: the script ran out after this answer")
                };
                return Err(format!(
                    "{place}; the delve still asks: {question} (legal: {})",
                    legal_words(delve)
                )
                .into());
            };
            *used = number;
            let answer = Answer::parse(&text, question)
                .map_err(|e| format!("{name}, line {number}: {e}"))?;
            if !delve.legal_answers().contains(&answer) {
                return Err(format!(
                    "{name}, line {number}: `{}` is not legal now; the delve asks: {question} (legal: {})",
                    shortened(&text, SHOWN),
                    legal_words(delve)
                )
                .into());
            }
            Ok(Ok(answer))
        }
        Source::Person => ask_person(delve, question, input, out, chances),
    }
}

/// Reads a script file into its answer lines (comments and blank lines dropped; a byte-order
/// mark at the start is skipped).
pub(super) fn script_source(path: &std::path::Path) -> Result<Source, String> {
    let text = fs::read_to_string(path)
        .map_err(|e| format!("cannot read the script {}: {e}", path.display()))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
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
        used: 0,
    })
}

/// When a script holds answers the delve did not use: a warning naming them.
pub(super) fn leftover_warning(source: &Source) -> Option<String> {
    let Source::Script { lines, name, used } = source else {
        return None;
    };
    let left = lines.as_slice();
    let (first, _) = left.first()?;
    let answers = if left.len() == 1 {
        "1 answer".to_string()
    } else {
        format!("{} answers", left.len())
    };
    Some(format!(
        "{name}: the delve ended at line {used}; {answers} from line {first} on were not used"
    ))
}

/// A seed from the clock.
pub(super) fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// The legal answers as script words (at most twelve).
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
        let suffix = format!(" of {}", suit.name());
        let mut in_suit: Vec<Card> = hand.iter().copied().filter(|c| c.is_suit(suit)).collect();
        in_suit.sort();
        let cards: Vec<String> = in_suit
            .iter()
            .map(|c| c.name().trim_end_matches(&suffix).to_string())
            .collect();
        if !cards.is_empty() {
            groups.push(format!(
                "{} {} ({})",
                suit.name(),
                cards.len(),
                cards.join(", ")
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

/// Whether the person typed a word that ends the delve for now.
fn is_quit(text: &str) -> bool {
    matches!(text.to_ascii_lowercase().as_str(), "quit" | "exit" | "q")
}

/// What a number typed at this question means: a die face, a number of Cups boosts, or the
/// position of an answer in the list shown.
fn numbered(question: &Question, legal: &[Answer], n: usize) -> Option<Answer> {
    match question {
        Question::Die { .. } | Question::CreationDie { .. } => {
            u8::try_from(n).ok().map(Answer::Die)
        }
        Question::Cups { .. } => u8::try_from(n).ok().map(Answer::Cups),
        Question::Draw { .. } => None,
        _ => n.checked_sub(1).and_then(|i| legal.get(i)).copied(),
    }
    .filter(|a| legal.contains(a))
}

/// Why a typed answer was not taken, in a sentence: for a card, where that card really is (or
/// that the words name no card); otherwise how to answer.
fn refused(delve: &Delve, question: &Question, text: &str) -> String {
    let asks_card = matches!(
        question,
        Question::Draw { .. }
            | Question::RandomDiscard { .. }
            | Question::Discard { .. }
            | Question::Balance { .. }
    );
    if !asks_card {
        return "That is not one of the answers; type its number or its words.".into();
    }
    match text.parse::<Card>() {
        Ok(card) => delve
            .refusal(&Answer::Card(card))
            .map(|r| r.to_string())
            .unwrap_or_else(|| "That card is not one of the answers here.".into()),
        Err(_) => format!(
            "`{}` is not a card: type a name such as queen of swords, or a code such as QS.",
            shortened(text, SHOWN)
        ),
    }
}

/// Asks the person at the terminal.
fn ask_person(
    delve: &Delve,
    question: &Question,
    input: &mut impl BufRead,
    out: &mut dyn Write,
    chances: ChanceArgs,
) -> Result<Result<Answer, Stop>, Box<dyn std::error::Error>> {
    let legal = delve.legal_answers();
    if !question.is_chance() || matches!(question, Question::Action) {
        writeln!(out, "{}", status(delve))?;
    }
    for line in check_lines(delve) {
        writeln!(out, "{line}")?;
    }
    for line in reroll_lines(delve) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{question}")?;
    let found = (chances.runs > 0)
        .then(|| {
            let seed = chance_seed(chances.seed, delve.answers().len());
            outlook::chances(delve, chances.runs, seed, &AtomicBool::new(false))
        })
        .flatten();
    for line in answer_lines(delve, question, found.as_ref()) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "  (Type `quit` to stop here.)")?;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(Err(Stop::InputEnded));
        }
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        if is_quit(text) {
            return Ok(Err(Stop::Quit));
        }
        let chosen = match text.parse::<usize>() {
            Ok(n) => numbered(question, &legal, n),
            Err(_) => Answer::parse(text, question)
                .ok()
                .filter(|a| legal.contains(a)),
        };
        match chosen {
            Some(answer) => return Ok(Ok(answer)),
            None => writeln!(out, "  {}", refused(delve, question, text))?,
        }
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
    // The deal's code, with the answers once the delve is over (none at the table).
    let deal_code = (!table)
        .then(|| Deal::of_delve(delve, seed, malice::career::RULES_VERSION))
        .flatten()
        .map(|deal| {
            let choices = delve
                .outcome()
                .and_then(|_| deal.choices(delve.answers()).ok());
            DealCode { deal, choices }.text()
        });
    json!({
        "seed": seed,
        "deal_code": deal_code,
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
