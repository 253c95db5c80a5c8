//! The delve: one adventurer's run through the dungeon, as a state machine.
//!
//! [`Delve::question`] says what the engine needs next: a choice for the player or a random
//! outcome (a die, a card off the deck). [`Delve::answer`] applies an answer and returns what
//! happened as [`Event`]s; an illegal answer is an error that changes nothing. The engine holds
//! no random generator: the driver (seeded, or a person at the table) answers chance questions.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::arcana::{Arcana, AttrTarget, CheckAttrs, DrawCount, Instr, MajorsGo, RotationSource};
use super::attributes::{Attr, Attributes, MAX_SKILL};
use super::card::{Card, CardSet, DECK_SIZE, Rank, Suit};
use super::check::{self, AttrSet, CheckKind, Odds, OddsInput};
use super::deck::{Deck, Top};
use super::event::{CheckSource, DeathCause, Event, Outcome, Place, ShuffleReason};
use super::question::{Answer, Arrangement, DrawReason, Question, Rotation};
use super::rules::{EmptyDeck, RuleOptions};

/// Who goes into the dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Start {
    /// A new adventurer: six creation dice, then an opening hand of Intelligence cards.
    New,
    /// An adventurer who escaped before: opening hand of last score + Intelligence cards.
    Returning {
        /// Their attributes, each 1..=6.
        attributes: Attributes,
        /// Their last delve's score.
        last_score: u32,
    },
}

/// Everything a delve starts from. With the answers given, it rebuilds the delve exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelveSetup {
    /// The house rules.
    pub options: RuleOptions,
    /// The adventurer.
    pub start: Start,
    /// The profile's corpse pile: out of this delve's deck unless recovered.
    pub corpse: Vec<Card>,
}

impl DelveSetup {
    /// A new adventurer under the default rules, with no corpse pile.
    pub fn new_adventurer() -> DelveSetup {
        DelveSetup {
            options: RuleOptions::default(),
            start: Start::New,
            corpse: Vec::new(),
        }
    }
}

/// Why an answer or a setup was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The delve has ended; there is nothing to answer.
    #[error("the delve is over")]
    Over,
    /// The answer is not one of the question's legal answers.
    #[error("`{answer}` is not a legal answer to: {question}")]
    Illegal {
        /// The answer, in script words.
        answer: String,
        /// The question, in words.
        question: String,
    },
    /// The setup cannot start a delve.
    #[error("cannot start the delve: {0}")]
    Setup(String),
    /// The major arcana table could not be loaded.
    #[error("{0}")]
    Data(String),
}

/// A check the engine is about to make or offers: what it needs to show the odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckSpec {
    /// Check or roll.
    pub kind: CheckKind,
    /// What it is for.
    pub source: CheckSource,
    /// Attributes that may be used (Luck included when it is a wildcard).
    pub options: AttrSet,
    /// The event's difficulty.
    pub difficulty: u8,
    /// Whether Cups may boost it.
    pub cups_allowed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Attribute,
    Cups,
    Roll,
    Reroll,
    RerollRoll,
}

/// A check in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CheckTask {
    spec: CheckSpec,
    stage: Stage,
    attr: Attr,
    skill: u8,
    boosts: u8,
    target: u8,
    first_roll: u8,
    roll: u8,
    rerolls: u8,
}

/// One step of work still to do; the top of the stack runs first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    Create(u8),
    Opening { remaining: u8 },
    BeginTurn,
    ChooseAction,
    Flip,
    Resolve(Card),
    EndTurn(Card),
    Check(CheckTask),
    AfterCourt(Card),
    OvercomeChoice(Card),
    AfterSkip(Card),
    Effect { card: Card, pc: u16 },
    AfterWands(u8),
    Reveal(u8),
    PlaceSeen(u8),
}

/// Values an effect remembers between its instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Registers {
    passed: bool,
    used: Option<Attr>,
    chosen: Option<Attr>,
    discarded_suit: Option<Suit>,
    old_hand: u8,
    picked: Option<Card>,
    counter: Option<u8>,
    drew_major_back: bool,
    last_check_at_flip: Option<(Attr, bool)>,
}

/// One adventurer's delve.
#[derive(Clone, Debug)]
pub struct Delve {
    arcana: &'static Arcana,
    setup: DelveSetup,
    attrs: Attributes,
    deck: Deck,
    hand: Vec<Card>,
    discard: Vec<Card>,
    corpse: Vec<Card>,
    guiding: bool,
    backpack: Vec<Card>,
    spread: Vec<Card>,
    table: Vec<Card>,
    seen: Vec<Card>,
    cursed: bool,
    turn: u32,
    flips: u32,
    last_check: Option<(Attr, bool)>,
    current: Option<Card>,
    tasks: Vec<Task>,
    regs: Registers,
    input: Option<Answer>,
    pending: Option<Question>,
    outcome: Option<Outcome>,
    answers: Vec<Answer>,
    scratch: Vec<Answer>,
}

/// What the deck gave.
enum Next {
    Card(Card),
    Ask(Question),
    Empty,
}

impl Delve {
    /// Starts a delve with the shipped major arcana table.
    pub fn new(setup: DelveSetup) -> Result<Delve, RuleError> {
        let arcana = Arcana::standard().map_err(|e| RuleError::Data(e.to_string()))?;
        Delve::with_arcana(setup, arcana)
    }

    /// Starts a delve with a given major arcana table.
    pub fn with_arcana(setup: DelveSetup, arcana: &'static Arcana) -> Result<Delve, RuleError> {
        let corpse_set: CardSet = setup.corpse.iter().copied().collect();
        if corpse_set.len() != setup.corpse.len() {
            return Err(RuleError::Setup(
                "the corpse pile holds a card twice".into(),
            ));
        }
        if setup.corpse.iter().any(|c| c.is_major()) {
            return Err(RuleError::Setup(
                "the corpse pile holds a major arcana".into(),
            ));
        }
        if setup.options.min_failure_damage > 1 {
            return Err(RuleError::Setup("min_failure_damage must be 0 or 1".into()));
        }
        let (attrs, first) = match setup.start {
            Start::New => (Attributes([0; 6]), Task::Create(0)),
            Start::Returning {
                attributes,
                last_score,
            } => {
                if !attributes.are_valid() {
                    return Err(RuleError::Setup(format!(
                        "a returning adventurer's attributes must be 1 to 6, not {attributes}"
                    )));
                }
                let size = (last_score.min(DECK_SIZE as u32) as u8)
                    .saturating_add(attributes.get(Attr::Intelligence));
                (attributes, Task::Opening { remaining: size })
            }
        };
        let deck_cards = CardSet::full()
            .iter()
            .filter(|c| !corpse_set.contains(*c))
            .collect();
        let mut delve = Delve {
            arcana,
            attrs,
            deck: Deck::shuffled(deck_cards),
            hand: Vec::new(),
            discard: Vec::new(),
            corpse: setup.corpse.clone(),
            setup,
            guiding: false,
            backpack: Vec::new(),
            spread: Vec::new(),
            table: Vec::new(),
            seen: Vec::new(),
            cursed: false,
            turn: 0,
            flips: 0,
            last_check: None,
            current: None,
            tasks: vec![first],
            regs: Registers::default(),
            input: None,
            pending: None,
            outcome: None,
            answers: Vec::new(),
            scratch: Vec::new(),
        };
        let mut events = Vec::new();
        delve.run(&mut events);
        Ok(delve)
    }

    /// Rebuilds a delve from its setup and every answer given, in order.
    pub fn replay(setup: DelveSetup, answers: &[Answer]) -> Result<Delve, (usize, RuleError)> {
        let mut delve = Delve::new(setup).map_err(|e| (0, e))?;
        let mut events = Vec::new();
        for (i, answer) in answers.iter().enumerate() {
            events.clear();
            delve
                .answer_into(*answer, &mut events)
                .map_err(|e| (i, e))?;
        }
        Ok(delve)
    }

    // ----- what the delve looks like -----

    /// What the engine needs next; `None` once the delve is over.
    pub fn question(&self) -> Option<Question> {
        self.pending
    }

    /// How the delve ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The setup it started from.
    pub fn setup(&self) -> &DelveSetup {
        &self.setup
    }

    /// The house rules in force.
    pub fn options(&self) -> &RuleOptions {
        &self.setup.options
    }

    /// The major arcana table in use.
    pub fn arcana(&self) -> &'static Arcana {
        self.arcana
    }

    /// Every answer given so far, in order.
    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// The six attributes now.
    pub fn attributes(&self) -> Attributes {
        self.attrs
    }

    /// The hand, in the order cards arrived.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// The discard pile, bottom first (the last card is on top).
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// The deck.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The corpse pile lying in this dungeon (with The Hierophant on top while guiding).
    pub fn corpse(&self) -> &[Card] {
        &self.corpse
    }

    /// Whether the adventurer guides the ghost of the corpse pile.
    pub fn guiding(&self) -> bool {
        self.guiding
    }

    /// The Lovers' backpack (The Lovers first), face down; empty unless the player helped.
    pub fn backpack(&self) -> &[Card] {
        &self.backpack
    }

    /// The High Priestess's face-down spread, while it is out.
    pub fn spread(&self) -> &[Card] {
        &self.spread
    }

    /// Cards on the table: the card being resolved, and cards set aside for a moment.
    pub fn table(&self) -> &[Card] {
        &self.table
    }

    /// Cards taken off the top of the deck to look at (Wands), before they go back.
    pub fn seen(&self) -> &[Card] {
        &self.seen
    }

    /// Whether Judgment's curse is on the adventurer.
    pub fn cursed(&self) -> bool {
        self.cursed
    }

    /// The turn number (0 before the first flip).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// How many cards have been flipped as turn events.
    pub fn flips(&self) -> u32 {
        self.flips
    }

    /// The card being resolved, if any.
    pub fn current_card(&self) -> Option<Card> {
        self.current
    }

    /// The last check made: its attribute and whether it passed.
    pub fn last_check(&self) -> Option<(Attr, bool)> {
        self.last_check
    }

    /// The score the hand would give on escaping now: Pentacles plus ten per World.
    pub fn hand_score(&self) -> u32 {
        score_of(&self.hand)
    }

    // ----- answering -----

    /// Applies an answer and returns what happened. An illegal answer changes nothing.
    pub fn answer(&mut self, answer: Answer) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.answer_into(answer, &mut events)?;
        Ok(events)
    }

    /// Like [`Delve::answer`], appending the events to `events` (no allocation when reused).
    pub fn answer_into(
        &mut self,
        answer: Answer,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(question) = self.pending else {
            return Err(RuleError::Over);
        };
        if !self.is_legal(&question, &answer) {
            return Err(RuleError::Illegal {
                answer: answer.to_string(),
                question: question.to_string(),
            });
        }
        self.answers.push(answer);
        self.input = Some(answer);
        self.run(events);
        debug_assert!(
            self.input.is_none(),
            "answer {answer:?} to {question:?} was not used"
        );
        debug_assert_eq!(self.check_conservation(), Ok(()));
        Ok(())
    }

    /// The legal answers to the pending question (empty once the delve is over).
    pub fn legal_answers(&self) -> Vec<Answer> {
        let mut answers = Vec::new();
        self.legal_answers_into(&mut answers);
        answers
    }

    /// Fills `out` (cleared first) with the legal answers to the pending question.
    pub fn legal_answers_into(&self, out: &mut Vec<Answer>) {
        out.clear();
        let Some(question) = self.pending else {
            return;
        };
        match question {
            Question::CreationDie { .. } | Question::Die { .. } => {
                out.extend((1..=6).map(Answer::Die))
            }
            Question::Draw { .. } => out.extend(self.deck.unknown().iter().map(Answer::Card)),
            Question::RandomDiscard { .. } => out.extend(distinct(&self.hand).map(Answer::Card)),
            Question::Action => {
                out.push(Answer::Flip);
                if !self.cursed {
                    let swords = self.count_suit(Suit::Swords);
                    for attr in Attr::ALL {
                        let value = self.attrs.get(attr);
                        if attr != Attr::Luck && value < MAX_SKILL && swords >= value as usize {
                            out.push(Answer::Swords(attr));
                        }
                    }
                    let wands = self.count_suit(Suit::Wands).min(3) as u8;
                    out.extend((1..=wands).map(Answer::Wands));
                }
            }
            Question::CheckAttribute { options, .. } => {
                out.extend(options.iter().map(Answer::Attr))
            }
            Question::Cups { max, .. } => out.extend((0..=max).map(Answer::Cups)),
            Question::Reroll { .. } => out.extend([Answer::Reroll(true), Answer::Reroll(false)]),
            Question::Overcome { .. } => out.extend([Answer::Skip(false), Answer::Skip(true)]),
            Question::Escape => out.extend([Answer::Leave(true), Answer::Leave(false)]),
            Question::Help => out.extend([Answer::Help(true), Answer::Help(false)]),
            Question::PeekBottom { .. } => {
                out.extend([Answer::Bottom(false), Answer::Bottom(true)])
            }
            Question::Arrange { .. } => arrangements(&self.seen, out),
            Question::Rotation => out.extend([
                Answer::Rotate(Rotation::Left),
                Answer::Rotate(Rotation::Right),
            ]),
            Question::Pick { count } => out.extend((0..count).map(Answer::Pick)),
            Question::ChooseAttribute { exclude, .. } => out.extend(
                Attr::ALL
                    .into_iter()
                    .filter(|a| !exclude.contains(*a))
                    .map(Answer::Attr),
            ),
            Question::Discard { minor_only, .. } => out.extend(
                distinct(&self.hand)
                    .filter(|c| !minor_only || c.is_minor())
                    .map(Answer::Card),
            ),
            Question::Balance { .. } => {
                let least = self.least_suit_count();
                out.extend(
                    distinct(&self.hand)
                        .filter(|c| c.suit().is_some_and(|s| self.count_suit(s) > least))
                        .map(Answer::Card),
                )
            }
        }
    }

    /// Whether an answer is legal, decided directly (the same rules as
    /// [`Delve::legal_answers_into`], which the tests hold it to).
    fn is_legal(&mut self, question: &Question, answer: &Answer) -> bool {
        match (question, answer) {
            (Question::CreationDie { .. } | Question::Die { .. }, Answer::Die(d)) => {
                (1..=6).contains(d)
            }
            (Question::Draw { .. }, Answer::Card(c)) => self.deck.unknown().contains(*c),
            (Question::RandomDiscard { .. }, Answer::Card(c)) => self.hand.contains(c),
            (Question::Action, Answer::Flip) => true,
            (Question::Action, Answer::Swords(attr)) => {
                let value = self.attrs.get(*attr);
                !self.cursed
                    && *attr != Attr::Luck
                    && value < MAX_SKILL
                    && self.count_suit(Suit::Swords) >= value as usize
            }
            (Question::Action, Answer::Wands(n)) => {
                !self.cursed && (1..=3).contains(n) && self.count_suit(Suit::Wands) >= *n as usize
            }
            (Question::CheckAttribute { options, .. }, Answer::Attr(attr)) => {
                options.contains(*attr)
            }
            (Question::Cups { max, .. }, Answer::Cups(n)) => n <= max,
            (Question::Reroll { .. }, Answer::Reroll(_))
            | (Question::Overcome { .. }, Answer::Skip(_))
            | (Question::Escape, Answer::Leave(_))
            | (Question::Help, Answer::Help(_))
            | (Question::PeekBottom { .. }, Answer::Bottom(_))
            | (Question::Rotation, Answer::Rotate(_)) => true,
            (Question::Pick { count }, Answer::Pick(i)) => i < count,
            (Question::ChooseAttribute { exclude, .. }, Answer::Attr(attr)) => {
                !exclude.contains(*attr)
            }
            (Question::Discard { minor_only, .. }, Answer::Card(c)) => {
                self.hand.contains(c) && (!minor_only || c.is_minor())
            }
            (Question::Arrange { .. } | Question::Balance { .. }, _) => {
                let mut scratch = std::mem::take(&mut self.scratch);
                self.legal_answers_into(&mut scratch);
                let legal = scratch.contains(answer);
                // Leave no trace: an illegal answer must change nothing, not even the buffer.
                scratch.clear();
                self.scratch = scratch;
                legal
            }
            _ => false,
        }
    }

    // ----- odds -----

    /// The check that the pending question belongs to (for Overcome: the skip check).
    pub fn pending_check(&self) -> Option<CheckSpec> {
        match (self.pending?, self.tasks.last()) {
            (Question::Overcome { card }, _) => Some(self.skip_spec(card)),
            (
                Question::CheckAttribute { .. }
                | Question::Cups { .. }
                | Question::Reroll { .. }
                | Question::Die { .. },
                Some(Task::Check(task)),
            ) => Some(task.spec),
            _ => None,
        }
    }

    /// Exact odds of a check for every allowed attribute and every Cups spend the hand can pay.
    pub fn odds(&self, spec: &CheckSpec) -> Vec<Odds> {
        let cups = self.count_suit(Suit::Cups);
        let mut table = Vec::new();
        for attr in spec.options.iter() {
            let skill = self.attrs.get(attr);
            let max = if spec.cups_allowed && !self.cursed {
                check::max_boosts(skill, cups)
            } else {
                0
            };
            let input = OddsInput {
                kind: spec.kind,
                skill,
                luck: self.attrs.get(Attr::Luck),
                attr_is_luck: attr == Attr::Luck,
                difficulty: spec.difficulty,
                min_damage: self.setup.options.min_failure_damage,
            };
            table.extend((0..=max).map(|boosts| check::odds(attr, boosts, input)));
        }
        table
    }

    // ----- invariants -----

    /// Checks that each of the 78 cards is in exactly one place.
    pub fn check_conservation(&self) -> Result<(), String> {
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let mut place = |cards: &mut dyn Iterator<Item = Card>, name: &str| -> Result<(), String> {
            for card in cards {
                count += 1;
                if !seen.insert(card) {
                    return Err(format!("{card} is twice (again in {name})"));
                }
            }
            Ok(())
        };
        place(&mut self.deck.cards().iter(), "the deck")?;
        place(&mut self.hand.iter().copied(), "the hand")?;
        place(&mut self.discard.iter().copied(), "the discard pile")?;
        place(&mut self.corpse.iter().copied(), "the corpse pile")?;
        place(&mut self.backpack.iter().copied(), "the backpack")?;
        place(&mut self.spread.iter().copied(), "the spread")?;
        place(&mut self.table.iter().copied(), "the table")?;
        place(&mut self.seen.iter().copied(), "the seen cards")?;
        if count != DECK_SIZE || seen != CardSet::full() {
            return Err(format!("{count} cards are in play, not 78"));
        }
        if self.outcome.is_none()
            && !self.attrs.are_valid()
            && !self.tasks.iter().any(|t| matches!(t, Task::Create(_)))
        {
            return Err(format!("attributes out of range: {}", self.attrs));
        }
        Ok(())
    }

    // ----- the machine -----

    fn run(&mut self, ev: &mut Vec<Event>) {
        while self.outcome.is_none() {
            let task = self.tasks.pop().unwrap_or(Task::BeginTurn);
            if let Some(question) = self.step(task, ev) {
                self.pending = Some(question);
                return;
            }
        }
        self.pending = None;
        self.tasks.clear();
    }

    /// Puts the task back and asks.
    fn ask(&mut self, task: Task, question: Question) -> Option<Question> {
        self.tasks.push(task);
        Some(question)
    }

    fn step(&mut self, task: Task, ev: &mut Vec<Event>) -> Option<Question> {
        match task {
            Task::Create(index) => {
                let attr = Attr::ALL[index as usize];
                let Some(Answer::Die(value)) = self.input.take() else {
                    return self.ask(task, Question::CreationDie { attr });
                };
                self.attrs.set(attr, value);
                ev.push(Event::AttributeRolled { attr, value });
                self.tasks.push(if index < 5 {
                    Task::Create(index + 1)
                } else {
                    Task::Opening {
                        remaining: self.attrs.get(Attr::Intelligence),
                    }
                });
                None
            }
            Task::Opening { remaining } => self.opening(remaining, ev),
            Task::BeginTurn => {
                self.turn += 1;
                self.current = None;
                ev.push(Event::TurnBegan { turn: self.turn });
                self.tasks.push(Task::ChooseAction);
                None
            }
            Task::ChooseAction => match self.input.take() {
                Some(Answer::Flip) => {
                    self.tasks.push(Task::Flip);
                    None
                }
                Some(Answer::Swords(attr)) => {
                    let value = self.attrs.get(attr);
                    self.discard_suit_cards(Suit::Swords, value as usize, ev);
                    ev.push(Event::SwordsAction { attr, cards: value });
                    self.set_attr(attr, value + 1, ev);
                    self.tasks.push(Task::Flip);
                    None
                }
                Some(Answer::Wands(n)) => {
                    self.discard_suit_cards(Suit::Wands, n as usize, ev);
                    ev.push(Event::WandsAction { cards: n });
                    self.tasks.push(Task::Flip);
                    self.tasks.push(Task::AfterWands(n));
                    let spec = self.spec(
                        CheckKind::Check,
                        CheckSource::Wands(n),
                        AttrSet::of(&[Attr::Evocation]),
                        0,
                        true,
                    );
                    self.start_check(spec);
                    None
                }
                other => {
                    self.input = other;
                    self.ask(task, Question::Action)
                }
            },
            Task::AfterWands(n) => {
                if self.regs.passed {
                    let wanted = if n == 3 { 3 } else { 1 };
                    let count = self.deck.len().min(wanted) as u8;
                    if count > 0 {
                        self.tasks.push(Task::PlaceSeen(n));
                        self.tasks.push(Task::Reveal(count));
                    }
                }
                None
            }
            Task::Reveal(count) => {
                while self.seen.len() < count as usize {
                    match self.next_card(DrawReason::Peek) {
                        Next::Card(card) => {
                            self.seen.push(card);
                            ev.push(Event::Peeked { card });
                        }
                        Next::Ask(question) => return self.ask(task, question),
                        Next::Empty => break,
                    }
                }
                None
            }
            Task::PlaceSeen(n) => self.place_seen(task, n, ev),
            Task::Flip => match self.next_card(DrawReason::Flip) {
                Next::Card(card) => {
                    self.flips += 1;
                    self.current = Some(card);
                    self.table.push(card);
                    ev.push(Event::Flipped { card });
                    self.regs = Registers {
                        last_check_at_flip: self.last_check,
                        ..Registers::default()
                    };
                    self.tasks.push(Task::EndTurn(card));
                    self.tasks.push(Task::Resolve(card));
                    None
                }
                Next::Ask(question) => self.ask(task, question),
                Next::Empty => {
                    if self.refill(ev) {
                        self.tasks.push(task);
                    }
                    None
                }
            },
            Task::Resolve(card) => {
                match (card.suit(), card.rank(), card.major_number()) {
                    (Some(suit), Some(rank), _) if rank.is_court() => {
                        self.tasks.push(Task::AfterCourt(card));
                        let difficulty = self.setup.options.court_difficulty.of(rank);
                        let spec = self.spec(
                            CheckKind::Check,
                            CheckSource::Court(card),
                            AttrSet::of(Attr::of_suit(suit)),
                            difficulty,
                            suit != Suit::Cups,
                        );
                        self.start_check(spec);
                    }
                    (Some(_), _, _) => self.move_card(card, Place::Table, Place::Hand, ev),
                    (_, _, Some(number)) => {
                        if self.arcana.get(number).overcome.is_empty() {
                            self.tasks.push(Task::Effect { card, pc: 0 });
                        } else {
                            self.tasks.push(Task::OvercomeChoice(card));
                        }
                    }
                    _ => {}
                }
                None
            }
            Task::AfterCourt(card) => {
                if self.regs.passed {
                    self.move_card(card, Place::Table, Place::Hand, ev);
                }
                None
            }
            Task::OvercomeChoice(card) => match self.input.take() {
                Some(Answer::Skip(skip)) => {
                    ev.push(Event::OvercomeChosen { card, skip });
                    if skip {
                        self.tasks.push(Task::AfterSkip(card));
                        let spec = self.skip_spec(card);
                        self.start_check(spec);
                    } else {
                        self.tasks.push(Task::Effect { card, pc: 0 });
                    }
                    None
                }
                other => {
                    self.input = other;
                    self.ask(task, Question::Overcome { card })
                }
            },
            Task::AfterSkip(card) => {
                if !self.regs.passed {
                    self.regs.used = None;
                    self.tasks.push(Task::Effect { card, pc: 0 });
                }
                None
            }
            Task::EndTurn(card) => {
                if let Some(i) = self.table.iter().position(|c| *c == card) {
                    self.table.remove(i);
                    self.discard.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Discard,
                    });
                }
                self.tasks.push(Task::BeginTurn);
                None
            }
            Task::Check(check) => self.step_check(check, ev),
            Task::Effect { card, pc } => self.step_effect(card, pc, ev),
        }
    }

    fn opening(&mut self, remaining: u8, ev: &mut Vec<Event>) -> Option<Question> {
        let returning = matches!(self.setup.start, Start::Returning { .. });
        let mut remaining = remaining;
        while remaining > 0 {
            match self.next_card(DrawReason::Opening) {
                Next::Card(card) if card.is_major() => {
                    if returning {
                        self.discard.push(card);
                        ev.push(Event::CardMoved {
                            card,
                            from: Place::Deck,
                            to: Place::Discard,
                        });
                    } else {
                        self.table.push(card);
                        ev.push(Event::CardMoved {
                            card,
                            from: Place::Deck,
                            to: Place::Table,
                        });
                    }
                    if !self.setup.options.refill_opening_hand {
                        remaining -= 1;
                    }
                }
                Next::Card(card) => {
                    self.hand.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Deck,
                        to: Place::Hand,
                    });
                    remaining -= 1;
                }
                Next::Ask(question) => return self.ask(Task::Opening { remaining }, question),
                // No reshuffle while the opening hand is drawn: the hand is just smaller.
                Next::Empty => break,
            }
        }
        if !self.table.is_empty() {
            self.return_aside_to_deck(ShuffleReason::OpeningHand, ev);
        }
        ev.push(Event::OpeningHandDrawn {
            cards: self.hand.len() as u8,
        });
        self.tasks.push(Task::BeginTurn);
        None
    }

    fn return_aside_to_deck(&mut self, reason: ShuffleReason, ev: &mut Vec<Event>) {
        let aside: Vec<Card> = self
            .table
            .iter()
            .copied()
            .filter(|c| Some(*c) != self.current)
            .collect();
        self.table.retain(|c| !aside.contains(c));
        for card in &aside {
            ev.push(Event::CardMoved {
                card: *card,
                from: Place::Table,
                to: Place::Deck,
            });
        }
        self.deck.shuffle_in(aside);
        ev.push(Event::DeckShuffled {
            reason,
            from_discard: 0,
        });
    }

    fn place_seen(&mut self, task: Task, n: u8, ev: &mut Vec<Event>) -> Option<Question> {
        match n {
            1 => {
                for card in self.seen.drain(..).rev() {
                    self.deck.put_top(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::DeckTop,
                    });
                }
                None
            }
            2 => match (self.input.take(), self.seen.first().copied()) {
                (Some(Answer::Bottom(bottom)), Some(card)) => {
                    self.seen.clear();
                    let to = if bottom {
                        self.deck.put_bottom(card);
                        Place::DeckBottom
                    } else {
                        self.deck.put_top(card);
                        Place::DeckTop
                    };
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to,
                    });
                    None
                }
                (other, Some(card)) => {
                    self.input = other;
                    self.ask(task, Question::PeekBottom { card })
                }
                (other, None) => {
                    self.input = other;
                    None
                }
            },
            _ => match self.input.take() {
                Some(Answer::Arrange(arrangement)) => {
                    self.seen.clear();
                    for card in arrangement.top.iter().rev().flatten() {
                        self.deck.put_top(*card);
                        ev.push(Event::CardMoved {
                            card: *card,
                            from: Place::Table,
                            to: Place::DeckTop,
                        });
                    }
                    self.deck.put_bottom(arrangement.bottom);
                    ev.push(Event::CardMoved {
                        card: arrangement.bottom,
                        from: Place::Table,
                        to: Place::DeckBottom,
                    });
                    None
                }
                other => {
                    self.input = other;
                    let mut cards = [None; 3];
                    for (slot, card) in cards.iter_mut().zip(&self.seen) {
                        *slot = Some(*card);
                    }
                    self.ask(task, Question::Arrange { cards })
                }
            },
        }
    }

    // ----- checks -----

    /// A check's spec, with Luck added when it is a wildcard.
    fn spec(
        &self,
        kind: CheckKind,
        source: CheckSource,
        options: AttrSet,
        difficulty: u8,
        cups_allowed: bool,
    ) -> CheckSpec {
        let options = if self.setup.options.luck_wildcard {
            options.with(Attr::Luck)
        } else {
            options
        };
        CheckSpec {
            kind,
            source,
            options,
            difficulty,
            cups_allowed,
        }
    }

    fn skip_spec(&self, card: Card) -> CheckSpec {
        let overcome = card
            .major_number()
            .map(|n| AttrSet::of(&self.arcana.get(n).overcome))
            .unwrap_or_default();
        self.spec(
            CheckKind::Check,
            CheckSource::Overcome(card),
            overcome,
            0,
            true,
        )
    }

    fn start_check(&mut self, spec: CheckSpec) {
        self.tasks.push(Task::Check(CheckTask {
            spec,
            stage: Stage::Attribute,
            attr: Attr::Luck,
            skill: 0,
            boosts: 0,
            target: 1,
            first_roll: 0,
            roll: 0,
            rerolls: 0,
        }));
    }

    fn step_check(&mut self, mut c: CheckTask, ev: &mut Vec<Event>) -> Option<Question> {
        loop {
            match c.stage {
                Stage::Attribute => {
                    if c.spec.options.len() == 1 {
                        c.attr = c.spec.options.iter().next().unwrap_or(Attr::Luck);
                    } else if let Some(Answer::Attr(attr)) = self.input {
                        self.input = None;
                        c.attr = attr;
                    } else {
                        return self.ask(
                            Task::Check(c),
                            Question::CheckAttribute {
                                source: c.spec.source,
                                kind: c.spec.kind,
                                options: c.spec.options,
                                difficulty: c.spec.difficulty,
                            },
                        );
                    }
                    c.stage = Stage::Cups;
                }
                Stage::Cups => {
                    let skill = self.attrs.get(c.attr);
                    let max = if c.spec.cups_allowed && !self.cursed {
                        check::max_boosts(skill, self.count_suit(Suit::Cups))
                    } else {
                        0
                    };
                    if max > 0 {
                        let Some(Answer::Cups(boosts)) = self.input else {
                            return self.ask(
                                Task::Check(c),
                                Question::Cups {
                                    source: c.spec.source,
                                    attr: c.attr,
                                    max,
                                    difficulty: c.spec.difficulty,
                                },
                            );
                        };
                        self.input = None;
                        if boosts > 0 {
                            let cards = check::cups_cost(skill, boosts) as usize;
                            self.discard_suit_cards(Suit::Cups, cards, ev);
                            ev.push(Event::CupsSpent {
                                attr: c.attr,
                                boosts,
                                cards: cards as u8,
                            });
                        }
                        c.boosts = boosts;
                    }
                    c.skill = skill;
                    c.target = check::target(skill, c.boosts, c.spec.difficulty);
                    c.stage = Stage::Roll;
                }
                Stage::Roll => {
                    let Some(Answer::Die(roll)) = self.input else {
                        return self.ask(
                            Task::Check(c),
                            Question::Die {
                                attr: c.attr,
                                target: c.target,
                                reroll: false,
                            },
                        );
                    };
                    self.input = None;
                    c.first_roll = roll;
                    c.roll = roll;
                    if check::passes(roll, c.target) || self.attrs.get(Attr::Luck) == 0 {
                        return self.finish_check(c, ev);
                    }
                    c.stage = Stage::Reroll;
                }
                Stage::Reroll => match self.input {
                    Some(Answer::Reroll(true)) => {
                        self.input = None;
                        c.stage = Stage::RerollRoll;
                    }
                    Some(Answer::Reroll(false)) => {
                        self.input = None;
                        return self.finish_check(c, ev);
                    }
                    _ => {
                        return self.ask(
                            Task::Check(c),
                            Question::Reroll {
                                attr: c.attr,
                                roll: c.roll,
                                target: c.target,
                            },
                        );
                    }
                },
                Stage::RerollRoll => {
                    let Some(Answer::Die(roll)) = self.input else {
                        return self.ask(
                            Task::Check(c),
                            Question::Die {
                                attr: c.attr,
                                target: c.target,
                                reroll: true,
                            },
                        );
                    };
                    self.input = None;
                    let luck_cost = u8::from(roll != 1);
                    ev.push(Event::Rerolled {
                        failed: c.roll,
                        roll,
                        luck_cost,
                    });
                    c.rerolls += 1;
                    c.roll = roll;
                    if luck_cost > 0 {
                        let luck = self.attrs.get(Attr::Luck);
                        if !self.set_attr(Attr::Luck, luck - 1, ev) {
                            return None;
                        }
                    }
                    if check::passes(roll, c.target) || self.attrs.get(Attr::Luck) == 0 {
                        return self.finish_check(c, ev);
                    }
                    c.stage = Stage::Reroll;
                }
            }
        }
    }

    fn finish_check(&mut self, c: CheckTask, ev: &mut Vec<Event>) -> Option<Question> {
        let passed = check::passes(c.roll, c.target);
        let damage = if passed || c.spec.kind == CheckKind::Roll {
            0
        } else {
            check::failure_damage(c.roll, c.target, self.setup.options.min_failure_damage)
        };
        ev.push(Event::Check {
            kind: c.spec.kind,
            source: c.spec.source,
            attr: c.attr,
            skill: c.skill,
            boosts: c.boosts,
            difficulty: c.spec.difficulty,
            target: c.target,
            first_roll: c.first_roll,
            roll: c.roll,
            rerolls: c.rerolls,
            passed,
            damage,
        });
        self.regs.passed = passed;
        self.regs.used = Some(c.attr);
        if c.spec.kind == CheckKind::Check {
            self.last_check = Some((c.attr, passed));
            if passed && self.cursed {
                self.cursed = false;
                ev.push(Event::CurseLifted);
            }
        }
        if damage > 0 {
            let value = self.attrs.get(c.attr);
            self.set_attr(c.attr, value.saturating_sub(damage), ev);
        }
        None
    }

    // ----- effects -----

    fn step_effect(&mut self, card: Card, mut pc: u16, ev: &mut Vec<Event>) -> Option<Question> {
        let number = card.major_number()?;
        let program = &self.arcana.get(number).program;
        while let Some(instr) = program.get(pc as usize).copied() {
            match self.exec(card, instr, ev) {
                Flow::Next => pc += 1,
                Flow::Jump(to) => pc = to,
                Flow::Stop => return None,
                Flow::Ask(question) => return self.ask(Task::Effect { card, pc }, question),
                Flow::Spawn => {
                    // The spawned task is on the stack; resume after it.
                    let spawned = self.tasks.pop();
                    self.tasks.push(Task::Effect { card, pc: pc + 1 });
                    self.tasks.extend(spawned);
                    return None;
                }
                Flow::Retry => {
                    // The deck was refilled; run this instruction again.
                }
            }
            if self.outcome.is_some() {
                return None;
            }
        }
        None
    }

    fn exec(&mut self, card: Card, instr: Instr, ev: &mut Vec<Event>) -> Flow {
        match instr {
            Instr::Check {
                kind,
                attrs,
                difficulty,
            } => {
                let options = match attrs {
                    CheckAttrs::Fixed(set) => set,
                    CheckAttrs::DiscardedSuit => match self.regs.discarded_suit {
                        Some(suit) => AttrSet::of(Attr::of_suit(suit)),
                        None => return Flow::Stop,
                    },
                };
                let spec = self.spec(kind, CheckSource::Effect(card), options, difficulty, true);
                self.start_check(spec);
                Flow::Spawn
            }
            Instr::JumpIfFailed(to) => {
                if self.regs.passed {
                    Flow::Next
                } else {
                    Flow::Jump(to)
                }
            }
            Instr::Jump(to) => Flow::Jump(to),
            Instr::Adjust { target, by } => {
                let attr = match target {
                    AttrTarget::Fixed(attr) => attr,
                    AttrTarget::Used => match self.regs.used {
                        Some(attr) => attr,
                        None => return Flow::Next,
                    },
                    AttrTarget::Chosen => match self.regs.chosen {
                        Some(attr) => attr,
                        None => return Flow::Next,
                    },
                    AttrTarget::All => {
                        let before = self.attrs;
                        for attr in Attr::ALL {
                            let value = shifted(before.get(attr), by);
                            self.attrs.set(attr, value);
                            if value != before.get(attr) {
                                ev.push(Event::SkillChanged {
                                    attr,
                                    from: before.get(attr),
                                    to: value,
                                });
                            }
                        }
                        if self.attrs.any_zero() {
                            self.die(self.death_cause(), ev);
                        }
                        return Flow::Next;
                    }
                };
                let value = shifted(self.attrs.get(attr), by);
                self.set_attr(attr, value, ev);
                Flow::Next
            }
            Instr::ChooseAttribute { exclude } => match self.input {
                Some(Answer::Attr(attr)) => {
                    self.input = None;
                    self.regs.chosen = Some(attr);
                    Flow::Next
                }
                _ => Flow::Ask(Question::ChooseAttribute { card, exclude }),
            },
            Instr::DiscardChosen { count, minor_only } => {
                let eligible = self
                    .hand
                    .iter()
                    .filter(|c| !minor_only || c.is_minor())
                    .count();
                if self.regs.counter.is_none() && eligible == 0 && minor_only {
                    // Nothing of a suit to give up: the rest of the effect does not happen.
                    return Flow::Stop;
                }
                let remaining = *self.regs.counter.get_or_insert(count.min(eligible as u8));
                if remaining == 0 {
                    self.regs.counter = None;
                    return Flow::Next;
                }
                match self.input {
                    Some(Answer::Card(chosen)) => {
                        self.input = None;
                        self.remove_from_hand(chosen);
                        self.put_on_discard(chosen, Place::Hand, ev);
                        self.regs.discarded_suit = chosen.suit();
                        self.regs.counter = Some(remaining - 1);
                        Flow::Retry
                    }
                    _ => Flow::Ask(Question::Discard {
                        card,
                        remaining,
                        minor_only,
                    }),
                }
            }
            Instr::DiscardRandom(count) => {
                let remaining = *self
                    .regs
                    .counter
                    .get_or_insert(count.min(self.hand.len() as u8));
                if remaining == 0 {
                    self.regs.counter = None;
                    return Flow::Next;
                }
                match self.input {
                    Some(Answer::Card(lost)) => {
                        self.input = None;
                        self.remove_from_hand(lost);
                        self.put_on_discard(lost, Place::Hand, ev);
                        self.regs.counter = Some(remaining - 1);
                        Flow::Retry
                    }
                    _ => Flow::Ask(Question::RandomDiscard { card, remaining }),
                }
            }
            Instr::DiscardTop(count) => {
                let remaining = *self.regs.counter.get_or_insert(count);
                if remaining == 0 {
                    self.regs.counter = None;
                    return Flow::Next;
                }
                match self.next_card(DrawReason::DiscardTop) {
                    Next::Card(top) => {
                        self.put_on_discard(top, Place::Deck, ev);
                        self.regs.counter = Some(remaining - 1);
                        Flow::Retry
                    }
                    Next::Ask(question) => Flow::Ask(question),
                    Next::Empty => self.refill_flow(ev),
                }
            }
            Instr::DiscardSuit(suit, count) => {
                self.discard_suit_cards(suit, count as usize, ev);
                Flow::Next
            }
            Instr::DiscardHand => {
                self.regs.old_hand = self.hand.len() as u8;
                for lost in std::mem::take(&mut self.hand) {
                    self.put_on_discard(lost, Place::Hand, ev);
                }
                Flow::Next
            }
            Instr::Draw(count, majors) => {
                let total = match count {
                    DrawCount::Fixed(n) => n,
                    DrawCount::ChosenValue => self.regs.chosen.map_or(0, |a| self.attrs.get(a)),
                    DrawCount::OldHandPlusOne => self.regs.old_hand + 1,
                    DrawCount::OldHandHalfUp => self.regs.old_hand.div_ceil(2),
                };
                let remaining = *self.regs.counter.get_or_insert(total);
                if remaining == 0 {
                    self.regs.counter = None;
                    if self.regs.drew_major_back {
                        self.regs.drew_major_back = false;
                        self.return_aside_to_deck(ShuffleReason::Tower, ev);
                    }
                    return Flow::Next;
                }
                match self.next_card(DrawReason::Draw) {
                    Next::Card(drawn) => {
                        if drawn.is_minor() {
                            self.hand.push(drawn);
                            ev.push(Event::CardMoved {
                                card: drawn,
                                from: Place::Deck,
                                to: Place::Hand,
                            });
                        } else if majors == MajorsGo::Deck {
                            self.table.push(drawn);
                            self.regs.drew_major_back = true;
                            ev.push(Event::CardMoved {
                                card: drawn,
                                from: Place::Deck,
                                to: Place::Table,
                            });
                        } else {
                            self.put_on_discard(drawn, Place::Deck, ev);
                        }
                        self.regs.counter = Some(remaining - 1);
                        Flow::Retry
                    }
                    Next::Ask(question) => Flow::Ask(question),
                    Next::Empty => self.refill_flow(ev),
                }
            }
            Instr::Rotate(source) => {
                let left = match source {
                    RotationSource::Left => true,
                    RotationSource::Choice => match self.input {
                        Some(Answer::Rotate(rotation)) => {
                            self.input = None;
                            rotation == Rotation::Left
                        }
                        _ => return Flow::Ask(Question::Rotation),
                    },
                };
                let before = self.attrs;
                let mut values = before.0;
                if left {
                    values.rotate_left(1);
                } else {
                    values.rotate_right(1);
                }
                self.attrs = Attributes(values);
                ev.push(Event::Rotated { left });
                for attr in Attr::ALL {
                    if before.get(attr) != self.attrs.get(attr) {
                        ev.push(Event::SkillChanged {
                            attr,
                            from: before.get(attr),
                            to: self.attrs.get(attr),
                        });
                    }
                }
                Flow::Next
            }
            Instr::TakeFromDiscard => {
                if let Some(i) = self.discard.iter().rposition(|c| c.is_minor()) {
                    let found = self.discard.remove(i);
                    self.hand.push(found);
                    ev.push(Event::CardMoved {
                        card: found,
                        from: Place::Discard,
                        to: Place::Hand,
                    });
                }
                Flow::Next
            }
            Instr::ShuffleDiscardIntoDeck => {
                let from_discard = self.discard.len() as u8;
                let pile = std::mem::take(&mut self.discard);
                self.deck.shuffle_in(pile);
                ev.push(Event::DeckShuffled {
                    reason: ShuffleReason::Death,
                    from_discard,
                });
                Flow::Next
            }
            Instr::Curse => {
                self.cursed = true;
                ev.push(Event::Cursed);
                Flow::Next
            }
            Instr::KeepInHand => {
                if let Some(i) = self.table.iter().position(|c| *c == card) {
                    self.table.remove(i);
                    self.hand.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Hand,
                    });
                }
                Flow::Next
            }
            Instr::EscapeChoice => match self.input {
                Some(Answer::Leave(leave)) => {
                    self.input = None;
                    if leave {
                        self.escape(ev);
                        Flow::Stop
                    } else {
                        Flow::Next
                    }
                }
                _ => Flow::Ask(Question::Escape),
            },
            Instr::Spread(count) => {
                if self.spread.len() < count as usize {
                    return match self.next_card(DrawReason::Spread) {
                        Next::Card(laid) => {
                            self.spread.push(laid);
                            ev.push(Event::CardMoved {
                                card: laid,
                                from: Place::Deck,
                                to: Place::Spread,
                            });
                            Flow::Retry
                        }
                        Next::Ask(question) => Flow::Ask(question),
                        Next::Empty => self.refill_flow(ev),
                    };
                }
                match self.input {
                    Some(Answer::Pick(i)) => {
                        self.input = None;
                        self.regs.picked = self.spread.get(i as usize).copied();
                        Flow::Next
                    }
                    _ => Flow::Ask(Question::Pick {
                        count: self.spread.len() as u8,
                    }),
                }
            }
            Instr::JumpUnlessPickedCourt(to) => match self.regs.picked {
                Some(picked) if picked.is_court() => Flow::Next,
                _ => Flow::Jump(to),
            },
            Instr::JumpUnlessPickedMajor(to) => match self.regs.picked {
                Some(picked) if picked.is_major() => Flow::Next,
                _ => Flow::Jump(to),
            },
            Instr::CheckPickedCourt { multiplier } => {
                let Some((picked, suit, rank)) = self
                    .regs
                    .picked
                    .and_then(|c| Some((c, c.suit()?, c.rank()?)))
                else {
                    return Flow::Next;
                };
                let difficulty = self
                    .setup
                    .options
                    .court_difficulty
                    .of(rank)
                    .saturating_mul(multiplier);
                let spec = self.spec(
                    CheckKind::Check,
                    CheckSource::Spread(picked),
                    AttrSet::of(Attr::of_suit(suit)),
                    difficulty,
                    suit != Suit::Cups,
                );
                self.start_check(spec);
                Flow::Spawn
            }
            Instr::DiscardSpread => {
                for laid in std::mem::take(&mut self.spread) {
                    self.put_on_discard(laid, Place::Spread, ev);
                }
                Flow::Next
            }
            Instr::GuideGhost => {
                if !self.corpse.is_empty()
                    && !self.guiding
                    && let Some(i) = self.table.iter().position(|c| *c == card)
                {
                    self.table.remove(i);
                    self.corpse.push(card);
                    self.guiding = true;
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Table,
                        to: Place::Corpse,
                    });
                    ev.push(Event::GhostGuided);
                }
                Flow::Next
            }
            Instr::Backpack(count) => {
                if let Some(remaining) = self.regs.counter {
                    if remaining == 0 {
                        self.regs.counter = None;
                        return Flow::Next;
                    }
                    return match self.next_card(DrawReason::Backpack) {
                        Next::Card(packed) => {
                            self.backpack.push(packed);
                            ev.push(Event::CardMoved {
                                card: packed,
                                from: Place::Deck,
                                to: Place::Backpack,
                            });
                            self.regs.counter = Some(remaining - 1);
                            Flow::Retry
                        }
                        Next::Ask(question) => Flow::Ask(question),
                        Next::Empty => self.refill_flow(ev),
                    };
                }
                match self.input {
                    Some(Answer::Help(help)) => {
                        self.input = None;
                        if help && let Some(i) = self.table.iter().position(|c| *c == card) {
                            self.table.remove(i);
                            self.backpack.push(card);
                            ev.push(Event::CardMoved {
                                card,
                                from: Place::Table,
                                to: Place::Backpack,
                            });
                            self.regs.counter = Some(count);
                            return Flow::Retry;
                        }
                        Flow::Next
                    }
                    _ => Flow::Ask(Question::Help),
                }
            }
            Instr::ReviewLastCheck { passed, failed } => {
                if let Some((attr, was_passed)) = self.regs.last_check_at_flip {
                    let by = if was_passed { passed } else { failed };
                    let value = shifted(self.attrs.get(attr), by);
                    self.set_attr(attr, value, ev);
                }
                Flow::Next
            }
            Instr::BalanceSuits => {
                let least = self.least_suit_count();
                let excess: usize = Suit::ALL.iter().map(|s| self.count_suit(*s) - least).sum();
                if excess == 0 {
                    return Flow::Next;
                }
                match self.input {
                    Some(Answer::Card(shed)) => {
                        self.input = None;
                        self.remove_from_hand(shed);
                        self.put_on_discard(shed, Place::Hand, ev);
                        Flow::Retry
                    }
                    _ => Flow::Ask(Question::Balance {
                        remaining: excess as u8,
                    }),
                }
            }
        }
    }

    fn refill_flow(&mut self, ev: &mut Vec<Event>) -> Flow {
        if self.refill(ev) {
            Flow::Retry
        } else {
            Flow::Stop
        }
    }

    // ----- cards -----

    /// Takes the top card, asking which it is when nobody knows.
    fn next_card(&mut self, reason: DrawReason) -> Next {
        match self.deck.take_top() {
            Top::Card(card) => Next::Card(card),
            Top::Unknown => match self.input {
                Some(Answer::Card(card)) if self.deck.take_unknown(card) => {
                    self.input = None;
                    Next::Card(card)
                }
                _ => Next::Ask(Question::Draw { reason }),
            },
            Top::Empty => Next::Empty,
        }
    }

    /// The deck is empty and a card is needed: reshuffle the discard pile, or be lost.
    /// Returns whether the deck has cards again.
    fn refill(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.setup.options.empty_deck == EmptyDeck::Lost || self.discard.is_empty() {
            self.die(DeathCause::LostInTheDark, ev);
            return false;
        }
        let from_discard = self.discard.len() as u8;
        let pile = std::mem::take(&mut self.discard);
        self.deck.shuffle_in(pile);
        ev.push(Event::DeckShuffled {
            reason: ShuffleReason::EmptyDeck,
            from_discard,
        });
        true
    }

    fn move_card(&mut self, card: Card, from: Place, to: Place, ev: &mut Vec<Event>) {
        let source = match from {
            Place::Table => &mut self.table,
            Place::Hand => &mut self.hand,
            _ => return,
        };
        if let Some(i) = source.iter().position(|c| *c == card) {
            source.remove(i);
            match to {
                Place::Hand => self.hand.push(card),
                _ => self.discard.push(card),
            }
            ev.push(Event::CardMoved { card, from, to });
        }
    }

    fn put_on_discard(&mut self, card: Card, from: Place, ev: &mut Vec<Event>) {
        self.discard.push(card);
        ev.push(Event::CardMoved {
            card,
            from,
            to: Place::Discard,
        });
    }

    fn remove_from_hand(&mut self, card: Card) {
        if let Some(i) = self.hand.iter().position(|c| *c == card) {
            self.hand.remove(i);
        }
    }

    fn count_suit(&self, suit: Suit) -> usize {
        self.hand.iter().filter(|c| c.is_suit(suit)).count()
    }

    fn least_suit_count(&self) -> usize {
        Suit::ALL
            .iter()
            .map(|s| self.count_suit(*s))
            .min()
            .unwrap_or(0)
    }

    /// Discards up to `count` cards of a suit, number cards (lowest first) before courts.
    fn discard_suit_cards(&mut self, suit: Suit, count: usize, ev: &mut Vec<Event>) {
        for _ in 0..count {
            let pick = self
                .hand
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_suit(suit))
                .min_by_key(|(_, c)| c.rank().map(rank_order))
                .map(|(i, _)| i);
            let Some(i) = pick else { break };
            let card = self.hand.remove(i);
            self.put_on_discard(card, Place::Hand, ev);
        }
    }

    // ----- attributes, death and escape -----

    /// Sets an attribute (clamped to 0..=6), reports it, and ends the delve at 0. Returns
    /// whether the adventurer lives.
    fn set_attr(&mut self, attr: Attr, value: u8, ev: &mut Vec<Event>) -> bool {
        let from = self.attrs.get(attr);
        self.attrs.set(attr, value);
        let to = self.attrs.get(attr);
        if from != to {
            ev.push(Event::SkillChanged { attr, from, to });
        }
        if to == 0 {
            self.die(self.death_cause(), ev);
            return false;
        }
        true
    }

    fn death_cause(&self) -> DeathCause {
        match self.current {
            Some(card) => DeathCause::Card(card),
            None => DeathCause::WandsAction,
        }
    }

    fn die(&mut self, cause: DeathCause, ev: &mut Vec<Event>) {
        if self.outcome.is_some() {
            return;
        }
        // The Hierophant leaves the corpse pile; the hand and backpack (less majors) join it.
        if let Some(i) = self.corpse.iter().position(|c| c.is_major()) {
            let card = self.corpse.remove(i);
            self.put_on_discard(card, Place::Corpse, ev);
        }
        for card in std::mem::take(&mut self.hand) {
            self.lay_on_corpse(card, Place::Hand, ev);
        }
        for card in std::mem::take(&mut self.backpack) {
            self.lay_on_corpse(card, Place::Backpack, ev);
        }
        self.clear_table(ev);
        self.outcome = Some(Outcome::Died { cause });
        ev.push(Event::Died { cause });
    }

    fn lay_on_corpse(&mut self, card: Card, from: Place, ev: &mut Vec<Event>) {
        if card.is_major() {
            self.put_on_discard(card, from, ev);
        } else {
            self.corpse.push(card);
            ev.push(Event::CardMoved {
                card,
                from,
                to: Place::Corpse,
            });
        }
    }

    /// Puts everything in transit (table, spread, seen cards) on the discard pile.
    fn clear_table(&mut self, ev: &mut Vec<Event>) {
        for card in std::mem::take(&mut self.table) {
            self.put_on_discard(card, Place::Table, ev);
        }
        for card in std::mem::take(&mut self.spread) {
            self.put_on_discard(card, Place::Spread, ev);
        }
        for card in std::mem::take(&mut self.seen) {
            self.put_on_discard(card, Place::Table, ev);
        }
    }

    fn escape(&mut self, ev: &mut Vec<Event>) {
        if self.guiding {
            for card in std::mem::take(&mut self.corpse) {
                if card.is_major() {
                    self.put_on_discard(card, Place::Corpse, ev);
                } else {
                    self.hand.push(card);
                    ev.push(Event::CardMoved {
                        card,
                        from: Place::Corpse,
                        to: Place::Hand,
                    });
                }
            }
        }
        for card in std::mem::take(&mut self.backpack) {
            if card == Card::LOVERS {
                self.put_on_discard(card, Place::Backpack, ev);
            } else {
                self.hand.push(card);
                ev.push(Event::CardMoved {
                    card,
                    from: Place::Backpack,
                    to: Place::Hand,
                });
            }
        }
        self.clear_table(ev);
        let score = score_of(&self.hand);
        self.outcome = Some(Outcome::Escaped { score });
        ev.push(Event::Escaped { score });
    }
}

/// What an effect instruction asks of the interpreter.
enum Flow {
    Next,
    Jump(u16),
    Stop,
    Ask(Question),
    /// A task was pushed (a check); resume after it.
    Spawn,
    /// Run the same instruction again.
    Retry,
}

/// Pentacles plus ten per World.
pub fn score_of(cards: &[Card]) -> u32 {
    cards
        .iter()
        .map(|c| {
            if *c == Card::WORLD {
                10
            } else {
                u32::from(c.is_suit(Suit::Pentacles))
            }
        })
        .sum()
}

fn shifted(value: u8, by: i8) -> u8 {
    (value as i16 + by as i16).clamp(0, MAX_SKILL as i16) as u8
}

fn rank_order(rank: Rank) -> u8 {
    match rank {
        Rank::Number(n) => n,
        Rank::Page => 11,
        Rank::Knight => 12,
        Rank::Queen => 13,
        Rank::King => 14,
    }
}

/// The cards of a list without repeats, in order.
fn distinct(cards: &[Card]) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|(i, c)| !cards[..*i].contains(c))
        .map(|(_, c)| *c)
}

/// Every way to put back the seen cards: one to the bottom, the rest on top in any order.
fn arrangements(seen: &[Card], out: &mut Vec<Answer>) {
    for (b, bottom) in seen.iter().enumerate() {
        let rest: Vec<Card> = seen
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != b)
            .map(|(_, c)| *c)
            .collect();
        match rest[..] {
            [] => out.push(Answer::Arrange(Arrangement {
                top: [None, None],
                bottom: *bottom,
            })),
            [a] => out.push(Answer::Arrange(Arrangement {
                top: [Some(a), None],
                bottom: *bottom,
            })),
            [a, b2] => {
                for top in [[Some(a), Some(b2)], [Some(b2), Some(a)]] {
                    out.push(Answer::Arrange(Arrangement {
                        top,
                        bottom: *bottom,
                    }));
                }
            }
            _ => {}
        }
    }
}
