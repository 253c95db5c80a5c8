//! The board games' lessons done, per game: `lessons/done.toml`. The Learn screen opens at a
//! game's first lesson not done and ticks the others. A file that cannot be read is set
//! aside and reported, and the lessons start again from the first.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::CareerError;
use super::profile::Profile;
use crate::boards::registry::GameKind;
use crate::store::{Record, RecordId, StoreError};

/// The lessons done, per game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonsDone {
    /// By game id: the ids of the lessons done, in the order they were done.
    #[serde(default)]
    pub games: BTreeMap<String, Vec<String>>,
}

impl LessonsDone {
    /// The record id of the profile's one list.
    pub const ID: &'static str = "done";
}

impl Record for LessonsDone {
    const KIND: &'static str = "lessons";
    const VERSION: u32 = 1;
}

impl Profile {
    /// The ids of the lessons of `kind` done so far.
    pub fn lessons_done(&mut self, kind: GameKind) -> Vec<String> {
        self.all_lessons_done()
            .games
            .remove(kind.id())
            .unwrap_or_default()
    }

    /// Remembers that the lesson `id` of `kind` is done.
    pub fn set_lesson_done(&mut self, kind: GameKind, id: &str) -> Result<(), CareerError> {
        let mut all = self.all_lessons_done();
        let done = all.games.entry(kind.id().to_owned()).or_default();
        if done.iter().any(|d| d == id) {
            return Ok(());
        }
        done.push(id.to_owned());
        let problem = self.store().save(&RecordId::new(LessonsDone::ID)?, &all)?;
        self.note_problems(problem);
        Ok(())
    }

    fn all_lessons_done(&mut self) -> LessonsDone {
        let Ok(id) = RecordId::new(LessonsDone::ID) else {
            return LessonsDone::default();
        };
        match self.store().load::<LessonsDone>(&id) {
            Ok(all) => all,
            Err(StoreError::SetAside(problem)) => {
                self.note_problems([*problem]);
                LessonsDone::default()
            }
            Err(_) => LessonsDone::default(),
        }
    }
}
