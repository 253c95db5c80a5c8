//! Effects on the cards: discarding by choice, at random, from the top of the deck or by
//! suit, losing the whole hand, drawing (majors to the discard pile or back into the deck),
//! taking from the discard pile, and Temperance's balancing of the suits.

use crate::tarot::arcana::{DrawCount, MajorsGo};
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::{Event, Place, ShuffleReason};
use crate::tarot::question::{Answer, DrawReason, Question};

use super::cards::Next;
use super::effects::Flow;
use super::state::Delve;

impl Delve {
    /// The player discards `count` cards of their choice (only minor cards if `minor_only`).
    pub(super) fn discard_chosen(
        &mut self,
        card: Card,
        count: u8,
        minor_only: bool,
        ev: &mut Vec<Event>,
    ) -> Flow {
        let eligible = self
            .hand
            .iter()
            .filter(|c| !minor_only || c.is_minor())
            .count();
        if self.regs.counter.is_none() && eligible == 0 && minor_only {
            // Nothing of a suit to give up: the rest of the effect does not happen.
            return Flow::Stop;
        }
        let remaining = *self.regs.counter.get_or_insert(count.min(eligible as u8));
        if remaining == 0 {
            self.regs.counter = None;
            return Flow::Next;
        }
        match self.input {
            Some(Answer::Card(chosen)) => {
                self.input = None;
                self.remove_from_hand(chosen);
                self.put_on_discard(chosen, Place::Hand, ev);
                self.regs.discarded_suit = chosen.suit();
                self.regs.counter = Some(remaining - 1);
                Flow::Retry
            }
            _ => Flow::Ask(Question::Discard {
                card,
                remaining,
                minor_only,
            }),
        }
    }

    /// `count` cards of the hand are lost at random (the dice or the table say which).
    pub(super) fn discard_random(&mut self, card: Card, count: u8, ev: &mut Vec<Event>) -> Flow {
        let remaining = *self
            .regs
            .counter
            .get_or_insert(count.min(self.hand.len() as u8));
        if remaining == 0 {
            self.regs.counter = None;
            return Flow::Next;
        }
        match self.input {
            Some(Answer::Card(lost)) => {
                self.input = None;
                self.remove_from_hand(lost);
                self.put_on_discard(lost, Place::Hand, ev);
                self.regs.counter = Some(remaining - 1);
                Flow::Retry
            }
            _ => Flow::Ask(Question::RandomDiscard { card, remaining }),
        }
    }

    /// `count` cards from the top of the deck go to the discard pile.
    pub(super) fn discard_top(&mut self, count: u8, ev: &mut Vec<Event>) -> Flow {
        let remaining = *self.regs.counter.get_or_insert(count);
        if remaining == 0 {
            self.regs.counter = None;
            return Flow::Next;
        }
        match self.next_card(DrawReason::DiscardTop) {
            Next::Card(top) => {
                self.put_on_discard(top, Place::Deck, ev);
                self.regs.counter = Some(remaining - 1);
                Flow::Retry
            }
            Next::Ask(question) => Flow::Ask(question),
            Next::Empty => self.refill_flow(ev),
        }
    }

    /// Up to `count` cards of a suit are discarded, number cards first.
    pub(super) fn discard_suit(&mut self, suit: Suit, count: u8, ev: &mut Vec<Event>) -> Flow {
        self.discard_suit_cards(suit, count as usize, ev);
        Flow::Next
    }

    /// The whole hand is discarded; its size is remembered for the draw after.
    pub(super) fn discard_hand(&mut self, ev: &mut Vec<Event>) -> Flow {
        self.regs.old_hand = self.hand.len() as u8;
        for lost in std::mem::take(&mut self.hand) {
            self.put_on_discard(lost, Place::Hand, ev);
        }
        Flow::Next
    }

    /// Draws cards into the hand; majors drawn go where `majors` says.
    pub(super) fn draw(&mut self, count: DrawCount, majors: MajorsGo, ev: &mut Vec<Event>) -> Flow {
        let total = match count {
            DrawCount::Fixed(n) => n,
            DrawCount::ChosenValue => self.regs.chosen.map_or(0, |a| self.attrs.get(a)),
            DrawCount::OldHandPlusOne => self.regs.old_hand + 1,
            DrawCount::OldHandHalfUp => self.regs.old_hand.div_ceil(2),
        };
        let remaining = *self.regs.counter.get_or_insert(total);
        if remaining == 0 {
            self.regs.counter = None;
            if self.regs.drew_major_back {
                self.regs.drew_major_back = false;
                self.return_aside_to_deck(ShuffleReason::Tower, ev);
            }
            return Flow::Next;
        }
        match self.next_card(DrawReason::Draw) {
            Next::Card(drawn) => {
                if drawn.is_minor() {
                    self.hand.push(drawn);
                    ev.push(Event::CardMoved {
                        card: drawn,
                        from: Place::Deck,
                        to: Place::Hand,
                    });
                } else if majors == MajorsGo::Deck {
                    self.table.push(drawn);
                    self.regs.drew_major_back = true;
                    ev.push(Event::CardMoved {
                        card: drawn,
                        from: Place::Deck,
                        to: Place::Table,
                    });
                } else {
                    self.put_on_discard(drawn, Place::Deck, ev);
                }
                self.regs.counter = Some(remaining - 1);
                Flow::Retry
            }
            Next::Ask(question) => Flow::Ask(question),
            Next::Empty => self.refill_flow(ev),
        }
    }

    /// The top minor card of the discard pile goes into the hand.
    pub(super) fn take_from_discard(&mut self, ev: &mut Vec<Event>) -> Flow {
        if let Some(i) = self.discard.iter().rposition(|c| c.is_minor()) {
            let found = self.discard.remove(i);
            self.hand.push(found);
            ev.push(Event::CardMoved {
                card: found,
                from: Place::Discard,
                to: Place::Hand,
            });
        }
        Flow::Next
    }

    /// The discard pile is shuffled back into the deck.
    pub(super) fn shuffle_discard_into_deck(&mut self, ev: &mut Vec<Event>) -> Flow {
        let from_discard = self.discard.len() as u8;
        let pile = std::mem::take(&mut self.discard);
        self.deck.shuffle_in(pile);
        ev.push(Event::DeckShuffled {
            reason: ShuffleReason::Death,
            from_discard,
        });
        Flow::Next
    }

    /// Temperance: the player sheds cards until the four suits in hand are even.
    pub(super) fn balance_suits(&mut self, ev: &mut Vec<Event>) -> Flow {
        let least = self.least_suit_count();
        let excess: usize = Suit::ALL.iter().map(|s| self.count_suit(*s) - least).sum();
        if excess == 0 {
            return Flow::Next;
        }
        match self.input {
            Some(Answer::Card(shed)) => {
                self.input = None;
                self.remove_from_hand(shed);
                self.put_on_discard(shed, Place::Hand, ev);
                Flow::Retry
            }
            _ => Flow::Ask(Question::Balance {
                remaining: excess as u8,
            }),
        }
    }
}
