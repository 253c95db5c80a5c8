//! Cards: suits, ranks, the 78-card deck, short codes (`QS`, `10C`, `M13`) and sets of cards.

use std::fmt;

use serde::Serialize;
use thiserror::Error;

mod parse;

/// The four suits of the minor arcana.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    /// Temporary boons, spent to boost checks.
    Cups,
    /// Permanent boons, spent to raise attributes.
    Swords,
    /// Divination, spent to see and change what comes.
    Wands,
    /// Valuables: the score.
    Pentacles,
}

impl Suit {
    /// All suits in code order.
    pub const ALL: [Suit; 4] = [Suit::Cups, Suit::Swords, Suit::Wands, Suit::Pentacles];

    /// The one-letter code: `C`, `S`, `W`, `P`.
    pub fn code(self) -> char {
        match self {
            Suit::Cups => 'C',
            Suit::Swords => 'S',
            Suit::Wands => 'W',
            Suit::Pentacles => 'P',
        }
    }

    /// The suit's name.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Cups => "Cups",
            Suit::Swords => "Swords",
            Suit::Wands => "Wands",
            Suit::Pentacles => "Pentacles",
        }
    }

    /// Position in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    fn from_code(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Cups),
            'S' => Some(Suit::Swords),
            'W' => Some(Suit::Wands),
            'P' => Some(Suit::Pentacles),
            _ => None,
        }
    }
}

/// The rank of a minor card: a number (1 = Ace … 10) or a court card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// Ace (1) to ten.
    Number(u8),
    /// Page (court).
    Page,
    /// Knight (court).
    Knight,
    /// Queen (court).
    Queen,
    /// King (court).
    King,
}

impl Rank {
    fn index(self) -> u8 {
        match self {
            Rank::Number(n) => n - 1,
            Rank::Page => 10,
            Rank::Knight => 11,
            Rank::Queen => 12,
            Rank::King => 13,
        }
    }

    fn from_index(i: u8) -> Rank {
        match i {
            10 => Rank::Page,
            11 => Rank::Knight,
            12 => Rank::Queen,
            13 => Rank::King,
            n => Rank::Number(n + 1),
        }
    }

    /// Whether this is a court card (Page, Knight, Queen, King).
    pub fn is_court(self) -> bool {
        !matches!(self, Rank::Number(_))
    }

    fn code(self) -> &'static str {
        const CODES: [&str; 14] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K",
        ];
        CODES[self.index() as usize]
    }

    fn name(self) -> &'static str {
        const NAMES: [&str; 14] = [
            "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Page",
            "Knight", "Queen", "King",
        ];
        NAMES[self.index() as usize]
    }
}

/// Names of the major arcana by number (0 = The Fool … 21 = The World).
pub const MAJOR_NAMES: [&str; 22] = [
    "The Fool",
    "The Magician",
    "The High Priestess",
    "The Empress",
    "The Emperor",
    "The Hierophant",
    "The Lovers",
    "The Chariot",
    "Justice",
    "The Hermit",
    "The Wheel of Fortune",
    "Strength",
    "The Hanged Man",
    "Death",
    "Temperance",
    "The Devil",
    "The Tower",
    "The Star",
    "The Moon",
    "The Sun",
    "Judgment",
    "The World",
];

/// One of the 78 tarot cards. Minors are numbered 0..56 (suit × 14 + rank), majors 56..78.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// How many cards the deck holds.
pub const DECK_SIZE: usize = 78;

impl Card {
    /// The Fool (major 0).
    pub const FOOL: Card = Card::major(0);
    /// The Hierophant (major 5).
    pub const HIEROPHANT: Card = Card::major(5);
    /// The Lovers (major 6).
    pub const LOVERS: Card = Card::major(6);
    /// The World (major 21).
    pub const WORLD: Card = Card::major(21);

    /// Whether a dead adventurer's card stays with the corpse: every card but The World (the
    /// rulebook's one exception), The Fool (the only way out; it never goes into a backpack)
    /// and The Hierophant (out of every later deck, no one could guide the pile out).
    pub fn may_lie_on_corpse(card: Card) -> bool {
        card != Card::WORLD && card != Card::FOOL && card != Card::HIEROPHANT
    }

    /// A minor card.
    pub fn minor(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 14 + rank.index())
    }

    /// The major arcana card with this number (0..=21).
    ///
    /// # Panics
    /// In const use with a number above 21 (a programming error, never user input).
    pub const fn major(number: u8) -> Card {
        assert!(number < 22);
        Card(56 + number)
    }

    /// The card with this index (0..78), if valid.
    pub fn from_index(index: usize) -> Option<Card> {
        (index < DECK_SIZE).then_some(Card(index as u8))
    }

    /// Position in the canonical deck order (0..78).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// All 78 cards in canonical order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }

    /// The suit of a minor card; `None` for a major.
    pub fn suit(self) -> Option<Suit> {
        (self.0 < 56).then(|| Suit::ALL[(self.0 / 14) as usize])
    }

    /// The rank of a minor card; `None` for a major.
    pub fn rank(self) -> Option<Rank> {
        (self.0 < 56).then(|| Rank::from_index(self.0 % 14))
    }

    /// The number of a major card (0..=21); `None` for a minor.
    pub fn major_number(self) -> Option<u8> {
        (self.0 >= 56).then(|| self.0 - 56)
    }

    /// Whether this is one of the major arcana.
    pub fn is_major(self) -> bool {
        self.0 >= 56
    }

    /// Whether this is a minor card.
    pub fn is_minor(self) -> bool {
        self.0 < 56
    }

    /// Whether this is a court card (Page, Knight, Queen or King of a suit).
    pub fn is_court(self) -> bool {
        self.rank().is_some_and(Rank::is_court)
    }

    /// Whether this is a minor card of the suit.
    pub fn is_suit(self, suit: Suit) -> bool {
        self.suit() == Some(suit)
    }

    /// The short code: `AC`, `10S`, `QW`, `NP` (Knight), `M0` … `M21`.
    pub fn code(self) -> String {
        match (self.suit(), self.rank(), self.major_number()) {
            (Some(suit), Some(rank), _) => format!("{}{}", rank.code(), suit.code()),
            (_, _, Some(n)) => format!("M{n}"),
            _ => unreachable!("a card is minor or major"),
        }
    }

    /// The full name: `Queen of Swords`, `The Tower`.
    pub fn name(self) -> String {
        match (self.suit(), self.rank(), self.major_number()) {
            (Some(suit), Some(rank), _) => format!("{} of {}", rank.name(), suit.name()),
            (_, _, Some(n)) => MAJOR_NAMES[n as usize].to_string(),
            _ => unreachable!("a card is minor or major"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// A card code or name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not a card (use codes like AC, 10S, QW, NP for the Knight of Pentacles, M0 to M21, or a full name)"
)]
pub struct CardParseError(pub String);

/// A set of cards as a bit mask over the 78 card indices.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u128);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// All 78 cards.
    pub fn full() -> CardSet {
        CardSet((1u128 << DECK_SIZE) - 1)
    }

    /// Whether the set holds the card.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds a card; returns whether it was absent.
    pub fn insert(&mut self, card: Card) -> bool {
        let absent = !self.contains(card);
        self.0 |= 1 << card.0;
        absent
    }

    /// Removes a card; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.0);
        present
    }

    /// How many cards the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `n`-th card of the set in canonical order.
    pub fn nth(self, n: usize) -> Option<Card> {
        let low = self.0 as u64;
        let low_count = low.count_ones() as usize;
        let (mut bits, mut base, mut n) = if n < low_count {
            (low, 0, n)
        } else {
            ((self.0 >> 64) as u64, 64, n - low_count)
        };
        // Whole bytes with too few cards are passed over at once (a draw asks at every flip).
        while bits != 0 && (bits as u8).count_ones() as usize <= n {
            n -= (bits as u8).count_ones() as usize;
            bits >>= 8;
            base += 8;
        }
        while bits != 0 {
            if n == 0 {
                return Some(Card((base + bits.trailing_zeros()) as u8));
            }
            bits &= bits - 1;
            n -= 1;
        }
        None
    }

    /// The cards in canonical order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Card(index)
            })
        })
    }

    /// The cards of both sets.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards of this set that are not in `other`.
    pub fn without(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether the two sets share a card.
    pub fn intersects(self, other: CardSet) -> bool {
        self.0 & other.0 != 0
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A major arcana's number as a Roman numeral (The Fool's 0 is written 0).
pub fn roman(n: u8) -> String {
    if n == 0 {
        return "0".into();
    }
    let mut n = n;
    let mut out = String::new();
    for (value, letters) in [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")] {
        while n >= value {
            out.push_str(letters);
            n -= value;
        }
    }
    out
}

#[cfg(test)]
mod tests;
