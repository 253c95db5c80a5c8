//! Delves in progress and saved delves that must replay: what is checked when a profile opens
//! and when a delve is continued, and what becomes of a delve that cannot go on.
//!
//! The writes are ordered so that a kill at any moment leaves what the next opening puts
//! right. A delve starts by naming it in the adventurer's record, then writing the delve; it
//! ends with the corpse pile, then the delve marked finished, then the adventurer's career.
//! When a profile opens, each adventurer's delve in progress is looked at:
//! - missing (killed at its start): the adventurer is free again;
//! - damaged, or its answers no longer replay: it is set aside (moved to `quarantine/` with a
//!   note) and reported, and the adventurer is free again;
//! - over (killed while it was being settled): the settling is finished;
//! - from a newer Malice or newer rules, or unreadable now: left as it is and reported; the
//!   adventurer stays in it, so no second delve is started beside it.

use crate::store::{Disposal, Problem, ProblemReason, RecordId, StoreError};
use crate::tarot::delve::RuleError;

use super::active::ActiveDelve;
use super::error::CareerError;
use super::profile::Profile;
use super::records::{DelveRecord, RULES_VERSION};

impl Profile {
    /// Looks at every adventurer's delve in progress (see the module's notes); what cannot be
    /// put right is kept in [`Profile::problems`]. Writes, so only for a writable profile.
    pub(super) fn check_delves_in_progress(&mut self) {
        let adventurers: Vec<RecordId> = self
            .adventurers
            .iter()
            .filter(|(_, a)| a.delve_in_progress.is_some())
            .map(|(id, _)| id.clone())
            .collect();
        for adventurer in adventurers {
            let Some(delve) = self
                .adventurers
                .get(&adventurer)
                .and_then(|a| RecordId::new(a.delve_in_progress.as_deref()?).ok())
            else {
                continue;
            };
            let file = self
                .store
                .paths()
                .record_file(<DelveRecord as crate::store::Record>::KIND, &delve);
            let left = |reason| Problem {
                file: file.clone(),
                reason,
                outcome: Disposal::LeftInPlace,
            };
            let problem = match self.load_in_progress(&adventurer) {
                Ok(_) | Err(CareerError::DelveGone { .. }) => None,
                Err(CareerError::DelveSetAside { problem, .. }) => Some(*problem),
                Err(CareerError::Store(StoreError::TooNew { found, known, .. })) => {
                    Some(left(ProblemReason::TooNew { found, known }))
                }
                Err(CareerError::Store(StoreError::Read { source, .. })) => Some(left(
                    ProblemReason::Unreadable(crate::store::error::plain(&source)),
                )),
                Err(error @ CareerError::NewerRules { .. }) => {
                    Some(left(ProblemReason::Invalid(error.to_string())))
                }
                // Anything else (a failed write while settling) is met again, and said, when
                // the delve is continued.
                Err(_) => None,
            };
            self.problems.extend(problem);
        }
    }

    /// The adventurer's delve in progress, rebuilt and ready to play (`None` if they have
    /// none). A delve that turns out to be over is settled first. A missing delve
    /// ([`CareerError::DelveGone`]) or one set aside ([`CareerError::DelveSetAside`]) frees
    /// the adventurer; one from a newer Malice or newer rules, or that cannot be read now,
    /// is an error and the adventurer stays in it.
    pub(super) fn load_in_progress(
        &mut self,
        adventurer: &RecordId,
    ) -> Result<Option<ActiveDelve>, CareerError> {
        let record = self
            .adventurers
            .get(adventurer)
            .ok_or_else(|| CareerError::NoSuchAdventurer(adventurer.to_string()))?;
        let name = record.name.clone();
        let Some(delve) = record.delve_in_progress.clone() else {
            return Ok(None);
        };
        // The adventurer's record was checked when it loaded: this is a record name.
        let id = RecordId::new(delve.as_str())?;
        let saved = match self.store.load::<DelveRecord>(&id) {
            Ok(saved) => saved,
            Err(StoreError::NotFound { .. }) => {
                self.detach(adventurer, &id)?;
                return Err(CareerError::DelveGone { name, delve });
            }
            Err(StoreError::SetAside(problem))
                if matches!(problem.outcome, Disposal::Quarantined(_)) =>
            {
                self.detach(adventurer, &id)?;
                return Err(CareerError::DelveSetAside { name, problem });
            }
            Err(error) => return Err(error.into()),
        };
        let mut active = match self.replay(&id, saved)? {
            Ok(active) => active,
            Err(problem) if matches!(problem.outcome, Disposal::Quarantined(_)) => {
                self.detach(adventurer, &id)?;
                return Err(CareerError::DelveSetAside {
                    name,
                    problem: Box::new(problem),
                });
            }
            Err(problem) => return Err(StoreError::SetAside(Box::new(problem)).into()),
        };
        active.pause = self.pause_before_checks;
        let mut events = Vec::new();
        active.roll_dice(&mut events)?;
        active.events.extend(events);
        self.settle_if_over(&mut active)?;
        Ok(Some(active))
    }

    /// Frees the adventurer from a delve that is gone or set aside.
    fn detach(&mut self, adventurer: &RecordId, delve: &RecordId) -> Result<(), CareerError> {
        let mut record = self.get(adventurer)?.clone();
        if record.delve_in_progress.as_deref() == Some(delve.as_str()) {
            record.delve_in_progress = None;
            self.save_adventurer(adventurer, record)?;
        }
        Ok(())
    }

    /// Rebuilds a saved delve by replaying its answers. One from newer rules is an error
    /// ([`CareerError::NewerRules`]) and is left as it is; one whose answers no longer replay
    /// is set aside (moved to `quarantine/` with a note saying why) and comes back as the
    /// problem to report.
    pub(super) fn replay(
        &mut self,
        id: &RecordId,
        record: DelveRecord,
    ) -> Result<Result<ActiveDelve, Problem>, CareerError> {
        let rules = record.rules_version;
        let rebuilt = rebuild(id.clone(), record);
        self.keep_replayable(id, rules, rebuilt)
    }

    /// What [`Profile::replay`] does with a rebuilt delve, or with why it could not be.
    fn keep_replayable(
        &mut self,
        id: &RecordId,
        rules: u32,
        rebuilt: Result<ActiveDelve, CareerError>,
    ) -> Result<Result<ActiveDelve, Problem>, CareerError> {
        match rebuilt {
            Ok(active) => Ok(Ok(active)),
            // The rules themselves could not be loaded: no fault of this delve's.
            Err(error @ CareerError::Rule(RuleError::Data(_))) => Err(error),
            Err(error @ (CareerError::BadReplay { .. } | CareerError::Rule(_))) => {
                let mut why = format!("its answers do not replay: {error}");
                if rules < RULES_VERSION {
                    why.push_str(&format!(
                        " (it was played under rules version {rules}; this Malice plays \
                         version {RULES_VERSION})"
                    ));
                }
                Ok(Err(self.store.set_aside::<DelveRecord>(id, why)?))
            }
            Err(error) => Err(error),
        }
    }

    /// Rebuilds saved delves, in order, for reading (journals, search), on all cores: the
    /// ones that no longer replay are set aside and reported, the ones from newer rules are
    /// left alone and reported, and the rest come back.
    pub(super) fn replay_all(
        &mut self,
        delves: Vec<(RecordId, DelveRecord)>,
    ) -> Result<Vec<ActiveDelve>, CareerError> {
        let keys: Vec<(RecordId, u32)> = delves
            .iter()
            .map(|(id, record)| (id.clone(), record.rules_version))
            .collect();
        let rebuilt = on_all_cores(delves, |(id, record)| rebuild(id, record));
        let mut replayed = Vec::with_capacity(rebuilt.len());
        for ((id, rules), rebuilt) in keys.into_iter().zip(rebuilt) {
            match self.keep_replayable(&id, rules, rebuilt) {
                Ok(Ok(active)) => replayed.push(active),
                Ok(Err(problem)) => self.problems.push(problem),
                Err(error @ CareerError::NewerRules { .. }) => {
                    let file = self
                        .store
                        .paths()
                        .record_file(<DelveRecord as crate::store::Record>::KIND, &id);
                    self.problems.push(Problem {
                        file,
                        reason: ProblemReason::Invalid(error.to_string()),
                        outcome: Disposal::LeftInPlace,
                    });
                }
                Err(error) => return Err(error),
            }
        }
        Ok(replayed)
    }

    /// Puts right the delve records older Malices left unfinished (`finished = false`)
    /// though no adventurer is in them: one already in its adventurer's career is marked
    /// finished; one nobody refers to (a start killed before it was recorded, or a delve
    /// detached after a failed read) is set aside and reported. Delves of adventurers who are
    /// not in the roster (their file set aside, or from a newer Malice) are left alone.
    pub(super) fn tidy_unfinished(
        &mut self,
        delves: Vec<(RecordId, DelveRecord)>,
    ) -> Result<Vec<(RecordId, DelveRecord)>, CareerError> {
        if self.store.is_read_only() {
            return Ok(delves);
        }
        let mut kept = Vec::with_capacity(delves.len());
        for (id, mut record) in delves {
            let owner = RecordId::new(record.adventurer.as_str())
                .ok()
                .and_then(|owner| self.adventurers.get(&owner));
            let Some(owner) = owner.filter(|_| !record.finished) else {
                kept.push((id, record));
                continue;
            };
            if owner.delve_in_progress.as_deref() == Some(id.as_str()) {
                kept.push((id, record));
            } else if owner.runs.iter().any(|run| run.delve == id.as_str()) {
                record.finished = true;
                let problem = self.store.save(&id, &record)?;
                self.problems.extend(problem);
                kept.push((id, record));
            } else {
                let why = format!(
                    "no adventurer is in this delve any more ({} is not), and it never ended: \
                     an older Malice left it behind",
                    record.name
                );
                let problem = self.store.set_aside::<DelveRecord>(&id, why)?;
                let moved = matches!(problem.outcome, Disposal::Quarantined(_));
                self.problems.push(problem);
                if !moved {
                    kept.push((id, record));
                }
            }
        }
        Ok(kept)
    }
}

/// Rebuilds a delve from its record, unless it was played under newer rules than these.
fn rebuild(id: RecordId, record: DelveRecord) -> Result<ActiveDelve, CareerError> {
    if record.rules_version > RULES_VERSION {
        return Err(CareerError::NewerRules {
            delve: id.to_string(),
            found: record.rules_version,
            known: RULES_VERSION,
        });
    }
    ActiveDelve::rebuild(id, record)
}

/// Below this many delves per thread, replaying on more threads does not pay.
const DELVES_PER_WORKER: usize = 16;

/// `work` applied to every item, in order, spread over the machine's cores.
fn on_all_cores<T: Send, U: Send>(items: Vec<T>, work: impl Fn(T) -> U + Sync) -> Vec<U> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let workers = cores.min(items.len().div_ceil(DELVES_PER_WORKER));
    if workers <= 1 {
        return items.into_iter().map(work).collect();
    }
    let chunk = items.len().div_ceil(workers);
    let mut parts: Vec<Vec<T>> = Vec::with_capacity(workers);
    let mut items = items.into_iter();
    for _ in 0..workers {
        parts.push(items.by_ref().take(chunk).collect());
    }
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = parts
            .into_iter()
            .map(|part| scope.spawn(move || part.into_iter().map(work).collect::<Vec<U>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}
