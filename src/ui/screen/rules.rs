//! The rules and arcana reference, in our own words: how a delve goes, the attributes, the
//! suits, every major arcana (its text and prompt from `data/`), and the house rules new
//! delves are played with, as set now.

use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill};

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::Attr;
use crate::tarot::card::{Card, Suit};
use crate::tarot::rules::{EmptyDeck, RuleBook, RuleOptions};
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

/// What the reference sends: only where to go.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
}

super::navigate!(Message);

/// The reference's state: nothing of its own (it shows the house rules as set now).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules;

impl super::Screen for Rules {
    type Message = Message;
    type Request = super::Nothing;

    fn update(&mut self, message: Message) -> super::Action<Message> {
        match message {
            Message::Go(route) => super::Action::Go(route),
            Message::ToggleShortcuts => super::Action::Shortcuts,
        }
    }
}

/// How a delve goes, a paragraph each.
const COURSE: [&str; 5] = [
    "An adventurer has six attributes from 1 to 6, rolled on six dice. If any of them falls \
     to 0, the adventurer dies.",
    "A delve opens with a hand of cards (as many as Intelligence). Each turn you may take an \
     action, then you flip the top card of the deck and face it.",
    "A check rolls one die against an attribute: the die must show that value or less, less \
     any difficulty; a 6 always fails. A failure costs the attribute what you missed by. Luck \
     may re-roll a failed die, for 1 Luck unless the new die shows 1.",
    "Number cards go into your hand. Court cards must be passed to be kept. The major arcana \
     are events, each with its own rule below.",
    "The Fool is the way out: leave with your Pentacles as your score, or go on. Die, and your \
     hand stays in the dungeon as the corpse pile, under your name, until someone guides your \
     ghost out.",
];

/// What each suit does in the hand.
fn suit_text(suit: Suit) -> &'static str {
    match suit {
        Suit::Cups => "Spend Cups before a check: each boost raises the attribute by 1 for it.",
        Suit::Swords => {
            "A Swords action discards as many Swords as an attribute's value to raise it by 1 \
             (never Luck, never above 6)."
        }
        Suit::Wands => {
            "A Wands action discards 1 to 3 Wands for an Evocation check that lets you look at \
             the top of the deck, and with more Wands rearrange it."
        }
        Suit::Pentacles => "Pentacles are your loot: your score when you leave through The Fool.",
    }
}

/// The reference screen, with the house rules as set now.
fn page(options: RuleOptions) -> Element<'static, Message> {
    let mut page = column![].spacing(18);
    let mut course = column![heading("How a delve goes")].spacing(6);
    for paragraph in COURSE {
        course = course.push(text(paragraph).font(SERIF).size(size::LARGE));
    }
    page = page.push(course);
    let mut attrs = column![heading("The attributes")].spacing(4);
    for attr in Attr::ALL {
        let suits: Vec<&str> = Suit::ALL
            .iter()
            .filter(|s| Attr::of_suit(**s).contains(&attr))
            .map(|s| s.name())
            .collect();
        let courts = if suits.is_empty() {
            String::new()
        } else {
            format!(" Checks the court cards of {}.", suits.join(" and "))
        };
        let luck = if attr == Attr::Luck {
            " Re-rolls failed dice, and is never raised by a Swords action."
        } else {
            ""
        };
        attrs = attrs.push(
            row![
                text(attr.name()).size(size::BODY).width(120),
                text(format!("{}{courts}{luck}", explain(attr))).size(size::BODY)
            ]
            .spacing(8),
        );
    }
    page = page.push(attrs);
    let mut suits = column![heading("The suits")].spacing(8);
    for suit in Suit::ALL {
        // The suit's fourteen cards, Ace to King.
        let cards = row(Card::all()
            .filter(|c| c.suit() == Some(suit))
            .map(|c| card::face(c, 64.0, false)))
        .spacing(6)
        .wrap()
        .vertical_spacing(6);
        suits = suits.push(
            column![
                text(suit.name())
                    .size(size::LARGE)
                    .style(style::text::suit(Some(suit))),
                text(suit_text(suit)).size(size::BODY),
                cards,
            ]
            .spacing(4),
        );
    }
    page = page.push(suits);
    page = page.push(house_rules(options));
    if let Ok(arcana) = Arcana::standard() {
        page = page.push(majors(arcana));
    }
    column![
        super::nav("Rules and arcana".into()),
        container(
            scrollable(page.padding(iced::Padding::ZERO.right(8)))
                .spacing(6)
                .height(Fill)
        )
        .padding(16)
        .height(Fill)
        .style(style::container::panel),
    ]
    .spacing(10)
    .into()
}

fn heading(words: &str) -> Element<'static, Message> {
    text(words.to_string()).font(SERIF).size(size::TITLE).into()
}

/// What an attribute is for, in a few words.
fn explain(attr: Attr) -> &'static str {
    match attr {
        Attr::Might => "Strength and endurance.",
        Attr::Agility => "Speed and balance.",
        Attr::Luck => "Fortune: it may stand in for any attribute (a house rule).",
        Attr::Intelligence => "Wits: the size of your opening hand.",
        Attr::Charm => "Presence and persuasion.",
        Attr::Evocation => "The magic that reads the deck.",
    }
}

/// The house rules new delves are played with, each said in full.
fn house_rules(o: RuleOptions) -> Element<'static, Message> {
    let summary = |key: &str| {
        RuleBook::standard()
            .ok()
            .and_then(|book| book.options.iter().find(|i| i.key == key))
            .map(|i| i.summary.clone())
            .unwrap_or_default()
    };
    let on_off = |on: bool| if on { "on" } else { "off" };
    let lines = [
        (
            format!(
                "When the deck runs out: {}",
                match o.empty_deck {
                    EmptyDeck::Reshuffle => "the discard pile is shuffled into a new deck",
                    EmptyDeck::Lost => "the adventurer is lost in the dark",
                }
            ),
            summary("empty_deck"),
        ),
        (
            format!("Luck as a wildcard: {}", on_off(o.luck_wildcard)),
            summary("luck_wildcard"),
        ),
        (
            format!("Refill the opening hand: {}", on_off(o.refill_opening_hand)),
            summary("refill_opening_hand"),
        ),
        (
            format!("Least damage of a failure: {}", o.min_failure_damage),
            summary("min_failure_damage"),
        ),
        (
            format!(
                "Court difficulty: Page {}, Knight {}, Queen {}, King {}",
                o.court_difficulty.page,
                o.court_difficulty.knight,
                o.court_difficulty.queen,
                o.court_difficulty.king
            ),
            summary("court_difficulty"),
        ),
    ];
    let mut list = column![
        heading("House rules"),
        text("As set in Settings for new delves (each delve keeps the rules it began with).")
            .size(size::SMALL)
            .style(style::text::soft),
    ]
    .spacing(6);
    for (title, summary) in lines {
        list = list.push(
            column![
                text(title).size(size::BODY),
                text(summary).size(size::SMALL).style(style::text::soft)
            ]
            .spacing(1),
        );
    }
    list.into()
}

/// Every major arcana: its face, its text and its prompt.
fn majors(arcana: &Arcana) -> Element<'static, Message> {
    let mut list = column![heading("The major arcana")].spacing(12);
    for n in 0..22u8 {
        let major = arcana.get(n);
        list = list.push(
            row![
                card::face(Card::major(n), 110.0, false),
                column![
                    text(major.name.clone()).size(size::LARGE),
                    text(major.description.clone()).size(size::BODY),
                    text(major.prompt.clone())
                        .font(SERIF_ITALIC)
                        .size(size::BODY)
                        .style(style::text::soft),
                ]
                .spacing(4)
                .width(Fill),
            ]
            .spacing(12),
        );
    }
    list.into()
}

impl Rules {
    /// The reference, with the house rules as set now.
    pub fn view(&self, options: RuleOptions) -> Element<'static, Message> {
        page(options)
    }
}
