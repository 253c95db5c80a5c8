//! Starting a delve: the setup checked, the creation dice, the opening hand (majors drawn go
//! back, or to the discard pile for a returning adventurer), and replaying a saved delve.

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::card::{Card, CardSet, DECK_SIZE};
use crate::tarot::deck::Deck;
use crate::tarot::event::{Event, Place, ShuffleReason};
use crate::tarot::question::{Answer, DrawReason, Question};
use crate::tarot::rules::EmptyDeck;

use super::cards::Next;
use super::state::{Delve, DelveSetup, Registers, RuleError, Start, Task};

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
        if let Some(card) = setup.corpse.iter().find(|c| !Card::may_lie_on_corpse(**c)) {
            return Err(RuleError::Setup(format!(
                "the corpse pile holds {}, which never stays with a corpse",
                card.name()
            )));
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
        let deck_cards = CardSet::full().without(corpse_set);
        let mut delve = Delve {
            arcana,
            attrs,
            deck: Deck::shuffled(deck_cards),
            // Room for a delve's usual size, so that playing it seldom grows a list.
            hand: Vec::with_capacity(32),
            discard: Vec::with_capacity(DECK_SIZE),
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
            tasks: {
                let mut tasks = Vec::with_capacity(8);
                tasks.push(first);
                tasks
            },
            regs: Registers::default(),
            input: None,
            pending: None,
            outcome: None,
            answers: Vec::with_capacity(256),
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

    /// One creation die: sets the attribute at `index`, then the next one or the opening hand.
    pub(super) fn create(&mut self, index: u8, ev: &mut Vec<Event>) -> Option<Question> {
        let attr = Attr::ALL[index as usize];
        let Some(Answer::Die(value)) = self.input.take() else {
            return self.ask(Task::Create(index), Question::CreationDie { attr });
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

    /// Draws the opening hand, `remaining` cards still to come.
    pub(super) fn opening(&mut self, remaining: u8, ev: &mut Vec<Event>) -> Option<Question> {
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
                Next::Empty => {
                    if !self.opening_refill(ev) {
                        break;
                    }
                }
            }
        }
        if self.outcome.is_some() {
            return None;
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

    /// The deck ran out while the opening hand is drawn: `empty_deck` decides, as at any other
    /// time. `lost` ends the delve in the dark. `reshuffle` makes the discard pile the new deck
    /// when it holds a card the hand could still take (any card, or a minor card when
    /// `refill_opening_hand` is on); otherwise the hand stays short. Returns whether to draw on.
    fn opening_refill(&mut self, ev: &mut Vec<Event>) -> bool {
        let refill = self.setup.options.refill_opening_hand;
        if self.setup.options.empty_deck == EmptyDeck::Lost
            || self.discard.iter().any(|c| !refill || c.is_minor())
        {
            return self.refill(ev);
        }
        false
    }
}
