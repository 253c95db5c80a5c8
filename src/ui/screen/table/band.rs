//! The band's words beside the card in play, as [`super::hero`] lays them in a room of a
//! given height: the card's face, its name, the question with its answers (their parts are
//! [`super::asked`]'s), the guide's note, the odds, what the card does and what the turn did;
//! on a compact table the hand's fan or line at the band's foot, the band choosing what fits
//! ([`Roomy`]).

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Fill, Padding};

use crate::career::ActiveDelve;
use crate::tarot::attributes::Attr;
use crate::tarot::card::{Card, Suit};
use crate::tarot::question::Question;
use crate::ui::focus;
use crate::ui::theme::{SERIF_ITALIC, size, style};
use crate::ui::widget::card::{self, Mark};

use super::asked::{Grid, Told, question};
use super::outcome::outcome;
use super::picker::{Picker, picking};
use super::roomy::{ANSWERS, Choice, Chose, Roomy};
use super::sizes::{PAIRED_LEAST, SCROLL_MARGIN, SUMMARY, WANDS_LEAST, bar};
use super::{Message, Table, seen, summary};

/// The band in a room `height` high (`None`: as high as its words, the page scrolling).
pub(super) fn band<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    q: Question,
    sizes: super::sizes::Sizes,
    height: Option<f32>,
    chose: Option<&Chose>,
) -> Element<'a, Message> {
    let delve = active.delve();
    // A compact table shows the hand's fan in the band where the words leave it the room
    // (`roomy`), else its line; a low one, each answer whole where they all fit, else in
    // one line.
    let roomy = chose.filter(|_| sizes.fold && !picking(delve));
    let tall = if roomy.is_some() {
        iced::Length::Shrink
    } else {
        Fill
    };
    // (Outside the band's choices, a low room's answers each in one line.)
    let terse = if sizes.low { Told::Terse } else { Told::Whole };
    let words = |told: Told, must: bool| {
        Words {
            table,
            active,
            q,
            sizes,
            height,
            tall,
            told,
            must,
        }
        .laid()
    };
    let band: Element<'a, Message> = if height.is_some() {
        let across = sizes.table - SCROLL_MARGIN - 28.0;
        // In a low room the sheet lies under the fold: the attributes in a line of their own
        // under the hand's line (or its fan).
        let with_sheet = |hand: Element<'a, Message>| -> Element<'a, Message> {
            if sizes.low {
                column![hand, super::sheet::line(active)].spacing(2).into()
            } else {
                hand
            }
        };
        let line = || {
            with_sheet(summary::line(
                delve.hand(),
                delve.hand_score(),
                across,
                sizes.low,
            ))
        };
        if let Some(chose) = roomy {
            // The fan in the tight tray, across the band.
            let mut fan = sizes;
            fan.hand = BAND_HAND;
            fan.tight = true;
            fan.lines = 1;
            // (Only where its cards fit across in one line: else it would scroll sideways.)
            let counts = super::hand::counts(delve.hand());
            let fan = super::fan::fits(&counts, BAND_HAND, across - 16.0, super::fan::SUIT_GAP)
                .then(|| with_sheet(super::hand::hand(table, active, fan, across - 16.0)));
            // A low room: the answers whole where what must show fits (the question, the
            // answers, the guide's sentence: `must`), else each in one line with one's detail
            // under them (measured at its tallest: pointing at an answer changes nothing
            // here), else each in one line.
            let words = if sizes.low {
                vec![
                    Choice::probed(words(Told::Whole, false), words(Told::Whole, true)),
                    Choice::probed(words(Told::Detailed, false), words(Told::Detailed, true)),
                    Choice::probed(words(Told::Terse, false), words(Told::Terse, true)),
                ]
            } else {
                vec![Choice::whole(words(Told::Whole, false))]
            };
            Roomy::new(words, fan, line(), 4.0, chose.clone()).into()
        } else if sizes.summary {
            // The hand in one line under the card and the words, always in view (its fan
            // lies under the fold, or under the cards to pick).
            column![words(terse, false), line()]
                .spacing(if sizes.low { 2 } else { 4 })
                .height(Fill)
                .into()
        } else {
            words(terse, false)
        }
    } else {
        words(terse, false)
    };
    let band = container(band)
        // (Less padding under the words in a compact room: its height is the answers'; over
        // them, the header's tooltips need the room.)
        .padding(Padding {
            top: 10.0,
            bottom: match (sizes.low, sizes.fold) {
                (true, _) => 2.0,
                (_, true) => 6.0,
                _ => 10.0,
            },
            left: 14.0,
            right: 14.0,
        })
        .width(Fill)
        .style(style::container::hero);
    if height.is_some() {
        band.height(Fill).into()
    } else {
        band.into()
    }
}

/// The card in play and the band's words beside it, as one of the band's choices lays them.
#[derive(Clone, Copy)]
struct Words<'a> {
    table: &'a Table,
    active: &'a ActiveDelve,
    q: Question,
    sizes: super::sizes::Sizes,
    /// The band's height (`None`: the page scrolls).
    height: Option<f32>,
    /// The words' height: filling the band, or their own (the band choosing what fits).
    tall: iced::Length,
    /// Each answer whole, or in one line (with one's detail under them, or not).
    told: Told,
    /// Only what must show while the player decides (the question, the answers, the guide's
    /// note), for the band to measure.
    must: bool,
}

impl<'a> Words<'a> {
    /// The card and the words beside it.
    fn laid(self) -> Element<'a, Message> {
        let (table, active, q, sizes) = (self.table, self.active, self.q, self.sizes);
        let (height, tall, told, must) = (self.height, self.tall, self.told, self.must);
        let delve = active.delve();
        // The band's padding and a margin (and the hand's line under the card and the words).
        let summary = if sizes.summary { SUMMARY } else { 0.0 };
        let width = match height {
            Some(height) => sizes
                .hero
                .min(((height - 24.0 - summary) / card::RATIO).max(40.0)),
            None => sizes.hero,
        };
        // A short band, or a page that scrolls (a short room), puts the question and its answers
        // right under the card's name, what the card does and its prompt after them.
        // A compact table (`sizes.fold`) does so too, whatever the band's height, and says what
        // the card does after the guide's note and the odds: what the player decides on first.
        let short = height.is_none_or(|h| h < SHORT_BAND) || picking(delve) || sizes.fold;
        // A short band pins the card's name and the question over a scroller of their own for
        // the answers and what follows them, so that what the choice is about never scrolls away
        // (the answers scroll in their list, the focused one brought whole into view). Table
        // mode's cards to pick have a list of their own under the band's words in a room tall
        // enough; on a page that scrolls the band's list is theirs, the box to type one pinned.
        let pinned = short && height.is_some() && (!picking(delve) || !sizes.fixed);
        let pinned_picker = pinned && picking(delve);
        let shown = table.selected.or(delve.current_card());
        // Many answers and no card in play (a turn's action): the deck's back would only say
        // what the title says; the answers take its width.
        let many = delve.legal_answers().len() > 4;
        let face: Option<Element<'a, Message>> = match shown {
            // A card just flipped turns over on the table (when animations are on); a card picked
            // from the hand or a pile shows at once.
            // In a low compact room (a large zoom on a small window) its name says it: the
            // answers take the face's width.
            Some(_) if sizes.low => None,
            Some(card) if table.selected.is_none() => {
                Some(card::turning(card, width, table.flip.progress()))
            }
            Some(card) => Some(card::marked(card, width, Mark::Selected)),
            // No card in play yet: the cards a Wands action is looking at, else the deck.
            None => seen::view(active, width)
                .or_else(|| (!many && !sizes.low).then(|| card::back(width))),
        }
        // Table mode's cards to pick on a page that scrolls: the words take the band's width.
        .filter(|_| !pinned_picker);
        let width = if face.is_some() { width } else { 0.0 };
        let gap = if sizes.low { 4 } else { 6 };
        let mut words_col = column![].spacing(gap).width(Fill);
        // What the card does and a major's journaling prompt (in the words' column, where it
        // has the width to read).
        let mut about: Vec<Element<'a, Message>> = Vec::new();
        // No card in play: the deck's title, on the question's line when it is pinned.
        let mut deck = None;
        match shown {
            Some(card) => {
                if !sizes.low {
                    words_col = words_col.push(text(card.name()).size(size::TITLE));
                } else if !super::words::question(&q).starts_with(&card.name()) {
                    // In a low compact room the name in large print, on the question's line
                    // where it fits (as the deck's title), and not at all where the question
                    // starts with it ("The Devil: face it, or try to skip it?").
                    deck = Some(text(card.name()).size(size::LARGE));
                }
                about.push(text(card_text(active, card)).size(size::BODY).into());
                if let Some(prompt) = super::notes::caption(active, card) {
                    about.push(
                        text(prompt)
                            .font(SERIF_ITALIC)
                            .size(size::BODY)
                            .style(style::text::soft)
                            .into(),
                    );
                }
                if table.selected.is_some() && delve.current_card() != table.selected {
                    about.push(
                        focus::ring(
                            "table.back-to-card",
                            button(text("Back to the card in play").size(size::SMALL))
                                .style(style::button::quiet)
                                .on_press(Message::Select(None)),
                        )
                        .into(),
                    );
                }
            }
            // (In a low compact room the answers need the line: the deck's count is on its pile.)
            None if sizes.low => {}
            None => {
                deck =
                    Some(text(format!("The deck: {} cards", delve.deck().len())).size(size::TITLE));
            }
        }
        // Many answers stand two to a row where the words' column is wide enough for two of
        // 16 ems or more, so that they take half the height.
        // The band's padding, the card and the gap beside it, and a scroller's bar with its gap
        // and margin (the band's own, or the page's).
        let words = sizes.table - 28.0 - width - 18.0 - WORDS_SCROLLER
            + if face.is_some() { 0.0 } else { 18.0 };
        // Three to a row where the column is wide enough for three, else two.
        let across = |n: f32| ((words - 6.0 * (n - 1.0)) / n).floor();
        let paired = [across(3.0), across(2.0)]
            .into_iter()
            .find(|w| *w >= PAIRED_LEAST)
            .map(|each| Grid {
                each,
                // The Wands actions (short: their check is said once over them) three to a row
                // where they keep their least.
                wands: Some(across(3.0))
                    .filter(|w| *w >= WANDS_LEAST)
                    .unwrap_or(each),
            });
        let picker = if pinned_picker {
            Picker::Pinned
        } else {
            Picker::Within(sizes.picker)
        };
        let parts = question(table, active, &q, paired, picker, sizes.low, told);
        // What the card does, right under the answers (on a compact table: after the guide's
        // note and the odds).
        let early = |about: &mut Vec<Element<'a, Message>>| {
            if sizes.fold {
                Vec::new()
            } else {
                std::mem::take(about)
            }
        };
        let mut head = None;
        if !pinned && let Some(deck) = deck.take() {
            words_col = words_col.push(deck);
        }
        if pinned && let Some(deck) = deck.take() {
            // No card's name and words: the deck's title and the question share a line (where
            // it is wide enough), the answers keep the height.
            head = Some(
                column![
                    row![deck, parts.question]
                        .spacing(18)
                        .align_y(Alignment::Center)
                        .wrap()
                        .vertical_spacing(6)
                ]
                .width(Fill),
            );
            words_col = words_col.push(parts.asked).extend(early(&mut about));
        } else if pinned {
            head = Some(
                std::mem::replace(&mut words_col, column![].spacing(gap).width(Fill))
                    .push(parts.question),
            );
            words_col = words_col.push(parts.asked).extend(early(&mut about));
        } else if short {
            words_col = words_col
                .push(column![parts.question, parts.asked].spacing(8))
                .extend(early(&mut about));
        } else {
            words_col = words_col
                .extend(std::mem::take(&mut about))
                .push(column![parts.question, parts.asked].spacing(8));
        }
        // The guide's note under the answers it explains; then the odds and what the turn did
        // (unless they went to the journal's column).
        if !sizes.aside
            && let Some(note) = parts.guide
        {
            words_col = words_col.push(note);
        }
        // (What must show ends here; what follows may scroll.)
        if !must {
            if let Some(odds) = parts.odds {
                words_col = words_col.push(odds);
            }
            // (On a compact table, what the card does comes here.)
            words_col = words_col.extend(about);
            if !sizes.aside
                && let Some(outcome) = outcome(table, active)
            {
                words_col = words_col.push(outcome);
            }
            // Table mode's list of the cards still possible, when opened.
            words_col = words_col.push(super::possible::view(table, active));
        }
        let card_col = face.map(|face| column![face].width(width));
        if height.is_none() {
            return row(card_col.map(Element::from))
                .push(words_col)
                .spacing(18)
                .into();
        }
        // (Its fold between two lines at rest: see `widget::fold`.)
        let words: Element<'a, Message> = crate::ui::widget::fold::between_lines(
            scrollable(words_col.padding(iced::Padding::ZERO.right(10)))
                .id(ANSWERS)
                .direction(bar())
                .height(tall),
            1.0,
        );
        let words = match head {
            Some(head) => column![head.padding(iced::Padding::ZERO.right(24)), words]
                .spacing(gap)
                .height(tall)
                .into(),
            None => words,
        };
        row(card_col.map(Element::from))
            .push(words)
            .spacing(18)
            .height(tall)
            .into()
    }
}

/// What a scroller takes beside the band's words: the margin its bar floats over (the band's
/// own scroller's 10 px, or the page's 8) and a gap to the band's edge.
const WORDS_SCROLLER: f32 = 10.0 + 14.0;

/// A hand card's width in the band's fan (see [`Roomy`]).
const BAND_HAND: f32 = super::sizes::STRIP_TIGHT;

/// A band shorter than this puts the question and its answers before what the card does.
const SHORT_BAND: f32 = 330.0;

/// What a card does, in plain words.
fn card_text(active: &ActiveDelve, card: Card) -> String {
    match (card.major_number(), card.suit()) {
        (Some(n), _) => active.delve().arcana().get(n).description.clone(),
        (None, Some(suit)) if card.is_court() => {
            let attrs: Vec<&str> = Attr::of_suit(suit).iter().map(|a| a.name()).collect();
            format!(
                "A court card: pass a check with {} to keep it in your hand; fail, and it costs you.",
                attrs.join(" or ")
            )
        }
        (None, Some(Suit::Pentacles)) => {
            "A number card: it goes into your hand, worth its part of your score.".into()
        }
        (None, Some(suit)) => format!(
            "A number card: it goes into your hand, for {}.",
            match suit {
                Suit::Cups => "boosting checks",
                Suit::Swords => "Swords actions",
                _ => "Wands actions",
            }
        ),
        (None, None) => String::new(),
    }
}
