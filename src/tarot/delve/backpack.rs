//! The Lovers' backpack: helping the lost adventurer puts The Lovers and five cards from the
//! deck face down in a backpack. On escape the backpack's cards join the hand (The Lovers is
//! discarded); on death they join the corpse pile with the hand. The Fool never goes into the
//! backpack (it would leave no way out): drawn for it, it goes back into the deck, the deck is
//! shuffled and another card is drawn; when the deck holds nothing else, the backpack stays
//! short.

use crate::tarot::card::Card;
use crate::tarot::event::{Event, Place, ShuffleReason};
use crate::tarot::question::{Answer, DrawReason, Question};

use super::cards::Next;
use super::effects::Flow;
use super::state::Delve;

impl Delve {
    /// The Lovers' effect: ask whether to help, then fill the backpack with `count` cards.
    pub(super) fn fill_backpack(&mut self, card: Card, count: u8, ev: &mut Vec<Event>) -> Flow {
        if let Some(remaining) = self.regs.counter {
            if remaining == 0 {
                self.regs.counter = None;
                return Flow::Next;
            }
            return match self.next_card(DrawReason::Backpack) {
                Next::Card(Card::FOOL) => {
                    self.table.push(Card::FOOL);
                    ev.push(Event::CardMoved {
                        card: Card::FOOL,
                        from: Place::Deck,
                        to: Place::Table,
                    });
                    self.return_aside_to_deck(ShuffleReason::FoolKeptOut, ev);
                    if self.deck.len() > 1 {
                        Flow::Retry
                    } else {
                        self.regs.counter = None;
                        Flow::Next
                    }
                }
                Next::Card(packed) => {
                    self.backpack.push(packed);
                    ev.push(Event::CardMoved {
                        card: packed,
                        from: Place::Deck,
                        to: Place::Backpack,
                    });
                    self.regs.counter = Some(remaining - 1);
                    Flow::Retry
                }
                Next::Ask(question) => Flow::Ask(question),
                Next::Empty => self.refill_flow(ev),
            };
        }
        match self.input {
            Some(Answer::Help(help)) => {
                self.input = None;
                ev.push(Event::Helped { help });
                if help && let Some(i) = self.table.iter().position(|c| *c == card) {
                    self.table.remove(i);
                    self.backpack.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Backpack,
                    });
                    self.regs.counter = Some(count);
                    return Flow::Retry;
                }
                Flow::Next
            }
            _ => Flow::Ask(Question::Help),
        }
    }

    /// On escape: the backpack's cards go into the hand, The Lovers to the discard pile.
    pub(super) fn unpack_backpack(&mut self, ev: &mut Vec<Event>) {
        for card in std::mem::take(&mut self.backpack) {
            if card == Card::LOVERS {
                self.put_on_discard(card, Place::Backpack, ev);
            } else {
                self.hand.push(card);
                ev.push(Event::CardMoved {
                    card,
                    from: Place::Backpack,
                    to: Place::Hand,
                });
            }
        }
    }

    /// On death: the backpack's cards join the corpse pile with the hand (but those that never
    /// stay with a corpse, which are discarded).
    pub(super) fn backpack_to_corpse(&mut self, ev: &mut Vec<Event>) {
        for card in std::mem::take(&mut self.backpack) {
            self.lay_on_corpse(card, Place::Backpack, ev);
        }
    }
}
