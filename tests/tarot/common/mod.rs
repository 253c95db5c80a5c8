//! A delve at the table, for scenario tests: exact cards and dice, answered by their words.

#![allow(dead_code)]

use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::{Event, Outcome};
use malice::tarot::question::{Answer, Question};
use malice::tarot::rules::RuleOptions;

/// A delve driven word by word, as a person at the table would.
pub struct Table {
    /// The delve.
    pub delve: Delve,
    /// Every event so far.
    pub events: Vec<Event>,
}

/// A card from its code.
pub fn card(code: &str) -> Card {
    code.parse()
        .unwrap_or_else(|_| panic!("`{code}` is not a card code"))
}

/// Cards from codes separated by spaces.
pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

impl Table {
    /// A returning adventurer (score 0 last time, so the opening hand is Intelligence cards;
    /// more cards are drawn as a higher last score) whose opening hand is `hand`.
    pub fn returning(attrs: [u8; 6], hand: &str) -> Table {
        Table::with(attrs, hand, RuleOptions::default(), &[])
    }

    /// As [`Table::returning`], with the questions of table mode (a physical deck: The High
    /// Priestess asks for the card turned first).
    pub fn table_mode(attrs: [u8; 6], hand: &str) -> Table {
        Table::setup(attrs, hand, RuleOptions::default(), &[], true)
    }

    /// As [`Table::returning`], with rule options and a corpse pile.
    pub fn with(attrs: [u8; 6], hand: &str, options: RuleOptions, corpse: &[Card]) -> Table {
        Table::setup(attrs, hand, options, corpse, false)
    }

    fn setup(
        attrs: [u8; 6],
        hand: &str,
        options: RuleOptions,
        corpse: &[Card],
        table_mode: bool,
    ) -> Table {
        let hand = cards(hand);
        let int = attrs[3] as usize;
        assert!(
            hand.len() >= int,
            "the opening hand holds at least Intelligence cards"
        );
        let setup = DelveSetup {
            options,
            start: Start::Returning {
                attributes: Attributes(attrs),
                last_score: (hand.len() - int) as u32,
            },
            corpse: corpse.to_vec(),
            table_mode,
        };
        let mut table = Table {
            delve: Delve::new(setup).expect("a valid setup"),
            events: Vec::new(),
        };
        for c in hand {
            table.answer(Answer::Card(c));
        }
        table
    }

    /// The pending question.
    pub fn question(&self) -> Question {
        self.delve
            .question()
            .unwrap_or_else(|| panic!("the delve is over: {:?}", self.delve.outcome()))
    }

    /// The pending question's kind (`action`, `die`, ...).
    pub fn kind(&self) -> &'static str {
        self.question().kind()
    }

    /// Answers, checking that the answer is legal and that every card is in one place.
    pub fn answer(&mut self, answer: Answer) -> Vec<Event> {
        let question = self.question();
        assert!(
            self.delve.legal_answers().contains(&answer),
            "`{answer}` is not legal for: {question} ({})",
            question.kind()
        );
        let events = self.delve.answer(answer).unwrap_or_else(|e| panic!("{e}"));
        self.delve
            .check_conservation()
            .unwrap_or_else(|e| panic!("conservation broken: {e}"));
        self.events.extend(events.iter().copied());
        events
    }

    /// Answers each `;`-separated word in turn; returns the events of them all.
    pub fn go(&mut self, words: &str) -> Vec<Event> {
        let mut all = Vec::new();
        for word in words.split(';').map(str::trim).filter(|w| !w.is_empty()) {
            let question = self.question();
            let answer = Answer::parse(word, &question)
                .unwrap_or_else(|e| panic!("`{word}` for {question} ({}): {e}", question.kind()));
            all.extend(self.answer(answer));
        }
        all
    }

    /// The six attributes.
    pub fn attrs(&self) -> [u8; 6] {
        self.delve.attributes().0
    }

    /// The hand's codes, in hand order.
    pub fn hand(&self) -> Vec<String> {
        self.delve.hand().iter().map(|c| c.code()).collect()
    }

    /// The hand's codes, sorted.
    pub fn hand_sorted(&self) -> Vec<String> {
        let mut hand = self.hand();
        hand.sort();
        hand
    }

    /// The discard pile's codes, bottom first.
    pub fn discard(&self) -> Vec<String> {
        self.delve.discard().iter().map(|c| c.code()).collect()
    }

    /// The outcome, if the delve ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.delve.outcome()
    }
}

/// Codes as owned strings, for comparing with [`Table::hand`].
pub fn codes(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// Codes sorted.
pub fn sorted(text: &str) -> Vec<String> {
    let mut v = codes(text);
    v.sort();
    v
}
