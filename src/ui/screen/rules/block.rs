//! A block of a How to play page (a paragraph, a rule, one of a list, a suit, a major
//! arcanum), and the small list words the pages share.

use crate::tarot::card::Suit;

/// One block of a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A paragraph.
    Para(String),
    /// A rule: its name, then what it says.
    Term(String, String),
    /// One of a list: a name beside its words.
    Item(String, String),
    /// A suit: its name, what it does, and its fourteen cards.
    Suit(Suit, String),
    /// A major arcanum: its number, what it does, whether and how it can be skipped, and what
    /// Cups can do for its checks.
    Major {
        /// Its number.
        number: u8,
        /// Its name.
        name: String,
        /// What it does.
        does: String,
        /// Whether and how it can be skipped.
        skip: String,
        /// What Cups can do for it.
        cups: String,
        /// Its journaling prompt.
        prompt: String,
    },
}

impl Block {
    /// All the block's words, for the tests (and a search one day).
    pub fn text(&self) -> String {
        match self {
            Block::Para(words) => words.clone(),
            Block::Term(name, words) | Block::Item(name, words) => format!("{name}\n{words}"),
            Block::Suit(suit, words) => format!("{}\n{words}", suit.name()),
            Block::Major {
                name,
                does,
                skip,
                cups,
                prompt,
                ..
            } => [name, does, skip, cups, prompt]
                .iter()
                .filter(|s| !s.is_empty())
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

/// "a", "a and b", "a, b and c".
pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "a", "a or b", "a, b or c".
pub(super) fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
