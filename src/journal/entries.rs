//! Groups a delve's events into journal entries: the adventurer, the opening hand, one entry
//! per turn, and the end.

use serde::{Deserialize, Serialize};

use super::describe::{describe, describe_all};
use super::effects::card_list;
use super::ending::{Ending, ending};
use super::summary::summarize;
use crate::tarot::arcana::Arcana;
use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::event::Event;

/// What part of the delve an entry tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// The creation dice.
    Creation,
    /// The opening hand.
    Opening,
    /// One turn.
    Turn(u32),
    /// The escape or the death.
    End,
}

/// One journal entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its position in the delve's journal (notes attach to it).
    pub index: usize,
    /// What it tells.
    pub kind: EntryKind,
    /// The card of the turn, if one was flipped.
    pub card: Option<Card>,
    /// A heading: "Turn 4: The Tower".
    pub title: String,
    /// The major arcana's journaling prompt, for a turn that flipped one.
    pub prompt: Option<String>,
    /// The mechanics in one readable line ("Luck check failed; Luck 3 → 1."); the lines
    /// below give the details.
    #[serde(default)]
    pub summary: String,
    /// What happened, a sentence each (a run of the same move told once).
    pub lines: Vec<String>,
    /// The numbers behind each check: target, dice, re-rolls, Cups.
    pub details: Vec<String>,
}

impl Entry {
    fn new(index: usize, kind: EntryKind, title: String) -> Entry {
        Entry {
            index,
            kind,
            card: None,
            title,
            prompt: None,
            summary: String::new(),
            lines: Vec::new(),
            details: Vec::new(),
        }
    }
}

/// The journal entries of a delve's events, in order.
pub fn entries(events: &[Event], arcana: &Arcana) -> Vec<Entry> {
    let mut list: Vec<Entry> = Vec::new();
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for (i, event) in events.iter().enumerate() {
        let kind = match event {
            Event::AttributeRolled { .. } => EntryKind::Creation,
            Event::TurnBegan { turn } => EntryKind::Turn(*turn),
            Event::Escaped { .. } | Event::Died { .. } => EntryKind::End,
            // After the creation dice (or first, for a returning adventurer) comes the opening hand.
            _ => match list.last() {
                Some(entry) if entry.kind != EntryKind::Creation => entry.kind,
                _ => EntryKind::Opening,
            },
        };
        if list.last().is_none_or(|entry| entry.kind != kind) {
            let title = match kind {
                EntryKind::Creation => "The adventurer".to_string(),
                EntryKind::Opening => "The opening hand".to_string(),
                EntryKind::Turn(turn) => format!("Turn {turn}"),
                EntryKind::End => "The end".to_string(),
            };
            list.push(Entry::new(list.len(), kind, title));
            spans.push((i, i));
        }
        if let Some(span) = spans.last_mut() {
            span.1 = i + 1;
        }
    }
    for (entry, (start, end)) in list.iter_mut().zip(spans) {
        fill(entry, &events[start..end], arcana);
    }
    // The end says why, in one sentence with its chain (the card, the check, the dice and
    // re-rolls, the attribute at 0), or what the escape scored and from where.
    if let (Some(told), Some(entry)) = (
        ending(events),
        list.iter_mut().rev().find(|e| e.kind == EntryKind::End),
    ) {
        entry.summary = told.sentence().to_string();
        if let Ending::Death(death) = &told {
            if !death.hand_to_pile.is_empty() {
                entry.details.push(format!(
                    "Left on the corpse pile from your hand: {}.",
                    card_list(&death.hand_to_pile)
                ));
            }
            if !death.backpack_to_pile.is_empty() {
                entry.details.push(format!(
                    "Left on the corpse pile from the backpack: {}.",
                    card_list(&death.backpack_to_pile)
                ));
            }
            if !death.majors_discarded.is_empty() {
                entry.details.push(format!(
                    "To the discard pile (major arcana never stay with a corpse): {}.",
                    card_list(&death.majors_discarded)
                ));
            }
        }
    }
    list
}

/// Fills an entry from its events: the card, title and prompt, the lines, the check numbers
/// and the summary.
fn fill(entry: &mut Entry, events: &[Event], arcana: &Arcana) {
    let mut told: Vec<Event> = Vec::with_capacity(events.len());
    for event in events {
        match event {
            Event::TurnBegan { .. } => continue,
            Event::Flipped { card } => {
                entry.card = Some(*card);
                entry.title = format!("{}: {}", entry.title, card.name());
                entry.prompt = card.major_number().map(|n| arcana.get(n).prompt.clone());
            }
            Event::Check {
                kind,
                skill,
                boosts,
                difficulty,
                target,
                first_roll,
                roll,
                rerolls,
                attr,
                ..
            } => {
                let what = if *kind == CheckKind::Roll {
                    "roll"
                } else {
                    "check"
                };
                let mut detail = format!("{attr} {what}: skill {skill}");
                if *boosts > 0 {
                    detail.push_str(&format!(" + {boosts} Cups"));
                }
                if *difficulty > 0 {
                    detail.push_str(&format!(" − difficulty {difficulty}"));
                }
                detail.push_str(&format!(" = target {target}; rolled {first_roll}"));
                match rerolls {
                    0 => {}
                    1 => detail.push_str(&format!(", 1 re-roll, last {roll}")),
                    n => detail.push_str(&format!(", {n} re-rolls, last {roll}")),
                }
                entry.details.push(detail);
            }
            Event::Rerolled { .. } | Event::CupsSpent { .. } => {
                entry.details.extend(describe(event));
                continue;
            }
            _ => {}
        }
        told.push(*event);
    }
    entry.lines = describe_all(&told);
    entry.summary = summarize(events);
}
