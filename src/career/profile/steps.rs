//! A delve's steps in the career: the player's answers, a waiting check's die, undo and redo,
//! each saved as it is taken (or when the delve ends) and taken back in memory if saving fails.

use crate::career::active::ActiveDelve;
use crate::career::error::CareerError;
use crate::career::records::DelveRecord;
use crate::tarot::delve::Delve;
use crate::tarot::event::Event;
use crate::tarot::question::Answer;

use super::Profile;

impl Profile {
    /// Gives the player's answer: the engine applies it, the seeded dice roll up to the next
    /// question of the player's, and the delve is saved before this returns. When the delve
    /// ends, the career, corpse pile and hall of fame are updated. If saving fails, the answer
    /// is taken back in memory too, so the player can simply try again.
    pub fn answer(
        &mut self,
        active: &mut ActiveDelve,
        answer: Answer,
    ) -> Result<Vec<Event>, CareerError> {
        self.answer_watching(active, answer, &mut |_| {})
    }

    /// [`Profile::answer`], showing `watch` the delve before each seeded die or card (the
    /// terminal shows the odds of a check just before its die is rolled).
    pub fn answer_watching(
        &mut self,
        active: &mut ActiveDelve,
        answer: Answer,
        watch: &mut dyn FnMut(&Delve),
    ) -> Result<Vec<Event>, CareerError> {
        let before = active.clone();
        let events = active.apply(answer, watch)?;
        active.keep_redo_if_same();
        self.save_step(active, before)?;
        Ok(events)
    }

    /// Saves the delve after a step; if that fails, takes the step back in memory too (to
    /// `before`), so the player can simply try again. Settles the delve if it ended.
    fn save_step(
        &mut self,
        active: &mut ActiveDelve,
        before: ActiveDelve,
    ) -> Result<(), CareerError> {
        if self.save_each_step || active.delve.outcome().is_some() {
            match self.store.save(&active.id, &active.record) {
                Ok(problem) => self.note_problem(problem),
                Err(error) => {
                    *active = before;
                    return Err(error.into());
                }
            }
        }
        self.settle_if_over(active)
    }

    /// Whether each step of a delve (an answer, a roll) is saved as it is taken: on by
    /// default, so that a delve survives Malice being killed at any moment. Off, a delve in
    /// progress is saved when it starts and when it ends, and its steps in between live in
    /// memory only: for long runs of many delves (a test of the dice through the app's own
    /// path), where saving the growing record at every step costs most of the time.
    pub fn save_each_step(&mut self, on: bool) {
        self.save_each_step = on;
    }

    /// Makes seeded delves started or opened from now on wait before the first die of a
    /// check whose odds the player has not seen (a check with nothing to choose, such as a
    /// Cups court card's or The Tower's): the app shows the odds and waits for
    /// [`Profile::roll`]. Off by default: the command line rolls on.
    pub fn pause_before_checks(&mut self, on: bool) {
        self.pause_before_checks = on;
    }

    /// Rolls the check's die a seeded delve waits for (see [`Profile::pause_before_checks`])
    /// and the seeded dice after it, saves, and settles the delve if it ended.
    pub fn roll(&mut self, active: &mut ActiveDelve) -> Result<Vec<Event>, CareerError> {
        if !active.waits_for_roll() {
            return Err(CareerError::NothingToRoll);
        }
        let before = active.clone();
        let events = active.roll_waiting(&mut |_| {})?;
        active.keep_redo_if_same();
        self.save_step(active, before)?;
        Ok(events)
    }

    /// Takes back the player's last answer (and the dice that followed it). The delve is
    /// marked assisted, in its record and in the hall of fame. What was taken back may be
    /// given again with [`Profile::redo`] until another answer is given.
    pub fn undo(&mut self, active: &mut ActiveDelve) -> Result<(), CareerError> {
        let record = active
            .without_last_answer()
            .ok_or(CareerError::NothingToUndo)?;
        let future = if active.can_redo() {
            active.redo.clone()
        } else {
            active.delve.answers().to_vec()
        };
        self.rebuild_to(active, record, future)
    }

    /// Gives again the answer last taken back (and the dice that followed it, the same as
    /// before: they come from the seed), as long as no other answer was given since. The
    /// delve stays marked assisted.
    pub fn redo(&mut self, active: &mut ActiveDelve) -> Result<(), CareerError> {
        let record = active
            .with_next_answer()
            .ok_or(CareerError::NothingToRedo)?;
        let future = active.redo.clone();
        self.rebuild_to(active, record, future)?;
        self.settle_if_over(active)
    }

    /// Replaces the delve with the one its `record` rebuilds, rolls the seeded dice on, saves
    /// it, and keeps `future` for Redo while it still leads there.
    fn rebuild_to(
        &mut self,
        active: &mut ActiveDelve,
        record: DelveRecord,
        future: Vec<Answer>,
    ) -> Result<(), CareerError> {
        let mut rebuilt = ActiveDelve::rebuild(active.id.clone(), record)?;
        rebuilt.pause = active.pause;
        let mut events = Vec::new();
        rebuilt.roll_dice(&mut events)?;
        rebuilt.events.extend(events);
        rebuilt.sync_record();
        rebuilt.redo = future;
        rebuilt.keep_redo_if_same();
        let problem = self.store.save(&rebuilt.id, &rebuilt.record)?;
        self.note_problem(problem);
        *active = rebuilt;
        Ok(())
    }
}
