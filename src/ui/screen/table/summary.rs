//! The hand in one line, for the band of a compact table (issue 40): where the hand's fan
//! lies under the fold (a small window, a large zoom) or under table mode's cards to pick,
//! the band says what it holds, always in view: the count and the score, each suit's count
//! (what Cups, Swords and Wands buy is counted in cards, never summed by rank), and the
//! majors held, by name where they fit.

use iced::widget::{Row, row, text};
use iced::{Alignment, Element};

use crate::tarot::card::{Card, Suit};
use crate::ui::theme::{size, style};
use crate::ui::widget::sign;

use super::Message;
use super::hand::{GROUPS, sorted};

/// The words' size, and about how wide a character of it is (in a short band, the small
/// print's).
const SIZE: f32 = size::BODY;
const CHAR: f32 = 7.6;
const SMALL_CHAR: f32 = 6.6;
/// A suit's sign, and the gaps between the line's parts and within a suit's.
const SIGN: f32 = 15.0;
const GAP: f32 = 8.0;
const INNER: f32 = 3.0;
/// What a part after the first adds besides its words: the dot before it and two gaps.
const PART: f32 = 2.0 * GAP + CHAR;

/// How the line says the suits and the majors, most words first.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Says {
    /// "7 Cups", "The Sun, The World".
    Words,
    /// The suit's sign and its count; the majors by name.
    Signs,
    /// As `Signs`, the majors named while they fit ("The Sun, +2").
    SomeNamed,
    /// As `Signs`, the majors counted ("3 majors").
    Counted,
}

/// The hand `cards` with its `score` in one line at most `across` pixels wide: "In hand:
/// 27 cards, score 18 · 7 Cups · 7 Swords · 4 Wands · 8 Pentacles · The World"; where that
/// does not fit, the suits by their signs, then the majors counted ("2 majors"). It wraps
/// rather than leaving its room, should it still be too long.
///
/// `small`: in small print (a short band), so that its answers keep the height.
pub(super) fn line<'a>(
    cards: &[Card],
    score: u32,
    across: f32,
    small: bool,
) -> Element<'a, Message> {
    // The widths are reckoned in the body's print: small print's room is as much wider.
    let (font, across) = if small {
        (size::SMALL, across * CHAR / SMALL_CHAR)
    } else {
        (SIZE, across)
    };
    let lead = match cards.len() {
        0 => return text("In hand: no cards").size(font).into(),
        1 => format!("In hand: 1 card, score {score}"),
        n => format!("In hand: {n} cards, score {score}"),
    };
    // Each suit the hand holds, in the hand's order: "7 Cups", "1 Sword".
    let counts: Vec<(Suit, usize, String)> = GROUPS
        .iter()
        .filter_map(|(many, suit)| {
            let suit = (*suit)?;
            let n = sorted(cards, Some(suit)).len();
            let word = if n == 1 {
                many.trim_end_matches('s')
            } else {
                many
            };
            (n > 0).then(|| (suit, n, format!("{n} {word}")))
        })
        .collect();
    let majors: Vec<String> = sorted(cards, None).iter().map(|c| c.name()).collect();
    let says = [Says::Words, Says::Signs, Says::SomeNamed, Says::Counted]
        .into_iter()
        .find(|says| width(&lead, &counts, &majors, *says, across) <= across)
        .unwrap_or(Says::Counted);
    let before = width(&lead, &counts, &[], says, across);
    let named = majors_words(&majors, says, |words| {
        before + PART + width_of(words) <= across
    });
    let mut line: Row<'a, Message> = row![text(lead).size(font)]
        .spacing(GAP)
        .align_y(Alignment::Center);
    for (suit, n, words) in counts {
        line = line.push(dot(font));
        let ink = style::text::suit(Some(suit));
        line = line.push(if says == Says::Words {
            Element::from(text(words).size(font).style(ink))
        } else {
            row![
                sign::suit(suit, font),
                text(n.to_string()).size(font).style(ink)
            ]
            .spacing(INNER)
            .align_y(Alignment::Center)
            .into()
        });
    }
    if let Some(named) = named {
        line = line.push(dot(font));
        line = line.push(text(named).size(font).style(style::text::suit(None)));
    }
    line.wrap().vertical_spacing(2).into()
}

/// The gap's dot between two parts of the line.
fn dot<'a>(font: f32) -> Element<'a, Message> {
    text("·").size(font).style(style::text::soft).into()
}

/// About how wide `words` are.
fn width_of(words: &str) -> f32 {
    words.chars().count() as f32 * CHAR
}

/// The majors as the line says them: all by name, or the first few and how many more ("The
/// Sun, +2", while `fits`), or counted; `None` when there are none.
fn majors_words(majors: &[String], says: Says, fits: impl Fn(&str) -> bool) -> Option<String> {
    let all = majors.join(", ");
    match (majors.len(), says) {
        (0, _) => None,
        (_, Says::Words | Says::Signs) => Some(all),
        (n, Says::SomeNamed) => (1..n)
            .rev()
            .map(|k| format!("{}, +{}", majors[..k].join(", "), n - k))
            .find(|words| fits(words))
            .or_else(|| Some(counted(n))),
        (n, Says::Counted) => Some(counted(n)),
    }
}

/// "1 major", "3 majors".
fn counted(n: usize) -> String {
    if n == 1 {
        "1 major".into()
    } else {
        format!("{n} majors")
    }
}

/// About how wide the line is, saying the suits and the majors as `says` does (the majors,
/// when partly named, as short as they can be); `across` the room they have.
fn width(
    lead: &str,
    counts: &[(Suit, usize, String)],
    majors: &[String],
    says: Says,
    across: f32,
) -> f32 {
    let suits: f32 = counts
        .iter()
        .map(|(_, n, words)| {
            PART + if says == Says::Words {
                width_of(words)
            } else {
                SIGN + INNER + width_of(&n.to_string())
            }
        })
        .sum();
    let before = width_of(lead) + suits;
    let majors = majors_words(majors, says, |words| {
        before + PART + width_of(words) <= across
    })
    .map_or(0.0, |words| PART + width_of(&words));
    before + majors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(codes: &[&str]) -> Vec<Card> {
        codes.iter().map(|c| c.parse().expect("a card")).collect()
    }

    #[test]
    fn the_majors_are_named_while_they_fit_else_counted() {
        let majors: Vec<String> = ["The Sun", "The Moon", "The World"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            majors_words(&majors, Says::Words, |_| false).as_deref(),
            Some("The Sun, The Moon, The World")
        );
        assert_eq!(
            majors_words(&majors, Says::SomeNamed, |w| w.len() <= 16).as_deref(),
            Some("The Sun, +2")
        );
        assert_eq!(
            majors_words(&majors, Says::SomeNamed, |_| false).as_deref(),
            Some("3 majors")
        );
        assert_eq!(majors_words(&[], Says::Words, |_| true), None);
    }

    #[test]
    fn a_long_hand_says_its_suits_by_their_signs_where_their_words_do_not_fit() {
        let cards = hand(&["2C", "3C", "4S", "5W", "6P", "7P", "M21", "M19"]);
        let lead = "In hand: 8 cards, score 12".to_string();
        let counts: Vec<(Suit, usize, String)> = vec![
            (Suit::Cups, 2, "2 Cups".into()),
            (Suit::Swords, 1, "1 Sword".into()),
            (Suit::Wands, 1, "1 Wand".into()),
            (Suit::Pentacles, 2, "2 Pentacles".into()),
        ];
        let majors = vec!["The Sun".to_string(), "The World".to_string()];
        let words = width(&lead, &counts, &majors, Says::Words, 2000.0);
        let signs = width(&lead, &counts, &majors, Says::Signs, 2000.0);
        let counted = width(&lead, &counts, &majors, Says::Counted, 2000.0);
        assert!(
            counted < signs && signs < words,
            "{counted} {signs} {words}"
        );
        // The sorted majors, as the line names them.
        let named: Vec<String> = sorted(&cards, None).iter().map(|c| c.name()).collect();
        assert_eq!(named, ["The Sun", "The World"]);
    }
}
