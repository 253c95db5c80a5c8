//! What can go wrong with a career, in plain words.

use thiserror::Error;

use crate::store::StoreError;
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
    /// Nothing to undo.
    #[error("there is no answer of yours to take back")]
    NothingToUndo,
    /// No saved match has that id.
    #[error("there is no match \"{0}\" (see `malice game list`)")]
    NoSuchMatch(String),
    /// A match record or match text cannot be used; the text says why.
    #[error("{0}")]
    BadMatch(String),
    /// The six attributes given are not six dice.
    #[error("{0}")]
    BadRoll(String),
}
