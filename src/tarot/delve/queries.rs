//! What a delve looks like from outside: the pending question, the attributes, every place a
//! card can be, and the card-conservation check the tests run after every step.

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::Attr;
use crate::tarot::attributes::Attributes;
use crate::tarot::card::{Card, CardSet, DECK_SIZE};
use crate::tarot::deck::Deck;
use crate::tarot::event::Outcome;
use crate::tarot::question::{Answer, Question};
use crate::tarot::rules::RuleOptions;

use super::ending::score_of;
use super::state::{Delve, DelveSetup, Task};

impl Delve {
    /// What the engine needs next; `None` once the delve is over.
    pub fn question(&self) -> Option<Question> {
        self.pending
    }

    /// How the delve ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The setup it started from.
    pub fn setup(&self) -> &DelveSetup {
        &self.setup
    }

    /// The house rules in force.
    pub fn options(&self) -> &RuleOptions {
        &self.setup.options
    }

    /// The major arcana table in use.
    pub fn arcana(&self) -> &'static Arcana {
        self.arcana
    }

    /// Every answer given so far, in order.
    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// The six attributes now.
    pub fn attributes(&self) -> Attributes {
        self.attrs
    }

    /// The hand, in the order cards arrived.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// The discard pile, bottom first (the last card is on top).
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// The deck.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The corpse pile lying in this dungeon (with The Hierophant on top while guiding).
    pub fn corpse(&self) -> &[Card] {
        &self.corpse
    }

    /// Whether the adventurer guides the ghost of the corpse pile.
    pub fn guiding(&self) -> bool {
        self.guiding
    }

    /// The Lovers' backpack (The Lovers first), face down; empty unless the player helped.
    pub fn backpack(&self) -> &[Card] {
        &self.backpack
    }

    /// The High Priestess's face-down spread, while it is out.
    pub fn spread(&self) -> &[Card] {
        &self.spread
    }

    /// Cards on the table: the card being resolved, and cards set aside for a moment.
    pub fn table(&self) -> &[Card] {
        &self.table
    }

    /// Cards taken off the top of the deck to look at (Wands), before they go back.
    pub fn seen(&self) -> &[Card] {
        &self.seen
    }

    /// Whether Judgment's curse is on the adventurer.
    pub fn cursed(&self) -> bool {
        self.cursed
    }

    /// The turn number (0 before the first flip).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// How many cards have been flipped as turn events.
    pub fn flips(&self) -> u32 {
        self.flips
    }

    /// The card being resolved, if any.
    pub fn current_card(&self) -> Option<Card> {
        self.current
    }

    /// The last check made: its attribute and whether it passed.
    pub fn last_check(&self) -> Option<(Attr, bool)> {
        self.last_check
    }

    /// The score the hand would give on escaping now: Pentacles plus ten per World.
    pub fn hand_score(&self) -> u32 {
        score_of(&self.hand)
    }

    /// A copy to play ahead on (the odds, the automatic players): the same state without the
    /// list of answers given so far, which playing ahead never reads and which grows with the
    /// delve.
    pub(crate) fn lookahead_copy(&self) -> Delve {
        Delve {
            arcana: self.arcana,
            setup: self.setup.clone(),
            attrs: self.attrs,
            deck: self.deck.clone(),
            hand: self.hand.clone(),
            discard: self.discard.clone(),
            corpse: self.corpse.clone(),
            guiding: self.guiding,
            backpack: self.backpack.clone(),
            spread: self.spread.clone(),
            table: self.table.clone(),
            seen: self.seen.clone(),
            cursed: self.cursed,
            turn: self.turn,
            flips: self.flips,
            last_check: self.last_check,
            current: self.current,
            tasks: self.tasks.clone(),
            regs: self.regs,
            input: self.input,
            pending: self.pending,
            outcome: self.outcome,
            answers: Vec::with_capacity(128),
            scratch: Vec::new(),
        }
    }

    /// Checks that each of the 78 cards is in exactly one place.
    pub fn check_conservation(&self) -> Result<(), String> {
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let mut place = |cards: &mut dyn Iterator<Item = Card>, name: &str| -> Result<(), String> {
            for card in cards {
                count += 1;
                if !seen.insert(card) {
                    return Err(format!("{card} is twice (again in {name})"));
                }
            }
            Ok(())
        };
        place(&mut self.deck.cards().iter(), "the deck")?;
        place(&mut self.hand.iter().copied(), "the hand")?;
        place(&mut self.discard.iter().copied(), "the discard pile")?;
        place(&mut self.corpse.iter().copied(), "the corpse pile")?;
        place(&mut self.backpack.iter().copied(), "the backpack")?;
        place(&mut self.spread.iter().copied(), "the spread")?;
        place(&mut self.table.iter().copied(), "the table")?;
        place(&mut self.seen.iter().copied(), "the seen cards")?;
        if count != DECK_SIZE || seen != CardSet::full() {
            return Err(format!("{count} cards are in play, not 78"));
        }
        if self.outcome.is_none()
            && !self.attrs.are_valid()
            && !self.tasks.iter().any(|t| matches!(t, Task::Create(_)))
        {
            return Err(format!("attributes out of range: {}", self.attrs));
        }
        Ok(())
    }
}
