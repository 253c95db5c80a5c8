//! The board games, the app's side: starting a match (quick or from the form), opening one to
//! continue, saving it after every change, running the tasks the match screen gives it (the
//! computer's work, on a thread of its own), each game's history, and exporting or importing a
//! match. Only here do matches meet the profile.

use std::path::PathBuf;
use std::sync::Arc;

use iced::Task;
use iced::time::Instant;
use rand::Rng;

use crate::boards::ai::Player;
use crate::boards::analysis::Analysis;
use crate::boards::registry::GameKind;
use crate::boards::session::{Recipe, Sitter, YOU};
use crate::career::{FormSetup, OpenMatch, QuickMatch};
use crate::store::RecordId;
use crate::ui::screen::game::{self, OnScreen, Playing, Purpose, form, history, learn, tiles};
use crate::ui::screen::home;

use super::{App, Message, Screen};

impl App {
    /// Home's state: the board games' section with the matches not yet finished.
    pub(super) fn home_state(&mut self) -> home::State {
        let mut games = tiles::Tiles::default();
        let mut pile = Vec::new();
        if let Some(profile) = self.profile.as_mut() {
            match profile.unfinished_matches() {
                Ok(list) => games.unfinished = list,
                Err(error) => self.banner = Some(error.to_string()),
            }
            // What Quick match will really start: the last settings of each game.
            games.quick = GameKind::ALL
                .into_iter()
                .map(|kind| tiles::quick_words(kind, &profile.quick_match(kind)))
                .collect();
            // A pile that cannot be read is reported when a delve needs it.
            pile = profile.corpse_pile().map(|p| p.cards).unwrap_or_default();
        }
        home::State {
            games,
            pile,
            chosen: self.home_chosen.clone(),
            today: self.today_on_home(),
        }
    }

    /// Starts a match like `recipe` (nothing played, seeded afresh) and opens it.
    pub(super) fn start_match(&mut self, recipe: &Recipe) -> Task<Message> {
        let seed = self.rng.random();
        let session = match OnScreen::open(self.settings.animations)(&recipe.again(seed)) {
            Ok(session) => session,
            Err(error) => {
                self.banner = Some(game::sentence(&error.to_string()));
                return Task::none();
            }
        };
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        if let Some(quick) = QuickMatch::of(recipe)
            && let Err(error) = profile.set_quick_match(recipe.kind, quick)
        {
            self.banner = Some(error.to_string());
        }
        match profile.new_match(session) {
            Ok(open) => self.show_match(open),
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// A quick match: you against the computer as last time (level 2 the first time).
    pub(super) fn quick_match(&mut self, kind: GameKind) -> Task<Message> {
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        let recipe = form::quick_match(kind, &profile.quick_match(kind));
        self.start_match(&recipe)
    }

    /// Whether a match opened, `open`, is the first of a game never played, against the
    /// computer from the game's own start: nothing played in it yet, no other match of its
    /// game kept, and none of the game's lessons done. Learn is then offered before its
    /// first move, however the match was opened (a quick match, the form, or Continue on
    /// Home after a look elsewhere); not to friends sitting at the screen together, whom the
    /// lessons would keep waiting, nor on a position set up on purpose.
    fn first_of_its_game(&mut self, open: &OpenMatch<Box<dyn Playing>>) -> bool {
        let session = open.session.as_match();
        let kind = session.kind();
        let Some(profile) = self.profile.as_mut() else {
            return false;
        };
        session.move_count() == 0
            && !session.is_over()
            && session.sitters().iter().any(|s| !s.is_human())
            && session.recipe().start.is_none()
            && profile
                .match_list()
                .is_ok_and(|list| list.iter().all(|m| m.game != kind || m.id == open.id))
            && profile.lessons_done(kind).is_empty()
    }

    /// The new-match form for a game, filled in as the last match started from it was (else
    /// as the last quick match).
    pub(super) fn match_form(&mut self, kind: GameKind) -> Option<form::Form> {
        let profile = self.profile.as_mut()?;
        let last = profile.form_setup(kind);
        let mut form = form::Form::new(kind, &profile.quick_match(kind), last.as_ref());
        // Friends' names typed before the app last closed, the form not started.
        for i in 0..form.seat_names().len() {
            let name = self.box_draft(&super::drafts::seat_box(kind, i));
            if !name.is_empty() {
                form.restore_friend_name(i, name);
            }
        }
        Some(form)
    }

    /// Opens a saved match to continue it (or look at it again, once over).
    pub(super) fn continue_match(&mut self, id: RecordId) -> Task<Message> {
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        match profile.open_match_with(&id, OnScreen::open(self.settings.animations)) {
            Ok(open) => self.show_match(open),
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// Shows an open match; rolls its dice or starts the computer's work if that is next.
    fn show_match(&mut self, open: OpenMatch<Box<dyn Playing>>) -> Task<Message> {
        // A finished match analysed before shows its analysis again, without a new search.
        let kept = self
            .profile
            .as_mut()
            .filter(|_| open.session.as_match().is_over())
            .and_then(|profile| {
                profile.kept_analysis(&open.id, &open.session.as_match().recipe().entries)
            });
        let first = self.first_of_its_game(&open);
        let kind = open.session.as_match().kind();
        let mut screen = game::Match::new(open);
        if first && let Ok(path) = crate::boards::lesson::path(kind) {
            screen.offer_learn(path.lessons.len());
        }
        if let Some(analysis) = kept {
            screen.show_kept(Arc::new(analysis));
        }
        let work = screen.roll_and_think(Instant::now());
        self.show(Screen::Match(Box::new(screen)));
        self.after_change(work)
    }

    /// Saves the match on show, then runs the screen's task (the computer's work, if any).
    fn after_change(&mut self, work: Task<game::Message>) -> Task<Message> {
        self.save_match();
        work.map(Message::Game)
    }

    fn save_match(&mut self) {
        let (Screen::Match(screen), Some(profile)) = (&self.screen, self.profile.as_mut()) else {
            return;
        };
        if let Err(error) = profile.save_match_session(screen.open()) {
            self.banner = Some(format!("The match could not be saved: {error}"));
        }
    }

    /// Does what the match screen asks of the profile.
    pub(super) fn match_request(&mut self, request: game::Request) -> Task<Message> {
        match request {
            game::Request::Save(work) => self.after_change(work),
            game::Request::Again(recipe) => self.start_match(&recipe),
            game::Request::Export(id) => self.ask_match_export(id),
            game::Request::KeepAnalysis(analysis) => {
                self.keep_analysis(&analysis);
                Task::none()
            }
        }
    }

    /// Keeps the analysis just made of the match on show with the match.
    fn keep_analysis(&mut self, analysis: &Analysis) {
        let (Screen::Match(screen), Some(profile)) = (&self.screen, self.profile.as_mut()) else {
            return;
        };
        let recipe = screen.session().recipe();
        let kept = profile.keep_analysis(
            &screen.open().id,
            recipe.kind.id(),
            &recipe.entries,
            analysis,
        );
        if let Err(error) = kept {
            self.banner = Some(format!("The analysis could not be kept: {error}"));
        }
    }

    /// Does what the new-match form asks: start the match it describes (the form's choices
    /// kept for next time).
    pub(super) fn form_request(&mut self, request: form::Request) -> Task<Message> {
        match request {
            form::Request::Start(recipe) => {
                for i in 0..recipe.sitters.len() {
                    self.drop_box(&super::drafts::seat_box(recipe.kind, i));
                }
                if let Some(profile) = self.profile.as_mut()
                    && let Err(error) = profile.set_form_setup(recipe.kind, FormSetup::of(&recipe))
                {
                    self.banner = Some(error.to_string());
                }
                self.start_match(&recipe)
            }
        }
    }

    /// A game's history screen.
    pub(super) fn history_screen(&mut self, kind: GameKind) -> Option<history::History> {
        let profile = self.profile.as_mut()?;
        match profile.match_history(kind) {
            Ok(history) => Some(history::History::new(history)),
            Err(error) => {
                self.banner = Some(error.to_string());
                None
            }
        }
    }

    /// Does what the history screen asks of the profile: export a match, or import one.
    pub(super) fn history_request(&mut self, request: history::Request) -> Task<Message> {
        match request {
            history::Request::Export(id) => self.ask_match_export(id),
            history::Request::ImportFile(path) => self.import_match(Some(path)),
            history::Request::Import => Task::perform(
                async {
                    rfd::AsyncFileDialog::new()
                        .add_filter("Match text", &["txt"])
                        .pick_file()
                        .await
                        .map(|handle| handle.path().to_path_buf())
                },
                Message::ImportFrom,
            ),
        }
    }

    /// Asks where to export a match (a save dialog); the answer comes back as `MatchTo`.
    fn ask_match_export(&self, id: RecordId) -> Task<Message> {
        let name = format!("{id}.txt");
        Task::perform(crate::ui::dialog::save_file(name), move |chosen| {
            use crate::ui::dialog::Chosen;
            match chosen {
                Chosen::File(path) => Message::MatchTo(id.clone(), Some(path)),
                Chosen::NoDialog => Message::MatchTo(id.clone(), None),
                Chosen::Cancelled => Message::MatchExportClosed,
            }
        })
    }

    /// Writes a match's text to `path` (`None`: no dialog on this system, so the data folder's
    /// exports/).
    /// The match on show is saved first: its last move may be waiting for the reply.
    pub(super) fn export_match(&mut self, id: &RecordId, path: Option<PathBuf>) {
        if matches!(&self.screen, Screen::Match(screen) if screen.open().id == *id) {
            self.save_match();
        }
        let (Some(profile), Some(home)) = (self.profile.as_mut(), self.home.as_ref()) else {
            return;
        };
        let text = match profile.match_text(id) {
            Ok(text) => text,
            Err(error) => {
                self.banner = Some(error.to_string());
                return;
            }
        };
        let path = path.unwrap_or_else(|| home.exports_dir().join(format!("{id}.txt")));
        // Through the store's one door for exports: where asked, whole or not at all.
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .map_err(|source| crate::store::StoreError::Folder {
                path: path.clone(),
                source,
            })
            .and_then(|()| home.write_out(&path, text.as_bytes()));
        self.banner = Some(match written {
            Ok(()) => format!("The match was exported to {}.", path.display()),
            Err(error) => format!("The match was not exported: {error}."),
        });
    }

    /// Reads a match from a text file and opens it to replay or play on.
    pub(super) fn import_match(&mut self, path: Option<PathBuf>) -> Task<Message> {
        let Some(path) = path else {
            self.banner = Some(
                "No file was chosen. To import without a file dialog, type the file's path in the \
                 import box of a game's History, or drop the file on the window."
                    .into(),
            );
            return Task::none();
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) => {
                self.banner = Some(format!("Could not read {}: {error}", path.display()));
                return Task::none();
            }
        };
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        match profile.import_match_text_with(&text, OnScreen::open(self.settings.animations)) {
            Ok(open) => {
                self.stop_work();
                self.show_match(open)
            }
            Err(error) => {
                self.banner = Some(format!("{} cannot be imported: {error}", path.display()));
                Task::none()
            }
        }
    }

    /// Works out a hint for the match on show here and now, and shows it (tests; the app
    /// thinks on a thread).
    pub fn let_the_computer_hint(&mut self) {
        let Screen::Match(screen) = &mut self.screen else {
            return;
        };
        if let Some(answered) = screen.work_here(Purpose::Hint) {
            let _ = self.screen_message(Message::Game(answered));
        }
    }

    /// Analyses the finished match on show here and now, each position searched within
    /// `nodes` (tests; the app analyses on a thread).
    pub fn let_the_computer_analyse(&mut self, nodes: u64) {
        let done = match &mut self.screen {
            Screen::Match(screen) => screen.analyse_here(nodes),
            _ => None,
        };
        if let Some(done) = done {
            let _ = self.screen_message(Message::Game(done));
        }
    }

    /// Runs the computer's work for the match or lesson on show here and now, as many times
    /// as the computer is to move, and plays the replies (tests; the app thinks on a thread).
    pub fn let_the_computer_play(&mut self) {
        for _ in 0..64 {
            let _ = match &mut self.screen {
                Screen::Match(screen) => match screen.work_here(Purpose::Reply) {
                    Some(answered) => self.screen_message(Message::Game(answered)),
                    None => return,
                },
                Screen::Learn(screen) => match screen.think_here() {
                    Some(answered) => self.screen_message(Message::Learn(answered)),
                    None => return,
                },
                _ => return,
            };
        }
    }
}

impl App {
    /// Stops the computer's work on the screen on show, if any (leaving it, or closing). A
    /// match whose last move waits for the computer's reply is saved first, with that move;
    /// so is a timed match whose clock runs, with the time spent since the last move.
    pub(super) fn stop_work(&mut self) {
        let unsaved = |screen: &crate::ui::screen::game::Match| {
            screen.thinking() || screen.clock_tick().is_some()
        };
        if matches!(&self.screen, Screen::Match(screen) if unsaved(screen)) {
            self.save_match();
        }
        match &mut self.screen {
            Screen::Match(state) => state.stop(),
            Screen::Learn(state) => state.stop(),
            _ => {}
        }
    }

    /// Opens a game's Learn path at its first lesson not done.
    pub(super) fn learn(&mut self, kind: GameKind) -> Task<Message> {
        let done = self
            .profile
            .as_mut()
            .map(|profile| profile.lessons_done(kind))
            .unwrap_or_default();
        match learn::Learn::new(kind, done, self.settings.animations) {
            Ok(mut screen) => {
                let work = screen.roll_and_think(Instant::now());
                self.show(Screen::Learn(Box::new(screen)));
                work.map(Message::Learn)
            }
            Err(error) => {
                self.banner = Some(game::sentence(&error.to_string()));
                Task::none()
            }
        }
    }

    /// Does what the Learn screen asks: remember a lesson done, or start a level-1 match.
    pub(super) fn learn_request(&mut self, request: learn::Request) -> Task<Message> {
        match request {
            learn::Request::Done(kind, id) => {
                if let Some(profile) = self.profile.as_mut()
                    && let Err(error) = profile.set_lesson_done(kind, &id)
                {
                    self.banner = Some(error.to_string());
                }
                Task::none()
            }
            learn::Request::Play(kind) => {
                let sitters = vec![
                    Sitter::Person(YOU.into()),
                    Sitter::Computer(Player::Level(1)),
                ];
                self.start_match(&Recipe::new(kind, toml::Table::new(), sitters, 0, None))
            }
        }
    }
}
