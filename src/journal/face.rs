//! A major arcanum's effect in words before it happens (what facing it costs), The Fool's
//! warning, and face or skip compared, for the app and the terminal alike.

use serde::Serialize;

use crate::tarot::card::Suit;
use crate::tarot::check::CheckKind;
use crate::tarot::delve::{DrawSize, Preview, Step};
use crate::tarot::outlook::{FaceChoice, FaceOrSkip, FaceReason, percent};

use super::effects::card_list;
use super::odds::{both_lines, way};

/// What the preview's steps do, in one sentence without a final full stop: "you discard 2
/// cards of your choice (of 5), then 5 at random of the other 3"; "Luck 1 → 0: you die".
pub fn preview_sentence(preview: &Preview) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut steps = preview.steps.iter().peekable();
    while let Some(step) = steps.next() {
        // The Devil, The Hermit, The Sun: a chosen attribute and what happens to it, at once.
        if let Step::ChooseAttribute { exclude } = step {
            let any = if exclude.is_empty() {
                "an attribute of your choice".to_string()
            } else {
                let names: Vec<&str> = exclude.iter().map(|a| a.name()).collect();
                format!("an attribute of your choice (not {})", names.join(" or "))
            };
            let by = match steps.peek() {
                Some(Step::ChosenChange { by }) => {
                    let by = *by;
                    steps.next();
                    Some(by)
                }
                _ => None,
            };
            match by {
                Some(by) if by < 0 => parts.push(format!("{} {any}", minus(by))),
                Some(by) => parts.push(format!("+{by} to {any}")),
                None => parts.push(format!("you choose {any}")),
            }
            continue;
        }
        if let Some(text) = step_sentence(step) {
            parts.push(text);
        }
    }
    let mut text = parts.join(", then ");
    if preview.kills.is_some() && !text.ends_with("you die") {
        text.push_str(": you die");
    }
    text
}

fn minus(by: i8) -> String {
    format!("−{} to", by.unsigned_abs())
}

/// One step in words, or `None` for a step told elsewhere.
pub fn step_sentence(step: &Step) -> Option<String> {
    let text = match step {
        Step::Change(c) => {
            let dies = if c.to == 0 { ": you die" } else { "" };
            format!("{} {} → {}{dies}", c.attr, c.from, c.to)
        }
        Step::ChooseDiscard {
            count,
            of,
            minor_only,
        } => {
            let what = if *minor_only { "suit card" } else { "card" };
            match count {
                0 => format!("no {what} to discard"),
                1 => format!("you discard 1 {what} of your choice (of {of})"),
                n => format!("you discard {n} {what}s of your choice (of {of})"),
            }
        }
        Step::RandomDiscard { count, of } => match count {
            0 => "no card left to lose at random".into(),
            1 => format!("1 card of the {of} left is lost at random"),
            n => format!("{n} cards of the {of} left are lost at random"),
        },
        Step::Lose { cards } if cards.is_empty() => "you have nothing to lose here".into(),
        Step::Lose { cards } => format!("you lose {}", card_list(cards)),
        Step::DeckTop { count, known } => {
            let seen = if known.is_empty() {
                String::new()
            } else {
                format!(" ({} among them)", card_list(known))
            };
            format!("the top {count} cards of the deck are discarded{seen}")
        }
        Step::Balance { shed, keep } => {
            let total: u32 = shed.iter().map(|(_, n)| u32::from(*n)).sum();
            if total == 0 {
                "your suits are already even: nothing goes".into()
            } else {
                let parts: Vec<String> = shed
                    .iter()
                    .map(|(suit, n)| format!("{n} {}", suit_name(*suit)))
                    .collect();
                format!(
                    "Temperance takes {total} card{}: {} (you choose which), leaving {keep} of \
                     each suit",
                    if total == 1 { "" } else { "s" },
                    super::odds::and_list(&parts)
                )
            }
        }
        Step::ChooseAttribute { .. } => "you choose an attribute".into(),
        Step::ChosenChange { by } => format!("{by:+} to the attribute you chose"),
        Step::UsedChange { by } => format!("{by:+} to the attribute checked"),
        Step::Draw {
            count,
            majors_discarded,
        } => {
            let how_many = match count {
                DrawSize::Fixed(n) | DrawSize::OldHandPlusOne(n) | DrawSize::OldHandHalfUp(n) => {
                    format!("{n} card{}", if *n == 1 { "" } else { "s" })
                }
                DrawSize::ChosenValue => "as many cards as its new value".into(),
            };
            let majors = if *majors_discarded {
                "major arcana drawn are discarded"
            } else {
                "major arcana drawn go back into the deck"
            };
            format!("you draw {how_many} ({majors})")
        }
        Step::Check {
            kind,
            attrs,
            difficulty,
            pass,
            fail,
        } => {
            let what = if *kind == CheckKind::Roll {
                "roll"
            } else {
                "check"
            };
            let names: Vec<&str> = attrs.iter().map(|a| a.name()).collect();
            let with = if names.is_empty() {
                "one of its suit's attributes".to_string()
            } else {
                names.join(" or ")
            };
            let at = if *difficulty > 0 {
                format!(" at difficulty {difficulty}")
            } else {
                String::new()
            };
            let branch = |steps: &[Step]| {
                let said: Vec<String> = steps.iter().filter_map(step_sentence).collect();
                if said.is_empty() {
                    "nothing more".to_string()
                } else {
                    said.join(", then ")
                }
            };
            format!(
                "a {with} {what}{at}: a pass, {}; a failure, {}",
                branch(pass),
                branch(fail)
            )
        }
        Step::Rotate { left, right } => match right {
            Some(right) => format!("your values turn, left to {left} or right to {right}"),
            None => format!("your values turn left, to {left}"),
        },
        Step::Curse => "a curse: no actions and no Cups until you pass a check".into(),
        Step::ShuffleDiscard { cards } => {
            let pile = match cards {
                1 => "1 card".to_string(),
                n => format!("{n} cards"),
            };
            format!("the discard pile ({pile}) is shuffled back into the deck")
        }
        Step::TakeFromDiscard { card: Some(card) } => {
            format!("{} comes back from the discard pile", card.name())
        }
        Step::TakeFromDiscard { card: None } => "no suit card lies in the discard pile".into(),
        Step::Keep => "the card goes into your hand".into(),
        Step::Escape => "you may leave the dungeon".into(),
        Step::Spread { count } => format!("{count} cards face down: you turn one"),
        Step::Ghost { pile: true } => "you take up the ghost of the corpse pile".into(),
        Step::Ghost { pile: false } => "no corpse pile lies here: nothing happens".into(),
        Step::Backpack { count } => {
            format!("if you help, {count} cards from the deck go into their backpack")
        }
        Step::Nothing => "nothing happens (no check was made yet)".into(),
    };
    Some(text)
}

fn suit_name(suit: Suit) -> &'static str {
    suit.name()
}

/// The warning when an answer may send The Fool to the discard pile.
pub fn fool_warning(chance: f64) -> String {
    let how = if chance >= 1.0 {
        "The Fool goes to the discard pile".to_string()
    } else {
        format!(
            "The Fool may go to the discard pile ({} chance)",
            percent(chance)
        )
    };
    format!("{how}: your only way out, back only when the discard pile is shuffled into the deck.")
}

/// Face or skip, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FaceWords {
    /// What facing does: "Facing it: you discard 2 cards of your choice (of 5)."
    pub face: String,
    /// The Fool's warning, when facing may send it away; empty otherwise.
    pub fool: String,
    /// What skipping risks: "Skipping it (Intelligence): careful: passes 67%, …; a failure
    /// does its damage and then the event."
    pub skip: String,
    /// The recommendation and why.
    pub recommendation: String,
    /// What the recommendation puts first, in one sentence.
    pub rule: &'static str,
}

/// What the face-or-skip recommendation optimises.
pub const FACE_RULE: &str = "The recommendation puts surviving first (chances of death within \
    a point count as the same), then keeping The Fool within reach, then the lesser cost, an \
    attribute point weighed as two cards (a card you choose as half a card).";

/// A cost in cards, in words: "2.5 cards".
fn cost(cards: f64) -> String {
    if (cards - 1.0).abs() < 0.05 {
        "1 card".into()
    } else {
        format!("{cards:.1} cards")
    }
}

/// Face or skip, in words.
pub fn face_words(compared: &FaceOrSkip) -> FaceWords {
    let effect = preview_sentence(&compared.face);
    let face = if effect.is_empty() {
        "Facing it does nothing.".to_string()
    } else {
        format!("Facing it: {effect}.")
    };
    let fool = if compared.face.fool_lost > 0.0 {
        fool_warning(compared.face.fool_lost)
    } else {
        String::new()
    };
    let skip = format!(
        "Skipping it ({}): {}; a failure does its damage and then the event anyway.",
        way(&compared.skip),
        both_lines(&compared.skip)
    );
    let skip_death = percent(compared.skip.careful.death);
    let why = match compared.reason {
        FaceReason::FacingKills => "facing it kills you".to_string(),
        FaceReason::SkipRisksDeath => {
            format!("skipping risks death ({skip_death} with careful play); facing does not")
        }
        FaceReason::FoolAtStake => format!(
            "facing may cost you The Fool ({}), and skipping is as safe",
            percent(compared.face.fool_lost)
        ),
        FaceReason::NothingToLose => "facing it does nothing now".to_string(),
        FaceReason::FacingCostsLess => format!(
            "both are as safe, and facing costs less ({} against {} on average for a skip)",
            cost(compared.face_cost),
            cost(compared.skip_cost)
        ),
        FaceReason::SkipCostsLess => format!(
            "both are as safe, and a skip costs less on average ({} against {} for facing, \
             the event counted when the skip fails)",
            cost(compared.skip_cost),
            cost(compared.face_cost)
        ),
    };
    let pick = match compared.pick {
        FaceChoice::Face => "face it",
        FaceChoice::Skip => "try to skip it",
    };
    FaceWords {
        face,
        fool,
        skip,
        recommendation: format!("Recommended: {pick}: {why}."),
        rule: FACE_RULE,
    }
}
