//! The Hierophant's ghost: with a corpse pile in the dungeon, the adventurer guides its soul.
//! The Hierophant lies on the pile until the delve ends; escaping takes the pile into the hand,
//! dying sends The Hierophant to the discard pile and leaves the pile for the next adventurer.

use crate::tarot::card::Card;
use crate::tarot::event::{Event, Place};

use super::effects::Flow;
use super::state::Delve;

impl Delve {
    /// The Hierophant's effect: guide the ghost when a corpse pile lies here.
    pub(super) fn guide_ghost(&mut self, card: Card, ev: &mut Vec<Event>) -> Flow {
        if !self.corpse.is_empty()
            && !self.guiding
            && let Some(i) = self.table.iter().position(|c| *c == card)
        {
            self.table.remove(i);
            self.corpse.push(card);
            self.guiding = true;
            ev.push(Event::CardMoved {
                card,
                from: Place::Table,
                to: Place::Corpse,
            });
            ev.push(Event::GhostGuided);
        }
        Flow::Next
    }

    /// On escape with the ghost: the pile's minor cards go into the hand, The Hierophant is
    /// discarded.
    pub(super) fn ghost_gives_pile(&mut self, ev: &mut Vec<Event>) {
        if !self.guiding {
            return;
        }
        for card in std::mem::take(&mut self.corpse) {
            if card.is_major() {
                self.put_on_discard(card, Place::Corpse, ev);
            } else {
                self.hand.push(card);
                ev.push(Event::CardMoved {
                    card,
                    from: Place::Corpse,
                    to: Place::Hand,
                });
            }
        }
    }

    /// On death: The Hierophant leaves the corpse pile for the discard pile.
    pub(super) fn ghost_left_behind(&mut self, ev: &mut Vec<Event>) {
        if let Some(i) = self.corpse.iter().position(|c| *c == Card::HIEROPHANT) {
            let card = self.corpse.remove(i);
            self.put_on_discard(card, Place::Corpse, ev);
        }
    }
}
