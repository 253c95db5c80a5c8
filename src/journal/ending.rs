//! How a delve ended, told from its events: a death's chain (the card → the check → the dice
//! and re-rolls → the attribute → 0) in one sentence, an escape's score and where it came from,
//! and what became of the hand. The table's end panel, the journal, the reader and both
//! exports all tell it these words.

use serde::Serialize;

use crate::tarot::attributes::{Attr, Change};
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::CheckKind;
use crate::tarot::event::{CheckSource, DeathCause, Event, Place};

use super::odds::target_words;

/// One Luck re-roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reroll {
    /// The die that had failed.
    pub failed: u8,
    /// The new die.
    pub roll: u8,
    /// Luck it cost (0 on a 1).
    pub luck_cost: u8,
}

/// The check at the heart of a death.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FatalCheck {
    /// Check or roll.
    pub kind: CheckKind,
    /// What it was for.
    pub source: CheckSource,
    /// The attribute used.
    pub attr: Attr,
    /// The target number.
    pub target: u8,
    /// Cups boosts bought.
    pub boosts: u8,
    /// The first die.
    pub first_roll: u8,
    /// The die that counted (the last one).
    pub roll: u8,
    /// Whether it passed.
    pub passed: bool,
    /// Its own damage.
    pub damage: u8,
}

/// How the fatal change came about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Fatal {
    /// A failed check's damage.
    Damage,
    /// A re-roll paid with the last Luck.
    LastLuck,
    /// The card's own cost after its check or roll (The Magician, Strength).
    AfterCheck,
    /// The card's effect, no check involved (Death, The Devil, Justice).
    Effect,
    /// The deck ran out.
    Dark,
}

/// A death, told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeathStory {
    /// The turn it happened on.
    pub turn: u32,
    /// The card in play (`None`: the Wands action before the flip, or lost in the dark).
    pub card: Option<Card>,
    /// How.
    pub fatal: Fatal,
    /// The check at its heart, when there was one.
    pub check: Option<FatalCheck>,
    /// The Luck re-rolls of that check, in order.
    pub rerolls: Vec<Reroll>,
    /// The change that took an attribute to 0.
    pub change: Option<Change>,
    /// The hand's suit cards that now lie on the corpse pile.
    pub hand_to_pile: Vec<Card>,
    /// The backpack's cards that joined them.
    pub backpack_to_pile: Vec<Card>,
    /// Major arcana of the hand or backpack that went to the discard pile (The World never
    /// stays with a corpse).
    pub majors_discarded: Vec<Card>,
    /// The whole chain in one sentence.
    pub sentence: String,
}

/// An escape, told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EscapeStory {
    /// The turn.
    pub turn: u32,
    /// The score.
    pub score: u32,
    /// What the hand brought (Pentacles, and ten per World).
    pub from_hand: u32,
    /// What the guided ghost's pile brought.
    pub from_ghost: u32,
    /// What the Lovers' backpack brought.
    pub from_backpack: u32,
    /// Whether The World was in hand (it counts ten).
    pub world: bool,
    /// The score and where it came from, in one sentence.
    pub sentence: String,
}

/// How the delve ended, told; `None` while it goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum Ending {
    /// A death.
    Death(DeathStory),
    /// An escape.
    Escape(EscapeStory),
}

impl Ending {
    /// The one sentence.
    pub fn sentence(&self) -> &str {
        match self {
            Ending::Death(d) => &d.sentence,
            Ending::Escape(e) => &e.sentence,
        }
    }
}

/// How the delve these events belong to ended, told; `None` while it goes on.
pub fn ending(events: &[Event]) -> Option<Ending> {
    let end = events
        .iter()
        .rposition(|e| matches!(e, Event::Died { .. } | Event::Escaped { .. }))?;
    let turn = events[..end]
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::TurnBegan { turn } => Some(*turn),
            _ => None,
        })
        .unwrap_or(0);
    match events[end] {
        Event::Died { cause } => Some(Ending::Death(death(events, end, turn, cause))),
        Event::Escaped { score } => Some(Ending::Escape(escape(events, end, turn, score))),
        _ => None,
    }
}

fn death(events: &[Event], end: usize, turn: u32, cause: DeathCause) -> DeathStory {
    let turn_start = events[..end]
        .iter()
        .rposition(|e| matches!(e, Event::TurnBegan { .. }))
        .unwrap_or(0);
    let card = match cause {
        DeathCause::Card(card) => Some(card),
        _ => None,
    };
    let fatal_at = events[turn_start..end]
        .iter()
        .rposition(|e| matches!(e, Event::SkillChanged { to: 0, .. }))
        .map(|i| i + turn_start);
    let change = fatal_at.and_then(|i| match events[i] {
        Event::SkillChanged { attr, from, to } => Some(Change { attr, from, to }),
        _ => None,
    });
    // What became of the hand: the moves of the dying step, after the fatal change.
    let dying = fatal_at.map_or(turn_start, |i| i + 1);
    let mut hand_to_pile = Vec::new();
    let mut backpack_to_pile = Vec::new();
    let mut majors_discarded = Vec::new();
    for event in &events[dying..end] {
        if let Event::CardMoved { card, from, to } = *event {
            match (from, to) {
                (Place::Hand, Place::Corpse) => hand_to_pile.push(card),
                (Place::Backpack, Place::Corpse) => backpack_to_pile.push(card),
                (Place::Hand | Place::Backpack, Place::Discard) if card.is_major() => {
                    majors_discarded.push(card)
                }
                _ => {}
            }
        }
    }
    let (fatal, check, rerolls) = match (cause, fatal_at) {
        (DeathCause::LostInTheDark, _) | (_, None) => (Fatal::Dark, None, Vec::new()),
        (_, Some(at)) => how(events, turn_start, at),
    };
    let mut story = DeathStory {
        turn,
        card,
        fatal,
        check,
        rerolls,
        change,
        hand_to_pile,
        backpack_to_pile,
        majors_discarded,
        sentence: String::new(),
    };
    story.sentence = death_sentence(&story);
    story
}

/// How the change at `at` came about: the check and re-rolls before it, if any.
fn how(events: &[Event], turn_start: usize, at: usize) -> (Fatal, Option<FatalCheck>, Vec<Reroll>) {
    let before = &events[turn_start..at];
    // The re-rolls that end just before `upto`, skipping the Luck they cost.
    let rerolls_before = |upto: usize| {
        let mut found = Vec::new();
        for event in events[turn_start..upto].iter().rev() {
            match *event {
                Event::Rerolled {
                    failed,
                    roll,
                    luck_cost,
                    ..
                } => found.push(Reroll {
                    failed,
                    roll,
                    luck_cost,
                }),
                Event::SkillChanged {
                    attr: Attr::Luck, ..
                }
                | Event::RerollDeclined { .. } => {}
                _ => break,
            }
        }
        found.reverse();
        found
    };
    match before.last() {
        Some(Event::Rerolled {
            source,
            attr,
            target,
            roll,
            ..
        }) => {
            let rerolls = rerolls_before(at);
            let first_roll = rerolls.first().map_or(*roll, |r| r.failed);
            let check = FatalCheck {
                kind: CheckKind::Check,
                source: *source,
                attr: *attr,
                target: *target,
                boosts: 0,
                first_roll,
                roll: *roll,
                passed: false,
                damage: 0,
            };
            return (Fatal::LastLuck, Some(check), rerolls);
        }
        Some(Event::Check {
            kind,
            source,
            attr,
            boosts,
            target,
            first_roll,
            roll,
            passed,
            damage,
            ..
        }) if *damage > 0 => {
            let check = FatalCheck {
                kind: *kind,
                source: *source,
                attr: *attr,
                target: *target,
                boosts: *boosts,
                first_roll: *first_roll,
                roll: *roll,
                passed: *passed,
                damage: *damage,
            };
            return (Fatal::Damage, Some(check), rerolls_before(at - 1));
        }
        _ => {}
    }
    // A check earlier in the turn whose card then did the harm (The Magician, Strength).
    let last_check = before
        .iter()
        .rposition(|e| matches!(e, Event::Check { .. }));
    if let Some(i) = last_check
        && let Event::Check {
            kind,
            source: source @ CheckSource::Effect(_),
            attr,
            boosts,
            target,
            first_roll,
            roll,
            passed,
            damage,
            ..
        } = before[i]
    {
        let check = FatalCheck {
            kind,
            source,
            attr,
            target,
            boosts,
            first_roll,
            roll,
            passed,
            damage,
        };
        return (
            Fatal::AfterCheck,
            Some(check),
            rerolls_before(turn_start + i),
        );
    }
    (Fatal::Effect, None, Vec::new())
}

/// "a Luck check (only a 1 passes)", "an Agility check to skip it", "a Might check against
/// the Page of Swords in the spread" (the card in play is named once, before).
fn check_words(check: &FatalCheck, in_play: Option<Card>) -> String {
    let what = match check.kind {
        CheckKind::Check => "check",
        CheckKind::Roll => "roll",
    };
    let article = if matches!(
        check.attr,
        Attr::Agility | Attr::Intelligence | Attr::Evocation
    ) {
        "an"
    } else {
        "a"
    };
    let purpose = match check.source {
        CheckSource::Court(card) if Some(card) == in_play => String::new(),
        CheckSource::Court(card) => format!(" against the {}", card.name()),
        CheckSource::Overcome(card) if Some(card) == in_play => " to skip it".into(),
        CheckSource::Overcome(card) => format!(" to skip {}", card.name()),
        CheckSource::Effect(_) => String::new(),
        CheckSource::Spread(card) => format!(" against the {} in the spread", card.name()),
        CheckSource::Wands(_) => String::new(),
    };
    let cups = match check.boosts {
        0 => String::new(),
        n => format!(", +{n} from Cups"),
    };
    format!(
        "{article} {} {what}{purpose} ({}{cups})",
        check.attr,
        target_words(check.target)
    )
}

/// The dice of a check: "rolled 6, re-rolled 6 (1 Luck) and 6 (1 Luck)".
fn dice_words(first: u8, rerolls: &[Reroll]) -> String {
    let mut text = format!("rolled {first}");
    if !rerolls.is_empty() {
        let each: Vec<String> = rerolls
            .iter()
            .map(|r| match r.luck_cost {
                0 => format!("{} (free)", r.roll),
                n => format!("{} ({n} Luck)", r.roll),
            })
            .collect();
        text.push_str(&format!(", re-rolled {}", super::odds::and_list(&each)));
    }
    text
}

/// What a card's own effect did, when it killed without a check of its own.
fn effect_clause(card: Option<Card>) -> &'static str {
    match card.and_then(|c| c.major_number()) {
        Some(13) => "Death takes 1 from every attribute",
        Some(15) => "The Devil lowers the attribute you chose",
        Some(8) => "Justice takes 1 back for your last check, which had passed",
        Some(1) => "The Magician burns 2 Evocation on a failure",
        Some(11) => "Strength costs 2 of the attribute used on a failure",
        _ => "the card's own effect",
    }
}

fn death_sentence(story: &DeathStory) -> String {
    let place = match (story.card, story.fatal) {
        (_, Fatal::Dark) => format!("Turn {}", story.turn),
        (Some(card), _) => format!("Turn {}, {}", story.turn, card.name()),
        (None, _) => format!("Turn {}, the Wands action", story.turn),
    };
    let change = story
        .change
        .map(|c| format!("{} {} → {}", c.attr, c.from, c.to))
        .unwrap_or_default();
    match (story.fatal, &story.check) {
        (Fatal::Dark, _) => format!(
            "{place}: the deck ran out, and under this delve's rules that leaves you lost in \
             the dark: you died."
        ),
        (Fatal::Damage, Some(check)) => {
            let accepted = if story.rerolls.is_empty() {
                String::new()
            } else {
                format!(", and you accepted the {}", check.roll)
            };
            format!(
                "{place}: {} {}{accepted}, failing by {}; {change}, and you died.",
                check_words(check, story.card),
                dice_words(check.first_roll, &story.rerolls),
                check.damage
            )
        }
        (Fatal::LastLuck, Some(check)) => format!(
            "{place}: {} {}; the last re-roll spent your last Luck; {change}, and you died.",
            check_words(check, story.card),
            dice_words(check.first_roll, &story.rerolls)
        ),
        (Fatal::AfterCheck, Some(check)) => {
            let verdict = if check.passed { "passed" } else { "failed" };
            format!(
                "{place}: {} {} and {verdict}; {}; {change}, and you died.",
                check_words(check, story.card),
                dice_words(check.first_roll, &story.rerolls),
                effect_clause(story.card)
            )
        }
        _ => format!(
            "{place}: {}; {change}, and you died.",
            effect_clause(story.card)
        ),
    }
}

/// The hand at the end, from every card move into and out of it.
fn final_hand(events: &[Event]) -> Vec<Card> {
    let mut hand = Vec::new();
    for event in events {
        if let Event::CardMoved { card, from, to } = *event {
            if from == Place::Hand
                && let Some(i) = hand.iter().position(|c| *c == card)
            {
                hand.remove(i);
            }
            if to == Place::Hand {
                hand.push(card);
            }
        }
    }
    hand
}

fn escape(events: &[Event], end: usize, turn: u32, score: u32) -> EscapeStory {
    let pentacles = |from: Place| {
        events[..end]
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::Flipped { .. }))
            .filter(|e| {
                matches!(e, Event::CardMoved { card, from: f, to: Place::Hand }
                    if *f == from && (card.is_suit(Suit::Pentacles) || *card == Card::WORLD))
            })
            .map(|e| match e {
                Event::CardMoved { card, .. } if *card == Card::WORLD => 10,
                _ => 1,
            })
            .sum::<u32>()
    };
    let from_ghost = pentacles(Place::Corpse);
    let from_backpack = pentacles(Place::Backpack);
    let from_hand = score.saturating_sub(from_ghost + from_backpack);
    let world = final_hand(&events[..end]).contains(&Card::WORLD);
    // Where the score came from: each source with what it brought.
    let sources = [
        (from_hand, "from your hand"),
        (from_ghost, "from the corpse pile of the ghost you guided"),
        (from_backpack, "from the Lovers' backpack"),
    ];
    let parts: Vec<(u32, &str)> = sources.into_iter().filter(|(n, _)| *n > 0).collect();
    let why = match parts.as_slice() {
        [] => ": no Pentacles in hand".to_string(),
        // One source brought it all: its share would only repeat the score.
        [(_, source)] => format!(" {source}"),
        _ => {
            let parts: Vec<String> = parts.iter().map(|(n, s)| format!("{n} {s}")).collect();
            format!(": {}", super::odds::and_list(&parts))
        }
    };
    let world_note = if world { " (The World counts 10)" } else { "" };
    EscapeStory {
        turn,
        score,
        from_hand,
        from_ghost,
        from_backpack,
        world,
        sentence: format!(
            "Turn {turn}, The Fool: you left the dungeon with a score of {score}{why}{world_note}."
        ),
    }
}
