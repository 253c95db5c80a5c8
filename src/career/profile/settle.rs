//! The end of a delve in the career: the corpse pile, the delve record marked finished and the
//! run written into the adventurer's career, each step safe to do twice.

use std::collections::HashSet;

use chrono::Utc;

use crate::career::active::ActiveDelve;
use crate::career::error::CareerError;
use crate::career::records::{CorpseCard, CorpsePile, Fate, Run, RunEnd};
use crate::store::RecordId;
use crate::tarot::card::Card;
use crate::tarot::event::{DeathCause, Event, Outcome};

use super::{Profile, id_of};

impl Profile {
    /// When the delve has ended: lays the dead's cards on the corpse pile (or takes the
    /// recovered ones off it), marks the delve finished, and writes the run into the career.
    pub(in crate::career) fn settle_if_over(
        &mut self,
        active: &mut ActiveDelve,
    ) -> Result<(), CareerError> {
        let Some(outcome) = active.delve.outcome() else {
            return Ok(());
        };
        let adventurer = RecordId::new(active.record.adventurer.as_str())?;
        let mut record = self.get(&adventurer)?.clone();
        let killed_by = match outcome {
            Outcome::Died {
                cause: DeathCause::Card(card),
            } => Some(card),
            _ => None,
        };
        // 1. The corpse pile: set operations, so doing it twice changes nothing. A delve of a
        // deal is played apart from it.
        if active.record.deal.is_none() {
            self.settle_pile(active, &adventurer, &record.name, killed_by)?;
        }
        let now = Utc::now();
        // 2. The delve record: finished. Until the career says so too, the adventurer is
        // still in it, so the next opening replays it and finishes the settling.
        if !active.record.finished {
            active.record.finished = true;
            let problem = self.store.save(&active.id, &active.record)?;
            self.note_problem(problem);
        }
        // 3. The career.
        if record.runs.iter().all(|r| r.delve != active.id.as_str()) {
            let (end, score) = match outcome {
                Outcome::Escaped { score } => (RunEnd::Escaped, score),
                Outcome::Died { .. } => (RunEnd::Died, 0),
            };
            record.runs.push(Run {
                delve: active.id.to_string(),
                started: active.record.started,
                ended: now,
                seed: active.record.seed,
                options: active.record.setup.options,
                end,
                score,
                turns: active.delve.turn(),
                cards_seen: active
                    .events
                    .iter()
                    .filter_map(|e| match e {
                        Event::Flipped { card } => Some(*card),
                        _ => None,
                    })
                    .collect(),
                killed_by,
                death: matches!(outcome, Outcome::Died { .. })
                    .then(|| crate::journal::outcome(Some(outcome))),
                assisted: active.record.assisted,
            });
            record.attributes = active.delve.attributes();
            if end == RunEnd::Died {
                record.fate = Fate::Dead;
            }
        }
        if record.delve_in_progress.as_deref() == Some(active.id.as_str()) {
            record.delve_in_progress = None;
        }
        if self.adventurers.get(&adventurer) != Some(&record) {
            self.save_adventurer(&adventurer, record)?;
        }
        Ok(())
    }

    /// Lays the dead's cards on the profile's corpse pile, or takes the recovered ones off it.
    fn settle_pile(
        &mut self,
        active: &ActiveDelve,
        adventurer: &RecordId,
        name: &str,
        killed_by: Option<Card>,
    ) -> Result<(), CareerError> {
        let before: HashSet<Card> = active.record.setup.corpse.iter().copied().collect();
        let after: Vec<Card> = active
            .delve
            .corpse()
            .iter()
            .copied()
            .filter(|c| Card::may_lie_on_corpse(*c))
            .collect();
        let after_set: HashSet<Card> = after.iter().copied().collect();
        let mut pile = self.corpse_pile()?;
        let old = pile.clone();
        pile.cards
            .retain(|c| !before.contains(&c.card) || after_set.contains(&c.card));
        let now = Utc::now();
        for card in after.iter().filter(|c| !before.contains(c)) {
            if pile.cards.iter().all(|c| c.card != *card) {
                pile.cards.push(CorpseCard {
                    card: *card,
                    adventurer: name.to_string(),
                    adventurer_id: adventurer.to_string(),
                    delve: active.id.to_string(),
                    killed_by,
                    laid: now,
                });
            }
        }
        if pile != old {
            let problem = self.store.save(&id_of(CorpsePile::ID)?, &pile)?;
            self.note_problem(problem);
        }
        Ok(())
    }
}
