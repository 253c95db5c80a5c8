//! The delve, the app's side: what Home, the new-adventurer screen and the table ask of the
//! profile (creating adventurers, starting, continuing, answering, undoing, notes), and the
//! career screen's attributes across a delve. The delve itself belongs to the table: it is
//! changed only through the table's own `step` and `undo`, which work out again what the table
//! derives from it.

use iced::Task;
use iced::time::Instant;
use rand::Rng;

use crate::career::{ActiveDelve, CareerError, Dice, Profile};
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::event::Event;
use crate::ui::screen::{career, home, new_adventurer, table};

use super::folder::problems_text;
use super::{App, Message, Screen};

impl App {
    /// Does what Home asks of the profile.
    pub(super) fn home_request(&mut self, request: home::Request) -> Task<Message> {
        match request {
            home::Request::Retry => {
                self.banner = None;
                self.open_profile();
                // Home shows what the profile holds now: its unfinished matches, its pile.
                if let Screen::Home(state) = &self.screen {
                    self.home_chosen = state.chosen.clone();
                    self.screen = Screen::Home(self.home_state());
                }
            }
            home::Request::Start(id) => return self.start(&id),
            home::Request::Continue => return self.resume(),
            home::Request::AskRetire(id) => self.ask_retire(id),
            home::Request::Retire(id) => self.retire(&id),
            home::Request::AskAbandon(id) => self.ask_abandon(id),
            home::Request::Abandon(id) => self.abandon(&id),
            home::Request::Quick(kind) => return self.quick_match(kind),
            home::Request::Choose(back) => return self.choose(back),
            home::Request::Enter(chosen) => return self.enter(chosen),
            home::Request::PlayToday => return self.start_daily(self.daily_today()),
            home::Request::OpenChosen(chosen, page) => return self.open_chosen(chosen, page),
        }
        Task::none()
    }

    /// Does what the new-adventurer screen asks: the app's dice, the profile's adventurers.
    pub(super) fn new_adventurer_request(
        &mut self,
        request: new_adventurer::Request,
    ) -> Task<Message> {
        match request {
            new_adventurer::Request::Roll => {
                let dice = std::array::from_fn(|_| self.rng.random_range(1..=6));
                let now = self.settings.animations.then(Instant::now);
                if let Screen::NewAdventurer(state) = &mut self.screen {
                    state.rolled(dice, now);
                }
            }
            new_adventurer::Request::Create { name, dice } => self.create(&name, dice),
        }
        Task::none()
    }

    /// Does what the table asks of the profile; what changes the adventurer's story is
    /// written to the journal folder too (when one is set).
    pub(super) fn table_request(&mut self, request: table::Request) -> Task<Message> {
        let changes = !matches!(
            request,
            table::Request::GuideOff | table::Request::KeepDraft(_) | table::Request::DropDraft
        );
        let adventurer = self.table_adventurer();
        let work = self.table_request_inner(request);
        if changes && let Some(adventurer) = adventurer {
            self.sync_journal(&adventurer);
        }
        work
    }

    fn table_request_inner(&mut self, request: table::Request) -> Task<Message> {
        match request {
            table::Request::Answer(answer) => {
                return self.step(|profile, active| profile.answer(active, answer));
            }
            // Rolls the die a check waits for (its odds were on show).
            table::Request::Roll => return self.step(Profile::roll),
            table::Request::Undo => return self.undo(),
            table::Request::Redo => return self.redo(),
            table::Request::PlayAgain => return self.play_again(),
            table::Request::CopyCode => return self.copy_table_code(),
            table::Request::Race => self.table_race(),
            // A note saved (Ctrl+Enter in the box, or its button): the ring hides, so that
            // Space flips the next card (Tab goes on from where it was).
            table::Request::AddNote(entry, text) => {
                self.focus.hide();
                self.add_note(entry, &text);
            }
            table::Request::EditNote(id, text) => {
                self.focus.hide();
                self.edit_note(|profile| profile.edit_note(&id, &text));
            }
            table::Request::AddEntry(after, title, text) => {
                self.focus.hide();
                self.add_entry(after, &title, &text, false);
            }
            // The oracle's answer: an entry like any other, but the note box keeps its words.
            table::Request::OracleEntry(after, title, text) => {
                self.add_entry(after, &title, &text, true);
                self.drop_box(super::drafts::ORACLE);
            }
            table::Request::EditEntry(id, title, text) => {
                self.focus.hide();
                self.edit_note(|profile| profile.edit_entry(&id, &title, &text));
            }
            // A key in the note box: its words are kept by the drafts' timer.
            table::Request::KeepDraft(false) => {}
            table::Request::KeepDraft(true) => {
                // Esc left the note box: the ring hides too, so that Space flips the next
                // card instead of putting the caret back (Tab goes on from the box). The
                // words are kept at once.
                self.focus.hide();
                self.keep_drafts();
            }
            table::Request::GuideOff => {
                self.settings.guide.on = false;
                self.save_settings();
            }
            table::Request::DropDraft => {
                if let Screen::Table(table) = &self.screen {
                    let delve = table.active().id().clone();
                    self.drop_draft(&delve);
                }
            }
        }
        Task::none()
    }

    /// Creates the adventurer; with no dice yet (Enter in the name field), the app rolls them.
    fn create(&mut self, name: &str, dice: Option<[u8; 6]>) {
        let dice = dice.unwrap_or_else(|| std::array::from_fn(|_| self.rng.random_range(1..=6)));
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.create_adventurer(name, Attributes(dice)) {
            Ok(id) => {
                self.sync_journal(&id);
                self.named();
                // Home opens on the new adventurer: Enter sends them into the dungeon.
                self.home_chosen.adventurer = Some(id);
                let home = Screen::Home(self.home_state());
                self.show(home);
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    pub(super) fn start(&mut self, id: &RecordId) -> Task<Message> {
        let dice = if self.settings.table_mode {
            Dice::Table
        } else {
            Dice::Seeded(self.rng.random())
        };
        let options = self.settings.options;
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        match profile.start_delve(id, options, dice) {
            Ok(active) => {
                self.sync_journal(id);
                self.open_table(active)
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// Opens the table on the delve in progress (it stays as it is when already on show).
    pub(super) fn resume(&mut self) -> Task<Message> {
        if matches!(self.screen, Screen::Table(_)) {
            return Task::none();
        }
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        let Some((adventurer, _)) = profile.delve_in_progress() else {
            return Task::none();
        };
        match profile.resume_delve(&adventurer) {
            Ok(active) => self.open_table(active),
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// Takes one step of the delve on the table (an answer, a roll), saved in the profile;
    /// the table shows what it did and works its figures out again.
    fn step(
        &mut self,
        step: impl FnOnce(&mut Profile, &mut ActiveDelve) -> Result<Vec<Event>, CareerError>,
    ) -> Task<Message> {
        let now = self.settings.animations.then(Instant::now);
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return Task::none();
        };
        let (work, stepped) = table.step(|active| step(profile, active), now);
        if let Err(error) = stepped {
            self.banner = Some(format!("{error} (nothing was lost; try again)"));
        }
        let seen = table.take_seen();
        let problems = profile.take_problems();
        if !problems.is_empty() {
            self.banner = Some(problems_text(&problems));
        }
        // The guide's notes seen are kept in the profile's settings: each shows once.
        if !seen.is_empty() {
            let kept = &mut self.settings.guide.seen;
            for word in seen {
                if !kept.iter().any(|w| w == word) {
                    kept.push(word.to_string());
                }
            }
            self.save_settings();
        }
        work.map(Message::Table)
    }

    /// Takes back the last answer of the delve on the table (by its button or by Ctrl+Z).
    fn undo(&mut self) -> Task<Message> {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return Task::none();
        };
        let (work, undone) = table.undo(|active| profile.undo(active));
        if let Err(error) = undone {
            self.banner = Some(error.to_string());
        }
        work.map(Message::Table)
    }

    /// Gives again the answer last taken back (by its button, Ctrl+Shift+Z or Ctrl+Y).
    fn redo(&mut self) -> Task<Message> {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return Task::none();
        };
        let (work, redone) = table.undo(|active| profile.redo(active));
        if let Err(error) = redone {
            self.banner = Some(error.to_string());
        }
        work.map(Message::Table)
    }

    /// Asks whether to retire an adventurer, saying what it means.
    fn ask_retire(&mut self, id: RecordId) {
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

    fn retire(&mut self, id: &RecordId) {
        if let Some(profile) = self.profile.as_mut()
            && let Err(error) = profile.retire(id)
        {
            self.banner = Some(error.to_string());
        }
        self.sync_journal(id);
    }

    /// Asks whether to abandon an adventurer's delve in progress, saying what it means for
    /// them and for the corpse pile.
    fn ask_abandon(&mut self, id: RecordId) {
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

    fn abandon(&mut self, id: &RecordId) {
        if let Some(profile) = self.profile.as_mut()
            && let Err(error) = profile.abandon_delve(id)
        {
            self.banner = Some(error.to_string());
        }
        self.sync_journal(id);
    }

    pub(super) fn name_of(&self, id: &RecordId) -> String {
        self.profile
            .as_ref()
            .and_then(|p| p.adventurer(id))
            .map_or_else(|| id.to_string(), |a| a.name.clone())
    }

    /// Shows the table on an open delve, with whose cards lie on the corpse pile and the
    /// notes written on it so far; gives the table's work on it (its chance to escape).
    pub(super) fn open_table(&mut self, active: ActiveDelve) -> Task<Message> {
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
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
        let delve = active.id().clone();
        let (mut table, work) = table::Table::open(active, pile, notes, self.settings.chances);
        table.set_guide(&self.settings.guide);
        // Words begun in the note box before are where they were.
        if let Some(draft) = self.kept_draft(&delve) {
            table.restore_draft(draft);
        }
        table.restore_question(self.box_draft(super::drafts::ORACLE));
        self.show(Screen::Table(Box::new(table)));
        work.map(Message::Table)
    }

    /// Saves a new note on a journal entry of the delve on the table; it shows at once.
    fn add_note(&mut self, entry: Option<usize>, text: &str) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let active = table.active();
        let adventurer = RecordId::new(active.record().adventurer.as_str()).ok();
        let delve = active.id().clone();
        match profile.add_note(adventurer.as_ref(), Some(&delve), entry, text) {
            Ok(_) => {
                table.notes_saved(notes_of(profile, &delve));
                self.drop_draft(&delve);
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// Saves a new entry of the player's own in the delve on the table, after journal entry
    /// `after`; it shows at once. The note box
    /// empties and its draft is done with, unless `oracle` (the oracle wrote it: whatever
    /// the player was writing stays).
    fn add_entry(&mut self, after: Option<usize>, title: &str, text: &str, oracle: bool) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let active = table.active();
        let delve = active.id().clone();
        let added = RecordId::new(active.record().adventurer.as_str())
            .map_err(CareerError::from)
            .and_then(|adventurer| {
                profile.add_entry(&adventurer, Some(&delve), after, title, text)
            });
        match added {
            Ok(_) if oracle => table.notes_refreshed(notes_of(profile, &delve)),
            Ok(_) => {
                table.notes_saved(notes_of(profile, &delve));
                self.drop_draft(&delve);
            }
            Err(error) if oracle => {
                self.banner = Some(format!("The card drawn could not be written: {error}."));
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// Saves new words for a note or entry (`edit`; empty words delete it, the old words stay
    /// in its backups).
    fn edit_note(&mut self, edit: impl FnOnce(&mut Profile) -> Result<(), CareerError>) {
        let (Some(profile), Screen::Table(table)) = (self.profile.as_mut(), &mut self.screen)
        else {
            return;
        };
        let delve = table.active().id().clone();
        match edit(profile) {
            Ok(()) => {
                table.notes_saved(notes_of(profile, &delve));
                self.drop_draft(&delve);
            }
            Err(error) => self.banner = Some(format!("{error} (your words are still in the box)")),
        }
    }

    /// The career screen of an adventurer, with their last finished delve turn by turn.
    pub(super) fn career_screen(&mut self, id: RecordId) -> Option<career::State> {
        let profile = self.profile.as_mut()?;
        let adventurer = profile.adventurer(&id)?.clone();
        let last = profile.last_run_by_turn(&id).ok().flatten();
        Some(career::State::new(id, adventurer, last))
    }
}

/// The notes written on a delve, oldest first (deleted ones, left empty, are left out).
fn notes_of(profile: &mut crate::career::Profile, delve: &RecordId) -> Vec<table::Note> {
    let mut notes: Vec<_> = profile
        .notes()
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, n)| n.delve.as_deref() == Some(delve.as_str()) && !n.is_deleted())
        .collect();
    notes.sort_by_key(|(_, n)| n.created);
    notes
        .into_iter()
        .map(|(id, n)| table::Note {
            id,
            entry: n.entry,
            text: n.text,
            own: n.kind == crate::career::NoteKind::Entry,
            title: n.title,
        })
        .collect()
}
