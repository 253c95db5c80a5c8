//! Taking moves back and giving them again: undo goes back to before the last move a person
//! made, redo gives it again with what followed it, until a person moves anew.

use crate::boards::ai::Tuning;

use super::super::parts::{Entry, SessionError, Sitter, Waiting};
use super::{Played, Session};

impl<G: Tuning> Session<G> {
    /// Takes back the last move a person made, with everything after it (the computer's
    /// replies and the dice since; the roll that person moved with stays). Marks the match
    /// assisted. A resigned match cannot be taken back.
    pub fn undo(&mut self) -> Result<(), SessionError> {
        if self.recipe.resigned.is_some() {
            return Err(SessionError::Over);
        }
        let human = |p: &Played<G>| match p.entry {
            Entry::Move { seat, .. } => self
                .recipe
                .sitters
                .get(usize::from(seat))
                .is_some_and(Sitter::is_human),
            Entry::Dice(_) => false,
        };
        let Some(keep) = self.played.iter().rposition(human) else {
            return Err(SessionError::NothingToUndo);
        };
        let taken = self.recipe.entries.split_off(keep);
        while self.played.len() > keep {
            self.played.pop();
            self.keys.pop();
            if let Some(undo) = self.undos.pop() {
                self.game.undo(undo);
            }
        }
        self.undone.splice(0..0, taken);
        self.recipe.marks.0 = true;
        self.revision += 1;
        self.running = None;
        self.give_back_time(keep);
        Ok(())
    }

    /// Whether a move taken back by [`Session::undo`] can be given again: until a person
    /// moves anew (or dice are rolled at the table).
    pub fn can_redo(&self) -> bool {
        self.recipe.resigned.is_none() && !self.undone.is_empty()
    }

    /// Gives again the move last taken back, with what came after it then (the computer's
    /// replies and the dice rolled since, as they were), up to the next move of a person.
    /// Marks the match assisted, as undo does.
    pub fn redo(&mut self) -> Result<(), SessionError> {
        if !self.can_redo() {
            return Err(SessionError::NothingToRedo);
        }
        let mut first = true;
        let redone = self.played.len();
        while let Some(text) = self.undone.first().cloned() {
            let persons = matches!(self.waiting(), Waiting::Person(_));
            if persons && !first {
                break;
            }
            if let Err(error) = self.replay_entry(&text) {
                // Cannot happen (the same entries in the same position); kept from running on.
                self.forget_undone();
                return Err(error);
            }
            self.undone.remove(0);
            first = false;
        }
        self.recipe.marks.0 = true;
        self.running = None;
        self.charge_again(redone);
        Ok(())
    }
}
