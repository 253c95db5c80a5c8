//! Moving cards between places: taking the top of the deck (or asking which card it is), the
//! deck running out, the hand, the discard pile, and the cards set aside on the table.

use crate::tarot::card::{Card, Rank, Suit};
use crate::tarot::deck::Top;
use crate::tarot::event::{DeathCause, Event, Place, ShuffleReason};
use crate::tarot::question::{Answer, DrawReason, Question};
use crate::tarot::rules::EmptyDeck;

use super::state::Delve;

/// What the deck gave.
pub(super) enum Next {
    Card(Card),
    Ask(Question),
    Empty,
}

impl Delve {
    /// Takes the top card, asking which it is when nobody knows.
    pub(super) fn next_card(&mut self, reason: DrawReason) -> Next {
        match self.deck.take_top() {
            Top::Card(card) => Next::Card(card),
            Top::Unknown => match self.input {
                Some(Answer::Card(card)) if self.deck.take_unknown(card) => {
                    self.input = None;
                    Next::Card(card)
                }
                _ => Next::Ask(Question::Draw { reason }),
            },
            Top::Empty => Next::Empty,
        }
    }

    /// The deck is empty and a card is needed: reshuffle the discard pile, or be lost.
    /// Returns whether the deck has cards again.
    pub(super) fn refill(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.setup.options.empty_deck == EmptyDeck::Lost || self.discard.is_empty() {
            self.die(DeathCause::LostInTheDark, ev);
            return false;
        }
        let from_discard = self.discard.len() as u8;
        let pile = std::mem::take(&mut self.discard);
        self.deck.shuffle_in(pile);
        ev.push(Event::DeckShuffled {
            reason: ShuffleReason::EmptyDeck,
            from_discard,
        });
        true
    }

    pub(super) fn move_card(&mut self, card: Card, from: Place, to: Place, ev: &mut Vec<Event>) {
        let source = match from {
            Place::Table => &mut self.table,
            Place::Hand => &mut self.hand,
            _ => return,
        };
        if let Some(i) = source.iter().position(|c| *c == card) {
            source.remove(i);
            match to {
                Place::Hand => self.hand.push(card),
                _ => self.discard.push(card),
            }
            ev.push(Event::CardMoved { card, from, to });
        }
    }

    pub(super) fn put_on_discard(&mut self, card: Card, from: Place, ev: &mut Vec<Event>) {
        self.discard.push(card);
        ev.push(Event::CardMoved {
            card,
            from,
            to: Place::Discard,
        });
    }

    pub(super) fn remove_from_hand(&mut self, card: Card) {
        if let Some(i) = self.hand.iter().position(|c| *c == card) {
            self.hand.remove(i);
        }
    }

    pub(super) fn count_suit(&self, suit: Suit) -> usize {
        self.hand.iter().filter(|c| c.is_suit(suit)).count()
    }

    pub(super) fn least_suit_count(&self) -> usize {
        Suit::ALL
            .iter()
            .map(|s| self.count_suit(*s))
            .min()
            .unwrap_or(0)
    }

    /// Discards up to `count` cards of a suit, number cards (lowest first) before courts.
    pub(super) fn discard_suit_cards(&mut self, suit: Suit, count: usize, ev: &mut Vec<Event>) {
        for _ in 0..count {
            let pick = self
                .hand
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_suit(suit))
                .min_by_key(|(_, c)| c.rank().map(rank_order))
                .map(|(i, _)| i);
            let Some(i) = pick else { break };
            let card = self.hand.remove(i);
            self.put_on_discard(card, Place::Hand, ev);
        }
    }

    /// Sets aside cards on the table (not the card in play) go back into the deck, shuffled.
    pub(super) fn return_aside_to_deck(&mut self, reason: ShuffleReason, ev: &mut Vec<Event>) {
        let aside: Vec<Card> = self
            .table
            .iter()
            .copied()
            .filter(|c| Some(*c) != self.current)
            .collect();
        self.table.retain(|c| !aside.contains(c));
        for card in &aside {
            ev.push(Event::CardMoved {
                card: *card,
                from: Place::Table,
                to: Place::Deck,
            });
        }
        self.deck.shuffle_in(aside);
        ev.push(Event::DeckShuffled {
            reason,
            from_discard: 0,
        });
    }

    /// Puts everything in transit (table, spread, seen cards) on the discard pile.
    pub(super) fn clear_table(&mut self, ev: &mut Vec<Event>) {
        for card in std::mem::take(&mut self.table) {
            self.put_on_discard(card, Place::Table, ev);
        }
        for card in std::mem::take(&mut self.spread) {
            self.put_on_discard(card, Place::Spread, ev);
        }
        for card in std::mem::take(&mut self.seen) {
            self.put_on_discard(card, Place::Table, ev);
        }
    }
}

fn rank_order(rank: Rank) -> u8 {
    match rank {
        Rank::Number(n) => n,
        Rank::Page => 11,
        Rank::Knight => 12,
        Rank::Queen => 13,
        Rank::King => 14,
    }
}
