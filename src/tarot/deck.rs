//! The face-down deck as the engine knows it: seen cards on top, seen cards at the bottom, and
//! between them a shuffled part whose order nobody knows.
//!
//! Drawing from the shuffled part is a question (which card was it?), answered by the seeded
//! generator or by the person at the table. Drawing uniformly from the unknown cards is the
//! same as drawing from a deck shuffled in advance.

use std::collections::VecDeque;

use super::card::{Card, CardSet};

/// The deck.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    /// Seen cards on top; the last is the top card.
    top: Vec<Card>,
    /// The shuffled middle.
    unknown: CardSet,
    /// Seen cards at the bottom; the first lies just under the shuffled part.
    bottom: VecDeque<Card>,
}

/// What taking the top card gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Top {
    /// The card is known and has left the deck.
    Card(Card),
    /// The top card is one of the unknown cards: ask which.
    Unknown,
    /// The deck is empty.
    Empty,
}

impl Deck {
    /// A shuffled deck of these cards.
    pub fn shuffled(cards: CardSet) -> Deck {
        Deck {
            top: Vec::new(),
            unknown: cards,
            bottom: VecDeque::new(),
        }
    }

    /// How many cards it holds.
    pub fn len(&self) -> usize {
        self.top.len() + self.unknown.len() + self.bottom.len()
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cards whose place nobody knows (in table mode: what the next flip may be).
    pub fn unknown(&self) -> CardSet {
        self.unknown
    }

    /// Seen cards on top, top first.
    pub fn known_top(&self) -> impl Iterator<Item = Card> + '_ {
        self.top.iter().rev().copied()
    }

    /// Seen cards at the bottom, the lowest last.
    pub fn known_bottom(&self) -> impl Iterator<Item = Card> + '_ {
        self.bottom.iter().copied()
    }

    /// Every card in the deck.
    pub fn cards(&self) -> CardSet {
        self.top
            .iter()
            .chain(self.bottom.iter())
            .copied()
            .collect::<CardSet>()
            .union(self.unknown)
    }

    /// Takes the top card if it is known (or the shuffled part is empty).
    pub fn take_top(&mut self) -> Top {
        if let Some(card) = self.top.pop() {
            Top::Card(card)
        } else if !self.unknown.is_empty() {
            Top::Unknown
        } else if let Some(card) = self.bottom.pop_front() {
            Top::Card(card)
        } else {
            Top::Empty
        }
    }

    /// Takes a card out of the shuffled part (the answer to a draw question). Returns
    /// whether it was there.
    pub fn take_unknown(&mut self, card: Card) -> bool {
        self.unknown.remove(card)
    }

    /// Puts a seen card on top.
    pub fn put_top(&mut self, card: Card) {
        self.top.push(card);
    }

    /// Puts a seen card at the very bottom.
    pub fn put_bottom(&mut self, card: Card) {
        self.bottom.push_back(card);
    }

    /// Adds cards and shuffles: every card's place becomes unknown.
    pub fn shuffle_in(&mut self, cards: impl IntoIterator<Item = Card>) {
        for card in self.top.drain(..).chain(self.bottom.drain(..)).chain(cards) {
            self.unknown.insert(card);
        }
    }
}
