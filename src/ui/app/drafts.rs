//! The note box's drafts, the app's side: the words the player has begun on the table are
//! kept in the profile (at once when the caret leaves the box, else every few seconds while
//! typing, and whenever the table is left or the window closes), put back where they were
//! when the table opens again, and done with once saved as a note or put away. Leaving the
//! table of a delve that is over keeps a draft as a note: there is no table to come back to.

use iced::time::{Duration, Instant};

use crate::career::{DraftRecord, DraftTarget};
use crate::store::RecordId;

use super::{App, Screen};

/// How often the words are kept while the player types.
const EVERY: Duration = Duration::from_secs(2);

/// Words of the note box not yet kept, with their delve and whether that delve is over.
pub(super) struct Unkept {
    delve: RecordId,
    adventurer: String,
    draft: DraftRecord,
    over: bool,
}

impl App {
    /// Keeps the words in the table's note box as the delve's draft: at once (`now`), else
    /// if the last keeping is a little while ago (they are kept later otherwise).
    pub(super) fn keep_draft(&mut self, now: bool) {
        if !now && self.draft_kept.is_some_and(|kept| kept.elapsed() < EVERY) {
            self.draft_unkept = true;
            return;
        }
        if let Some(unkept) = self.unkept_draft() {
            self.keep(unkept);
        }
    }

    /// The words of the note box on show, if the table is on show (or of the entry being
    /// written on a journal page).
    pub(super) fn unkept_draft(&self) -> Option<Unkept> {
        if let Screen::Journal(state) = &self.screen {
            return Some(Unkept {
                delve: self.page_draft()?,
                adventurer: state.owner().to_string(),
                draft: state.draft()?,
                over: false,
            });
        }
        let Screen::Table(table) = &self.screen else {
            return None;
        };
        let active = table.active();
        Some(Unkept {
            delve: active.id().clone(),
            adventurer: active.record().adventurer.clone(),
            draft: table.draft(),
            over: active.delve().outcome().is_some(),
        })
    }

    /// The words not yet kept when something happens that may take the table away (and
    /// those of a delve that is over, which become a note if the table goes).
    pub(super) fn draft_at_risk(&self) -> Option<Unkept> {
        self.unkept_draft()
            .filter(|unkept| self.draft_unkept || (unkept.over && !unkept.draft.is_empty()))
    }

    /// Keeps words of the note box in the profile: as the delve's draft, or as a note when
    /// the table is being left on a delve that is over.
    pub(super) fn keep(&mut self, unkept: Unkept) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let leaving = !matches!(&self.screen, Screen::Table(t) if t.active().id() == &unkept.delve);
        let kept = if leaving && unkept.over && !unkept.draft.is_empty() {
            let adventurer = RecordId::new(unkept.adventurer.as_str()).ok();
            let saved = match &unkept.draft.target {
                DraftTarget::Note { note } => RecordId::new(note.as_str())
                    .map_err(crate::career::CareerError::from)
                    .and_then(|id| profile.edit_note(&id, unkept.draft.text.trim())),
                DraftTarget::Entry { entry } => profile
                    .add_note(
                        adventurer.as_ref(),
                        Some(&unkept.delve),
                        Some(*entry),
                        unkept.draft.text.trim(),
                    )
                    .map(|_| ()),
                DraftTarget::Own { after } => adventurer.as_ref().map_or(Ok(()), |adventurer| {
                    let (title, text) = (&unkept.draft.title, unkept.draft.text.trim());
                    profile
                        .add_entry(adventurer, Some(&unkept.delve), *after, title, text)
                        .map(|_| ())
                }),
                DraftTarget::Turn => profile
                    .add_note(
                        adventurer.as_ref(),
                        Some(&unkept.delve),
                        None,
                        unkept.draft.text.trim(),
                    )
                    .map(|_| ()),
            };
            saved.and_then(|()| profile.clear_draft(&unkept.delve))
        } else {
            profile.save_draft(&unkept.delve, &unkept.draft)
        };
        match kept {
            Ok(()) => {
                self.draft_kept = Some(Instant::now());
                self.draft_unkept = false;
            }
            Err(error) => {
                self.banner = Some(format!(
                    "Your words in the note box could not be kept ({error}); copy them \
                     somewhere safe."
                ));
            }
        }
    }

    /// The note box's words were saved as a note, or put away: the draft is done with.
    pub(super) fn drop_draft(&mut self, delve: &RecordId) {
        self.draft_unkept = false;
        if let Some(profile) = self.profile.as_mut()
            && let Err(error) = profile.clear_draft(delve)
        {
            self.banner = Some(error.to_string());
        }
    }

    /// The draft kept for a delve, if any (a draft that cannot be read is reported).
    pub(super) fn kept_draft(&mut self, delve: &RecordId) -> Option<DraftRecord> {
        let profile = self.profile.as_mut()?;
        match profile.draft(delve) {
            Ok(draft) => draft,
            Err(error) => {
                self.banner = Some(format!("Your draft could not be read back: {error}"));
                None
            }
        }
    }
}
