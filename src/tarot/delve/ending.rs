//! Attributes, death and escape: every change of an attribute goes through `set_attr` (0 is
//! death); death lays the hand on the corpse pile; escape through The Fool scores the hand.

use crate::tarot::attributes::{Attr, MAX_SKILL};
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::{DeathCause, Event, Outcome, Place};

use super::state::Delve;

impl Delve {
    /// Sets an attribute (clamped to 0..=6), reports it, and ends the delve at 0. Returns
    /// whether the adventurer lives.
    pub(super) fn set_attr(&mut self, attr: Attr, value: u8, ev: &mut Vec<Event>) -> bool {
        let from = self.attrs.get(attr);
        self.attrs.set(attr, value);
        let to = self.attrs.get(attr);
        if from != to {
            ev.push(Event::SkillChanged { attr, from, to });
        }
        if to == 0 {
            self.die(self.death_cause(), ev);
            return false;
        }
        true
    }

    /// What killed the adventurer now: the card in play, or the Wands action's check.
    pub(super) fn death_cause(&self) -> DeathCause {
        match self.current {
            Some(card) => DeathCause::Card(card),
            None => DeathCause::WandsAction,
        }
    }

    /// Ends the delve in death: the hand and the backpack go to the corpse pile (less the cards
    /// that never stay with a corpse).
    pub(super) fn die(&mut self, cause: DeathCause, ev: &mut Vec<Event>) {
        if self.outcome.is_some() {
            return;
        }
        self.ghost_left_behind(ev);
        // A dead adventurer guides no one: their own ghost now waits on the pile.
        self.guiding = false;
        for card in std::mem::take(&mut self.hand) {
            self.lay_on_corpse(card, Place::Hand, ev);
        }
        self.backpack_to_corpse(ev);
        self.clear_table(ev);
        self.outcome = Some(Outcome::Died { cause });
        ev.push(Event::Died { cause });
    }

    /// A dead adventurer's card joins the corpse pile, but for those that never stay with a
    /// corpse ([`Card::may_lie_on_corpse`]): they are discarded.
    pub(super) fn lay_on_corpse(&mut self, card: Card, from: Place, ev: &mut Vec<Event>) {
        if !Card::may_lie_on_corpse(card) {
            self.put_on_discard(card, from, ev);
        } else {
            self.corpse.push(card);
            ev.push(Event::CardMoved {
                card,
                from,
                to: Place::Corpse,
            });
        }
    }

    /// Ends the delve in escape: the guided ghost's pile and the backpack join the hand, which
    /// is scored.
    pub(super) fn escape(&mut self, ev: &mut Vec<Event>) {
        self.ghost_gives_pile(ev);
        self.unpack_backpack(ev);
        self.clear_table(ev);
        let score = score_of(&self.hand);
        self.outcome = Some(Outcome::Escaped { score });
        ev.push(Event::Escaped { score });
    }
}

/// What leaving through The Fool now would score, and where it would come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct LeavingScore {
    /// The hand's Pentacles (and ten per World).
    pub hand: u32,
    /// The corpse pile of the ghost you guide, which leaves with you.
    pub ghost: u32,
    /// The Lovers' backpack, which opens into your hand.
    pub backpack: u32,
}

impl LeavingScore {
    /// The score.
    pub fn total(&self) -> u32 {
        self.hand + self.ghost + self.backpack
    }
}

impl Delve {
    /// What leaving through The Fool now would score: the hand, the guided ghost's pile and
    /// the backpack, as escaping would gather them.
    pub fn leaving_score(&self) -> LeavingScore {
        let ghost: Vec<Card> = if self.guiding {
            self.corpse
                .iter()
                .copied()
                .filter(|c| c.is_minor())
                .collect()
        } else {
            Vec::new()
        };
        let backpack: Vec<Card> = self
            .backpack
            .iter()
            .copied()
            .filter(|c| *c != Card::LOVERS)
            .collect();
        LeavingScore {
            hand: score_of(&self.hand),
            ghost: score_of(&ghost),
            backpack: score_of(&backpack),
        }
    }
}

/// Pentacles plus ten per World.
pub fn score_of(cards: &[Card]) -> u32 {
    cards
        .iter()
        .map(|c| {
            if *c == Card::WORLD {
                10
            } else {
                u32::from(c.is_suit(Suit::Pentacles))
            }
        })
        .sum()
}

/// A value moved by `by`, kept in 0..=6.
pub(super) fn shifted(value: u8, by: i8) -> u8 {
    (value as i16 + by as i16).clamp(0, MAX_SKILL as i16) as u8
}
