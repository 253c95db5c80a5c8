//! The first-delve guide: the first time each kind of moment comes (the opening hand, a number
//! card, a court card, a first major arcanum, face or skip, Cups, a re-roll, an action, the
//! corpse pile, The Fool), a short note in plain words beside the question. A note stays until
//! the question is answered; it is then seen, and the app keeps what was seen in the profile's
//! settings (`settings/app.toml`), so each note shows once per profile, whatever the delve. The
//! guide is on by default and turned off and on in Settings (or off from any note).

use std::collections::BTreeSet;

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::career::ActiveDelve;
use crate::tarot::card::Card;
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Question};
use crate::ui::focus;
use crate::ui::settings::GuideSettings;
use crate::ui::theme::{size, style};

use super::messages::Message;

/// A kind of moment the guide has a note for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Moment {
    /// The delve begins: the opening hand.
    OpeningHand,
    /// A number card went into the hand.
    NumberCard,
    /// A court card must be passed.
    CourtCard,
    /// A major arcanum is in play.
    FirstMajor,
    /// A major arcanum may be faced or skipped.
    FaceOrSkip,
    /// Cups may raise a check.
    Cups,
    /// A failed die may be re-rolled with Luck.
    Reroll,
    /// A Swords or Wands action may be taken before the flip.
    Action,
    /// A corpse pile lies in the dungeon.
    CorpsePile,
    /// The Fool: leave or go on.
    Fool,
}

impl Moment {
    /// Every moment, in the order a delve usually brings them.
    pub const ALL: [Moment; 10] = [
        Moment::OpeningHand,
        Moment::NumberCard,
        Moment::CourtCard,
        Moment::FirstMajor,
        Moment::FaceOrSkip,
        Moment::Cups,
        Moment::Reroll,
        Moment::Action,
        Moment::CorpsePile,
        Moment::Fool,
    ];

    /// The word the settings file keeps for it.
    pub fn key(self) -> &'static str {
        match self {
            Moment::OpeningHand => "opening_hand",
            Moment::NumberCard => "number_card",
            Moment::CourtCard => "court_card",
            Moment::FirstMajor => "major_arcanum",
            Moment::FaceOrSkip => "face_or_skip",
            Moment::Cups => "cups",
            Moment::Reroll => "reroll",
            Moment::Action => "action",
            Moment::CorpsePile => "corpse_pile",
            Moment::Fool => "the_fool",
        }
    }

    /// The moment a settings word names (`None` for a word this Malice does not know).
    pub fn from_key(word: &str) -> Option<Moment> {
        Moment::ALL.into_iter().find(|m| m.key() == word)
    }

    /// The note's title.
    pub fn title(self) -> &'static str {
        match self {
            Moment::OpeningHand => "Your opening hand",
            Moment::NumberCard => "A number card",
            Moment::CourtCard => "A court card",
            Moment::FirstMajor => "A major arcanum",
            Moment::FaceOrSkip => "Face it or skip it",
            Moment::Cups => "Spending Cups",
            Moment::Reroll => "A re-roll",
            Moment::Action => "An action before the flip",
            Moment::CorpsePile => "The corpse pile",
            Moment::Fool => "The Fool",
        }
    }

    /// The note, in plain words.
    pub fn note(self) -> &'static str {
        match self {
            Moment::OpeningHand => {
                "You start with as many cards as your Intelligence. Cups, Swords and Wands are \
                 tools you spend; Pentacles are your score if you get out. Each turn you flip \
                 the top card of the deck and deal with it: flip the first one when ready \
                 (Space)."
            }
            Moment::NumberCard => {
                "A number card goes straight into your hand, nothing to pass. Keep Pentacles for \
                 your score; spend the other suits when they help."
            }
            Moment::CourtCard => {
                "It cannot be skipped. Each answer tests one attribute: the die must show its \
                 value less the card's difficulty, or less. A failure costs that attribute \
                 what the die missed by, and the card is discarded."
            }
            Moment::FirstMajor => {
                "A major arcanum is an event, not a card for your hand: its text says \
                 what it does. How to play (H) has a page for each of the 22."
            }
            Moment::FaceOrSkip => {
                "“Face it” lets the card happen, as its text says. “Try to skip it” is a check: \
                 pass and nothing happens; fail and you pay what you missed by, and then it \
                 happens anyway. Compare what facing costs with the odds of skipping."
            }
            Moment::Cups => {
                "Cups raise the attribute for this check only, +1 a boost. A boost costs as \
                 many Cups as the attribute's value, so a high attribute is dear to raise. The \
                 odds beside each answer show what each spend buys."
            }
            Moment::Reroll => {
                "The die failed. You may roll again with Luck: it costs 1 Luck, nothing if the \
                 new die shows 1, and the new die replaces the old. Luck at 0 kills like any \
                 attribute. Or accept the failure, and what it costs, as the answer says."
            }
            Moment::Action => {
                "Before you flip you may take one action. Swords: discard as many as an \
                 attribute's value (not Luck) to raise it by 1. Wands: discard 1 to 3 for an Evocation \
                 check that shows you the deck ahead. Or simply flip."
            }
            Moment::CorpsePile => {
                "An adventurer died in this dungeon: what they held lies here as the corpse \
                 pile, missing from your deck. Flip The Hierophant to guide their ghost; leave \
                 through The Fool with it, and the pile comes out in your hand."
            }
            Moment::Fool => {
                "The way out. Leave now and your score is what you carry: 1 for each Pentacle, \
                 10 for The World. Stay, and The Fool goes to the discard pile: it comes back \
                 only if that pile is shuffled into the deck again."
            }
        }
    }
}

impl Moment {
    /// The note as the table shows it: the corpse pile's says whose it is (`dead`, the names
    /// of those whose cards lie on it, as a sentence says them: "Dee and Wil").
    pub fn words(self, dead: &str) -> String {
        let note = self.note();
        match (self, note.strip_prefix("An adventurer died")) {
            (Moment::CorpsePile, Some(rest)) if !dead.is_empty() => format!("{dead} died{rest}"),
            _ => note.to_string(),
        }
    }
}

/// The guide as the table holds it: on or off, the moments seen, the note on show and the
/// moment of the delve it is on show for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    on: bool,
    seen: BTreeSet<Moment>,
    /// The note on show, and after how many answers it came.
    showing: Option<(Moment, usize)>,
    /// Moments seen since the app last took them.
    fresh: Vec<Moment>,
    /// Whether the note on show is read whole where a low room shows its first sentence.
    read_on: bool,
}

impl Guide {
    /// The guide as the profile's settings have it.
    pub fn from_settings(settings: &GuideSettings) -> Guide {
        Guide {
            on: settings.on,
            seen: settings
                .seen
                .iter()
                .filter_map(|w| Moment::from_key(w))
                .collect(),
            showing: None,
            fresh: Vec::new(),
            read_on: false,
        }
    }

    /// The note on show, if any.
    pub fn showing(&self) -> Option<Moment> {
        self.showing.filter(|_| self.on).map(|(m, _)| m)
    }

    /// Turns the guide off (a note's own button).
    pub fn turn_off(&mut self) {
        self.on = false;
        self.showing = None;
    }

    /// The delve moved on from `answered` answers (an answer, a roll): the note on show then
    /// is seen.
    pub fn answered(&mut self, answered: usize) {
        if let Some((moment, at)) = self.showing
            && at == answered
            && self.on
            && self.seen.insert(moment)
        {
            self.fresh.push(moment);
        }
    }

    /// Works out the note to show for the delve as it stands (the one on show stays while
    /// the delve is where it came).
    pub fn refresh(&mut self, active: &ActiveDelve) {
        let answered = active.delve().answers().len();
        if self.showing.is_some_and(|(_, at)| at == answered) {
            return;
        }
        self.showing = None;
        self.read_on = false;
        if !self.on {
            return;
        }
        self.showing = moments(active)
            .into_iter()
            .find(|m| !self.seen.contains(m))
            .map(|m| (m, answered));
    }

    /// Shows the note on show whole (its own Read on button, in a low room).
    pub fn read_on(&mut self) {
        self.read_on = true;
    }

    /// The moments seen since the app last asked, to keep in the profile's settings.
    pub fn take_seen(&mut self) -> Vec<Moment> {
        std::mem::take(&mut self.fresh)
    }
}

/// The kinds of moment the delve is at, the most pressing first.
pub fn moments(active: &ActiveDelve) -> Vec<Moment> {
    let delve = active.delve();
    let Some(q) = delve.question() else {
        return Vec::new();
    };
    let card = delve.current_card();
    let court = card.is_some_and(Card::is_court);
    let major = card.is_some_and(Card::is_major);
    let mut out = Vec::new();
    match &q {
        Question::Escape => out.push(Moment::Fool),
        Question::Overcome { .. } => out.extend([Moment::FaceOrSkip, Moment::FirstMajor]),
        Question::Reroll { .. } => out.push(Moment::Reroll),
        Question::Cups { .. } => out.push(Moment::Cups),
        Question::Action => {
            let flipped = last_flip(active.events());
            if flipped.is_some_and(|c| c.is_minor() && !c.is_court()) {
                out.push(Moment::NumberCard);
            }
            if flipped.is_some_and(Card::is_major) {
                out.push(Moment::FirstMajor);
            }
            if delve.flips() == 0 {
                out.push(Moment::OpeningHand);
            }
            let legal = delve.legal_answers();
            if legal
                .iter()
                .any(|a| matches!(a, Answer::Swords(_) | Answer::Wands(_)))
            {
                out.push(Moment::Action);
            }
        }
        _ => {}
    }
    if court {
        out.push(Moment::CourtCard);
    }
    if major && !out.contains(&Moment::FirstMajor) {
        out.push(Moment::FirstMajor);
    }
    if !delve.corpse().is_empty() && !out.contains(&Moment::Fool) {
        out.push(Moment::CorpsePile);
    }
    out
}

/// The card flipped last, if a turn has flipped one since the last card was flipped.
fn last_flip(events: &[Event]) -> Option<Card> {
    events.iter().rev().find_map(|e| match e {
        Event::Flipped { card } => Some(*card),
        _ => None,
    })
}

/// The note on show, drawn beside the question: its title, its words (naming the `dead` whose
/// cards lie on the corpse pile), and a way to turn the guide off. `short` (a low room): its
/// first sentence, and a button to read on.
pub(super) fn note<'a>(guide: &Guide, dead: &str, short: bool) -> Option<Element<'a, Message>> {
    let moment = guide.showing()?;
    let words = moment.words(dead);
    let first = first_sentence(&words);
    let cut = short && !guide.read_on && first.len() < words.len();
    let words = if cut { first.to_string() } else { words };
    let read_on = cut.then(|| {
        focus::ring(
            "table.guide-read-on",
            button(text("Read on").size(size::SMALL))
                .padding([1, 6])
                .style(style::button::quiet)
                .on_press(Message::GuideReadOn),
        )
    });
    Some(
        container(
            column![
                row![
                    text(format!("Guide · {}", moment.title())).size(size::SMALL),
                    iced::widget::space().width(Fill),
                ]
                .push(read_on)
                .push(focus::ring(
                    "table.guide-off",
                    button(text("Turn the guide off").size(size::SMALL))
                        .padding([1, 6])
                        .style(style::button::quiet)
                        .on_press(Message::GuideOff),
                ))
                .align_y(Alignment::Center),
                text(words).size(if short { size::SMALL } else { size::BODY }),
            ]
            .spacing(if short { 1 } else { 2 }),
        )
        .padding(if short { [3, 8] } else { [6, 10] })
        .width(Fill)
        .style(style::container::guide)
        .into(),
    )
}

/// A note's first sentence (all of it, if it has one only).
fn first_sentence(words: &str) -> &str {
    match words.find(". ") {
        Some(end) => &words[..=end],
        None => words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_low_rooms_note_is_its_first_sentence_whole() {
        // In a low room the note shows its first sentence, the rest behind Read on.
        for moment in Moment::ALL {
            let words = moment.words("Dee");
            let first = first_sentence(&words);
            assert!(
                first.ends_with('.') && words.starts_with(first),
                "{moment:?}"
            );
            assert!(first.len() < words.len(), "{moment:?}: more to read on");
        }
        assert_eq!(
            first_sentence(Moment::CourtCard.note()),
            "It cannot be skipped."
        );
        assert_eq!(first_sentence("One only."), "One only.");
    }

    #[test]
    fn every_moment_is_kept_under_its_own_word_and_read_back() {
        for moment in Moment::ALL {
            assert_eq!(Moment::from_key(moment.key()), Some(moment));
            assert!(!moment.note().is_empty() && !moment.title().is_empty());
        }
        assert_eq!(Moment::from_key("a_moment_from_a_newer_malice"), None);
    }

    #[test]
    fn no_note_points_up_or_down_since_it_moves_between_the_band_and_the_journal() {
        // In a short window the note sits at the top of the journal's column, beside the
        // question rather than under it.
        for moment in Moment::ALL {
            for word in ["above", "below"] {
                assert!(!moment.words("Dee").contains(word), "{moment:?}: {word}");
            }
        }
    }

    #[test]
    fn the_corpse_piles_note_names_the_dead_and_no_other_note_changes() {
        let dead = "Dee and Wil";
        assert!(
            Moment::CorpsePile
                .words(dead)
                .starts_with("Dee and Wil died in this dungeon: what they held lies here")
        );
        assert_eq!(Moment::CorpsePile.words(""), Moment::CorpsePile.note());
        for moment in Moment::ALL.into_iter().filter(|m| *m != Moment::CorpsePile) {
            assert_eq!(moment.words(dead), moment.note());
        }
    }

    #[test]
    fn a_note_is_seen_once_answered_and_unknown_words_are_kept_out() {
        let settings = GuideSettings {
            on: true,
            seen: vec!["cups".into(), "something_newer".into()],
        };
        let mut guide = Guide::from_settings(&settings);
        assert!(guide.seen.contains(&Moment::Cups));
        guide.showing = Some((Moment::Fool, 4));
        guide.answered(3);
        assert!(guide.take_seen().is_empty(), "another moment's answer");
        guide.answered(4);
        assert_eq!(guide.take_seen(), [Moment::Fool]);
        assert!(guide.take_seen().is_empty(), "taken once");
        guide.turn_off();
        assert_eq!(guide.showing(), None);
    }
}
