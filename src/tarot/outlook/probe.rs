//! Playing ahead on a copy: the outlook answers a clone of the delve and reads what the engine
//! did, to tell what an answer does (the cards it costs, a failure's worst) in the engine's
//! own terms.

use crate::tarot::delve::Delve;
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Question};

use super::types::Effects;

/// A copy of the delve being answered ahead, with the events since the copy was made.
#[derive(Clone, Debug)]
pub(super) struct Probe {
    pub(super) delve: Delve,
    pub(super) events: Vec<Event>,
}

impl Probe {
    /// A copy of `delve`.
    pub(super) fn new(delve: &Delve) -> Probe {
        Probe {
            delve: delve.lookahead_copy(),
            events: Vec::new(),
        }
    }

    /// Answers; `None` when the engine refuses (the probe then proves nothing).
    pub(super) fn answer(&mut self, answer: Answer) -> Option<()> {
        self.delve.answer_into(answer, &mut self.events).ok()?;
        Some(())
    }

    /// What happened since the copy was made, up to the next question.
    pub(super) fn effects(&self) -> Effects {
        Effects::from_events(&self.events, self.delve.question())
    }
}

/// The worst failure: a 6, accepted.
pub(super) fn worst_failure(probe: &Probe) -> Option<Effects> {
    let mut next = probe.clone();
    let start = next.events.len();
    next.answer(Answer::Die(6))?;
    if matches!(next.delve.question(), Some(Question::Reroll { .. })) {
        next.answer(Answer::Reroll(false))?;
    }
    Some(Effects::from_events(
        &next.events[start..],
        next.delve.question(),
    ))
}
