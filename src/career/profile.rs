//! One open profile's career: the roster, delves, corpse pile, notes, journal and matches.
//!
//! [`Profile`] is what the CLI and the app call; it alone decides what is written when.
//! Starting a delve names it in the adventurer's record, then writes it; finishing one writes
//! the corpse pile, then marks the delve record finished, then writes the adventurer's career.
//! Each step is idempotent, so what a kill between them leaves is put right the next time the
//! profile is opened (see `in_progress.rs`).

use std::collections::BTreeMap;

use chrono::Utc;

use crate::store::{Access, Disposal, Home, Problem, ProfileName, RecordId, Store, StoreError};
use crate::tarot::delve::{Delve, DelveSetup, Start};
use crate::tarot::rules::RuleOptions;

mod deals;
mod notes;
mod roster;
mod settle;
mod steps;

use super::active::ActiveDelve;
use super::error::CareerError;
use super::fame::{FameRow, hall_of_fame};
use super::records::{AdventurerRecord, CorpsePile, DelveRecord, Dice, Fate, RULES_VERSION};

/// An open profile: its store (locked while this lives) and its roster, loaded.
#[derive(Debug)]
pub struct Profile {
    pub(super) store: Store,
    pub(super) adventurers: BTreeMap<RecordId, AdventurerRecord>,
    pub(super) problems: Vec<Problem>,
    /// Whether seeded delves wait for the player before a check's die they have not seen
    /// the odds of (the app); the command line rolls on.
    pub(super) pause_before_checks: bool,
    /// Whether every step of a delve is saved as it is taken (the default); else a delve is
    /// saved when it ends (see [`Profile::save_each_step`]).
    pub(super) save_each_step: bool,
}

impl Profile {
    /// Opens a profile of the data folder, loading the roster. Files that cannot be read are
    /// set aside and listed in [`Profile::problems`]; everything else loads. Each delve in
    /// progress is looked at and what a killed Malice left is put right (see
    /// `in_progress.rs`); a profile opened for reading only is left exactly as it is.
    pub fn open(home: &Home, name: &ProfileName) -> Result<Profile, CareerError> {
        Profile::with_store(home.open_profile(name)?)
    }

    /// Opens a profile to look at it: as [`Profile::open`] when no other Malice holds it,
    /// else beside the Malice that does, for reading only (see [`Home::open_profile_to_read`]):
    /// nothing is saved, put right or set aside, and files that cannot be read are reported
    /// and left for that Malice.
    pub fn open_to_read(home: &Home, name: &ProfileName) -> Result<Profile, CareerError> {
        Profile::with_store(home.open_profile_to_read(name)?)
    }

    fn with_store(store: Store) -> Result<Profile, CareerError> {
        let mut profile = Profile {
            store,
            adventurers: BTreeMap::new(),
            problems: Vec::new(),
            pause_before_checks: false,
            save_each_step: true,
        };
        profile.load_roster()?;
        if profile.store.access() == &Access::Looking {
            // Looked at without the lock: a delve a killed Malice left to settle wants saves
            // that are refused; then all is looked at again under the lock, for a moment.
            profile.check_delves_in_progress();
            if profile.store.is_untidy() && profile.store.hold_for_a_moment() {
                // What was set aside is reported once; the rest is met again.
                profile
                    .problems
                    .retain(|problem| matches!(problem.outcome, Disposal::Quarantined(_)));
                let loaded = profile.load_roster();
                if loaded.is_ok() {
                    profile.check_delves_in_progress();
                }
                profile.store.let_go();
                loaded?;
            }
        } else if !profile.store.is_read_only() {
            profile.check_delves_in_progress();
        }
        Ok(profile)
    }

    /// Loads the roster (again), with what opening the profile set aside.
    fn load_roster(&mut self) -> Result<(), CareerError> {
        let mut problems = self.store.take_problems();
        let (loaded, found) = self.store.load_all::<AdventurerRecord>()?;
        problems.extend(found);
        self.adventurers = loaded.into_iter().collect();
        self.problems.extend(problems);
        Ok(())
    }

    /// The store underneath.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Files met so far that could not be loaded (quarantined or left alone), to report.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Takes the problems met so far, once reported.
    pub fn take_problems(&mut self) -> Vec<Problem> {
        std::mem::take(&mut self.problems)
    }

    fn note_problem(&mut self, problem: Option<Problem>) {
        self.problems.extend(problem);
    }

    /// Keeps problems met elsewhere in the career (matches), to report.
    pub(super) fn note_problems(&mut self, problems: impl IntoIterator<Item = Problem>) {
        self.problems.extend(problems);
    }

    /// The hall of fame.
    pub fn fame(&self) -> Vec<FameRow> {
        hall_of_fame(self.adventurers.values())
    }

    /// The profile's corpse pile (empty when nobody has died).
    pub fn corpse_pile(&mut self) -> Result<CorpsePile, CareerError> {
        match self.store.load::<CorpsePile>(&id_of(CorpsePile::ID)?) {
            Ok(pile) => Ok(pile),
            Err(StoreError::NotFound { .. }) => Ok(CorpsePile::default()),
            Err(StoreError::SetAside(problem)) => {
                // The pile's file was damaged: it is kept in quarantine and reported; the
                // dungeon goes on without a pile until the player restores it.
                self.problems.push(*problem);
                Ok(CorpsePile::default())
            }
            Err(error) => Err(error.into()),
        }
    }

    /// The adventurer whose delve is in progress, if any (one at a time per profile: they
    /// share one corpse pile).
    pub fn delve_in_progress(&self) -> Option<(RecordId, RecordId)> {
        self.adventurers.iter().find_map(|(id, a)| {
            let delve = a.delve_in_progress.as_deref()?;
            Some((id.clone(), RecordId::new(delve).ok()?))
        })
    }

    /// Starts a delve for a living adventurer: a new adventurer's first delve opens with
    /// their creation dice and Intelligence cards; a returning one's with last score +
    /// Intelligence cards. The profile's corpse pile is out of the deck.
    pub fn start_delve(
        &mut self,
        adventurer: &RecordId,
        options: RuleOptions,
        dice: Dice,
    ) -> Result<ActiveDelve, CareerError> {
        if let Some((other, _)) = self.delve_in_progress() {
            return Err(CareerError::OtherDelveInProgress(
                self.get(&other)?.name.clone(),
            ));
        }
        let record = self.get(adventurer)?.clone();
        if record.fate != Fate::Alive {
            return Err(CareerError::CannotDelve {
                name: record.name,
                fate: record.fate.word(),
            });
        }
        let start = match record.last_escape_score() {
            Some(last_score) => Start::Returning {
                attributes: record.attributes,
                last_score,
            },
            None => Start::New,
        };
        let corpse = self.corpse_pile()?.codes();
        let setup = DelveSetup {
            options,
            start,
            corpse,
            table_mode: dice == Dice::Table,
        };
        let seed = match dice {
            Dice::Seeded(seed) => Some(seed),
            Dice::Table => None,
        };
        self.begin_delve(adventurer, setup, seed, None)
    }

    /// Starts the delve of a living adventurer from a setup: writes its record, gives a new
    /// adventurer's creation dice (their attributes, the seeded generator stepping past each),
    /// rolls the seeded dice up to the first question of the player's, and settles it if that
    /// already ended it. `deal`: how a delve of a deal began (played apart from the corpse
    /// pile).
    pub(super) fn begin_delve(
        &mut self,
        adventurer: &RecordId,
        setup: DelveSetup,
        seed: Option<u64>,
        deal: Option<super::records::DealPlay>,
    ) -> Result<ActiveDelve, CareerError> {
        let record = self.get(adventurer)?.clone();
        let start = setup.start;
        // Whose cards lie on the pile it begins with: the ghost The Hierophant hands over.
        let mut ghosts: Vec<String> = Vec::new();
        if !setup.corpse.is_empty() {
            for card in self.corpse_pile()?.cards {
                if setup.corpse.contains(&card.card) && !ghosts.contains(&card.adventurer) {
                    ghosts.push(card.adventurer);
                }
            }
        }
        let now = Utc::now();
        let delve_record = DelveRecord {
            adventurer: adventurer.to_string(),
            name: record.name.clone(),
            started: now,
            updated: now,
            seed,
            answers: String::new(),
            finished: false,
            assisted: false,
            rules_version: RULES_VERSION,
            setup: setup.clone(),
            ghosts,
            deal,
        };
        let id = self.free_id(
            <DelveRecord as crate::store::Record>::KIND,
            record.runs.len() + 1,
            |n| format!("{adventurer}-{n}"),
            |_| false,
        )?;
        let mut active = ActiveDelve {
            id,
            record: delve_record,
            delve: Delve::new(setup)?,
            chance: None,
            events: Vec::new(),
            by_player: Vec::new(),
            fixed: 0,
            pause: self.pause_before_checks,
            redo: Vec::new(),
        };
        active.chance = active
            .record
            .seed
            .map(crate::tarot::chance::SeededChance::new);
        if matches!(start, Start::New) {
            active.give_creation_dice(record.attributes)?;
            active.fixed = 6;
        }
        let mut events = Vec::new();
        active.roll_dice(&mut events)?;
        active.events.extend(events);
        active.sync_record();
        // The adventurer first: a kill before the delve is written leaves them in a delve
        // that is missing, which the next opening frees; never a delve nobody is in.
        let mut updated = record.clone();
        updated.delve_in_progress = Some(active.id.to_string());
        self.save_adventurer(adventurer, updated)?;
        match self.store.save(&active.id, &active.record) {
            Ok(problem) => self.note_problem(problem),
            Err(error) => {
                // If this fails too, the next opening finds the delve missing and frees them.
                let _ = self.save_adventurer(adventurer, record);
                return Err(error.into());
            }
        }
        self.settle_if_over(&mut active)?;
        Ok(active)
    }

    /// The first free id for a record of `kind`: `name(n)` for `n` counting up from `first`,
    /// the first that no file of that kind holds and that `taken` does not refuse (for ids
    /// known in memory but not yet written).
    pub(super) fn free_id(
        &self,
        kind: &str,
        first: usize,
        name: impl Fn(usize) -> String,
        taken: impl Fn(&str) -> bool,
    ) -> Result<RecordId, CareerError> {
        let mut n = first;
        loop {
            let text = name(n);
            let id = id_of(&text)?;
            if !taken(&text) && !self.store.paths().record_file(kind, &id).exists() {
                return Ok(id);
            }
            n += 1;
        }
    }

    /// Reopens an adventurer's delve in progress exactly where it was left. A delve that is
    /// gone, damaged or no longer replays frees the adventurer, and the error says so
    /// ([`CareerError::DelveGone`], [`CareerError::DelveSetAside`]); one from a newer Malice
    /// or newer rules, or that cannot be read now, keeps them in it (only an update, or a
    /// fix to the file, lets them go on).
    pub fn resume_delve(&mut self, adventurer: &RecordId) -> Result<ActiveDelve, CareerError> {
        let name = self.get(adventurer)?.name.clone();
        self.load_in_progress(adventurer)?
            .ok_or(CareerError::NoDelveInProgress(name))
    }

    /// Every delve of an adventurer (finished or not), oldest first.
    pub fn delves_of(
        &mut self,
        adventurer: &RecordId,
    ) -> Result<Vec<(RecordId, DelveRecord)>, CareerError> {
        let mut delves: Vec<_> = self
            .all_delves()?
            .into_iter()
            .filter(|(_, d)| d.adventurer == adventurer.as_str())
            .collect();
        delves.sort_by_key(|(_, d)| d.started);
        Ok(delves)
    }

    /// Every delve record of the profile, by id. Files that cannot be loaded are set aside
    /// and reported, as are delves an older Malice left unfinished that nobody is in (see
    /// [`Profile::problems`]).
    pub fn all_delves(&mut self) -> Result<Vec<(RecordId, DelveRecord)>, CareerError> {
        let (delves, problems) = self.store.load_all::<DelveRecord>()?;
        self.problems.extend(problems);
        self.tidy_unfinished(delves)
    }

    /// One delve record, rebuilt: its events and state (finished or not). A delve whose
    /// answers no longer replay is set aside ([`StoreError::SetAside`]).
    pub fn open_delve(&mut self, id: &RecordId) -> Result<ActiveDelve, CareerError> {
        let record = match self.store.load::<DelveRecord>(id) {
            Ok(record) => record,
            Err(StoreError::NotFound { .. }) => {
                return Err(CareerError::NoSuchDelve(id.to_string()));
            }
            Err(error) => return Err(error.into()),
        };
        self.replay(id, record)?
            .map_err(|problem| StoreError::SetAside(Box::new(problem)).into())
    }
}

/// `base` numbered `n`: `base` itself first, then `base-2`, `base-3`...: names for
/// [`Profile::free_id`].
pub(super) fn numbered(base: &str, n: usize) -> String {
    if n == 1 {
        base.to_owned()
    } else {
        format!("{base}-{n}")
    }
}

/// A record id made from text known to be safe (a slug with a suffix).
fn id_of(text: &str) -> Result<RecordId, CareerError> {
    Ok(RecordId::new(text)?)
}

/// A file-safe id from a name: lowercase ASCII letters and digits, `-` between words.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    let out = out.trim_end_matches('-').to_owned();
    if out.is_empty() {
        "adventurer".to_owned()
    } else if RecordId::new(out.as_str()).is_err() {
        // A name like "Con" or "Nul" would be a Windows device name.
        format!("a-{out}")
    } else {
        out
    }
}
