//! Drafts, the app's side: every text box the player writes in is kept in the profile as
//! typed, so that no word is lost to a crash, a kill, a closed window or a wrong key.
//!
//! After each message the app asks the screen on show what its text boxes hold ([`typed`]:
//! one [`Typed`] per box, named by its draft id). When a box's words differ from those last
//! kept, the drafts are *dirty*, and while they are a timer ticks every [`TICK`]
//! ([`App::draft_timer`]); each tick keeps what changed ([`App::keep_drafts`]). So the words
//! are on disk a moment after they are typed, the last ones too: no write waits for another
//! key. They are also kept at once when the screen goes (words in the note box of a delve
//! that is over become a note: there is no table to come back to), when the caret leaves the
//! note box, when the window closes, and when the system asks the app to stop (`signals.rs`).
//! A draft is put back where it was when its screen opens again, and done with once its
//! words are used (saved as a note, a name given to an adventurer) or put away.
//!
//! **A new text box** is kept as typed by one line in [`typed`] giving its words, for example
//! `Screen::Oracle(state) => vec![Typed::of_box("oracle", &state.question)]` (its draft is
//! `drafts/box_oracle.toml`). Its screen puts the words back when it opens, from
//! [`App::box_draft`]`("oracle")`, and the app calls [`App::drop_box`]`("oracle")` once they
//! are used.

use std::collections::HashMap;

use iced::Subscription;
use iced::time::Duration;

use crate::boards::registry::GameKind;
use crate::career::{DraftRecord, DraftTarget, box_draft_id};
use crate::store::RecordId;
use crate::ui::screen::new_adventurer;

use super::{App, Message, Screen};

/// How often dirty drafts are kept while the player types: the words typed are on disk this
/// long after, at most (plus the write itself).
pub(super) const TICK: Duration = Duration::from_millis(300);

/// The draft of the new adventurer's name.
const NEW_NAME: &str = "new-adventurer-name";

/// The draft of the question for the oracle, at the table or on a journal page (one
/// question: begun in one place, it is there in the other).
pub(super) const ORACLE: &str = "oracle-question";

/// The words of one text box on show, to keep as its draft.
pub(super) struct Typed {
    /// The draft's id: the delve's for the table's note box, `box_<name>` for a box of its own.
    id: RecordId,
    /// The words, and where they go.
    draft: DraftRecord,
    /// For the note box of a delve that is over, its adventurer: leaving the table then keeps
    /// the words as a note.
    over: Option<String>,
}

impl Typed {
    /// The words of a text box of its own, `name` (lowercase letters, digits and `-`).
    fn of_box(name: &str, text: &str) -> Option<Typed> {
        Some(Typed {
            id: box_draft_id(name).ok()?,
            draft: DraftRecord::of_box(text),
            over: None,
        })
    }
}

/// What the text boxes on show hold: one line per screen with boxes.
fn typed(screen: &Screen) -> Vec<Typed> {
    match screen {
        Screen::Table(table) => {
            let active = table.active();
            let note = Typed {
                id: active.id().clone(),
                draft: table.draft(),
                over: active
                    .delve()
                    .outcome()
                    .map(|_| active.record().adventurer.clone()),
            };
            std::iter::once(note)
                .chain(Typed::of_box(ORACLE, table.question()))
                .collect()
        }
        Screen::NewAdventurer(state) => Typed::of_box(NEW_NAME, &state.name).into_iter().collect(),
        Screen::Journal(state) => page_typed(state)
            .into_iter()
            .chain(Typed::of_box(ORACLE, state.question()))
            .collect(),
        Screen::NewMatch(form) => form
            .seat_names()
            .into_iter()
            .enumerate()
            .filter_map(|(i, name)| Typed::of_box(&seat_box(form.kind(), i), name))
            .collect(),
        _ => Vec::new(),
    }
}

/// The name of the box of a friend's name in seat `seat` of a game's new-match form.
pub(super) fn seat_box(kind: GameKind, seat: usize) -> String {
    format!("match-{}-seat{seat}", kind.id())
}

/// The name of the box an entry is written in on an adventurer's journal page.
pub(super) fn page_box(adventurer: &RecordId) -> String {
    format!("page-{adventurer}")
}

/// The entry being written on a journal page (its heading and words), while one is.
fn page_typed(state: &crate::ui::screen::journal::State) -> Option<Typed> {
    Some(Typed {
        id: box_draft_id(&page_box(state.owner())).ok()?,
        draft: state.draft()?,
        over: None,
    })
}

/// What the app knows of the drafts: what is on disk, and whether a box holds more.
#[derive(Debug, Default)]
pub(super) struct Drafts {
    /// The words last kept (or read back) for each draft id met.
    kept: HashMap<RecordId, DraftRecord>,
    /// Whether a box on show holds words not yet kept.
    dirty: bool,
    /// The drafts whose words were used during the message being carried out (so not kept
    /// again when the screen goes).
    used: Vec<RecordId>,
}

impl App {
    /// The words in the boxes on show, before a message is carried out (see
    /// [`App::after_message`]).
    pub(super) fn before_message(&mut self) -> Vec<Typed> {
        self.drafts.used.clear();
        typed(&self.screen)
    }

    /// After a message: the screen went (`left`), so the words its boxes held are kept now;
    /// or it is still on show, and a box whose words changed makes the drafts dirty.
    pub(super) fn after_message(&mut self, before: Vec<Typed>, left: bool) {
        if left {
            let unused = before
                .into_iter()
                .filter(|typed| !self.drafts.used.contains(&typed.id))
                .collect();
            self.keep_typed(unused);
        }
        let now = typed(&self.screen);
        self.drafts.dirty = now
            .iter()
            .any(|typed| !typed.draft.is_kept_as(self.drafts.kept.get(&typed.id)));
    }

    /// Whether a text box on show holds words not yet kept (the timer that keeps them runs).
    pub fn words_unkept(&self) -> bool {
        self.drafts.dirty
    }

    /// Ticks while a box holds words not yet kept.
    pub(super) fn draft_timer(&self) -> Option<Subscription<Message>> {
        self.drafts
            .dirty
            .then(|| iced::time::every(TICK).map(|_| Message::KeepDrafts))
    }

    /// Keeps the words of every box on show that changed since last kept (a tick, the caret
    /// leaving the note box, the window closing).
    pub(super) fn keep_drafts(&mut self) {
        let now = typed(&self.screen);
        self.keep_typed(now);
        self.drafts.dirty = false;
    }

    /// Keeps words of boxes in the profile: each as its draft, or as a note for the note box
    /// of a delve that is over when the table is no longer on show.
    fn keep_typed(&mut self, typed: Vec<Typed>) {
        for typed in typed {
            let on_show = matches!(&self.screen, Screen::Table(t) if t.active().id() == &typed.id);
            let as_note = !on_show && !typed.draft.is_empty();
            match typed.over {
                Some(adventurer) if as_note => {
                    self.keep_as_note(&typed.id, adventurer, typed.draft)
                }
                _ if typed.draft.is_kept_as(self.drafts.kept.get(&typed.id)) => {}
                _ => self.keep_draft(typed.id, typed.draft),
            }
        }
    }

    /// Writes one draft.
    fn keep_draft(&mut self, id: RecordId, draft: DraftRecord) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.save_draft(&id, &draft) {
            Ok(()) => {
                self.drafts.kept.insert(id, draft);
            }
            Err(error) => self.could_not_keep(&error),
        }
    }

    /// The words of the note box of a delve that is over, the table left: saved as a note
    /// (there is no table to come back to), and the draft done with.
    fn keep_as_note(&mut self, delve: &RecordId, adventurer: String, draft: DraftRecord) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let adventurer = RecordId::new(adventurer).ok();
        let words = draft.text.trim();
        let saved = match &draft.target {
            DraftTarget::Note { note } => RecordId::new(note.as_str())
                .map_err(crate::career::CareerError::from)
                .and_then(|id| profile.edit_note(&id, words)),
            DraftTarget::Entry { entry } => profile
                .add_note(adventurer.as_ref(), Some(delve), Some(*entry), words)
                .map(|_| ()),
            DraftTarget::Turn | DraftTarget::Box => profile
                .add_note(adventurer.as_ref(), Some(delve), None, words)
                .map(|_| ()),
            DraftTarget::Own { after } => adventurer.as_ref().map_or(Ok(()), |adventurer| {
                profile
                    .add_entry(adventurer, Some(delve), *after, &draft.title, words)
                    .map(|_| ())
            }),
        };
        match saved.and_then(|()| profile.clear_draft(delve)) {
            Ok(()) => {
                self.drafts
                    .kept
                    .insert(delve.clone(), DraftRecord::of_box(""));
            }
            Err(error) => self.could_not_keep(&error),
        }
    }

    fn could_not_keep(&mut self, error: &crate::career::CareerError) {
        self.banner = Some(format!(
            "Your words could not be kept ({error}); copy them somewhere safe."
        ));
    }

    /// The note box's words were saved as a note, or put away: the delve's draft is done with.
    pub(super) fn drop_draft(&mut self, delve: &RecordId) {
        self.drafts.used.push(delve.clone());
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.clear_draft(delve) {
            Ok(()) => {
                self.drafts
                    .kept
                    .insert(delve.clone(), DraftRecord::of_box(""));
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    /// The words of the box `name` were used: its draft is done with.
    pub(super) fn drop_box(&mut self, name: &str) {
        if let Ok(id) = box_draft_id(name) {
            self.drop_draft(&id);
        }
    }

    /// The draft kept for a delve's note box, if any (a draft that cannot be read is
    /// reported).
    pub(super) fn kept_draft(&mut self, delve: &RecordId) -> Option<DraftRecord> {
        let profile = self.profile.as_mut()?;
        let draft = match profile.draft(delve) {
            Ok(draft) => draft,
            Err(error) => {
                self.banner = Some(format!("Your draft could not be read back: {error}"));
                None
            }
        };
        self.drafts.kept.insert(
            delve.clone(),
            draft.clone().unwrap_or_else(|| DraftRecord::of_box("")),
        );
        draft
    }

    /// The words kept for the box `name`, empty if none.
    pub(super) fn box_draft(&mut self, name: &str) -> String {
        box_draft_id(name)
            .ok()
            .and_then(|id| self.kept_draft(&id))
            .map(|draft| draft.text)
            .unwrap_or_default()
    }

    /// The new-adventurer screen, with the name begun before.
    pub(super) fn new_adventurer_state(&mut self) -> new_adventurer::State {
        let mut state = new_adventurer::State::default();
        state.name = self.box_draft(NEW_NAME);
        state
    }

    /// The new adventurer was made: the name's draft is done with.
    pub(super) fn named(&mut self) {
        self.drop_box(NEW_NAME);
    }
}
