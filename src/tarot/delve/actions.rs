//! The turn's optional action, before the flip: a Swords action (+1 to an attribute for as many
//! Swords as its value) or a Wands action (an Evocation check; passed, it shows the top of the
//! deck and, with 2 or 3 Wands, lets the player move what was seen).

use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::event::{CheckSource, Event, Place};
use crate::tarot::question::{Answer, DrawReason, Question};

use super::cards::Next;
use super::state::{Delve, Task};

impl Delve {
    /// The action question, and the action chosen.
    pub(super) fn choose_action(&mut self, ev: &mut Vec<Event>) -> Option<Question> {
        match self.input.take() {
            Some(Answer::Flip) => {
                self.tasks.push(Task::Flip);
                None
            }
            Some(Answer::Swords(attr)) => {
                let value = self.attrs.get(attr);
                self.discard_suit_cards(Suit::Swords, value as usize, ev);
                ev.push(Event::SwordsAction { attr, cards: value });
                self.set_attr(attr, value + 1, ev);
                self.tasks.push(Task::Flip);
                None
            }
            Some(Answer::Wands(n)) => {
                self.discard_suit_cards(Suit::Wands, n as usize, ev);
                ev.push(Event::WandsAction { cards: n });
                self.tasks.push(Task::Flip);
                self.tasks.push(Task::AfterWands(n));
                let spec = self.spec(
                    CheckKind::Check,
                    CheckSource::Wands(n),
                    AttrSet::of(&[Attr::Evocation]),
                    0,
                    true,
                );
                self.start_check(spec);
                None
            }
            other => {
                self.input = other;
                self.ask(Task::ChooseAction, Question::Action)
            }
        }
    }

    /// After the Wands check: when it passed, see the top card (three with 3 Wands).
    pub(super) fn after_wands(&mut self, n: u8) -> Option<Question> {
        if self.regs.passed {
            let wanted = if n == 3 { 3 } else { 1 };
            let count = self.deck.len().min(wanted) as u8;
            if count > 0 {
                self.tasks.push(Task::PlaceSeen(n));
                self.tasks.push(Task::Reveal(count));
            }
        }
        None
    }

    /// Takes `count` cards off the top of the deck to look at.
    pub(super) fn reveal(&mut self, count: u8, ev: &mut Vec<Event>) -> Option<Question> {
        while self.seen.len() < count as usize {
            match self.next_card(DrawReason::Peek) {
                Next::Card(card) => {
                    self.seen.push(card);
                    ev.push(Event::Peeked { card });
                }
                Next::Ask(question) => return self.ask(Task::Reveal(count), question),
                Next::Empty => break,
            }
        }
        None
    }

    /// Puts back the cards a passed Wands action saw: 1 Wand on top as they were, 2 on top or at
    /// the bottom, 3 in the chosen order with one at the bottom.
    pub(super) fn place_seen(&mut self, n: u8, ev: &mut Vec<Event>) -> Option<Question> {
        let task = Task::PlaceSeen(n);
        match n {
            1 => {
                for card in self.seen.drain(..).rev() {
                    self.deck.put_top(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::DeckTop,
                    });
                }
                None
            }
            2 => match (self.input.take(), self.seen.first().copied()) {
                (Some(Answer::Bottom(bottom)), Some(card)) => {
                    self.seen.clear();
                    let to = if bottom {
                        self.deck.put_bottom(card);
                        Place::DeckBottom
                    } else {
                        self.deck.put_top(card);
                        Place::DeckTop
                    };
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to,
                    });
                    None
                }
                (other, Some(card)) => {
                    self.input = other;
                    self.ask(task, Question::PeekBottom { card })
                }
                (other, None) => {
                    self.input = other;
                    None
                }
            },
            _ => match self.input.take() {
                Some(Answer::Arrange(arrangement)) => {
                    self.seen.clear();
                    for card in arrangement.top.iter().rev().flatten() {
                        self.deck.put_top(*card);
                        ev.push(Event::CardMoved {
                            card: *card,
                            from: Place::Table,
                            to: Place::DeckTop,
                        });
                    }
                    self.deck.put_bottom(arrangement.bottom);
                    ev.push(Event::CardMoved {
                        card: arrangement.bottom,
                        from: Place::Table,
                        to: Place::DeckBottom,
                    });
                    None
                }
                other => {
                    self.input = other;
                    let mut cards = [None; 3];
                    for (slot, card) in cards.iter_mut().zip(&self.seen) {
                        *slot = Some(*card);
                    }
                    self.ask(task, Question::Arrange { cards })
                }
            },
        }
    }
}
