//! The profile's board-game matches: saving one, naming a new one, opening a saved one again
//! (or setting it aside when it no longer replays), and the lists of them.

use chrono::{SubsecRound, Utc};

use crate::boards::session::{AsMatch, Recipe, SessionError};
use crate::store::{Record, RecordId, StoreError};

use super::{MatchRecord, MatchSummary, OpenMatch};
use crate::career::error::CareerError;
use crate::career::profile::{Profile, numbered};

impl Profile {
    /// Saves a board-game match.
    pub fn save_match(&mut self, id: &RecordId, record: &MatchRecord) -> Result<(), CareerError> {
        let problem = self.store().save(id, record)?;
        self.note_problems(problem);
        Ok(())
    }

    /// Every saved board-game match, by id.
    pub fn matches(&mut self) -> Result<Vec<(RecordId, MatchRecord)>, CareerError> {
        let (matches, problems) = self.store().load_all::<MatchRecord>()?;
        self.note_problems(problems);
        Ok(matches)
    }

    /// Starts keeping a new match: gives it an id (`<game>-<date>-<time>`) and saves it.
    pub fn new_match<S: AsMatch>(&mut self, session: S) -> Result<OpenMatch<S>, CareerError> {
        let open = self.name_match(session)?;
        self.save_match_session(&open)?;
        Ok(open)
    }

    /// Gives a new match its id (`<game>-<date>-<time>`) without saving it yet: save it with
    /// [`Profile::save_match_session`]. The command line shows the id first, so that no
    /// match is kept that the player was not told of.
    pub fn name_match<S: AsMatch>(&mut self, session: S) -> Result<OpenMatch<S>, CareerError> {
        // Whole seconds: the date reads back the same from a match text.
        let started = Utc::now().trunc_subsecs(0);
        let stamp = started.format("%Y%m%d-%H%M%S").to_string();
        let base = format!("{}-{stamp}", session.as_match().kind().id());
        let id = self.free_id(MatchRecord::KIND, 1, |n| numbered(&base, n), |_| false)?;
        Ok(OpenMatch {
            id,
            started,
            session,
        })
    }

    /// Saves a match as it stands (after every move, undo, hint or resignation). A finished
    /// match is saved with its end date and result.
    pub fn save_match_session<S: AsMatch>(
        &mut self,
        open: &OpenMatch<S>,
    ) -> Result<(), CareerError> {
        let record = MatchRecord::of(open.session.as_match(), open.started);
        self.save_match(&open.id, &record)
    }

    /// Opens a saved match, replayed to its latest position. A record that cannot be read or
    /// no longer replays is set aside in quarantine and reported (see [`Profile::problems`]).
    pub fn open_match(&mut self, id: &RecordId) -> Result<OpenMatch, CareerError> {
        self.open_match_with(id, Recipe::open)
    }

    /// Opens a saved match with `open`, which replays its recipe into what the caller wants
    /// (the app: its match screen, with the game's own type). A record that cannot be read or
    /// no longer replays is set aside as by [`Profile::open_match`].
    pub fn open_match_with<S>(
        &mut self,
        id: &RecordId,
        open: impl FnOnce(&Recipe) -> Result<S, SessionError>,
    ) -> Result<OpenMatch<S>, CareerError> {
        let record = match self.store().load::<MatchRecord>(id) {
            Ok(record) => record,
            Err(StoreError::NotFound { .. }) => {
                return Err(CareerError::NoSuchMatch(id.to_string()));
            }
            Err(StoreError::SetAside(problem)) => {
                let error = CareerError::BadMatch(format!("the match \"{id}\" {}", problem));
                self.note_problems([*problem]);
                return Err(error);
            }
            Err(error) => return Err(error.into()),
        };
        match record.recipe().and_then(|recipe| open(&recipe)) {
            Ok(session) => Ok(OpenMatch {
                id: id.clone(),
                started: record.started,
                session,
            }),
            Err(why) => {
                let problem = self
                    .store()
                    .set_aside::<MatchRecord>(id, format!("it does not replay: {why}"))?;
                let error = CareerError::BadMatch(format!("the match \"{id}\" {problem}"));
                self.note_problems([problem]);
                Err(error)
            }
        }
    }

    /// Every saved match, newest first, as summaries.
    pub fn match_list(&mut self) -> Result<Vec<MatchSummary>, CareerError> {
        let mut list: Vec<MatchSummary> = self
            .matches()?
            .iter()
            .filter_map(|(id, record)| MatchSummary::of(id, record))
            .collect();
        list.sort_by(|a, b| b.updated.cmp(&a.updated).then(a.id.cmp(&b.id)));
        Ok(list)
    }

    /// The matches not yet over, newest first (Home's Continue list).
    pub fn unfinished_matches(&mut self) -> Result<Vec<MatchSummary>, CareerError> {
        let mut list = self.match_list()?;
        list.retain(|m| m.result.is_none());
        Ok(list)
    }
}
