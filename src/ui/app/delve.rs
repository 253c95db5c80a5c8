//! The delve: creating adventurers, starting, continuing, answering, undoing, notes, and the
//! career screen's attributes across a delve.

use iced::time::Instant;
use rand::Rng;

use crate::career::{ActiveDelve, CareerError, Dice, Profile};
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::event::Event;
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
            Ok(active) => self.open_table(active),
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
            Ok(active) => self.open_table(active),
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn answer(&mut self, answer: Answer) {
        self.step(|profile, active| profile.answer(active, answer));
    }

    /// Rolls the die a check waits for (its odds were on show).
    pub(super) fn roll(&mut self) {
        self.step(Profile::roll);
    }

    /// Takes one step of the delve on the table (an answer, a roll) and shows what it did.
    fn step(
        &mut self,
        step: impl FnOnce(&mut Profile, &mut ActiveDelve) -> Result<Vec<Event>, CareerError>,
    ) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        match step(profile, table.active_mut()) {
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

    /// Asks whether to retire an adventurer, saying what it means.
    pub(super) fn ask_retire(&mut self, id: RecordId) {
        let name = self.name_of(&id);
        self.confirm = Some(super::Confirm {
            question: format!(
                "Retire {name}? They stay in the roster and the hall of fame with their \
                 score, but delve no more. This cannot be undone."
            ),
            yes: "Retire",
            then: Box::new(super::Message::Home(home::Message::Retire(id))),
        });
    }

    pub(super) fn retire(&mut self, id: &RecordId) {
        if let Some(profile) = self.profile.as_mut()
            && let Err(error) = profile.retire(id)
        {
            self.banner = Some(error.to_string());
        }
    }

    /// Asks whether to abandon an adventurer's delve in progress, saying what it means for
    /// them and for the corpse pile.
    pub(super) fn ask_abandon(&mut self, id: RecordId) {
        let name = self.name_of(&id);
        self.confirm = Some(super::Confirm {
            question: format!(
                "Abandon {name}'s delve? It stops where it is and stays in the journal, \
                 unfinished. {name} comes back alive with nothing (no run, no score), and \
                 nothing is added to the corpse pile. This cannot be undone."
            ),
            yes: "Abandon the delve",
            then: Box::new(super::Message::Home(home::Message::Abandon(id))),
        });
    }

    pub(super) fn abandon(&mut self, id: &RecordId) {
        if let Some(profile) = self.profile.as_mut()
            && let Err(error) = profile.abandon_delve(id)
        {
            self.banner = Some(error.to_string());
        }
    }

    fn name_of(&self, id: &RecordId) -> String {
        self.profile
            .as_ref()
            .and_then(|p| p.adventurer(id))
            .map_or_else(|| id.to_string(), |a| a.name.clone())
    }

    /// Shows the table on an open delve, with whose cards lie on the corpse pile and the
    /// notes written on it so far.
    fn open_table(&mut self, active: ActiveDelve) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let mut pile: Vec<String> = Vec::new();
        match profile.corpse_pile() {
            Ok(corpse) => {
                for card in corpse.cards {
                    if !pile.contains(&card.adventurer) {
                        pile.push(card.adventurer);
                    }
                }
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
        let notes = notes_of(profile, active.id());
        self.screen = Screen::Table(Box::new(table::Table::new(active).with(pile, notes)));
    }

    /// Saves a new note on a journal entry of the delve on the table; it shows at once.
    pub(super) fn add_note(&mut self, entry: Option<usize>, text: &str) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let active = table.active();
        let adventurer = RecordId::new(active.record().adventurer.as_str()).ok();
        let delve = active.id().clone();
        match profile.add_note(adventurer.as_ref(), Some(&delve), entry, text) {
            Ok(_) => table.notes_saved(notes_of(profile, &delve)),
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// Saves new words for a note (empty words delete it; the old words stay in its backups).
    pub(super) fn edit_note(&mut self, id: &RecordId, text: &str) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let delve = table.active().id().clone();
        match profile.edit_note(id, text) {
            Ok(()) => table.notes_saved(notes_of(profile, &delve)),
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

/// The notes written on a delve, oldest first (deleted ones, left empty, are left out).
fn notes_of(profile: &mut crate::career::Profile, delve: &RecordId) -> Vec<table::Note> {
    let mut notes: Vec<_> = profile
        .notes()
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, n)| n.delve.as_deref() == Some(delve.as_str()) && !n.text.trim().is_empty())
        .collect();
    notes.sort_by_key(|(_, n)| n.created);
    notes
        .into_iter()
        .map(|(id, n)| table::Note {
            id,
            entry: n.entry,
            text: n.text,
        })
        .collect()
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
