//! Groups a delve's events into journal entries: the adventurer, the opening hand, one entry
//! per turn, and the end.

use serde::{Deserialize, Serialize};

use super::describe::describe;
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
    /// What happened, a sentence each.
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
            lines: Vec::new(),
            details: Vec::new(),
        }
    }
}

/// The journal entries of a delve's events, in order.
pub fn entries(events: &[Event], arcana: &Arcana) -> Vec<Entry> {
    let mut list: Vec<Entry> = Vec::new();
    for event in events {
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
        }
        let Some(entry) = list.last_mut() else {
            continue;
        };
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
                detail.push_str(&format!(" → target {target}; rolled {first_roll}"));
                if *rerolls > 0 {
                    detail.push_str(&format!(", {rerolls} re-roll(s), last {roll}"));
                }
                entry.details.push(detail);
            }
            Event::Rerolled { .. } | Event::CupsSpent { .. } => {
                if let Some(line) = describe(event) {
                    entry.details.push(line);
                }
                continue;
            }
            _ => {}
        }
        if let Some(line) = describe(event) {
            entry.lines.push(line);
        }
    }
    list
}
