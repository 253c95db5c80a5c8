//! How to play's pages as words: each page a list of blocks (a paragraph, a rule with its
//! name, a suit's cards, a major arcanum), written in our own words and worked out from the
//! engine's data where the data decides (the court difficulties, which arcana can be skipped and
//! with what, the house rules as set now). The screen draws them; the tests read them.

use crate::journal::odds::lines_sentence;
use crate::tarot::arcana::effects::Effect;
use crate::tarot::arcana::{Arcana, Major};
use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;
use crate::tarot::rules::{EmptyDeck, Rule, RuleBook, RuleOptions};

use super::block::{Block, and_list};
use super::{attributes, majors};

/// A page of How to play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// What Malice is, how you win, score and die; the attributes.
    #[default]
    Goal,
    /// The opening hand, a turn, the kinds of card, face it or skip it.
    Turn,
    /// Checks, the die, failures, re-rolls, Cups, the odds.
    Checks,
    /// The four suits and their actions.
    Suits,
    /// Every major arcanum, and what they can do.
    Arcana,
    /// Death, the corpse pile and ghosts.
    Death,
    /// The house rules as set now.
    House,
}

impl Page {
    /// Every page, in order.
    pub const ALL: [Page; 7] = [
        Page::Goal,
        Page::Turn,
        Page::Checks,
        Page::Suits,
        Page::Arcana,
        Page::Death,
        Page::House,
    ];

    /// The page's title, as its tab shows it.
    pub fn title(self) -> &'static str {
        match self {
            Page::Goal => "The goal",
            Page::Turn => "A turn",
            Page::Checks => "Checks and dice",
            Page::Suits => "The suits",
            Page::Arcana => "The major arcana",
            Page::Death => "Death and ghosts",
            Page::House => "House rules",
        }
    }
}

/// The blocks of a page, under the house rules `options`.
pub fn blocks(page: Page, options: RuleOptions, arcana: Option<&Arcana>) -> Vec<Block> {
    match page {
        Page::Goal => goal(arcana),
        Page::Turn => turn(options, arcana),
        Page::Checks => checks(options, arcana),
        Page::Suits => suits(),
        Page::Arcana => majors::page(options, arcana),
        Page::Death => death(options),
        Page::House => house(options),
    }
}

/// A page's words, all of them.
pub fn page_text(page: Page, options: RuleOptions) -> String {
    blocks(page, options, Arcana::standard().ok())
        .iter()
        .map(Block::text)
        .collect::<Vec<_>>()
        .join("\n\n")
}

fn term(rule: Rule, words: impl Into<String>) -> Block {
    Block::Term(rule.name().to_string(), words.into())
}

fn goal(arcana: Option<&Arcana>) -> Vec<Block> {
    let mut blocks = vec![
        Block::Para(
            "Malice is played alone, with a tarot deck and a six-sided die. Your adventurer \
             goes down into a dungeon one card at a time, hoping to come out alive and \
             richer. Malice shuffles, rolls and keeps the rules; you make the choices, and \
             the journal keeps the story."
                .into(),
        ),
        term(
            Rule::WayOut,
            "Find The Fool. When it is flipped you choose: leave the dungeon now with what \
             you carry, or go on for more. Go on, and The Fool goes to the discard pile: it \
             comes back only if the discard pile is shuffled into the deck again.",
        ),
        term(
            Rule::Score,
            "When you leave, each Pentacle in your hand scores 1 and The World scores 10. \
             Nothing else counts: Cups, Swords and Wands are tools to spend on the way.",
        ),
        term(
            Rule::Death,
            "If any of your six attributes falls to 0, at any moment, your adventurer dies \
             where they stand. It is the only way to lose, and it comes from failed checks, \
             re-rolls paid with your last Luck, and cards such as Death.",
        ),
        term(
            Rule::Attributes,
            format!(
                "Might, Agility, Luck, Intelligence, Charm and Evocation, rolled on six dice \
                 in that order when the adventurer is made. {}",
                attributes::RANGE
            ),
        ),
    ];
    for attr in Attr::ALL {
        let tested = arcana
            .map(|a| attributes::tested_by(attr, a))
            .unwrap_or_default();
        blocks.push(Block::Item(
            attr.name().to_string(),
            format!("{} {tested}", attributes::plain(attr)),
        ));
    }
    blocks.push(Block::Para(attributes::CHANGES.into()));
    blocks.push(term(
        Rule::Returning,
        "An adventurer who escaped may go down again with the attributes they came out \
         with. Their opening hand then holds their last score plus their Intelligence in \
         cards; major arcana drawn for it go to the discard pile.",
    ));
    blocks
}

fn turn(options: RuleOptions, arcana: Option<&Arcana>) -> Vec<Block> {
    let courts = options.court_difficulty;
    let suits: Vec<String> = Suit::ALL
        .iter()
        .map(|s| {
            let attrs: Vec<&str> = Attr::of_suit(*s).iter().map(|a| a.name()).collect();
            format!("{} with {}", s.name(), attrs.join(" or "))
        })
        .collect();
    let (skippable, unskippable): (Vec<&Major>, Vec<&Major>) = arcana
        .map(|a| a.cards().iter().partition(|m| m.can_be_skipped()))
        .unwrap_or_default();
    let names =
        |list: &[&Major]| and_list(&list.iter().map(|m| m.name.clone()).collect::<Vec<_>>());
    vec![
        term(
            Rule::OpeningHand,
            format!(
                "A new adventurer starts with as many cards as their Intelligence. Major \
                 arcana drawn for it go back into the deck, which is shuffled{}. Court cards \
                 drawn for it need no check.",
                if options.refill_opening_hand {
                    ", and you draw again until the hand is full (a house rule)"
                } else {
                    ": the hand is that much smaller"
                }
            ),
        ),
        term(
            Rule::Turn,
            "Each turn you may take one action first (a Swords or a Wands action: see The \
             suits), then you flip the top card of the deck and deal with it. Whatever is not \
             kept goes to the discard pile.",
        ),
        term(
            Rule::NumberCards,
            "An Ace to a 10 goes straight into your hand, to be spent or kept for your score.",
        ),
        term(
            Rule::CourtCards,
            format!(
                "A Page, Knight, Queen or King must be passed to be kept: a check with one of \
                 its suit's attributes ({}), made harder by its rank (Page {}, Knight {}, \
                 Queen {}, King {}). Pass and it goes into your hand; fail and the check costs \
                 you, and the card goes to the discard pile. Court cards cannot be skipped.",
                suits.join("; "),
                courts.page,
                courts.knight,
                courts.queen,
                courts.king
            ),
        ),
        term(
            Rule::FaceOrSkip,
            format!(
                "{} may be skipped: when one is flipped you choose. “Face it” lets the card \
                 happen: its whole effect, as its page says. “Try to skip it” is a check with \
                 no difficulty, with one of the attributes the card names: pass and the card \
                 is discarded with no effect; fail and you pay what the check missed by, and \
                 then the card happens anyway. Before you choose, the table says what facing \
                 would do, by name, beside the odds of skipping. The other {} major arcana \
                 happen as soon as they are flipped.",
                names(&skippable),
                unskippable.len()
            ),
        ),
    ]
}

fn checks(options: RuleOptions, arcana: Option<&Arcana>) -> Vec<Block> {
    let rolls: Vec<String> = arcana
        .map(|a| {
            a.cards()
                .iter()
                .filter(|m| m.effects().contains(&Effect::Roll))
                .map(|m| m.name.clone())
                .collect()
        })
        .unwrap_or_default();
    let least = if options.min_failure_damage > 0 {
        format!(
            " A house rule makes every failure cost at least {}.",
            options.min_failure_damage
        )
    } else {
        " A 6 against a target of 6 misses by nothing and costs nothing.".to_string()
    };
    vec![
        term(
            Rule::Checks,
            "A check rolls one die against an attribute. The target is the attribute, less \
             the card's difficulty, plus any Cups you spend on it, and never below 1 nor \
             above 6. The die passes when it shows the target or less, but a 6 always \
             fails: against a target of 6, a 5 or less passes.",
        ),
        term(
            Rule::OneAlwaysPasses,
            "However hard the check, a 1 passes: the target never falls below 1.",
        ),
        term(
            Rule::SixAlwaysFails,
            "A 6 fails every check and every roll, even against a target of 6.",
        ),
        term(
            Rule::FailureCost,
            format!(
                "A failed check lowers its attribute by what the die missed by: a 5 against \
                 a target of 2 costs 3.{least}"
            ),
        ),
        term(
            Rule::Rolls,
            format!(
                "Some major arcana ask you to roll instead ({}): a roll is part of the event, \
                 and its failure costs nothing of its own; the card says what a pass and a \
                 failure do.",
                and_list(&rolls)
            ),
        ),
        term(
            Rule::Rerolls,
            "After any failed die you may roll again with Luck; the new die replaces the old \
             one. It costs 1 Luck, unless the new die shows 1, which is free and passes. You \
             may go on while Luck lasts, but Luck at 0 is death like any attribute: with 1 \
             Luck left, a re-roll that is not a 1 kills you. “Accept the failure” pays the \
             failure's cost instead.",
        ),
        term(
            Rule::CupsCost,
            "Before a check you may spend Cups to raise the attribute for it, +1 a boost. \
             Each boost costs as many Cups as the attribute's value at that boost: with Might \
             3, +1 costs 3 Cups and +2 costs 3 + 4 = 7. No boost takes an attribute above 6. \
             No Cups on a Cups court card's check, nor while Judgment's curse lasts.",
        ),
        Block::Term(
            "Luck as a wildcard".into(),
            format!(
                "{} Any check or roll may then be made with Luck instead of the attribute it \
                 names, and pays with Luck.",
                if options.luck_wildcard {
                    "A house rule, on now."
                } else {
                    "A house rule, off now."
                }
            ),
        ),
        Block::Term(
            "The odds".into(),
            format!(
                "Each answer that leads to a check shows its chance to pass and its chance of \
                 death, worked out exactly from the die. {}",
                lines_sentence()
            ),
        ),
        Block::Term("The ★".into(), STAR_SENTENCES.into()),
    ]
}

/// What the ★ means, in two sentences (How to play; the table's setting says the same).
const STAR_SENTENCES: &str = "Each answer also shows its chance to escape: from where that \
    answer leads, a careful automatic player plays the delve to its end 2,000 times, the cards you \
    have not seen dealt at random, and counts how often it gets out alive (± says how sure the \
    figure is). The ★ marks the answer with the best chance; where two are as good within that \
    margin, it goes to the one less likely to kill you now, then to the one that spends less.";

fn suits() -> Vec<Block> {
    let mut blocks = vec![Block::Para(
        "The minor arcana are your tools. Each suit does one thing from your hand; each suit's \
         court cards are checked with its attributes."
            .into(),
    )];
    for suit in Suit::ALL {
        blocks.push(Block::Suit(suit, suit_text(suit).into()));
    }
    blocks.push(term(
        Rule::SwordsAction,
        "Choose an attribute other than Luck and discard as many Swords as its value now: it \
         rises by 1 (never above 6). Raising Might from 2 to 3 costs 2 Swords.",
    ));
    blocks.push(term(
        Rule::WandsAction,
        "Discard 1 to 3 Wands, then make an Evocation check (Cups may raise it). Fail, and \
         the Wands are gone and the check costs you as any check. Pass: with 1 Wand you see \
         the top card of the deck; with 2 you see it and may put it at the bottom; with 3 you \
         see the top three, put them back in the order you like, and send one to the bottom.",
    ));
    blocks.push(Block::Para(
        "One action a turn, before the flip, and none while Judgment's curse lasts.".into(),
    ));
    blocks
}

/// What each suit does in the hand.
fn suit_text(suit: Suit) -> &'static str {
    match suit {
        Suit::Cups => {
            "Spend Cups before a check to raise the attribute for it (see What Cups cost). \
             Cups court cards are checked with Luck, and no Cups may help with them."
        }
        Suit::Swords => {
            "Swords pay for the Swords action: +1 to an attribute. Their court cards are \
             checked with Agility or Might."
        }
        Suit::Wands => {
            "Wands pay for the Wands action: a look at the deck ahead. Their court cards are \
             checked with Evocation or Intelligence."
        }
        Suit::Pentacles => {
            "Pentacles are your loot: each one in hand scores 1 when you leave. Their court \
             cards are checked with Charm or Intelligence."
        }
    }
}

fn death(options: RuleOptions) -> Vec<Block> {
    vec![
        term(
            Rule::CorpsePile,
            "When an adventurer dies, their hand stays in the dungeon as the corpse pile, \
             under their name, with their Lovers' backpack if they carried one. Major arcana \
             never stay: The World, and any in the backpack, go to the discard pile. The corpse pile is shared by every \
             adventurer of this profile, and its cards are missing from every later deck \
             until someone brings them out; a second death adds its cards to the same pile.",
        ),
        term(
            Rule::Ghosts,
            "The dead adventurer's ghost waits on the pile. Flip The Hierophant while a \
             corpse pile lies there, and you guide that ghost: leave through The Fool, and \
             the whole pile comes out into your hand, and counts for your score. Die while \
             guiding, and the pile stays, with your hand added to it.",
        ),
        Block::Term(
            "When the deck runs out".into(),
            match options.empty_deck {
                EmptyDeck::Reshuffle => {
                    "The discard pile is shuffled into a new deck, and the delve goes on (the \
                     house rule as set now)."
                }
                EmptyDeck::Lost => "You are lost in the dark, and die (the house rule as set now).",
            }
            .into(),
        ),
        Block::Para(
            "A dead adventurer stays in the roster and the hall of fame. The journal keeps \
             why they died, card by card and die by die."
                .into(),
        ),
    ]
}

fn house(o: RuleOptions) -> Vec<Block> {
    let book = RuleBook::standard().ok();
    let summary = |key: &str| {
        book.and_then(|b| b.options.iter().find(|i| i.key == key))
            .map(|i| i.summary.clone())
            .unwrap_or_default()
    };
    let label = |key: &str, fallback: &str| {
        book.and_then(|b| b.options.iter().find(|i| i.key == key))
            .map_or_else(|| fallback.to_string(), |i| i.label.clone())
    };
    let on_off = |on: bool| if on { "on" } else { "off" };
    let mut blocks = vec![Block::Para(
        "As set in Settings for new delves; each delve keeps the rules it began with.".into(),
    )];
    let lines = [
        (
            "empty_deck",
            match o.empty_deck {
                EmptyDeck::Reshuffle => "reshuffle the discard pile".to_string(),
                EmptyDeck::Lost => "the adventurer is lost".to_string(),
            },
        ),
        ("luck_wildcard", on_off(o.luck_wildcard).to_string()),
        (
            "refill_opening_hand",
            on_off(o.refill_opening_hand).to_string(),
        ),
        ("min_failure_damage", o.min_failure_damage.to_string()),
        (
            "court_difficulty",
            format!(
                "Page {}, Knight {}, Queen {}, King {}",
                o.court_difficulty.page,
                o.court_difficulty.knight,
                o.court_difficulty.queen,
                o.court_difficulty.king
            ),
        ),
    ];
    for (key, value) in lines {
        blocks.push(Block::Term(
            format!("{}: {value}", label(key, key)),
            summary(key),
        ));
    }
    blocks
}
