//! The effect interpreter: a major arcana's effect is a small program (compiled from
//! `data/major_arcana.toml` by [`crate::tarot::arcana`]); `exec` runs one instruction. The
//! instructions themselves live by theme: `attribute_effects`, `card_effects`, `spread`
//! (The High Priestess), `backpack` (The Lovers) and `ghost` (The Hierophant).

use crate::tarot::arcana::{CheckAttrs, Instr};
use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;
use crate::tarot::check::AttrSet;
use crate::tarot::event::{CheckSource, Event, Place};
use crate::tarot::question::{Answer, Question};

use super::state::{CheckSpec, Delve, Task};

/// What an effect instruction asks of the interpreter.
pub(super) enum Flow {
    Next,
    Jump(u16),
    Stop,
    Ask(Question),
    /// A task was pushed (a check); resume after it.
    Spawn,
    /// Run the same instruction again.
    Retry,
}

impl Delve {
    /// Runs a card's effect from instruction `pc` until it asks, spawns a check or ends.
    pub(super) fn step_effect(
        &mut self,
        card: Card,
        mut pc: u16,
        ev: &mut Vec<Event>,
    ) -> Option<Question> {
        let number = card.major_number()?;
        let program = &self.arcana.get(number).program;
        while let Some(instr) = program.get(pc as usize).copied() {
            match self.exec(card, instr, ev) {
                Flow::Next => pc += 1,
                Flow::Jump(to) => pc = to,
                Flow::Stop => return None,
                Flow::Ask(question) => return self.ask(Task::Effect { card, pc }, question),
                Flow::Spawn => {
                    // The spawned task is on the stack; resume after it.
                    let spawned = self.tasks.pop();
                    self.tasks.push(Task::Effect { card, pc: pc + 1 });
                    self.tasks.extend(spawned);
                    return None;
                }
                Flow::Retry => {
                    // The deck was refilled; run this instruction again.
                }
            }
            if self.outcome.is_some() {
                return None;
            }
        }
        None
    }

    fn exec(&mut self, card: Card, instr: Instr, ev: &mut Vec<Event>) -> Flow {
        match instr {
            Instr::Check {
                kind,
                attrs,
                difficulty,
                aim,
            } => {
                let options = match attrs {
                    CheckAttrs::Fixed(set) => set,
                    CheckAttrs::DiscardedSuit => match self.regs.discarded_suit {
                        Some(suit) => AttrSet::of(Attr::of_suit(suit)),
                        None => return Flow::Stop,
                    },
                };
                let spec = CheckSpec {
                    aim,
                    ..self.spec(kind, CheckSource::Effect(card), options, difficulty, true)
                };
                self.start_check(spec);
                Flow::Spawn
            }
            Instr::JumpIfFailed(to) => {
                if self.regs.passed {
                    Flow::Next
                } else {
                    Flow::Jump(to)
                }
            }
            Instr::Jump(to) => Flow::Jump(to),
            Instr::Adjust { target, by } => self.adjust(target, by, ev),
            Instr::ChooseAttribute { exclude } => self.choose_attribute(card, exclude, ev),
            Instr::DiscardChosen { count, minor_only } => {
                self.discard_chosen(card, count, minor_only, ev)
            }
            Instr::DiscardRandom(count) => self.discard_random(card, count, ev),
            Instr::DiscardTop(count) => self.discard_top(count, ev),
            Instr::DiscardSuit(suit, count) => self.discard_suit(suit, count, ev),
            Instr::DiscardHand => self.discard_hand(ev),
            Instr::Draw(count, majors) => self.draw(count, majors, ev),
            Instr::Rotate(source) => self.rotate(source, ev),
            Instr::TakeFromDiscard => self.take_from_discard(ev),
            Instr::ShuffleDiscardIntoDeck => self.shuffle_discard_into_deck(ev),
            Instr::Curse => {
                self.cursed = true;
                ev.push(Event::Cursed);
                Flow::Next
            }
            Instr::KeepInHand => {
                if let Some(i) = self.table.iter().position(|c| *c == card) {
                    self.table.remove(i);
                    self.hand.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Hand,
                    });
                }
                Flow::Next
            }
            Instr::EscapeChoice => match self.input {
                Some(Answer::Leave(leave)) => {
                    self.input = None;
                    if leave {
                        self.escape(ev);
                        Flow::Stop
                    } else {
                        let score = self.leaving_score().total();
                        ev.push(Event::Stayed { score });
                        Flow::Next
                    }
                }
                _ => Flow::Ask(Question::Escape),
            },
            Instr::Spread(count) => self.lay_spread(count, ev),
            Instr::JumpUnlessPickedCourt(to) => self.unless_picked_court(to),
            Instr::JumpUnlessPickedMajor(to) => self.unless_picked_major(to),
            Instr::CheckPickedCourt { multiplier } => self.check_picked_court(multiplier),
            Instr::DiscardSpread => self.discard_spread(ev),
            Instr::GuideGhost => self.guide_ghost(card, ev),
            Instr::Backpack(count) => self.fill_backpack(card, count, ev),
            Instr::ReviewLastCheck { passed, failed } => self.review_last_check(passed, failed, ev),
            Instr::BalanceSuits => self.balance_suits(ev),
        }
    }

    /// The deck ran out inside an effect: refilled, run the instruction again; else stop.
    pub(super) fn refill_flow(&mut self, ev: &mut Vec<Event>) -> Flow {
        if self.refill(ev) {
            Flow::Retry
        } else {
            Flow::Stop
        }
    }
}
