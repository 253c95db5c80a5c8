//! The table's own state: the open delve, the card shown, the note and card code being typed,
//! the dice of the latest checks and the motions that animate them.

use iced::keyboard::{Key, key::Named};
use iced::time::Instant;

use crate::career::ActiveDelve;
use crate::tarot::card::Card;
use crate::tarot::event::Event;
use crate::tarot::question::Answer;
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
    /// The note being written.
    pub(super) note: String,
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
}

impl Table {
    /// The table on an open delve.
    pub fn new(active: ActiveDelve) -> Table {
        Table {
            active,
            selected: None,
            note: String::new(),
            typed_card: String::new(),
            show_possible: false,
            flip: Motion::new(FLIP_TIME),
            roll: Motion::new(ROLL_TIME),
            shift: Motion::new(SHIFT_TIME),
            rolls: Vec::new(),
            fresh: 0,
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

    /// The note being written.
    pub fn note(&self) -> &str {
        &self.note
    }

    /// The note was attached: the box empties.
    pub fn note_attached(&mut self) {
        self.note.clear();
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
        let Some(now) = now else { return };
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
    }

    /// Whether a flip, a roll or an attribute's glow is being animated.
    pub fn animating(&self) -> bool {
        self.flip.is_moving() || self.roll.is_moving() || self.shift.is_moving()
    }

    /// Moves the animations on to the frame drawn at `now`.
    pub fn tick(&mut self, now: Instant) {
        self.flip.tick(now);
        self.roll.tick(now);
        self.shift.tick(now);
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

    /// What a key the app did not use means on the table: a digit picks the numbered answer,
    /// Space flips.
    pub fn key(&self, key: &Key) -> Option<Message> {
        let answers = self.active.delve().legal_answers();
        match key.as_ref() {
            Key::Character(c) => {
                let n = c.parse::<usize>().ok()?;
                (answers.len() <= 9 && (1..=answers.len()).contains(&n))
                    .then(|| Message::Answer(answers[n - 1]))
            }
            Key::Named(Named::Space) if answers.contains(&Answer::Flip) => {
                Some(Message::Answer(Answer::Flip))
            }
            _ => None,
        }
    }

    /// Takes a message: keeps what is the table's own, and says what the app must do. A typed
    /// card code that is a legal answer is given at once.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(screen) => return Action::Go(screen),
            Message::ToggleShortcuts => return Action::ToggleShortcuts,
            Message::Answer(answer) => return Action::Answer(answer),
            Message::Undo => return Action::Undo,
            Message::AttachNote => return Action::AttachNote,
            Message::Select(card) => self.selected = card,
            Message::NoteChanged(text) => self.note = text,
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
