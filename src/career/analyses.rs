//! The analysis of a finished match, kept beside it: `analyses/<match id>.toml`, written once
//! the computer has judged every move, read again when the match is opened (from Home's list,
//! History or the command line), so that an analysis is made once and shown again without a
//! new search. It holds the moves it judged: an analysis whose moves no longer match its
//! match's is not shown (it is made again). A file that cannot be read is set aside and
//! reported, and the match is then analysed afresh.

use serde::{Deserialize, Serialize};

use super::error::CareerError;
use super::profile::Profile;
use crate::boards::analysis::Analysis;
use crate::store::{Record, RecordId, StoreError};

/// An analysis kept with its match (under the match's own id).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisRecord {
    /// The game's id, as the match's.
    pub game: String,
    /// The match's entries (moves and rolls) the analysis judged, in order.
    pub moves: Vec<String>,
    /// The analysis.
    pub analysis: Analysis,
}

impl Record for AnalysisRecord {
    const KIND: &'static str = "analyses";
    const VERSION: u32 = 1;

    fn validate(&self) -> Result<(), String> {
        let moves = self.moves.len();
        match self.analysis.reviews.iter().find(|r| r.entry >= moves) {
            Some(review) => Err(format!(
                "a judged move is entry {}, but the match has {moves} entries",
                review.entry + 1
            )),
            None => Ok(()),
        }
    }
}

impl Profile {
    /// Keeps the analysis of the match `id` (of `game`, whose entries are `moves`).
    pub fn keep_analysis(
        &mut self,
        id: &RecordId,
        game: &str,
        moves: &[String],
        analysis: &Analysis,
    ) -> Result<(), CareerError> {
        let record = AnalysisRecord {
            game: game.to_owned(),
            moves: moves.to_vec(),
            analysis: analysis.clone(),
        };
        let problem = self.store().save(id, &record)?;
        self.note_problems(problem);
        Ok(())
    }

    /// The analysis kept for the match `id`, if there is one and it judged these very
    /// `moves`. A file that cannot be read is set aside and reported (see
    /// [`Profile::problems`]); then there is none.
    pub fn kept_analysis(&mut self, id: &RecordId, moves: &[String]) -> Option<Analysis> {
        match self.store().load::<AnalysisRecord>(id) {
            Ok(record) => (record.moves == moves).then_some(record.analysis),
            Err(StoreError::SetAside(problem)) => {
                self.note_problems([*problem]);
                None
            }
            Err(_) => None,
        }
    }
}
