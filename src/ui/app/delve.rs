//! The delve: creating adventurers, starting, continuing, answering, undoing, notes, and the
//! attributes across a delve for the career chart.

use iced::time::Instant;
use rand::Rng;

use crate::career::Dice;
use crate::journal;
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::event::Event;
use crate::tarot::question::Answer;
use crate::ui::rolls;

use super::folder::problems_text;
use super::{App, Screen};

impl App {
    pub(super) fn create(&mut self) {
        let Some(dice) = self.new_adventurer.dice else {
            self.banner = Some("Roll the six dice first (or type the ones you rolled).".into());
            return;
        };
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.create_adventurer(&self.new_adventurer.name, Attributes(dice)) {
            Ok(_) => {
                self.new_adventurer.name.clear();
                self.new_adventurer.dice = None;
                self.new_adventurer.manual.clear();
                self.screen = Screen::Home;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn start(&mut self, id: &RecordId) {
        let dice = if self.settings.table_mode {
            Dice::Table
        } else {
            Dice::Seeded(self.rng.random())
        };
        let options = self.settings.options;
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.start_delve(id, options, dice) {
            Ok(active) => {
                self.active = Some(active);
                self.table.selected = None;
                self.rolls.clear();
                self.screen = Screen::Table;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn resume(&mut self) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        if self
            .active
            .as_ref()
            .is_some_and(|a| a.delve().outcome().is_none())
        {
            self.screen = Screen::Table;
            return;
        }
        let Some((adventurer, _)) = profile.delve_in_progress() else {
            return;
        };
        match profile.resume_delve(&adventurer) {
            Ok(active) => {
                self.active = Some(active);
                self.rolls.clear();
                self.screen = Screen::Table;
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn answer(&mut self, answer: Answer) {
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_mut()) else {
            return;
        };
        match profile.answer(active, answer) {
            Ok(events) => {
                let flipped = events.iter().any(|e| matches!(e, Event::Flipped { .. }));
                let open = self.rolls.last().filter(|c| c.passed.is_none());
                let carried = open.map_or(0, |c| c.dice.len());
                let checks = rolls::after_answer(open, &events, active.delve().question().as_ref());
                let thrown = rolls::dice_count(&checks).saturating_sub(carried);
                if !checks.is_empty() {
                    self.rolls = checks;
                    self.fresh = self.rolls.iter().map(|c| c.dice.len()).sum::<usize>() - thrown;
                } else if flipped || events.iter().any(|e| matches!(e, Event::TurnBegan { .. })) {
                    self.rolls.clear();
                }
                // Dice rolled at the table are already known: only the app's dice tumble.
                let rolled = active.record().seed.is_some() && thrown > 0;
                if self.settings.animations {
                    if flipped {
                        self.flip.start(Instant::now());
                    }
                    if rolled {
                        self.roll.start(Instant::now());
                    }
                    if events
                        .iter()
                        .any(|e| matches!(e, Event::SkillChanged { .. }))
                    {
                        self.shift.start(Instant::now());
                    }
                }
            }
            Err(error) => self.banner = Some(format!("{error} (nothing was lost; try again)")),
        }
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        }
    }

    pub(super) fn undo(&mut self) {
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_mut()) else {
            return;
        };
        match profile.undo(active) {
            Ok(()) => self.rolls.clear(),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn attach_note(&mut self) {
        let text = self.table.note.trim().to_string();
        if text.is_empty() {
            return;
        }
        let (Some(profile), Some(active)) = (self.profile.as_mut(), self.active.as_ref()) else {
            return;
        };
        let entries = journal::entries(active.events(), active.delve().arcana());
        let entry = entries.last().map(|e| e.index);
        let adventurer = RecordId::new(active.record().adventurer.as_str()).ok();
        match profile.add_note(adventurer.as_ref(), Some(active.id()), entry, &text) {
            Ok(_) => {
                self.table.note.clear();
                self.journal_doc = None;
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// The six attributes after each answer of the adventurer's last delve.
    pub(crate) fn attribute_history(&self, id: &RecordId) -> Option<Vec<Vec<u8>>> {
        match &self.history {
            Some((owner, series)) if owner == id && !series[0].is_empty() => Some(series.clone()),
            _ => None,
        }
    }

    pub(super) fn refresh_history(&mut self, id: &RecordId) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let series = profile
            .delves_of(id)
            .ok()
            .and_then(|delves| delves.last().map(|(_, d)| history_of(d)))
            .unwrap_or_default();
        self.history = Some((id.clone(), series));
    }
}

/// The attributes after every answer of a delve (creation dice left out), one series each.
fn history_of(record: &crate::career::DelveRecord) -> Vec<Vec<u8>> {
    let mut series = vec![Vec::new(); 6];
    let Ok(mut delve) = crate::tarot::delve::Delve::new(record.setup.clone()) else {
        return series;
    };
    for word in record.answer_words() {
        let Some(question) = delve.question() else {
            break;
        };
        let Ok(answer) = Answer::parse(word, &question) else {
            break;
        };
        if delve.answer(answer).is_err() {
            break;
        }
        let attrs = delve.attributes();
        if matches!(
            question,
            crate::tarot::question::Question::CreationDie { .. }
        ) {
            continue;
        }
        for (i, value) in attrs.0.iter().enumerate() {
            series[i].push(*value);
        }
    }
    series
}
