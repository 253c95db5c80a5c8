//! What can go wrong with a career, in plain words.

use thiserror::Error;

use crate::store::{Problem, StoreError};
use crate::tarot::delve::RuleError;

/// Why a career action failed. Nothing already saved was lost.
#[derive(Debug, Error)]
pub enum CareerError {
    /// The store could not read or write.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The engine refused an answer or a setup.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// No adventurer has that name.
    #[error("there is no adventurer named \"{0}\" (see `malice adventurer list`)")]
    NoSuchAdventurer(String),
    /// The name is taken.
    #[error("an adventurer named \"{0}\" already exists")]
    NameTaken(String),
    /// The name cannot be used.
    #[error("{0}")]
    BadName(String),
    /// The adventurer cannot delve.
    #[error("{name} is {fate} and delves no more")]
    CannotDelve {
        /// The adventurer.
        name: String,
        /// Dead or retired.
        fate: &'static str,
    },
    /// Another adventurer's delve must end first (one corpse pile, one dungeon).
    #[error("{0}'s delve is still in progress; finish it first")]
    OtherDelveInProgress(String),
    /// There is no delve to continue.
    #[error("{0} has no delve in progress")]
    NoDelveInProgress(String),
    /// No delve has that id.
    #[error("there is no delve \"{0}\"")]
    NoSuchDelve(String),
    /// No note has that id.
    #[error("there is no note \"{0}\"")]
    NoSuchNote(String),
    /// A saved delve does not replay: its file was edited or comes from other rules.
    #[error("the delve \"{delve}\" does not replay at answer {index}: {reason}")]
    BadReplay {
        /// The delve.
        delve: String,
        /// The answer's position, from 1.
        index: usize,
        /// Why.
        reason: String,
    },
    /// The delve in progress could not be continued (its file is damaged, or its answers no
    /// longer replay): it was set aside, and the adventurer is free to delve again.
    #[error(
        "{name}'s delve could not be continued and was set aside: {problem}. {name} can start a new delve"
    )]
    DelveSetAside {
        /// The adventurer.
        name: String,
        /// The file, why, and where it went.
        problem: Box<Problem>,
    },
    /// The delve in progress is gone (its file is missing): the adventurer is free again.
    #[error(
        "{name}'s delve in progress ({delve}) is gone: its file is missing. {name} can start a \
         new delve"
    )]
    DelveGone {
        /// The adventurer.
        name: String,
        /// The delve's record id.
        delve: String,
    },
    /// The delve was played under newer rules than this Malice knows; it is left as it is.
    #[error(
        "the delve \"{delve}\" was played under newer rules (rules version {found}; this Malice \
         knows up to {known}); it was left as it is. Update Malice to continue it"
    )]
    NewerRules {
        /// The delve's record id.
        delve: String,
        /// The rules version it was played under.
        found: u32,
        /// The newest rules version this build knows.
        known: u32,
    },
    /// A note names a journal entry the delve does not have.
    #[error("{}", no_such_entry(.delve, *.entry, *.count))]
    NoSuchEntry {
        /// The delve.
        delve: String,
        /// The entry asked for.
        entry: usize,
        /// How many entries the delve's journal has.
        count: usize,
    },
    /// Nothing to undo.
    #[error("there is no answer of yours to take back")]
    NothingToUndo,
    /// No die waits to be rolled.
    #[error("no die waits to be rolled")]
    NothingToRoll,
    /// A seeded delve's dice are rolled by Malice, not given as answers.
    #[error("this delve rolls its own dice: roll the die instead")]
    DiceRollThemselves,
    /// No saved match has that id.
    #[error("there is no match \"{0}\" (see `malice game list`)")]
    NoSuchMatch(String),
    /// A match record or match text cannot be used; the text says why.
    #[error("{0}")]
    BadMatch(String),
    /// The six attributes given are not six dice.
    #[error("{0}")]
    BadRoll(String),
    /// The journal folder (or a file in it) could not be read or written.
    #[error("the journal folder could not be used ({}): {source}", .path.display())]
    Folder {
        /// The folder or file.
        path: std::path::PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Nothing to redo: no answer was taken back, or a new one was given since.
    #[error("there is no answer taken back to give again")]
    NothingToRedo,
    /// A deal (a code, today's delve) cannot be played.
    #[error(transparent)]
    Deal(#[from] crate::tarot::deal::DealError),
    /// A deal of other rules: it would not deal the same cards here.
    #[error(
        "this deal is played under rules version {found} and this Malice plays version {known}:          it would not deal the same cards here{}",
        if .found > .known { "; update Malice to play it" } else { "" }
    )]
    DealRules {
        /// The deal's rules version.
        found: u32,
        /// This Malice's.
        known: u32,
    },
    /// The delve was played with a physical deck: it has no deal code.
    #[error("a delve played with your own deck and dice has no deal code")]
    NoDeal,
}

fn no_such_entry(delve: &str, entry: usize, count: usize) -> String {
    match count {
        0 => format!("the delve \"{delve}\" has no journal entries yet, so no entry {entry}"),
        _ => format!(
            "the delve \"{delve}\" has no journal entry {entry}: its entries are numbered 0 to {}",
            count - 1
        ),
    }
}
