//! The table's own state: the open delve, the card shown, the notes and the note being
//! written, the card code or answer number being typed, the dice of the latest checks and the
//! motions that animate them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use iced::Task;
use iced::time::Instant;
use iced::widget::text_editor;

use crate::career::ActiveDelve;
use crate::tarot::card::Card;
use crate::tarot::event::{Event, Place};
use crate::tarot::outlook::Chances;
use crate::tarot::question::Question;
use crate::ui::motion::{FLIP_TIME, Motion, ROLL_TIME, SHIFT_TIME};
use crate::ui::rolls::{self, RolledCheck};
use crate::ui::settings::GuideSettings;
use crate::ui::widget::die::Die;

use super::guide::{Guide, Moment};
use super::messages::Message;
use super::writing::{Note, Writing};

/// The delve table's state.
#[derive(Debug)]
pub struct Table {
    pub(super) active: ActiveDelve,
    /// The card whose text is shown.
    pub(super) selected: Option<Card>,
    /// The notes written on this delve: their id, the journal entry each belongs to, and
    /// the words (kept as the app last saved them).
    pub(super) notes: Vec<Note>,
    /// The note being written or edited, and where it goes.
    pub(super) editor: text_editor::Content,
    /// Where the editor's words go.
    pub(super) writing: Writing,
    /// The heading of an entry of the player's own being written.
    pub(super) title: String,
    /// Whose cards lie on the corpse pile, oldest first.
    pub(super) pile: Vec<String>,
    /// The journal entries whose mechanics are unfolded.
    pub(super) unfolded: Vec<usize>,
    /// An answer number being typed (for questions with more than nine answers).
    pub(super) typed_number: String,
    /// Whether each answer's chance to escape is worked out (a setting).
    pub(super) estimating: bool,
    /// Each answer's chance to escape and the ★, once worked out, and how many answers the
    /// delve had then.
    pub(super) chances: Option<(usize, Chances)>,
    /// Set to stop the work on chances no longer wanted (the delve moved on, the table shut).
    pub(super) working: Option<Arc<AtomicBool>>,
    /// Table mode: the card code being typed.
    pub(super) typed_card: String,
    /// Table mode: why the card typed last was refused, until the delve moves on.
    pub(super) refused: Option<String>,
    /// Table mode: whether the cards still possible are listed.
    pub(super) show_possible: bool,
    /// The answer the pointer is on, in a low room (its detail shows under the answers).
    pub(super) hovered: Option<usize>,
    /// On a narrow table (a small window or a large zoom), whether the journal is on show in
    /// the table's place (the header's Journal button, or W, opens it).
    pub(super) journal_open: bool,
    /// The flipped card growing onto the table.
    pub(super) flip: Motion,
    /// The dice of a check tumbling.
    pub(super) roll: Motion,
    /// The glow of attributes the last answer changed.
    pub(super) shift: Motion,
    /// The checks of the latest answer that threw dice (cleared by a flip or a new turn).
    pub(super) rolls: Vec<RolledCheck>,
    /// How many of those dice were already on show before the latest answer: only the dice
    /// after them tumble.
    pub(super) fresh: usize,
    /// The first-delve guide: its note on show, and the moments seen.
    pub(super) guide: Guide,
    /// The delve as it stood before the latest answer, while that answer's dice tumble: the
    /// table shows it until they settle, so that no question, line, attribute or death tells
    /// the result before the die does.
    pub(super) before: Option<ActiveDelve>,
    /// The motions that wait for the dice to settle.
    pub(super) after_roll: AfterRoll,
    /// The cards the latest answer moved, and where to: they slide into the hand or onto
    /// their pile while `moved` runs.
    pub(super) arrived: Vec<(Card, Place)>,
    /// The cards moved by the latest answer sliding to their places.
    pub(super) moved: Motion,
    /// The oracle ("Ask the cards"): its own deck, its box, the last card drawn.
    pub(super) oracle: crate::ui::widget::oracle::Oracle,
}

impl Table {
    /// The table on an open delve, with whose cards lie on the corpse pile (oldest first) and
    /// the notes written on it so far; `estimating` as in Settings. Also gives the work that
    /// works out the chance to escape from here, whose result comes back as `Estimated`.
    pub fn open(
        active: ActiveDelve,
        pile: Vec<String>,
        notes: Vec<Note>,
        estimating: bool,
    ) -> (Table, Task<Message>) {
        let rolls = waiting_dice(&active);
        let fresh = rolls::dice_count(&rolls);
        let mut table = Table {
            active,
            selected: None,
            notes,
            editor: text_editor::Content::new(),
            writing: Writing::Turn,
            title: String::new(),
            pile,
            unfolded: Vec::new(),
            typed_number: String::new(),
            estimating,
            chances: None,
            working: None,
            typed_card: String::new(),
            refused: None,
            show_possible: false,
            hovered: None,
            journal_open: false,
            flip: Motion::new(FLIP_TIME),
            roll: Motion::new(ROLL_TIME),
            shift: Motion::new(SHIFT_TIME),
            rolls,
            fresh,
            guide: Guide::default(),
            before: None,
            after_roll: AfterRoll::default(),
            arrived: Vec::new(),
            moved: Motion::new(FLIP_TIME),
            oracle: crate::ui::widget::oracle::Oracle::default(),
        };
        let work = table.changed();
        (table, work)
    }

    /// The open delve.
    pub fn active(&self) -> &ActiveDelve {
        &self.active
    }

    /// Takes one step of the delve (an answer, a roll): `step` changes it (the app answers it
    /// and saves it). The table then takes the events the step gave (the dice its checks
    /// threw and, from `now` when animations are on, the flip, the tumbling dice and the
    /// attributes' glow) and works its figures out again, whether or not the step went
    /// through; the work that does so is given back with the step's result.
    pub fn step<E>(
        &mut self,
        step: impl FnOnce(&mut ActiveDelve) -> Result<Vec<Event>, E>,
        now: Option<Instant>,
    ) -> (Task<Message>, Result<(), E>) {
        let answered = self.moment();
        let before = self.active.clone();
        let stepped = step(&mut self.active).map(|events| self.absorb(&events, now));
        if self.roll.is_moving() && self.before.is_none() {
            self.before = Some(before);
        }
        if stepped.is_ok() {
            self.guide.answered(answered);
        }
        self.guide.refresh(&self.active);
        (self.changed(), stepped)
    }

    /// Takes the last answer back: `undo` changes the delve (the app takes the answer back and
    /// saves it). The dice on show go, and the table works its figures out again, as after a
    /// step.
    pub fn undo<E>(
        &mut self,
        undo: impl FnOnce(&mut ActiveDelve) -> Result<(), E>,
    ) -> (Task<Message>, Result<(), E>) {
        let undone = undo(&mut self.active).map(|()| {
            self.rolls.clear();
            self.arrived.clear();
            self.moved.stop();
            self.typed_number.clear();
            self.roll.stop();
            self.before = None;
        });
        self.guide.refresh(&self.active);
        (self.changed(), undone)
    }

    /// Turns the chances to escape on or off (Settings); when on, gives the work that works
    /// them out for the delve as it stands.
    pub fn set_estimating(&mut self, on: bool) -> Task<Message> {
        if self.estimating == on {
            return Task::none();
        }
        self.estimating = on;
        self.changed()
    }

    /// What follows every change of the delve: the figures the table derives from it are
    /// worked out again. Each answer's chance to escape is played out on a thread of its own
    /// (a turn never waits for it; the work for a moment gone is stopped) and comes back as
    /// `Chanced` for this moment; chances for another moment are no longer shown.
    fn changed(&mut self) -> Task<Message> {
        self.stop_working();
        let delve = self.active.delve();
        if !self.estimating || !crate::tarot::outlook::is_decision(delve) {
            return Task::none();
        }
        let moment = self.moment();
        let seed = crate::tarot::outlook::chance_seed(self.active.record().seed, moment);
        let delve = delve.clone();
        let stop = Arc::new(AtomicBool::new(false));
        self.working = Some(stop.clone());
        Task::future(async move {
            let (send, receive) = iced::futures::channel::oneshot::channel();
            std::thread::spawn(move || {
                let chances = crate::tarot::outlook::chances(
                    &delve,
                    crate::tarot::outlook::RUNS,
                    seed,
                    &stop,
                );
                let _ = send.send(chances);
            });
            receive.await.ok().flatten()
        })
        .and_then(move |chances| Task::done(Message::Chanced(moment, chances)))
    }

    /// Stops the work on chances under way, if any.
    fn stop_working(&mut self) {
        if let Some(stop) = self.working.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Takes the first-delve guide as the profile's settings have it, and works out its note
    /// for the delve as it stands.
    pub fn set_guide(&mut self, settings: &GuideSettings) {
        self.guide = Guide::from_settings(settings);
        self.guide.refresh(&self.active);
    }

    /// The moments whose guide note the player has seen since the app last asked (the app
    /// keeps them in the profile's settings).
    pub fn take_seen(&mut self) -> Vec<&'static str> {
        self.guide
            .take_seen()
            .into_iter()
            .map(Moment::key)
            .collect()
    }

    /// How many answers the delve has had (an estimate is for one moment of it).
    pub fn moment(&self) -> usize {
        self.active.delve().answers().len()
    }

    /// The chances worked out for `moment` (kept only if still current).
    pub(super) fn chanced(&mut self, moment: usize, chances: Chances) {
        if moment == self.moment() {
            self.chances = Some((moment, chances));
            self.working = None;
        }
    }

    /// Takes the events of the answer just given: the dice its checks threw, and (from `now`,
    /// when animations are on) the flip, the tumbling dice and the attributes' glow.
    fn absorb(&mut self, events: &[Event], now: Option<Instant>) {
        let flipped = events.iter().any(|e| matches!(e, Event::Flipped { .. }));
        // A card read from the hand or a pile gives way to the card in play once the delve
        // moves on: the card a flip turns over is the one shown.
        if !events.is_empty() {
            self.selected = None;
            self.refused = None;
        }
        let open = self.rolls.last().filter(|c| c.passed.is_none());
        let carried = open.map_or(0, |c| c.dice.len());
        let question = self.active.delve().question();
        let checks = rolls::after_answer(open, events, question.as_ref());
        let thrown = rolls::dice_count(&checks).saturating_sub(carried);
        if !checks.is_empty() {
            self.rolls = checks;
            self.fresh = self.rolls.iter().map(|c| c.dice.len()).sum::<usize>() - thrown;
        } else if flipped || events.iter().any(|e| matches!(e, Event::TurnBegan { .. })) {
            self.rolls.clear();
        }
        self.arrived = events
            .iter()
            .filter_map(|e| match e {
                Event::CardMoved { card, to, .. } => Some((*card, *to)),
                _ => None,
            })
            .collect();
        let Some(now) = now else { return };
        // Dice rolled at the table are already known: only the app's dice tumble.
        if flipped {
            self.flip.start(now);
        }
        let rolled = self.active.record().seed.is_some() && thrown > 0;
        if rolled {
            self.roll.start(now);
        }
        let glows = events
            .iter()
            .any(|e| matches!(e, Event::SkillChanged { .. }));
        // What a die decided (a change that glows, cards that move) shows once the die does.
        self.after_roll = AfterRoll {
            glow: rolled && glows,
            slide: rolled && !self.arrived.is_empty(),
        };
        if glows && !rolled {
            self.shift.start(now);
        }
        if !self.arrived.is_empty() && !rolled {
            self.moved.start(now);
        }
    }

    /// The delve as the table shows it: as it stood before the latest answer while that
    /// answer's dice still tumble, else as it is.
    pub fn on_show(&self) -> &ActiveDelve {
        self.before.as_ref().unwrap_or(&self.active)
    }

    /// Whether the dice of the latest answer are still tumbling (the table then waits: it
    /// shows the delve as it was and takes no answer).
    pub fn rolling(&self) -> bool {
        self.before.is_some()
    }

    /// The chances to show: those of the moment on show, none while the dice tumble (they
    /// would tell their result).
    pub(super) fn chances_on_show(&self) -> Option<&Chances> {
        self.chances
            .as_ref()
            .filter(|(moment, _)| !self.rolling() && *moment == self.moment())
            .map(|(_, chances)| chances)
    }

    /// Whether chances for the moment on show are still being worked out.
    pub(super) fn working_out(&self) -> bool {
        self.estimating && self.working.is_some() && !self.rolling()
    }

    /// Moves the table's motions on to the frame drawn at `now`; once the dice settle, the
    /// table shows the delve as it is and the attributes a die changed begin to glow.
    pub(super) fn tick(&mut self, now: Instant) {
        self.flip.tick(now);
        self.roll.tick(now);
        self.shift.tick(now);
        self.moved.tick(now);
        if !self.roll.is_moving() {
            self.settle(now);
        }
    }

    /// Settles the dice at once (at `now`): the table shows the delve as it is, the
    /// attributes a die changed begin to glow and the cards it moved to slide.
    pub(super) fn settle(&mut self, now: Instant) {
        self.roll.stop();
        if self.before.take().is_some() {
            if self.after_roll.glow {
                self.shift.start(now);
            }
            if self.after_roll.slide {
                self.moved.start(now);
            }
        }
        self.after_roll = AfterRoll::default();
    }

    /// How far a card the latest answer moved to `place` is from it, 1 (where it came
    /// from) to 0 (arrived); 0 for any other card, and once the motion is over.
    pub(super) fn still_to_go(&self, card: Card, place: Place) -> f32 {
        if self.arrived.contains(&(card, place)) {
            let left = 1.0 - self.moved.progress();
            left * left
        } else {
            0.0
        }
    }

    /// The faces the dice of the latest checks show right now.
    pub fn dice_on_show(&self) -> Vec<u8> {
        self.rolls
            .iter()
            .flat_map(|c| c.dice.iter().copied())
            .enumerate()
            .filter_map(|(i, v)| Die::new(Some(v), self.settled(i), i as u8).face())
            .collect()
    }

    /// How far the die at `index` has settled (dice already on show before the latest
    /// answer stay still).
    pub(super) fn settled(&self, index: usize) -> f32 {
        if index < self.fresh {
            1.0
        } else {
            self.roll.progress()
        }
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        self.stop_working();
    }
}

/// The motions an answer starts only once its dice settle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct AfterRoll {
    /// The attributes the die changed glow.
    pub(super) glow: bool,
    /// The cards the answer moved slide to their places.
    pub(super) slide: bool,
}

/// The dice of a check that waits for the re-roll decision (a delve reopened there): the
/// failed die and any re-rolls before it, shown at rest.
fn waiting_dice(active: &ActiveDelve) -> Vec<RolledCheck> {
    let question = active.delve().question();
    if !matches!(question, Some(Question::Reroll { .. })) {
        return Vec::new();
    }
    let events = active.events();
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::Check { .. } | Event::Flipped { .. }))
        .map_or(0, |i| i + 1);
    rolls::after_answer(None, &events[start..], question.as_ref())
}
