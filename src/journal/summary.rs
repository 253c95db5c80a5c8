//! One readable line for the mechanics of a journal entry: the action, the checks, the net
//! change of each attribute, the cards won and lost, the end. The entry's lines hold the
//! details; the app folds them under this line.

use crate::tarot::attributes::Attr;
use crate::tarot::check::CheckKind;
use crate::tarot::event::{Event, Place};

use super::describe::outcome;

/// The summary of an entry's events, as one sentence (empty only without events).
pub fn summarize(events: &[Event]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let rolled: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::AttributeRolled { attr, value } => Some(format!("{attr} {value}")),
            _ => None,
        })
        .collect();
    if !rolled.is_empty() {
        parts.push(rolled.join(", "));
    }
    for event in events {
        match *event {
            Event::OpeningHandDrawn { cards } => parts.push(match cards {
                1 => "1 card in the opening hand".into(),
                n => format!("{n} cards in the opening hand"),
            }),
            Event::SwordsAction { attr, .. } => parts.push(format!("Swords action for {attr}")),
            Event::WandsAction { cards } => parts.push(format!("Wands action with {cards} Wands")),
            Event::OvercomeChosen { card, skip } => parts.push(if skip {
                format!("tried to skip {}", card.name())
            } else {
                format!("faced {}", card.name())
            }),
            Event::Check {
                kind, attr, passed, ..
            } => {
                let what = match kind {
                    CheckKind::Check => "check",
                    CheckKind::Roll => "roll",
                };
                let verdict = if passed { "passed" } else { "failed" };
                parts.push(format!("{attr} {what} {verdict}"));
            }
            Event::Cursed => parts.push("cursed".into()),
            Event::CurseLifted => parts.push("the curse lifts".into()),
            Event::GhostGuided => parts.push("a ghost follows".into()),
            Event::Stayed { .. } => parts.push("stayed at The Fool".into()),
            Event::Helped { help } => parts.push(if help {
                "helped the lost adventurer".into()
            } else {
                "refused The Lovers".into()
            }),
            // The choice shows as the attribute's change ("Might 4 → 3"), told below; said
            // here only when nothing changed (a skill already at 6).
            Event::AttributeChosen { attr, .. }
                if !events
                    .iter()
                    .any(|e| matches!(e, Event::SkillChanged { attr: a, .. } if *a == attr)) =>
            {
                parts.push(format!("chose {attr}"))
            }
            _ => {}
        }
    }
    // Net change of each attribute over the entry (creation dice aside).
    for attr in Attr::ALL {
        let changes: Vec<(u8, u8)> = events
            .iter()
            .filter_map(|e| match *e {
                Event::SkillChanged { attr: a, from, to } if a == attr => Some((from, to)),
                _ => None,
            })
            .collect();
        if let (Some(first), Some(last)) = (changes.first(), changes.last())
            && first.0 != last.1
        {
            parts.push(format!("{attr} {} → {}", first.0, last.1));
        }
    }
    let into_hand = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    to: Place::Hand,
                    ..
                }
            )
        })
        .count();
    let out_of_hand = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CardMoved {
                    from: Place::Hand,
                    ..
                }
            )
        })
        .count();
    let opening = events
        .iter()
        .any(|e| matches!(e, Event::OpeningHandDrawn { .. }));
    if !opening {
        match (into_hand, out_of_hand) {
            (0, 0) => {}
            (won, 0) => parts.push(cards("gained", won)),
            (0, lost) => parts.push(cards("lost", lost)),
            (won, lost) => parts.push(format!("{} and {lost} lost", cards("gained", won))),
        }
    }
    for event in events {
        if let Event::Escaped { score } = *event {
            parts.push(outcome(Some(crate::tarot::event::Outcome::Escaped {
                score,
            })));
        }
        if let Event::Died { cause } = *event {
            parts.push(outcome(Some(crate::tarot::event::Outcome::Died { cause })));
        }
    }
    if parts.is_empty() {
        return if events.is_empty() {
            String::new()
        } else {
            "Nothing comes of it.".into()
        };
    }
    let mut line = parts.join("; ");
    if let Some(first) = line.get(..1) {
        line = format!("{}{}", first.to_uppercase(), &line[1..]);
        line.push('.');
    }
    line
}

fn cards(verb: &str, n: usize) -> String {
    if n == 1 {
        format!("{verb} 1 card")
    } else {
        format!("{verb} {n} cards")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::card::Card;
    use crate::tarot::event::DeathCause;

    #[test]
    fn a_turn_reads_as_one_line() {
        let card: Card = "QC".parse().unwrap();
        let events = [
            Event::TurnBegan { turn: 3 },
            Event::Flipped { card },
            Event::Check {
                kind: CheckKind::Check,
                source: crate::tarot::event::CheckSource::Court(card),
                attr: Attr::Luck,
                skill: 3,
                boosts: 0,
                difficulty: 3,
                target: 1,
                first_roll: 3,
                roll: 3,
                rerolls: 0,
                passed: false,
                damage: 2,
            },
            Event::SkillChanged {
                attr: Attr::Luck,
                from: 3,
                to: 1,
            },
        ];
        assert_eq!(summarize(&events), "Luck check failed; Luck 3 → 1.");
    }

    #[test]
    fn a_death_is_said() {
        let events = [Event::Died {
            cause: DeathCause::LostInTheDark,
        }];
        assert_eq!(summarize(&events), "Lost in the dark.");
    }
}
