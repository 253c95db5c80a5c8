//! The step loop and a turn: the delve runs the task on top of its stack until it needs an
//! answer. A turn is: the optional action, the flip, resolving the card (a number card into the
//! hand, a court card's check, a major arcana's face-or-skip and effect), and the discard.

use crate::tarot::attributes::Attr;
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::event::{CheckSource, Event, Place};
use crate::tarot::question::{Answer, DrawReason, Question};

use super::cards::Next;
use super::state::{Delve, Registers, Task};

impl Delve {
    /// Runs tasks until a question is pending or the delve is over.
    pub(super) fn run(&mut self, ev: &mut Vec<Event>) {
        while self.outcome.is_none() {
            let task = self.tasks.pop().unwrap_or(Task::BeginTurn);
            if let Some(question) = self.step(task, ev) {
                self.pending = Some(question);
                return;
            }
        }
        self.pending = None;
        self.tasks.clear();
    }

    /// Puts the task back and asks.
    pub(super) fn ask(&mut self, task: Task, question: Question) -> Option<Question> {
        self.tasks.push(task);
        Some(question)
    }

    fn step(&mut self, task: Task, ev: &mut Vec<Event>) -> Option<Question> {
        match task {
            Task::Create(index) => self.create(index, ev),
            Task::Opening { remaining } => self.opening(remaining, ev),
            Task::BeginTurn => {
                self.turn += 1;
                self.current = None;
                ev.push(Event::TurnBegan { turn: self.turn });
                self.tasks.push(Task::ChooseAction);
                None
            }
            Task::ChooseAction => self.choose_action(ev),
            Task::AfterWands(n) => self.after_wands(n),
            Task::Reveal(count) => self.reveal(count, ev),
            Task::PlaceSeen(n) => self.place_seen(n, ev),
            Task::Flip => self.flip(ev),
            Task::Resolve(card) => {
                self.resolve(card, ev);
                None
            }
            Task::AfterCourt(card) => {
                if self.regs.passed {
                    self.move_card(card, Place::Table, Place::Hand, ev);
                }
                None
            }
            Task::OvercomeChoice(card) => match self.input.take() {
                Some(Answer::Skip(skip)) => {
                    ev.push(Event::OvercomeChosen { card, skip });
                    if skip {
                        self.tasks.push(Task::AfterSkip(card));
                        let spec = self.skip_spec(card);
                        self.start_check(spec);
                    } else {
                        self.tasks.push(Task::Effect { card, pc: 0 });
                    }
                    None
                }
                other => {
                    self.input = other;
                    self.ask(task, Question::Overcome { card })
                }
            },
            Task::AfterSkip(card) => {
                // A failed skip did its damage; now the event happens anyway.
                if !self.regs.passed {
                    self.regs.used = None;
                    self.tasks.push(Task::Effect { card, pc: 0 });
                }
                None
            }
            Task::EndTurn(card) => {
                if let Some(i) = self.table.iter().position(|c| *c == card) {
                    self.table.remove(i);
                    self.discard.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Discard,
                    });
                }
                self.tasks.push(Task::BeginTurn);
                None
            }
            Task::Check(check) => self.step_check(check, ev),
            Task::Effect { card, pc } => self.step_effect(card, pc, ev),
        }
    }

    /// Flips the turn's card onto the table (refilling the deck first if it ran out).
    fn flip(&mut self, ev: &mut Vec<Event>) -> Option<Question> {
        match self.next_card(DrawReason::Flip) {
            Next::Card(card) => {
                self.flips += 1;
                self.current = Some(card);
                self.table.push(card);
                ev.push(Event::Flipped { card });
                self.regs = Registers {
                    last_check_at_flip: self.last_check,
                    ..Registers::default()
                };
                self.tasks.push(Task::EndTurn(card));
                self.tasks.push(Task::Resolve(card));
                None
            }
            Next::Ask(question) => self.ask(Task::Flip, question),
            Next::Empty => {
                if self.refill(ev) {
                    self.tasks.push(Task::Flip);
                }
                None
            }
        }
    }

    /// What the flipped card asks: a number card goes into the hand, a court card is a check,
    /// a major arcana is its effect (after the face-or-skip choice when it can be overcome).
    fn resolve(&mut self, card: Card, ev: &mut Vec<Event>) {
        match (card.suit(), card.rank(), card.major_number()) {
            (Some(suit), Some(rank), _) if rank.is_court() => {
                self.tasks.push(Task::AfterCourt(card));
                let difficulty = self.setup.options.court_difficulty.of(rank);
                let spec = self.spec(
                    CheckKind::Check,
                    CheckSource::Court(card),
                    AttrSet::of(Attr::of_suit(suit)),
                    difficulty,
                    suit != Suit::Cups,
                );
                self.start_check(spec);
            }
            (Some(_), _, _) => self.move_card(card, Place::Table, Place::Hand, ev),
            (_, _, Some(number)) => {
                if self.arcana.get(number).overcome.is_empty() {
                    self.tasks.push(Task::Effect { card, pc: 0 });
                } else {
                    self.tasks.push(Task::OvercomeChoice(card));
                }
            }
            _ => {}
        }
    }
}
