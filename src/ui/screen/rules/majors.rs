//! How to play's page of the major arcana: each card's page (what it does, whether and with what
//! it can be skipped, what Cups can do for it) and what the arcana can do, kind by kind.

use crate::tarot::arcana::effects::Effect;
use crate::tarot::arcana::{Arcana, Major};
use crate::tarot::attributes::Attr;
use crate::tarot::rules::RuleOptions;

use super::block::{Block, or_list};

/// The major arcana page: every card, then what the arcana can do, kind by kind.
pub(super) fn page(options: RuleOptions, arcana: Option<&Arcana>) -> Vec<Block> {
    let mut blocks = vec![Block::Para(
        "Twenty-two cards that are events, not tools. Each says below what it does, whether \
         it can be skipped and with what, and what Cups can do for it."
            .into(),
    )];
    let Some(arcana) = arcana else {
        return blocks;
    };
    for major in arcana.cards() {
        blocks.push(major_block(major, options));
    }
    blocks.push(Block::Para(
        "What the arcana can do to you, kind by kind:".into(),
    ));
    for effect in Effect::ALL {
        let (name, words) = effect_words(effect);
        blocks.push(Block::Item(name.into(), format!("{words}.")));
    }
    blocks
}

/// A major arcanum's page.
fn major_block(major: &Major, options: RuleOptions) -> Block {
    let wildcard = |attrs: &[Attr]| {
        let mut names: Vec<&str> = attrs.iter().map(|a| a.name()).collect();
        if options.luck_wildcard && !attrs.contains(&Attr::Luck) {
            names.push("Luck");
        }
        or_list(&names)
    };
    let skip = if major.can_be_skipped() {
        format!(
            "It can be skipped: try a check of {} at no difficulty. Pass, and it is \
             discarded with no effect; fail, and you pay what you missed by, then it happens.",
            wildcard(&major.overcome)
        )
    } else {
        "It cannot be skipped.".to_string()
    };
    let checks = major.effects().contains(&Effect::Check);
    let rolls = major.effects().contains(&Effect::Roll);
    // What the card itself throws a die for: a check, or a roll (part of the event).
    let own = if checks { "check" } else { "roll" };
    let cups = match (major.can_be_skipped(), checks || rolls) {
        (true, true) => format!("Cups may raise the check that skips it, and its own {own}."),
        (true, false) => "Cups may raise the check that skips it.".to_string(),
        (false, true) => format!("Cups may raise its {own}."),
        (false, false) => String::new(),
    };
    let cups = if cups.is_empty() {
        String::new()
    } else {
        format!("{cups} Each +1 costs as many Cups as the attribute's value at that boost.")
    };
    Block::Major {
        number: major.number,
        name: major.name.clone(),
        does: major.description.clone(),
        skip,
        cups,
        prompt: major.prompt.clone(),
    }
}

/// What a kind of effect does, in a few words: its name, and what it means.
pub fn effect_words(effect: Effect) -> (&'static str, &'static str) {
    match effect {
        Effect::Check => ("A check", "as any check: its attribute pays for a failure"),
        Effect::Roll => (
            "A roll",
            "part of the event: its failure costs nothing of its own",
        ),
        Effect::Adjust => (
            "An attribute changes",
            "up or down, never above 6; 0 is death",
        ),
        Effect::ChooseAttribute => ("You choose an attribute", "for what the card does next"),
        Effect::DiscardChosen => ("Cards of your choice go", "to the discard pile"),
        Effect::DiscardRandom => ("Cards lost at random", "taken from your hand unseen"),
        Effect::DiscardTop => (
            "The top of the deck discarded",
            "cards you never see; The Fool may be among them",
        ),
        Effect::DiscardSuit => ("A suit discarded", "the cards of one suit leave your hand"),
        Effect::DiscardHand => ("Your whole hand discarded", "before you draw again"),
        Effect::Draw => ("Cards drawn", "into your hand from the deck"),
        Effect::Rotate => (
            "Your values rotate",
            "each value moves to the attribute before or after it",
        ),
        Effect::TakeFromDiscard => (
            "Back from the discard pile",
            "its top suit card into your hand",
        ),
        Effect::ShuffleDiscardIntoDeck => (
            "The discard pile shuffled back",
            "into the deck: The Fool may return",
        ),
        Effect::Curse => ("The curse", "no actions and no Cups until you pass a check"),
        Effect::KeepInHand => ("Kept", "the card goes into your hand"),
        Effect::EscapeChoice => ("The way out", "leave now, or go on"),
        Effect::Spread => ("Cards face down", "you turn one; what it is decides"),
        Effect::GuideGhost => (
            "A ghost to guide",
            "the soul of the corpse pile follows you",
        ),
        Effect::Backpack => ("A backpack", "cards set aside, yours if you escape"),
        Effect::ReviewLastCheck => (
            "Your last check reviewed",
            "a failure there is made up for, a pass paid for",
        ),
        Effect::BalanceSuits => (
            "The suits evened out",
            "every suit in hand down to your smallest",
        ),
    }
}
