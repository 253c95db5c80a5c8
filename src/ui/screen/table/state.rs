//! The table's own state: the open delve, the card shown, the notes and the note being
//! written, the card code or answer number being typed, the dice of the latest checks and the
//! motions that animate them.

use iced::keyboard::key::Named;
use iced::time::Instant;
use iced::widget::text_editor;

use crate::career::ActiveDelve;
use crate::journal;
use crate::store::RecordId;
use crate::tarot::card::Card;
use crate::tarot::event::{Event, Place};
use crate::tarot::outlook::EscapeEstimate;
use crate::tarot::question::{Answer, Question};
use crate::ui::keys::KeyPress;
use crate::ui::motion::{FLIP_TIME, Motion, ROLL_TIME, SHIFT_TIME};
use crate::ui::rolls::{self, RolledCheck};
use crate::ui::widget::die::Die;

use super::messages::{Action, Message};

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
    /// Whose cards lie on the corpse pile, oldest first.
    pub(super) pile: Vec<String>,
    /// The journal entries whose mechanics are unfolded.
    pub(super) unfolded: Vec<usize>,
    /// An answer number being typed (for questions with more than nine answers).
    pub(super) typed_number: String,
    /// The chance to escape from here, once worked out, and how many answers it was for.
    pub(super) estimate: Option<(usize, EscapeEstimate)>,
    /// Table mode: the card code being typed.
    pub(super) typed_card: String,
    /// Table mode: whether the cards still possible are listed.
    pub(super) show_possible: bool,
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
    /// The cards the latest answer moved, and where to: they slide into the hand or onto
    /// their pile while `moved` runs.
    pub(super) arrived: Vec<(Card, Place)>,
    /// The cards moved by the latest answer sliding to their places.
    pub(super) moved: Motion,
}

impl Table {
    /// The table on an open delve.
    pub fn new(active: ActiveDelve) -> Table {
        let rolls = waiting_dice(&active);
        let fresh = rolls::dice_count(&rolls);
        Table {
            active,
            selected: None,
            notes: Vec::new(),
            editor: text_editor::Content::new(),
            writing: Writing::Turn,
            pile: Vec::new(),
            unfolded: Vec::new(),
            typed_number: String::new(),
            estimate: None,
            typed_card: String::new(),
            show_possible: false,
            flip: Motion::new(FLIP_TIME),
            roll: Motion::new(ROLL_TIME),
            shift: Motion::new(SHIFT_TIME),
            rolls,
            fresh,
            arrived: Vec::new(),
            moved: Motion::new(FLIP_TIME),
        }
    }

    /// The open delve.
    pub fn active(&self) -> &ActiveDelve {
        &self.active
    }

    /// The open delve, for the app to answer it.
    pub fn active_mut(&mut self) -> &mut ActiveDelve {
        &mut self.active
    }

    /// The table with the names on the corpse pile (oldest first) and this delve's notes.
    pub fn with(mut self, pile: Vec<String>, notes: Vec<Note>) -> Table {
        self.pile = pile;
        self.notes = notes;
        self
    }

    /// The notes were saved again (after a note was written, edited or deleted): the editor
    /// empties and goes back to the turn just played.
    pub fn notes_saved(&mut self, notes: Vec<Note>) {
        self.notes = notes;
        self.editor = text_editor::Content::new();
        self.writing = Writing::Turn;
    }

    /// How many answers the delve has had (an estimate is for one moment of it).
    pub fn moment(&self) -> usize {
        self.active.delve().answers().len()
    }

    /// The chance to escape worked out for `moment` (kept only if still current).
    pub fn estimated(&mut self, moment: usize, estimate: EscapeEstimate) {
        if moment == self.moment() {
            self.estimate = Some((moment, estimate));
        }
    }

    /// The journal entry a new note belongs to: the turn just played (the last entry that
    /// holds anything; a turn only just begun holds nothing yet).
    pub fn note_entry(&self) -> Option<usize> {
        let entries = journal::entries(self.active.events(), self.active.delve().arcana());
        note_entry(&entries)
    }

    /// Takes the events of the answer just given: the dice its checks threw, and (from `now`,
    /// when animations are on) the flip, the tumbling dice and the attributes' glow.
    pub fn absorb(&mut self, events: &[Event], now: Option<Instant>) {
        let flipped = events.iter().any(|e| matches!(e, Event::Flipped { .. }));
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
        if !self.arrived.is_empty() {
            self.moved.start(now);
        }
        // Dice rolled at the table are already known: only the app's dice tumble.
        if flipped {
            self.flip.start(now);
        }
        if self.active.record().seed.is_some() && thrown > 0 {
            self.roll.start(now);
        }
        if events
            .iter()
            .any(|e| matches!(e, Event::SkillChanged { .. }))
        {
            self.shift.start(now);
        }
    }

    /// The last answer was taken back: the dice on show go.
    pub fn undone(&mut self) {
        self.rolls.clear();
        self.arrived.clear();
        self.moved.stop();
        self.typed_number.clear();
    }

    /// Whether a flip, a roll or an attribute's glow is being animated.
    pub fn animating(&self) -> bool {
        self.flip.is_moving()
            || self.roll.is_moving()
            || self.shift.is_moving()
            || self.moved.is_moving()
    }

    /// Moves the animations on to the frame drawn at `now`.
    pub fn tick(&mut self, now: Instant) {
        self.flip.tick(now);
        self.roll.tick(now);
        self.shift.tick(now);
        self.moved.tick(now);
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

    /// What a key the app did not use means on the table: a digit picks the numbered answer
    /// (by the key's place, so that it works on AZERTY too; with more than nine answers the
    /// digits are typed and Enter gives the number), Space flips (or rolls the die a check
    /// waits for), Backspace takes back a typed digit.
    pub fn key(&mut self, key: &KeyPress) -> Option<Message> {
        if self.active.waits_for_roll() {
            // The die is the app's to roll: Space (or Enter) rolls it, digits mean nothing.
            return (key.is(Named::Space) || key.is(Named::Enter)).then_some(Message::Roll);
        }
        let answers = self.active.delve().legal_answers();
        if let Some(digit) = key.digit() {
            if answers.len() <= 9 {
                let n = usize::from(digit);
                return (1..=answers.len())
                    .contains(&n)
                    .then(|| Message::Answer(answers[n - 1]));
            }
            let mut typed = self.typed_number.clone();
            typed.push(char::from(b'0' + digit));
            if typed.parse::<usize>().is_ok_and(|n| n <= answers.len()) {
                self.typed_number = typed;
            }
            return None;
        }
        if key.is(Named::Enter) && !self.typed_number.is_empty() {
            let n = self.typed_number.parse::<usize>().unwrap_or(0);
            self.typed_number.clear();
            return (1..=answers.len())
                .contains(&n)
                .then(|| Message::Answer(answers[n - 1]));
        }
        if key.is(Named::Backspace) {
            self.typed_number.pop();
            return None;
        }
        if key.is(Named::Space) && answers.contains(&Answer::Flip) {
            return Some(Message::Answer(Answer::Flip));
        }
        None
    }

    /// Takes a message: keeps what is the table's own, and says what the app must do. A typed
    /// card code that is a legal answer is given at once; a card of the hand clicked answers
    /// the question when it asks for that card, and shows the card's text otherwise.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(route) => return Action::Go(route),
            Message::ToggleShortcuts => return Action::ToggleShortcuts,
            Message::Answer(answer) => {
                self.typed_number.clear();
                return Action::Answer(answer);
            }
            Message::Roll => return Action::Roll,
            Message::Undo => return Action::Undo,
            Message::Select(card) => self.selected = card,
            Message::Play(card) => {
                let answer = Answer::Card(card);
                if self.active.delve().legal_answers().contains(&answer) {
                    self.selected = None;
                    return Action::Answer(answer);
                }
                self.selected = (self.selected != Some(card)).then_some(card);
            }
            Message::Edit(action) => self.editor.perform(action),
            Message::WriteAt(entry) => {
                self.writing = Writing::Entry(entry);
                self.editor = text_editor::Content::new();
            }
            Message::EditNote(id) => {
                if let Some(note) = self.notes.iter().find(|n| n.id == id) {
                    self.editor = text_editor::Content::with_text(&note.text);
                    self.writing = Writing::Note(id);
                }
            }
            Message::CancelNote => {
                self.editor = text_editor::Content::new();
                self.writing = Writing::Turn;
            }
            Message::SaveNote => {
                let text = self.editor.text().trim().to_string();
                match &self.writing {
                    Writing::Note(id) => {
                        return Action::EditNote(id.clone(), text);
                    }
                    _ if text.is_empty() => {}
                    Writing::Entry(entry) => return Action::AddNote(Some(*entry), text),
                    Writing::Turn => return Action::AddNote(self.note_entry(), text),
                }
            }
            Message::DeleteNote(id) => return Action::EditNote(id, String::new()),
            Message::Fold(entry) => {
                if let Some(i) = self.unfolded.iter().position(|e| *e == entry) {
                    self.unfolded.remove(i);
                } else {
                    self.unfolded.push(entry);
                }
            }
            Message::TogglePossible => self.show_possible = !self.show_possible,
            Message::CardTyped(text) => {
                let answer = text.trim().parse::<Card>().ok().map(Answer::Card);
                let legal = self.active.delve().legal_answers();
                match answer.filter(|a| legal.contains(a)) {
                    Some(answer) => {
                        self.typed_card.clear();
                        return Action::Answer(answer);
                    }
                    None => self.typed_card = text,
                }
            }
        }
        Action::None
    }
}

/// A note written on this delve, as the table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The note's record id.
    pub id: RecordId,
    /// The journal entry it belongs to (`None`: the whole delve).
    pub entry: Option<usize>,
    /// The player's words.
    pub text: String,
}

/// Where the words in the note editor go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Writing {
    /// A new note on the turn just played.
    Turn,
    /// A new note on this journal entry.
    Entry(usize),
    /// New words for this note.
    Note(RecordId),
}

/// The entry a new note belongs to: the last that holds anything (a turn just begun, before
/// its card is flipped, holds nothing yet, so a note then is about the turn before).
pub fn note_entry(entries: &[journal::Entry]) -> Option<usize> {
    entries
        .iter()
        .rev()
        .find(|e| e.card.is_some() || !e.lines.is_empty())
        .or(entries.last())
        .map(|e| e.index)
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
