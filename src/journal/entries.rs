//! Groups a delve's events into journal entries: the adventurer, the opening hand, one entry
//! per turn, and the end.

use serde::{Deserialize, Serialize};

use super::describe::{describe, describe_all};
use super::effects::card_list;
use super::ending::{DeathStory, Ending, Fatal, ending};
use super::prompts::{Prompts, card_prompt, pick};
use super::summary::summarize;
use crate::tarot::arcana::Arcana;
use crate::tarot::card::Card;
use crate::tarot::check::CheckKind;
use crate::tarot::event::{Event, Place};

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
    /// After a death: what became of the cards (the corpse pile, the discard pile), told
    /// once, whole, in a section of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aftermath: Vec<String>,
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
            aftermath: Vec::new(),
        }
    }
}

/// What the journal knows beyond a delve's events: whose cards lay on the corpse pile (the
/// ghost The Hierophant hands over), and the salt that picks each turn's prompt (the delve's
/// seed), so that the same card does not always ask the same thing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Context {
    /// Whose cards lay on the corpse pile when the delve began, oldest first (empty: not
    /// known).
    pub ghosts: Vec<String>,
    /// Picks each turn's prompt among its card's.
    pub salt: u64,
}

/// The journal entries of a delve's events, in order, knowing nothing beyond them.
pub fn entries(events: &[Event], arcana: &Arcana) -> Vec<Entry> {
    entries_in(events, arcana, &Context::default())
}

/// The journal entries of a delve's events, in order.
pub fn entries_in(events: &[Event], arcana: &Arcana, context: &Context) -> Vec<Entry> {
    let told = ending(events);
    // A death's last moves (the hand to the corpse pile) belong to the end, told once there.
    let dying = match &told {
        Some(Ending::Death(_)) => dying_moves(events),
        _ => None,
    };
    let mut list: Vec<Entry> = Vec::new();
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for (i, event) in events.iter().enumerate() {
        let kind = match event {
            Event::AttributeRolled { .. } => EntryKind::Creation,
            Event::TurnBegan { turn } => EntryKind::Turn(*turn),
            Event::Escaped { .. } | Event::Died { .. } => EntryKind::End,
            _ if dying.as_ref().is_some_and(|d| d.contains(&i)) => EntryKind::End,
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
        fill(entry, &events[start..end], arcana, context);
    }
    let prompts = Prompts::standard();
    if let Some(entry) = list.iter_mut().find(|e| e.kind == EntryKind::Creation) {
        entry.prompt = pick(&prompts.for_moment("adventurer"), context.salt, 0).map(str::to_owned);
    }
    // The end says why, in one sentence with its chain (the card, the check, the dice and
    // re-rolls, the attribute at 0), or what the escape scored and from where.
    let Some(told) = told else {
        return list;
    };
    let moment = match told {
        Ending::Death(_) => "death",
        Ending::Escape(_) => "escape",
    };
    if let Ending::Death(death) = &told {
        fatal_check(&mut list, death);
    }
    if let Some(entry) = list.iter_mut().rev().find(|e| e.kind == EntryKind::End) {
        entry.summary = told.sentence().to_string();
        entry.prompt = pick(&prompts.for_moment(moment), context.salt, u32::MAX).map(str::to_owned);
        if let Ending::Death(death) = &told {
            entry.aftermath = aftermath(death, events);
        }
    }
    list
}

/// The events of a death's last moves (its cards to the corpse pile or the discard pile),
/// just before it is told: where the dying began.
fn dying_moves(events: &[Event]) -> Option<std::ops::Range<usize>> {
    let died = events
        .iter()
        .rposition(|e| matches!(e, Event::Died { .. }))?;
    let start = events[..died]
        .iter()
        .rposition(|e| !is_dying_move(e))
        .map_or(0, |i| i + 1);
    Some(start..died)
}

/// Whether a move is one a death makes: a card to the corpse pile, or a major arcana (or the
/// card in play) leaving the hand, the backpack, the pile or the table for the discard pile.
fn is_dying_move(event: &Event) -> bool {
    match *event {
        Event::CardMoved {
            to: Place::Corpse, ..
        } => true,
        Event::CardMoved {
            card,
            from: Place::Hand | Place::Backpack | Place::Corpse,
            to: Place::Discard,
        } => card.is_major(),
        Event::CardMoved {
            from: Place::Table | Place::Spread,
            to: Place::Discard,
            ..
        } => true,
        _ => false,
    }
}

/// A death by the last Luck of a re-roll never reports its check: its turn's dice say what
/// the check was and what its first die showed, before the re-rolls.
fn fatal_check(list: &mut [Entry], death: &DeathStory) {
    let (Fatal::LastLuck, Some(check)) = (death.fatal, &death.check) else {
        return;
    };
    let Some(entry) = list
        .iter_mut()
        .rev()
        .find(|e| matches!(e.kind, EntryKind::Turn(turn) if turn == death.turn))
    else {
        return;
    };
    let line = format!(
        "{} check: target {}; rolled {}, {} the last paid with your last Luck",
        check.attr,
        check.target,
        check.first_roll,
        match death.rerolls.len() {
            1 => "1 re-roll,".to_string(),
            n => format!("{n} re-rolls,"),
        }
    );
    // Before the re-rolls it led to, which end the turn's dice.
    let at = entry.details.len().saturating_sub(death.rerolls.len());
    entry.details.insert(at, line);
}

/// What became of a dead adventurer's cards, each place once, whole.
fn aftermath(death: &DeathStory, events: &[Event]) -> Vec<String> {
    let mut lines = Vec::new();
    if !death.hand_to_pile.is_empty() {
        lines.push(format!(
            "From your hand to the corpse pile: {}.",
            card_list(&death.hand_to_pile)
        ));
    }
    if !death.backpack_to_pile.is_empty() {
        lines.push(format!(
            "From the backpack to the corpse pile: {}.",
            card_list(&death.backpack_to_pile)
        ));
    }
    if !death.majors_discarded.is_empty() {
        lines.push(format!(
            "To the discard pile, as major arcana never stay with a corpse: {}.",
            card_list(&death.majors_discarded)
        ));
    }
    let ghost_left = events.iter().rev().take_while(|e| !matches!(e, Event::TurnBegan { .. })).any(|e| {
        matches!(e, Event::CardMoved { card, from: Place::Corpse, to: Place::Discard } if *card == Card::HIEROPHANT)
    });
    if ghost_left {
        lines.push(
            "The Hierophant leaves the corpse pile: the ghost you guided waits there again, \
             with yours beside it."
                .to_string(),
        );
    }
    if lines.is_empty() {
        lines.push("Your hand was empty: nothing joins the corpse pile.".to_string());
    }
    lines
}

/// Fills an entry from its events: the card, title and prompt, the lines, the check numbers
/// and the summary.
fn fill(entry: &mut Entry, events: &[Event], arcana: &Arcana, context: &Context) {
    let mut told: Vec<Event> = Vec::with_capacity(events.len());
    let mut ghost = false;
    for event in events {
        match event {
            Event::TurnBegan { .. } => continue,
            Event::Flipped { card } => {
                entry.card = Some(*card);
                entry.title = format!("{}: {}", entry.title, card.name());
                let turn = match entry.kind {
                    EntryKind::Turn(turn) => turn,
                    _ => 0,
                };
                entry.prompt = card_prompt(*card, turn, context.salt, arcana);
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
            Event::GhostGuided => ghost = true,
            // The end's moves are told whole in its aftermath.
            Event::CardMoved { .. } if entry.kind == EntryKind::End => continue,
            _ => {}
        }
        told.push(*event);
    }
    entry.lines = describe_all(&told);
    if ghost && !context.ghosts.is_empty() {
        let line = format!(
            "You take up the ghost of {}: you guide it to the way out now.",
            and_names(&context.ghosts)
        );
        if let Some(at) = entry
            .lines
            .iter()
            .position(|l| describe(&Event::GhostGuided).as_ref() == Some(l))
        {
            entry.lines[at] = line;
        }
    }
    // The Hierophant asks about the ghost only when there was one.
    if entry.card == Some(Card::HIEROPHANT) && !ghost {
        entry.prompt = None;
    }
    entry.summary = summarize(events);
    if ghost && !context.ghosts.is_empty() {
        let guided = format!("guided the ghost of {}", and_names(&context.ghosts));
        entry.summary = match entry.summary.strip_prefix("A ghost follows") {
            Some(rest) => format!("G{}{rest}", &guided[1..]),
            None => entry.summary.replace("a ghost follows", &guided),
        };
    }
}

/// Names in words: "Ada", "Ada and Bram", "Ada, Bram and Cleo".
fn and_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
