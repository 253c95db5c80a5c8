//! A delve being played: the engine's [`Delve`], its record, and the seeded dice. Every answer
//! is saved before [`Profile::answer`](super::Profile::answer) returns, so closing the app at any moment loses
//! nothing; reopening replays the saved answers to exactly the same place.

use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::chance::SeededChance;
use crate::tarot::delve::Delve;
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Question};

use super::error::CareerError;
use super::records::DelveRecord;

/// A delve in play, in step with its saved record.
#[derive(Clone, Debug)]
pub struct ActiveDelve {
    pub(super) id: RecordId,
    pub(super) record: DelveRecord,
    pub(super) delve: Delve,
    pub(super) chance: Option<SeededChance>,
    pub(super) events: Vec<Event>,
    /// For each answer given, whether the player gave it (not the seeded dice).
    pub(super) by_player: Vec<bool>,
    /// Answers at the start that cannot be taken back (a new adventurer's creation dice).
    pub(super) fixed: usize,
    /// Whether the seeded dice stop before the first die of a check the player has not seen
    /// the odds of (the app shows them and waits for "Roll"); the command line rolls on.
    pub(super) pause: bool,
    /// After Undo: every answer the delve had before the first Undo of the series, which
    /// Redo gives again step by step; empty when there is nothing to redo. Kept while the
    /// answers given are its beginning, dropped at the first answer that differs.
    pub(super) redo: Vec<Answer>,
}

impl ActiveDelve {
    /// Rebuilds a delve from its record by replaying every saved answer.
    pub(super) fn rebuild(id: RecordId, record: DelveRecord) -> Result<ActiveDelve, CareerError> {
        let delve = Delve::new(record.setup.clone())?;
        let chance = record.seed.map(SeededChance::new);
        let fixed = match record.setup.start {
            crate::tarot::delve::Start::New => 6,
            crate::tarot::delve::Start::Returning { .. } => 0,
        };
        let words: Vec<String> = record.answer_words().map(str::to_owned).collect();
        let mut active = ActiveDelve {
            id,
            record,
            delve,
            chance,
            events: Vec::new(),
            by_player: Vec::new(),
            fixed,
            pause: false,
            redo: Vec::new(),
        };
        for (i, word) in words.iter().enumerate() {
            let delve_id = active.id.to_string();
            let bad = |reason: String| CareerError::BadReplay {
                delve: delve_id.clone(),
                index: i + 1,
                reason,
            };
            let question = active
                .delve
                .question()
                .ok_or_else(|| bad("the delve had already ended".into()))?;
            let answer = Answer::parse(word, &question).map_err(|e| bad(e.to_string()))?;
            // Not the player's: a seeded die, or an answer given for them (the High
            // Priestess's pick at the table), so that Undo passes over it after a reload too.
            let automatic = active.delve.automatic_answer().is_some();
            let from_dice = active.advance_dice(&question) || automatic;
            let events = active
                .delve
                .answer(answer)
                .map_err(|e| bad(e.to_string()))?;
            active.events.extend(events);
            active.by_player.push(!from_dice);
        }
        Ok(active)
    }

    /// For a chance question in a seeded delve, draws from the generator (keeping it in step
    /// with the answers) and returns `true`.
    fn advance_dice(&mut self, question: &Question) -> bool {
        match (&mut self.chance, question.is_chance()) {
            (Some(chance), true) => {
                chance.answer(&self.delve);
                true
            }
            _ => false,
        }
    }

    /// The delve record's id.
    pub fn id(&self) -> &RecordId {
        &self.id
    }

    /// The saved record (as of the last answer).
    pub fn record(&self) -> &DelveRecord {
        &self.record
    }

    /// The engine's delve: question, legal answers, odds, piles.
    pub fn delve(&self) -> &Delve {
        &self.delve
    }

    /// Every event so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Whether the player may take back an answer.
    pub fn can_undo(&self) -> bool {
        self.last_player_answer().is_some()
    }

    /// Whether an answer taken back may be given again.
    pub fn can_redo(&self) -> bool {
        self.redo.len() > self.delve.answers().len()
    }

    /// Keeps what Redo would give only while the answers given are its beginning.
    pub(super) fn keep_redo_if_same(&mut self) {
        if !self.redo.starts_with(self.delve.answers()) || !self.can_redo() {
            self.redo.clear();
        }
    }

    /// The record with the next step taken back given again: the player's answer, and the
    /// dice and answers nobody is asked that followed it; `None` when there is nothing to
    /// redo.
    pub(super) fn with_next_answer(&self) -> Option<DelveRecord> {
        if !self.can_redo() {
            return None;
        }
        let mut delve = self.delve.clone();
        let mut at = delve.answers().len();
        delve.answer(*self.redo.get(at)?).ok()?;
        at += 1;
        while let (Some(question), Some(answer)) = (delve.question(), self.redo.get(at)) {
            let seeded = self.chance.is_some() && question.is_chance();
            if !seeded && delve.automatic_answer().is_none() {
                break;
            }
            delve.answer(*answer).ok()?;
            at += 1;
        }
        let words: Vec<String> = self.redo[..at].iter().map(Answer::to_string).collect();
        let mut record = self.record.clone();
        record.answers = words.join(";");
        record.assisted = true;
        record.updated = chrono::Utc::now();
        Some(record)
    }

    /// The index of the last answer the player may take back: not a seeded die, not a
    /// creation die, and not once the delve has ended (its end is already in the career).
    fn last_player_answer(&self) -> Option<usize> {
        if self.delve.outcome().is_some() {
            return None;
        }
        self.by_player
            .iter()
            .rposition(|&mine| mine)
            .filter(|&i| i >= self.fixed)
    }

    /// Gives a new adventurer's creation dice (already rolled when they were created).
    pub(super) fn give_creation_dice(&mut self, attributes: Attributes) -> Result<(), CareerError> {
        for value in attributes.0 {
            let question = self
                .delve
                .question()
                .ok_or_else(|| CareerError::BadRoll("the delve ended during creation".into()))?;
            self.advance_dice(&question);
            let events = self.delve.answer(Answer::Die(value))?;
            self.events.extend(events);
            self.by_player.push(false);
        }
        Ok(())
    }

    /// Applies the player's answer, then the seeded dice up to the next question of the
    /// player's, and returns the events. `watch` sees the delve before each seeded answer (a
    /// die about to be rolled, a card about to be drawn). Nothing is saved here (the profile
    /// saves); an illegal answer changes nothing.
    pub(super) fn apply(
        &mut self,
        answer: Answer,
        watch: &mut dyn FnMut(&Delve),
    ) -> Result<Vec<Event>, CareerError> {
        if self.chance.is_some() && self.delve.question().is_some_and(|q| q.is_chance()) {
            return Err(CareerError::DiceRollThemselves);
        }
        let mut events = self.delve.answer(answer)?;
        self.by_player.push(true);
        // An answer that chose a check (its attribute, its Cups, trying a skip, a re-roll)
        // was given with the odds in view: its die rolls at once.
        let chose_check = matches!(
            answer,
            Answer::Attr(_) | Answer::Cups(_) | Answer::Skip(true) | Answer::Reroll(true)
        );
        self.roll_dice_from(&mut events, watch, chose_check)?;
        self.events.extend(events.iter().copied());
        self.sync_record();
        Ok(events)
    }

    /// Answers chance questions from the seed, and questions nobody needs to be asked
    /// ([`Delve::automatic_answer`]), until the player must answer or the delve ends (or,
    /// when pausing, a check's first die waits for the player).
    pub(super) fn roll_dice(&mut self, events: &mut Vec<Event>) -> Result<(), CareerError> {
        self.roll_dice_from(events, &mut |_| {}, false)
    }

    /// Whether the delve waits for the player to roll a check's die (seeded dice, pausing).
    pub fn waits_for_roll(&self) -> bool {
        self.chance.is_some() && self.delve.question().is_some_and(|q| q.is_chance())
    }

    /// Rolls the die the delve waits for, and the seeded dice after it, as
    /// [`ActiveDelve::apply`] does after an answer.
    pub(super) fn roll_waiting(
        &mut self,
        watch: &mut dyn FnMut(&Delve),
    ) -> Result<Vec<Event>, CareerError> {
        let mut events = Vec::new();
        self.roll_dice_from(&mut events, watch, true)?;
        self.events.extend(events.iter().copied());
        self.sync_record();
        Ok(events)
    }

    /// [`ActiveDelve::roll_dice`], showing `watch` the delve before each seeded answer;
    /// `roll_first`: the first check die met rolls even when pausing.
    fn roll_dice_from(
        &mut self,
        events: &mut Vec<Event>,
        watch: &mut dyn FnMut(&Delve),
        mut roll_first: bool,
    ) -> Result<(), CareerError> {
        while let Some(question) = self.delve.question() {
            let answer = match (self.delve.automatic_answer(), self.chance.as_mut()) {
                (Some(answer), _) => answer,
                (None, Some(chance)) if question.is_chance() => {
                    let first_die = matches!(question, Question::Die { reroll: false, .. });
                    if self.pause && first_die && !roll_first {
                        break;
                    }
                    roll_first = false;
                    watch(&self.delve);
                    chance
                        .answer(&self.delve)
                        .ok_or_else(|| CareerError::BadReplay {
                            delve: self.id.to_string(),
                            index: self.by_player.len() + 1,
                            reason: format!("the seeded dice could not answer: {question}"),
                        })?
                }
                _ => break,
            };
            events.extend(self.delve.answer(answer)?);
            self.by_player.push(false);
        }
        Ok(())
    }

    /// Writes the delve's answers into the record.
    pub(super) fn sync_record(&mut self) {
        let words: Vec<String> = self.delve.answers().iter().map(Answer::to_string).collect();
        self.record.answers = words.join(";");
        self.record.updated = chrono::Utc::now();
    }

    /// The record with the last answer of the player's (and the dice after it) taken back,
    /// marked assisted; `None` when there is nothing to take back.
    pub(super) fn without_last_answer(&self) -> Option<DelveRecord> {
        let keep = self.last_player_answer()?;
        let words: Vec<String> = self.delve.answers()[..keep]
            .iter()
            .map(Answer::to_string)
            .collect();
        let mut record = self.record.clone();
        record.answers = words.join(";");
        record.assisted = true;
        record.finished = false;
        record.updated = chrono::Utc::now();
        Some(record)
    }
}
