//! The delve: creating adventurers, starting, continuing, answering, undoing, notes, and the
//! career screen's attributes across a delve.

use iced::time::Instant;
use rand::Rng;

use crate::career::Dice;
use crate::journal;
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::question::{Answer, Question};
use crate::ui::screen::{career, home, table};

use super::folder::problems_text;
use super::{App, Screen};

impl App {
    pub(super) fn create(&mut self) {
        let Screen::NewAdventurer(state) = &self.screen else {
            return;
        };
        let Some(dice) = state.dice else {
            self.banner = Some("Roll the six dice first (or type the ones you rolled).".into());
            return;
        };
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.create_adventurer(&state.name, Attributes(dice)) {
            Ok(_) => self.screen = Screen::Home(home::State::default()),
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
            Ok(active) => self.screen = Screen::Table(Box::new(table::Table::new(active))),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    /// Opens the table on the delve in progress (it stays as it is when already on show).
    pub(super) fn resume(&mut self) {
        if matches!(self.screen, Screen::Table(_)) {
            return;
        }
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let Some((adventurer, _)) = profile.delve_in_progress() else {
            return;
        };
        match profile.resume_delve(&adventurer) {
            Ok(active) => self.screen = Screen::Table(Box::new(table::Table::new(active))),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn answer(&mut self, answer: Answer) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        match profile.answer(table.active_mut(), answer) {
            Ok(events) => {
                let now = self.settings.animations.then(Instant::now);
                table.absorb(&events, now);
            }
            Err(error) => self.banner = Some(format!("{error} (nothing was lost; try again)")),
        }
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        }
    }

    pub(super) fn undo(&mut self) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        match profile.undo(table.active_mut()) {
            Ok(()) => table.undone(),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn attach_note(&mut self) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let text = table.note().trim().to_string();
        if text.is_empty() {
            return;
        }
        let active = table.active();
        let entries = journal::entries(active.events(), active.delve().arcana());
        let entry = entries.last().map(|e| e.index);
        let adventurer = RecordId::new(active.record().adventurer.as_str()).ok();
        match profile.add_note(adventurer.as_ref(), Some(active.id()), entry, &text) {
            Ok(_) => table.note_attached(),
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// The career screen of an adventurer, with the attributes across their last delve.
    pub(super) fn career_screen(&mut self, id: &RecordId) -> Option<career::State> {
        let profile = self.profile.as_mut()?;
        let adventurer = profile.adventurer(id)?.clone();
        let series = profile
            .delves_of(id)
            .ok()
            .and_then(|delves| delves.last().map(|(_, d)| history_of(d)))
            .unwrap_or_default();
        Some(career::State::new(id.clone(), adventurer, series))
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
        if matches!(question, Question::CreationDie { .. }) {
            continue;
        }
        for (i, value) in delve.attributes().0.iter().enumerate() {
            series[i].push(*value);
        }
    }
    series
}
