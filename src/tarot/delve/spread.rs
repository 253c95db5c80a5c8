//! The High Priestess's spread: cards laid face down, the player turns one. A court card is a
//! check of its suit at a multiple of its court difficulty; a major is the card's reward; then
//! the spread is discarded. At the table the turned card is the only one named before the
//! discard: a person cannot name face-down cards.

use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::event::{CheckSource, Event, Place};
use crate::tarot::question::{Answer, DrawReason, Question};

use super::cards::Next;
use super::effects::Flow;
use super::state::Delve;

impl Delve {
    /// Lays out `count` cards face down, then asks which one to turn. At the table (setup
    /// `table_mode`), nobody can name a face-down card: the pick comes first, then the card
    /// turned (a pick nobody needs to make: [`Delve::automatic_answer`]), and the others are
    /// named as they go face up to the discard pile.
    pub(super) fn lay_spread(&mut self, count: u8, ev: &mut Vec<Event>) -> Flow {
        if self.setup.table_mode && self.spread.is_empty() && self.deck.known_top().next().is_none()
        {
            return self.turn_spread(count, ev);
        }
        if self.spread.len() < count as usize {
            return match self.next_card(DrawReason::Spread) {
                Next::Card(laid) => {
                    self.spread.push(laid);
                    ev.push(Event::CardMoved {
                        card: laid,
                        from: Place::Deck,
                        to: Place::Spread,
                    });
                    Flow::Retry
                }
                Next::Ask(question) => Flow::Ask(question),
                Next::Empty => self.refill_flow(ev),
            };
        }
        match self.input {
            Some(Answer::Pick(i)) => {
                self.input = None;
                self.regs.picked = self.spread.get(i as usize).copied();
                if let Some(card) = self.regs.picked {
                    ev.push(Event::Turned { card });
                }
                Flow::Next
            }
            _ => Flow::Ask(Question::Pick {
                count: self.spread.len() as u8,
            }),
        }
    }

    /// The answer to a question nobody needs to be asked, if the pending question is one: at
    /// the table (setup `table_mode`), which of The High Priestess's face-down cards is turned.
    /// The person turns one with their hands; only the card turned matters, and the next
    /// question asks for it. The engine still asks (saved delves hold the answer, so they keep
    /// replaying); the career and the command line give this answer themselves, and it is
    /// nobody's step to take back.
    pub fn automatic_answer(&self) -> Option<Answer> {
        match self.question() {
            Some(Question::Pick { .. }) if self.setup.table_mode && self.spread.is_empty() => {
                Some(Answer::Pick(0))
            }
            _ => None,
        }
    }

    /// The spread at the table: which of the `count` face-down cards is turned (see
    /// [`Delve::automatic_answer`]), then which card it is; the others stay in the deck's
    /// unknown part until they are discarded.
    fn turn_spread(&mut self, count: u8, ev: &mut Vec<Event>) -> Flow {
        if self.regs.spread_rest.is_none() {
            let laid = (self.deck.len() + self.discard.len()).clamp(1, count as usize) as u8;
            match self.input {
                Some(Answer::Pick(_)) => {
                    self.input = None;
                    self.regs.spread_rest = Some(laid - 1);
                }
                _ => return Flow::Ask(Question::Pick { count: laid }),
            }
        }
        match self.next_card(DrawReason::Turned) {
            Next::Card(turned) => {
                self.spread.push(turned);
                self.regs.picked = Some(turned);
                ev.push(Event::CardMoved {
                    card: turned,
                    from: Place::Deck,
                    to: Place::Spread,
                });
                ev.push(Event::Turned { card: turned });
                Flow::Next
            }
            Next::Ask(question) => Flow::Ask(question),
            Next::Empty => self.refill_flow(ev),
        }
    }

    /// Goes on when the picked card is a court card, else jumps to `to`.
    pub(super) fn unless_picked_court(&mut self, to: u16) -> Flow {
        match self.regs.picked {
            Some(picked) if picked.is_court() => Flow::Next,
            _ => Flow::Jump(to),
        }
    }

    /// Goes on when the picked card is a major, else jumps to `to`.
    pub(super) fn unless_picked_major(&mut self, to: u16) -> Flow {
        match self.regs.picked {
            Some(picked) if picked.is_major() => Flow::Next,
            _ => Flow::Jump(to),
        }
    }

    /// A check against the picked court card at `multiplier` times its difficulty.
    pub(super) fn check_picked_court(&mut self, multiplier: u8) -> Flow {
        let Some((picked, suit, rank)) = self
            .regs
            .picked
            .and_then(|c| Some((c, c.suit()?, c.rank()?)))
        else {
            return Flow::Next;
        };
        let difficulty = self
            .setup
            .options
            .court_difficulty
            .of(rank)
            .saturating_mul(multiplier);
        let spec = self.spec(
            CheckKind::Check,
            CheckSource::Spread(picked),
            AttrSet::of(Attr::of_suit(suit)),
            difficulty,
            suit != Suit::Cups,
        );
        self.start_check(spec);
        Flow::Spawn
    }

    /// The whole spread goes to the discard pile (at the table, the cards not turned are
    /// named as they go).
    pub(super) fn discard_spread(&mut self, ev: &mut Vec<Event>) -> Flow {
        if let Some(rest) = self.regs.spread_rest
            && rest > 0
        {
            return match self.next_card(DrawReason::SpreadRest) {
                Next::Card(card) => {
                    self.regs.spread_rest = Some(rest - 1);
                    self.put_on_discard(card, Place::Deck, ev);
                    Flow::Retry
                }
                Next::Ask(question) => Flow::Ask(question),
                Next::Empty => {
                    // Nothing left to lay: the spread was short.
                    self.regs.spread_rest = Some(0);
                    Flow::Retry
                }
            };
        }
        self.regs.spread_rest = None;
        for laid in std::mem::take(&mut self.spread) {
            self.put_on_discard(laid, Place::Spread, ev);
        }
        Flow::Next
    }
}
