//! Answering: checking that an answer is legal, listing the legal answers to the pending
//! question, and running the delve on to its next question.

use crate::tarot::attributes::{Attr, MAX_SKILL};
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Arrangement, Question, Rotation};

use super::state::{Delve, RuleError};

impl Delve {
    /// Applies an answer and returns what happened. An illegal answer changes nothing.
    pub fn answer(&mut self, answer: Answer) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.answer_into(answer, &mut events)?;
        Ok(events)
    }

    /// Like [`Delve::answer`], appending the events to `events` (no allocation when reused).
    pub fn answer_into(
        &mut self,
        answer: Answer,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(question) = self.pending else {
            return Err(RuleError::Over);
        };
        if !self.is_legal(&question, &answer) {
            return Err(RuleError::Illegal {
                answer: answer.to_string(),
                question: question.to_string(),
            });
        }
        self.answers.push(answer);
        self.input = Some(answer);
        self.run(events);
        debug_assert!(
            self.input.is_none(),
            "answer {answer:?} to {question:?} was not used"
        );
        debug_assert_eq!(self.check_conservation(), Ok(()));
        Ok(())
    }

    /// The legal answers to the pending question (empty once the delve is over).
    pub fn legal_answers(&self) -> Vec<Answer> {
        let mut answers = Vec::new();
        self.legal_answers_into(&mut answers);
        answers
    }

    /// Fills `out` (cleared first) with the legal answers to the pending question.
    pub fn legal_answers_into(&self, out: &mut Vec<Answer>) {
        out.clear();
        let Some(question) = self.pending else {
            return;
        };
        match question {
            Question::CreationDie { .. } | Question::Die { .. } => {
                out.extend((1..=6).map(Answer::Die))
            }
            Question::Draw { .. } => out.extend(self.deck.unknown().iter().map(Answer::Card)),
            Question::RandomDiscard { .. } => out.extend(distinct(&self.hand).map(Answer::Card)),
            Question::Action => {
                out.push(Answer::Flip);
                if !self.cursed {
                    let swords = self.count_suit(Suit::Swords);
                    for attr in Attr::ALL {
                        let value = self.attrs.get(attr);
                        if attr != Attr::Luck && value < MAX_SKILL && swords >= value as usize {
                            out.push(Answer::Swords(attr));
                        }
                    }
                    let wands = self.count_suit(Suit::Wands).min(3) as u8;
                    out.extend((1..=wands).map(Answer::Wands));
                }
            }
            Question::CheckAttribute { options, .. } => {
                out.extend(options.iter().map(Answer::Attr))
            }
            Question::Cups { max, .. } => out.extend((0..=max).map(Answer::Cups)),
            Question::Reroll { .. } => out.extend([Answer::Reroll(true), Answer::Reroll(false)]),
            Question::Overcome { .. } => out.extend([Answer::Skip(false), Answer::Skip(true)]),
            Question::Escape => out.extend([Answer::Leave(true), Answer::Leave(false)]),
            Question::Help => out.extend([Answer::Help(true), Answer::Help(false)]),
            Question::PeekBottom { .. } => {
                out.extend([Answer::Bottom(false), Answer::Bottom(true)])
            }
            Question::Arrange { .. } => arrangements(&self.seen, out),
            Question::Rotation => out.extend([
                Answer::Rotate(Rotation::Left),
                Answer::Rotate(Rotation::Right),
            ]),
            Question::Pick { count } => out.extend((0..count).map(Answer::Pick)),
            Question::ChooseAttribute { exclude, .. } => out.extend(
                Attr::ALL
                    .into_iter()
                    .filter(|a| !exclude.contains(*a))
                    .map(Answer::Attr),
            ),
            Question::Discard { minor_only, .. } => out.extend(
                distinct(&self.hand)
                    .filter(|c| !minor_only || c.is_minor())
                    .map(Answer::Card),
            ),
            Question::Balance { .. } => {
                let least = self.least_suit_count();
                out.extend(
                    distinct(&self.hand)
                        .filter(|c| c.suit().is_some_and(|s| self.count_suit(s) > least))
                        .map(Answer::Card),
                )
            }
        }
    }

    /// Whether an answer is legal, decided directly (the same rules as
    /// [`Delve::legal_answers_into`], which the tests hold it to).
    fn is_legal(&mut self, question: &Question, answer: &Answer) -> bool {
        match (question, answer) {
            (Question::CreationDie { .. } | Question::Die { .. }, Answer::Die(d)) => {
                (1..=6).contains(d)
            }
            (Question::Draw { .. }, Answer::Card(c)) => self.deck.unknown().contains(*c),
            (Question::RandomDiscard { .. }, Answer::Card(c)) => self.hand.contains(c),
            (Question::Action, Answer::Flip) => true,
            (Question::Action, Answer::Swords(attr)) => {
                let value = self.attrs.get(*attr);
                !self.cursed
                    && *attr != Attr::Luck
                    && value < MAX_SKILL
                    && self.count_suit(Suit::Swords) >= value as usize
            }
            (Question::Action, Answer::Wands(n)) => {
                !self.cursed && (1..=3).contains(n) && self.count_suit(Suit::Wands) >= *n as usize
            }
            (Question::CheckAttribute { options, .. }, Answer::Attr(attr)) => {
                options.contains(*attr)
            }
            (Question::Cups { max, .. }, Answer::Cups(n)) => n <= max,
            (Question::Reroll { .. }, Answer::Reroll(_))
            | (Question::Overcome { .. }, Answer::Skip(_))
            | (Question::Escape, Answer::Leave(_))
            | (Question::Help, Answer::Help(_))
            | (Question::PeekBottom { .. }, Answer::Bottom(_))
            | (Question::Rotation, Answer::Rotate(_)) => true,
            (Question::Pick { count }, Answer::Pick(i)) => i < count,
            (Question::ChooseAttribute { exclude, .. }, Answer::Attr(attr)) => {
                !exclude.contains(*attr)
            }
            (Question::Discard { minor_only, .. }, Answer::Card(c)) => {
                self.hand.contains(c) && (!minor_only || c.is_minor())
            }
            (Question::Arrange { .. } | Question::Balance { .. }, _) => {
                let mut scratch = std::mem::take(&mut self.scratch);
                self.legal_answers_into(&mut scratch);
                let legal = scratch.contains(answer);
                // Leave no trace: an illegal answer must change nothing, not even the buffer.
                scratch.clear();
                self.scratch = scratch;
                legal
            }
            _ => false,
        }
    }
}

/// The cards of a list without repeats, in order.
fn distinct(cards: &[Card]) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|(i, c)| !cards[..*i].contains(c))
        .map(|(_, c)| *c)
}

/// Every way to put back the seen cards: one to the bottom, the rest on top in any order.
fn arrangements(seen: &[Card], out: &mut Vec<Answer>) {
    for (b, bottom) in seen.iter().enumerate() {
        let rest: Vec<Card> = seen
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != b)
            .map(|(_, c)| *c)
            .collect();
        match rest[..] {
            [] => out.push(Answer::Arrange(Arrangement {
                top: [None, None],
                bottom: *bottom,
            })),
            [a] => out.push(Answer::Arrange(Arrangement {
                top: [Some(a), None],
                bottom: *bottom,
            })),
            [a, b2] => {
                for top in [[Some(a), Some(b2)], [Some(b2), Some(a)]] {
                    out.push(Answer::Arrange(Arrangement {
                        top,
                        bottom: *bottom,
                    }));
                }
            }
            _ => {}
        }
    }
}
